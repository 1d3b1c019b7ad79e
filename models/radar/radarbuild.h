// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/radar (switchyard_models). The conflict radar's full build off the GUI thread
// (issue 32): the placements are taken from the store's mirror on the GUI thread, then run() reads
// the events of the conversations that share a sandbox through a read-only connection of its own
// (WAL: it never blocks the writer or the GUI thread) and feeds them to a fresh ConflictRadar. The
// model swaps the result in and catches up incrementally on what arrived meanwhile.
//
// Only what the radar needs is read: actions that edit files or run commands (their kind, flags,
// tool call id and summary), and the tool call id of observations, rejections and errors; other
// events never leave SQLite.

#include "models/radar/conflictradar.h"

#include <QHash>
#include <QList>
#include <QString>

#include <atomic>

namespace Switchyard::RadarBuild {

/// One conversation as placed on the GUI thread.
struct Placement
{
    QString conversationId;
    QString sandboxId;
    QString repoRoot;
    qint64 eventCount = 0; ///< events the store held at the snapshot (read: seq 0..eventCount-1)
    bool read = false; ///< its sandbox is shared (or every conversation is analysed): feed its events
};

struct Result
{
    ConflictRadar radar;
    RadarFeed feed;
    QHash<QString, qint64> read; ///< conversation -> events fed (its Placement::eventCount)
    Qt::HANDLE thread = nullptr; ///< the thread that built it (tests check it is not the GUI thread)
    bool superseded = false; ///< a newer build started: the result is incomplete
};

/// Builds the radar from the store file at `dbPath` on the calling thread (a worker). Stops early
/// (superseded) when `*latest` moves past `generation`.
[[nodiscard]] Result run(const QString &dbPath, const QList<Placement> &placements,
                         const std::atomic<quint64> *latest = nullptr, quint64 generation = 0);

} // namespace Switchyard::RadarBuild
