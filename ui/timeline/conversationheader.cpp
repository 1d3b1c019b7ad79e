// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/conversationheader.h"

#include "models/read/storechanges.h"
#include "models/read/storereader.h"
#include "ui/conversations/statusbadges.h"
#include "ui/diff/elidedlabel.h"
#include "ui/diff/pullrequestbuttons.h"
#include "ui/safetext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace Switchyard {

ConversationHeader::ConversationHeader(QWidget *parent)
    : QWidget(parent)
    , m_title(new ElidedLabel(this))
    , m_status(SafeText::plainLabel(new QLabel(this)))
    , m_pullRequests(new PullRequestButtons(QStringLiteral("headerPullRequest"), this))
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
    row->addWidget(m_pullRequests);
    refresh();
}

ConversationHeader::~ConversationHeader() = default;

void ConversationHeader::setStore(StoreReader *store)
{
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    m_pullRequests->setStore(store);
    if (m_store)
        connect(m_store, &StoreReader::changed, this, &ConversationHeader::onChanged);
    refresh();
}

void ConversationHeader::setConversation(const QString &conversationId)
{
    m_conversationId = conversationId;
    m_pullRequests->setConversation(conversationId);
    refresh();
}

QList<QToolButton *> ConversationHeader::pullRequestButtons() const
{
    return m_pullRequests->buttons();
}

PullRequestTracker *ConversationHeader::tracker() const
{
    return m_pullRequests->tracker();
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

} // namespace Switchyard
