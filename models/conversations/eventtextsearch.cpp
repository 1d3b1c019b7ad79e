// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/conversations/eventtextsearch.h"

#include "models/api/codec.h"
#include "models/domain/eventsummary.h"
#include "models/logging.h"
#include "models/read/storereader.h"
#include "models/search/searchengine.h"
#include "models/store/readonlyconnection.h"

#include <QFutureWatcher>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace Switchyard {

namespace {

constexpr qint64 kChunkLogs = 64; ///< logs per query between two cancellation checks
constexpr int kMaxWords = 8;
constexpr int kSummaryCut = 200; ///< eventsummary.cpp cuts summaries at this many characters
constexpr int kMaxLongChecks = 2000; ///< long messages parsed per search at most

/// The text of a message event as stored (its raw JSON, through the one codec), or empty.
QString messageText(const QByteArray &raw)
{
    auto parsed = Api::Codec::parseEvent(raw);
    if (!parsed.ok())
        return {};
    const Event event = std::move(parsed).value();
    const auto *message = std::get_if<MessagePayload>(&event.payload);
    return message ? message->text : QString();
}

QString likePattern(const QString &word)
{
    QString escaped = word;
    escaped.replace(u'\\', QStringLiteral("\\\\"));
    escaped.replace(u'%', QStringLiteral("\\%"));
    escaped.replace(u'_', QStringLiteral("\\_"));
    return u'%' + escaped + u'%';
}

/// One search over the store: its words, how many conversations at most, and the generation it
/// runs for (a newer one in `latest` stops it between two chunks).
struct Scan
{
    const QStringList &words;
    int limit;
    const std::atomic<quint64> *latest;
    quint64 generation;

    [[nodiscard]] bool superseded() const { return Switchyard::superseded(latest, generation); }
};

/// The events whose summaries hold every word, read in key ranges of logs so that a superseded
/// search stops between two chunks.
void searchSummaries(const QSqlDatabase &db, const Scan &scan, QHash<QString, QString> &out)
{
    qint64 maxKey = 0;
    {
        QSqlQuery q(db);
        if (q.exec(QStringLiteral("SELECT MAX(key) FROM logs")) && q.next())
            maxKey = q.value(0).toLongLong();
    }
    QString sql = QStringLiteral("SELECT l.id, e.summary, MIN(e.rid) FROM events e JOIN logs l ON l.key = e.log "
                                 "WHERE e.rid >= ? AND e.rid < ?");
    for (qsizetype i = 0; i < scan.words.size(); ++i)
        sql += QStringLiteral(" AND e.summary LIKE ? ESCAPE '\\'");
    sql += QStringLiteral(" GROUP BY e.log");
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.prepare(sql)) {
        qCWarning(lcModels) << "list search: cannot prepare:" << q.lastError().text();
        return;
    }
    for (qint64 from = 0; from <= maxKey && out.size() < scan.limit; from += kChunkLogs) {
        if (scan.superseded())
            break;
        // rid = log key << 32 | seq: a range of logs is a range of the primary key.
        q.addBindValue(from << 32);
        q.addBindValue((from + kChunkLogs) << 32);
        for (const QString &w : scan.words)
            q.addBindValue(likePattern(w));
        if (!q.exec()) {
            qCWarning(lcModels) << "list search failed:" << q.lastError().text();
            break;
        }
        while (q.next() && out.size() < scan.limit)
            out.insert(q.value(0).toString(), q.value(1).toString());
        q.finish();
    }
}

/// Summaries are cut at 200 characters: a word further into a long message is only in its raw
/// JSON. Those messages are checked on their text (parsed through the codec, so a JSON key such as
/// "content" never counts as a match).
void searchLongMessages(const QSqlDatabase &db, const Scan &scan, QHash<QString, QString> &out)
{
    QString longSql = QStringLiteral("SELECT l.id, e.raw FROM events e JOIN logs l ON l.key = e.log "
                                     "WHERE e.kind = ? AND length(e.summary) >= ?");
    for (qsizetype i = 0; i < scan.words.size(); ++i)
        longSql += QStringLiteral(" AND CAST(e.raw AS TEXT) LIKE ? ESCAPE '\\'"); // a BLOB never LIKEs
    longSql += QStringLiteral(" ORDER BY e.rid");
    QSqlQuery lq(db);
    lq.setForwardOnly(true);
    if (out.size() >= scan.limit || scan.superseded() || !lq.prepare(longSql))
        return;
    lq.addBindValue(int(EventKind::Message));
    lq.addBindValue(kSummaryCut);
    for (const QString &w : scan.words)
        lq.addBindValue(likePattern(w));
    if (!lq.exec()) {
        qCWarning(lcModels) << "list search (long messages) failed:" << lq.lastError().text();
        return;
    }
    int checked = 0;
    while (lq.next() && out.size() < scan.limit && checked < kMaxLongChecks) {
        const QString id = lq.value(0).toString();
        if (out.contains(id))
            continue;
        if ((++checked % 64) == 0 && scan.superseded())
            break;
        const QString text = messageText(lq.value(1).toByteArray());
        bool all = !text.isEmpty();
        for (const QString &w : scan.words)
            all = all && text.contains(w, Qt::CaseInsensitive);
        if (all)
            out.insert(id, text);
    }
}

} // namespace

