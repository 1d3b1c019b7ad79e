// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/redaction.h"

#include "models/api/jsonscan.h"

#include <QReadWriteLock>
#include <QRegularExpression>
#include <QStringList>
#include <QUrlQuery>

#include <nlohmann/json.hpp>

namespace Switchyard::Api::Redaction {

namespace {

using json = nlohmann::json;

QReadWriteLock &registryLock()
{
    static QReadWriteLock lock;
    return lock;
}

QStringList &registry()
{
    static QStringList values;
    return values;
}

bool isSecretQueryKey(const QString &key)
{
    const QString k = key.toLower();
    return k == QLatin1String("tkn") || k == QLatin1String("session_api_key") || k == QLatin1String("api_key")
        || k == QLatin1String("apikey") || k == QLatin1String("token") || k == QLatin1String("access_token")
        || k == QLatin1String("key") || isSecretKey(k);
}

/// `a=1&tkn=x&b=%2F` -> `a=1&tkn=[redacted]&b=%2F`: secret values replaced, the rest byte for byte.
QString redactEncodedQuery(const QString &encoded)
{
    QStringList items = encoded.split(QLatin1Char('&'));
    for (QString &item : items) {
        const qsizetype eq = item.indexOf(QLatin1Char('='));
        const QString rawKey = eq < 0 ? item : item.left(eq);
        QString plusDecoded = rawKey;
        plusDecoded.replace(QLatin1Char('+'), QLatin1Char(' '));
        const QString key = QUrl::fromPercentEncoding(plusDecoded.toUtf8());
        if (isSecretQueryKey(key) && eq >= 0)
            item = rawKey + QLatin1Char('=') + placeholder();
    }
    return items.join(QLatin1Char('&'));
}

bool hasUpperLowerDigit(QStringView s)
{
    bool upper = false, lower = false, digit = false;
    for (const QChar c : s) {
        upper = upper || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'));
        lower = lower || (c >= QLatin1Char('a') && c <= QLatin1Char('z'));
        digit = digit || (c >= QLatin1Char('0') && c <= QLatin1Char('9'));
    }
    return upper && lower && digit;
}

struct Patterns
{
    // Replaced entirely.
    QRegularExpression keys{
        QStringLiteral("(?:\\bsk-[A-Za-z0-9_\\-]{8,}|\\bgh[pousr]_[A-Za-z0-9]{16,}|\\bgithub_pat_[A-Za-z0-9_]{16,}"
                       "|\\bxox[abposr]-[A-Za-z0-9\\-]{8,}|\\bAKIA[0-9A-Z]{16}\\b|\\b[0-9a-fA-F]{41,}\\b)")};
    // Keep group 1, replace the rest.
    QRegularExpression bearer{QStringLiteral("(\\b(?:Bearer|Basic|token)\\s+)[A-Za-z0-9._~+/=\\-]{6,}"),
                              QRegularExpression::CaseInsensitiveOption};
    QRegularExpression header{
        QStringLiteral(
            "(\\b(?:Authorization|X-Session-API-Key|X-Access-Token|Cookie|Set-Cookie)\\s*[:=]\\s*)[^\\r\\n,;]+"),
        QRegularExpression::CaseInsensitiveOption};
    QRegularExpression query{
        QStringLiteral("([?&;#](?:tkn|session_api_key|api_key|apikey|token|access_token)=)[^&\\s#\"'<>]+"),
        QRegularExpression::CaseInsensitiveOption};
    QRegularExpression jsonPair{
        QStringLiteral(
            "(\"(?:session_api_key|api_key|apikey|[A-Za-z_]*(?:token|secret|password)[A-Za-z_]*)\"\\s*:\\s*\")"
            "(?:[^\"\\\\]|\\\\.)+(\")"),
        QRegularExpression::CaseInsensitiveOption};
    QRegularExpression assign{QStringLiteral("(\\b[A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|API_KEY)[A-Z0-9_]*=)[^\\s\"'&]+")};
    // The storage subset: no long hex runs, no "token <word>" (ordinary prose in a transcript).
    QRegularExpression storageKeys{
        QStringLiteral("(?:\\bsk-[A-Za-z0-9_\\-]{8,}|\\bgh[pousr]_[A-Za-z0-9]{16,}|\\bgithub_pat_[A-Za-z0-9_]{16,}"
                       "|\\bxox[abposr]-[A-Za-z0-9\\-]{8,}|\\bAKIA[0-9A-Z]{16}\\b)")};
    QRegularExpression storageBearer{QStringLiteral("(\\b(?:Bearer|Basic)\\s+)[A-Za-z0-9._~+/=\\-]{6,}")};
    // Checked by composition (upper + lower + digit) before replacing.
    QRegularExpression longRun{QStringLiteral("[A-Za-z0-9_\\-]{32,}")};
};

const Patterns &patterns()
{
    static const Patterns p;
    return p;
}

QString replaceKeepingPrefix(const QString &text, const QRegularExpression &re, bool keepSuffixGroup2)
{
    if (!text.contains(re))
        return text;
    QString out;
    out.reserve(text.size());
    qsizetype last = 0;
    QRegularExpressionMatchIterator it = re.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        out += QStringView(text).mid(last, m.capturedStart() - last);
        out += m.captured(1);
        out += placeholder();
        if (keepSuffixGroup2)
            out += m.captured(2);
        last = m.capturedEnd();
    }
    out += QStringView(text).mid(last);
    return out;
}

enum class Mode
{
    Full,
    Storage,
};

QString redactTextIn(const QString &text, Mode mode);
QByteArray redactJsonForStorageIn(const QByteArray &text, bool filtered);

/// Returns true when it replaced something.
bool redactValue(json &v, bool underSecretKey, bool freeText, Mode mode)
{
    bool changed = false;
    switch (v.type()) {
    case json::value_t::object:
        for (auto it = v.begin(); it != v.end(); ++it) {
            const QString key = QString::fromUtf8(it.key().data(), qsizetype(it.key().size()));
            const bool secret = underSecretKey || isSecretKey(key);
            const bool text = freeText && key != QLatin1String("screenshot_data");
            changed = redactValue(it.value(), secret, text, mode) || changed;
        }
        break;
    case json::value_t::array:
        for (json &e : v)
            changed = redactValue(e, underSecretKey, freeText, mode) || changed;
        break;
    case json::value_t::string: {
        const std::string &s = v.get_ref<const std::string &>();
        if (underSecretKey) {
            if (!s.empty() && s.find_first_not_of('*') != std::string::npos) {
                v = placeholder().toStdString();
                changed = true;
            }
        } else if (freeText) {
            const QString before = QString::fromUtf8(s.data(), qsizetype(s.size()));
            const QString after = redactTextIn(before, mode);
            if (after != before) {
                const QByteArray utf8 = after.toUtf8();
                v = std::string(utf8.constData(), std::size_t(utf8.size()));
                changed = true;
            }
        }
        break;
    }
    default:
        break; // numbers (token counts), booleans, null: never secrets
    }
    return changed;
}

/// Every storage pattern needs one of these words, and so does every secret key (isSecretKey()):
/// sk-, gh?_, github_pat_, xox?-, AKIA; Bearer, Basic; Authorization, X-Session-API-Key,
/// X-Access-Token, Cookie; tkn, session_api_key, api_key, apikey, token, access_token; *TOKEN*,
/// *SECRET*, *PASSWORD*, API_KEY; credential, private_key. Matched with the patterns' own caseless
/// rules (the same engine: a Kelvin sign matches k in both), a text without any of them is one the
/// storage redaction leaves as it is, so skipping it is exact, not a guess. One match instead of
/// six patterns and, for JSON, a second parse of the document: most of what a cache write cost.
const QRegularExpression &storageNeedles()
{
    static const QRegularExpression re(
        QStringLiteral("api[-_]?key|authoriz|cookie|tkn|token|secret|password|credential|private_key|bearer|basic"
                       "|sk-|gh[pousr]_|github_pat_|xox[abposr]-|akia"),
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

/// True when `text` holds a storage pattern's or a secret key's word, or a registered secret.
/// `jsonEscaped`: the text is a JSON document, where a registered secret with a character JSON may
/// escape (a quote, a backslash, a slash, a control character) may be spelled otherwise: such a
/// secret counts as held.
bool mayHoldStoredSecret(const QString &text, bool jsonEscaped = false)
{
    if (text.contains(storageNeedles()))
        return true;
    QReadLocker locker(&registryLock());
    for (const QString &secret : std::as_const(registry())) {
        if (text.contains(secret))
            return true;
        if (jsonEscaped) {
            for (const QChar c : secret) {
                if (c == u'"' || c == u'\\' || c == u'/' || c.unicode() < 0x20)
                    return true;
            }
        }
    }
    return false;
}

} // namespace

QString placeholder()
{
    return QStringLiteral("[redacted]");
}

void registerSecret(const QString &value)
{
    if (value.size() < 6)
        return;
    QWriteLocker locker(&registryLock());
    if (!registry().contains(value))
        registry().append(value);
}

void clearRegisteredSecrets()
{
    QWriteLocker locker(&registryLock());
    registry().clear();
}

bool isSecretHeader(QByteArrayView name)
{
    const QByteArray n = name.toByteArray().toLower();
    return n == "authorization" || n == "x-session-api-key" || n == "x-access-token" || n == "cookie"
        || n == "set-cookie" || n == "proxy-authorization";
}

QByteArray redactHeaderValue(QByteArrayView name, QByteArrayView value)
{
    if (isSecretHeader(name))
        return placeholder().toUtf8();
    return redactText(value);
}

QString redactHeaders(const QList<QPair<QByteArray, QByteArray>> &headers)
{
    QStringList lines;
    for (const auto &[name, value] : headers)
        lines.append(QString::fromUtf8(name) + QStringLiteral(": ")
                     + QString::fromUtf8(redactHeaderValue(name, value)));
    return lines.join(QLatin1Char('\n'));
}

bool isSecretKey(QStringView key)
{
    const QString k = key.toString().toLower();
    if (k == QLatin1String("session_api_key") || k == QLatin1String("api_key") || k == QLatin1String("apikey")
        || k == QLatin1String("secrets") || k == QLatin1String("authorization") || k == QLatin1String("cookie")
        || k == QLatin1String("tkn"))
        return true;
    if (k.contains(QLatin1String("token")) || k.contains(QLatin1String("secret"))
        || k.contains(QLatin1String("password")) || k.contains(QLatin1String("credential"))
        || k.contains(QLatin1String("private_key")))
        return true;
    return false;
}

QString redactUrl(const QUrl &url)
{
    if (!url.isValid())
        return redactText(url.toString());
    QUrl u = url;
    if (!u.password().isEmpty())
        u.setPassword(placeholder());
    // The query and the fragment are redacted in their encoded form, item by item, so every other
    // item keeps its bytes exactly (no re-encoding: "%2F" stays "%2F").
    QString out = u.toString(QUrl::FullyEncoded | QUrl::RemoveQuery | QUrl::RemoveFragment);
    if (u.hasQuery())
        out += QLatin1Char('?') + redactEncodedQuery(u.query(QUrl::FullyEncoded));
    if (u.hasFragment())
        out += QLatin1Char('#') + redactEncodedQuery(u.fragment(QUrl::FullyEncoded));
    return redactText(out);
}

QString redactText(const QString &text)
{
    return redactTextIn(text, Mode::Full);
}

QString redactForStorage(const QString &text)
{
    if (!mayHoldStoredSecret(text))
        return text;
    return redactTextIn(text, Mode::Storage);
}

namespace Detail {

QString redactForStorageUnfiltered(const QString &text)
{
    return redactTextIn(text, Mode::Storage);
}

QByteArray redactJsonForStorageUnfiltered(const QByteArray &text)
{
    return redactJsonForStorageIn(text, false);
}

} // namespace Detail

namespace {

QString redactTextIn(const QString &text, Mode mode)
{
    if (text.isEmpty())
        return text;
    const Patterns &p = patterns();
    QString out = text;
    {
        QReadLocker locker(&registryLock());
        for (const QString &secret : std::as_const(registry())) {
            if (out.contains(secret))
                out.replace(secret, placeholder());
        }
    }
    out = replaceKeepingPrefix(out, p.header, false);
    if (mode == Mode::Storage) {
        out = replaceKeepingPrefix(out, p.query, false);
        out = replaceKeepingPrefix(out, p.jsonPair, true);
        out = replaceKeepingPrefix(out, p.assign, false);
        out = replaceKeepingPrefix(out, p.storageBearer, false);
        if (out.contains(p.storageKeys))
            out.replace(p.storageKeys, placeholder());
        return out;
    }
    out = replaceKeepingPrefix(out, p.bearer, false);
    out = replaceKeepingPrefix(out, p.query, false);
    out = replaceKeepingPrefix(out, p.jsonPair, true);
    out = replaceKeepingPrefix(out, p.assign, false);
    if (out.contains(p.keys))
        out.replace(p.keys, placeholder());
    if (out.size() >= 32 && out.contains(p.longRun)) {
        QString result;
        qsizetype last = 0;
        QRegularExpressionMatchIterator it = p.longRun.globalMatch(out);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            if (!hasUpperLowerDigit(m.capturedView()))
                continue;
            result += QStringView(out).mid(last, m.capturedStart() - last);
            result += placeholder();
            last = m.capturedEnd();
        }
        if (last > 0) {
            result += QStringView(out).mid(last);
            out = result;
        }
    }
    return out;
}

} // namespace

QByteArray redactText(QByteArrayView utf8)
{
    return redactText(QString::fromUtf8(utf8)).toUtf8();
}

QByteArray redactJson(QByteArrayView text)
{
    const JsonScan::ScanResult scan = JsonScan::scan(text, 1024, false);
    if (scan.depthExceededAt >= 0)
        return redactText(text);
    try {
        json doc = json::parse(text.begin(), text.end());
        redactValue(doc, false, true, Mode::Full);
        const std::string out = doc.dump(-1, ' ', false, json::error_handler_t::replace);
        return QByteArray(out.data(), qsizetype(out.size()));
    } catch (const std::exception &) {
        return redactText(text);
    }
}

QByteArray redactJsonForStorage(const QByteArray &text)
{
    return redactJsonForStorageIn(text, true);
}

namespace {

QByteArray redactJsonForStorageIn(const QByteArray &text, bool filtered)
{
    if (text.isEmpty())
        return text;
    // Without a \\u escape, every word the patterns and the secret keys need is spelled out in the
    // document's bytes (JSON escapes nothing else they are made of): none there, nothing to redact.
    if (filtered && !text.contains("\\u") && !mayHoldStoredSecret(QString::fromUtf8(text), true))
        return text;
    const JsonScan::ScanResult scan = JsonScan::scan(text, 1024, false);
    if (scan.depthExceededAt >= 0)
        return redactTextIn(QString::fromUtf8(text), Mode::Storage).toUtf8();
    try {
        json doc = json::parse(text.begin(), text.end());
        if (!redactValue(doc, false, true, Mode::Storage))
            return text;
        const std::string out = doc.dump(-1, ' ', false, json::error_handler_t::replace);
        return QByteArray(out.data(), qsizetype(out.size()));
    } catch (const std::exception &) {
        return redactTextIn(QString::fromUtf8(text), Mode::Storage).toUtf8();
    }
}

} // namespace

} // namespace Switchyard::Api::Redaction
