// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/diff/worddiff.h"

#include "models/diff/myersdiff.h"

#include <QHash>

#include <vector>

namespace Switchyard::WordDiff {

namespace {

enum class CharClass
{
    Word,
    Space,
    Other
};

CharClass classOf(QChar c)
{
    if (c.isLetterOrNumber() || c == QLatin1Char('_') || c.isMark())
        return CharClass::Word;
    if (c.isSpace())
        return CharClass::Space;
    return CharClass::Other;
}

bool isBlankToken(QStringView t)
{
    return t.trimmed().isEmpty();
}

struct Tokens
{
    QList<int> bounds;
    std::vector<int> ids;
};

Tokens tokenize(QStringView line, QHash<QStringView, int> &intern)
{
    Tokens t;
    t.bounds = tokenBounds(line);
    t.ids.reserve(static_cast<size_t>(t.bounds.size()));
    for (qsizetype i = 0; i + 1 < t.bounds.size(); ++i) {
        const QStringView tok = line.mid(t.bounds[i], t.bounds[i + 1] - t.bounds[i]);
        auto it = intern.constFind(tok);
        if (it == intern.constEnd())
            it = intern.insert(tok, static_cast<int>(intern.size()));
        t.ids.push_back(it.value());
    }
    return t;
}

QList<WordRange> rangesOf(QStringView line, const QList<int> &bounds, const std::vector<char> &changed)
{
    QList<WordRange> out;
    const int n = static_cast<int>(changed.size());
    int i = 0;
    while (i < n) {
        if (!changed[static_cast<size_t>(i)]) {
            ++i;
            continue;
        }
        int j = i;
        while (j < n) {
            if (changed[static_cast<size_t>(j)]) {
                ++j;
                continue;
            }
            // Join across a run of unchanged blank tokens followed by another change.
            int k = j;
            while (k < n && !changed[static_cast<size_t>(k)]
                   && isBlankToken(line.mid(bounds[k], bounds[k + 1] - bounds[k])))
                ++k;
            if (k > j && k < n && changed[static_cast<size_t>(k)]) {
                j = k;
                continue;
            }
            break;
        }
        out.append(WordRange{bounds[i], bounds[j] - bounds[i]});
        i = j;
    }
    return out;
}

} // namespace

QList<int> tokenBounds(QStringView line)
{
    QList<int> bounds;
    bounds.reserve(line.size() / 3 + 2);
    const int n = static_cast<int>(line.size());
    int i = 0;
    while (i < n) {
        bounds.append(i);
        const QChar c = line[i];
        if (c.isHighSurrogate() && i + 1 < n && line[i + 1].isLowSurrogate()) {
            i += 2;
            continue;
        }
        const CharClass cls = classOf(c);
        ++i;
        if (cls == CharClass::Other)
            continue;
        while (i < n && classOf(line[i]) == cls)
            ++i;
    }
    bounds.append(n);
    return bounds;
}

Result compute(QStringView oldLine, QStringView newLine)
{
    Result r;
    if (oldLine == newLine)
        return r;
    QHash<QStringView, int> intern;
    const Tokens a = tokenize(oldLine, intern);
    const Tokens b = tokenize(newLine, intern);
    std::vector<char> ca, cb;
    MyersDiff::compute(a.ids, b.ids, ca, cb, 256);
    r.oldRanges = rangesOf(oldLine, a.bounds, ca);
    r.newRanges = rangesOf(newLine, b.bounds, cb);
    return r;
}

double similarity(QStringView a, QStringView b)
{
    if (a == b)
        return 1.0;
    const QStringView ta = a.trimmed();
    const QStringView tb = b.trimmed();
    if (ta.isEmpty() || tb.isEmpty())
        return ta.isEmpty() && tb.isEmpty() ? 1.0 : 0.0;
    QHash<QStringView, int> counts;
    int totalA = 0;
    const QList<int> ba = tokenBounds(ta);
    for (qsizetype i = 0; i + 1 < ba.size(); ++i) {
        const QStringView tok = ta.mid(ba[i], ba[i + 1] - ba[i]);
        if (isBlankToken(tok))
            continue;
        ++counts[tok];
        ++totalA;
    }
    int totalB = 0;
    int common = 0;
    const QList<int> bb = tokenBounds(tb);
    for (qsizetype i = 0; i + 1 < bb.size(); ++i) {
        const QStringView tok = tb.mid(bb[i], bb[i + 1] - bb[i]);
        if (isBlankToken(tok))
            continue;
        ++totalB;
        auto it = counts.find(tok);
        if (it != counts.end() && it.value() > 0) {
            --it.value();
            ++common;
        }
    }
    if (totalA + totalB == 0)
        return 0.0;
    return 2.0 * common / (totalA + totalB);
}

} // namespace Switchyard::WordDiff
