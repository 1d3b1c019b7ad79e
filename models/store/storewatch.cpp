// SPDX-License-Identifier: GPL-3.0-or-later
// Watch rules in the store (issue 31; schema 9, storewatch.h). The Store keeps the rules, the
// local tags and the last-seen mark in its mirror and writes them through the ordered queue
// (StoreOps::PutWatchRule, SetLastSeen, RemoveLocalTag). The writer holds the enabled rules compiled
// (Search::CompiledRules) and checks every event appendEvents() inserts — on the writer's thread,
// inside the batch's transaction, with the document the full-text index just built — so a hit is
// recorded with the event it matched, once per (rule, conversation, event id): an event that
// arrives again (REST after the socket) is not inserted again, and rule_hits' key holds it too.
#include "models/store/storewatch.h"

#include "models/logging.h"
#include "models/search/watchrule.h"
#include "models/store/cacheredaction.h"
#include "models/store/store.h"
#include "models/store/store_p.h"
#include "models/store/storebatch.h"
#include "models/store/storesearchindex.h"
#include "models/store/storewriter.h"
#include "models/store/storewriterwork.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace Switchyard {

namespace {

const QString kLastSeenKey = QStringLiteral("last_seen_ms");
const QString kLastSeenCostKey = QStringLiteral("last_seen_cost");
constexpr qsizetype kHitTextChars = 200;

/// Store::m_tagRemovals' key of one tag on one conversation.
QString tagRemovalKey(const QString &conversationId, const QString &tag)
{
    return conversationId + u'\n' + tag;
}

QString sqlText(const QString &text)
{
    QString t = text;
    t.replace(u'\'', QStringLiteral("''"));
    return u'\'' + t + u'\'';
}

QList<WatchRule> readRules(const QSqlDatabase &db)
{
    QList<WatchRule> out;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, name, query, actions, tag, enabled, hits, enabled_at_ms FROM watch_rules "
                               "ORDER BY id"))) {
        qCWarning(lcStore) << "reading the watch rules failed:" << q.lastError().text();
        return out;
    }
    while (q.next()) {
        WatchRule r;
        r.id = q.value(0).toLongLong();
        r.name = q.value(1).toString();
        r.query = q.value(2).toString();
        r.actions = q.value(3).toInt();
        r.tag = q.value(4).toString();
        r.enabled = q.value(5).toInt() != 0;
        r.hits = q.value(6).toLongLong();
        r.enabledAtMs = q.value(7).toLongLong();
        out.append(r);
    }
    return out;
}

/// One line of what the rule matched: the command, the path, or the start of the text.
QString hitText(const Search::Document &d)
{
    QString t = !d.cmd.isEmpty() ? d.cmd : !d.path.isEmpty() ? d.path : d.body;
    t = t.left(kHitTextChars * 2).simplified();
    if (t.size() > kHitTextChars)
        t = t.left(kHitTextChars - 1) + QChar(0x2026);
    return t;
}

} // namespace

