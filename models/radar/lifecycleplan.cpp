// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/radar/lifecycleplan.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace Switchyard {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Switchyard::LifecyclePlan", text);
}

} // namespace

QString lifecycleClock(const QDateTime &at, const QDateTime &now)
{
    const QLocale locale;
    const QDateTime local = at.toLocalTime();
    const QString time = locale.toString(local.time(), QLocale::ShortFormat);
    if (local.date() == now.toLocalTime().date())
        return time;
    return locale.toString(local.date(), QStringLiteral("MMM d")) + QStringLiteral(", ") + time;
}

QList<QString> lifecyclePlan(const LifecycleEstimate &e, const QDateTime &now)
{
    struct Step
    {
        QDateTime at;
        QString line;
    };
    QList<Step> steps;
    const auto add = [&](const QDateTime &at, const char *future, const char *due) {
        if (!at.isValid())
            return;
        const qint64 secs = now.secsTo(at);
        steps.append({at, secs <= 0 ? tr(due) : tr(future).arg(lifecycleClock(at, now), shortDuration(secs))});
    };
    add(e.idlePauseAt,
        QT_TRANSLATE_NOOP("Switchyard::LifecyclePlan",
                          "Estimated: paused for inactivity at %1 (in about %2) unless an agent acts"),
        QT_TRANSLATE_NOOP("Switchyard::LifecyclePlan", "Estimated: may be paused for inactivity at any moment"));
    add(e.runtimeCapAt,
        QT_TRANSLATE_NOOP("Switchyard::LifecyclePlan",
                          "Estimated: paused by the 12-hour limit at %1 (in about %2), even if an agent works"),
        QT_TRANSLATE_NOOP("Switchyard::LifecyclePlan",
                          "Estimated: the 12-hour limit is reached; may be paused at any moment"));
    add(e.deleteAt,
        QT_TRANSLATE_NOOP("Switchyard::LifecyclePlan",
                          "Estimated: deleted with its workspace on %1 (in about %2) unless resumed"),
        QT_TRANSLATE_NOOP("Switchyard::LifecyclePlan", "Estimated: may be deleted with its workspace at any moment"));
    std::stable_sort(steps.begin(), steps.end(), [](const Step &a, const Step &b) {
        return a.at < b.at;
    });
    QList<QString> out;
    for (const Step &s : std::as_const(steps))
        out.append(s.line);
    return out;
}

} // namespace Switchyard
