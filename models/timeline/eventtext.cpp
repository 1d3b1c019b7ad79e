// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/timeline/eventtext.h"

#include <QStringList>

#include <algorithm>
#include <vector>

namespace Switchyard::EventText {

QString prettyJson(QByteArrayView compact, qsizetype maxChars)
{
    const QString in = QString::fromUtf8(compact);
    QString out;
    out.reserve(std::min<qsizetype>(in.size() * 2, maxChars + 16));
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    auto newline = [&out, &depth] {
        out += QLatin1Char('\n');
        out += QString(depth * 2, QLatin1Char(' '));
    };
    for (qsizetype i = 0; i < in.size(); ++i) {
        if (out.size() > maxChars) {
            out += QStringLiteral("\n\u2026");
            break;
        }
        const QChar c = in.at(i);
        if (inString) {
            out += c;
            if (escaped)
                escaped = false;
            else if (c == QLatin1Char('\\'))
                escaped = true;
            else if (c == QLatin1Char('"'))
                inString = false;
            continue;
        }
        switch (c.unicode()) {
        case '"':
            inString = true;
            out += c;
            break;
        case '{':
        case '[': {
            // Keep empty containers on one line.
            qsizetype j = i + 1;
            while (j < in.size() && in.at(j).isSpace())
                ++j;
            if (j < in.size() && (in.at(j) == QLatin1Char('}') || in.at(j) == QLatin1Char(']'))) {
                out += c;
                out += in.at(j);
                i = j;
                break;
            }
            out += c;
            ++depth;
            newline();
            break;
        }
        case '}':
        case ']':
            depth = std::max(0, depth - 1);
            newline();
            out += c;
            break;
        case ',':
            out += c;
            newline();
            break;
        case ':':
            out += QStringLiteral(": ");
            break;
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            break;
        default:
            out += c;
        }
    }
    return out;
}

QByteArray plainStringField(QByteArrayView json, QByteArrayView key)
{
    const QByteArray needle = '"' + key.toByteArray() + '"';
    qsizetype pos = 0;
    while ((pos = json.indexOf(needle, pos)) >= 0) {
        qsizetype i = pos + needle.size();
        while (i < json.size() && (json.at(i) == ' ' || json.at(i) == ':'))
            ++i;
        if (i < json.size() && json.at(i) == '"') {
            const qsizetype start = i + 1;
            const qsizetype end = json.indexOf('"', start);
            if (end < 0)
                return {};
            return json.sliced(start, end - start).toByteArray();
        }
        pos = i;
    }
    return {};
}

namespace {

QStringList splitLines(const QString &text)
{
    if (text.isEmpty())
        return {};
    QStringList lines = text.split(QLatin1Char('\n'));
    if (lines.size() > 1 && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

/// The full sequence of ops (context, removed, added) before folding, numbered as it grows.
struct NumberedLines
{
    QList<DiffLine> all;
    int oldNo;
    int newNo;

    void push(DiffLine::Op op, const QString &text)
    {
        DiffLine l;
        l.op = op;
        l.text = text;
        if (op != DiffLine::Added)
            l.oldLine = oldNo++;
        if (op != DiffLine::Removed)
            l.newLine = newNo++;
        all.append(l);
    }
};

/// The changed middle: `n` lines of `a` and `m` of `b` after the common `prefix`. A longest
/// common subsequence when the table stays small, else all removed then all added.
void diffMiddle(const QStringList &a, const QStringList &b, qsizetype prefix, qsizetype n, qsizetype m,
                NumberedLines &lines)
{
    if (!(n > 0 && m > 0 && n * m <= 250000)) {
        for (qsizetype i = 0; i < n; ++i)
            lines.push(DiffLine::Removed, a.at(prefix + i));
        for (qsizetype j = 0; j < m; ++j)
            lines.push(DiffLine::Added, b.at(prefix + j));
        return;
    }
    // LCS table on the changed middle.
    std::vector<std::vector<int>> lcs(std::size_t(n + 1), std::vector<int>(std::size_t(m + 1), 0));
    for (qsizetype i = n - 1; i >= 0; --i) {
        for (qsizetype j = m - 1; j >= 0; --j) {
            lcs[std::size_t(i)][std::size_t(j)] = a.at(prefix + i) == b.at(prefix + j)
                ? lcs[std::size_t(i + 1)][std::size_t(j + 1)] + 1
                : std::max(lcs[std::size_t(i + 1)][std::size_t(j)], lcs[std::size_t(i)][std::size_t(j + 1)]);
        }
    }
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a.at(prefix + i) == b.at(prefix + j)) {
            lines.push(DiffLine::Context, a.at(prefix + i));
            ++i;
            ++j;
        } else if (i < n
                   && (j == m || lcs[std::size_t(i + 1)][std::size_t(j)] >= lcs[std::size_t(i)][std::size_t(j + 1)])) {
            lines.push(DiffLine::Removed, a.at(prefix + i++));
        } else {
            lines.push(DiffLine::Added, b.at(prefix + j++));
        }
    }
}

/// Folds long unchanged runs, keeping `context` lines next to each change.
QList<DiffLine> foldContext(const QList<DiffLine> &all, int context)
{
    QList<DiffLine> out;
    qsizetype k = 0;
    while (k < all.size()) {
        if (all.at(k).op != DiffLine::Context) {
            out.append(all.at(k++));
            continue;
        }
        qsizetype end = k;
        while (end < all.size() && all.at(end).op == DiffLine::Context)
            ++end;
        const qsizetype keepBefore = k == 0 ? 0 : context; // after a change
        const qsizetype keepAfter = end == all.size() ? 0 : context; // before a change
        const qsizetype run = end - k;
        if (run <= keepBefore + keepAfter + 1) {
            for (qsizetype x = k; x < end; ++x)
                out.append(all.at(x));
        } else {
            for (qsizetype x = k; x < k + keepBefore; ++x)
                out.append(all.at(x));
            DiffLine fold;
            fold.op = DiffLine::Fold;
            fold.text = QString::number(run - keepBefore - keepAfter);
            out.append(fold);
            for (qsizetype x = end - keepAfter; x < end; ++x)
                out.append(all.at(x));
        }
        k = end;
    }
    return out;
}

} // namespace

QList<DiffLine> lineDiff(const QString &oldText, const QString &newText, int context, int firstLine)
{
    const QStringList a = splitLines(oldText);
    const QStringList b = splitLines(newText);
    qsizetype prefix = 0;
    while (prefix < a.size() && prefix < b.size() && a.at(prefix) == b.at(prefix))
        ++prefix;
    qsizetype suffix = 0;
    while (suffix < a.size() - prefix && suffix < b.size() - prefix
           && a.at(a.size() - 1 - suffix) == b.at(b.size() - 1 - suffix))
        ++suffix;

    NumberedLines lines{{}, firstLine, firstLine};
    for (qsizetype i = 0; i < prefix; ++i)
        lines.push(DiffLine::Context, a.at(i));
    diffMiddle(a, b, prefix, a.size() - prefix - suffix, b.size() - prefix - suffix, lines);
    for (qsizetype i = a.size() - suffix; i < a.size(); ++i)
        lines.push(DiffLine::Context, a.at(i));
    return foldContext(lines.all, context);
}

DiffStat diffStat(const QList<DiffLine> &lines)
{
    DiffStat s;
    for (const DiffLine &l : lines) {
        if (l.op == DiffLine::Added)
            ++s.added;
        else if (l.op == DiffLine::Removed)
            ++s.removed;
    }
    return s;
}

} // namespace Switchyard::EventText
