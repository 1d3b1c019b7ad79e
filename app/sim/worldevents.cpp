// SPDX-License-Identifier: GPL-3.0-or-later
// World: the event log, the webhook that stores it on the app server (storage order), streamed
// agent messages, ask-user answers, child conversations and the daily quota.
#include "app/sim/agentscripts.h"
#include "app/sim/eventfactory.h"
#include "app/sim/world.h"

#include <QDateTime>
#include <QTimeZone>

#include <algorithm>

namespace Switchyard::Sim {

namespace {
constexpr qint64 kSecond = 1000000;
constexpr qint64 kDay = 86400LL * kSecond;

/// Chunks of 6..20 characters, cut at spaces where possible (how tokens arrive, roughly).
QStringList chunked(const QString &text, SimRng &rng)
{
    QStringList out;
    qsizetype pos = 0;
    while (pos < text.size()) {
        qsizetype len = 6 + static_cast<qsizetype>(rng.below(15));
        if (pos + len < text.size()) {
            const qsizetype space = text.indexOf(QLatin1Char(' '), pos + len);
            if (space > 0 && space - pos < len + 8)
                len = space - pos + 1;
        }
        out << text.mid(pos, len);
        pos += len;
    }
    return out;
}
} // namespace

// ---------------------------------------------------------------- the event log
void World::maybeSkewTimestamp(SimConversation &c, json &event)
{
    // An event whose timestamp is older than the last one in the log: the SDK stamps the stats
    // update when the LLM call returns and appends it after the action it paid for (and hooks run
    // before their timestamps are written). Only with the feature on, on its own generator.
    if (!m_options.features.outOfOrderTimestamps || c.lastEventUs <= 0)
        return;
    const std::string kind = event.value("kind", std::string());
    const bool stats = kind == "ConversationStateUpdateEvent" && event.value("key", std::string()) == "stats";
    if (!stats && kind != "HookExecutionEvent")
        return;
    if (!m_orderRng.chance(m_options.outOfOrderRate))
        return;
    const qint64 back = 1000 + static_cast<qint64>(m_orderRng.below(400000));
    event["timestamp"] = s(Times::event(std::max<qint64>(0, c.lastEventUs - back)));
}

void World::appendEvent(SimConversation &c, json event)
{
    maybeSkewTimestamp(c, event);
    const bool artifact = EventFactory::isArtifact(event);
    if (!artifact)
        c.lastParentId = q(event["id"].get<std::string>());
    qint64 ts = 0;
    if (Times::parse(q(event["timestamp"].get<std::string>()), &ts)) {
        if (ts < c.lastEventUs)
            c.tsMonotonic = false;
        c.lastEventUs = std::max(c.lastEventUs, ts);
    }
    c.events.push_back(std::move(event));
    c.isStored.push_back(0);
    const auto index = static_cast<qint64>(c.events.size()) - 1;
    c.webhookBuffer.push_back(index);
    const FaultConfig &f = m_options.faults;
    if (!f.webhookLag || c.webhookBuffer.size() >= static_cast<std::size_t>(std::max(1, f.webhookBatchSize)))
        postWebhook(c);
    if (onEventAppended)
        onEventAppended(c, c.bulk.count + index);
}

void World::postWebhook(SimConversation &c)
{
    if (c.webhookBuffer.empty())
        return;
    WebhookBatch batch;
    batch.items.swap(c.webhookBuffer);
    const double late = m_options.faults.webhookLateBatchRate;
    if (late > 0 && m_orderRng.chance(late)) {
        // The POST failed and is retried: it lands after the batches posted in the meantime.
        batch.deliverAtUs = m_nowUs + (2 + static_cast<qint64>(m_orderRng.below(9))) * kSecond;
        c.inflight.push_back(std::move(batch));
        return;
    }
    storeBatch(c, batch.items);
}

void World::storeBatch(SimConversation &c, const std::vector<qint64> &items)
{
    std::vector<qint64> order = items;
    // The webhook saves a batch with asyncio.gather over executor threads: file mtimes (the newer
    // storage order) come out in whatever order the threads finish.
    if (m_options.features.webhookConcurrentSave && order.size() > 1) {
        for (std::size_t i = order.size() - 1; i > 0; --i)
            std::swap(order[i], order[m_orderRng.below(i + 1)]);
    }
    for (const qint64 index : order) {
        auto &flag = c.isStored[static_cast<std::size_t>(index)];
        if (flag)
            continue;
        if (index != static_cast<qint64>(c.stored.size()))
            c.storedInOrder = false;
        flag = 1;
        c.stored.push_back(index);
    }
    ++c.storeVersion;
}

void World::flushWebhook(bool all)
{
    const FaultConfig &f = m_options.faults;
    const qint64 delay = static_cast<qint64>(f.webhookFlushSeconds) * kSecond;
    for (auto &[id, c] : m_conversations) {
        if (!c->webhookBuffer.empty() && (all || !f.webhookLag || m_nowUs - c->lastEventUs >= delay))
            postWebhook(*c);
        if (c->inflight.empty())
            continue;
        std::stable_sort(c->inflight.begin(), c->inflight.end(), [](const WebhookBatch &a, const WebhookBatch &b) {
            return a.deliverAtUs < b.deliverAtUs;
        });
        while (!c->inflight.empty() && (all || c->inflight.front().deliverAtUs <= m_nowUs)) {
            const std::vector<qint64> items = std::move(c->inflight.front().items);
            c->inflight.erase(c->inflight.begin());
            storeBatch(*c, items);
        }
    }
}

void World::truncateEvents(SimConversation &c, qint64 keep)
{
    keep = std::clamp<qint64>(keep, 0, c.totalEvents());
    if (keep <= c.bulk.count) {
        c.bulk.count = keep;
        c.events.clear();
    } else {
        c.events.resize(static_cast<std::size_t>(keep - c.bulk.count));
    }
    const auto live = static_cast<qint64>(c.events.size());
    c.isStored.resize(static_cast<std::size_t>(live));
    auto gone = [live](qint64 index) {
        return index >= live;
    };
    c.stored.erase(std::remove_if(c.stored.begin(), c.stored.end(), gone), c.stored.end());
    c.webhookBuffer.erase(std::remove_if(c.webhookBuffer.begin(), c.webhookBuffer.end(), gone), c.webhookBuffer.end());
    for (WebhookBatch &batch : c.inflight)
        batch.items.erase(std::remove_if(batch.items.begin(), batch.items.end(), gone), batch.items.end());
    ++c.storeVersion;
    c.tsOrderVersion = -1;
}

QStringList World::eventIds(const SimConversation &c) const
{
    QStringList ids;
    ids.reserve(static_cast<qsizetype>(c.totalEvents()));
    for (qint64 i = 0; i < c.totalEvents(); ++i)
        ids << eventIdAt(c, i);
    return ids;
}

// ---------------------------------------------------------------- streamed agent messages
void World::agentMessage(SimConversation &c, const QString &text)
{
    json event = EventFactory::message(c, nextEventUs(c), "assistant", text);
    if (!m_options.features.streamingDeltas || m_replaying) {
        appendEvent(c, std::move(event));
        return;
    }
    AgentStream st;
    st.event = std::move(event);
    for (const QString &part : chunked(QStringLiteral("Checking what changed before I answer. "), m_orderRng)) {
        st.chunks << part;
        st.reasoning << true;
    }
    for (const QString &part : chunked(text, m_orderRng)) {
        st.chunks << part;
        st.reasoning << false;
    }
    // Now and then the provider call is retried mid-stream: attempt 2 supersedes attempt 1.
    if (st.chunks.size() > 4 && m_orderRng.chance(0.15))
        st.retryAt = static_cast<int>(st.chunks.size() / 3);
    st.anchorSeq = c.totalEvents() - 1;
    st.nextAtUs = m_nowUs + static_cast<qint64>(m_options.streamDeltaMs) * 1000;
    const std::string itemId = st.event["id"].get<std::string>();
    json started{{"type", "item_started"}, {"item_id", itemId}, {"attempt", 1}};
    if (st.anchorSeq >= 0)
        started["anchor_seq"] = st.anchorSeq;
    c.stream = std::move(st);
    m_streaming.insert(c.id);
    if (onStreamFrame)
        onStreamFrame(c, started);
}

void World::stepStream(SimConversation &c)
{
    if (!c.stream) {
        m_streaming.erase(c.id);
        return;
    }
    AgentStream &st = *c.stream;
    const std::string itemId = st.event["id"].get<std::string>();
    st.nextAtUs = m_nowUs + static_cast<qint64>(m_options.streamDeltaMs) * 1000;
    if (st.attempt == 1 && st.retryAt >= 0 && st.pos == st.retryAt) {
        st.attempt = 2;
        st.pos = 0;
        st.order = 0;
        json started{{"type", "item_started"}, {"item_id", itemId}, {"attempt", 2}};
        if (st.anchorSeq >= 0)
            started["anchor_seq"] = st.anchorSeq;
        if (onStreamFrame)
            onStreamFrame(c, started);
        return;
    }
    if (st.pos < st.chunks.size()) {
        const json delta{{"type", "delta"},
                         {"item_id", itemId},
                         {"attempt", st.attempt},
                         {"order", st.order++},
                         {"kind", st.reasoning[st.pos] ? "reasoning" : "text"},
                         {"content", s(st.chunks[st.pos])}};
        ++st.pos;
        if (onStreamFrame)
            onStreamFrame(c, delta);
        return;
    }
    json event = std::move(st.event);
    c.stream.reset();
    m_streaming.erase(c.id);
    event["timestamp"] = s(Times::event(nextEventUs(c)));
    event["parent_id"] = c.lastParentId.isEmpty() ? json(nullptr) : json(s(c.lastParentId));
    appendEvent(c, std::move(event)); // the durable frame retires the item (same id)
    scheduleNextBeat(c);
}

void World::abortStream(SimConversation &c, const char *reason)
{
    if (!c.stream)
        return;
    const json aborted{{"type", "item_aborted"},
                       {"item_id", c.stream->event["id"].get<std::string>()},
                       {"attempt", c.stream->attempt},
                       {"reason", reason}};
    c.stream.reset();
    m_streaming.erase(c.id);
    if (onStreamFrame)
        onStreamFrame(c, aborted);
}

// ---------------------------------------------------------------- ask_user answers
bool World::answerAskUser(SimConversation &c, const QString &text)
{
    json payload;
    const std::string raw = s(text.trimmed());
    if (raw.empty() || raw.front() != '{')
        return false;
    payload = json::parse(raw, nullptr, false);
    if (!payload.is_object() || !payload.contains("request_id") || !payload["request_id"].is_string())
        return false;
    const std::string rid = payload["request_id"].get<std::string>();
    if (rid != c.pendingAsk.value("request_id", std::string()) && rid != c.pendingAsk.value("action_id", std::string()))
        return false;
    const std::string action = payload.value("action", std::string("accept"));
    if (action != "accept" && action != "decline" && action != "cancel")
        return false;
    json answers = json::object();
    if (action == "accept" && payload.contains("answers") && payload["answers"].is_object()) {
        for (const auto &question : c.pendingAsk.value("questions", json::array())) {
            const std::string qid = question.value("id", std::string());
            const auto it = payload["answers"].find(qid);
            if (it == payload["answers"].end())
                continue;
            json picks = json::array();
            for (const auto &pick : (it->is_array() ? *it : json::array({*it}))) {
                if (pick.is_object())
                    picks.push_back(json{{"option_id", pick.value("option_id", std::string())},
                                         {"label", pick.value("label", pick.value("option_id", std::string()))}});
            }
            answers[qid] = picks;
        }
    }
    resolveAskUser(c, action, answers, "user");
    return true;
}

// ---------------------------------------------------------------- child conversations
SimConversation &World::launchChild(SimConversation &parent, const QString &task, const QString &title)
{
    SimConversation &child = createConversation(parent.userId, parent.orgId, parent.sandboxId);
    child.parentId = parent.id;
    parent.subIds.append(child.id);
    child.repository = parent.repository;
    child.branch = parent.branch;
    child.gitProvider = parent.gitProvider;
    child.llmModel = parent.llmModel;
    child.trigger = parent.trigger;
    child.workspace.root = QStringLiteral("/workspace/project/") + child.id; // a shared sandbox: grouped dir
    setupWorkspace(child);
    child.title = title;
    child.autoTitlePending = false;
    child.createdAt = m_nowUs;
    child.updatedAt = m_nowUs;
    child.lastEventUs = m_nowUs;
    child.script = QStringLiteral("fix_tests");
    child.beats = AgentScripts::build(child, child.script, task);
    if (m_replaying) {
        // Seeding history: the child runs to its end too, in the minutes after its launch.
        const qint64 parentNow = m_nowUs;
        const qint64 span = std::max<qint64>(kSecond, std::min<qint64>(240 * kSecond, m_replayEndUs - parentNow));
        playBetween(child, parentNow, parentNow + span);
        m_nowUs = parentNow;
    } else {
        runBeat(child);
    }
    return child;
}

// ---------------------------------------------------------------- daily quota (spec §13.4)
qint64 World::dayNumber() const
{
    return m_nowUs >= 0 ? m_nowUs / kDay : (m_nowUs - kDay + 1) / kDay;
}

int World::quotaUsedToday(const SimUser &u) const
{
    return u.startsByDay.value(dayNumber());
}

bool World::reserveQuota(SimUser &u)
{
    const int limit = m_options.dailyConversationLimit;
    if (limit <= 0)
        return true;
    int &used = u.startsByDay[dayNumber()];
    if (used >= limit)
        return false;
    ++used;
    return true;
}

void World::releaseQuota(const QString &userId, qint64 day)
{
    SimUser *u = user(userId);
    if (!u || day < 0 || !u->startsByDay.contains(day))
        return;
    u->startsByDay[day] = std::max(0, u->startsByDay[day] - 1);
}

QString World::nextResetIso() const
{
    const QDateTime reset = QDateTime::fromMSecsSinceEpoch((dayNumber() + 1) * (kDay / 1000), QTimeZone::utc());
    return reset.toString(QStringLiteral("yyyy-MM-ddT00:00:00+00:00"));
}

} // namespace Switchyard::Sim
