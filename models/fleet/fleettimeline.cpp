// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/fleet/fleettimeline.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>
#include <map>

namespace Switchyard::Fleet {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::FleetTimeline)
};

/// Running or waiting for a person: what "active" means for the range filter and concurrency.
bool isActive(State s)
{
    return s == State::Running || s == State::Waiting;
}

bool earlier(const StatusPoint &a, const StatusPoint &b)
{
    return a.atMs < b.atMs;
}

struct Member
{
    QList<StatusPoint> observed;
    QList<StatusPoint> events;
    QList<CostPoint> cost;
};

QList<QPair<qint64, int>> concurrencyOf(const QList<Lane> &lanes, qsizetype first, qsizetype end, int *max)
{
    std::map<qint64, int> deltas;
    for (qsizetype i = first; i < end; ++i) {
        for (const Segment &s : lanes.at(i).segments) {
            if (!isActive(s.state))
                continue;
            deltas[s.startMs] += 1;
            deltas[s.endMs] -= 1;
        }
    }
    QList<QPair<qint64, int>> steps;
    int n = 0;
    *max = 0;
    for (const auto &[at, d] : deltas) {
        if (d == 0)
            continue;
        n += d;
        *max = std::max(*max, n);
        if (!steps.isEmpty() && steps.constLast().second == n)
            continue;
        steps.append({at, n});
    }
    return steps;
}

QList<CostPoint> costOf(const QList<Lane> &lanes, qsizetype first, qsizetype end)
{
    struct Item
    {
        qint64 at;
        qsizetype member;
        double cost;
    };
    QList<Item> items;
    for (qsizetype i = first; i < end; ++i) {
        for (const CostPoint &c : lanes.at(i).cost)
            items.append({c.atMs, i, c.cost});
    }
    std::stable_sort(items.begin(), items.end(), [](const Item &a, const Item &b) {
        return a.at < b.at;
    });
    QHash<qsizetype, double> last;
    double total = 0;
    QList<CostPoint> out;
    for (const Item &it : std::as_const(items)) {
        total += it.cost - last.value(it.member, 0.0);
        last.insert(it.member, it.cost);
        if (!out.isEmpty() && out.constLast().atMs == it.at)
            out.last().cost = total;
        else
            out.append({it.at, total});
    }
    return out;
}

QString groupKeyOf(const ConversationInfo &c, Grouping g)
{
    return g == Grouping::Sandbox ? c.sandboxId : c.repository;
}

QString groupTitle(const QString &key, Grouping g)
{
    if (key.isEmpty())
        return g == Grouping::Sandbox ? Tr::tr("No sandbox") : Tr::tr("No repository");
    return g == Grouping::Sandbox ? Tr::tr("Sandbox %1").arg(key) : key;
}

} // namespace

State stateOf(const QString &execution, const QString &sandbox, bool *approval)
{
    if (approval)
        *approval = false;
    if (sandbox == QLatin1String("PAUSED"))
        return State::Paused;
    if (sandbox == QLatin1String("ERROR"))
        return State::Error;
    if (sandbox == QLatin1String("MISSING"))
        return State::None;
    if (execution == QLatin1String("running"))
        return State::Running;
    if (execution == QLatin1String("waiting_for_confirmation")) {
        if (approval)
            *approval = true;
        return State::Waiting;
    }
    if (execution == QLatin1String("idle"))
        return State::Waiting;
    if (execution == QLatin1String("paused"))
        return State::Paused;
    if (execution == QLatin1String("finished"))
        return State::Finished;
    if (execution == QLatin1String("error") || execution == QLatin1String("stuck"))
        return State::Error;
    if (execution == QLatin1String("deleting"))
        return State::None;
    if (!execution.isEmpty())
        return State::Other;
    // No execution status: the sandbox alone tells (STARTING/RUNNING: the agent is coming up).
    if (sandbox == QLatin1String("RUNNING") || sandbox == QLatin1String("STARTING"))
        return State::Running;
    return sandbox.isEmpty() ? State::None : State::Other;
}

QList<StatusPoint> mergeHistory(QList<StatusPoint> observed, QList<StatusPoint> fromEvents)
{
    std::stable_sort(observed.begin(), observed.end(), earlier);
    std::stable_sort(fromEvents.begin(), fromEvents.end(), earlier);
    const qint64 firstObserved = observed.isEmpty() ? std::numeric_limits<qint64>::max() : observed.constFirst().atMs;
    QList<StatusPoint> out;
    out.reserve(observed.size() + fromEvents.size());
    for (const StatusPoint &p : std::as_const(fromEvents)) {
        if (p.atMs >= firstObserved)
            break;
        out.append(p);
    }
    out.append(observed);
    return out;
}

