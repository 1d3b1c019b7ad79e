// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/commands/bulkcommands.h"
#include "models/commands/localcommands.h"
#include "models/conversations/weblink.h"
#include "ui/dialogs/bulkactiondialog.h"

#include <QDateTime>
#include <QHash>
#include <QPointer>
#include <QSet>
#include <QUrl>
#include <QWidget>

#include <functional>

class QAction;
class QComboBox;
class QDialog;
class QHBoxLayout;
class QModelIndex;
class QLabel;
class QLineEdit;
class QListView;
class QMenu;
class QTimer;
class QToolButton;

namespace Switchyard {

class ConversationCommands;
class ConversationDelegate;
class ConversationPeek;
class EventTextSearch;
class ConversationFilterProxy;
class ConversationListModel;
class SteeringActions;
class StoreReader;
class TagCommands;
class VariantGroupReader;
class WatchReader;

/// The conversation list: search, filters, the list itself (ConversationDelegate) and a context
/// menu of steering actions through ConversationCommands (rename, delete, pause/resume).
class ConversationListWidget final : public QWidget
{
    Q_OBJECT
public:
    explicit ConversationListWidget(QWidget *parent = nullptr);
    ~ConversationListWidget() override;

    void setStore(StoreReader *store);
    /// Variant groups (issue 30 part B): rows of members say their group; "Compare group" and
    /// "Show only this group" in their menu. Null: none (conversationlistcompare.cpp).
    void setVariantGroupReader(VariantGroupReader *groups);
    /// nullptr: read-only (offline trajectories): no steering actions.
    void setCommands(ConversationCommands *commands);
    /// What the selection bar runs (archive, export, pause, resume, delete many); null: none.
    /// Built by the composition root.
    void setBulkCommands(BulkCommands *bulk);
    /// Archive and restore from the conversation menu (null: off).
    void setLocalCommands(LocalCommands *local);
    /// The local tags of the watch rules: chips on the rows, found by the search (null: none).
    void setWatch(WatchReader *watch);
    /// "Remove tag" in the conversation menu (null: off).
    void setTagCommands(TagCommands *tags);
    /// The server whose web UI "Open in browser" opens (empty: the action is off).
    void setServerUrl(const QUrl &url);
    /// Offline review: the rows come from a file (no "confirmed N s ago").
    void setOffline(bool offline);
    [[nodiscard]] bool isOffline() const;
    /// The link style of the server\'s web UI (newer servers: canvas; older: classic).
    void setWebLinkStyle(WebLink::Style style);
    [[nodiscard]] BulkCommands *bulkCommands() const { return m_bulk.data(); }
    [[nodiscard]] EventTextSearch *eventSearch() const { return m_eventSearch; }
    /// The selected conversations (start tasks left out), in list order.
    [[nodiscard]] QList<QString> selectedConversationIds() const;
    /// Selects every row the filters show (Ctrl+A).
    void selectAllShown();
    /// Asks (the confirmation listing every affected conversation and shared sandbox), then runs
    /// `action` (an int of BulkAction) on the selection. `exportFolder` is asked for when empty.
    void runBulk(int action, const QString &exportFolder = {});
    /// The confirmation for `action` on the selection (tests look at it; the caller owns it).
    [[nodiscard]] QDialog *makeBulkDialog(int action);

