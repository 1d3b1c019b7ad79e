// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/storecheckpointer.h"

#include "models/logging.h"

#include <QScopeGuard>
#include <QThread>

#include <sqlite3.h>

namespace Switchyard {

namespace {

/// The thread's own connection to the cache, ready to checkpoint; null, with a warning, when it
/// cannot be (the writer then checkpoints itself).
sqlite3 *openForCheckpoints(const QByteArray &path)
{
    sqlite3 *db = nullptr;
    bool ok = sqlite3_open_v2(path.constData(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr) == SQLITE_OK;
    if (ok) {
        sqlite3_busy_timeout(db, 1000);
        // A connection knows the file is in WAL mode only once it has read it: until then a
        // checkpoint does nothing (and says so only by the -1 it counts).
        ok = sqlite3_exec(db, "SELECT 1 FROM sqlite_master LIMIT 1", nullptr, nullptr, nullptr) == SQLITE_OK;
    }
    if (ok)
        return db;
    qCWarning(lcStore) << "the checkpoint thread cannot use the cache; the writer checkpoints itself:"
                       << (db ? sqlite3_errmsg(db) : "out of memory");
    sqlite3_close(db);
    return nullptr;
}

} // namespace

StoreCheckpointer::StoreCheckpointer(sqlite3 *writer, const QString &path, int pages, int writerPages)
    : m_writer(writer)
    , m_pages(pages)
    , m_writerPages(writerPages)
    , m_path(path.toUtf8())
{
    if (!m_writer)
        return;
    m_thread.reset(QThread::create([this] {
        run();
    }));
    m_thread->setObjectName(QStringLiteral("switchyard-checkpoint"));
    m_thread->start(QThread::LowPriority);
    sqlite3_wal_hook(m_writer, &StoreCheckpointer::walHook, this); // replaces the automatic checkpoints
}

StoreCheckpointer::~StoreCheckpointer()
{
    if (!m_writer)
        return;
    sqlite3_wal_autocheckpoint(m_writer, kPages); // SQLite's own hook again
    {
        QMutexLocker lock(&m_mutex);
        m_stop = true;
        m_wake.wakeOne();
    }
    m_thread->wait();
}

int StoreCheckpointer::walHook(void *self, sqlite3 *db, const char *schema, int pages)
{
    auto *that = static_cast<StoreCheckpointer *>(self);
    const bool inlined = that->m_inline.load(std::memory_order_relaxed);
    if (pages >= (inlined ? that->m_pages : that->m_writerPages)) {
        // Bounded: the thread fell behind (or has no connection), or the writer checkpoints itself
        // for now (setInline()). PASSIVE here too, as SQLite's.
        if (sqlite3_wal_checkpoint_v2(db, schema, SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr) == SQLITE_OK)
            that->m_writerDone.fetch_add(1, std::memory_order_relaxed);
        return SQLITE_OK;
    }
    if (pages >= that->m_pages) {
        QMutexLocker lock(&that->m_mutex);
        ++that->m_asked;
        that->m_wake.wakeOne();
    }
    return SQLITE_OK;
}

void StoreCheckpointer::run()
{
    sqlite3 *db = openForCheckpoints(m_path);
    for (;;) {
        quint64 asked = 0;
        {
            QMutexLocker lock(&m_mutex);
            while (m_served == m_asked && !m_stop)
                m_wake.wait(&m_mutex);
            if (m_stop)
                break;
            asked = m_asked; // the commits up to this one are in what the checkpoint sees
        }
        const auto served = qScopeGuard([this, asked] {
            QMutexLocker lock(&m_mutex);
            m_served = asked;
        });
        if (!db)
            continue;
        int logFrames = 0;
        int copied = 0;
        const int rc = sqlite3_wal_checkpoint_v2(db, nullptr, SQLITE_CHECKPOINT_PASSIVE, &logFrames, &copied);
        if (rc == SQLITE_OK && copied >= 0) {
            m_caughtUp.store(copied == logFrames, std::memory_order_relaxed);
            m_done.fetch_add(1, std::memory_order_relaxed);
        } else if (rc != SQLITE_BUSY) { // busy: another checkpoint runs (the writer's); the next commit asks again
            qCWarning(lcStore) << "a checkpoint failed:" << sqlite3_errmsg(db);
        }
    }
    sqlite3_close(db);
}

} // namespace Switchyard
