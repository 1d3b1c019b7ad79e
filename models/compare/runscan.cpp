// SPDX-License-Identifier: GPL-3.0-or-later
// RunScan::summarize(): one pass over a run's log in a store file, on the calling (worker) thread,
// through a read-only connection of its own. Only the compact summary columns are read for every
// event; the raw JSON is read and parsed only for file edits and for the last stats update, and
// state updates are asked whether they wait for confirmation inside SQLite (instr on the blob), so
// a 100,000-event log is read in well under a second.
#include "models/api/codec.h"
#include "models/compare/runfiles.h"
#include "models/compare/runsummary.h"
#include "models/domain/eventsummary.h"
#include "models/logging.h"
#include "models/store/readonlyconnection.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace Switchyard::RunScan {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::RunScan)
};

constexpr qint64 kChunk = 20000; ///< events per query between two cancellation checks

/// One row of the summary columns.
struct Row
{
    qint64 timeMs = 0;
    EventKind kind = EventKind::Unknown;
    quint16 flags = 0;
    QString kindName;
    QString summary;
    bool waits = false; ///< a state update naming waiting_for_confirmation
    QByteArray raw; ///< file edits only

    [[nodiscard]] bool has(EventSummary::Flag f) const { return (flags & f) != 0; }
};

/// Folds the rows into the summary (everything but the files and the usage).
class Counter
{
public:
    explicit Counter(RunSummary *s)
        : m_s(s)
    { }

    void add(qint64 seq, const Row &r)
    {
        if (r.timeMs > 0) {
            if (m_s->firstMs == 0 || r.timeMs < m_s->firstMs)
                m_s->firstMs = r.timeMs;
            m_s->lastMs = std::max(m_s->lastMs, r.timeMs);
        }
        if (r.kind == EventKind::Message && r.has(EventSummary::UserTurn)) {
            ++m_s->turns;
            m_s->turnList.append(RunTurn{seq, r.summary, 0, 0, {}});
        }
        if (r.has(EventSummary::AgentReply)) {
            ++m_s->agentReplies;
            m_s->finishMessage = r.summary;
            if (r.kindName == QLatin1String("FinishAction"))
                m_s->finishedByAgent = true;
            turn().outcome = r.summary;
        }
        if (r.kind == EventKind::UserReject)
            ++m_s->rejections;
        if (r.has(EventSummary::IsError) || r.has(EventSummary::Rejected)) {
            ++m_s->errors;
            m_s->lastError = r.summary;
            ++turn().errors;
            turn().outcome = r.summary;
        }
        if (r.has(EventSummary::NonZeroExit))
            ++m_s->failedCommands;
        if (r.kind == EventKind::AskUserRequest)
            ++m_s->questionsAsked;
        if (r.kind == EventKind::Action) {
            ++m_s->actions;
            ++turn().actions;
            m_kinds[r.kindName.isEmpty() ? QStringLiteral("?") : r.kindName] += 1;
            m_armed = true; // an action since the last wait: the next wait asks for this one
        }
        if (r.waits && m_armed) {
            ++m_s->approvalsAsked;
            m_armed = false;
        }
    }

    void finish()
    {
        for (auto it = m_kinds.cbegin(); it != m_kinds.cend(); ++it)
            m_s->actionsByKind.append({it.key(), it.value()});
        std::sort(m_s->actionsByKind.begin(), m_s->actionsByKind.end(), [](const auto &a, const auto &b) {
            return a.second != b.second ? a.second > b.second : a.first < b.first;
        });
    }

private:
    RunTurn &turn()
    {
        if (m_s->turnList.isEmpty())
            m_s->turnList.append(RunTurn{}); // events before the first user message
        return m_s->turnList.last();
    }

    RunSummary *m_s;
    QHash<QString, int> m_kinds;
    bool m_armed = false;
};

