// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// SandboxMapModel: every sandbox, the conversations on it and the findings derived from them
// (issue 9). The pure part is build(): typed input in, SandboxMapSnapshot out. The QObject keeps the
// current snapshot, follows the Store (or takes snapshots from a caller), records observed status
// transitions, and announces what changed as a SandboxMapDelta (never a reset).

#include "models/sandboxmap/sandboxmaptypes.h"

#include <QObject>
#include <QPointer>

#include <functional>

namespace Switchyard {

class Store;

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
    [[nodiscard]] static SandboxMapInput inputFrom(const QList<Api::Sandbox> &sandboxes,
                                                   const QList<Api::Conversation> &conversations,
                                                   const Api::Tolerant<Api::GroupingStrategy> &grouping = {});

    /// Follows `store` (Store::changed); nullptr detaches. Replaces any snapshot set by hand.
    void setStore(Store *store);
    [[nodiscard]] Store *store() const;
    /// Takes a snapshot from the caller (tests, or a client without a store).
    void setSnapshot(const QList<Api::Sandbox> &sandboxes, const QList<Api::Conversation> &conversations,
                     const Api::Tolerant<Api::GroupingStrategy> &grouping = {});
    void setInput(const SandboxMapInput &input);

    [[nodiscard]] const SandboxMapSnapshot &snapshot() const { return m_snapshot; }

    /// The clock used to time-stamp observed transitions (tests replace it).
    void setClock(std::function<QDateTime()> clock);

Q_SIGNALS:
    /// After every new snapshot that differs from the previous one.
    void changed(const Switchyard::SandboxMapDelta &delta);

private:
    void rebuildFromStore();
    void apply(SandboxMapInput input);

    SandboxMapSnapshot m_snapshot;
    QHash<QString, QList<SandboxTransition>> m_observed; ///< sandbox id -> transitions seen here
    std::function<QDateTime()> m_clock;
    void scheduleRebuild();
    static constexpr int kRebuildDelayMs = 100;
    bool m_rebuildPending = false;
    QPointer<Store> m_store;
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::SandboxMapDelta)
