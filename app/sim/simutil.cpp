// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sim/simutil.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QTimeZone>

namespace Switchyard::Sim {

std::uint64_t mix64(std::uint64_t a, std::uint64_t b)
{
    std::uint64_t z = a * 0x9E3779B97F4A7C15ULL + b + 0x632BE59BD9B4E019ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

namespace {
const char kHex[] = "0123456789abcdef";
const char kBase62[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

QString hexOf(std::uint64_t a, std::uint64_t b)
{
    QString s(32, QLatin1Char('0'));
    for (int i = 0; i < 16; ++i) {
        s[i] = QLatin1Char(kHex[(a >> (60 - 4 * i)) & 0xF]);
        s[16 + i] = QLatin1Char(kHex[(b >> (60 - 4 * i)) & 0xF]);
    }
    // Version 4 / variant bits, like uuid4().hex.
    s[12] = QLatin1Char('4');
    s[16] = QLatin1Char(kHex[8 + ((b >> 60) & 0x3)]);
    return s;
}
} // namespace

namespace Ids {
QString hex32(SimRng &rng)
{
    const auto a = rng.next();
    const auto b = rng.next();
    return hexOf(a, b);
}

QString base62(SimRng &rng, int length)
{
    QString s;
    s.reserve(length);
    for (int i = 0; i < length; ++i)
        s.append(QLatin1Char(kBase62[rng.below(62)]));
    return s;
}

QString dashed(const QString &h)
{
    if (h.size() != 32)
        return h;
    return h.mid(0, 8) + QLatin1Char('-') + h.mid(8, 4) + QLatin1Char('-') + h.mid(12, 4) + QLatin1Char('-')
        + h.mid(16, 4) + QLatin1Char('-') + h.mid(20);
}

QString dashedUuid(SimRng &rng)
{
    return dashed(hex32(rng));
}

QString dashedUuidFrom(std::uint64_t a, std::uint64_t b)
{
    return dashed(hexOf(mix64(a, b), mix64(b, a ^ 0x5bd1e995ULL)));
}

QString dashedFromParts(std::uint64_t a, std::uint64_t b)
{
    return dashed(hexOf(a, b));
}

bool parts(const QString &hex, std::uint64_t *a, std::uint64_t *b)
{
    if (hex.size() != 32)
        return false;
    bool ok1 = false;
    bool ok2 = false;
    *a = hex.left(16).toULongLong(&ok1, 16);
    *b = hex.mid(16).toULongLong(&ok2, 16);
    return ok1 && ok2;
}

QString toolCallId(SimRng &rng)
{
    return QStringLiteral("toolu_01") + base62(rng, 22);
}

QString responseId(SimRng &rng)
{
    return QStringLiteral("chatcmpl-") + dashedUuid(rng);
}

QString normalizeUuid(const QString &text)
{
    QString t = text.trimmed().toLower();
    if (t.startsWith(QLatin1String("urn:uuid:")))
        t = t.mid(9);
    if (t.startsWith(QLatin1Char('{')) && t.endsWith(QLatin1Char('}')))
        t = t.mid(1, t.size() - 2);
    t.remove(QLatin1Char('-'));
    if (t.size() != 32)
        return {};
    for (const QChar c : std::as_const(t)) {
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
            return {};
    }
    return t;
}

bool isUuidLike(const QString &text)
{
    return !normalizeUuid(text).isEmpty();
}
} // namespace Ids

namespace Times {
namespace {
QString base(qint64 us)
{
    const qint64 ms = us >= 0 ? us / 1000 : (us - 999) / 1000;
    return QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"));
}
qint64 micros(qint64 us)
{
    const qint64 m = us % 1000000;
    return m < 0 ? m + 1000000 : m;
}
} // namespace

QString record(qint64 us)
{
    return base(us) + QStringLiteral(".%1Z").arg(micros(us), 6, 10, QLatin1Char('0'));
}

QString naiveIso(qint64 us)
{
    const qint64 m = micros(us);
    if (m == 0)
        return base(us);
    return base(us) + QStringLiteral(".%1").arg(m, 6, 10, QLatin1Char('0'));
}

QString event(qint64 us)
{
    return naiveIso(us);
}

bool parse(const QString &text, qint64 *out)
{
    static const QRegularExpression re(QStringLiteral(
        R"(^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6})\d*)?)?)?(Z|[+-]\d{2}:?\d{2})?$)"));
    const auto m = re.match(text.trimmed());
    if (!m.hasMatch())
        return false;
    const QDate date(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    const QTime time(m.captured(4).toInt(), m.captured(5).toInt(), m.captured(6).toInt());
    if (!date.isValid() || !time.isValid())
        return false;
    qint64 us = QDateTime(date, time, QTimeZone::utc()).toMSecsSinceEpoch() * 1000;
    QString frac = m.captured(7);
    if (!frac.isEmpty()) {
        while (frac.size() < 6)
            frac.append(QLatin1Char('0'));
        us += frac.toLongLong();
    }
    const QString zone = m.captured(8);
    if (!zone.isEmpty() && zone != QLatin1String("Z")) {
        QString z = zone;
        z.remove(QLatin1Char(':'));
        const int sign = z.startsWith(QLatin1Char('-')) ? -1 : 1;
        const int minutes = z.mid(1, 2).toInt() * 60 + z.mid(3, 2).toInt();
        us -= sign * qint64(minutes) * 60 * 1000000;
    }
    *out = us;
    return true;
}
} // namespace Times

namespace PageIds {
QString encode(qint64 offset, bool b64)
{
    const QByteArray dec = QByteArray::number(offset);
    if (!b64)
        return QString::fromLatin1(dec);
    return QString::fromLatin1(dec.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

qint64 decode(const QString &pageId)
{
    bool ok = false;
    const qint64 v = pageId.toLongLong(&ok);
    if (ok)
        return v < 0 ? -1 : v;
    const auto r = QByteArray::fromBase64Encoding(
        pageId.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!r)
        return -1;
    const qint64 d = r.decoded.toLongLong(&ok);
    return ok && d >= 0 ? d : -1;
}
} // namespace PageIds

} // namespace Switchyard::Sim
