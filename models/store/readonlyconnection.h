// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QString>

#include <atomic>
#include <optional>

namespace Switchyard {

/// Where one conversation's events sit in the events table: rid = key << 32 | (base + seq).
struct StoredLog
{
    qint64 key = 0;
    qint64 base = 0; ///< rid seq of position 0 (logs opened newest first start high)
    qint64 count = 0; ///< events held
    [[nodiscard]] qint64 rid(qint64 seq) const { return (key << 32) + base + seq; }
};

/// Whether a worker read was asked to stop: `latest` (when given) has moved past the `generation`
/// the read was started for, because a newer one replaced it.
[[nodiscard]] inline bool superseded(const std::atomic<quint64> *latest, quint64 generation)
{
    return latest && latest->load(std::memory_order_relaxed) != generation;
}

/// A read-only connection on the store file, owned by the calling thread for one call: a timeline
/// scan, a search, a compare summary, the fleet's history. Each call opens its own named connection
/// (QSqlDatabase connections belong to the thread that made them) and removes it when done. Reads
/// wait up to 10 s for the writer's lock (WAL readers rarely wait at all).
class ReadOnlyConnection
{
public:
    /// `purpose` names the connection and the warning logged when the file cannot be opened
    /// ("timeline scan", "search", ...).
    ReadOnlyConnection(const QString &path, const char *purpose);
    ~ReadOnlyConnection();
    Q_DISABLE_COPY_MOVE(ReadOnlyConnection)

    [[nodiscard]] bool ok() const { return m_ok; }
    /// Why the file could not be opened (empty when ok()).
    [[nodiscard]] QString error() const { return m_error; }
    [[nodiscard]] QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }
    /// The conversation's log (nullopt: none stored, or the file could not be read).
    [[nodiscard]] std::optional<StoredLog> log(const QString &conversationId) const;
    /// The join that gives rows of `table`.rowid their event's time (e.time_ms), for a search's
    /// since:/until: (one lookup per match): through the events' (rid, time_ms) index when the file
    /// has it (the writer makes it after the open: StoreSearchIndex::ensureTimeIndex()), which
    /// reaches 5-7 times fewer pages than the events' own rows with their raw JSON.
    [[nodiscard]] QString eventTimeJoin(const char *table) const;

    /// The events' (rid, time_ms) index.
    static constexpr const char *kEventTimeIndex = "events_by_rid_time";

private:
    QString m_name;
    QString m_error;
    bool m_ok = false;
};

} // namespace Switchyard
