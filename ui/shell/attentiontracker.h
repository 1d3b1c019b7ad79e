// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/status.h"

#include <QHash>
#include <QObject>
#include <QPointer>

namespace Switchyard {

class Store;
struct StoreChanges;

/// Watches the store for conversations that change into a state the user wants to hear about:
/// waiting for confirmation, finished, failed. Only transitions of conversations already known are
/// reported (the first sync after a start or a profile switch is the baseline, so it never floods).
class AttentionTracker final : public QObject
{
    Q_OBJECT
public:
    enum class Event
    {
        WaitingForConfirmation,
        Finished,
        Failed,
    };
    Q_ENUM(Event)

    explicit AttentionTracker(QObject *parent = nullptr);
    /// Not owned; may be null. Takes the store's current records as the baseline.
    void setStore(Store *store);

Q_SIGNALS:
    void attention(Switchyard::AttentionTracker::Event event, const QString &conversationId, const QString &title);

private:
    void onChanged(const StoreChanges &changes);

    QPointer<Store> m_store;
    QHash<QString, ExecutionStatus> m_last;
};

} // namespace Switchyard
