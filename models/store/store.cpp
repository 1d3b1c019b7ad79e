// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/store.h"

#include "models/api/codec.h"
#include "models/logging.h"
#include "models/store/store_p.h"
#include "models/store/storeschema.h"
#include "models/store/storewriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QPointer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QThread>
#include <QVariant>

#ifdef Q_OS_LINUX
#include <unistd.h>
#endif

namespace Switchyard {

namespace {

/// True when the live id `pid` cannot be the process that wrote a lock file at `written`. Linux
/// hands out thread ids from the same numbers as process ids, and QLockFile takes a live thread
/// of any process of our name for the holder: the id of a holder that died is soon a thread's of
/// another Switchyard, or a later process's. Both are told apart here: a thread's thread group is
/// another id, and a later process started after the file was written.
bool cannotHoldLock(qint64 pid, const QDateTime &written)
{
#ifdef Q_OS_LINUX
    const QString proc = QStringLiteral("/proc/%1/").arg(pid);
    QFile status(proc + QStringLiteral("status"));
    if (!status.open(QIODevice::ReadOnly))
        return false; // gone, or not ours to read: QLockFile's own checks decide
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("Tgid:") && line.mid(5).trimmed().toLongLong() != pid)
            return true; // a thread
    }
    QFile stat(proc + QStringLiteral("stat"));
    QFile system(QStringLiteral("/proc/stat"));
    if (!stat.open(QIODevice::ReadOnly) || !system.open(QIODevice::ReadOnly))
        return false;
    // After the command's closing parenthesis: field 3 (state) onwards; field 22 is the start, in
    // clock ticks after boot.
    const QByteArray s = stat.readAll();
    const QList<QByteArray> fields = s.mid(s.lastIndexOf(')') + 1).simplified().split(' ');
    qint64 bootSecs = -1;
    for (const QByteArray &line : system.readAll().split('\n')) {
        if (line.startsWith("btime "))
            bootSecs = line.mid(6).trimmed().toLongLong();
    }
    const long ticks = sysconf(_SC_CLK_TCK);
    if (fields.size() < 20 || bootSecs < 0 || ticks <= 0 || !written.isValid())
        return false;
    const qint64 startedSecs = bootSecs + fields.at(19).toLongLong() / ticks;
    return startedSecs > written.toSecsSinceEpoch() + 1; // a second of slack for the rounding
#else
    Q_UNUSED(pid)
    Q_UNUSED(written)
    return false;
#endif
}

/// The lock on the cache file at `path`; null, with `error` set, while another process holds it.
std::unique_ptr<QLockFile> lockCacheFile(const QString &path, QString *error)
{
    auto lock = std::make_unique<QLockFile>(path + QStringLiteral(".lock"));
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0)) {
        qint64 pid = 0;
        QString host, app;
        const bool info = lock->getLockInfo(&pid, &host, &app);
        // A holder that cannot be the writer left the file behind when it died. The removal
        // itself fails while a live holder keeps the file's flock (QLockFile's own guard).
        if (info && host == QSysInfo::machineHostName()
            && cannotHoldLock(pid, QFileInfo(lock->fileName()).lastModified()) && lock->removeStaleLockFile()
            && lock->tryLock(0)) {
            qCInfo(lcStore) << "a lock left by a process that ended was taken over:" << lock->fileName();
            return lock;
        }
        if (error)
            *error = Store::tr("The cache %1 is in use by another Switchyard (process %2).").arg(path).arg(pid);
        return nullptr;
    }
    return lock;
}

/// Opens the read-only connection `name` to the cache file at `path`.
bool openReadConnection(const QString &name, const QString &path, QString *error)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000;QSQLITE_OPEN_READONLY"));
    if (!db.open()) {
        if (error)
            *error = Store::tr("The cache file %1 cannot be opened: %2").arg(path, db.lastError().text());
        return false;
    }
    return true;
}

} // namespace

Store::Store(QObject *parent)
    : StoreReader(parent)
    , m(std::make_unique<Mirror>())
{
    m->clock.start();
    qRegisterMetaType<Switchyard::StoreChanges>();
    qRegisterMetaType<Switchyard::StoreWriteStatus>();
}

Store::~Store()
{
    if (m_thread) {
        if (m_writer) {
            // Let every posted write finish, then close the connection on its own thread.
            StoreWriter *writer = m_writer;
            QMetaObject::invokeMethod(
                writer,
                [writer] {
                    writer->close();
                },
                Qt::BlockingQueuedConnection);
        }
        m_thread->quit();
        m_thread->wait();
        delete m_writer;
        m_writer = nullptr;
        delete m_thread;
        m_thread = nullptr;
    }
    if (!m_readConnection.isEmpty()) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_readConnection, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_readConnection);
    }
}

std::unique_ptr<Store> Store::openFile(const QString &path, QString *error)
{
    std::unique_ptr<Store> s(new Store);
    if (!s->open(path, false, error))
        return nullptr;
    return s;
}