    [[nodiscard]] ConversationListModel *model() const { return m_model; }
    [[nodiscard]] ConversationFilterProxy *proxy() const { return m_proxy; }
    /// Shows exactly these conversations (a line of the "while you were away" digest), `label`
    /// saying what they are; the filter menu's "Clear filters" lifts it.
    void showOnly(const QSet<QString> &ids, const QString &label);
    [[nodiscard]] QListView *view() const { return m_view; }
    /// Hover or Space: a row's last events and pending action, without opening it.
    [[nodiscard]] ConversationPeek *peek() const { return m_peek; }
    [[nodiscard]] QString currentConversationId() const;
    /// Selects (and scrolls to) a conversation; false if it is not shown.
    bool selectConversation(const QString &conversationId);
    /// Moves to the next (or previous) conversation that needs the user, wrapping around.
    bool selectNextNeedingAttention(bool forward = true);
    void focusSearch();
    /// Shows only these conversations (the fleet timeline's range, issue 32) until the filters are
    /// cleared; the Filter button says a filter is on.
    void showOnlyConversations(const QSet<QString> &ids);
    /// Clock for the "N s ago" texts (screenshots pin it).
    void setClock(std::function<QDateTime()> clock);

Q_SIGNALS:
    void conversationActivated(const QString &conversationId);
    /// The user asked to start a conversation (the shell opens the start dialog).
    void startRequested();
    /// Compare runs (issue 30 part B): these 2-4 conversations, or a variant group.
    void compareRequested(const QList<QString> &conversationIds);
    void compareGroupRequested(const QString &groupId);

private:
    QHBoxLayout *buildSearchRow();
    QHBoxLayout *buildFacetRow();
    QWidget *buildSelectionBar();
    void connectFilters();
    void connectView();
    void startTimers();
    void addShortcuts();
    void foldCurrent(bool fold);
    void activateRow(const QModelIndex &index);
    void buildFilterMenu();
    QMenu *addExecutionFilters();
    QMenu *addSandboxFilters();
    QAction *addTriggerFilters();
    void addArchiveFilters();
    void addListOptions();
    void updateFilterButton();
    void refreshFacetCombos();
    void updateSummary();
    void showContextMenu(const QPoint &pos);
    void showStartTaskMenu(const QString &taskId, const QPoint &pos);
    void addOpenActions(QMenu &menu, const QString &id);
    void addAgentActions(QMenu &menu, const QString &id, const SteeringActions &can);
    void addSandboxActions(QMenu &menu, const QString &id, const QString &sandboxId, const SteeringActions &can);
    void addSelectAllShown(QMenu &menu);
    /// "Remove tag “x”" for each local tag of the row (a submenu when there are several).
    void addTagActions(QMenu &menu, const QString &id, const QStringList &tags);
    [[nodiscard]] BulkActionDialog::Content bulkDialogTexts(int actionValue, int n, int sandboxes) const;
    void renameCurrent();
    void deleteCurrent();
    void applyDateFilter(int index);
    void handleSandboxLeftEmpty(const QString &sandboxId, const QString &removedConversationId);
    void updateSelectionBar();
    void toggleFold(const QModelIndex &proxyIndex);
    void onSearchChanged(const QString &text);
    void openInBrowser(const QString &conversationId);
    void addBulkActions(QMenu *menu, const QList<QString> &ids);
    /// "Compare" for 2-4 selected rows, "Compare group" / "Show only this group" for a variant
    /// (conversationlistcompare.cpp).
    void addCompareActions(QMenu &menu, const QList<QString> &ids);
    void refreshVariantGroups();
    QString titleOf(const QString &conversationId) const;

    ConversationListModel *m_model = nullptr;
    ConversationFilterProxy *m_proxy = nullptr;
    ConversationDelegate *m_delegate = nullptr;
    QListView *m_view = nullptr;
    ConversationPeek *m_peek = nullptr;
    QLineEdit *m_search = nullptr;
    QToolButton *m_needsMe = nullptr;
    QToolButton *m_filterButton = nullptr;
    QToolButton *m_newButton = nullptr;
    QMenu *m_filterMenu = nullptr;
    QComboBox *m_repoCombo = nullptr;
    QComboBox *m_modelCombo = nullptr;
    QComboBox *m_sandboxCombo = nullptr;
    QComboBox *m_dateCombo = nullptr;
    QComboBox *m_sortCombo = nullptr;
    QLabel *m_summary = nullptr;
    QWidget *m_selectionBar = nullptr;
    QLabel *m_selectionLabel = nullptr;
    QList<QToolButton *> m_bulkButtons; ///< data: int(BulkAction)
    QPointer<BulkCommands> m_bulk;
    EventTextSearch *m_eventSearch = nullptr;
    QUrl m_serverUrl;
    WebLink::Style m_webStyle = WebLink::Style::Canvas;
    QTimer *m_facetTimer = nullptr;
    QTimer *m_tick = nullptr;
    QPointer<StoreReader> m_store;
    QPointer<VariantGroupReader> m_groups;
    QPointer<ConversationCommands> m_commands;
    QPointer<LocalCommands> m_local;
    QPointer<TagCommands> m_tags;
    /// Conversation id -> what the user chose in the delete dialog for its sandbox if left empty.
    QHash<QString, bool> m_sandboxChoice;
    QSet<QString> m_askingAboutSandbox; ///< sandboxes with an "empty sandbox" question open
    std::function<QDateTime()> m_clock;
};

} // namespace Switchyard
