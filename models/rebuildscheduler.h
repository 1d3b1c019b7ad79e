// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// RebuildScheduler: when a model that follows the Store rebuilds on a pool thread. Store change
// sets are coalesced (100 ms); one build runs at a time and a newer request supersedes the running
// one (its result is dropped, at most twice in a row, so results still arrive); while inactive (the
// view is hidden) requests only mark the model stale, and becoming active rebuilds. Snapshots taken
// synchronously by the caller bump the generation, so a build started before them is dropped.
//
// The model keeps the build itself:
//     rebuildFromStore(): if (!m_rebuild.begin()) return; ... start the pool work with generation()
//     finished:           m_rebuild.ended(); if (m_rebuild.accept(result.generation)) adopt(result);
//                         m_rebuild.continueIfAsked();

#include <QObject>
#include <QTimer>

#include <functional>

namespace Switchyard {

class RebuildScheduler final : public QObject
{
    Q_OBJECT
public:
    /// `rebuild` is the model's rebuildFromStore(): called when the coalescing timer fires and when
    /// a request came while a build ran.
    RebuildScheduler(std::function<void()> rebuild, QObject *parent);

    void setActive(bool active);
    [[nodiscard]] bool isActive() const { return m_active; }
    /// True while a rebuild is scheduled or running on the pool.
    [[nodiscard]] bool isRebuilding() const { return m_timer.isActive() || m_building; }

    /// A store change: rebuild after the coalescing delay (or when active again).
    void schedule();
    /// Whether the caller starts a build now (active, none running); else it is marked to follow.
    [[nodiscard]] bool begin();
    /// The pool build ended (with or without a result).
    void ended();
    /// Whether a finished build's result is adopted: still current (same generation, and the input
    /// the model checks itself still matches) and not superseded.
    [[nodiscard]] bool accept(quint64 buildGeneration, bool inputStillMatches = true);
    /// Starts the build a newer request asked for while one ran.
    void continueIfAsked();
    /// The running build's result will be of no use (its input changed meaning).
    void supersedeRunning();

    [[nodiscard]] quint64 generation() const { return m_generation; }
    /// A synchronous snapshot: results of builds started before it are dropped.
    void invalidate() { ++m_generation; }
    /// Another store: as invalidate(), and nothing stale is left to rebuild.
    void forget();

private:
    static constexpr int kDelayMs = 100;
    static constexpr int kMaxDroppedResults = 2;
    std::function<void()> m_rebuild;
    QTimer m_timer; ///< the coalescing delay
    bool m_building = false; ///< a build runs on the pool
    bool m_buildAgain = false; ///< a newer request came while building
    bool m_stale = false; ///< store changes seen while inactive
    bool m_active = true;
    int m_dropped = 0;
    quint64 m_generation = 0;
};

} // namespace Switchyard
