// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/charts/chartrows.h"

#include "models/domain/statusnames.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QMap>
#include <QTimeZone>

namespace Switchyard::ChartRows {

namespace {

/// The translation context of this file (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::Charts)
};

struct Usage
{
    double cost = 0;
    double prompt = 0;
    double completion = 0;
    double conversations = 0;
};

void add(Usage &u, const Conversation &c)
{
    u.conversations += 1;
    if (!c.metrics)
        return;
    u.cost += c.metrics->accumulatedCost;
    if (c.metrics->accumulatedTokenUsage) {
        u.prompt += double(c.metrics->accumulatedTokenUsage->promptTokens);
        u.completion += double(c.metrics->accumulatedTokenUsage->completionTokens);
    }
}

QString conversationLabel(const Conversation &c)
{
    QString t = c.title.isEmpty() ? c.id.left(8) : c.title;
    if (t.size() > 32)
        t = t.left(31) + u'\u2026';
    return t;
}

} // namespace

QString sandboxStatusKey(const OpenEnum<SandboxStatus> &status)
{
    if (status.isKnown())
        return QStringLiteral("status:%1").arg(int(status.value()));
    return status.isAbsent() ? QStringLiteral("?") : QStringLiteral("raw:") + status.raw();
}

QList<ChartRow> sandboxesByStatus(const QList<Sandbox> &sandboxes)
{
    static const SandboxStatus known[] = {SandboxStatus::Running, SandboxStatus::Starting, SandboxStatus::Paused,
                                          SandboxStatus::Error, SandboxStatus::Missing};
    QList<ChartRow> rows;
    QHash<QString, int> index;
    auto rowOf = [&rows, &index](const OpenEnum<SandboxStatus> &status) {
        const QString key = sandboxStatusKey(status);
        auto it = index.constFind(key);
        if (it == index.constEnd()) {
            it = index.insert(key, int(rows.size()));
            rows.append({key, sandboxStatusName(status), {0.0}, QVariant::fromValue(status)});
        }
        return *it;
    };
    for (SandboxStatus st : known)
        rowOf(st);
    for (const auto &s : sandboxes)
        rows[rowOf(s.status)].values[0] += 1;
    return rows;
}

QList<ChartRow> conversationsPerSandbox(const QList<Conversation> &conversations)
{
    QList<ChartRow> rows;
    QHash<QString, int> index;
    for (const auto &c : conversations) {
        auto it = index.constFind(c.sandboxId);
        if (it == index.constEnd()) {
            it = index.insert(c.sandboxId, int(rows.size()));
            rows.append(
                {c.sandboxId, c.sandboxId.isEmpty() ? Tr::tr("(no sandbox)") : c.sandboxId.left(12), {0.0, 0.0}, {}});
        }
        rows[*it].values[0] += 1;
        if (c.executionStatus == ExecutionStatus::Running
            || c.executionStatus == ExecutionStatus::WaitingForConfirmation)
            rows[*it].values[1] += 1;
    }
    return rows;
}

QList<ChartRow> usage(const QList<Conversation> &conversations, UsageGrouping grouping)
{
    QList<ChartRow> rows;
    if (grouping == UsageGrouping::PerDay) {
        QMap<QDate, Usage> days;
        for (const auto &c : conversations) {
            const QDate d = c.createdAt.isValid() ? c.createdAt.toUTC().date() : QDate();
            add(days[d], c);
        }
        for (auto it = days.cbegin(); it != days.cend(); ++it) {
            const QDate d = it.key();
            const double x =
                d.isValid() ? double(QDateTime(d, QTime(0, 0), QTimeZone::utc()).toMSecsSinceEpoch()) : 0.0;
            const QString key = d.isValid() ? d.toString(Qt::ISODate) : QStringLiteral("?");
            const QString label = d.isValid() ? QLocale().toString(d, QLocale::ShortFormat) : Tr::tr("(no date)");
            const Usage &u = it.value();
            rows.append({key, label, {x, u.cost, u.prompt, u.completion, u.conversations}, {}});
        }
        return rows;
    }
    QHash<QString, int> index;
    for (const auto &c : conversations) {
        QString key;
        QString label;
        if (grouping == UsageGrouping::PerConversation) {
            key = c.id;
            label = conversationLabel(c);
        } else {
            key = c.selectedRepository;
            label = key.isEmpty() ? Tr::tr("(no repository)") : key;
        }
        auto it = index.constFind(key);
        if (it == index.constEnd()) {
            it = index.insert(key, int(rows.size()));
            rows.append({key, label, {0.0, 0.0, 0.0, 0.0}, {}});
        }
        Usage u;
        add(u, c);
        auto &v = rows[*it].values;
        v[0] += u.cost;
        v[1] += u.prompt;
        v[2] += u.completion;
        v[3] += u.conversations;
    }
    return rows;
}

QStringList usageColumns(UsageGrouping grouping)
{
    QStringList cols{Tr::tr("Cost (USD)"), Tr::tr("Prompt tokens"), Tr::tr("Completion tokens"),
                     Tr::tr("Conversations")};
    if (grouping == UsageGrouping::PerDay)
        cols.prepend(Tr::tr("Day"));
    return cols;
}

QString usageLabelHeader(UsageGrouping grouping)
{
    switch (grouping) {
    case UsageGrouping::PerConversation:
        return Tr::tr("Conversation");
    case UsageGrouping::PerRepository:
        return Tr::tr("Repository");
    case UsageGrouping::PerDay:
        return Tr::tr("Day");
    }
    return {};
}

} // namespace Switchyard::ChartRows
