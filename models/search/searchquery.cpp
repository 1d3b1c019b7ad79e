// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/search/searchquery.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace Switchyard::Search {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::Search)
};

constexpr int kMaxTerms = 16;

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber();
}

/// One piece of the query text: [-][field:]value, the value a word or a quoted phrase.
struct Piece
{
    QString field;
    QString value;
    bool quoted = false;
    bool negated = false;
    qsizetype at = 0;
};

/// Cuts `text` into pieces; false (and `error`) on an unclosed quote.
bool split(const QString &text, QList<Piece> *pieces, QString *error, qsizetype *errorAt)
{
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        while (i < n && text.at(i).isSpace())
            ++i;
        if (i >= n)
            break;
        Piece p;
        p.at = i;
        if (text.at(i) == u'-' && i + 1 < n && !text.at(i + 1).isSpace()) {
            p.negated = true;
            ++i;
        }
        // A field name: letters then ':' (not "://", which is a URL).
        qsizetype j = i;
        while (j < n && text.at(j).isLetter())
            ++j;
        if (j > i && j < n && text.at(j) == u':' && !text.mid(j, 3).startsWith(QStringLiteral("://"))) {
            p.field = text.mid(i, j - i).toLower();
            i = j + 1;
        }
        if (i < n && text.at(i) == u'"') {
            const qsizetype close = text.indexOf(u'"', i + 1);
            if (close < 0) {
                *error = Tr::tr("A quote is not closed: add the closing \" to search for the phrase.");
                *errorAt = i;
                return false;
            }
            p.value = text.mid(i + 1, close - i - 1);
            p.quoted = true;
            i = close + 1;
            if (i < n && text.at(i) == u'*') { // "phrase"* : a prefix on its last word
                p.value += u'*';
                ++i;
            }
        } else {
            const qsizetype start = i;
            while (i < n && !text.at(i).isSpace())
                ++i;
            p.value = text.mid(start, i - start);
        }
        pieces->append(p);
    }
    return true;
}

/// A time: 7d, 24h, 30m, 2w back from now, or a date; `endOfDay` moves a date to its next midnight.
std::optional<qint64> parseTime(const QString &value, const QDateTime &now, bool endOfDay)
{
    static const QRegularExpression relative(QStringLiteral("^(\\d{1,5})([mhdw])$"));
    const QRegularExpressionMatch m = relative.match(value.toLower());
    if (m.hasMatch()) {
        const qint64 n = m.captured(1).toLongLong();
        const QChar unit = m.captured(2).at(0);
        const qint64 unitMs = unit == u'm' ? 60'000
            : unit == u'h'                 ? 3'600'000
            : unit == u'd'                 ? 86'400'000
                                           : 604'800'000;
        return now.toMSecsSinceEpoch() - n * unitMs;
    }
    const QDate date = QDate::fromString(value, Qt::ISODate);
    if (date.isValid()) {
        const QDate day = endOfDay ? date.addDays(1) : date;
        return QDateTime(day, QTime(0, 0), Qt::LocalTime).toMSecsSinceEpoch();
    }
    const QDateTime when = QDateTime::fromString(value, Qt::ISODate);
    if (when.isValid())
        return when.toMSecsSinceEpoch();
    return std::nullopt;
}

QString quoteFts(const QString &text)
{
    QString escaped = text;
    escaped.replace(u'"', QStringLiteral("\"\""));
    return u'"' + escaped + u'"';
}

struct Parser
{
    Query &q;
    const QDateTime &now;

    bool fail(const QString &why, qsizetype at)
    {
        q.error = why;
        q.errorAt = at;
        return false;
    }

    bool addText(const Piece &p, std::optional<Column> column)
    {
        Term t;
        t.column = column;
        t.negated = p.negated;
        t.phrase = p.quoted;
        t.text = p.value;
        if (t.text.endsWith(u'*')) {
            t.prefix = true;
            t.text.chop(1);
        }
        const QList<Token> tokens = tokenize(t.text);
        if (tokens.isEmpty())
            return fail(Tr::tr("\"%1\" has no letters or digits to search for.").arg(p.value), p.at);
        if (t.prefix && tokens.constLast().folded.size() < 2)
            return fail(Tr::tr("A prefix needs at least two letters before the *: \"%1\".").arg(p.value), p.at);
        if (!t.phrase && tokens.size() > 1)
            t.phrase = true; // foo.bar, rm -rf: its words in this order
        q.terms.append(t);
        return true;
    }

