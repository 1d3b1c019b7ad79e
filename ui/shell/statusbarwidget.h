// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/read/storewritestatus.h"
#include "models/read/syncstate.h"

#include <QDateTime>
#include <QPointer>
#include <QWidget>

#include <functional>

class QLabel;
class QTimer;

namespace Switchyard {

class StoreReader;
class SyncStatus;

/// The permanent part of the status bar: which server, what the sync engine is doing, and how old
/// the newest confirmation from the server is ("confirmed 12 s ago", refreshed every second).
class StatusBarWidget final : public QWidget
{
    Q_OBJECT
public:
    explicit StatusBarWidget(QWidget *parent = nullptr);

    void setServer(const QString &name, const QString &url);
    /// Not owned; follows stateChanged(). Null: offline review (no sync).
    void setSyncStatus(SyncStatus *sync);
    void setSyncState(const SyncState &state);
    /// Not owned; follows writeStatusChanged(): "Cache write failed, retrying" while the store's
    /// writes fail (disk full, read-only file), gone once they are stored.
    void setStore(StoreReader *store);
    void setWriteStatus(const StoreWriteStatus &status);
    /// The cache's part ("Cache write failed, retrying"; empty while writes are stored).
    [[nodiscard]] QString cacheText() const;
    /// Offline review of a trajectory: no sync, says so.
    void setReadOnly(bool readOnly);
    /// Clock (tests inject one).
    void setClock(std::function<QDateTime()> now);

    [[nodiscard]] QString syncText() const;
    [[nodiscard]] QString confirmedText() const;

    /// "confirmed 5 s ago" / "3 min ago" / "never confirmed" (exposed for tests).
    [[nodiscard]] static QString ageText(const QDateTime &confirmed, const QDateTime &now);
    [[nodiscard]] static QString stateText(const SyncState &state);

private:
    void refreshAge();

    QLabel *m_server = nullptr;
    QLabel *m_sync = nullptr;
    QLabel *m_age = nullptr;
    QLabel *m_cache = nullptr;
    QPointer<StoreReader> m_store;
    QTimer *m_timer = nullptr;
    QPointer<SyncStatus> m_syncStatus;
    SyncState m_state;
    bool m_readOnly = false;
    std::function<QDateTime()> m_now;
};

} // namespace Switchyard
