// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/storewriter.h"

#include "models/api/codec.h"
#include "models/api/wireenums.h"
#include "models/domain/eventsummary.h"
#include "models/logging.h"
#include "models/store/cacheredaction.h"
#include "models/store/sqlitestatement.h"
#include "models/store/storecheckpointer.h"
#include "models/store/storeeventrows.h"
#include "models/store/storeschema.h"
#include "models/store/storesearchindex.h"
#include "models/store/storesearchtext.h"
#include "models/store/storewriterwork.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>
#include <QVariant>

namespace Switchyard {

namespace {

constexpr qsizetype kMaxTransitions = 64;
constexpr qsizetype kMaxSearchText = 16 * 1024;
constexpr qint64 kSeqMask = 0xffffffffLL;

QAtomicInteger<quint64> s_connectionCounter;

qint64 ridOf(qint64 key, qint64 seq)
{
    return (key << 32) | (seq & kSeqMask);
}

QString encodeTransitions(const QList<QPair<QDateTime, OpenEnum<SandboxStatus>>> &list)
{
    QStringList parts;
    parts.reserve(list.size());
    for (const auto &t : list)
        parts.append(QString::number(t.first.toMSecsSinceEpoch()) + QLatin1Char(' ') + Api::toWire(t.second));
    return parts.join(QLatin1Char('\n'));
}

QList<QPair<QDateTime, OpenEnum<SandboxStatus>>> decodeTransitions(const QString &text)
{
    QList<QPair<QDateTime, OpenEnum<SandboxStatus>>> out;
    const auto lines = QStringView(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const auto &line : lines) {
        const qsizetype sp = line.indexOf(QLatin1Char(' '));
        if (sp <= 0)
            continue;
        bool ok = false;
        const qint64 ms = line.left(sp).toLongLong(&ok);
        if (!ok)
            continue;
        out.append(
            {QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC), Api::sandboxStatusFromWire(line.mid(sp + 1).toString())});
    }
    return out;
}

void appendSearch(QString &text, const EventSummary &s)
{
    if (s.kind != EventKind::Message || s.summary.isEmpty())
        return;
    if (!text.isEmpty())
        text.append(QLatin1Char('\n'));
    text.append(s.summary);
    if (text.size() > kMaxSearchText)
        text = text.right(kMaxSearchText);
}

} // namespace

struct StoreWriter::Queries
{
    explicit Queries(const QSqlDatabase &db)
        : insertEvent(db)
        , upsertConversation(db)
        , upsertSandbox(db)
        , upsertLog(db)
    {
        upsertConversation.prepare(
            QStringLiteral("INSERT OR REPLACE INTO conversations(id, json, confirmed_at, gone) VALUES(?,?,?,?)"));
        upsertSandbox.prepare(QStringLiteral(
            "INSERT OR REPLACE INTO sandboxes(id, json, confirmed_at, gone, transitions) VALUES(?,?,?,?,?)"));
        upsertLog.prepare(
            QStringLiteral("INSERT OR REPLACE INTO logs(key, id, event_count, last_activity_ms, cursor_ts, "
                           "cursor_ids, search_text, durable_seq) VALUES(?,?,?,?,?,?,?,?)"));
    }
    EventRowInsert insertEvent;
    QSqlQuery upsertConversation;
    QSqlQuery upsertSandbox;
    QSqlQuery upsertLog;
};

StoreWriter::StoreWriter(QObject *parent)
    : QObject(parent)
{
    m_connection = QStringLiteral("switchyard-store-w-%1").arg(s_connectionCounter.fetchAndAddRelaxed(1));
    m_retryTimer = new QTimer(this); // moves to the writer's thread with it
    m_retryTimer->setSingleShot(true);
    connect(m_retryTimer, &QTimer::timeout, this, &StoreWriter::retryQueued);
}

StoreWriter::~StoreWriter()
{
    close();
}

QDateTime StoreWriter::now() const
{
    return m_clock ? m_clock() : QDateTime::currentDateTimeUtc();
}