QStringList StoreWatch::createStatements()
{
    QStringList out{
        QStringLiteral("CREATE TABLE IF NOT EXISTS watch_rules (id INTEGER PRIMARY KEY, name TEXT NOT NULL, "
                       "query TEXT NOT NULL, actions INTEGER NOT NULL DEFAULT 0, tag TEXT, "
                       "enabled INTEGER NOT NULL DEFAULT 0, hits INTEGER NOT NULL DEFAULT 0, "
                       "enabled_at_ms INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral("CREATE TABLE IF NOT EXISTS rule_hits (rule INTEGER NOT NULL, conversation_id TEXT NOT NULL, "
                       "event_id TEXT NOT NULL, time_ms INTEGER NOT NULL DEFAULT 0, hit_at_ms INTEGER NOT NULL, "
                       "text TEXT, PRIMARY KEY (rule, conversation_id, event_id))"),
        QStringLiteral("CREATE INDEX IF NOT EXISTS rule_hits_by_time ON rule_hits(hit_at_ms)"),
        QStringLiteral(
            "CREATE TABLE IF NOT EXISTS conversation_tags (conversation_id TEXT NOT NULL, tag TEXT NOT NULL, "
            "added_at_ms INTEGER NOT NULL, PRIMARY KEY (conversation_id, tag))"),
    };
    for (const WatchRule &r : Search::exampleRules()) {
        out.append(
            QStringLiteral("INSERT INTO watch_rules (name, query, actions, tag, enabled) VALUES (%1, %2, %3, '', 0)")
                .arg(sqlText(r.name), sqlText(r.query))
                .arg(r.actions));
    }
    return out;
}

// --- the writer's side ----------------------------------------------------------------------------

struct StoreWriter::Watch
{
    Search::CompiledRules rules;
};

void StoreWriter::loadWatchRules()
{
    m_watch = std::make_shared<Watch>();
    m_watch->rules.setRules(readRules(QSqlDatabase::database(m_connection, false)));
}

bool StoreWriter::stage(Work &w, const StoreOps::PutWatchRule &op)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (op.remove) {
        q.prepare(QStringLiteral("DELETE FROM watch_rules WHERE id = ?"));
        q.addBindValue(op.rule.id);
        bool ok = CacheRedaction::exec(q);
        q.prepare(QStringLiteral("DELETE FROM rule_hits WHERE rule = ?"));
        q.addBindValue(op.rule.id);
        ok = ok && CacheRedaction::exec(q);
        if (!ok)
            qCWarning(lcStore) << "removing a watch rule failed:" << q.lastError().text();
        w.watchRulesChanged = ok;
        return ok;
    }
    // The hit count is the writer's: a put never moves it.
    q.prepare(QStringLiteral("INSERT INTO watch_rules (id, name, query, actions, tag, enabled, enabled_at_ms) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET name = excluded.name, "
                             "query = excluded.query, actions = excluded.actions, tag = excluded.tag, "
                             "enabled = excluded.enabled, enabled_at_ms = excluded.enabled_at_ms"));
    q.addBindValue(op.rule.id);
    q.addBindValue(op.rule.name);
    q.addBindValue(op.rule.query);
    q.addBindValue(op.rule.actions);
    q.addBindValue(op.rule.tag);
    q.addBindValue(op.rule.enabled ? 1 : 0);
    q.addBindValue(op.rule.enabledAtMs);
    if (!CacheRedaction::exec(q)) {
        qCWarning(lcStore) << "writing a watch rule failed:" << q.lastError().text();
        return false;
    }
    w.watchRulesChanged = true;
    return true;
}

bool StoreWriter::stage(Work &w, const StoreOps::SetLastSeen &op)
{
    Q_UNUSED(w)
    const QString sql = QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)");
    return exec(sql, {kLastSeenKey, QString::number(op.ms)})
        && exec(sql, {kLastSeenCostKey, QString::number(op.cost, 'g', 12)});
}

bool StoreWriter::stage(Work &w, const StoreOps::RemoveLocalTag &op)
{
    Q_UNUSED(w)
    // exec() notes the error: a full or read-only disk is retried.
    return exec(QStringLiteral("DELETE FROM conversation_tags WHERE conversation_id = ? AND tag = ?"),
                {op.conversationId, op.tag});
}