EventTextSearch::EventTextSearch(QObject *parent)
    : QObject(parent)
    , m_debounce(new QTimer(this))
    , m_latest(std::make_shared<std::atomic<quint64>>(0))
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(250);
    connect(m_debounce, &QTimer::timeout, this, &EventTextSearch::start);
}

EventTextSearch::~EventTextSearch()
{
    m_latest->store(~quint64(0)); // a running scan stops at its next chunk
}

void EventTextSearch::setStore(StoreReader *store)
{
    m_store = store;
}

void EventTextSearch::setDebounce(int ms)
{
    m_debounce->setInterval(ms);
}

void EventTextSearch::search(const QString &text)
{
    m_pending = text;
    m_latest->store(++m_generation); // supersedes a running scan
    if (text.simplified().isEmpty()) {
        m_debounce->stop();
        Q_EMIT finished(text, {});
        return;
    }
    m_debounce->start();
}

void EventTextSearch::start()
{
    const QString text = m_pending;
    if (!m_store) {
        Q_EMIT finished(text, {});
        return;
    }
    QStringList words = text.simplified().split(u' ', Qt::SkipEmptyParts);
    if (words.size() > kMaxWords)
        words.resize(kMaxWords);
    const QString path = m_store->path();
    const quint64 generation = m_generation;
    std::shared_ptr<std::atomic<quint64>> latest = m_latest;
    auto *watcher = new QFutureWatcher<QHash<QString, QString>>(this);
    connect(watcher, &QFutureWatcher<QHash<QString, QString>>::finished, this, [this, watcher, text, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return; // a newer search is on its way
        Q_EMIT finished(text, watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([path, words, latest, generation] {
        return run(path, words, 5000, latest.get(), generation);
    }));
}

QHash<QString, QString> EventTextSearch::run(const QString &dbPath, const QStringList &words, int limit,
                                             const std::atomic<quint64> *latest, quint64 generation)
{
    if (words.isEmpty() || dbPath.isEmpty())
        return {};
    // The list's words keep their meaning (no fields, no quotes, no exclusions): each one must
    // occur as the start of a word, as the LIKE scan found it inside a word.
    Search::Query query;
    for (const QString &w : words) {
        const QList<Search::Token> tokens = Search::tokenize(w);
        if (tokens.isEmpty()) {
            query.error = QStringLiteral("no words"); // "%": only the scan can find it
            break;
        }
        Search::Term t;
        t.text = w;
        t.prefix = true;
        t.phrase = tokens.size() > 1;
        query.terms.append(t);
    }
    if (query.isValid() && Search::indexComplete(dbPath)) {
        QHash<QString, QString> found = Search::conversationLines(dbPath, query, limit, latest, generation);
        if (!found.isEmpty())
            return found;
        // Nothing starts with these words: the scan still finds them inside a word ("apacitor"),
        // as the box always did (at the scan's cost, only when the index has nothing).
    }
    return runLike(dbPath, words, limit, latest, generation);
}

QHash<QString, QString> EventTextSearch::runLike(const QString &dbPath, const QStringList &words, int limit,
                                                 const std::atomic<quint64> *latest, quint64 generation)
{
    QHash<QString, QString> out;
    if (words.isEmpty() || dbPath.isEmpty())
        return out;
    const ReadOnlyConnection c(dbPath, "list search");
    if (c.ok()) {
        const Scan scan{words, limit, latest, generation};
        const QSqlDatabase db = c.db();
        searchSummaries(db, scan, out);
        searchLongMessages(db, scan, out);
    }
    return out;
}

} // namespace Switchyard