bool StoreWriter::exec(const QString &sql, const QVariantList &binds)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.prepare(sql))
        return false;
    for (const QVariant &v : binds)
        q.addBindValue(v);
    if (!CacheRedaction::exec(q)) {
        qCWarning(lcStore) << "SQL failed:" << q.lastError().text();
        return false;
    }
    return true;
}

bool StoreWriter::open(const QString &path, QString *error, StoreDelta *initial)
{
    m_path = path;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
        if (!db.open()) {
            if (error)
                *error = tr("The cache file %1 cannot be opened: %2").arg(path, db.lastError().text());
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(m_connection);
            return false;
        }
        // Before anything reads or writes events: the search index's view and triggers call it.
        (void)StoreSearchText::registerFunction(db);
        QSqlQuery q(db);
        // A file that is not SQLite, or one from a newer build, is refused before anything is written.
        const int version = StoreSchema::version(db);
        if (version < 0 || version > StoreSchema::kCurrentVersion) {
            StoreSchema::migrate(db, error); // only for its error text; it writes nothing in this case
            if (error && error->isEmpty())
                *error = tr("The cache file %1 is not usable.").arg(path);
            q = QSqlQuery();
            db.close();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(m_connection);
            return false;
        }
        if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL")) || !q.exec(QStringLiteral("PRAGMA synchronous=NORMAL"))
            || !StoreSchema::migrate(db, error)) {
            if (error && error->isEmpty())
                *error = tr("The cache file %1 is not usable: %2").arg(path, q.lastError().text());
            q = QSqlQuery();
            db.close();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(m_connection);
            return false;
        }
        q.exec(QStringLiteral("PRAGMA temp_store=MEMORY"));
        // The (log, event_id) index takes random inserts (UUIDs): keep it in memory, or appends slow
        // down once it outgrows SQLite's default 2 MB cache.
        q.exec(QStringLiteral("PRAGMA cache_size=-65536"));
        m_checkpointer = std::make_unique<StoreCheckpointer>(sqliteHandle(db), path);
        m_q = std::make_unique<Queries>(db);
        m_search = std::make_unique<StoreSearchIndex>(m_connection);
        QString why;
        if (!m_search->prepare(&why)) {
            qCWarning(lcStore) << "no full-text index:" << why;
            m_search.reset();
        }
    }
    m_open = true;
    return load(error, initial);
}

void StoreWriter::close()
{
    if (!m_open)
        return;
    flushQueue();
    (void)flushSearchIndex(); // what fails stays in search_pending: indexed at the next open
    m_search.reset();
    m_q.reset();
    m_checkpointer.reset();
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
    m_open = false;
}

void StoreWriter::resummarizeIfStale()
{
    if (!m_open)
        return;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const QString tag = eventSummaryTranslationTag();
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'summary_language'")) && q.next()
        && q.value(0).toString() == tag)
        return;
    q.finish();
    // Only these summaries hold translated text (see summarizeEvent()).
    const QString where =
        QStringLiteral("kind IN (%1, %2, %3, %4, %5, %6, %7) OR (kind = %8 AND kind_name = 'ActionEvent') "
                       "OR (kind = %9 AND exit_code IS NOT NULL)")
            .arg(int(EventKind::SystemPrompt))
            .arg(int(EventKind::Pause))
            .arg(int(EventKind::Interrupt))
            .arg(int(EventKind::Condensation))
            .arg(int(EventKind::CondensationRequest))
            .arg(int(EventKind::Unknown))
            .arg(int(EventKind::StateUpdate))
            .arg(int(EventKind::Action))
            .arg(int(EventKind::Observation));
    if (!db.transaction())
        return;
    QSqlQuery update(db);
    update.prepare(QStringLiteral("UPDATE events SET summary = ? WHERE rid = ?"));
    qint64 redone = 0;
    bool ok = q.exec(QStringLiteral("SELECT rid, raw FROM events WHERE ") + where);
    while (ok && q.next()) {
        auto parsed = Api::Codec::parseEvent(q.value(1).toByteArray());
        if (!parsed.ok())
            continue; // kept as it was
        update.addBindValue(summarizeEvent(parsed.value()).summary);
        update.addBindValue(q.value(0));
        ok = CacheRedaction::exec(update);
        ++redone;
    }
    q.finish();
    ok = ok && exec(QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES('summary_language', ?)"), {tag});
    if (!ok || !db.commit()) {
        qCWarning(lcStore) << "redoing the event summaries failed:" << db.lastError().text();
        db.rollback();
        return;
    }
    if (redone > 0)
        qCInfo(lcStore) << "event summaries redone in the current language:" << redone;
}

