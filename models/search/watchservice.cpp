// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/search/watchservice.h"

#include "models/commands/conversationcommands.h"
#include "models/logging.h"
#include "models/store/store.h"

namespace Switchyard::Search {

WatchService::WatchService(Store *store, ConversationCommands *commands, QObject *parent)
    : WatchReader(parent)
    , m_store(store)
    , m_commands(commands)
{
    qRegisterMetaType<RuleHit>();
    qRegisterMetaType<QList<RuleHit>>();
    if (!store)
        return;
    connect(store, &Store::watchRulesChanged, this, &WatchReader::rulesChanged);
    connect(store, &Store::ruleHits, this, &WatchService::onHits);
    connect(store, &Store::localTagsChanged, this, &WatchReader::tagsChanged);
}

WatchService::~WatchService() = default;

QList<WatchRule> WatchService::rules() const
{
    return m_store ? m_store->watchRules() : QList<WatchRule>{};
}

QStringList WatchService::tags(const QString &conversationId) const
{
    return m_store ? m_store->localTags(conversationId) : QStringList{};
}

void WatchService::onHits(const QList<RuleHit> &batch)
{
    // Pause: once per conversation per batch, and only an agent that is not paused already.
    QSet<QString> paused;
    for (const RuleHit &h : batch) {
        if (!(h.actions & WatchRule::Pause) || paused.contains(h.conversationId) || !m_commands || !m_store)
            continue;
        paused.insert(h.conversationId);
        const ConversationRecord *r = m_store->findConversation(h.conversationId);
        if (r && (r->displayExecution == ExecutionStatus::Paused || r->displayExecution == ExecutionStatus::Finished))
            continue;
        qCInfo(lcModels) << "watch rule" << h.ruleId << "pauses the agent of" << h.conversationId;
        if (m_commands->pauseAgent(h.conversationId))
            ++m_pauses;
    }
    Q_EMIT hits(batch);
}

} // namespace Switchyard::Search