    bool addPiece(const Piece &p)
    {
        if (p.value.isEmpty())
            return fail(Tr::tr("%1: needs a value, as in %1:something.").arg(p.field), p.at);
        if (p.field.isEmpty())
            return addText(p, std::nullopt);
        if (p.field == u"cmd" || p.field == u"command")
            return addText(p, Column::Cmd);
        if (p.field == u"path" || p.field == u"file")
            return addText(p, Column::Path);
        if (p.field == u"kind")
            return addText(p, Column::Kind);
        if (p.field == u"risk") {
            const QString v = p.value.toLower();
            if (v != u"low" && v != u"medium" && v != u"high" && v != u"unknown")
                return fail(Tr::tr("risk: is low, medium or high (not \"%1\").").arg(p.value), p.at);
            return addText(p, Column::Risk);
        }
        if (p.negated)
            return fail(Tr::tr("%1: cannot be excluded with -; search for what you want instead.").arg(p.field), p.at);
        if (p.field == u"repo" || p.field == u"repository") {
            q.repos.append(p.value);
            return true;
        }
        if (p.field == u"status") {
            q.statuses.append(p.value.toLower());
            return true;
        }
        if (p.field == u"model") {
            q.models.append(p.value);
            return true;
        }
        if (p.field == u"since" || p.field == u"until") {
            const bool until = p.field == u"until";
            const auto ms = parseTime(p.value, now, until);
            if (!ms)
                return fail(Tr::tr("%1: takes a time such as 7d, 24h, 30m, 2w or a date such as 2026-11-20 (not "
                                   "\"%2\").")
                                .arg(p.field, p.value),
                            p.at);
            (until ? q.untilMs : q.sinceMs) = *ms;
            return true;
        }
        return fail(Tr::tr("Unknown field \"%1:\". The fields are kind:, cmd:, path:, risk:, repo:, status:, model:, "
                           "since: and until:; put the text in quotes to search for it as it is.")
                        .arg(p.field),
                    p.at);
    }
};

} // namespace

QList<Token> tokenize(const QString &text)
{
    QList<Token> out;
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        while (i < n && !isWordChar(text.at(i)))
            ++i;
        const qsizetype start = i;
        while (i < n && isWordChar(text.at(i)))
            ++i;
        if (i > start)
            out.append(Token{text.mid(start, i - start).toCaseFolded(), start, i - start});
    }
    return out;
}

Query parse(const QString &text, const QDateTime &now)
{
    Query q;
    QList<Piece> pieces;
    if (!split(text, &pieces, &q.error, &q.errorAt))
        return q;
    Parser parser{q, now};
    for (const Piece &p : std::as_const(pieces)) {
        if (!parser.addPiece(p))
            return q;
    }
    if (q.terms.size() > kMaxTerms) {
        parser.fail(Tr::tr("At most %1 words or phrases in one search.").arg(kMaxTerms), 0);
        return q;
    }
    bool positive = false;
    for (const Term &t : std::as_const(q.terms))
        positive = positive || !t.negated;
    if (!positive) {
        if (q.terms.isEmpty() && (q.sinceMs || q.untilMs || q.filtersConversations()))
            parser.fail(Tr::tr("since:, until:, repo:, status: and model: narrow a search: add a word, a phrase, "
                               "or cmd:, path:, kind: or risk:."),
                        0);
        else if (!q.terms.isEmpty())
            parser.fail(Tr::tr("Only excluded words: add a word or a phrase to search for."), 0);
        else
            parser.fail(Tr::tr("Type a word, a \"phrase\", a prefix* or a field such as cmd:git."), 0);
        return q;
    }
    if (q.sinceMs && q.untilMs && q.untilMs <= q.sinceMs)
        parser.fail(Tr::tr("until: is not after since:, so nothing can match."), 0);
    return q;
}

QString Query::ftsMatch() const
{
    QStringList positive;
    QStringList negative;
    for (const Term &t : terms) {
        QString expr = quoteFts(t.text);
        if (t.prefix)
            expr += u'*';
        const QString scope = t.column ? columnName(*t.column) : QStringLiteral("{body cmd path}");
        (t.negated ? negative : positive).append(scope + QStringLiteral(" : ") + expr);
    }
    QString out = u'(' + positive.join(QStringLiteral(" AND ")) + u')';
    for (const QString &n : std::as_const(negative))
        out += QStringLiteral(" NOT (") + n + u')';
    return out;
}

} // namespace Switchyard::Search