std::unique_ptr<Store> Store::openInMemory()
{
    std::unique_ptr<Store> s(new Store);
    s->m->tempDir = std::make_unique<QTemporaryDir>();
    QString error;
    if (!s->m->tempDir->isValid() || !s->open(s->m->tempDir->filePath(QStringLiteral("store.sqlite")), true, &error)) {
        qCWarning(lcStore) << "cannot create a temporary store:" << error;
        return nullptr;
    }
    return s;
}

bool Store::open(const QString &path, bool temporary, QString *error)
{
    m_path = path;
    m_temporary = temporary;
    const QFileInfo fi(path);
    if (!QDir().mkpath(fi.absolutePath())) {
        if (error)
            *error = tr("The cache folder %1 cannot be created.").arg(fi.absolutePath());
        return false;
    }
    if (!temporary) {
        // One process per cache file: a second one would interleave its writes with ours.
        m->lock = lockCacheFile(path, error);
        if (!m->lock)
            return false;
    }
    m_thread = new QThread;
    m_thread->setObjectName(QStringLiteral("switchyard-store"));
    m_writer = new StoreWriter;
    // Deltas come back to this thread in the order the writer produced them.
    m_writer->setDeliver([this](StoreDelta &&delta) {
        QMetaObject::invokeMethod(
            this,
            [this, delta = std::move(delta)] {
                applyDelta(delta);
            },
            Qt::QueuedConnection);
    });
    connect(m_writer, &StoreWriter::searchIndexProgress, this, &Store::searchIndexProgress, Qt::QueuedConnection);
    m_writer->moveToThread(m_thread);
    m_thread->start();

    bool ok = false;
    QString why;
    StoreDelta initial;
    StoreWriter *writer = m_writer;
    QMetaObject::invokeMethod(
        writer,
        [writer, path, &ok, &why, &initial] {
            ok = writer->open(path, &why, &initial);
        },
        Qt::BlockingQueuedConnection);
    if (!ok) {
        if (error)
            *error = why;
        return false;
    }
    // Summaries written in another language are redone before the first sync batch is written.
    QMetaObject::invokeMethod(
        writer,
        [writer] {
            writer->resummarizeIfStale();
            writer->buildSearchIndex(); // a cache from before the index: chunk by chunk, in the background
        },
        Qt::QueuedConnection);
    m_readConnection = writer->connectionName() + QStringLiteral("-r");
    if (!openReadConnection(m_readConnection, path, error))
        return false;
    m->fill(initial);
    loadArchive();
    loadResponses();
    loadSeen();
    loadWatch();
    loadReviewComments();
    loadVariantGroups();
    return true;
}

QString Store::path() const
{
    return m_path;
}

int Store::schemaVersion()
{
    return StoreSchema::kCurrentVersion;
}

// --- writes ---------------------------------------------------------------------------------------

quint64 Store::addTicket(QObject *context, std::function<void(bool)> callback)
{
    if (!callback)
        return 0;
    const quint64 ticket = m_nextTicket++;
    m_tickets.insert(ticket, Ticket{QPointer<QObject>(context), context != nullptr, std::move(callback)});
    return ticket;
}

void Store::runTicket(quint64 ticket, bool ok)
{
    if (ticket == 0)
        return;
    const Ticket t = m_tickets.take(ticket);
    if (t.callback && (!t.hasContext || t.context))
        t.callback(ok);
}

void Store::post(std::unique_ptr<StoreBatch> batch, QObject *context, Committed done)
{
    if (!m_writer) {
        if (done)
            QMetaObject::invokeMethod(
                context ? context : this,
                [done] {
                    done(false);
                },
                Qt::QueuedConnection);
        return;
    }
    StoreWriter *writer = m_writer;
    const quint64 ticket = addTicket(context, std::move(done));
    std::shared_ptr<const StoreBatch> shared(batch.release());
    writer->notePosted();
    QMetaObject::invokeMethod(
        writer,
        [writer, shared, ticket] {
            writer->takePosted();
            writer->submit(shared, ticket);
        },
        Qt::QueuedConnection);
}

void Store::updateWriteStatus(const StoreDelta &delta)
{
    StoreWriteStatus next = m_writeStatus;
    next.queuedWrites = delta.queued;
    if (delta.failed && delta.transient && !delta.dropped) {
        next.failing = true;
        next.retryInMs = delta.retryInMs;
        next.error = delta.error;
    } else if (delta.queued == 0) {
        next.failing = false;
        next.retryInMs = 0;
    }
    if (delta.dropped) {
        ++next.droppedWrites;
        next.error = delta.error;
    }
    if (next == m_writeStatus)
        return;
    m_writeStatus = next;
    Q_EMIT writeStatusChanged(m_writeStatus);
}