bool StoreWriter::load(QString *error, StoreDelta *initial)
{
    if (!loadConversations(error))
        return false;
    loadSandboxes();
    loadStartTasks();
    loadLogs();
    loadHistory();
    loadLostHistory();
    loadWatchRules();
    const QDateTime listConfirmed = loadMeta();
    const qint64 nowMs = now().toMSecsSinceEpoch();
    for (auto it = m_conversations.begin(); it != m_conversations.end(); ++it) {
        if (!it->rec.gone && listConfirmed.isValid()
            && (!it->rec.confirmedAt.isValid() || it->rec.confirmedAt < listConfirmed))
            it->rec.confirmedAt = listConfirmed;
        const auto sit = m_sandboxes.constFind(it->rec.conversation.sandboxId);
        derive(*it, sit == m_sandboxes.cend() ? nullptr : &*sit, nowMs);
    }
    if (initial) {
        initial->listConfirmed = listConfirmed;
        for (const Conv &c : std::as_const(m_conversations))
            initial->conversations.append(c.rec);
        for (const Sbx &s : std::as_const(m_sandboxes))
            initial->sandboxes.append(s.rec);
        initial->startTasks = m_startTasks.values();
        initial->grouping = m_grouping;
        initial->logs = m_logs;
    }
    return true;
}

bool StoreWriter::loadConversations(QString *error)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, json, confirmed_at, gone FROM conversations"))) {
        if (error)
            *error = tr("The cache file cannot be read: %1").arg(q.lastError().text());
        return false;
    }
    while (q.next()) {
        auto parsed = Api::Codec::parseConversation(q.value(1).toByteArray());
        if (!parsed.ok()) {
            qCWarning(lcStore) << "skipping unreadable cached conversation" << q.value(0).toString();
            continue;
        }
        Conv c;
        c.rec.conversation = std::move(parsed).value();
        if (c.rec.conversation.id.isEmpty())
            c.rec.conversation.id = q.value(0).toString();
        const qint64 confirmed = q.value(2).toLongLong();
        if (confirmed > 0)
            c.rec.confirmedAt = QDateTime::fromMSecsSinceEpoch(confirmed, Qt::UTC);
        c.rec.gone = q.value(3).toInt() != 0;
        m_conversations.insert(q.value(0).toString(), std::move(c));
    }
    return true;
}

void StoreWriter::loadSandboxes()
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, json, confirmed_at, gone, transitions FROM sandboxes")))
        return;
    while (q.next()) {
        auto parsed = Api::Codec::parseSandbox(q.value(1).toByteArray());
        if (!parsed.ok()) {
            qCWarning(lcStore) << "skipping unreadable cached sandbox" << q.value(0).toString();
            continue;
        }
        Sbx s;
        s.rec.sandbox = std::move(parsed).value();
        if (s.rec.sandbox.id.isEmpty())
            s.rec.sandbox.id = q.value(0).toString();
        const qint64 confirmed = q.value(2).toLongLong();
        if (confirmed > 0)
            s.rec.confirmedAt = QDateTime::fromMSecsSinceEpoch(confirmed, Qt::UTC);
        s.rec.gone = q.value(3).toInt() != 0;
        s.rec.transitions = decodeTransitions(q.value(4).toString());
        m_sandboxes.insert(q.value(0).toString(), std::move(s));
    }
}

void StoreWriter::loadStartTasks()
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, json FROM start_tasks")))
        return;
    while (q.next()) {
        auto parsed = Api::Codec::parseStartTask(q.value(1).toByteArray());
        if (!parsed.ok()) {
            qCWarning(lcStore) << "skipping unreadable cached start task" << q.value(0).toString();
            continue;
        }
        m_startTasks.insert(q.value(0).toString(), std::move(parsed).value());
    }
}

