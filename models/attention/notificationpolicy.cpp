// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/attention/notificationpolicy.h"

#include "models/attention/inboxscan.h"
#include "models/domain/eventsummary.h"
#include "models/read/storereader.h"

#include <QSet>
#include <QSettings>

#include <algorithm>

namespace Switchyard {

namespace {
const QString kGroup = QStringLiteral("Notifications");

/// Known risks only: LOW < MEDIUM < HIGH.
int rank(SecurityRisk risk)
{
    switch (risk) {
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
    case NotificationKind::RuleHit:
        return true; // the rule's own choice
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
    case NotificationKind::RuleHit:
        break; // each rule says whether it notifies
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

std::optional<PendingSet> pendingSet(const StoreReader &store, const QString &conversationId)
{
    const QList<PendingAction> actions = InboxScan::pendingActions(store, conversationId);
    if (actions.isEmpty())
        return std::nullopt;
    PendingSet p;
    p.count = int(actions.size());
    p.seq = actions.last().seq;
    p.eventId = actions.last().actionId;
    p.summary = actions.last().summary;
    int highest = 0;
    for (const PendingAction &a : actions) {
        const int r = rank(a.risk());
        if (r == 0) {
            highest = 0; // one is not rated: the set is not
            break;
        }
        highest = std::max(highest, r);
    }
    static constexpr SecurityRisk kByRank[] = {SecurityRisk::Unknown, SecurityRisk::Low, SecurityRisk::Medium,
                                               SecurityRisk::High};
    p.risk = kByRank[highest];
    return p;
}

} // namespace Switchyard
