// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/ (switchyard_models; no widgets).
//
// When the user was away, and the digest of what happened meanwhile (issue 31, awaydigest.h). The
// window tells when it is in use (setActive); the "last seen" mark is the store's (per server,
// persisted: Store::setLastSeen, with the summed cost then). On start the digest covers the time
// since the last session's mark, once the first conversation listing of this session arrived (the
// cache alone is stale); afterwards, when the window comes back after Digest::kAwayMs or more.
// An empty digest is not offered.

#include "models/attention/awaydigest.h"

#include <QMetaType>
#include <QObject>
#include <QPointer>

#include <functional>

namespace Switchyard {

class Store;
struct StoreChanges;

class AwayTracker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AwayTracker)
public:
    explicit AwayTracker(Store *store, QObject *parent = nullptr);
    /// Marks the store seen now when the window was in use.
    ~AwayTracker() override;

    /// UTC ms (tests move it).
    void setClock(std::function<qint64()> clock);
    /// The window is in use (active) or not.
    void setActive(bool active);
    [[nodiscard]] bool isActive() const { return m_active; }
    /// What happened since `sinceMs` (UTC ms), up to now.
    [[nodiscard]] AwayDigest digestSince(qint64 sinceMs) const;

Q_SIGNALS:
    /// The user is back (or the app started) and something happened since they last looked.
    void digestReady(const Switchyard::AwayDigest &digest);

private:
    void onChanged();
    void offer(qint64 sinceMs);
    void markSeen();
    [[nodiscard]] qint64 now() const;

    QPointer<Store> m_store;
    std::function<qint64()> m_clock;
    bool m_active = false;
    qint64 m_startSince = 0; ///< the last session's mark, offered once the list is fresh (0: done/none)
    double m_startCost = -1.0;
    qint64 m_awaySince = 0; ///< when the window was left (0: in use)
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::AwayDigest)
