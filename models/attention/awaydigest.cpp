// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/attention/awaydigest.h"

#include "models/domain/lifecycle.h"
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

/// The newest activity of any conversation on the sandbox (the idle timer is the sandbox's).
QDateTime sandboxActivity(const StoreReader &store, const QList<QString> &ids)
{
    qint64 newest = 0;
    for (const QString &id : ids) {
        if (const std::optional<ConversationRecord> r = store.conversation(id))
            newest = std::max(newest, r->readActivityMs());
    }
    return newest > 0 ? QDateTime::fromMSecsSinceEpoch(newest, Qt::UTC) : QDateTime();
}

/// Whether the stop observed as `transitions[at]` is what the lifecycle policy (spec §13.5) would
/// have done by then: a pause at or after the idle pause or the 12-hour cap the same estimate as
/// the list gives, a deletion at or after 10 days stopped. The client observes a change when it
/// polls, never before it happened, so an observation early by more than a minute is someone
/// else's doing (a person, the server's own reasons).
bool byThePolicy(const SandboxRecord &s, qsizetype at, const QDateTime &activity)
{
    const auto &[when, status] = s.transitions.at(at);
    const QList<ObservedSandboxStatus> before = s.transitions.mid(0, at);
    const OpenEnum<SandboxStatus> was = status == SandboxStatus::Paused
        ? OpenEnum<SandboxStatus>(SandboxStatus::Running)
        : OpenEnum<SandboxStatus>(SandboxStatus::Paused);
    const LifecycleEstimate e =
        estimateLifecycle(lifecycleInputsFrom(was, s.sandbox.createdAt, before, activity, false), when);
    const QDateTime due = status == SandboxStatus::Paused
        ? (e.idlePauseAt.isValid() && e.runtimeCapAt.isValid()
               ? std::min(e.idlePauseAt, e.runtimeCapAt)
               : (e.idlePauseAt.isValid() ? e.idlePauseAt : e.runtimeCapAt))
        : e.deleteAt;
    return due.isValid() && when.addSecs(60) >= due;
}

/// Sandboxes seen PAUSED or MISSING since `sinceMs`, and the conversations on them: one line for
/// the lifecycle policy's idle pauses, 12-hour caps and deletions, one for other stops.
void addStoppedSandboxes(AwayDigest &d, const StoreReader &store, qint64 sinceMs)
{
    struct Tally
    {
        int paused = 0;
        int deleted = 0;
        QSet<QString> ids;
    } policy, other;
    for (const SandboxRecord &s : store.sandboxes()) {
        const QList<QString> ids = store.conversationsOnSandbox(s.sandbox.id);
        const QDateTime activity = sandboxActivity(store, ids);
        bool paused = false, deleted = false, byPolicy = true;
        for (qsizetype i = 0; i < s.transitions.size(); ++i) {
            const auto &[when, status] = s.transitions.at(i);
            const bool stop = status == SandboxStatus::Paused || status == SandboxStatus::Missing;
            if (!stop || !when.isValid() || when.toMSecsSinceEpoch() < sinceMs)
                continue;
            paused = paused || status == SandboxStatus::Paused;
            deleted = deleted || status == SandboxStatus::Missing;
            byPolicy = byPolicy && byThePolicy(s, i, activity);
        }
        if (!paused && !deleted)
            continue;
        Tally &t = byPolicy ? policy : other;
        t.paused += paused && !deleted ? 1 : 0;
        t.deleted += deleted ? 1 : 0;
        for (const QString &id : ids)
            t.ids.insert(id);
    }
    const auto line = [](const Tally &t) -> QString {
        return Tr::tr("%n paused", nullptr, t.paused) + QStringLiteral(", ") + Tr::tr("%n deleted", nullptr, t.deleted)
            + QStringLiteral(" — ") + Tr::tr("%n conversation(s) on them", nullptr, int(t.ids.size()));
    };
    if (policy.paused + policy.deleted > 0)
        add(d, DigestLine::Kind::SandboxesStopped,
            Tr::tr("Sandboxes stopped by the lifecycle policy (idle, 12-hour cap, 10 days): %1").arg(line(policy)),
            policy.ids);
    if (other.paused + other.deleted > 0)
        add(d, DigestLine::Kind::SandboxesStoppedOther,
            Tr::tr("Sandboxes stopped before the policy's time (by a person or the server): %1").arg(line(other)),
            other.ids);
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
