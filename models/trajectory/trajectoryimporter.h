// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/trajectory/trajectoryreader.h"

#include <QObject>
#include <QSet>
#include <QString>

#include <atomic>
#include <memory>

namespace Switchyard {

class Store;

/// Loads a trajectory into a (read-only, in-memory) Store so the same item models and views show
/// it as a live conversation. Entries are inflated and parsed on a worker thread in batches; the
/// first batch is small so the first screen appears at once, the rest follows in the background.
/// Unreadable entries are skipped and reported in problems(); nothing read is lost. An event that
/// appears more than once (same id) is imported once: imported() counts what the store shows.
class TrajectoryImporter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrajectoryImporter)
public:
    TrajectoryImporter(std::shared_ptr<TrajectoryReader> reader, Store *store, QObject *parent = nullptr);
    ~TrajectoryImporter() override;

    /// Writes the conversation record at once, then starts the background import.
    void start();
    void cancel();
    [[nodiscard]] bool isFinished() const { return m_finished; }
    [[nodiscard]] QList<TrajectoryProblem> problems() const { return m_problems; }
    [[nodiscard]] qint64 imported() const { return m_imported; }
    /// Entries left out because an event with the same id was already imported (the reader's
    /// repeated entry names and repeated ids inside entries).
    [[nodiscard]] qint64 duplicates() const { return m_duplicates + m_reader->duplicateEntries(); }
    [[nodiscard]] const TrajectoryReader &reader() const { return *m_reader; }

    /// Size of the first batch (the first screen) and of the following ones.
    static constexpr int kFirstBatch = 200;
    static constexpr int kBatch = 2000;
    /// A batch also ends once its events hold this many bytes (the memory budget of one batch).
    static constexpr qint64 kBatchBytes = 64ll << 20;

Q_SIGNALS:
    void progress(qint64 imported, qint64 total);
    /// The first batch is in the store.
    void firstScreenReady();
    void finished();

private:
    void importBatch(qsizetype from);
    void applyBatch(qsizetype from, qsizetype next, const QList<Event> &events,
                    const QList<TrajectoryProblem> &problems);

    std::shared_ptr<TrajectoryReader> m_reader;
    Store *m_store = nullptr;
    std::shared_ptr<std::atomic_bool> m_cancelled;
    QList<TrajectoryProblem> m_problems;
    qint64 m_imported = 0;
    qint64 m_duplicates = 0;
    QSet<QString> m_seenIds;
    bool m_finished = false;
};

} // namespace Switchyard