void Store::applyDelta(const StoreDelta &delta)
{
    if (delta.barrier) {
        updateWriteStatus(delta);
        runTicket(delta.ticket, true);
        return;
    }
    if (delta.failed) {
        ++m_failedWrites;
        Q_EMIT writeFailed(delta.error);
        updateWriteStatus(delta);
        if (delta.dropped)
            runTicket(delta.ticket, false); // a batch still queued reports when it commits
        return;
    }
    for (auto it = delta.logs.cbegin(); it != delta.logs.cend(); ++it)
        m->logs.insert(it.key(), *it);
    for (ConversationRecord rec : delta.conversations) {
        m->fillLog(rec);
        m->putConversation(std::move(rec));
    }
    for (const QString &id : delta.conversationsRemoved)
        m->removeConversation(id);
    for (const QString &id : delta.confirmedConversations) {
        const auto it = m->conversationIndex.constFind(id);
        if (it != m->conversationIndex.cend())
            m->conversations[*it].confirmedAt = delta.confirmedAt;
    }
    for (const SandboxRecord &rec : delta.sandboxes)
        m->sandboxes.insert(rec.sandbox.id, rec);
    for (const QString &id : delta.sandboxesRemoved)
        m->sandboxes.remove(id);
    for (const QString &id : delta.confirmedSandboxes) {
        auto it = m->sandboxes.find(id);
        if (it != m->sandboxes.end())
            it->confirmedAt = delta.confirmedAt;
    }
    for (const StartTask &t : delta.startTasks)
        m->tasks.insert(t.id, t);
    for (const QString &id : delta.startTasksRemoved)
        m->tasks.remove(id);
    if (delta.grouping)
        m->grouping = *delta.grouping;
    if (delta.listConfirmed.isValid()) {
        m->listConfirmed = delta.listConfirmed;
        m->stale = false;
    }
    if (!delta.changes.isEmpty())
        Q_EMIT changed(delta.changes);
    applyWatchDelta(delta);
    updateWriteStatus(delta);
    runTicket(delta.ticket, true);
}

void Store::setClock(std::function<QDateTime()> clock)
{
    if (!m_writer)
        return;
    StoreWriter *writer = m_writer;
    QMetaObject::invokeMethod(
        writer,
        [writer, clock = std::move(clock)]() mutable {
            writer->setClock(std::move(clock));
        },
        Qt::QueuedConnection);
}

void Store::setStartingGrace(std::chrono::milliseconds grace)
{
    if (!m_writer)
        return;
    StoreWriter *writer = m_writer;
    const qint64 ms = grace.count();
    QMetaObject::invokeMethod(
        writer,
        [writer, ms] {
            writer->setStartingGrace(ms);
        },
        Qt::QueuedConnection);
}

void Store::afterWrites(QObject *context, std::function<void()> callback)
{
    if (!m_writer) {
        QMetaObject::invokeMethod(context, std::move(callback), Qt::QueuedConnection);
        return;
    }
    // A barrier in the writer's queue: it comes back after every batch before it was committed (a
    // failing one included, once its retry succeeds) and its delta applied.
    const quint64 ticket = addTicket(context, [callback = std::move(callback)](bool) {
        callback();
    });
    StoreWriter *writer = m_writer;
    QMetaObject::invokeMethod(
        writer,
        [writer, ticket] {
            writer->submitBarrier(ticket);
        },
        Qt::QueuedConnection);
}

void Store::waitForWrites()
{
    if (!m_writer)
        return;
    StoreWriter *writer = m_writer;
    QMetaObject::invokeMethod(
        writer,
        [writer] {
            (void)writer->flushSearchIndex(); // what is written is searchable too
        },
        Qt::BlockingQueuedConnection);
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
}

int Store::failedWrites() const
{
    return m_failedWrites;
}

StoreWriteStatus Store::writeStatus() const
{
    return m_writeStatus;
}

void Store::setRetryBackoff(std::chrono::milliseconds first, std::chrono::milliseconds max)
{
    if (!m_writer)
        return;
    StoreWriter *writer = m_writer;
    QMetaObject::invokeMethod(
        writer,
        [writer, first, max] {
            writer->setRetryBackoff(first.count(), max.count());
        },
        Qt::QueuedConnection);
}

void Store::limitFileSize(qint64 bytes)
{
    if (!m_writer)
        return;
    StoreWriter *writer = m_writer;
    QMetaObject::invokeMethod(
        writer,
        [writer, bytes] {
            if (!writer->limitFileSize(bytes))
                qCWarning(lcStore) << "the cache file size limit could not be set";
        },
        Qt::BlockingQueuedConnection);
}

void Store::simulateReadOnly(bool readOnly)
{
    if (!m_writer)
        return;
    StoreWriter *writer = m_writer;
    QMetaObject::invokeMethod(
        writer,
        [writer, readOnly] {
            if (!writer->setReadOnly(readOnly))
                qCWarning(lcStore) << "the cache connection could not be made read-only";
        },
        Qt::BlockingQueuedConnection);
}

QString Store::eventConnectionName() const
{
    return m_readConnection;
}

} // namespace Switchyard
