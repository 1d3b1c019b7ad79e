// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/conversationheader.h"

#include "models/read/storechanges.h"
#include "models/read/storereader.h"
#include "models/review/pullrequests.h"
#include "models/review/pullrequesttracker.h"
#include "ui/conversations/statusbadges.h"
#include "ui/diff/elidedlabel.h"
#include "ui/safetext.h"

#include <QDesktopServices>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace Switchyard {

ConversationHeader::ConversationHeader(QWidget *parent)
    : QWidget(parent)
    , m_tracker(new PullRequestTracker(this))
    , m_title(new ElidedLabel(this))
    , m_status(SafeText::plainLabel(new QLabel(this)))
{
    setObjectName(QStringLiteral("conversationHeader"));
    setAccessibleName(tr("Open conversation"));
    m_title->setObjectName(QStringLiteral("conversationHeaderTitle"));
    m_title->setTextFormat(Qt::PlainText);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_status->setObjectName(QStringLiteral("conversationHeaderStatus"));
    m_status->setForegroundRole(QPalette::PlaceholderText);
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(8, 2, 4, 2);
    row->setSpacing(8);
    row->addWidget(m_title, 1);
    row->addWidget(m_status);
    m_linkRow = new QHBoxLayout;
    m_linkRow->setSpacing(2);
    row->addLayout(m_linkRow);
    connect(m_tracker, &PullRequestTracker::linksChanged, this, &ConversationHeader::updateLinks);
    refresh();
}

ConversationHeader::~ConversationHeader() = default;

void ConversationHeader::setStore(StoreReader *store)
{
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    m_tracker->setStore(store);
    if (m_store)
        connect(m_store, &StoreReader::changed, this, &ConversationHeader::onChanged);
    refresh();
}

void ConversationHeader::setConversation(const QString &conversationId)
{
    m_conversationId = conversationId;
    m_tracker->setConversation(conversationId);
    refresh();
}

QString ConversationHeader::titleText() const
{
    return m_title->fullText();
}

QString ConversationHeader::statusText() const
{
    return m_status->text();
}

void ConversationHeader::onChanged(const StoreChanges &changes)
{
    // A sandbox record may change the status shown (ConversationRecord::displaySandboxStatus).
    const ChangeSet &c = changes.conversations;
    if (c.changed.contains(m_conversationId) || c.inserted.contains(m_conversationId)
        || c.removed.contains(m_conversationId) || !changes.sandboxes.isEmpty())
        refresh();
}

void ConversationHeader::refresh()
{
    const ConversationRecord *record = m_store ? m_store->findConversation(m_conversationId) : nullptr;
    setVisible(record != nullptr);
    if (!record) {
        m_title->setFullText({});
        m_status->clear();
        return;
    }
    const Conversation &c = record->conversation;
    m_title->setFullText(c.title.isEmpty() ? c.id.left(8) : c.title);
    QStringList status;
    const Badge execution = StatusBadges::execution(record->displayExecution, record->startingGrace);
    if (!execution.text.isEmpty())
        status.append(execution.text);
    const Badge sandbox =
        StatusBadges::sandbox(record->displaySandboxStatus.isAbsent() ? c.sandboxStatus : record->displaySandboxStatus);
    if (!sandbox.text.isEmpty())
        status.append(sandbox.text);
    if (record->gone)
        status.append(tr("gone from the server"));
    m_status->setText(status.join(QStringLiteral(" \u00b7 ")));
}

void ConversationHeader::updateLinks()
{
    qDeleteAll(m_links);
    m_links.clear();
    const QList<PullRequests::Link> links = m_tracker->links();
    for (qsizetype i = 0; i < links.size() && i < kMaxLinks; ++i) {
        const PullRequests::Link link = links.at(i);
        auto *b = new QToolButton(this);
        b->setObjectName(QStringLiteral("headerPullRequest"));
        b->setAutoRaise(true);
        b->setCursor(Qt::PointingHandCursor);
        b->setText(tr("PR #%1 \u2197").arg(link.number));
        b->setToolTip(SafeText::toolTip(tr("Opens %1 in the browser").arg(link.url.toString())));
        b->setAccessibleName(tr("Pull request %1 of %2").arg(link.number).arg(link.repository));
        connect(b, &QToolButton::clicked, this, [link] {
            // The canonical link the app built (forge, repository, number), validated again: only
            // https to a known forge's pull request page leaves the app.
            const auto valid = PullRequests::parse(link.url);
            if (valid && SafeText::isOpenableUrl(valid->url))
                QDesktopServices::openUrl(valid->url);
        });
        m_linkRow->addWidget(b);
        m_links.append(b);
    }
}

} // namespace Switchyard
