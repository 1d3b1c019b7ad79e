// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/trajectory/replaycontroller.h"

#include "models/domain/timestamp.h"
#include "models/store/store.h"
#include "models/trajectory/trajectoryreader.h"

#include <algorithm>

namespace Switchyard {

ReplayController::ReplayController(std::shared_ptr<TrajectoryReader> reader, Store *store, QObject *parent)
    : QObject(parent)
    , m_reader(std::move(reader))
    , m_store(store)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (step() && m_playing)
            scheduleNext();
    });
    m_store->applyConversations({m_reader->conversation()}, 1);
}

ReplayController::~ReplayController() = default;

qint64 ReplayController::count() const
{
    return m_reader->eventCount();
}

void ReplayController::setSpeed(double speed)
{
    m_speed = std::clamp(speed, 0.1, 10000.0);
}

void ReplayController::setDelayBounds(int minMs, int maxMs)
{
    m_minDelay = std::max(0, minMs);
    m_maxDelay = std::max(m_minDelay, maxMs);
}

void ReplayController::play()
{
    if (m_position >= count() || m_playing)
        return;
    m_playing = true;
    m_timer.start(0);
    Q_EMIT playingChanged(true);
}

void ReplayController::pause()
{
    if (!m_playing)
        return;
    m_playing = false;
    m_timer.stop();
    Q_EMIT playingChanged(false);
}

bool ReplayController::step()
{
    // Entries that cannot be read are skipped (the reader lists them in problems()).
    while (m_position < count()) {
        const qint64 index = m_position++;
        auto event = (m_next && m_nextIndex == index) ? Api::Result<Event>(std::move(*m_next)) : m_reader->event(index);
        m_next.reset();
        if (!event.ok())
            continue;
        const QDateTime t = parseTimestamp(event.value().timestamp);
        m_previousTimeMs = t.isValid() ? t.toMSecsSinceEpoch() : m_previousTimeMs;
        EventCursor cursor;
        cursor.timestamp = event.value().timestamp;
        m_store->appendEvents(m_reader->conversation().id, {event.value()}, cursor);
        Q_EMIT positionChanged(m_position, count());
        if (m_position >= count()) {
            pause();
            Q_EMIT finished();
        }
        return true;
    }
    pause();
    Q_EMIT finished();
    return false;
}

qint64 ReplayController::gapMs(qint64 index)
{
    if (index >= count() || m_previousTimeMs < 0)
        return m_minDelay;
    // The timestamp needs the entry: parse it once here and hand it to the next step().
    auto next = m_reader->event(index);
    if (!next.ok())
        return m_minDelay;
    const QDateTime t = parseTimestamp(next.value().timestamp);
    m_next = std::move(next).value();
    m_nextIndex = index;
    return t.isValid() ? std::max<qint64>(0, t.toMSecsSinceEpoch() - m_previousTimeMs) : m_minDelay;
}

void ReplayController::scheduleNext()
{
    if (m_position >= count())
        return;
    const auto delay = qint64(double(gapMs(m_position)) / m_speed);
    m_timer.start(int(std::clamp<qint64>(delay, m_minDelay, m_maxDelay)));
}

} // namespace Switchyard
