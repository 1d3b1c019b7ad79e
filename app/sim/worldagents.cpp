// SPDX-License-Identifier: GPL-3.0-or-later
// World: a conversation's events and its agent (beats, playing a script, messages, pause, run,
// confirmation).
#include "app/sim/agentscripts.h"
#include "app/sim/eventfactory.h"
#include "app/sim/simlogging.h"
#include "app/sim/world.h"

#include <algorithm>

namespace Switchyard::Sim {

// ---------------------------------------------------------------- events and agents
World::json World::eventAt(const SimConversation &c, qint64 index) const
{
    if (index < c.bulk.count)
        return EventFactory::bulkEvent(c.bulk, index);
    return c.events.at(static_cast<std::size_t>(index - c.bulk.count));
}

std::string World::kindAt(const SimConversation &c, qint64 index) const
{
    if (index < c.bulk.count)
        return EventFactory::bulkKind(index);
    return c.events.at(static_cast<std::size_t>(index - c.bulk.count)).value("kind", std::string());
}

QString World::timestampAt(const SimConversation &c, qint64 index) const
{
    if (index < c.bulk.count)
        return Times::event(EventFactory::bulkTimestamp(c.bulk, index));
    return q(c.events.at(static_cast<std::size_t>(index - c.bulk.count)).value("timestamp", std::string()));
}

QString World::eventIdAt(const SimConversation &c, qint64 index) const
{
    if (index < c.bulk.count)
        return q(EventFactory::bulkEvent(c.bulk, index)["id"].get<std::string>());
    return q(c.events.at(static_cast<std::size_t>(index - c.bulk.count)).value("id", std::string()));
}

void World::setExecutionStatus(SimConversation &c, const QString &status)
{
    if (c.executionStatus == status)
        return;
    c.executionStatus = status;
    appendEvent(c, EventFactory::stateUpdate(c, nextEventUs(c, 200), QStringLiteral("execution_status"), s(status)));
}

void World::addUsage(SimConversation &c, qint64 prompt, qint64 completion)
{
    c.promptTokens += prompt;
    c.completionTokens += completion;
    c.cacheReadTokens += prompt * 8 / 10;
    c.cacheWriteTokens += prompt * 15 / 100;
    c.perTurnTokens = prompt + completion;
    c.cost += static_cast<double>(prompt) * 0.0000009 + static_cast<double>(completion) * 0.000015;
    c.updatedAt = m_nowUs;
}

void World::schedule(SimConversation &c, double pace)
{
    const double base = static_cast<double>(m_options.agentStepTime.count()) * 1000.0 * pace;
    c.nextStepAt = m_nowUs + static_cast<qint64>(base * (0.6 + 0.8 * c.rng.unit())) + 1;
    m_activeConversations.insert(c.id);
}

void World::startAgent(SimConversation &c, const QString &script, const QString &message)
{
    c.script = script;
    c.pendingTitle = message.isEmpty() ? QString() : AgentScripts::titleFor(message);
    c.beats = AgentScripts::build(c, script, message);
    runBeat(c); // system prompt + user message are there as soon as the conversation exists
}

void World::runBeat(SimConversation &c)
{
    c.nextStepAt = -1;
    m_activeConversations.erase(c.id);
    if (c.beats.empty() || c.stream)
        return; // a streaming message schedules the next beat itself
    if (sandboxStatusOf(c) != QLatin1String("RUNNING"))
        return;
    if (!c.pendingAsk.is_null()) { // a question waits: only its timeout moves the run on
        if (c.askDeadlineUs >= 0 && m_nowUs >= c.askDeadlineUs)
            timeOutAskUser(c);
        return;
    }
    AgentBeat &front = c.beats.front();
    if (front.confirmationGate) {
        c.waitingForConfirmation = true;
        setExecutionStatus(c, QStringLiteral("waiting_for_confirmation"));
        return;
    }
    AgentBeat beat = std::move(front);
    c.beats.pop_front();
    beat.run(*this, c);
    touchSandbox(c.sandboxId);
    if (c.autoTitlePending && !c.pendingTitle.isEmpty() && c.events.size() > 3) {
        c.title = c.pendingTitle;
        c.autoTitlePending = false;
        c.updatedAt = m_nowUs;
    }
    if (c.stream)
        return; // the streamed message schedules the next beat when its durable event is out
    scheduleNextBeat(c);
}

void World::scheduleNextBeat(SimConversation &c)
{
    if (c.beats.empty()) {
        if (m_demo && c.script == QLatin1String("endless") && c.executionStatus == QLatin1String("running")) {
            c.beats = AgentScripts::endlessRound(c, ++c.turns);
            schedule(c, 1.0);
        }
        return;
    }
    if (c.executionStatus == QLatin1String("running") || c.beats.front().confirmationGate)
        schedule(c, c.beats.front().pace);
}

void World::playToEnd(SimConversation &c, qint64 spanUs)
{
    const qint64 realNow = m_nowUs;
    playBetween(c, realNow - spanUs, realNow);
    m_nowUs = realNow;
    c.updatedAt = std::min(realNow, c.lastEventUs);
}

void World::playBetween(SimConversation &c, qint64 fromUs, qint64 toUs)
{
    // Replays the script with the clock wound back, so that events carry past timestamps.
    const qint64 count = std::max<qint64>(1, static_cast<qint64>(c.beats.size()));
    const qint64 step = (toUs - fromUs) / (count + 1);
    const bool wasReplaying = m_replaying;
    const qint64 wasEnd = m_replayEndUs;
    m_replaying = true;
    m_replayEndUs = toUs;
    m_nowUs = fromUs;
    c.lastEventUs = std::min(c.lastEventUs, m_nowUs);
    for (int guard = 0; guard < 100000 && !c.beats.empty(); ++guard) {
        if (c.beats.front().confirmationGate) {
            c.waitingForConfirmation = true;
            setExecutionStatus(c, QStringLiteral("waiting_for_confirmation"));
            break;
        }
        AgentBeat beat = std::move(c.beats.front());
        c.beats.pop_front();
        beat.run(*this, c);
        m_nowUs += step;
        if (c.executionStatus != QLatin1String("running") && c.executionStatus != QLatin1String("idle"))
            break;
    }
    m_replaying = wasReplaying;
    m_replayEndUs = wasEnd;
    c.nextStepAt = -1;
    m_activeConversations.erase(c.id);
    if (!c.pendingAsk.is_null() && c.askDeadlineUs >= 0) { // the question's timeout stays armed
        c.nextStepAt = c.askDeadlineUs;
        m_activeConversations.insert(c.id);
    }
    if (c.autoTitlePending && !c.pendingTitle.isEmpty()) {
        c.title = c.pendingTitle;
        c.autoTitlePending = false;
    }
}

void World::addFillerEvents(SimConversation &c, int count)
{
    std::deque<AgentBeat> saved;
    saved.swap(c.beats);
    c.beats = AgentScripts::filler(count);
    while (!c.beats.empty()) {
        AgentBeat beat = std::move(c.beats.front());
        c.beats.pop_front();
        beat.run(*this, c);
    }
    c.beats.swap(saved);
}

void World::sendMessage(SimConversation &c, const QString &text, bool run)
{
    if (!c.pendingAsk.is_null() && answerAskUser(c, text))
        return; // the ask_user answer travels as a user message (SDK ask_user tool)
    appendEvent(c, EventFactory::message(c, nextEventUs(c), "user", text));
    touchSandbox(c.sandboxId);
    c.updatedAt = m_nowUs;
    if (!run)
        return;
    const bool busy = c.executionStatus == QLatin1String("running") && !c.beats.empty();
    const auto tail = AgentScripts::isReview(text) ? AgentScripts::reviewReply(text) : AgentScripts::reply(text);
    c.beats.insert(c.beats.end(), tail.begin(), tail.end());
    if (!busy) {
        c.waitingForConfirmation = false;
        setExecutionStatus(c, QStringLiteral("running"));
        schedule(c, 0.7);
    }
}

bool World::pauseAgent(SimConversation &c)
{
    if (c.executionStatus != QLatin1String("running") && c.executionStatus != QLatin1String("waiting_for_confirmation"))
        return true;
    abortStream(c, "cancelled");
    appendEvent(c, EventFactory::pauseEvent(c, nextEventUs(c)));
    c.waitingForConfirmation = false;
    setExecutionStatus(c, QStringLiteral("paused"));
    c.nextStepAt = -1;
    m_activeConversations.erase(c.id);
    return true;
}

bool World::runAgent(SimConversation &c)
{
    if (c.executionStatus == QLatin1String("running"))
        return true;
    if (c.beats.empty()) {
        const auto tail = AgentScripts::reply(QString());
        c.beats.insert(c.beats.end(), tail.begin(), tail.end());
    }
    setExecutionStatus(c, QStringLiteral("running"));
    if (c.waitingForConfirmation || !c.pendingAsk.is_null()) // still needs an answer
        setExecutionStatus(c, QStringLiteral("waiting_for_confirmation"));
    else
        schedule(c, 0.5);
    return true;
}

bool World::respondToConfirmation(SimConversation &c, bool accept, const QString &reason)
{
    if (!c.waitingForConfirmation || c.beats.empty())
        return false;
    c.waitingForConfirmation = false;
    if (accept) {
        c.beats.front().confirmationGate = false;
        setExecutionStatus(c, QStringLiteral("running"));
        schedule(c, 0.5);
        return true;
    }
    c.beats.clear();
    appendEvent(c,
                EventFactory::userReject(
                    c, nextEventUs(c), reason.isEmpty() ? QStringLiteral("User rejected the action") : reason, "user"));
    setExecutionStatus(c, QStringLiteral("running"));
    c.beats = AgentScripts::afterRejection();
    schedule(c, 0.7);
    return true;
}

} // namespace Switchyard::Sim
