// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/storeschema.h"

#include "models/logging.h"
#include "models/store/storesearchindex.h"
#include "models/store/storewatch.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace Switchyard::StoreSchema {

namespace {

/// The translation context of this file (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::Store)
};

// Long because it is the schema's whole history, one case per step, read top to bottom.
QStringList stepStatements(int toVersion)
{
    switch (toVersion) {
    case 1:
        return {
            QStringLiteral("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT)"),
            QStringLiteral("CREATE TABLE IF NOT EXISTS conversations (id TEXT PRIMARY KEY, json BLOB NOT NULL, "
                           "confirmed_at INTEGER NOT NULL DEFAULT 0, gone INTEGER NOT NULL DEFAULT 0)"),
            QStringLiteral("CREATE TABLE IF NOT EXISTS sandboxes (id TEXT PRIMARY KEY, json BLOB NOT NULL, "
                           "confirmed_at INTEGER NOT NULL DEFAULT 0, gone INTEGER NOT NULL DEFAULT 0, "
                           "transitions TEXT)"),
            QStringLiteral("CREATE TABLE IF NOT EXISTS start_tasks (id TEXT PRIMARY KEY, json BLOB NOT NULL)"),
            QStringLiteral("CREATE TABLE IF NOT EXISTS logs (key INTEGER PRIMARY KEY, id TEXT UNIQUE NOT NULL, "
                           "event_count INTEGER NOT NULL DEFAULT 0, last_activity_ms INTEGER NOT NULL DEFAULT 0, "
                           "cursor_ts TEXT, cursor_ids TEXT)"),
            // rowid = log key << 32 | seq: a range read of one log is a rowid range scan.
            QStringLiteral("CREATE TABLE IF NOT EXISTS events (rid INTEGER PRIMARY KEY, log INTEGER NOT NULL, "
                           "event_id TEXT NOT NULL, ts TEXT, time_ms INTEGER, kind INTEGER, source INTEGER, "
                           "flags INTEGER, kind_name TEXT, tool_call_id TEXT, summary TEXT, exit_code INTEGER, "
                           "raw BLOB)"),
            QStringLiteral("CREATE UNIQUE INDEX IF NOT EXISTS events_by_id ON events(log, event_id)"),
        };
    case 2:
        return {
            QStringLiteral("ALTER TABLE logs ADD COLUMN search_text TEXT"),
        };
    case 3:
        return {
            // The agent server's session socket: the last durable `seq` stored (-1: none yet).
            QStringLiteral("ALTER TABLE logs ADD COLUMN durable_seq INTEGER NOT NULL DEFAULT -1"),
            // History the server no longer has: when it was first seen missing (ms since the epoch, 0:
            // never) and how many events the server said it holds then (-1: unknown).
            QStringLiteral("ALTER TABLE logs ADD COLUMN server_lost_at INTEGER NOT NULL DEFAULT 0"),
            QStringLiteral("ALTER TABLE logs ADD COLUMN server_event_count INTEGER NOT NULL DEFAULT -1"),
        };
    case 4:
        return {
            // Conversations the user archived: kept locally, hidden from the default list.
            QStringLiteral("CREATE TABLE IF NOT EXISTS archived (id TEXT PRIMARY KEY, archived_at INTEGER NOT NULL)"),
        };
    case 5:
        return {
            // Logs opened newest first grow downwards from seq_base (rid = key << 32 | seq); a log
            // without a row starts at 0 and holds its whole history (it was read oldest first).
            QStringLiteral("CREATE TABLE IF NOT EXISTS log_history (log INTEGER PRIMARY KEY, "
                           "seq_base INTEGER NOT NULL DEFAULT 0, complete INTEGER NOT NULL DEFAULT 1)"),
        };
    case 6:
        return {
            // Responses the user gave (ask-user answers), recorded before they are sent and never
            // sent twice (invariant 12): one row per request id, with what became of it.
            QStringLiteral("CREATE TABLE IF NOT EXISTS responses (request_id TEXT PRIMARY KEY, "
                           "conversation_id TEXT NOT NULL, kind TEXT NOT NULL, body BLOB NOT NULL, "
                           "state INTEGER NOT NULL, recorded_at INTEGER NOT NULL, detail TEXT)"),
        };
    case 7:
        return {
            // Unread marks (issue 29): the activity (max of updated_at and the newest event, UTC ms)
            // the user last saw per conversation; one without a row counts as seen up to the
            // baseline, which starts when the table does and moves with "mark all read".
            QStringLiteral("CREATE TABLE IF NOT EXISTS seen (id TEXT PRIMARY KEY, activity_ms INTEGER NOT NULL)"),
            QStringLiteral("INSERT OR IGNORE INTO meta (key, value) VALUES ('read_baseline_ms', "
                           "CAST(CAST(strftime('%s', 'now') AS INTEGER) * 1000 AS TEXT))"),
        };
    case 8:
        // The full-text index (issue 31): created empty; an upgraded cache that holds events is
        // indexed in the background afterwards (StoreSearchIndex::buildStep), never in this step.
        return StoreSearchIndex::createStatements();
    case 9:
        // Watch rules (issue 31): the rules, their hits (once per rule and event id), the local
        // tags they put; the examples ship disabled (storewatch.h).
        return StoreWatch::createStatements();
    case 10:
        return {
            // Review comments on diff lines (issue 30 part A): a draft per conversation, kept until
            // sent or discarded. The anchor finds the lines again after a re-diff (models/review);
            // `state` is ReviewComment::State (0 draft, 1 sent, 2 discarded, 3 sending).
            QStringLiteral("CREATE TABLE IF NOT EXISTS review_comments (id TEXT PRIMARY KEY, "
                           "conversation_id TEXT NOT NULL, path TEXT NOT NULL, side INTEGER NOT NULL, "
                           "start_line INTEGER NOT NULL, end_line INTEGER NOT NULL, quoted TEXT NOT NULL, "
                           "before_ctx TEXT NOT NULL, after_ctx TEXT NOT NULL, base TEXT NOT NULL, "
                           "body TEXT NOT NULL, created_at INTEGER NOT NULL, state INTEGER NOT NULL, "
                           "sent_at INTEGER NOT NULL DEFAULT 0, review_id TEXT NOT NULL DEFAULT '')"),
            QStringLiteral("CREATE INDEX IF NOT EXISTS review_comments_by_conversation ON "
                           "review_comments(conversation_id)"),
        };
    case 11:
        return {
            // Variant groups (issue 30 part B): one task started as N conversations, kept locally.
            // Members are conversation ids (chosen before the start is sent), in variant order.
            QStringLiteral("CREATE TABLE IF NOT EXISTS variant_groups (id TEXT PRIMARY KEY, title TEXT NOT NULL, "
                           "created_ms INTEGER NOT NULL)"),
            QStringLiteral("CREATE TABLE IF NOT EXISTS variant_members (group_id TEXT NOT NULL, member_id TEXT NOT "
                           "NULL, label TEXT, position INTEGER NOT NULL, PRIMARY KEY (group_id, member_id))"),
        };
    case 12:
        return {
            // Status history (issue 32): each execution / sandbox status change the client observed
            // (source 'observed', at the writer's clock) and each one the events' timestamps tell
            // (source 'event', at the event's time; event_id keeps it once). subject: 'conversation'
            // or 'sandbox'; kind: 'exec', 'sandbox' or 'cost' (value: accumulated cost); status: the
            // raw wire string (unknown kept, empty for null). Pruned beyond 90 days by the writer.
            QStringLiteral(
                "CREATE TABLE IF NOT EXISTS status_history (subject_id TEXT NOT NULL, subject TEXT NOT NULL, "
                "kind TEXT NOT NULL, status TEXT NOT NULL, observed_at INTEGER NOT NULL, "
                "source TEXT NOT NULL, event_id TEXT, value REAL)"),
            QStringLiteral("CREATE INDEX IF NOT EXISTS status_history_by_time ON status_history(observed_at)"),
            QStringLiteral("CREATE UNIQUE INDEX IF NOT EXISTS status_history_by_event ON "
                           "status_history(subject_id, kind, event_id) WHERE event_id IS NOT NULL"),
        };
    default:
        return {};
    }
}

} // namespace

