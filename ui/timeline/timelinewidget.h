// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QListView;
class QSplitter;
class QStackedWidget;
class QTextBrowser;

namespace Switchyard {

class AskUserBinding;
class AskUserCommands;
class AskUserForm;
class ConflictRadarModel;
class ConversationCommands;
class LiveBadge;
class LiveReader;
class LocalCommands;
class LiveStreamWidget;
class OlderPageBar;
class RadarBanner;
class SyncCommands;
class SyncStatus;
class ServerLostBanner;
class StoreReader;
class TimelineApprovalBar;
class TimelineDelegate;
class TimelineDetailPane;
class TimelineEmptyState;
class TimelineFilterProxy;
class TimelineModel;
class TimelineSearchController;
class TimelineSource;
class TimelineToolBar;
class TimelineTurnModel;
class TranscriptView;

/// The event timeline of one conversation: a virtualized list (one fixed-height row per event,
/// results folded into their actions), a detail pane with the selected entry's card
/// (TimelineDetailPane), a turn outline, the tool bar (TimelineToolBar: filters, search), follow
/// mode, and in-place approval when the agent waits for confirmation. Search itself is a
/// TimelineSearchController (models/). Read-only when no commands are set (offline trajectories).
class TimelineWidget : public QWidget
{
    Q_OBJECT
public:
    explicit TimelineWidget(QWidget *parent = nullptr);
    ~TimelineWidget() override;

    void setStore(StoreReader *store);
    void setCommands(ConversationCommands *commands);
    /// Answers to the agent's questions (null: the question form is read-only).
    void setAskUserCommands(AskUserCommands *commands);
    /// Keep or drop history the server lost (the banner over the events); null: the banner only tells.
    void setLocalCommands(LocalCommands *local);
    /// Live following (null: none, e.g. offline review): the header's live/polling/offline badge
    /// and the agent's streaming reply under the events.
    void setLive(LiveReader *live);
    /// Where a failed older page is told, and Retry goes (the line at the top); null: offline.
    void setSync(SyncStatus *sync, SyncCommands *commands);
    void setConversation(const QString &conversationId);
    [[nodiscard]] QString conversationId() const;
    /// Shows any source instead of the store's (tests, previews). Not owned.
    void setSource(TimelineSource *source, const QString &conversationId = {});

    [[nodiscard]] TimelineModel *model() const;
    [[nodiscard]] TimelineFilterProxy *proxy() const;
    [[nodiscard]] QListView *listView() const;
    [[nodiscard]] QListView *outlineView() const;
    [[nodiscard]] TranscriptView *transcriptView() const;
    /// The reading view (chat) instead of the log rows and the detail card.
    void setTranscriptMode(bool on);
    [[nodiscard]] bool isTranscriptMode() const;
    [[nodiscard]] QTextBrowser *detailView() const;
    [[nodiscard]] TimelineApprovalBar *approvalBar() const;
    /// The agent's waiting question as a form (instead of the approval bar for an ask_user action).
    [[nodiscard]] AskUserForm *askUserForm() const { return m_askUser; }
    [[nodiscard]] QLineEdit *searchEdit() const;
    [[nodiscard]] TimelineSearchController *searchController() const;

