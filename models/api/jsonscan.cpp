// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/jsonscan.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cstring>
#include <vector>

namespace Switchyard::Api::JsonScan {

namespace {

inline bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

/// Returns the offset one past the closing quote of the string starting at `i` (which is a quote),
/// or size if unterminated. A quote ends the string unless an odd run of backslashes precedes it
/// (escape pairs start at the first backslash of a run), so the bytes between quotes are skipped
/// with memchr instead of one by one.
inline qsizetype skipString(const char *p, qsizetype n, qsizetype i)
{
    const qsizetype contentStart = i + 1;
    qsizetype from = contentStart;
    while (from < n) {
        const void *hit = std::memchr(p + from, '"', std::size_t(n - from));
        if (!hit)
            return n;
        const qsizetype q = static_cast<const char *>(hit) - p;
        qsizetype backslashes = 0;
        while (q - backslashes - 1 >= contentStart && p[q - backslashes - 1] == '\\')
            ++backslashes;
        if ((backslashes & 1) == 0)
            return q + 1;
        from = q + 1;
    }
    return n;
}

/// One past the end of the value starting at `i` (string, container or scalar).
qsizetype skipValue(const char *p, qsizetype n, qsizetype i)
{
    if (i >= n)
        return n;
    const char c = p[i];
    if (c == '"')
        return skipString(p, n, i);
    if (c == '{' || c == '[') {
        qsizetype depth = 0;
        while (i < n) {
            const char d = p[i];
            if (d == '"') {
                i = skipString(p, n, i);
                continue;
            }
            if (d == '{' || d == '[') {
                ++depth;
            } else if (d == '}' || d == ']') {
                if (--depth == 0)
                    return i + 1;
            }
            ++i;
        }
        return n;
    }
    while (i < n && p[i] != ',' && p[i] != '}' && p[i] != ']' && !isSpace(p[i]))
        ++i;
    return i;
}

inline qsizetype skipSpace(const char *p, qsizetype n, qsizetype i)
{
    while (i < n && isSpace(p[i]))
        ++i;
    return i;
}

/// A raw (still escaped) key equals `key` once unescaped. Keys with escapes are rare: decode them
/// with QJsonDocument.
bool keyEquals(QByteArrayView raw, QByteArrayView key)
{
    if (!raw.contains('\\'))
        return raw == key;
    const QByteArray wrapped = "[\"" + raw.toByteArray() + "\"]";
    const QJsonDocument doc = QJsonDocument::fromJson(wrapped);
    return doc.isArray() && doc.array().at(0).toString().toUtf8() == key;
}

} // namespace

Span memberValueSpan(QByteArrayView object, QByteArrayView key)
{
    Span found{-1, -1};
    const char *p = object.data();
    const qsizetype n = object.size();
    qsizetype i = skipSpace(p, n, 0);
    if (i >= n || p[i] != '{')
        return found;
    ++i;
    while (true) {
        i = skipSpace(p, n, i);
        if (i >= n || p[i] != '"')
            return found;
        const qsizetype keyEnd = skipString(p, n, i);
        if (keyEnd > n || keyEnd - i < 2)
            return found;
        const QByteArrayView rawKey = object.sliced(i + 1, keyEnd - i - 2);
        i = skipSpace(p, n, keyEnd);
        if (i >= n || p[i] != ':')
            return found;
        i = skipSpace(p, n, i + 1);
        const qsizetype valueEnd = skipValue(p, n, i);
        if (keyEquals(rawKey, key))
            found = Span{i, valueEnd};
        i = skipSpace(p, n, valueEnd);
        if (i >= n || p[i] != ',')
            return found;
        ++i;
    }
}

// ~85 lines: one byte loop over a whole page, a state machine on the hot path, kept in one piece.
ScanResult scan(QByteArrayView json, int maxDepth, bool collectElements)
{
    ScanResult r;
    const char *p = json.data();
    const qsizetype n = json.size();
    std::vector<char> stack; // '{' or '['
    stack.reserve(64);
    std::vector<char> expectKey; // per level, objects only
    expectKey.reserve(64);
    bool topKeyIsItems = false; // the current member of the top-level object is "items"
    bool firstNonSpaceSeen = false;
    qsizetype elementStart = -1;
    int elementDepth = 0;

    qsizetype i = 0;
    while (i < n) {
        const char c = p[i];
        switch (c) {
        case '"': {
            const qsizetype end = skipString(p, n, i);
            const std::size_t depth = stack.size();
            if (depth > 0 && stack.back() == '{' && expectKey.back()) {
                expectKey.back() = 0;
                if (depth == 1) {
                    // Unescaped, as the parser reads it; a repeated "items" replaces the earlier
                    // one (the last one wins), so only its objects are listed.
                    topKeyIsItems = end - i >= 2 && keyEquals(json.sliced(i + 1, end - i - 2), "items");
                    if (topKeyIsItems && collectElements && stack[0] == '{')
                        r.elementSpans.clear();
                }
            }
            i = end;
            firstNonSpaceSeen = true;
            continue;
        }
        case '{':
        case '[': {
            if (!firstNonSpaceSeen && stack.empty())
                r.topLevelIsArray = (c == '[');
            firstNonSpaceSeen = true;
            stack.push_back(c);
            expectKey.push_back(c == '{' ? 1 : 0);
            const int depth = int(stack.size());
            if (depth > maxDepth) {
                r.depthExceededAt = i;
                return r;
            }
            if (collectElements && c == '{' && elementStart < 0) {
                const bool inTopArray = depth == 2 && stack[0] == '[';
                const bool inItems = depth == 3 && stack[0] == '{' && stack[1] == '[' && topKeyIsItems;
                if (inTopArray || inItems) {
                    elementStart = i;
                    elementDepth = depth;
                }
            }
            break;
        }
        case '}':
        case ']': {
            if (stack.empty()) {
                ++i;
                continue; // not JSON; the parser will say so
            }
            const int depth = int(stack.size());
            if (elementStart >= 0 && depth == elementDepth) {
                r.elementSpans.append(Span{elementStart, i + 1});
                elementStart = -1;
            }
            stack.pop_back();
            expectKey.pop_back();
            break;
        }
        case ',':
            if (!stack.empty() && stack.back() == '{')
                expectKey.back() = 1;
            break;
        default:
            if (!isSpace(c))
                firstNonSpaceSeen = true;
            else
                r.hasSpace = true;
            break;
        }
        ++i;
    }
    return r;
}

QByteArray compact(QByteArrayView slice)
{
    QByteArray out;
    out.resize(slice.size());
    char *o = out.data();
    const char *p = slice.data();
    const qsizetype n = slice.size();
    qsizetype w = 0;
    qsizetype i = 0;
    while (i < n) {
        const char c = p[i];
        if (c == '"') {
            const qsizetype end = skipString(p, n, i);
            const qsizetype len = (end > n ? n : end) - i;
            std::memcpy(o + w, p + i, size_t(len));
            w += len;
            i += len;
            continue;
        }
        if (!isSpace(c))
            o[w++] = c;
        ++i;
    }
    out.truncate(w);
    return out;
}

QString pathAt(QByteArrayView json, qsizetype offset)
{
    struct Level
    {
        char type;
        qsizetype index;
        QByteArrayView key;
        bool expectKey;
    };
    std::vector<Level> stack;
    const char *p = json.data();
    const qsizetype n = qMin(json.size(), qMax<qsizetype>(offset, 0));
    qsizetype i = 0;
    while (i < n) {
        const char c = p[i];
        if (c == '"') {
            const qsizetype end = skipString(p, json.size(), i);
            if (!stack.empty() && stack.back().type == '{' && stack.back().expectKey) {
                stack.back().expectKey = false;
                const qsizetype keyEnd = qMax(i + 1, end - 1);
                stack.back().key = json.sliced(i + 1, keyEnd - i - 1);
            }
            i = end;
            continue;
        }
        if (c == '{' || c == '[') {
            stack.push_back(Level{c, 0, {}, c == '{'});
        } else if (c == '}' || c == ']') {
            if (!stack.empty())
                stack.pop_back();
        } else if (c == ',' && !stack.empty()) {
            if (stack.back().type == '[') {
                ++stack.back().index;
            } else {
                stack.back().expectKey = true;
                stack.back().key = {};
            }
        }
        ++i;
    }
    QString path;
    for (const Level &level : stack) {
        path += QLatin1Char('/');
        if (level.type == '[') {
            path += QString::number(level.index);
        } else {
            QString key = QString::fromUtf8(level.key);
            key.replace(QLatin1Char('~'), QLatin1String("~0"));
            key.replace(QLatin1Char('/'), QLatin1String("~1"));
            path += key;
        }
    }
    return path;
}

} // namespace Switchyard::Api::JsonScan
