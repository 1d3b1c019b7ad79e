// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/store.h"

#include "models/api/codec.h"
#include "models/logging.h"
#include "models/store/cachekey.h"
#include "models/store/storeschema.h"
#include "models/store/storewriter.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QPointer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QVariant>

namespace Switchyard {

namespace {

constexpr qint64 kSeqMask = 0xffffffffLL;

qint64 ridOf(qint64 key, qint64 seq)
{
    return (key << 32) | (seq & kSeqMask);
}

/// The lock on the cache file at `path`; null, with `error` set, while another process holds it.
std::unique_ptr<QLockFile> lockCacheFile(const QString &path, QString *error)
{
    auto lock = std::make_unique<QLockFile>(path + QStringLiteral(".lock"));
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0)) {
        qint64 pid = 0;
        QString host, app;
        lock->getLockInfo(&pid, &host, &app);
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

struct Store::Mirror
{
    /// The records in one implicitly shared list (conversations() hands it out without copying a
    /// record) plus an index by id. Updated in place: a change set touches only its own records.
    QList<ConversationRecord> conversations;
    QHash<QString, qsizetype> conversationIndex;
    QHash<QString, SandboxRecord> sandboxes;
    QHash<QString, StartTask> tasks;
    OpenEnum<GroupingStrategy> grouping;
    QHash<QString, LogState> logs;
    QDateTime listConfirmed;
    bool stale = true;
    std::unique_ptr<QTemporaryDir> tempDir;
    std::unique_ptr<QLockFile> lock; ///< held while this Store owns a cache file

    void fillLog(ConversationRecord &rec) const
    {
        const auto it = logs.constFind(rec.conversation.id);
        if (it == logs.cend())
            return;
        rec.eventCount = it->count;
        rec.lastActivityMs = it->lastActivityMs;
        rec.searchText = it->searchText;
    }

    const ConversationRecord *findConversation(const QString &id) const
    {
        const auto it = conversationIndex.constFind(id);
        return it == conversationIndex.cend() ? nullptr : &conversations.at(*it);
    }

    void putConversation(ConversationRecord &&rec)
    {
        const auto it = conversationIndex.constFind(rec.conversation.id);
        if (it != conversationIndex.cend()) {
            conversations[*it] = std::move(rec);
            return;
        }
        conversationIndex.insert(rec.conversation.id, conversations.size());
        conversations.append(std::move(rec));
    }

    /// The writer's state at open (everything, as inserted).
    void fill(StoreDelta &initial)
    {
        listConfirmed = initial.listConfirmed;
        logs = initial.logs;
        conversations.reserve(initial.conversations.size());
        conversationIndex.reserve(initial.conversations.size());
        for (ConversationRecord &rec : initial.conversations) {
            fillLog(rec);
            putConversation(std::move(rec));
        }
        for (const SandboxRecord &rec : std::as_const(initial.sandboxes))
            sandboxes.insert(rec.sandbox.id, rec);
        for (const StartTask &t : std::as_const(initial.startTasks))
            tasks.insert(t.id, t);
        if (initial.grouping)
            grouping = *initial.grouping;
    }

    void removeConversation(const QString &id)
    {
        const auto it = conversationIndex.constFind(id);
        if (it == conversationIndex.cend())
            return;
        const qsizetype at = *it;
        conversationIndex.erase(it);
        const qsizetype last = conversations.size() - 1;
        if (at != last) {
            conversations[at] = std::move(conversations[last]);
            conversationIndex[conversations.at(at).conversation.id] = at;
        }
        conversations.removeLast();
    }
};

Store::Store(QObject *parent)
    : StoreReader(parent)
    , m(std::make_unique<Mirror>())
{
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

QString Store::pathForProfile(const QString &profileId)
{
    QString safe;
    safe.reserve(profileId.size());
    bool changed = false;
    for (const QChar ch : profileId) {
        if (ch.isLetterOrNumber() && ch.unicode() < 128)
            safe.append(ch);
        else if (ch == u'-' || ch == u'_')
            safe.append(ch);
        else {
            safe.append(u'_');
            changed = true;
        }
    }
    if (safe.isEmpty() || changed || safe.size() > 64) {
        const QByteArray hash = QCryptographicHash::hash(profileId.toUtf8(), QCryptographicHash::Sha1).toHex();
        safe = safe.left(40) + u'-' + QString::fromLatin1(hash.left(12));
    }
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/stores");
    return dir + u'/' + safe + QStringLiteral(".sqlite");
}

std::unique_ptr<Store> Store::openForProfile(const QString &profileId, QString *error)
{
    return openFile(pathForProfile(profileId), error);
}

std::unique_ptr<Store> Store::openForServer(const QUrl &baseUrl, const QString &orgId, const QString &legacyProfileId,
                                            QString *error)
{
    QStringList legacy;
    if (!legacyProfileId.isEmpty())
        legacy.append(pathForProfile(legacyProfileId));
    legacy.append(pathForProfile(QStringLiteral("url-") + baseUrl.host()));
    for (const QString &old : std::as_const(legacy)) {
        QLockFile probe(old + QStringLiteral(".lock"));
        if (!QFileInfo::exists(old) || !probe.tryLock(0))
            continue; // absent, or in use by an older build still running
        qCInfo(lcStore) << "removing a cache of the older naming:" << QFileInfo(old).fileName();
        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(old + suffix);
    }
    return openFile(CacheKey::pathForServer(baseUrl, orgId), error);
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
        },
        Qt::QueuedConnection);
    m_readConnection = writer->connectionName() + QStringLiteral("-r");
    if (!openReadConnection(m_readConnection, path, error))
        return false;
    m->fill(initial);
    loadArchive();
    loadResponses();
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

// --- mirror reads ---------------------------------------------------------------------------------

const QList<ConversationRecord> &Store::conversations() const
{
    return m->conversations;
}

std::optional<ConversationRecord> Store::conversation(const QString &id) const
{
    if (const ConversationRecord *rec = m->findConversation(id))
        return *rec;
    return std::nullopt;
}

const ConversationRecord *Store::findConversation(const QString &id) const
{
    return m->findConversation(id);
}

QList<QString> Store::conversationIds() const
{
    QList<QString> ids;
    ids.reserve(m->conversations.size());
    for (const ConversationRecord &rec : std::as_const(m->conversations))
        ids.append(rec.conversation.id);
    return ids;
}

qsizetype Store::conversationCount() const
{
    return m->conversations.size();
}

QList<SandboxRecord> Store::sandboxes() const
{
    return m->sandboxes.values();
}

std::optional<SandboxRecord> Store::sandbox(const QString &id) const
{
    const auto it = m->sandboxes.constFind(id);
    if (it == m->sandboxes.cend())
        return std::nullopt;
    return *it;
}

QList<QString> Store::conversationsOnSandbox(const QString &sandboxId) const
{
    QList<QString> out;
    for (const ConversationRecord &rec : std::as_const(m->conversations)) {
        if (!rec.gone && rec.conversation.sandboxId == sandboxId)
            out.append(rec.conversation.id);
    }
    return out;
}

QList<StartTask> Store::startTasks() const
{
    return m->tasks.values();
}

std::optional<StartTask> Store::startTask(const QString &id) const
{
    const auto it = m->tasks.constFind(id);
    if (it == m->tasks.cend())
        return std::nullopt;
    return *it;
}

OpenEnum<GroupingStrategy> Store::groupingStrategy() const
{
    return m->grouping;
}

QDateTime Store::lastConfirmed() const
{
    return m->listConfirmed;
}

bool Store::isStale() const
{
    return m->stale;
}

// --- event reads ----------------------------------------------------------------------------------

qint64 Store::conversationKey(const QString &conversationId) const
{
    const auto it = m->logs.constFind(conversationId);
    return it == m->logs.cend() ? -1 : it->key;
}

qint64 Store::eventCount(const QString &conversationId) const
{
    const auto it = m->logs.constFind(conversationId);
    return it == m->logs.cend() ? 0 : it->count;
}

QList<EventSummary> Store::eventSummaries(const QString &conversationId, qint64 fromSeq, qint64 count) const
{
    QList<EventSummary> out;
    const auto it = m->logs.constFind(conversationId);
    if (it == m->logs.cend() || fromSeq < 0 || count <= 0 || fromSeq >= it->count)
        return out;
    const qint64 end = std::min(it->count, fromSeq + count);
    QSqlQuery q(QSqlDatabase::database(m_readConnection, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT event_id, time_ms, kind, source, flags, kind_name, tool_call_id, summary, "
                             "exit_code FROM events WHERE rid >= ? AND rid < ? ORDER BY rid"));
    q.addBindValue(ridOf(it->key, it->base + fromSeq));
    q.addBindValue(ridOf(it->key, it->base + end));
    if (!q.exec()) {
        qCWarning(lcStore) << "reading events failed:" << q.lastError().text();
        return out;
    }
    out.reserve(end - fromSeq);
    while (q.next()) {
        EventSummary s;
        s.id = q.value(0).toString();
        s.timeMs = q.value(1).toLongLong();
        s.kind = static_cast<EventKind>(q.value(2).toInt());
        s.source = static_cast<EventSource>(q.value(3).toInt());
        s.flags = static_cast<quint16>(q.value(4).toInt());
        s.kindName = q.value(5).toString();
        s.toolCallId = q.value(6).toString();
        s.summary = q.value(7).toString();
        const QVariant exit = q.value(8);
        if (!exit.isNull())
            s.exitCode = exit.toInt();
        out.append(std::move(s));
    }
    return out;
}

QByteArray Store::rawEvent(const QString &conversationId, qint64 seq) const
{
    const auto it = m->logs.constFind(conversationId);
    if (it == m->logs.cend() || seq < 0 || seq >= it->count)
        return {};
    QSqlQuery q(QSqlDatabase::database(m_readConnection, false));
    q.prepare(QStringLiteral("SELECT raw FROM events WHERE rid = ?"));
    q.addBindValue(ridOf(it->key, it->base + seq));
    if (!q.exec() || !q.next())
        return {};
    return q.value(0).toByteArray();
}

std::optional<Event> Store::event(const QString &conversationId, qint64 seq) const
{
    const QByteArray raw = rawEvent(conversationId, seq);
    if (raw.isEmpty())
        return std::nullopt;
    auto parsed = Api::Codec::parseEvent(raw);
    if (!parsed.ok()) {
        qCWarning(lcStore) << "a stored event cannot be parsed:" << parsed.error().detail;
        return std::nullopt;
    }
    return std::move(parsed).value();
}

qint64 Store::findEvent(const QString &conversationId, const QString &eventId) const
{
    const auto it = m->logs.constFind(conversationId);
    if (it == m->logs.cend())
        return -1;
    QSqlQuery q(QSqlDatabase::database(m_readConnection, false));
    q.prepare(QStringLiteral("SELECT rid FROM events WHERE log = ? AND event_id = ?"));
    q.addBindValue(it->key);
    q.addBindValue(eventId);
    if (!q.exec() || !q.next())
        return -1;
    const qint64 seq = (q.value(0).toLongLong() & kSeqMask) - it->base;
    return seq >= 0 && seq < it->count ? seq : -1;
}

QList<QString> Store::eventIds(const QString &conversationId) const
{
    QList<QString> out;
    const auto it = m->logs.constFind(conversationId);
    if (it == m->logs.cend() || it->count == 0)
        return out;
    QSqlQuery q(QSqlDatabase::database(m_readConnection, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT event_id FROM events WHERE rid >= ? AND rid < ? ORDER BY rid"));
    q.addBindValue(ridOf(it->key, it->base));
    q.addBindValue(ridOf(it->key, it->base + it->count));
    if (!q.exec())
        return out;
    out.reserve(it->count);
    while (q.next())
        out.append(q.value(0).toString());
    return out;
}

EventCursor Store::eventCursor(const QString &conversationId) const
{
    return m->logs.value(conversationId).cursor;
}

qint64 Store::durableSeq(const QString &conversationId) const
{
    const auto it = m->logs.constFind(conversationId);
    return it == m->logs.cend() ? -1 : it->durableSeq;
}

std::optional<LostHistory> Store::lostHistory(const QString &conversationId) const
{
    const auto it = m->logs.constFind(conversationId);
    if (it == m->logs.cend() || it->serverLostAtMs == 0)
        return std::nullopt;
    LostHistory lost;
    lost.since = QDateTime::fromMSecsSinceEpoch(it->serverLostAtMs, Qt::UTC);
    lost.serverCount = it->serverEventCount;
    lost.localCount = it->count;
    lost.knownMissing = it->knownMissing;
    lost.kept = it->keptAtMs != 0 && it->keptAtMs == it->serverLostAtMs;
    return lost;
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
    QMetaObject::invokeMethod(
        writer,
        [writer, shared, ticket] {
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
    updateWriteStatus(delta);
    runTicket(delta.ticket, true);
}

void Store::applyConversations(const QList<Conversation> &records, quint64 sequence)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::PutConversations{records, sequence}}));
}

void Store::applyConversationBatch(const QList<QString> &ids, const QList<std::optional<Conversation>> &answers,
                                   quint64 sequence)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::ConversationBatch{ids, answers, sequence}}));
}

