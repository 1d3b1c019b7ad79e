// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/search/watchrule.h"

#include "models/api/wireenums.h"
#include "models/read/conversationrecord.h"

#include <QCoreApplication>

namespace Switchyard::Search {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::WatchRules)
};

constexpr int kColumns = 5;

/// The words of each of the event's columns, cut once per event and shared by every rule.
class DocumentWords
{
public:
    explicit DocumentWords(const Document &d)
        : m_doc(d)
    { }
    const QList<Token> &of(Column c)
    {
        std::optional<QList<Token>> &slot = m_words.at(std::size_t(c));
        if (!slot)
            slot = tokenize(textOf(c));
        return *slot;
    }

private:
    const QString &textOf(Column c) const
    {
        switch (c) {
        case Column::Body:
            return m_doc.body;
        case Column::Cmd:
            return m_doc.cmd;
        case Column::Path:
            return m_doc.path;
        case Column::Kind:
            return m_doc.kind;
        case Column::Risk:
            return m_doc.risk;
        }
        return m_doc.body;
    }
    const Document &m_doc;
    std::array<std::optional<QList<Token>>, kColumns> m_words;
};

/// The term's words in this order somewhere in `have` (the last one a prefix when asked).
bool occurs(const QList<Token> &want, bool prefix, const QList<Token> &have)
{
    const qsizetype n = want.size();
    if (n == 0)
        return false;
    for (qsizetype i = 0; i + n <= have.size(); ++i) {
        bool match = true;
        for (qsizetype j = 0; j < n && match; ++j) {
            const QString &h = have.at(i + j).folded;
            const QString &w = want.at(j).folded;
            match = (prefix && j == n - 1) ? h.startsWith(w) : h == w;
        }
        if (match)
            return true;
    }
    return false;
}

bool termMatches(const Term &t, const QList<Token> &want, DocumentWords &words)
{
    if (t.column)
        return occurs(want, t.prefix, words.of(*t.column));
    return occurs(want, t.prefix, words.of(Column::Body)) || occurs(want, t.prefix, words.of(Column::Cmd))
        || occurs(want, t.prefix, words.of(Column::Path));
}

bool anyPart(const QStringList &wanted, const QString &value)
{
    for (const QString &w : wanted) {
        if (value.contains(w, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

/// `termWords`: the words of each of q.terms (cut once, when the rule is compiled).
bool matchesWith(const Query &q, const QList<QList<Token>> &termWords, DocumentWords &words,
                 const ConversationFacts &facts)
{
    if (!q.isValid() || !factsMatch(q, facts))
        return false;
    bool positive = false;
    for (qsizetype i = 0; i < q.terms.size(); ++i) {
        const Term &t = q.terms.at(i);
        const bool hit = termMatches(t, termWords.at(i), words);
        if (t.negated ? hit : !hit)
            return false;
        positive = positive || !t.negated;
    }
    return positive;
}

QList<QList<Token>> wordsOf(const Query &q)
{
    QList<QList<Token>> out;
    for (const Term &t : q.terms)
        out.append(tokenize(t.text));
    return out;
}

WatchRule example(const QString &name, const QString &query)
{
    WatchRule r;
    r.name = name;
    r.query = query;
    r.actions = WatchRule::Notify | WatchRule::Inbox;
    r.enabled = false;
    return r;
}

} // namespace

bool factsMatch(const Query &q, const ConversationFacts &f)
{
    return (q.repos.isEmpty() || anyPart(q.repos, f.repository)) && (q.models.isEmpty() || anyPart(q.models, f.model))
        && (q.statuses.isEmpty() || anyPart(q.statuses, f.status));
}

ConversationFacts factsOf(const ConversationRecord &r)
{
    ConversationFacts f;
    f.repository = r.conversation.selectedRepository;
    f.model = r.conversation.llmModel;
    f.status = Api::toWire(r.displayExecution) + u' ' + Api::toWire(r.displaySandboxStatus);
    if (r.gone)
        f.status += QStringLiteral(" gone");
    return f;
}

QList<WatchRule> exampleRules()
{
    return {
        example(Tr::tr("Deletes files recursively"), QStringLiteral("cmd:\"rm -rf\"")),
        example(Tr::tr("High-risk action"), QStringLiteral("risk:HIGH")),
        example(Tr::tr("Touches an .env file"), QStringLiteral("path:.env")),
        example(Tr::tr("Force-pushes"), QStringLiteral("cmd:\"git push --force\"")),
    };
}

void CompiledRules::setRules(const QList<WatchRule> &rules)
{
    m_rules.clear();
    for (const WatchRule &r : rules) {
        if (!r.enabled)
            continue;
        Query q = parse(r.query);
        if (q.isValid()) {
            QList<QList<Token>> words = wordsOf(q);
            m_rules.push_back(Compiled{r, std::move(q), std::move(words)});
        }
    }
}

QList<qsizetype> CompiledRules::match(const Document &document, qint64 timeMs, const ConversationFacts &facts) const
{
    QList<qsizetype> out;
    if (m_rules.empty() || document.isEmpty())
        return out;
    DocumentWords words(document);
    for (std::size_t i = 0; i < m_rules.size(); ++i) {
        const Compiled &c = m_rules[i];
        if (timeMs < c.rule.enabledAtMs - kSlackMs)
            continue; // older than the rule: not new to it (a dry run shows the past)
        if (matchesWith(c.query, c.termWords, words, facts))
            out.append(qsizetype(i));
    }
    return out;
}

bool matches(const Query &query, const Document &document, const ConversationFacts &facts)
{
    DocumentWords words(document);
    return matchesWith(query, wordsOf(query), words, facts);
}

} // namespace Switchyard::Search
