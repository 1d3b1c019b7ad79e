// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/attention/notificationpolicy.h"

#include "models/domain/eventsummary.h"
#include "models/read/storereader.h"

#include <QSet>
#include <QSettings>

#include <algorithm>

namespace Switchyard {

namespace {
const QString kGroup = QStringLiteral("Notifications");

/// Known risks only: LOW < MEDIUM < HIGH.
int rank(const OpenEnum<SecurityRisk> &risk)
{
    switch (risk.value()) {
    case SecurityRisk::Low:
        return 1;
    case SecurityRisk::Medium:
        return 2;
    case SecurityRisk::High:
        return 3;
    case SecurityRisk::Unknown:
        break;
    }
    return 0;
}

bool answers(const EventSummary &s)
{
    return s.kind == EventKind::Observation || s.kind == EventKind::UserReject || s.kind == EventKind::AgentError;
}
} // namespace

bool NotificationSettings::wants(NotificationKind kind) const
{
    switch (kind) {
    case NotificationKind::Waiting:
        return waiting;
    case NotificationKind::Question:
        return question;
    case NotificationKind::Error:
        return error;
    case NotificationKind::Finished:
        return finished;
    case NotificationKind::PausingSoon:
        return pausingSoon;
    }
    return false;
}

void NotificationSettings::setWants(NotificationKind kind, bool on)
{
    switch (kind) {
    case NotificationKind::Waiting:
        waiting = on;
        break;
    case NotificationKind::Question:
        question = on;
        break;
    case NotificationKind::Error:
        error = on;
        break;
    case NotificationKind::Finished:
        finished = on;
        break;
    case NotificationKind::PausingSoon:
        pausingSoon = on;
        break;
    }
}

bool NotificationSettings::isQuietAt(const QTime &t) const
{
    if (!quietHours || !quietFrom.isValid() || !quietTo.isValid() || quietFrom == quietTo || !t.isValid())
        return false;
    if (quietFrom < quietTo)
        return t >= quietFrom && t < quietTo;
    return t >= quietFrom || t < quietTo; // over midnight
}

NotificationSettings NotificationSettings::load(QSettings &settings)
{
    NotificationSettings s;
    settings.beginGroup(kGroup);
    s.waiting = settings.value(QStringLiteral("waiting"), s.waiting).toBool();
    s.question = settings.value(QStringLiteral("question"), s.question).toBool();
    s.error = settings.value(QStringLiteral("error"), s.error).toBool();
    s.finished = settings.value(QStringLiteral("finished"), s.finished).toBool();
    s.pausingSoon = settings.value(QStringLiteral("pausingSoon"), s.pausingSoon).toBool();
    s.quietHours = settings.value(QStringLiteral("quietHours"), s.quietHours).toBool();
    const QTime from =
        QTime::fromString(settings.value(QStringLiteral("quietFrom")).toString(), QStringLiteral("HH:mm"));
    const QTime to = QTime::fromString(settings.value(QStringLiteral("quietTo")).toString(), QStringLiteral("HH:mm"));
    if (from.isValid())
        s.quietFrom = from;
    if (to.isValid())
        s.quietTo = to;
    settings.endGroup();
    return s;
}

void NotificationSettings::save(QSettings &settings) const
{
    settings.beginGroup(kGroup);
    settings.setValue(QStringLiteral("waiting"), waiting);
    settings.setValue(QStringLiteral("question"), question);
    settings.setValue(QStringLiteral("error"), error);
    settings.setValue(QStringLiteral("finished"), finished);
    settings.setValue(QStringLiteral("pausingSoon"), pausingSoon);
    settings.setValue(QStringLiteral("quietHours"), quietHours);
    settings.setValue(QStringLiteral("quietFrom"), quietFrom.toString(QStringLiteral("HH:mm")));
    settings.setValue(QStringLiteral("quietTo"), quietTo.toString(QStringLiteral("HH:mm")));
    settings.endGroup();
}

NotificationSettings NotificationSettings::load()
{
    QSettings settings;
    return load(settings);
}

void NotificationSettings::save() const
{
    QSettings settings;
    save(settings);
}

// 85 lines: one walk back from the log's end that pairs actions with their observations,
// rejections and verdicts; split, the pairing state would be passed between the parts.
std::optional<PendingActions> pendingAction(const StoreReader &store, const QString &conversationId)
{
    const qint64 count = store.eventCount(conversationId);
    if (count <= 0)
        return std::nullopt;
    const qint64 from = std::max<qint64>(0, count - kPendingActionTail);
    const QList<EventSummary> tail = store.eventSummaries(conversationId, from, count - from);
    // A waiting question is answered, never approved (spec §13.2).
    if (!waitingQuestion(tail).isEmpty())
        return std::nullopt;
    QSet<QString> answered;
    QList<qint64> pending; // seqs, newest first
    QList<qint64> analyses;
    for (qsizetype i = tail.size() - 1; i >= 0; --i) {
        const EventSummary &s = tail.at(i);
        const qint64 seq = from + i;
        if (s.kind == EventKind::Message && s.has(EventSummary::UserTurn))
            break;
        if (s.kind == EventKind::SecurityAnalysis) {
            analyses.append(seq);
            continue;
        }
        if (answers(s)) {
            if (!s.toolCallId.isEmpty())
                answered.insert(s.toolCallId);
            continue;
        }
        if (s.kind != EventKind::Action || s.source != EventSource::Agent)
            continue;
        if (!s.toolCallId.isEmpty() && answered.contains(s.toolCallId)) {
            if (!pending.isEmpty())
                break; // the pending ones are those after the last answered action
            continue;
        }
        pending.append(seq);
    }
    if (pending.isEmpty())
        return std::nullopt;
    QHash<QString, SecurityVerdict> verdicts;
    if (!analyses.isEmpty()) {
        QList<Event> events;
        for (qint64 seq : std::as_const(analyses)) {
            if (auto e = store.event(conversationId, seq))
                events.append(std::move(*e));
        }
        verdicts = securityVerdictsByAction(events);
    }
    PendingActions p;
    p.count = int(pending.size());
    p.seq = pending.first();
    const EventSummary &newest = tail.at(p.seq - from);
    p.eventId = newest.id;
    p.summary = newest.summary;
    int highest = -1; // -1: none yet, 0: one is unrated
    for (qint64 seq : std::as_const(pending)) {
        const std::optional<Event> e = store.event(conversationId, seq);
        const auto *action = e ? std::get_if<ActionPayload>(&e->payload) : nullptr;
        int r = action ? rank(action->securityRisk) : 0;
        if (e) {
            const auto v = verdicts.constFind(e->id);
            if (v != verdicts.cend() && rank(v->risk) > 0)
                r = std::max(r, rank(v->risk));
        }
        if (r == 0) {
            highest = 0;
            break;
        }
        highest = std::max(highest, r);
    }
    switch (highest) {
    case 1:
        p.risk = SecurityRisk::Low;
        break;
    case 2:
        p.risk = SecurityRisk::Medium;
        break;
    case 3:
        p.risk = SecurityRisk::High;
        break;
    default:
        p.risk = SecurityRisk::Unknown;
        break;
    }
    return p;
}

} // namespace Switchyard
