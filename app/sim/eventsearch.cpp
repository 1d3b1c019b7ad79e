// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sim/eventsearch.h"

#include "app/sim/world.h"

#include <algorithm>
#include <memory>

namespace Switchyard::Sim {

const std::vector<qint64> &EventSearch::timestampOrder(World &w, SimConversation &c)
{
    if (c.tsOrderVersion == c.storeVersion && static_cast<qint64>(c.tsOrder.size()) == c.visibleEvents())
        return c.tsOrder;
    const qint64 n = c.visibleEvents();
    std::vector<std::pair<QString, qint64>> keyed;
    keyed.reserve(static_cast<std::size_t>(n));
    for (qint64 pos = 0; pos < n; ++pos) {
        const qint64 seq = c.storedSeq(pos);
        keyed.emplace_back(w.timestampAt(c, seq), seq);
    }
    std::stable_sort(keyed.begin(), keyed.end(), [](const auto &a, const auto &b) {
        return a.first < b.first;
    });
    c.tsOrder.clear();
    c.tsOrder.reserve(keyed.size());
    for (const auto &k : keyed)
        c.tsOrder.push_back(k.second);
    c.tsOrderVersion = c.storeVersion;
    return c.tsOrder;
}

EventSearch::Selection EventSearch::older(World &w, SimConversation &c, const Query &q)
{
    // In the common case (stored in log order, timestamps never going back) the storage order
    // is the timestamp order: no sort, and the bulk prefix (up to millions) stays lazy.
    const bool identity = c.storedInOrder && c.tsMonotonic;
    const std::vector<qint64> *order = identity ? nullptr : &timestampOrder(w, c);
    const qint64 visible = c.visibleEvents();
    auto seqOf = [order](qint64 pos) {
        return order ? (*order)[static_cast<std::size_t>(pos)] : pos;
    };
    // Timestamps grow along this order, so the string filters are binary searches.
    auto lowerBound = [&](const QString &bound) {
        qint64 lo = 0, hi = visible;
        while (lo < hi) {
            const qint64 mid = lo + (hi - lo) / 2;
            if (w.timestampAt(c, seqOf(mid)) < bound)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    };
    const qint64 first = q.gte.isEmpty() ? 0 : lowerBound(q.gte);
    const qint64 last = q.lt.isEmpty() ? visible : lowerBound(q.lt);
    Selection sel;
    if (q.kind.empty()) {
        sel.total = std::max<qint64>(0, last - first);
        sel.seqAt = [seqOf, first, total = sel.total, desc = q.desc](qint64 i) {
            return seqOf(first + (desc ? total - 1 - i : i));
        };
        return sel;
    }
    auto picked = std::make_shared<std::vector<qint64>>();
    for (qint64 pos = first; pos < last; ++pos) {
        const qint64 seq = seqOf(pos);
        if (w.kindAt(c, seq) == q.kind)
            picked->push_back(seq);
    }
    sel.total = static_cast<qint64>(picked->size());
    sel.seqAt = [picked, total = sel.total, desc = q.desc](qint64 i) {
        return (*picked)[static_cast<std::size_t>(desc ? total - 1 - i : i)];
    };
    return sel;
}

bool EventSearch::matches(const World &w, const SimConversation &c, qint64 seq, const Query &q)
{
    if (!q.kind.empty() && w.kindAt(c, seq) != q.kind)
        return false;
    if (q.gte.isEmpty() && q.lt.isEmpty())
        return true;
    const QString ts = w.timestampAt(c, seq);
    if (!q.gte.isEmpty() && ts < q.gte)
        return false;
    return q.lt.isEmpty() || ts < q.lt;
}

EventSearch::Page EventSearch::newer(const World &w, const SimConversation &c, const Query &q)
{
    const qint64 n = c.visibleEvents();
    const qint64 bulk = c.bulk.count;
    Page page;
    auto bulkLowerBound = [&](const QString &bound) {
        qint64 lo = 0, hi = bulk;
        while (lo < hi) {
            const qint64 mid = lo + (hi - lo) / 2;
            if (w.timestampAt(c, mid) < bound)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    };
    qint64 i = std::clamp<qint64>(q.offset, 0, n); // a stale page_id is clamped, never refused
    qint64 resume = i;
    while (i < n) {
        const qint64 pos = q.desc ? n - 1 - i : i;
        // The bulk prefix is stored in timestamp order: skip the stretches a timestamp bound rules
        // out in one step (the result is what the one-by-one scan gives).
        if (pos < bulk && (!q.gte.isEmpty() || !q.lt.isEmpty())) {
            const QString ts = w.timestampAt(c, pos);
            const bool before = !q.gte.isEmpty() && ts < q.gte; // too old
            const bool after = !q.lt.isEmpty() && ts >= q.lt; // too new
            if (before || after) {
                qint64 next = n;
                if (!q.desc && before)
                    next = bulkLowerBound(q.gte); // the first bulk event >= gte
                else if (!q.desc)
                    next = bulk; // the rest of the bulk is newer still
                else if (after)
                    next = n - bulkLowerBound(q.lt); // the last bulk event < lt (n - 1 - (lb - 1))
                i = std::max(i + 1, next);
                resume = i;
                continue;
            }
        }
        const qint64 seq = c.storedSeq(pos);
        resume = i + 1;
        ++i;
        if (!matches(w, c, seq, q))
            continue;
        page.seqs.push_back(seq);
        if (static_cast<int>(page.seqs.size()) >= q.limit)
            break;
    }
    page.next = resume < n ? resume : -1;
    return page;
}

qint64 EventSearch::newerCount(const World &w, const SimConversation &c, const Query &q)
{
    if (q.kind.empty() && q.gte.isEmpty() && q.lt.isEmpty())
        return c.visibleEvents(); // the number of stored files
    Query all = q;
    all.offset = 0;
    all.limit = 100;
    all.desc = false;
    qint64 count = 0;
    for (;;) {
        const Page p = newer(w, c, all);
        count += static_cast<qint64>(p.seqs.size());
        if (p.next < 0)
            return count;
        all.offset = p.next;
    }
}

std::vector<qint64> EventSearch::exportOrder(World &w, SimConversation &c)
{
    std::vector<qint64> out;
    const qint64 n = c.visibleEvents();
    out.reserve(static_cast<std::size_t>(n));
    if (w.features().eventsStorageOrder || (c.storedInOrder && c.tsMonotonic)) {
        for (qint64 pos = 0; pos < n; ++pos)
            out.push_back(c.storedSeq(pos));
        return out;
    }
    return timestampOrder(w, c);
}

} // namespace Switchyard::Sim
