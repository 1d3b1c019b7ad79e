// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/status.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <functional>

class QTimer;

namespace Switchyard {

class QuestionTracker;
class StoreReader;
struct StoreChanges;

/// Watches the store for conversations that change into a state the user wants to hear about:
/// waiting for confirmation, finished, failed. Only transitions of conversations already known are
/// reported (the first sync after a start or a profile switch is the baseline, so it never floods).
/// Once a minute it also checks the lifecycle estimates (spec §13.5): a working agent whose sandbox
/// will probably be paused within minutes (idle pause or the 12-hour cap) is reported once, until
/// the estimate stops warning.
class AttentionTracker final : public QObject
{
    Q_OBJECT
public:
    enum class Event
    {
        WaitingForConfirmation,
        Finished,
        Failed,
        PausingSoon, ///< the agent works, but its sandbox will probably be paused within minutes
        Question, ///< the agent asked a question and waits for the answer
    };
    Q_ENUM(Event)

    explicit AttentionTracker(QObject *parent = nullptr);
    /// Not owned; may be null. Takes the store's current records as the baseline.
    void setStore(StoreReader *store);
    /// Which conversations have a question waiting (owned; follows the store set here).
    [[nodiscard]] QuestionTracker *questions() const { return m_questions; }
    /// The clock of the lifecycle check (tests replace it); UTC.
    void setClock(std::function<QDateTime()> clock);
    /// Checks every conversation's lifecycle estimate now (the timer calls it every minute).
    void checkLifecycle();

Q_SIGNALS:
    void attention(Switchyard::AttentionTracker::Event event, const QString &conversationId, const QString &title);

private:
    void onChanged(const StoreChanges &changes);

    QPointer<StoreReader> m_store;
    QHash<QString, ExecutionStatus> m_last;
    QSet<QString> m_warned; ///< conversations told about a coming pause, until it no longer warns
    std::function<QDateTime()> m_clock;
    QTimer *m_lifecycleTimer = nullptr;
    QuestionTracker *m_questions = nullptr;
};

} // namespace Switchyard