int version(QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return -1;
    return q.value(0).toInt();
}

bool migrate(QSqlDatabase &db, QString *error, int targetVersion)
{
    const int from = version(db);
    if (from < 0) {
        if (error)
            *error = Tr::tr("The cache file cannot be read: %1").arg(db.lastError().text());
        return false;
    }
    if (from > kCurrentVersion) {
        if (error)
            *error = Tr::tr("The cache file was written by a newer version of Switchyard (schema %1, this version "
                            "knows %2).")
                         .arg(from)
                         .arg(kCurrentVersion);
        return false;
    }
    for (int v = from + 1; v <= targetVersion; ++v) {
        if (!db.transaction()) {
            if (error)
                *error = Tr::tr("The cache file cannot be written: %1").arg(db.lastError().text());
            return false;
        }
        QSqlQuery q(db);
        bool ok = true;
        const QStringList statements = stepStatements(v);
        for (const QString &sql : statements) {
            if (!q.exec(sql)) {
                ok = false;
                break;
            }
        }
        ok = ok && q.exec(QStringLiteral("PRAGMA user_version = %1").arg(v));
        if (!ok) {
            const QString why = q.lastError().text();
            db.rollback();
            if (error)
                *error = Tr::tr("The cache file could not be upgraded to schema %1: %2").arg(v).arg(why);
            return false;
        }
        if (!db.commit()) {
            if (error)
                *error =
                    Tr::tr("The cache file could not be upgraded to schema %1: %2").arg(v).arg(db.lastError().text());
            return false;
        }
        qCInfo(lcStore) << "cache schema migrated to version" << v;
    }
    return true;
}

} // namespace Switchyard::StoreSchema
