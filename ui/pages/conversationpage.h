// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Conversations page (issue 27): the list beside the open conversation (timeline over the
// composer) and its detail tabs (changes, files, skills and hooks, metadata and usage; the
// trajectory's summary in offline review), in splitters whose layout is remembered. It hands each
// of its widgets the readers and command services of the context it is given, and tells the
// window what the user asks of the whole shell (open a conversation, start one, refresh).

#include "models/conversations/weblink.h"
#include "ui/shellcontext.h"

#include <QWidget>

class QSettings;
class QSplitter;
class QTabWidget;

namespace Switchyard {

class ChangesWidget;
class ComposerWidget;
class ConversationHeader;
class ConversationListWidget;
class FileViewerWidget;
class MetadataWidget;
class QuestionTracker;
class ReviewSummaryWidget;
class SkillsHooksWidget;
class TimelineWidget;

class ConversationPage final : public QWidget
{
    Q_OBJECT
public:
    explicit ConversationPage(QWidget *parent = nullptr);
    ~ConversationPage() override;

    /// The readers and services for every widget of the page (`questions`: the waiting questions
    /// the list marks; null in offline review). The timeline follows the sync state: it says when
    /// the server does not answer.
    void setContext(const ShellContext &context, QuestionTracker *questions);
    /// Offline review: the trajectory's own summary, first among the detail tabs.
    void setOffline(bool offline, StoreReader *store);
    /// The link style of the server's web UI for the list's and the metadata's links.
    void setWebLinkStyle(WebLink::Style style);
    void setConversation(const QString &id);
    /// The Changes tab, showing the diff (or the content) of `path`.
    void showChangedFile(const QString &path);
    void showDetail(QWidget *tab);
    /// The server does not answer (empty: it does again): the timeline says so.
    void setConnectionProblem(const QString &message);
    void resetLayout();
    void saveLayout(QSettings &settings) const;
    void restoreLayout(const QSettings &settings);

    /// The least height of the detail tabs (changes, diff, summary): readable on 1366x768.
    static constexpr int kDetailsMinHeight = 230;

    [[nodiscard]] ConversationListWidget *list() const { return m_list; }
    [[nodiscard]] TimelineWidget *timeline() const { return m_timeline; }
    /// The strip above the timeline: title, status, the agent's pull requests.
    [[nodiscard]] ConversationHeader *header() const { return m_header; }
    [[nodiscard]] ComposerWidget *composer() const { return m_composer; }
    [[nodiscard]] ChangesWidget *changes() const { return m_changes; }
    [[nodiscard]] FileViewerWidget *files() const { return m_files; }
    [[nodiscard]] SkillsHooksWidget *skills() const { return m_skills; }
    [[nodiscard]] MetadataWidget *metadata() const { return m_metadata; }

Q_SIGNALS:
    /// The list, a metadata link or a started conversation asks to open one.
    void conversationActivated(const QString &id);
    void startRequested();
    void refreshRequested();

private:
    void buildDetails();
    void buildSplitters();
    void followSyncState(SyncStatus *sync);

    ConversationListWidget *m_list = nullptr;
    TimelineWidget *m_timeline = nullptr;
    ConversationHeader *m_header = nullptr;
    ComposerWidget *m_composer = nullptr;
    ChangesWidget *m_changes = nullptr;
    FileViewerWidget *m_files = nullptr;
    SkillsHooksWidget *m_skills = nullptr;
    MetadataWidget *m_metadata = nullptr;
    ReviewSummaryWidget *m_review = nullptr; ///< a Summary tab in offline review only
    QTabWidget *m_details = nullptr;
    QSplitter *m_outer = nullptr;
    QSplitter *m_centre = nullptr;
    QMetaObject::Connection m_syncState;
};

} // namespace Switchyard
