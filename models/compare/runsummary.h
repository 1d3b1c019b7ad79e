// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/ (switchyard_models).
//
// Compare runs (issue 30 part B): what one run (a live or cached conversation, or an offline
// trajectory) did, summarised for the compare view. A RunSource names the run: the store file its
// events are in (the cache, or the temporary store an offline trajectory was imported into) and a
// copy of its record taken on the GUI thread. RunScan::summarize() reads the log through its own
// read-only connection, so it runs on a worker thread (never the GUI thread's connection).

#include "models/domain/metrics.h"
#include "models/domain/status.h"

#include <QList>
#include <QMetaType>
#include <QString>

#include <atomic>
#include <optional>
#include <utility>

namespace Switchyard {

class StoreReader;

struct RunSource
{
    enum class Kind
    {
        Live, ///< a conversation of the connected server whose sandbox runs
        Cached, ///< a conversation of the server, read from the cache
        Offline, ///< a trajectory zip imported into a temporary store
    };
    Kind kind = Kind::Cached;
    QString dbPath; ///< the store file holding the events
    QString conversationId;
    QString title;
    QString model;
    QString repository;
    QString branch;
    QString variantLabel; ///< the variant this run is in its group (empty: none)
    OpenEnum<ExecutionStatus> status; ///< as displayed (absent: not running / unknown)
    OpenEnum<SandboxStatus> sandboxStatus;
    bool gone = false;
    std::optional<MetricsSnapshot> metrics; ///< the record's (used when the log has no stats)

    /// A conversation of `store` (its record copied now; kind Live when its sandbox runs).
    [[nodiscard]] static RunSource fromStore(const StoreReader &store, const QString &conversationId);
    /// "live", "cached", "offline" (translated).
    [[nodiscard]] QString kindText() const;
};

/// A file as one run left it, reconstructed from its file-edit events (new content as the
/// observation reports it; a create's text; a str_replace or insert applied to what is known).
struct RunFile
{
    QString path;
    int edits = 0;
    bool created = false; ///< it did not exist before the run's first edit
    bool originalKnown = false;
    bool resultKnown = false;
    QString original; ///< before the first edit (when known)
    QString result; ///< after the last edit (when known)
    int added = -1; ///< -1 unless contentKnown()
    int removed = -1;

    /// Original and result are both known: the run's change can be shown and counted.
    [[nodiscard]] bool contentKnown() const { return originalKnown && resultKnown; }
};

/// One user turn: the user's message and what followed until the next one.
struct RunTurn
{
    qint64 seq = -1; ///< the user message's position in the log (-1: events before any message)
    QString userText; ///< one line
    int actions = 0;
    int errors = 0;
    QString outcome; ///< the last agent reply or error of the turn (one line), empty when none
};

struct RunSummary
{
    RunSource source;
    QString scanError; ///< the log could not be read (translated); the rest is what was read
    qint64 events = 0;
    qint64 firstMs = 0;
    qint64 lastMs = 0;
    int turns = 0;
    int agentReplies = 0;
    int actions = 0;
    int errors = 0; ///< error events, error results, rejections
    int failedCommands = 0;
    int approvalsAsked = 0; ///< times the agent waited for the user's confirmation
    int rejections = 0;
    int questionsAsked = 0; ///< ask-user requests
    QString lastError; ///< the newest error's one line
    QString finishMessage; ///< the agent's last reply (one line)
    bool finishedByAgent = false; ///< a FinishAction is in the log
    double cost = 0.0;
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    bool usageKnown = false;
    QList<std::pair<QString, int>> actionsByKind; ///< most used first
    QList<RunFile> files; ///< first-edit order
    QList<RunTurn> turnList;

    [[nodiscard]] qint64 durationMs() const { return lastMs > firstMs ? lastMs - firstMs : 0; }
    [[nodiscard]] const RunFile *file(const QString &path) const;
    /// The outcome in words: the record's status when known, else what the log says (translated).
    [[nodiscard]] QString outcomeText() const;
    /// Lines added and removed over the files whose content is known.
    [[nodiscard]] std::pair<int, int> lineTotals() const;
};

namespace RunScan {

/// Reads the run's log (through its own read-only connection to source.dbPath) and summarises it.
/// Checks `cancelled` between chunks (returns what it has, with no files, when set). Thread-safe.
[[nodiscard]] RunSummary summarize(const RunSource &source, const std::atomic_bool *cancelled = nullptr);

} // namespace RunScan
} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::RunSummary)