void Store::markConversationsGone(const QList<QString> &ids, quint64 sequence)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::ConversationsGone{ids, sequence}}));
}

void Store::applySandboxes(const QList<Sandbox> &records, quint64 sequence, bool completeListing)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::PutSandboxes{records, sequence, completeListing}}));
}

void Store::applySandboxBatch(const QList<QString> &ids, const QList<std::optional<Sandbox>> &answers, quint64 sequence)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::SandboxBatch{ids, answers, sequence}}));
}

void Store::applyStartTasks(const QList<StartTask> &tasks, quint64 sequence)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::PutStartTasks{tasks, sequence}}));
}

void Store::removeStartTasks(const QList<QString> &ids)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::RemoveStartTasks{ids}}));
}

void Store::setGroupingStrategy(const OpenEnum<GroupingStrategy> &strategy, quint64 sequence)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::Settings{strategy, sequence}}));
}

void Store::appendEvents(const QString &conversationId, const QList<Event> &events, const EventCursor &cursor)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::AppendEvents{conversationId, events, cursor}}));
}

void Store::appendDurableEvents(const QString &conversationId, const QList<Event> &events, qint64 durableSeq,
                                const EventCursor &cursor)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::AppendEvents{conversationId, events, cursor, durableSeq}}));
}

void Store::replaceEvents(const QString &conversationId, const QList<Event> &events, const EventCursor &cursor)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::ReplaceEvents{conversationId, events, cursor}}));
}

