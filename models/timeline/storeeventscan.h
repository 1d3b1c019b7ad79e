// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <atomic>

namespace Switchyard::StoreEventScan {

// Whole-log scans of one conversation's events in a store file, for a worker thread: each call
// opens its own read-only SQLite connection (WAL: it reads what is committed, never blocking the
// store's writer or the GUI thread's reader). Rows are addressed as the Store does (rid = log key
// << 32 | seq). A scan checks `latest` between chunks and gives up (returns -2) once it no longer
// equals `generation` (a newer request came in). Errors return -1.

/// User MessageEvents with seq < beforeSeq.
[[nodiscard]] qint64 countUserTurns(const QString &dbPath, const QString &conversationId, qint64 beforeSeq,
                                    const std::atomic<quint64> *latest = nullptr, quint64 generation = 0);

/// The next (forward) or previous event after/before fromSeq, wrapping, whose raw JSON contains
/// needle (ASCII case-insensitive); fromSeq is looked at last. -1 if none.
[[nodiscard]] qint64 findText(const QString &dbPath, const QString &conversationId, const QString &needle,
                              qint64 fromSeq, bool forward, qint64 eventCount, const std::atomic<quint64> *latest,
                              quint64 generation);

/// How many events' raw JSON contains needle.
[[nodiscard]] qint64 countText(const QString &dbPath, const QString &conversationId, const QString &needle,
                               qint64 eventCount, const std::atomic<quint64> *latest, quint64 generation);

} // namespace Switchyard::StoreEventScan