void StoreWriter::loadLogs()
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT key, id, event_count, last_activity_ms, cursor_ts, cursor_ids, search_text, "
                               "durable_seq FROM logs")))
        return;
    while (q.next()) {
        LogState log;
        log.key = q.value(0).toLongLong();
        log.count = q.value(2).toLongLong();
        log.lastActivityMs = q.value(3).toLongLong();
        log.cursor.timestamp = q.value(4).toString();
        const QString ids = q.value(5).toString();
        if (!ids.isEmpty())
            log.cursor.idsAtTimestamp = ids.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        log.searchText = q.value(6).toString();
        log.durableSeq = q.value(7).toLongLong();
        m_nextLogKey = std::max(m_nextLogKey, log.key + 1);
        m_logs.insert(q.value(1).toString(), std::move(log));
    }
}

QDateTime StoreWriter::loadMeta()
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    QDateTime listConfirmed;
    if (!q.exec(QStringLiteral("SELECT key, value FROM meta")))
        return listConfirmed;
    while (q.next()) {
        const QString key = q.value(0).toString();
        if (key == u"grouping_strategy")
            m_grouping = Api::groupingStrategyFromWire(q.value(1).toString());
        else if (key == u"list_confirmed_at")
            listConfirmed = QDateTime::fromMSecsSinceEpoch(q.value(1).toLongLong(), Qt::UTC);
    }
    return listConfirmed;
}

StoreWriter::Derived StoreWriter::computeDerived(const Conversation &conv, const QDateTime &confirmedAt,
                                                 qint64 runningSinceMs, const Sbx *sandbox, qint64 nowMs) const
{
    Derived d;
    d.sandboxStatus = conv.sandboxStatus;
    if (sandbox) {
        // The newer of the two records wins; a sandbox record confirmed since says it is down.
        const bool sandboxNewer =
            !confirmedAt.isValid() || (sandbox->rec.confirmedAt.isValid() && sandbox->rec.confirmedAt >= confirmedAt);
        if (sandboxNewer) {
            if (sandbox->rec.gone)
                d.sandboxStatus = SandboxStatus::Missing;
            else if (StoreDetail::isDownStatus(sandbox->rec.sandbox.status.value()))
                d.sandboxStatus = sandbox->rec.sandbox.status;
        }
    }
    if (d.sandboxStatus.value() == SandboxStatus::Running) {
        if (!conv.executionStatus.isAbsent()) {
            d.execution = conv.executionStatus;
        } else {
            d.runningSinceMs = runningSinceMs == 0 ? nowMs : runningSinceMs;
            d.grace = nowMs - d.runningSinceMs < m_graceMs;
        }
    }
    return d;
}

bool StoreWriter::sameDerived(const Conv &c, const Derived &d)
{
    return c.rec.displayExecution == d.execution && c.rec.displaySandboxStatus == d.sandboxStatus
        && c.rec.startingGrace == d.grace && c.runningSinceMs == d.runningSinceMs;
}

bool StoreWriter::derive(Conv &c, const Sbx *sandbox, qint64 nowMs) const
{
    const Derived d = computeDerived(c.rec.conversation, c.rec.confirmedAt, c.runningSinceMs, sandbox, nowMs);
    const bool visibleChange = !(c.rec.displayExecution == d.execution)
        || !(c.rec.displaySandboxStatus == d.sandboxStatus) || c.rec.startingGrace != d.grace;
    c.rec.displayExecution = d.execution;
    c.rec.displaySandboxStatus = d.sandboxStatus;
    c.rec.startingGrace = d.grace;
    c.runningSinceMs = d.runningSinceMs;
    return visibleChange;
}

const StoreWriter::Sbx *StoreWriter::stagedSandbox(const Work &w, const QString &id) const
{
    if (id.isEmpty())
        return nullptr;
    const auto st = w.sbxs.constFind(id);
    if (st != w.sbxs.cend())
        return &*st;
    const auto it = m_sandboxes.constFind(id);
    return it == m_sandboxes.cend() ? nullptr : &*it;
}

