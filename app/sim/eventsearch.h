// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>
#include <string>
#include <vector>

namespace Switchyard::Sim {

class World;
struct SimConversation;

/// /events/search over what the app server stored (spec §5.1, §13.2), in the two generations'
/// orders. Older servers load every event, filter, sort by the timestamp string and slice:
/// page_id is an offset into the filtered, sorted result. Newer servers walk the storage (mtime)
/// order lazily: page_id is an offset into that unfiltered order, clamped to its length, and the
/// next page starts after the last entry examined.
class EventSearch
{
public:
    struct Query
    {
        std::string kind; ///< empty = any
        QString gte; ///< naive isoformat() of timestamp__gte (empty = none)
        QString lt;
        bool desc = false;
        qint64 offset = 0;
        int limit = 100;
    };
    /// Older: the filtered events in timestamp order, as a position -> seq mapping.
    struct Selection
    {
        qint64 total = 0;
        std::function<qint64(qint64)> seqAt;
    };
    /// Newer: one page of seqs and the offset the next page starts at (-1 = none).
    struct Page
    {
        std::vector<qint64> seqs;
        qint64 next = -1;
    };

    static Selection older(World &w, SimConversation &c, const Query &q);
    static Page newer(const World &w, const SimConversation &c, const Query &q);
    static qint64 newerCount(const World &w, const SimConversation &c, const Query &q);
    /// The order of the /download trajectory: timestamp order (older), storage order (newer).
    static std::vector<qint64> exportOrder(World &w, SimConversation &c);

private:
    /// Stored seqs sorted by timestamp string (stable over storage order), cached per store version.
    static const std::vector<qint64> &timestampOrder(World &w, SimConversation &c);
    static bool matches(const World &w, const SimConversation &c, qint64 seq, const Query &q);
};

} // namespace Switchyard::Sim
