// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QWidget>

class QLabel;
class QMenu;
class QTabWidget;
class QTableView;
class QToolButton;

namespace Switchyard {

class CompareFilesPanel;
class CompareSession;
class StoreReader;
class VariantGroupReader;

/// Compare runs (issue 30 part B): a window over a CompareSession — two to four conversations
/// (live, cached) and offline trajectories, mixed. Tabs: Summary (metric rows × run columns, the
/// rows where the runs differ marked), Files (the union of the files, each run's change side by
/// side, one run's resulting file against another's), Turns (turn i of each run side by side).
/// "Add offline trajectory…" mixes in a zip; Export writes Markdown or HTML. The summaries are
/// built off the GUI thread; the window shows "Summarising…" until the first pass is in.
class CompareWindow final : public QWidget
{
    Q_OBJECT
public:
    /// `store` (may be null) is the connected server's cache, `groups` its variant groups (may be
    /// null); neither is owned.
    explicit CompareWindow(StoreReader *store, VariantGroupReader *groups, QWidget *parent = nullptr);
    ~CompareWindow() override;

    [[nodiscard]] CompareSession *session() const { return m_session; }
    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }
    [[nodiscard]] QTableView *summaryTable() const { return m_summary; }
    [[nodiscard]] CompareFilesPanel *filesPanel() const { return m_files; }
    [[nodiscard]] QTableView *turnsTable() const { return m_turns; }
    [[nodiscard]] QString statusText() const;

    /// Opens the compare view (a window of its own, deleted on close) on conversations or a group.
    static CompareWindow *openOnConversations(StoreReader *store, VariantGroupReader *groups, const QList<QString> &ids,
                                              QWidget *parent);
    static CompareWindow *openOnGroup(StoreReader *store, VariantGroupReader *groups, const QString &groupId,
                                      QWidget *parent);

private:
    QWidget *buildToolBar();
    QTableView *buildTable(const QString &name, const QString &accessibleName);
    void addTrajectory();
    void exportAs(bool html);
    void summariesReady(qint64 elapsedMs);
    void rebuildRunsMenu();

    CompareSession *m_session = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_status = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableView *m_summary = nullptr;
    CompareFilesPanel *m_files = nullptr;
    QTableView *m_turns = nullptr;
    QMenu *m_runsMenu = nullptr;
    QToolButton *m_export = nullptr;
};

} // namespace Switchyard