void StoreWriter::finishConversation(Work &w, const QString &id, Conv &&c, bool existed, bool writeSql)
{
    if (!existed)
        w.convInserted.insert(id);
    else if (!w.convInserted.contains(id))
        w.convChanged.insert(id);
    if (writeSql)
        w.convWrite.insert(id);
    w.convs.insert(id, std::move(c));
}

void StoreWriter::applyConversation(Work &w, const Conversation &incoming, quint64 seq)
{
    const QString &id = incoming.id;
    if (id.isEmpty())
        return;
    const Conv *cur = nullptr;
    if (auto st = w.convs.constFind(id); st != w.convs.cend())
        cur = &*st;
    else if (auto it = m_conversations.constFind(id); it != m_conversations.cend())
        cur = &*it;
    if (cur && cur->seq > seq)
        return; // written by a newer request: this answer is stale
    const bool recordChanged = !cur || !(cur->rec.conversation == incoming) || cur->rec.gone;
    if (!recordChanged) {
        // The common case of a poll: nothing changed. Only seq and confirmedAt move (no copy).
        const Derived d =
            computeDerived(incoming, w.now, cur->runningSinceMs, stagedSandbox(w, incoming.sandboxId), w.nowMs);
        if (sameDerived(*cur, d)) {
            w.touches.append({id, seq, d.runningSinceMs});
            return;
        }
    }
    Conv c = cur ? *cur : Conv{};
    c.rec.conversation = incoming;
    c.rec.gone = false;
    c.rec.confirmedAt = w.now;
    c.seq = seq;
    const bool derivedChanged = derive(c, stagedSandbox(w, incoming.sandboxId), w.nowMs);
    if (recordChanged || derivedChanged) {
        // Only the secret-free part goes to SQLite; a rotated session key alone needs no write.
        bool sqlNeeded = !cur || cur->rec.gone;
        if (!sqlNeeded) {
            Conversation a = cur->rec.conversation;
            Conversation b = incoming;
            a.sessionApiKey.clear();
            b.sessionApiKey.clear();
            sqlNeeded = !(a == b);
        }
        finishConversation(w, id, std::move(c), cur != nullptr, sqlNeeded);
    } else {
        w.convs.insert(id, std::move(c));
        w.convConfirmed.insert(id);
    }
}

void StoreWriter::markGone(Work &w, const QString &id, quint64 seq)
{
    const Conv *cur = nullptr;
    if (auto st = w.convs.constFind(id); st != w.convs.cend())
        cur = &*st;
    else if (auto it = m_conversations.constFind(id); it != m_conversations.cend())
        cur = &*it;
    if (!cur || cur->seq > seq)
        return;
    Conv c = *cur;
    c.seq = seq;
    if (c.rec.gone) {
        w.convs.insert(id, std::move(c));
        return;
    }
    c.rec.gone = true;
    c.rec.confirmedAt = w.now;
    c.rec.conversation.sessionApiKey.clear();
    derive(c, stagedSandbox(w, c.rec.conversation.sandboxId), w.nowMs);
    finishConversation(w, id, std::move(c), true, true);
}

void StoreWriter::applySandbox(Work &w, const Sandbox &incoming, quint64 seq)
{
    const QString &id = incoming.id;
    if (id.isEmpty())
        return;
    const Sbx *cur = stagedSandbox(w, id);
    if (cur && cur->seq > seq)
        return;
    Sbx s = cur ? *cur : Sbx{};
    const bool changed = !cur || !(cur->rec.sandbox == incoming) || cur->rec.gone;
    const bool statusChanged = !cur || cur->rec.transitions.isEmpty() || cur->rec.gone
        || !(cur->rec.transitions.constLast().second == incoming.status);
    s.rec.sandbox = incoming;
    s.rec.gone = false;
    s.rec.confirmedAt = w.now;
    s.seq = seq;
    if (statusChanged) {
        s.rec.transitions.append({w.now, incoming.status});
        if (s.rec.transitions.size() > kMaxTransitions)
            s.rec.transitions.remove(0, s.rec.transitions.size() - kMaxTransitions);
    }
    if (changed) {
        if (!cur)
            w.sbxInserted.insert(id);
        else if (!w.sbxInserted.contains(id))
            w.sbxChanged.insert(id);
        w.sbxWrite.insert(id);
    } else {
        w.sbxConfirmed.insert(id);
    }
    w.sbxs.insert(id, std::move(s));
}

