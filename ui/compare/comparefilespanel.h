// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/compare/comparefile.h"

#include <QList>
#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QSplitter;
class QTableView;

namespace Switchyard {

class CompareSession;
class DiffView;

/// The compare view's Files tab: the union of the files the runs changed (each run's +/-), and for
/// the selected file each run's own change side by side (one diff per run), and one run's
/// resulting file against another's where both are known (side by side). Diffs are computed on a
/// worker thread; a newer selection makes an older result moot.
class CompareFilesPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit CompareFilesPanel(QWidget *parent = nullptr);
    ~CompareFilesPanel() override;

    void setSession(CompareSession *session);
    /// Selects a file (tests, screenshots).
    void selectFile(const QString &path);
    [[nodiscard]] QString currentFile() const { return m_path; }
    /// The diff view of run `index`'s own change, and the results view (tests).
    [[nodiscard]] DiffView *changeView(int index) const { return m_changes.value(index); }
    [[nodiscard]] DiffView *resultsView() const { return m_results; }
    [[nodiscard]] QLabel *resultsNote() const { return m_resultsNote; }
    [[nodiscard]] QTableView *fileTable() const { return m_table; }

private:
    void rebuildColumns();
    void showFile(const QString &path);
    void showResults();

    QPointer<CompareSession> m_session;
    QTableView *m_table = nullptr;
    QSplitter *m_changesRow = nullptr;
    QList<DiffView *> m_changes;
    QList<QLabel *> m_changeTitles;
    QComboBox *m_left = nullptr;
    QComboBox *m_right = nullptr;
    DiffView *m_results = nullptr;
    QLabel *m_resultsNote = nullptr;
    QString m_path;
    quint64 m_generation = 0;
};

} // namespace Switchyard
