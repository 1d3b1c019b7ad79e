// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/conversationpage.h"

#include "models/conversations/conversationlistmodel.h"
#include "models/read/syncstatus.h"
#include "ui/conversations/composerwidget.h"
#include "ui/conversations/conversationlistwidget.h"
#include "ui/diff/changeswidget.h"
#include "ui/diff/fileviewerwidget.h"
#include "ui/pages/reviewsummarywidget.h"
#include "ui/shell/metadatawidget.h"
#include "ui/shell/skillshookswidget.h"
#include "ui/timeline/conversationheader.h"
#include "ui/timeline/timelinewidget.h"

#include <QSettings>
#include <QSplitter>
#include <QTabWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace Switchyard {

ConversationPage::ConversationPage(QWidget *parent)
    : QWidget(parent)
    , m_list(new ConversationListWidget(this))
    , m_timeline(new TimelineWidget(this))
    , m_header(new ConversationHeader(this))
    , m_composer(new ComposerWidget(this))
    , m_changes(new ChangesWidget(this))
    , m_files(new FileViewerWidget(this))
    , m_skills(new SkillsHooksWidget(this))
    , m_metadata(new MetadataWidget(this))
    , m_review(new ReviewSummaryWidget(this))
{
    setObjectName(QStringLiteral("conversationPage"));
    m_review->hide();
    buildDetails();
    buildSplitters();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_outer);

    connect(m_list, &ConversationListWidget::conversationActivated, this, &ConversationPage::conversationActivated);
    connect(m_list, &ConversationListWidget::startRequested, this, &ConversationPage::startRequested);
    connect(m_metadata, &MetadataWidget::conversationLinkActivated, this, &ConversationPage::conversationActivated);
    connect(m_timeline, &TimelineWidget::refreshRequested, this, &ConversationPage::refreshRequested);
    connect(m_timeline, &TimelineWidget::fileEditActivated, this, [this](const QString &, const QString &path) {
        showChangedFile(path);
    });
    connect(m_review, &ReviewSummaryWidget::fileActivated, this, &ConversationPage::showChangedFile);
}

ConversationPage::~ConversationPage() = default;

void ConversationPage::buildDetails()
{
    m_details = new QTabWidget(this);
    m_details->setObjectName(QStringLiteral("detailTabs"));
    m_details->setDocumentMode(true);
    m_details->setAccessibleName(tr("Conversation details"));
    m_details->setAccessibleDescription(tr("Changes, files, skills and hooks, metadata and usage of the selected "
                                           "conversation (Alt+1 to Alt+4)"));
    m_details->addTab(m_changes, tr("Changes"));
    m_details->addTab(m_files, tr("Files"));
    m_details->addTab(m_skills, tr("Skills && hooks"));
    m_details->addTab(m_metadata, tr("Metadata && usage"));
}

void ConversationPage::buildSplitters()
{
    m_centre = new QSplitter(Qt::Vertical, this);
    m_centre->setObjectName(QStringLiteral("centreSplitter"));
    auto *conversationPane = new QWidget(m_centre);
    auto *paneLayout = new QVBoxLayout(conversationPane);
    paneLayout->setContentsMargins(0, 0, 0, 0);
    paneLayout->setSpacing(0);
    paneLayout->addWidget(m_header);
    paneLayout->addWidget(m_timeline, 1);
    paneLayout->addWidget(m_composer);
    m_centre->addWidget(conversationPane);
    // The areas' toolbars ask for more width than a 1280-pixel screen has for three columns: let the
    // splitter squeeze them (explicit minimums win over the layouts' hints).
    conversationPane->setMinimumWidth(420);
    m_details->setMinimumWidth(360);
    m_list->setMinimumWidth(300);
    m_centre->addWidget(m_details);
    // The timeline keeps most of the height, but the detail tabs never get less than a readable
    // pane (a diff of about ten lines, the summary's rows) on a 1366x768 screen (issue 28.13).
    m_details->setMinimumHeight(kDetailsMinHeight);
    m_centre->setStretchFactor(0, 4);
    m_centre->setStretchFactor(1, 1);

    // The list and the timeline share the width; the timeline (log rows and the card) gets most.
    m_outer = new QSplitter(Qt::Horizontal, this);
    m_outer->setObjectName(QStringLiteral("outerSplitter"));
    m_outer->addWidget(m_list);
    m_outer->addWidget(m_centre);
    m_outer->setStretchFactor(0, 0);
    m_outer->setStretchFactor(1, 1);
    resetLayout();
}

