// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/timeline/storetimelinesource.h"

#include "models/read/storereader.h"
#include "models/timeline/storeeventscan.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace Switchyard {

StoreTimelineSource::StoreTimelineSource(StoreReader *store, const QString &conversationId, QObject *parent)
    : TimelineSource(parent)
    , m_store(store)
    , m_conversationId(conversationId)
    , m_turnsGeneration(std::make_shared<std::atomic<quint64>>(0))
    , m_findGeneration(std::make_shared<std::atomic<quint64>>(0))
    , m_countGeneration(std::make_shared<std::atomic<quint64>>(0))
{
    if (m_store)
        connect(m_store, &StoreReader::changed, this, &StoreTimelineSource::onChanged);
}

QString StoreTimelineSource::conversationId() const
{
    return m_conversationId;
}

qint64 StoreTimelineSource::eventCount() const
{
    return m_store ? m_store->eventCount(m_conversationId) : 0;
}

QList<EventSummary> StoreTimelineSource::summaries(qint64 fromSeq, qint64 count) const
{
    return m_store ? m_store->eventSummaries(m_conversationId, fromSeq, count) : QList<EventSummary>();
}

std::optional<Event> StoreTimelineSource::event(qint64 seq) const
{
    return m_store ? m_store->event(m_conversationId, seq) : std::nullopt;
}

bool StoreTimelineSource::canFetchOlder() const
{
    return m_store && m_store->eventCount(m_conversationId) > 0 && !m_store->hasFullHistory(m_conversationId);
}

void StoreTimelineSource::fetchOlder()
{
    if (m_store)
        m_store->requestOlderEvents(m_conversationId);
}

OpenEnum<ExecutionStatus> StoreTimelineSource::executionStatus() const
{
    if (!m_store)
        return {};
    const auto record = m_store->conversation(m_conversationId);
    if (!record)
        return {};
    if (!record->displayExecution.isAbsent())
        return record->displayExecution;
    return record->conversation.executionStatus;
}

StoreTimelineSource::~StoreTimelineSource()
{
    for (const auto &generation : {m_turnsGeneration, m_findGeneration, m_countGeneration})
        generation->store(~quint64(0));
    for (auto it = m_running.begin(); it != m_running.end(); ++it)
        it->waitForFinished(); // at most one chunk of a scan: the store file must outlive it
}

/// Runs work on the thread pool and calls done(result) on this thread unless this is gone.
template<typename Work, typename Done>
void StoreTimelineSource::runScan(Work work, Done done)
{
    auto *watcher = new QFutureWatcher<qint64>(this);
    const QFuture<qint64> future = QtConcurrent::run(std::move(work));
    const quint64 serial = ++m_scanSerial;
    m_running.insert(serial, future);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, serial, done] {
        watcher->deleteLater();
        m_running.remove(serial);
        done(watcher->result());
    });
    watcher->setFuture(future);
}

void StoreTimelineSource::countUserTurnsBefore(qint64 seq)
{
    if (!m_store) {
        TimelineSource::countUserTurnsBefore(seq);
        return;
    }
    const quint64 generation = ++*m_turnsGeneration;
    runScan(
        [path = m_store->path(), id = m_conversationId, seq, latest = m_turnsGeneration, generation] {
            return StoreEventScan::countUserTurns(path, id, seq, latest.get(), generation);
        },
        [this, seq](qint64 count) {
            if (count != -2)
                Q_EMIT userTurnsCounted(seq, count);
        });
}

void StoreTimelineSource::findText(quint64 requestId, const QString &needle, qint64 fromSeq, bool forward)
{
    if (!m_store) {
        TimelineSource::findText(requestId, needle, fromSeq, forward);
        return;
    }
    const quint64 generation = ++*m_findGeneration;
    runScan(
        [path = m_store->path(), id = m_conversationId, needle, fromSeq, forward, count = eventCount(),
         latest = m_findGeneration, generation] {
            return StoreEventScan::findText(path, id, needle, fromSeq, forward, count, latest.get(), generation);
        },
        [this, requestId](qint64 seq) {
            if (seq != -2) // -2: superseded by a newer request
                Q_EMIT textFound(requestId, seq);
        });
}

void StoreTimelineSource::countText(quint64 requestId, const QString &needle)
{
    if (!m_store) {
        TimelineSource::countText(requestId, needle);
        return;
    }
    const quint64 generation = ++*m_countGeneration;
    runScan(
        [path = m_store->path(), id = m_conversationId, needle, count = eventCount(), latest = m_countGeneration,
         generation] {
            return StoreEventScan::countText(path, id, needle, count, latest.get(), generation);
        },
        [this, requestId](qint64 count) {
            if (count != -2)
                Q_EMIT textCounted(requestId, count);
        });
}

void StoreTimelineSource::onChanged(const StoreChanges &changes)
{
    if (changes.eventsReset.contains(m_conversationId)) {
        Q_EMIT reset();
    } else {
        if (const auto p = changes.eventsPrepended.constFind(m_conversationId); p != changes.eventsPrepended.cend())
            Q_EMIT eventsPrepended(*p);
        const auto it = changes.eventsAppended.constFind(m_conversationId);
        if (it != changes.eventsAppended.constEnd())
            Q_EMIT eventsAppended(*it);
    }
    if (changes.conversations.changed.contains(m_conversationId)
        || changes.conversations.inserted.contains(m_conversationId))
        Q_EMIT statusChanged();
}

} // namespace Switchyard
