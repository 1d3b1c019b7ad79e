// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/event.h"

#include <QObject>
#include <QTimer>

#include <memory>
#include <optional>

namespace Switchyard {

class Store;
class TrajectoryReader;

/// Steps through a trajectory event by event: each step appends the next event to a Store (an
/// in-memory one the timeline shows), by hand or at a chosen speed. At speed s the pause between
/// two events is their real time gap divided by s, clamped to [minDelay, maxDelay] so that long
/// idle gaps do not stall the replay.
class ReplayController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReplayController)
public:
    ReplayController(std::shared_ptr<TrajectoryReader> reader, Store *store, QObject *parent = nullptr);
    ~ReplayController() override;

    [[nodiscard]] qint64 position() const { return m_position; }
    [[nodiscard]] qint64 count() const;
    [[nodiscard]] bool isPlaying() const { return m_playing; }
    [[nodiscard]] double speed() const { return m_speed; }

    void setSpeed(double speed);
    /// Delay bounds between two steps while playing.
    void setDelayBounds(int minMs, int maxMs);

    void play();
    void pause();
    /// Appends the next event; false at the end.
    bool step();

Q_SIGNALS:
    void positionChanged(qint64 position, qint64 count);
    void playingChanged(bool playing);
    void finished();

private:
    void scheduleNext();
    qint64 gapMs(qint64 index);

    std::shared_ptr<TrajectoryReader> m_reader;
    Store *m_store = nullptr;
    QTimer m_timer;
    qint64 m_position = 0;
    bool m_playing = false; ///< the single-shot timer is idle between steps, so it cannot say
    double m_speed = 10.0;
    int m_minDelay = 30;
    int m_maxDelay = 2000;
    qint64 m_previousTimeMs = -1;
    std::optional<Event> m_next; ///< the entry gapMs() already parsed
    qint64 m_nextIndex = -1;
};

} // namespace Switchyard
