// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/ (switchyard_models; no widgets).
//
// "While you were away" (issue 31): what happened since the user last looked at this server —
// conversations that finished, that wait for the user (and the longest wait), that stopped with
// an error, the cost spent, sandboxes seen paused or deleted by the lifecycle policy (a stop at or
// after the time the list's estimate gives: idle pause, 12-hour cap, deletion) and, on a line of
// its own, those stopped earlier (a person, the server), and the watch rules' hits. Each line names
// exactly the conversations it counts, so the list can be filtered to them. Computed from the
// store's mirror (records, sandbox transitions) and one indexed read of rule_hits: a few
// milliseconds for 1,000 conversations, on the calling thread.

#include <QCoreApplication>
#include <QList>
#include <QSet>
#include <QString>

namespace Switchyard {

class StoreReader;

struct DigestLine
{
    enum class Kind
    {
        Finished,
        Waiting,
        Errors,
        Cost,
        SandboxesStopped, ///< by the lifecycle policy: idle pause, 12-hour cap, deletion after 10 days
        SandboxesStoppedOther, ///< paused or deleted earlier than the policy would have
        RuleHits,
    };
    Kind kind = Kind::Finished;
    QString text; ///< translated, plain
    QSet<QString> conversationIds; ///< what the list shows for this line
};

struct AwayDigest
{
    qint64 sinceMs = 0;
    qint64 untilMs = 0;
    QList<DigestLine> lines; ///< only the kinds with something to say
    qint64 longestWaitMs = 0;
    QString longestWaitId;
    double costSpent = 0.0;

    [[nodiscard]] bool isEmpty() const { return lines.isEmpty(); }
};

namespace Digest {

/// The user counts as away after this long without the window.
inline constexpr qint64 kAwayMs = 30 * 60 * 1000;

/// What happened between `sinceMs` and `nowMs`. `costAtSince`: the summed cost of every
/// conversation when the user last looked (negative: unknown, no cost line). `ruleHits`:
/// conversation id -> the rule hits recorded since then.
[[nodiscard]] AwayDigest compute(const StoreReader &store, qint64 sinceMs, qint64 nowMs, double costAtSince,
                                 const QHash<QString, int> &ruleHits);

/// The summed accumulated cost of every conversation the store knows.
[[nodiscard]] double totalCost(const StoreReader &store);

} // namespace Digest
} // namespace Switchyard
