// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The tables of the watch rules (issue 31; schema step 9, storeschema.cpp): watch_rules (the
// rules, their hit counts), rule_hits (one row per rule, conversation and event id: a rule fires
// once per event however it arrived), conversation_tags (the local tags rules put), and the four
// example rules, disabled. The last-seen mark of the "while you were away" digest is meta
// last_seen_ms (one store file per server). Internal to models/store.

#include <QStringList>

namespace Switchyard::StoreWatch {

[[nodiscard]] QStringList createStatements();

} // namespace Switchyard::StoreWatch
