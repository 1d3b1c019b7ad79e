// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/radar/radarbuild.h"

#include "models/logging.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QVariant>

#include <optional>

namespace Switchyard::RadarBuild {

namespace {

constexpr qint64 kChunk = 20000; ///< events per query between two checks for a newer build

std::atomic<quint64> s_connections{0};

struct LogRef
{
    qint64 key = 0;
    qint64 base = 0;
    [[nodiscard]] qint64 rid(qint64 seq) const { return (key << 32) + base + seq; }
};

/// A read-only connection owned by the calling thread for one build.
// TODO(lead): models/store/readonlyconnection.h replaces this once it lands.
class BuildConnection
{
public:
    explicit BuildConnection(const QString &path)
        : m_name(QStringLiteral("switchyard-radar-build-%1").arg(++s_connections))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000;QSQLITE_OPEN_READONLY"));
        if (!db.open())
            qCWarning(lcModels) << "conflict radar: cannot open the store:" << db.lastError().text();
    }
    ~BuildConnection() { QSqlDatabase::removeDatabase(m_name); }
    Q_DISABLE_COPY_MOVE(BuildConnection)

    [[nodiscard]] QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }

private:
    QString m_name;
};

bool superseded(const std::atomic<quint64> *latest, quint64 generation)
{
    return latest && latest->load(std::memory_order_relaxed) != generation;
}

/// Feeds seq 0..count-1 of one log; false when superseded.
bool feedLog(QSqlQuery &keyQuery, QSqlQuery &events, Result &r, const Placement &p, const std::atomic<quint64> *latest,
             quint64 generation)
{
    keyQuery.bindValue(0, p.conversationId);
    if (!keyQuery.exec() || !keyQuery.next())
        return true; // no log stored: nothing to feed
    const LogRef log{keyQuery.value(0).toLongLong(), keyQuery.value(1).toLongLong()};
    keyQuery.finish();
    for (qint64 lo = 0; lo < p.eventCount; lo += kChunk) {
        if (superseded(latest, generation))
            return false;
        events.bindValue(0, log.rid(lo));
        events.bindValue(1, log.rid(std::min(p.eventCount, lo + kChunk)));
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
    BuildConnection connection(dbPath);
    {
        QSqlQuery keyQuery(connection.db());
        keyQuery.setForwardOnly(true);
        keyQuery.prepare(QStringLiteral("SELECT l.key, COALESCE(h.seq_base, 0) FROM logs l LEFT JOIN log_history h "
                                        "ON h.log = l.key WHERE l.id = ?"));
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
            if (!feedLog(keyQuery, events, r, p, latest, generation)) {
                r.superseded = true;
                break;
            }
            r.read.insert(p.conversationId, p.eventCount);
        }
    }
    return r;
}

} // namespace Switchyard::RadarBuild