bool StoreWriter::checkRules(Work &w, const QString &conversationId, qint64 rid, const Event &e, const EventSummary &s)
{
    if (!m_watch || m_watch->rules.isEmpty())
        return true;
    const Search::Document *indexed = m_search ? m_search->documentFor(rid) : nullptr;
    const Search::Document built = indexed ? Search::Document{} : Search::documentOf(e, s);
    const Search::Document &doc = indexed ? *indexed : built;
    if (doc.isEmpty())
        return true;
    Search::ConversationFacts facts;
    if (const auto staged = w.convs.constFind(conversationId); staged != w.convs.cend())
        facts = Search::factsOf(staged->rec);
    else if (const auto known = m_conversations.constFind(conversationId); known != m_conversations.cend())
        facts = Search::factsOf(known->rec);
    const QList<qsizetype> matched = m_watch->rules.match(doc, s.timeMs, facts);
    if (matched.isEmpty())
        return true;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery hit(db);
    hit.prepare(QStringLiteral("INSERT OR IGNORE INTO rule_hits (rule, conversation_id, event_id, time_ms, hit_at_ms, "
                               "text) VALUES (?, ?, ?, ?, ?, ?)"));
    QSqlQuery count(db);
    count.prepare(QStringLiteral("UPDATE watch_rules SET hits = hits + 1 WHERE id = ?"));
    QSqlQuery tag(db);
    tag.prepare(QStringLiteral("INSERT OR IGNORE INTO conversation_tags (conversation_id, tag, added_at_ms) "
                               "VALUES (?, ?, ?)"));
    const QString text = hitText(doc);
    for (const qsizetype i : matched) {
        const WatchRule &rule = m_watch->rules.rule(i);
        hit.addBindValue(rule.id);
        hit.addBindValue(conversationId);
        hit.addBindValue(e.id);
        hit.addBindValue(s.timeMs);
        hit.addBindValue(w.nowMs);
        hit.addBindValue(text);
        if (!CacheRedaction::exec(hit))
            return false;
        if (hit.numRowsAffected() != 1)
            continue; // this rule saw this event already
        count.addBindValue(rule.id);
        if (!CacheRedaction::exec(count))
            return false;
        if (rule.has(WatchRule::Tag) && !rule.tag.trimmed().isEmpty()) {
            tag.addBindValue(conversationId);
            tag.addBindValue(rule.tag.trimmed());
            tag.addBindValue(w.nowMs);
            if (!CacheRedaction::exec(tag))
                return false;
        }
        w.ruleHits.append(
            RuleHit{rule.id, rule.name, rule.actions, rule.tag.trimmed(), conversationId, e.id, s.timeMs, text});
    }
    return true;
}

void StoreWriter::commitWatch(Work &w, StoreDelta &delta)
{
    if (w.watchRulesChanged)
        loadWatchRules();
    delta.watchRulesChanged = w.watchRulesChanged;
    delta.ruleHits = std::move(w.ruleHits);
}

// --- the Store's mirror ---------------------------------------------------------------------------

void Store::loadWatch()
{
    const QSqlDatabase db = QSqlDatabase::database(m_readConnection, false);
    m_watchRules = readRules(db);
    m_localTags.clear();
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (q.exec(QStringLiteral("SELECT conversation_id, tag FROM conversation_tags ORDER BY added_at_ms"))) {
        while (q.next())
            m_localTags[q.value(0).toString()].append(q.value(1).toString());
    }
    m_lastSeenMs = 0;
    m_lastSeenCost = -1.0;
    if (q.exec(QStringLiteral("SELECT value FROM meta WHERE key = '%1'").arg(kLastSeenKey)) && q.next())
        m_lastSeenMs = q.value(0).toLongLong();
    if (q.exec(QStringLiteral("SELECT value FROM meta WHERE key = '%1'").arg(kLastSeenCostKey)) && q.next())
        m_lastSeenCost = q.value(0).toDouble();
}

QHash<QString, int> Store::ruleHitsSince(qint64 ms) const
{
    QHash<QString, int> out;
    QSqlQuery q(QSqlDatabase::database(m_readConnection, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT conversation_id, COUNT(*) FROM rule_hits WHERE hit_at_ms >= ? "
                             "GROUP BY conversation_id"));
    q.addBindValue(ms);
    if (!q.exec()) {
        qCWarning(lcStore) << "reading the rule hits failed:" << q.lastError().text();
        return out;
    }
    while (q.next())
        out.insert(q.value(0).toString(), q.value(1).toInt());
    return out;
}