void StoreWriter::markSandboxGone(Work &w, const QString &id, quint64 seq)
{
    const Sbx *cur = stagedSandbox(w, id);
    if (!cur || cur->seq > seq || cur->rec.gone)
        return;
    Sbx s = *cur;
    s.seq = seq;
    s.rec.gone = true;
    s.rec.confirmedAt = w.now;
    s.rec.sandbox.sessionApiKey.clear();
    s.rec.transitions.append({w.now, SandboxStatus::Missing});
    if (s.rec.transitions.size() > kMaxTransitions)
        s.rec.transitions.remove(0, s.rec.transitions.size() - kMaxTransitions);
    if (!w.sbxInserted.contains(id))
        w.sbxChanged.insert(id);
    w.sbxWrite.insert(id);
    w.sbxs.insert(id, std::move(s));
}

void StoreWriter::rederiveOnSandboxes(Work &w, const QSet<QString> &sandboxIds)
{
    if (sandboxIds.isEmpty())
        return;
    auto check = [&](const QString &id, const Conv &base) {
        if (!sandboxIds.contains(base.rec.conversation.sandboxId))
            return;
        const Sbx *sbx = stagedSandbox(w, base.rec.conversation.sandboxId);
        if (sameDerived(base,
                        computeDerived(base.rec.conversation, base.rec.confirmedAt, base.runningSinceMs, sbx, w.nowMs)))
            return;
        Conv c = base;
        if (derive(c, stagedSandbox(w, c.rec.conversation.sandboxId), w.nowMs)) {
            const bool existedBefore = m_conversations.contains(id);
            const bool write = w.convWrite.contains(id);
            finishConversation(w, id, std::move(c), existedBefore, write);
        } else {
            w.convs.insert(id, std::move(c));
        }
    };
    for (auto it = m_conversations.cbegin(); it != m_conversations.cend(); ++it) {
        if (!w.convs.contains(it.key()))
            check(it.key(), *it);
    }
    const QList<QString> staged = w.convs.keys();
    for (const QString &id : staged)
        check(id, w.convs.value(id));
}

bool StoreWriter::writeConversation(const Conv &c)
{
    QSqlQuery &q = m_q->upsertConversation;
    q.addBindValue(c.rec.conversation.id);
    q.addBindValue(Api::Codec::encodeConversation(c.rec.conversation, false));
    q.addBindValue(c.rec.confirmedAt.isValid() ? c.rec.confirmedAt.toMSecsSinceEpoch() : 0);
    q.addBindValue(c.rec.gone ? 1 : 0);
    if (!CacheRedaction::exec(q)) {
        qCWarning(lcStore) << "writing a conversation failed:" << q.lastError().text();
        return false;
    }
    return true;
}

bool StoreWriter::writeSandbox(const Sbx &s)
{
    QSqlQuery &q = m_q->upsertSandbox;
    q.addBindValue(s.rec.sandbox.id);
    q.addBindValue(Api::Codec::encodeSandbox(s.rec.sandbox, false));
    q.addBindValue(s.rec.confirmedAt.isValid() ? s.rec.confirmedAt.toMSecsSinceEpoch() : 0);
    q.addBindValue(s.rec.gone ? 1 : 0);
    q.addBindValue(encodeTransitions(s.rec.transitions));
    if (!CacheRedaction::exec(q)) {
        qCWarning(lcStore) << "writing a sandbox failed:" << q.lastError().text();
        return false;
    }
    return true;
}

bool StoreWriter::writeLog(const QString &id, const LogState &log)
{
    QSqlQuery &q = m_q->upsertLog;
    q.addBindValue(log.key);
    q.addBindValue(id);
    q.addBindValue(log.count);
    q.addBindValue(log.lastActivityMs);
    q.addBindValue(log.cursor.timestamp);
    q.addBindValue(log.cursor.idsAtTimestamp.join(QLatin1Char('\n')));
    q.addBindValue(log.searchText);
    q.addBindValue(log.durableSeq);
    if (!CacheRedaction::exec(q)) {
        qCWarning(lcStore) << "writing an event cursor failed:" << q.lastError().text();
        return false;
    }
    return writeLostState(id, log);
}