void ConversationPage::setContext(const ShellContext &context, QuestionTracker *questions)
{
    const QUrl server = context.sync ? QUrl(context.serverUrl) : QUrl();
    m_list->setStore(context.store);
    m_list->model()->setQuestions(questions);
    m_list->setCommands(context.commands);
    m_list->setBulkCommands(context.bulk);
    m_list->setLocalCommands(context.local);
    m_list->setWatch(context.watch);
    m_list->setTagCommands(context.tags);
    m_list->setServerUrl(server);
    m_list->setOffline(context.store && !context.sync);
    m_header->setStore(context.store);
    m_timeline->setStore(context.store);
    m_timeline->setCommands(context.commands);
    m_timeline->setAskUserCommands(context.askUser);
    m_timeline->setLocalCommands(context.local);
    m_timeline->setLive(context.live);
    m_timeline->setSync(context.sync, context.syncCommands);
    m_composer->setStore(context.store);
    m_composer->setQuestions(questions);
    m_composer->setCommands(context.commands);
    m_composer->setVisible(context.commands != nullptr);
    m_changes->setCommands(context.workspace);
    m_changes->setStore(context.store);
    m_changes->setReview(context.review, context.reviews);
    m_changes->setGitCommands(context.commands);
    m_files->setCommands(context.workspace);
    m_files->setStore(context.store);
    m_skills->setCommands(context.workspace);
    m_skills->setStore(context.store);
    m_metadata->setStore(context.store);
    m_metadata->setServerUrl(server);
    followSyncState(context.sync);
}

void ConversationPage::followSyncState(SyncStatus *sync)
{
    disconnect(m_syncState);
    setConnectionProblem({});
    if (!sync)
        return;
    m_syncState = connect(sync, &SyncStatus::stateChanged, this, [this](const SyncState &state) {
        const bool down = state.kind == SyncState::Offline || state.kind == SyncState::Unauthorized;
        setConnectionProblem(down ? (state.message.isEmpty() ? tr("The server does not answer.") : state.message)
                                  : QString());
    });
}

void ConversationPage::setWebLinkStyle(WebLink::Style style)
{
    m_list->setWebLinkStyle(style);
    m_metadata->setWebLinkStyle(style);
}

void ConversationPage::setOffline(bool offline, StoreReader *store)
{
    const int summary = m_details->indexOf(m_review);
    if (offline && summary < 0) {
        m_details->insertTab(0, m_review, tr("Summary"));
        m_details->setCurrentIndex(0);
    } else if (!offline && summary >= 0) {
        m_details->removeTab(summary);
        m_review->hide();
    }
    m_review->setStore(offline ? store : nullptr);
}

void ConversationPage::setConversation(const QString &id)
{
    if (!id.isEmpty())
        m_list->selectConversation(id);
    m_header->setConversation(id);
    m_timeline->setConversation(id);
    m_composer->setConversation(id);
    m_changes->setConversation(id);
    m_files->setConversation(id);
    m_skills->setConversation(id);
    m_metadata->setConversation(id);
    if (m_details->indexOf(m_review) >= 0)
        m_review->setConversation(id);
}

void ConversationPage::showChangedFile(const QString &path)
{
    m_details->setCurrentWidget(m_changes);
    m_changes->showFile(path);
}

void ConversationPage::showDetail(QWidget *tab)
{
    m_details->setCurrentWidget(tab);
}

void ConversationPage::setConnectionProblem(const QString &message)
{
    m_timeline->setConnectionProblem(message);
}

void ConversationPage::resetLayout()
{
    m_outer->setSizes({380, 1060});
    m_centre->setSizes({640, 320});
}

void ConversationPage::saveLayout(QSettings &settings) const
{
    settings.setValue(QStringLiteral("outerSplitter"), m_outer->saveState());
    settings.setValue(QStringLiteral("centreSplitter"), m_centre->saveState());
    settings.setValue(QStringLiteral("detailTab"), m_details->currentIndex());
}

void ConversationPage::restoreLayout(const QSettings &settings)
{
    m_outer->restoreState(settings.value(QStringLiteral("outerSplitter")).toByteArray());
    m_centre->restoreState(settings.value(QStringLiteral("centreSplitter")).toByteArray());
    m_details->setCurrentIndex(settings.value(QStringLiteral("detailTab"), 0).toInt());
}

} // namespace Switchyard
