// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

class QLabel;
class QSplitter;
class QTabWidget;

namespace Switchyard {

/// The thin shell: hosts the feature widgets (conversation list, timeline, detail tabs, sandbox
/// map) in splitters whose layout is remembered, plus menus and the status bar.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Saves geometry and splitter state (also done on close).
    void saveLayout() const;

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void restoreLayout();

    QSplitter *m_outer = nullptr;
    QSplitter *m_centre = nullptr;
    QTabWidget *m_details = nullptr;
    QLabel *m_serverLabel = nullptr;
    QLabel *m_syncLabel = nullptr;
};

} // namespace Switchyard