void Store::appendEvents(const QString &conversationId, const QList<Event> &events, const EventCursor &cursor,
                         QObject *context, Committed done)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::AppendEvents{conversationId, events, cursor}}), context,
         std::move(done));
}

void Store::replaceEvents(const QString &conversationId, const QList<Event> &events, const EventCursor &cursor,
                          QObject *context, Committed done)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::ReplaceEvents{conversationId, events, cursor}}), context,
         std::move(done));
}

void Store::markServerLost(const QString &conversationId, qint64 serverCount)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::MarkServerLost{conversationId, serverCount}}));
}

void Store::keepLostHistory(const QString &conversationId)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::LostHistoryChoice{conversationId, false}}));
}

void Store::dropLostHistory(const QString &conversationId)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::LostHistoryChoice{conversationId, true}}));
}

void Store::prependEvents(const QString &conversationId, const QList<Event> &events, const EventCursor &cursor,
                          bool historyComplete)
{
    post(std::make_unique<StoreBatch>(
        StoreBatch{StoreOps::PrependEvents{conversationId, events, cursor, historyComplete}}));
}

void Store::insertEvents(const QString &conversationId, const QList<Event> &events, const EventCursor &cursor)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::InsertEvents{conversationId, events, cursor}}));
}

bool Store::hasFullHistory(const QString &conversationId) const
{
    const auto it = m->logs.constFind(conversationId);
    return it != m->logs.cend() && it->historyComplete;
}