bool usageFromStats(const QByteArray &raw, RunSummary *s)
{
    auto parsed = Api::Codec::parseEvent(raw);
    if (!parsed.ok())
        return false;
    const auto *p = std::get_if<StateUpdatePayload>(&parsed.value().payload);
    if (!p || p->usageToMetrics.isEmpty())
        return false;
    for (const MetricsSnapshot &m : p->usageToMetrics) {
        s->cost += m.accumulatedCost;
        if (m.accumulatedTokenUsage) {
            s->promptTokens += m.accumulatedTokenUsage->promptTokens;
            s->completionTokens += m.accumulatedTokenUsage->completionTokens;
        }
    }
    return true;
}

void usageFromRecord(RunSummary *s)
{
    if (s->usageKnown || !s->source.metrics)
        return;
    const MetricsSnapshot &m = *s->source.metrics;
    s->cost = m.accumulatedCost;
    if (m.accumulatedTokenUsage) {
        s->promptTokens = m.accumulatedTokenUsage->promptTokens;
        s->completionTokens = m.accumulatedTokenUsage->completionTokens;
    }
    s->usageKnown = true;
}

QSqlQuery prepareChunk(const ReadOnlyConnection &c)
{
    QSqlQuery q(c.db());
    q.setForwardOnly(true);
    // Raw JSON only for file edits; a state update is asked inside SQLite whether it waits.
    q.prepare(QStringLiteral("SELECT time_ms, kind, flags, kind_name, summary, "
                             "CASE WHEN kind = ? THEN instr(raw, CAST('waiting_for_confirmation' AS BLOB)) > 0 "
                             "ELSE 0 END, CASE WHEN (flags & ?) != 0 THEN raw END, rid "
                             "FROM events WHERE rid >= ? AND rid < ? ORDER BY rid"));
    return q;
}

} // namespace

RunSummary summarize(const RunSource &source, const std::atomic_bool *cancelled)
{
    RunSummary s;
    s.source = source;
    ReadOnlyConnection c(source.dbPath, "compare");
    if (!c.ok()) {
        s.scanError = Tr::tr("The events of this run cannot be read: %1").arg(c.error());
        usageFromRecord(&s);
        return s;
    }
    const std::optional<StoredLog> log = c.log(source.conversationId);
    if (!log) {
        usageFromRecord(&s); // no events held: the record is all there is
        return s;
    }
    s.events = log->count;
    Counter counter(&s);
    RunFileTracker files;
    qint64 lastStatsRid = -1;
    QSqlQuery q = prepareChunk(c);
    for (qint64 from = 0; from < log->count; from += kChunk) {
        if (cancelled && cancelled->load(std::memory_order_relaxed))
            return s;
        q.addBindValue(int(EventKind::StateUpdate));
        q.addBindValue(int(EventSummary::FileEdit));
        q.addBindValue(log->rid(from));
        q.addBindValue(log->rid(std::min(log->count, from + kChunk)));
        if (!q.exec()) {
            s.scanError = Tr::tr("The events of this run cannot be read: %1").arg(q.lastError().text());
            qCWarning(lcModels) << "compare: reading a log failed:" << q.lastError().text();
            break;
        }
        qint64 seq = from;
        while (q.next()) {
            Row r;
            r.timeMs = q.value(0).toLongLong();
            r.kind = static_cast<EventKind>(q.value(1).toInt());
            r.flags = static_cast<quint16>(q.value(2).toInt());
            r.kindName = q.value(3).toString();
            r.summary = q.value(4).toString();
            r.waits = q.value(5).toInt() != 0;
            counter.add(seq, r);
            if (r.has(EventSummary::Stats))
                lastStatsRid = q.value(7).toLongLong();
            if (r.has(EventSummary::FileEdit)) {
                auto parsed = Api::Codec::parseEvent(q.value(6).toByteArray());
                if (parsed.ok())
                    files.add(parsed.value());
            }
            ++seq;
        }
    }
    counter.finish();
    if (lastStatsRid >= 0) {
        QSqlQuery stats(c.db());
        stats.prepare(QStringLiteral("SELECT raw FROM events WHERE rid = ?"));
        stats.addBindValue(lastStatsRid);
        if (stats.exec() && stats.next())
            s.usageKnown = usageFromStats(stats.value(0).toByteArray(), &s);
    }
    usageFromRecord(&s);
    s.files = files.take();
    return s;
}

} // namespace Switchyard::RunScan
