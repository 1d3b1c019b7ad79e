// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/api/result.h"
#include "models/domain/conversation.h"
#include "models/domain/event.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <memory>

namespace Switchyard {

/// Caps for untrusted trajectory files (ARCHITECTURE invariant 8).
struct TrajectoryLimits
{
    qsizetype maxEntries = 250000; ///< entries in one archive or folder
    /// One inflated entry, in real inflated bytes (the size a header declares is never trusted: a
    /// damaged archive's entries are inflated once, without keeping the bytes, to measure them).
    /// Also the most one read holds in memory. No ratio cap: a 5 MB line of one repeated
    /// character compresses 1000:1 and is a legitimate entry.
    qint64 maxEntryBytes = 64ll << 20;
    qint64 maxTotalBytes = 4ll << 30; ///< all entries together, inflated
};

/// Something in the file that could not be used, said in words a reviewer understands.
struct TrajectoryProblem
{
    QString entry; ///< entry or file name; empty for the whole file
    QString message;
};

/// Reads a trajectory without a server:
///  - the `/download` zip of spec §7 (meta.json + event_NNNNNN_<id>.json, data-descriptor entries);
///  - the agent server's layout (base_state.json + [events/]event-NNNNN-<id>.json), as a folder or
///    zipped (the CLI trajectories of the real samples keep them in one sub-folder).
/// Opening indexes the entry names only (a fast first pass); each event is inflated and parsed on
/// demand. Nothing is ever extracted to disk. A broken or truncated archive opens what can be read
/// and lists what could not in problems(). Reading entries is serialised inside the reader, so one
/// reader may be used from one worker thread and the GUI thread alternately.
class TrajectoryReader final
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::TrajectoryReader)
public:
    enum class Format
    {
        DownloadZip,
        AgentServerZip,
        AgentServerFolder
    };

    /// Returns nullptr and sets `error` (translated, one line) when nothing could be read at all.
    static std::unique_ptr<TrajectoryReader> open(const QString &path, QString *error,
                                                  const TrajectoryLimits &limits = {});
    ~TrajectoryReader();
    TrajectoryReader(const TrajectoryReader &) = delete;
    TrajectoryReader &operator=(const TrajectoryReader &) = delete;

    [[nodiscard]] Format format() const;
    [[nodiscard]] QString path() const;
    /// The conversation record from meta.json, or one put together from base_state.json and the
    /// file name when the layout has none (hasMetadata() is then false).
    [[nodiscard]] const Conversation &conversation() const;
    [[nodiscard]] bool hasMetadata() const;

    /// The events, each id once: an entry that repeats an earlier entry's event id is left out
    /// (duplicateEntries()), as the live path keeps one event per id.
    [[nodiscard]] qsizetype eventCount() const;
    [[nodiscard]] qsizetype duplicateEntries() const;
    /// The event id from the entry name (available without reading the entry).
    [[nodiscard]] QString eventId(qsizetype index) const;
    [[nodiscard]] QString entryName(qsizetype index) const;
    /// The entry's bytes, inflated and bounded by the limits.
    [[nodiscard]] Api::Result<QByteArray> rawEvent(qsizetype index) const;
    /// rawEvent() parsed with the API codecs.
    [[nodiscard]] Api::Result<Event> event(qsizetype index) const;

    /// What could not be read during indexing (and, after reading, entries that failed).
    [[nodiscard]] QList<TrajectoryProblem> problems() const;

private:
    TrajectoryReader();
    std::unique_ptr<class TrajectoryReaderPrivate> d;
};

} // namespace Switchyard
