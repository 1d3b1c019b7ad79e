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
        for (qsizetype i = from; i < to && !cancelled->load(); ++i) {
            auto parsed = reader->event(i);
            if (parsed.ok())
                events.append(std::move(parsed).value());
            else
                problems.append({reader->entryName(i), parsed.error().message});
        }
        if (cancelled->load())
            return;
        QMetaObject::invokeMethod(
            self.data(),
            [self, from, to, events = std::move(events), problems = std::move(problems)] {
                if (self)
                    self->applyBatch(from, to, events, problems);
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
    if (!events.isEmpty()) {
        EventCursor cursor;
        cursor.timestamp = events.last().timestamp;
        m_store->appendEvents(m_reader->conversation().id, events, cursor);
    }
    m_imported += events.size();
    Q_EMIT progress(m_imported, m_reader->eventCount());
    if (from == 0)
        Q_EMIT firstScreenReady();
    importBatch(next);
}

} // namespace Switchyard
