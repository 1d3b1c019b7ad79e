// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/conversationnavigator.h"

#include "models/read/storereader.h"
#include "ui/shell/attention.h"
#include "ui/shell/attentiontracker.h"
#include "ui/shell/windowlayout.h"

#include <QSettings>

namespace Switchyard {

ConversationNavigator::ConversationNavigator(AttentionTracker *tracker, bool remember, QObject *parent)
    : QObject(parent)
    , m_tracker(tracker)
    , m_remember(remember)
{ }

void ConversationNavigator::setContext(StoreReader *store, const QString &serverUrl, const QString &serverName,
                                       bool online)
{
    m_store = store;
    m_server = serverUrl + QLatin1Char('|') + serverName;
    m_online = online;
    m_current.clear();
    m_autoOpen = store && online;
    disconnect(m_storeChanges);
    if (m_autoOpen)
        m_storeChanges = connect(store, &StoreReader::changed, this, &ConversationNavigator::openInitial);
    openInitial();
}

void ConversationNavigator::setCurrent(const QString &id)
{
    const bool changed = id != m_current;
    m_current = id;
    if (changed && !id.isEmpty() && m_remember && m_online)
        QSettings().setValue(lastConversationKey(), id);
}

QString ConversationNavigator::step(bool forward, const QList<QString> &order) const
{
    if (!m_store)
        return {};
    if (!order.isEmpty())
        return Attention::step(order, m_current, forward);
    return Attention::step(Attention::needsMeOrder(*m_store, m_tracker->questions()), m_current, forward);
}

QString ConversationNavigator::lastConversationKey() const
{
    return WindowLayout::group() + QStringLiteral("/lastConversation/") + QString::number(qHash(m_server), 16);
}

void ConversationNavigator::stopAutoOpen()
{
    m_autoOpen = false;
    disconnect(m_storeChanges);
}

void ConversationNavigator::openInitial()
{
    if (!m_autoOpen || !m_store || m_store->conversationCount() == 0)
        return;
    if (!m_current.isEmpty()) {
        stopAutoOpen();
        return;
    }
    const QString saved = m_remember ? QSettings().value(lastConversationKey()).toString() : QString();
    const QString id = Attention::initialConversation(*m_store, saved, m_tracker->questions());
    if (id.isEmpty())
        return;
    stopAutoOpen();
    Q_EMIT openRequested(id);
}

} // namespace Switchyard