LogState &StoreWriter::logFor(Work &w, const QString &conversationId, bool *ok)
{
    *ok = true;
    auto st = w.logs.find(conversationId);
    if (st != w.logs.end())
        return *st;
    auto it = m_logs.constFind(conversationId);
    if (it != m_logs.cend())
        return *w.logs.insert(conversationId, *it);
    LogState log;
    log.key = w.nextLogKey++;
    return *w.logs.insert(conversationId, log);
}

int StoreWriter::insertEventRow(qint64 key, qint64 seq, const Event &e, const EventSummary &s, int storedFlags)
{
    return m_q->insertEvent.insert(m_search.get(), ridOf(key, seq), key, e, s, storedFlags);
}

bool StoreWriter::recomputeLogTotals(LogState &log)
{
    // What depends on the whole log: the newest activity and the searchable message text.
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery agg(db);
    agg.prepare(QStringLiteral("SELECT MAX(time_ms) FROM events WHERE rid >= ? AND rid <= ?"));
    agg.addBindValue(ridOf(log.key, 0));
    agg.addBindValue(ridOf(log.key, kSeqMask));
    if (!agg.exec() || !agg.next()) {
        CacheRedaction::noteError(agg.lastError());
        return false;
    }
    log.lastActivityMs = agg.value(0).toLongLong();
    log.searchText.clear();
    QSqlQuery txt(db);
    txt.setForwardOnly(true);
    txt.prepare(QStringLiteral("SELECT summary FROM events WHERE rid >= ? AND rid <= ? AND kind = ? ORDER BY rid"));
    txt.addBindValue(ridOf(log.key, 0));
    txt.addBindValue(ridOf(log.key, kSeqMask));
    txt.addBindValue(int(EventKind::Message));
    if (!txt.exec()) {
        CacheRedaction::noteError(txt.lastError());
        return false;
    }
    while (txt.next()) {
        EventSummary s;
        s.kind = EventKind::Message;
        s.summary = txt.value(0).toString();
        appendSearch(log.searchText, s);
    }
    return true;
}

bool StoreWriter::appendEvents(Work &w, const QString &conversationId, const QList<Event> &events,
                               const EventCursor &cursor, bool replace, qint64 durableSeq)
{
    if (conversationId.isEmpty())
        return true;
    bool ok = true;
    LogState &log = logFor(w, conversationId, &ok);
    // The socket's cursor only moves forward, also when every event of the batch was known.
    log.durableSeq = std::max(log.durableSeq, durableSeq);
    QSet<QString> seen;
    seen.reserve(events.size());
    // A refill goes through replaceLog() (storewriterlost.cpp): it never shrinks the log.
    for (const Event &e : events) {
        if (e.id.isEmpty()) {
            qCWarning(lcStore) << "dropping an event without id";
            continue;
        }
        if (seen.contains(e.id))
            continue;
        seen.insert(e.id);
        const EventSummary s = summarizeEvent(e);
        const int inserted = insertEventRow(log.key, log.base + log.count, e, s);
        if (inserted < 0)
            return false;
        if (inserted == 1) { // 0: the log has this id already (a rule saw it when it came first)
            if (!checkRules(w, conversationId, ridOf(log.key, log.base + log.count), e, s))
                return false;
            ++log.count;
            log.lastActivityMs = std::max(log.lastActivityMs, s.timeMs);
            appendSearch(log.searchText, s);
        }
    }
    // The cursor only moves forward (a refill sets it).
    if (replace || log.cursor.isEmpty() || cursor.timestamp > log.cursor.timestamp) {
        log.cursor = cursor;
    } else if (cursor.timestamp == log.cursor.timestamp) {
        for (const QString &id : cursor.idsAtTimestamp) {
            if (!log.cursor.idsAtTimestamp.contains(id))
                log.cursor.idsAtTimestamp.append(id);
        }
    }
    return writeLog(conversationId, log);
}

} // namespace Switchyard
