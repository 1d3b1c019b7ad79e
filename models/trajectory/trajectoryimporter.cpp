// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/trajectory/trajectoryimporter.h"

#include "models/logging.h"
#include "models/store/store.h"

#include <QPointer>
#include <QtConcurrent>

namespace Switchyard {

TrajectoryImporter::TrajectoryImporter(std::shared_ptr<TrajectoryReader> reader, Store *store, QObject *parent)
    : QObject(parent)
    , m_reader(std::move(reader))
    , m_store(store)
    , m_cancelled(std::make_shared<std::atomic_bool>(false))
{
    m_problems = m_reader->problems();
}

TrajectoryImporter::~TrajectoryImporter()
{
    cancel();
}

void TrajectoryImporter::start()
{
    m_store->applyConversations({m_reader->conversation()}, 1);
    importBatch(0);
}

void TrajectoryImporter::cancel()
{
    m_cancelled->store(true);
}

void TrajectoryImporter::importBatch(qsizetype from)
{
    const qsizetype total = m_reader->eventCount();
    if (from >= total || m_cancelled->load()) {
        m_finished = true;
        Q_EMIT progress(m_imported, total);
        Q_EMIT finished();
        return;
    }
    const qsizetype count = from == 0 ? kFirstBatch : kBatch;
    const qsizetype to = std::min(total, from + count);
    QPointer<TrajectoryImporter> self(this);
    auto reader = m_reader;
    auto cancelled = m_cancelled;
    // The worker only reads and parses; the store is written on this object's thread.
    (void)QtConcurrent::run([self, reader, cancelled, from, to] {
        QList<Event> events;
        QList<TrajectoryProblem> problems;
        events.reserve(to - from);
        qint64 bytes = 0;
        qsizetype next = from;
        while (next < to && bytes < kBatchBytes && !cancelled->load()) {
            auto parsed = reader->event(next);
            if (parsed.ok()) {
                bytes += parsed.value().raw.size();
                events.append(std::move(parsed).value());
            } else {
                problems.append({reader->entryName(next), parsed.error().message});
            }
            ++next;
        }
        if (cancelled->load())
            return;
        QMetaObject::invokeMethod(
            self.data(),
            [self, from, next, events = std::move(events), problems = std::move(problems)] {
                if (self)
                    self->applyBatch(from, next, events, problems);
            },
            Qt::QueuedConnection);
    });
}

void TrajectoryImporter::applyBatch(qsizetype from, qsizetype next, const QList<Event> &events,
                                    const QList<TrajectoryProblem> &problems)
{
    if (m_cancelled->load())
        return;
    m_problems.append(problems);
    // A trajectory may hold an event more than once (a repeated entry): the store keeps one, and
    // so does the count the user is told.
    QList<Event> fresh;
    fresh.reserve(events.size());
    for (const Event &e : events) {
        if (e.id.isEmpty()) { // the store keeps no event without an id
            m_problems.append({QString(), tr("An event without an id was skipped.")});
            continue;
        }
        if (m_seenIds.contains(e.id)) {
            ++m_duplicates;
            continue;
        }
        m_seenIds.insert(e.id);
        fresh.append(e);
    }
    if (!fresh.isEmpty()) {
        EventCursor cursor;
        cursor.timestamp = fresh.last().timestamp;
        m_store->appendEvents(m_reader->conversation().id, fresh, cursor);
    }
    m_imported += fresh.size();
    Q_EMIT progress(m_imported, m_reader->eventCount());
    if (from == 0)
        Q_EMIT firstScreenReady();
    importBatch(next);
}

} // namespace Switchyard
