// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/storecheckpointer.h"

#include "models/logging.h"

#include <QThread>

#include <sqlite3.h>

namespace Switchyard {

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
    if (pages >= that->m_writerPages) {
        // Bounded: the thread fell behind (or has no connection). PASSIVE here too, as SQLite's.
        if (sqlite3_wal_checkpoint_v2(db, schema, SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr) == SQLITE_OK)
            that->m_writerDone.fetch_add(1, std::memory_order_relaxed);
        return SQLITE_OK;
    }
    if (pages >= that->m_pages) {
        QMutexLocker lock(&that->m_mutex);
        that->m_wanted = true;
        that->m_wake.wakeOne();
    }
    return SQLITE_OK;
}

void StoreCheckpointer::run()
{
    sqlite3 *db = nullptr;
    const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX;
    if (sqlite3_open_v2(m_path.constData(), &db, flags, nullptr) != SQLITE_OK) {
        qCWarning(lcStore) << "the checkpoint thread cannot open the cache; the writer checkpoints itself:"
                           << (db ? sqlite3_errmsg(db) : "out of memory");
        sqlite3_close(db);
        db = nullptr;
    }
    if (db)
        sqlite3_busy_timeout(db, 1000);
    for (;;) {
        {
            QMutexLocker lock(&m_mutex);
            while (!m_wanted && !m_stop)
                m_wake.wait(&m_mutex);
            if (m_stop)
                break;
            m_wanted = false;
        }
        if (!db)
            continue;
        int logPages = 0;
        int copied = 0;
        const int rc = sqlite3_wal_checkpoint_v2(db, nullptr, SQLITE_CHECKPOINT_PASSIVE, &logPages, &copied);
        if (rc == SQLITE_OK)
            m_done.fetch_add(1, std::memory_order_relaxed);
        else if (rc != SQLITE_BUSY) // busy: another checkpoint runs (the writer's); the next commit asks again
            qCWarning(lcStore) << "a checkpoint failed:" << sqlite3_errmsg(db);
    }
    sqlite3_close(db);
}

} // namespace Switchyard
