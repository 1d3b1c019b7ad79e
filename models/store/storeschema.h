// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QSqlDatabase;

namespace Switchyard {

/// The SQLite schema of the store and its migrations. The version lives in PRAGMA user_version.
///
/// Version history:
///   1  conversations, sandboxes, start_tasks, logs (per-conversation event state and cursor),
///      events (summary columns + raw JSON, rowid = log key << 32 | seq), meta
///   2  logs.search_text (text of the messages for search)
///   3  logs.durable_seq (session socket cursor), logs.server_lost_at and logs.server_event_count
///      (history the server no longer has, kept locally and marked)
///   4  archived (conversations the user archived: id, archived_at ms; local only)
///   5  log_history (per log: seq_base, the rid seq of its oldest event, which moves down when older
///      pages arrive newest first; complete, whether every older page was fetched)
///   6  responses (the user's answers to the agent's questions, recorded before they are sent)
///   7  seen (unread marks) and meta read_baseline_ms
///   8  search_fts (the full-text index of the events, FTS5, rowid = events.rid) with the triggers
///      that keep it in step, and meta search_index_* (an upgraded cache with events is indexed in
///      the background by the writer: storesearchindex.h)
///   9  watch_rules, rule_hits, conversation_tags (watch rules and what they matched; the four
///      example rules, disabled: storewatch.h); meta last_seen_ms is written when first set. This
///      build's index is version 2 (columnsize=0): a version-1 index is rebuilt in the background
///      when the cache opens (storesearchindex.h)
///   10 review_comments (review drafts on diff lines: anchor, body, state draft/sent/discarded/sending)
///   11 variant_groups (id, title, created_ms) and variant_members (group_id, member_id, label,
///      position): groups of variant runs of one task (issue 30 part B; local only)
///   12 status_history (issue 32: observed and event-derived status changes, cost points; 90 days)
namespace StoreSchema {

constexpr int kCurrentVersion = 12;

/// Brings `db` from its version to `targetVersion`, one step per transaction. Refuses (returns false
/// and sets `error`) a database newer than this build; never touches it in that case.
bool migrate(QSqlDatabase &db, QString *error, int targetVersion = kCurrentVersion);
/// PRAGMA user_version of `db` (-1 on error).
int version(QSqlDatabase &db);

} // namespace StoreSchema
} // namespace Switchyard
