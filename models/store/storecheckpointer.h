// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The write-ahead log's checkpoints, off the writer's thread. SQLite checkpoints on the connection
// that commits once the WAL holds 1,000 pages: on the writer's thread, between two batches, where
// it was about a sixth of an ingest's time (the WAL's pages copied back into the file). The
// writer's connection instead tells this one (its WAL hook), which checkpoints on a thread and a
// connection of its own. PASSIVE: it never waits for the writer or a reader, and they never wait
// for it. Should the WAL grow past kWriterPages anyway (the thread falls behind, or cannot open
// the file), the writer checkpoints itself as SQLite would, so the WAL stays bounded. Internal to
// models/store.

#include <QByteArray>
#include <QMutex>
#include <QString>
#include <QWaitCondition>

#include <atomic>
#include <memory>

class QThread;
struct sqlite3;

namespace Switchyard {

class StoreCheckpointer
{
public:
    /// SQLite's own threshold (wal_autocheckpoint's default).
    static constexpr int kPages = 1000;
    /// Past this many pages in the WAL the writer checkpoints itself (16 MB of 4 KiB pages). Under a
    /// steady stream of commits the thread seldom finds the WAL all copied as a write begins, which
    /// is when SQLite starts it over; the writer's checkpoint then copies only what is left.
    static constexpr int kWriterPages = 4000;

    /// Takes the checkpoints over from `writer`, the writer's open connection to the file at `path`:
    /// this thread checkpoints once the WAL holds `pages`, the writer once it holds `writerPages`.
    StoreCheckpointer(sqlite3 *writer, const QString &path, int pages = kPages, int writerPages = kWriterPages);
    /// Gives them back to the writer's connection (SQLite's automatic checkpoints), then stops.
    ~StoreCheckpointer();
    StoreCheckpointer(const StoreCheckpointer &) = delete;
    StoreCheckpointer &operator=(const StoreCheckpointer &) = delete;

    /// While true the writer checkpoints itself at `pages`, as SQLite would, and the thread rests:
    /// for the index's background build, whose commits rewrite many of the pages they wrote (FTS5's
    /// merges) while the thread pool makes the next chunk's documents on every core. There the
    /// thread's copies cost more than they saved: 1,000,000 events indexed at 41,000-49,000/s
    /// against 53,000/s (bench_search). The writer's thread only.
    void setInline(bool inlined) { m_inline.store(inlined, std::memory_order_relaxed); }

    /// Checkpoints this thread ran, and those the writer ran itself (tests).
    [[nodiscard]] int checkpoints() const { return m_done.load(std::memory_order_relaxed); }
    [[nodiscard]] int writerCheckpoints() const { return m_writerDone.load(std::memory_order_relaxed); }
    /// The thread's last checkpoint copied every frame the WAL held: the next write starts it over.
    [[nodiscard]] bool caughtUp() const { return m_caughtUp.load(std::memory_order_relaxed); }
    /// The thread has run a checkpoint for every commit that asked for one (tests).
    [[nodiscard]] bool idle() const
    {
        QMutexLocker lock(&m_mutex);
        return m_served == m_asked;
    }

private:
    static int walHook(void *self, sqlite3 *db, const char *schema, int pages);
    void run();

    sqlite3 *m_writer = nullptr;
    const int m_pages;
    const int m_writerPages;
    QByteArray m_path; ///< UTF-8, as sqlite3_open_v2 takes it
    std::unique_ptr<QThread> m_thread;
    mutable QMutex m_mutex;
    QWaitCondition m_wake;
    quint64 m_asked = 0; ///< commits that asked for a checkpoint; guarded by m_mutex
    quint64 m_served = 0; ///< m_asked when the thread's last checkpoint began; guarded by m_mutex
    bool m_stop = false; ///< guarded by m_mutex
    std::atomic<int> m_done{0};
    std::atomic<int> m_writerDone{0};
    std::atomic<bool> m_caughtUp{false};
    std::atomic<bool> m_inline{false};
};

} // namespace Switchyard