    /// Follow mode: new events scroll into view unless the user scrolled up.
    [[nodiscard]] bool isFollowing() const;
    void setFollowing(bool follow);
    /// Selects (and shows the card of) a TimelineModel row, expanding its turn if needed.
    void selectSourceRow(int row);
    /// The selected TimelineModel row, or -1.
    [[nodiscard]] int currentSourceRow() const;
    void setSearchText(const QString &text);
    /// Next/previous match of the search text in the full text of the events, loaded or not (older
    /// rows are loaded down to the match). Asynchronous: isSearching() until the answer is shown.
    void findNext();
    void findPrevious();
    [[nodiscard]] bool isSearching() const;
    void jumpToLatest();
    void collapseAll();
    void expandAll();
    void toggleTurn(qint64 turnKey);
    /// Loads the next older page, keeping the rows in view where they are.
    void loadOlder();
    /// Queues one loadOlder() (scroll signals come in bursts).
    void requestOlder();
    /// The connection problem to show where no events are cached (empty: none).
    void setConnectionProblem(const QString &message);
    [[nodiscard]] TimelineEmptyState *emptyState() const;
    /// Shown when the server no longer has events kept here (keep, export, drop).
    [[nodiscard]] ServerLostBanner *serverLostBanner() const;
    /// The conflict radar (issue 32): the banner naming the other conversations of the sandbox
    /// that wrote the same files, and the approval bar's warning. Null: neither.
    void setRadar(ConflictRadarModel *radar);
    [[nodiscard]] RadarBanner *radarBanner() const { return m_radarBanner; }
    /// The open conversation's sandbox lifecycle plan (when it pauses, hits the cap, is deleted).
    [[nodiscard]] QLabel *sandboxPlanLabel() const { return m_plan; }

Q_SIGNALS:
    /// The user asked for the diff of a file an edit event touched.
    void fileEditActivated(const QString &conversationId, const QString &path);
    /// Approve / reject clicked (also sent to ConversationCommands when set).
    void approveRequested(const QString &conversationId);
    void rejectRequested(const QString &conversationId, const QString &reason);
    /// "Check again" / "Try again" on an empty timeline.
    void refreshRequested();
    /// The radar banner's "Open the other conversation".
    void otherConversationRequested(const QString &conversationId);

protected:
    /// A palette change (light/dark theme) renders the approval cards again in its colours.
    void changeEvent(QEvent *event) override;

private:
    void buildViews();
    void connectViews();
    void connectModels();
    void connectScrolling();
    void connectToolBar();
    void buildShortcuts();
    void showContextMenu(const QPoint &pos);
    void onFilterApplied();
    void applySource(TimelineSource *source, const QString &conversationId);
    void showDetail();
    /// The approval bar's conflict warning for the pending actions (rows of the model).
    [[nodiscard]] QString conflictWarning(const QList<int> &rows) const;
    void updatePlan();
    void onRowsInserted(int first, int last);
    void onActivated(const QModelIndex &index);
    void updateApproval();
    void scrollToSourceRow(int row, bool center);
    void updateEmptyState();

    QPointer<StoreReader> m_store;
    QPointer<ConversationCommands> m_commands;
    QString m_conversationId;
    TimelineSource *m_ownedSource = nullptr;
    TimelineModel *m_model = nullptr;
    TimelineFilterProxy *m_proxy = nullptr;
    TimelineTurnModel *m_turns = nullptr;
    TimelineDelegate *m_delegate = nullptr;
    TimelineSearchController *m_searcher = nullptr;
    TimelineToolBar *m_toolBar = nullptr;
    QListView *m_list = nullptr;
    QListView *m_outline = nullptr;
    TranscriptView *m_transcript = nullptr;
    QStackedWidget *m_views = nullptr; ///< the log rows or the transcript
    TimelineDetailPane *m_detail = nullptr;
    QSplitter *m_splitter = nullptr;
    TimelineApprovalBar *m_approval = nullptr;
    AskUserForm *m_askUser = nullptr;
    AskUserBinding *m_askBinding = nullptr;
    TimelineEmptyState *m_empty = nullptr;
    LiveBadge *m_liveBadge = nullptr;
    LiveStreamWidget *m_stream = nullptr;
    ServerLostBanner *m_lostBanner = nullptr;
    OlderPageBar *m_olderBar = nullptr; ///< the older page failed: said at the top, with Retry
    RadarBanner *m_radarBanner = nullptr; ///< overlaps with other conversations of the sandbox
    QLabel *m_plan = nullptr; ///< the sandbox's lifecycle plan, one line
    QPointer<ConflictRadarModel> m_radar;
    QString m_connectionProblem;
    bool m_follow = true;
    bool m_loadingOlder = false;
    bool m_olderQueued = false;
    int m_rowBeforeFilter = -1; ///< the current source row when a filter result came in
};

} // namespace Switchyard
