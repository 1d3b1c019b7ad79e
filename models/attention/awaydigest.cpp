// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/attention/awaydigest.h"

#include "models/read/storereader.h"

#include <QDateTime>
#include <QLocale>

namespace Switchyard::Digest {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::AwayDigest)
};

QString duration(qint64 ms)
{
    const qint64 minutes = ms / 60000;
    if (minutes < 60)
        return Tr::tr("%n minute(s)", nullptr, int(minutes));
    const qint64 hours = minutes / 60;
    if (hours < 48)
        return Tr::tr("%n hour(s)", nullptr, int(hours));
    return Tr::tr("%n day(s)", nullptr, int(hours / 24));
}

void add(AwayDigest &d, DigestLine::Kind kind, const QString &text, const QSet<QString> &ids)
{
    d.lines.append(DigestLine{kind, text, ids});
}

/// Sandboxes seen PAUSED or MISSING since `sinceMs`, and the conversations on them.
void addStoppedSandboxes(AwayDigest &d, const StoreReader &store, qint64 sinceMs)
{
    int paused = 0;
    int deleted = 0;
    QSet<QString> ids;
    for (const SandboxRecord &s : store.sandboxes()) {
        bool wasPaused = false;
        bool wasDeleted = false;
        for (const auto &[when, status] : s.transitions) {
            if (!when.isValid() || when.toMSecsSinceEpoch() < sinceMs)
                continue;
            wasPaused = wasPaused || status == SandboxStatus::Paused;
            wasDeleted = wasDeleted || status == SandboxStatus::Missing;
        }
        if (!wasPaused && !wasDeleted)
            continue;
        paused += wasPaused && !wasDeleted ? 1 : 0;
        deleted += wasDeleted ? 1 : 0;
        for (const QString &id : store.conversationsOnSandbox(s.sandbox.id))
            ids.insert(id);
    }
    if (paused + deleted == 0)
        return;
    add(d, DigestLine::Kind::SandboxesStopped,
        Tr::tr("%n sandbox(es) paused", nullptr, paused) + QStringLiteral(", ") + Tr::tr("%n deleted", nullptr, deleted)
            + QStringLiteral(" — ") + Tr::tr("%n conversation(s) on them", nullptr, int(ids.size())),
        ids);
}

} // namespace

double totalCost(const StoreReader &store)
{
    double sum = 0.0;
    for (const ConversationRecord &r : store.conversations()) {
        if (r.conversation.metrics)
            sum += r.conversation.metrics->accumulatedCost;
    }
    return sum;
}

// One pass over the records for the status lines; each kind is a few lines of its own, kept
// together so that the order of the digest reads top to bottom here.
AwayDigest compute(const StoreReader &store, qint64 sinceMs, qint64 nowMs, double costAtSince,
                   const QHash<QString, int> &ruleHits)
{
    AwayDigest d;
    d.sinceMs = sinceMs;
    d.untilMs = nowMs;
    QSet<QString> finished, waiting, errors;
    for (const ConversationRecord &r : store.conversations()) {
        if (r.gone)
            continue;
        const QString &id = r.conversation.id;
        const bool recent = r.readActivityMs() >= sinceMs;
        if (r.displayExecution == ExecutionStatus::Finished && recent)
            finished.insert(id);
        else if ((r.displayExecution == ExecutionStatus::Error || r.displayExecution == ExecutionStatus::Stuck)
                 && recent)
            errors.insert(id);
        else if (r.displayExecution == ExecutionStatus::WaitingForConfirmation) {
            waiting.insert(id);
            const qint64 wait = nowMs - (r.lastActivityMs > 0 ? r.lastActivityMs : r.readActivityMs());
            if (wait > d.longestWaitMs) {
                d.longestWaitMs = wait;
                d.longestWaitId = id;
            }
        }
    }
    if (!finished.isEmpty())
        add(d, DigestLine::Kind::Finished, Tr::tr("%n conversation(s) finished", nullptr, int(finished.size())),
            finished);
    if (!waiting.isEmpty()) {
        add(d, DigestLine::Kind::Waiting,
            Tr::tr("%n conversation(s) wait for you", nullptr, int(waiting.size()))
                + Tr::tr(" — the longest for %1").arg(duration(d.longestWaitMs)),
            waiting);
    }
    if (!errors.isEmpty())
        add(d, DigestLine::Kind::Errors,
            Tr::tr("%n conversation(s) stopped with an error", nullptr, int(errors.size())), errors);
    if (costAtSince >= 0) {
        d.costSpent = std::max(0.0, totalCost(store) - costAtSince);
        if (d.costSpent >= 0.005) {
            QSet<QString> spent; // the conversations active since: where the cost went
            for (const ConversationRecord &r : store.conversations()) {
                if (!r.gone && r.readActivityMs() >= sinceMs && r.conversation.metrics)
                    spent.insert(r.conversation.id);
            }
            add(d, DigestLine::Kind::Cost,
                Tr::tr("%1 spent").arg(QLocale().toCurrencyString(d.costSpent, QStringLiteral("$"), 2)), spent);
        }
    }
    addStoppedSandboxes(d, store, sinceMs);
    if (!ruleHits.isEmpty()) {
        int total = 0;
        QSet<QString> ids;
        for (auto it = ruleHits.cbegin(); it != ruleHits.cend(); ++it) {
            total += *it;
            ids.insert(it.key());
        }
        add(d, DigestLine::Kind::RuleHits,
            Tr::tr("%n watch rule hit(s)", nullptr, total) + Tr::tr(" in %n conversation(s)", nullptr, int(ids.size())),
            ids);
    }
    return d;
}

} // namespace Switchyard::Digest