void Store::applyWatchDelta(const StoreDelta &delta)
{
    if (delta.ruleHits.isEmpty())
        return;
    QList<QString> tagged;
    for (const RuleHit &h : delta.ruleHits) {
        for (WatchRule &r : m_watchRules) {
            if (r.id == h.ruleId)
                ++r.hits;
        }
        // A hit committed before a removal the user asked for since: that removal deletes the row.
        if (h.tag.isEmpty() || !(h.actions & WatchRule::Tag) || m_localTags.value(h.conversationId).contains(h.tag)
            || m_tagRemovals.contains(tagRemovalKey(h.conversationId, h.tag)))
            continue;
        m_localTags[h.conversationId].append(h.tag);
        if (!tagged.contains(h.conversationId))
            tagged.append(h.conversationId);
    }
    Q_EMIT watchRulesChanged();
    if (!tagged.isEmpty())
        Q_EMIT localTagsChanged(tagged);
    Q_EMIT ruleHits(delta.ruleHits);
}

bool Store::removeLocalTag(const QString &conversationId, const QString &tag, QObject *context, Committed done)
{
    const auto it = m_localTags.find(conversationId);
    if (it == m_localTags.end() || !it->contains(tag))
        return false;
    it->removeAll(tag);
    if (it->isEmpty())
        m_localTags.erase(it);
    const QString key = tagRemovalKey(conversationId, tag);
    ++m_tagRemovals[key];
    // The Store's own context: the mirror is put right even when the caller is gone.
    QPointer<QObject> caller(context);
    const bool hasCaller = context != nullptr;
    auto committed = [this, conversationId, tag, key, caller, hasCaller, done = std::move(done)](bool ok) {
        if (--m_tagRemovals[key] <= 0)
            m_tagRemovals.remove(key);
        if (!ok && !m_localTags.value(conversationId).contains(tag)) {
            m_localTags[conversationId].append(tag); // not deleted: the row is still in the file
            Q_EMIT localTagsChanged({conversationId});
        }
        if (done && (!hasCaller || caller))
            done(ok);
    };
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::RemoveLocalTag{conversationId, tag}}), this,
         std::move(committed));
    Q_EMIT localTagsChanged({conversationId});
    return true;
}

qint64 Store::putWatchRule(WatchRule rule)
{
    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    qsizetype at = -1;
    qint64 maxId = 0;
    for (qsizetype i = 0; i < m_watchRules.size(); ++i) {
        maxId = std::max(maxId, m_watchRules.at(i).id);
        if (rule.id != 0 && m_watchRules.at(i).id == rule.id)
            at = i;
    }
    if (rule.id == 0 || at < 0) {
        rule.id = rule.id == 0 ? maxId + 1 : rule.id;
        rule.hits = 0;
        if (rule.enabled)
            rule.enabledAtMs = nowMs;
        m_watchRules.append(rule);
    } else {
        const WatchRule &before = m_watchRules.at(at);
        rule.hits = before.hits;
        rule.enabledAtMs = rule.enabled && !before.enabled ? nowMs : before.enabledAtMs;
        m_watchRules[at] = rule;
    }
    StoreOps::PutWatchRule op;
    op.rule = rule;
    post(std::make_unique<StoreBatch>(StoreBatch{std::move(op)}));
    Q_EMIT watchRulesChanged();
    return rule.id;
}

void Store::removeWatchRule(qint64 id)
{
    for (qsizetype i = 0; i < m_watchRules.size(); ++i) {
        if (m_watchRules.at(i).id != id)
            continue;
        StoreOps::PutWatchRule op;
        op.rule = m_watchRules.takeAt(i);
        op.remove = true;
        post(std::make_unique<StoreBatch>(StoreBatch{std::move(op)}));
        Q_EMIT watchRulesChanged();
        return;
    }
}

void Store::setLastSeen(qint64 ms, double cost)
{
    m_lastSeenMs = ms;
    m_lastSeenCost = cost;
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::SetLastSeen{ms, cost}}));
}

} // namespace Switchyard
