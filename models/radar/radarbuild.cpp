// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/radar/radarbuild.h"

#include "models/logging.h"
#include "models/store/readonlyconnection.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QVariant>

namespace Switchyard::RadarBuild {

namespace {

constexpr qint64 kChunk = 20000; ///< events per query between two checks for a newer build

/// Feeds seq 0..count-1 of one log; false when superseded.
bool feedLog(const ReadOnlyConnection &connection, QSqlQuery &events, Result &r, const Placement &p,
             const std::atomic<quint64> *latest, quint64 generation)
{
    const auto log = connection.log(p.conversationId);
    if (!log)
        return true; // no log stored: nothing to feed
    for (qint64 lo = 0; lo < p.eventCount; lo += kChunk) {
        if (superseded(latest, generation))
            return false;
        events.bindValue(0, log->rid(lo));
        events.bindValue(1, log->rid(std::min(p.eventCount, lo + kChunk)));
        if (!events.exec()) {
            qCWarning(lcModels) << "conflict radar: reading events failed:" << events.lastError().text();
            return true;
        }
        EventSummary s;
        while (events.next()) {
            s.timeMs = events.value(0).toLongLong();
            s.kind = static_cast<EventKind>(events.value(1).toInt());
            s.flags = static_cast<quint16>(events.value(2).toInt());
            s.kindName = events.value(3).toString();
            s.toolCallId = events.value(4).toString();
            s.summary = events.value(5).toString();
            r.feed.feed(r.radar, p.conversationId, s);
        }
    }
    return true;
}

} // namespace

Result run(const QString &dbPath, const QList<Placement> &placements, const std::atomic<quint64> *latest,
           quint64 generation)
{
    Result r;
    r.thread = QThread::currentThreadId();
    for (const Placement &p : placements)
        r.radar.setConversation(p.conversationId, p.sandboxId, p.repoRoot);
    const ReadOnlyConnection connection(dbPath, "conflict radar");
    {
        // Only the rows the radar can use, and of those only the columns it reads: an action that
        // edits or runs something (its summary holds the path or command line), and the settling
        // event of a tool call (observation, rejection, error; its summary is not needed).
        QSqlQuery events(connection.db());
        events.setForwardOnly(true);
        events.prepare(QStringLiteral("SELECT time_ms, kind, flags, CASE WHEN kind = %1 THEN kind_name END, "
                                      "tool_call_id, CASE WHEN kind = %1 THEN summary END FROM events "
                                      "WHERE rid >= ? AND rid < ? AND ((kind = %1 AND (flags & %2) != 0) "
                                      "OR kind IN (%3, %4, %5)) ORDER BY rid")
                           .arg(int(EventKind::Action))
                           .arg(int(EventSummary::FileEdit | EventSummary::Terminal))
                           .arg(int(EventKind::Observation))
                           .arg(int(EventKind::UserReject))
                           .arg(int(EventKind::AgentError)));
        for (const Placement &p : placements) {
            if (!p.read)
                continue;
            if (!feedLog(connection, events, r, p, latest, generation)) {
                r.superseded = true;
                break;
            }
            r.read.insert(p.conversationId, p.eventCount);
        }
    }
    return r;
}

} // namespace Switchyard::RadarBuild
