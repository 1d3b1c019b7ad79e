// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// SandboxMapModel: every sandbox, the conversations on it and the findings derived from them
// (issue 9). The pure part is build(): typed input in, SandboxMapSnapshot out. The QObject keeps the
// current snapshot, follows the Store (or takes snapshots from a caller), records observed status
// transitions, and announces what changed as a SandboxMapDelta (never a reset).
//
// Following a store: change sets are coalesced (100 ms), then the records are handed over as an
// implicitly shared snapshot of plain values and build() + diff() run on a pool thread; only the
// finished snapshot is swapped in on this thread. One build runs at a time; a newer request waits
// and supersedes the running one (its result is dropped, at most twice in a row so a busy server
// still sees results). While inactive (setActive(false): the map is not shown) store changes only
// mark the map stale; it is rebuilt when it becomes active again. setSnapshot()/setInput() stay
// synchronous and win over any build still running.

#include "models/rebuildscheduler.h"
#include "models/sandboxmap/sandboxmaptypes.h"

#include <QObject>
#include <QPointer>

template<typename T>
class QFutureWatcher;

#include <functional>

namespace Switchyard {

class StoreReader;

class SandboxMapModel final : public QObject
{
    Q_OBJECT
public:
    explicit SandboxMapModel(QObject *parent = nullptr);
    ~SandboxMapModel() override;
    Q_DISABLE_COPY_MOVE(SandboxMapModel)

    /// Pure: derives the map from one input. Deterministic for equal input.
    [[nodiscard]] static SandboxMapSnapshot build(const SandboxMapInput &input);
    /// Pure: the ids that differ between two snapshots.
    [[nodiscard]] static SandboxMapDelta diff(const SandboxMapSnapshot &before, const SandboxMapSnapshot &after);
    /// Wraps bare API records as input (nothing is gone, no transitions).
    [[nodiscard]] static SandboxMapInput inputFrom(const QList<Sandbox> &sandboxes,
                                                   const QList<Conversation> &conversations,
                                                   const OpenEnum<GroupingStrategy> &grouping = {});

    /// Follows `store` (Store::changed); nullptr detaches. Replaces any snapshot set by hand.
    void setStore(StoreReader *store);
    [[nodiscard]] StoreReader *store() const;
    /// Takes a snapshot from the caller (tests, or a client without a store).
    void setSnapshot(const QList<Sandbox> &sandboxes, const QList<Conversation> &conversations,
                     const OpenEnum<GroupingStrategy> &grouping = {});
    void setInput(const SandboxMapInput &input);

    [[nodiscard]] const SandboxMapSnapshot &snapshot() const { return m_snapshot; }

    /// Whether store changes are followed right away (default) or only marked stale until the model
    /// is active again (the map is hidden). Becoming active with stale data starts a rebuild.
    void setActive(bool active);
    [[nodiscard]] bool isActive() const { return m_rebuild->isActive(); }
    /// True while a store rebuild is scheduled or running on the pool.
    [[nodiscard]] bool isRebuilding() const { return m_rebuild->isRebuilding(); }

    /// The clock used to time-stamp observed transitions (tests replace it).
    void setClock(std::function<QDateTime()> clock);

Q_SIGNALS:
    /// After every new snapshot that differs from the previous one.
    void changed(const Switchyard::SandboxMapDelta &delta);

private:
    using Observed = QHash<QString, QList<SandboxTransition>>;
    struct Built
    {
        SandboxMapSnapshot snapshot;
        SandboxMapDelta delta;
        Observed observed;
        quint64 generation = 0;
    };
    /// Pure: observed transitions + build + diff (runs on a pool thread for store rebuilds).
    [[nodiscard]] static Built compute(SandboxMapInput input, Observed observed, const SandboxMapSnapshot &before,
                                       const QDateTime &now);
    void rebuildFromStore();
    void apply(SandboxMapInput input);
    void adopt(Built built);
    void buildFinished();

    SandboxMapSnapshot m_snapshot;
    Observed m_observed; ///< sandbox id -> transitions seen here
    std::function<QDateTime()> m_clock;
    RebuildScheduler *m_rebuild;
    QFutureWatcher<Built> *m_watcher = nullptr;
    QPointer<StoreReader> m_store;
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::SandboxMapDelta)
