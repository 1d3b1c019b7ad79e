// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The watch rules (issue 31), opened from the search page: every rule with its query, what it
// does and its hit count; add one from the page's current query, enable or disable it (the
// check box), change what it does (notify, inbox, tag, pause the agent — nothing else exists),
// delete it, and a dry run: what it would have matched in the last 7 days, grouped by
// conversation. Non-modal. Reads through WatchReader; changes through WatchCommands, whose
// outcome (a malformed query's explanation) shows under the list. Untrusted text (a hit's
// context) is plain text only.

#include "models/read/searchreader.h"
#include "models/read/watchreader.h"

#include <QDialog>
#include <QPointer>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class QTreeWidget;

namespace Switchyard {

class WatchCommands;
struct CommandOutcome;

class WatchRulesDialog final : public QDialog
{
    Q_OBJECT
public:
    WatchRulesDialog(WatchReader *reader, WatchCommands *commands, QWidget *parent = nullptr);
    ~WatchRulesDialog() override;
    Q_DISABLE_COPY_MOVE(WatchRulesDialog)

    /// The query "Add from search" takes (the search page's box).
    void setCurrentQuery(const QString &query);

    [[nodiscard]] QTableWidget *table() const { return m_table; }
    [[nodiscard]] QTreeWidget *dryRunResults() const { return m_dryRun; }
    [[nodiscard]] QLabel *statusLabel() const { return m_status; }
    [[nodiscard]] qint64 selectedRuleId() const;
    void selectRule(qint64 id);

    // The actions, as the buttons run them (tests drive them too).
    void addFromQuery();
    void removeSelected();
    void dryRunSelected();
    void applyEdits();

private:
    void reload();
    /// A reload after the current event (the table's own signal may be running).
    void scheduleReload();
    void showSelected();
    void onOutcome(const CommandOutcome &outcome);
    void showDryRun(const QString &query, const SearchResult &result);
    void onItemChanged(int row, int column);

    QPointer<WatchReader> m_reader;
    QPointer<WatchCommands> m_commands;
    QString m_currentQuery;
    QTableWidget *m_table = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_query = nullptr;
    QCheckBox *m_notify = nullptr;
    QCheckBox *m_inbox = nullptr;
    QCheckBox *m_tag = nullptr;
    QLineEdit *m_tagText = nullptr;
    QCheckBox *m_pause = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_apply = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_dryRunButton = nullptr;
    QLabel *m_status = nullptr;
    QTreeWidget *m_dryRun = nullptr;
    bool m_filling = false;
    bool m_reloadQueued = false;
    qint64 m_selectAfterReload = 0;
};

} // namespace Switchyard