QList<Segment> segmentsFrom(const QList<StatusPoint> &points, qint64 endMs)
{
    QList<Segment> out;
    QString exec;
    QString sandbox;
    for (qsizetype i = 0; i < points.size(); ++i) {
        const StatusPoint &p = points.at(i);
        (p.kind == QLatin1String("sandbox") ? sandbox : exec) = p.status;
        if (i + 1 < points.size() && points.at(i + 1).atMs == p.atMs)
            continue; // one instant: both kinds first
        bool approval = false;
        const State s = stateOf(exec, sandbox, &approval);
        if (!out.isEmpty()) {
            Segment &last = out.last();
            if (last.state == s && last.approval == approval)
                continue;
            last.endMs = p.atMs;
            if (last.endMs <= last.startMs || last.state == State::None)
                out.removeLast();
        }
        out.append({p.atMs, endMs, s, approval, exec.isEmpty() ? sandbox : exec});
    }
    while (!out.isEmpty() && (out.constLast().state == State::None || out.constLast().startMs >= endMs))
        out.removeLast();
    if (!out.isEmpty())
        out.last().endMs = endMs;
    return out;
}

qsizetype TimelineData::firstSegmentEndingAfter(const Lane &lane, qint64 ms)
{
    const auto it = std::upper_bound(lane.segments.cbegin(), lane.segments.cend(), ms, [](qint64 v, const Segment &s) {
        return v < s.endMs;
    });
    return it - lane.segments.cbegin();
}

QSet<QString> TimelineData::activeIn(qint64 from, qint64 to) const
{
    QSet<QString> ids;
    if (to <= from)
        return ids;
    for (const Lane &lane : lanes) {
        if (lane.group)
            continue;
        for (qsizetype i = firstSegmentEndingAfter(lane, from); i < lane.segments.size(); ++i) {
            const Segment &s = lane.segments.at(i);
            if (s.startMs >= to)
                break;
            if (isActive(s.state)) {
                ids.insert(lane.id);
                break;
            }
        }
    }
    return ids;
}

// Long for one pass over the inputs: rows by subject, lanes by group, then each group's
// concurrency, cost and lifecycle; split further it would only hand the same maps around.
TimelineData build(const Inputs &in)
{
    TimelineData data;
    data.grouping = in.grouping;
    QHash<QString, Member> members;
    members.reserve(in.conversations.size());
    for (const HistoryRow &r : in.rows) {
        if (r.sandboxSubject)
            continue; // a conversation's own rows carry its sandbox status too
        Member &m = members[r.subjectId];
        if (r.kind == QLatin1String("cost"))
            m.cost.append({r.atMs, r.value});
        else
            (r.fromEvent ? m.events : m.observed).append({r.atMs, r.kind, r.status, r.fromEvent});
    }
    QHash<QString, LifecycleEstimate> lifecycles;
    for (const SandboxInfo &s : in.sandboxes)
        lifecycles.insert(s.id, s.lifecycle);

    // Groups in key order; conversations by creation within a group.
    QList<const ConversationInfo *> order;
    order.reserve(in.conversations.size());
    for (const ConversationInfo &c : in.conversations)
        order.append(&c);
    std::stable_sort(order.begin(), order.end(),
                     [g = in.grouping](const ConversationInfo *a, const ConversationInfo *b) {
                         const QString ka = groupKeyOf(*a, g);
                         const QString kb = groupKeyOf(*b, g);
                         if (ka != kb)
                             return ka < kb;
                         return a->createdMs < b->createdMs;
                     });
    qint64 from = std::numeric_limits<qint64>::max();
    data.lanes.reserve(order.size() + 64);
    qsizetype groupLane = -1;
    auto closeGroup = [&data, &groupLane] {
        if (groupLane < 0)
            return;
        Lane &g = data.lanes[groupLane];
        g.concurrency = concurrencyOf(data.lanes, groupLane + 1, data.lanes.size(), &g.maxConcurrency);
        g.cost = costOf(data.lanes, groupLane + 1, data.lanes.size());
        if (!g.cost.isEmpty())
            data.maxCost = std::max(data.maxCost, g.cost.constLast().cost);
    };
    QString currentKey;
    for (const ConversationInfo *c : std::as_const(order)) {
        const QString key = groupKeyOf(*c, in.grouping);
        if (groupLane < 0 || key != currentKey) {
            closeGroup();
            Lane g;
            g.id = key;
            g.group = true;
            g.title = groupTitle(key, in.grouping);
            if (in.grouping == Grouping::Sandbox)
                g.lifecycle = lifecycles.value(key);
            data.lanes.append(std::move(g));
            groupLane = data.lanes.size() - 1;
            currentKey = key;
        }
        Lane lane;
        lane.id = c->id;
        lane.title = c->title.isEmpty() ? c->id : c->title;
        lane.groupKey = key;
        Member m = members.take(c->id);
        lane.segments = segmentsFrom(mergeHistory(std::move(m.observed), std::move(m.events)), in.nowMs);
        std::stable_sort(m.cost.begin(), m.cost.end(), [](const CostPoint &a, const CostPoint &b) {
            return a.atMs < b.atMs;
        });
        if (c->cost > 0 && (m.cost.isEmpty() || m.cost.constLast().cost < c->cost))
            m.cost.append({in.nowMs, c->cost});
        lane.cost = std::move(m.cost);
        if (!lane.segments.isEmpty())
            from = std::min(from, lane.segments.constFirst().startMs);
        data.lanes.append(std::move(lane));
    }
    closeGroup();
    data.toMs = in.nowMs;
    data.fromMs =
        from == std::numeric_limits<qint64>::max() ? in.nowMs - 3600 * 1000 : std::min(from, in.nowMs - 60000);
    return data;
}

} // namespace Switchyard::Fleet
