// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Watch rules checked in memory (issue 31): each enabled rule's query is parsed once into a
// predicate over one event's indexed document (searchdocument.h) and its conversation's facts —
// the same words, phrases, prefixes and fields as the full-text index answers, with no SQL per
// event per rule. The store writer checks every event it inserts (storewatch.cpp). Pure: no store,
// no widgets.

#include "models/read/watchreader.h"
#include "models/search/searchdocument.h"
#include "models/search/searchquery.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace Switchyard {

struct ConversationRecord;

namespace Search {

/// What a rule may test besides the event's text (repo:, status:, model:).
struct ConversationFacts
{
    QString repository;
    QString status; ///< the status words (execution and sandbox, wire names)
    QString model;
};

/// The facts of a conversation record.
[[nodiscard]] ConversationFacts factsOf(const ConversationRecord &record);

/// The rules that ship with the app, all disabled: cmd:"rm -rf", risk:HIGH, path:.env,
/// cmd:"git push --force".
[[nodiscard]] QList<WatchRule> exampleRules();

/// The parsed rules, ready to check events against.
class CompiledRules
{
public:
    /// Keeps the enabled rules whose query parses (the others are never checked).
    void setRules(const QList<WatchRule> &rules);
    [[nodiscard]] bool isEmpty() const { return m_rules.empty(); }
    [[nodiscard]] qsizetype size() const { return qsizetype(m_rules.size()); }
    [[nodiscard]] const WatchRule &rule(qsizetype i) const { return m_rules.at(std::size_t(i)).rule; }

    /// The rules (indices) that match the event: its document, its time (UTC ms; a rule looks at
    /// events from a little before it was enabled on) and its conversation's facts.
    [[nodiscard]] QList<qsizetype> match(const Document &document, qint64 timeMs, const ConversationFacts &facts) const;

    /// How long before its enabling a rule still counts an event as new (clock skew, socket lag).
    static constexpr qint64 kSlackMs = 10 * 60 * 1000;

private:
    struct Compiled
    {
        WatchRule rule;
        Query query;
        QList<QList<Token>> termWords; ///< the words of each term, cut once
    };
    std::vector<Compiled> m_rules;
};

/// True when the conversation passes `query`'s repo:, status: and model: (all pass when it names none).
[[nodiscard]] bool factsMatch(const Query &query, const ConversationFacts &facts);

/// True when `query`'s words match `document` and facts (since:/until: are not looked at).
[[nodiscard]] bool matches(const Query &query, const Document &document, const ConversationFacts &facts);

} // namespace Search
} // namespace Switchyard
