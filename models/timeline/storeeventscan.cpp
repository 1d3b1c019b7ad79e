// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/timeline/storeeventscan.h"

#include "models/domain/eventsummary.h"
#include "models/logging.h"
#include "models/store/readonlyconnection.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <optional>

namespace Switchyard::StoreEventScan {

namespace {

constexpr qint64 kChunk = 20000; ///< events per query between two cancellation checks

/// First (forward) or last matching seq in [from, to), scanning in chunks; -1 none, -2 superseded.
qint64 scanRange(QSqlQuery &q, const StoredLog &key, qint64 from, qint64 to, bool forward, const QString &needle,
                 const std::atomic<quint64> *latest, quint64 generation)
{
    if (from >= to)
        return -1;
    if (forward) {
        for (qint64 lo = from; lo < to; lo += kChunk) {
            if (superseded(latest, generation))
                return -2;
            q.bindValue(0, key.rid(lo));
            q.bindValue(1, key.rid(std::min(to, lo + kChunk)));
            q.bindValue(2, needle);
            if (!q.exec())
                return -1;
            if (q.next())
                return q.value(0).toLongLong() - key.rid(0);
        }
    } else {
        for (qint64 hi = to; hi > from; hi -= kChunk) {
            if (superseded(latest, generation))
                return -2;
            q.bindValue(0, key.rid(std::max(from, hi - kChunk)));
            q.bindValue(1, key.rid(hi));
            q.bindValue(2, needle);
            if (!q.exec())
                return -1;
            if (q.next())
                return q.value(0).toLongLong() - key.rid(0);
        }
    }
    return -1;
}

} // namespace

qint64 countUserTurns(const QString &dbPath, const QString &conversationId, qint64 beforeSeq,
                      const std::atomic<quint64> *latest, quint64 generation)
{
    qint64 count = 0;
    {
        ReadOnlyConnection connection(dbPath, "timeline scan");
        const auto key = connection.log(conversationId);
        if (!key)
            return beforeSeq <= 0 ? 0 : -1;
        QSqlQuery q(connection.db());
        q.prepare(QStringLiteral("SELECT COUNT(*) FROM events WHERE rid >= ? AND rid < ? AND kind = ? AND "
                                 "(flags & ?) != 0"));
        for (qint64 lo = 0; lo < beforeSeq; lo += kChunk) {
            if (superseded(latest, generation))
                return -2;
            q.bindValue(0, key->rid(lo));
            q.bindValue(1, key->rid(std::min(beforeSeq, lo + kChunk)));
            q.bindValue(2, int(EventKind::Message));
            q.bindValue(3, int(EventSummary::UserTurn));
            if (!q.exec() || !q.next()) {
                qCWarning(lcModels) << "timeline scan: counting turns failed:" << q.lastError().text();
                return -1;
            }
            count += q.value(0).toLongLong();
        }
    }
    return count;
}

qint64 findText(const QString &dbPath, const QString &conversationId, const QString &needle, qint64 fromSeq,
                bool forward, qint64 eventCount, const std::atomic<quint64> *latest, quint64 generation)
{
    if (needle.isEmpty() || eventCount <= 0)
        return -1;
    qint64 found = -1;
    {
        ReadOnlyConnection connection(dbPath, "timeline scan");
        const auto key = connection.log(conversationId);
        if (!key)
            return -1;
        QSqlQuery q(connection.db());
        q.prepare(forward ? QStringLiteral("SELECT rid FROM events WHERE rid >= ? AND rid < ? AND "
                                           "instr(lower(CAST(raw AS TEXT)), ?) > 0 ORDER BY rid LIMIT 1")
                          : QStringLiteral("SELECT rid FROM events WHERE rid >= ? AND rid < ? AND "
                                           "instr(lower(CAST(raw AS TEXT)), ?) > 0 ORDER BY rid DESC LIMIT 1"));
        const QString lower = needle.toLower();
        const qint64 from = std::clamp<qint64>(fromSeq, -1, eventCount);
        if (forward) {
            found = scanRange(q, *key, from + 1, eventCount, true, lower, latest, generation);
            if (found == -1)
                found = scanRange(q, *key, 0, std::min(from + 1, eventCount), true, lower, latest, generation);
        } else {
            found = scanRange(q, *key, 0, std::max<qint64>(0, from), false, lower, latest, generation);
            if (found == -1)
                found = scanRange(q, *key, std::max<qint64>(0, from), eventCount, false, lower, latest, generation);
        }
    }
    return found;
}

qint64 countText(const QString &dbPath, const QString &conversationId, const QString &needle, qint64 eventCount,
                 const std::atomic<quint64> *latest, quint64 generation)
{
    if (needle.isEmpty() || eventCount <= 0)
        return 0;
    qint64 count = 0;
    {
        ReadOnlyConnection connection(dbPath, "timeline scan");
        const auto key = connection.log(conversationId);
        if (!key)
            return 0;
        QSqlQuery q(connection.db());
        q.prepare(QStringLiteral("SELECT COUNT(*) FROM events WHERE rid >= ? AND rid < ? AND "
                                 "instr(lower(CAST(raw AS TEXT)), ?) > 0"));
        const QString lower = needle.toLower();
        for (qint64 lo = 0; lo < eventCount; lo += kChunk) {
            if (superseded(latest, generation))
                return -2;
            q.bindValue(0, key->rid(lo));
            q.bindValue(1, key->rid(std::min(eventCount, lo + kChunk)));
            q.bindValue(2, lower);
            if (!q.exec() || !q.next())
                return -1;
            count += q.value(0).toLongLong();
        }
    }
    return count;
}

} // namespace Switchyard::StoreEventScan
