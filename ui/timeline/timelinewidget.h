// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QListView;
class QSplitter;
class QTextBrowser;
class QTimer;
class QToolButton;

namespace Switchyard {

class ConversationCommands;
class Store;
class TimelineApprovalBar;
class TimelineDelegate;
class TimelineFilterProxy;
class TimelineModel;
class TimelineSource;
class TimelineTurnModel;

/// The event timeline of one conversation: a virtualized list (one fixed-height row per event,
/// results folded into their actions), a detail pane with the selected entry's card, a turn
/// outline, a filter/search bar, follow mode, and in-place approval when the agent waits for
/// confirmation. Read-only when no commands are set (offline trajectories).
class TimelineWidget : public QWidget
{
    Q_OBJECT
public:
    explicit TimelineWidget(QWidget *parent = nullptr);
    ~TimelineWidget() override;

    void setStore(Store *store);
    void setCommands(ConversationCommands *commands);
    void setConversation(const QString &conversationId);
    [[nodiscard]] QString conversationId() const;
    /// Shows any source instead of the store's (tests, previews). Not owned.
    void setSource(TimelineSource *source, const QString &conversationId = {});

    [[nodiscard]] TimelineModel *model() const;
    [[nodiscard]] TimelineFilterProxy *proxy() const;
    [[nodiscard]] QListView *listView() const;
    [[nodiscard]] QListView *outlineView() const;
    [[nodiscard]] QTextBrowser *detailView() const;
    [[nodiscard]] TimelineApprovalBar *approvalBar() const;
    [[nodiscard]] QLineEdit *searchEdit() const;

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

Q_SIGNALS:
    /// The user asked for the diff of a file an edit event touched.
    void fileEditActivated(const QString &conversationId, const QString &path);
    /// Approve / reject clicked (also sent to ConversationCommands when set).
    void approveRequested(const QString &conversationId);
    void rejectRequested(const QString &conversationId, const QString &reason);

protected:
    /// A palette change (light/dark theme) renders the cards again in its colours.
    void changeEvent(QEvent *event) override;
    /// Resizes of the tool bar move its less important buttons into the "⋯" menu and back.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildToolBar(QWidget *bar);
    /// Shows as many tool bar buttons as fit; the rest are reached through the "⋯" menu.
    void updateToolBarOverflow();
    void applySource(TimelineSource *source, const QString &conversationId);
    void showDetail();
    void onAnchor(const QUrl &url);
    void onRowsInserted(int first, int last);
    void onActivated(const QModelIndex &index);
    void updateApproval();
    void updateMatchCount();
    void find(bool forward);
    void onTextFound(quint64 requestId, qint64 seq);
    void scrollToSourceRow(int row, bool center);

    QPointer<Store> m_store;
    QPointer<ConversationCommands> m_commands;
    QString m_conversationId;
    TimelineSource *m_ownedSource = nullptr;
    TimelineModel *m_model = nullptr;
    TimelineFilterProxy *m_proxy = nullptr;
    TimelineTurnModel *m_turns = nullptr;
    TimelineDelegate *m_delegate = nullptr;
    QListView *m_list = nullptr;
    QListView *m_outline = nullptr;
    QTextBrowser *m_detail = nullptr;
    QSplitter *m_splitter = nullptr;
    TimelineApprovalBar *m_approval = nullptr;
    QLineEdit *m_search = nullptr;
    QLabel *m_matchLabel = nullptr;
    QToolButton *m_followButton = nullptr;
    QWidget *m_toolBar = nullptr;
    QToolButton *m_moreButton = nullptr;
    QList<QWidget *> m_barFixed; ///< always shown (besides the search field)
    QList<QToolButton *> m_overflowFirst; ///< Collapse all, Expand all, Outline: first into the menu
    QList<QToolButton *> m_overflowLast; ///< Follow, Latest: only when even that is not enough
    QTimer *m_searchTimer = nullptr;
    bool m_follow = true;
    bool m_loadingOlder = false;
    bool m_olderQueued = false;
    bool m_expandOutput = false;
    bool m_expandThinking = false;
    qint64 m_detailSeq = -1;
    int m_rowBeforeFilter = -1; ///< the current source row when a filter result came in
    // Full-text search (TimelineSource::findText, off the GUI thread for a store).
    quint64 m_searchRequest = 0; ///< the answer we wait for
    quint64 m_countRequest = 0; ///< request id counter
    quint64 m_matchCountRequest = 0; ///< the count answer we wait for
    bool m_findForward = true;
    int m_findOriginRow = -1; ///< the row the search started from
    qint64 m_findFirstSeq = -2; ///< the first match of this search (to stop after one round)
    QString m_findNeedle;
};

} // namespace Switchyard