QString Store::oldestEventTimestamp(const QString &conversationId) const
{
    const auto it = m->logs.constFind(conversationId);
    if (it == m->logs.cend() || it->count == 0)
        return {};
    QSqlQuery q(QSqlDatabase::database(m_readConnection, false));
    q.prepare(QStringLiteral("SELECT MIN(ts) FROM events WHERE rid >= ? AND rid < ?"));
    q.addBindValue(ridOf(it->key, it->base));
    q.addBindValue(ridOf(it->key, it->base + it->count));
    if (!q.exec() || !q.next())
        return {};
    return q.value(0).toString();
}

qint64 Store::countEventsBetween(const QString &conversationId, const QString &gte, const QString &lt) const
{
    const auto it = m->logs.constFind(conversationId);
    if (it == m->logs.cend() || it->count == 0)
        return 0;
    QString sql = QStringLiteral("SELECT COUNT(*) FROM events WHERE rid >= ? AND rid < ?");
    if (!gte.isEmpty())
        sql += QStringLiteral(" AND ts >= ?");
    if (!lt.isEmpty())
        sql += QStringLiteral(" AND ts < ?");
    QSqlQuery q(QSqlDatabase::database(m_readConnection, false));
    q.prepare(sql);
    q.addBindValue(ridOf(it->key, it->base));
    q.addBindValue(ridOf(it->key, it->base + it->count));
    if (!gte.isEmpty())
        q.addBindValue(gte);
    if (!lt.isEmpty())
        q.addBindValue(lt);
    if (!q.exec() || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

void Store::requestOlderEvents(const QString &conversationId)
{
    if (!hasFullHistory(conversationId))
        Q_EMIT olderEventsRequested(conversationId);
}

void Store::reevaluate()
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::Reevaluate{}}));
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
    QMetaObject::invokeMethod(
        m_writer, [] {}, Qt::BlockingQueuedConnection);
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
