// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to models/api: the nlohmann helpers shared by the codec sources. Not installed, not
// included by any public header.

#include "models/api/apierror.h"
#include "models/api/codec.h"
#include "models/api/jsonscan.h"
#include "models/api/wireenums.h"
#include "models/domain/timestamp.h"

#include <QByteArrayView>
#include <QDateTime>
#include <QString>

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>

namespace Switchyard::Api::CodecDetail {

using json = nlohmann::json;

/// The location being read, as a chain of stack frames; turned into a string only on error.
struct Path
{
    const Path *parent = nullptr;
    const char *key = nullptr; ///< object member, or nullptr for an array index
    qsizetype index = 0;
    [[nodiscard]] Path child(const char *k) const { return Path{this, k, 0}; }
    [[nodiscard]] Path at(qsizetype i) const { return Path{this, nullptr, i}; }
    [[nodiscard]] QString toString() const;
};

/// Thrown inside the codec only; caught by the public functions and turned into ApiError.
struct Failure
{
    QString path;
    QString what;
};

[[noreturn]] void fail(const Path &path, const QString &what);

inline QString qs(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}
inline std::string ss(const QString &s)
{
    const QByteArray utf8 = s.toUtf8();
    return std::string(utf8.constData(), std::size_t(utf8.size()));
}

/// The member `key`, or nullptr when absent or null.
inline const json *member(const json &obj, const char *key)
{
    if (!obj.is_object())
        return nullptr;
    const auto it = obj.find(key);
    if (it == obj.end() || it->is_null())
        return nullptr;
    return &*it;
}

/// A JSON number as a qint64, saturating: the one clamp of the DOM readers (toInt) and the event
/// SAX handler (Scalar::toInt). A non-finite double has no value.
inline qint64 saturatingInt64(std::uint64_t u)
{
    return u > std::uint64_t(std::numeric_limits<qint64>::max()) ? std::numeric_limits<qint64>::max() : qint64(u);
}
inline std::optional<qint64> saturatingInt64(double d)
{
    if (!std::isfinite(d))
        return std::nullopt;
    if (d >= 9.2e18)
        return std::numeric_limits<qint64>::max();
    if (d <= -9.2e18)
        return std::numeric_limits<qint64>::min();
    return qint64(d);
}

/// Tolerant readers: a missing, null or wrongly typed value gives the default.
QString optStr(const json &obj, const char *key);
std::optional<QString> optStrN(const json &obj, const char *key); ///< nullopt for missing/null
qint64 optInt(const json &obj, const char *key, qint64 def = 0);
std::optional<qint64> optIntN(const json &obj, const char *key);
/// A JSON number as a qint64 (saturating); nullopt for anything else.
std::optional<qint64> toInt(const json &v);
int clampInt(qint64 v);
double optDouble(const json &obj, const char *key, double def = 0.0);
bool optBool(const json &obj, const char *key, bool def = false);
std::optional<bool> optBoolN(const json &obj, const char *key);
QList<QString> strList(const json &obj, const char *key);
QList<int> intList(const json &obj, const char *key);
QMap<QString, QString> strMap(const json &obj, const char *key);
QDateTime optTime(const json &obj, const char *key);
/// Required-key readers: missing/null gives the default, a value of the wrong type is an error.
QString reqStr(const json &obj, const char *key, const Path &path);
/// The text blocks of a content array joined by blank lines; image URLs collected.
QString joinText(const json *content, QList<QString> *imageUrls = nullptr);
/// A TextContent object, or a plain string.
QString textOf(const json *v);
/// compact dump that never throws on bad UTF-8
QByteArray dumpCompact(const json &v);
std::string dumpString(const json &v);

/// The object at `path`, or a Parse failure naming it.
const json &expectObject(const json &v, const Path &path);
const json &expectArray(const json &v, const Path &path);

MetricsSnapshot metricsFrom(const json &o);
QMap<QString, MetricsSnapshot> usageToMetrics(const json *stats);

/// Parses a whole document: size cap, depth limit, syntax. On success fills `out` (and `scanOut`
/// with the element spans when `collectElements`).
std::optional<ApiError> parseDocument(QByteArrayView text, const CodecLimits &limits, json &out,
                                      JsonScan::ScanResult *scanOut = nullptr, bool collectElements = false);
ApiError toApiError(const Failure &f);

/// Compact JSON of `value` in StateUpdatePayload is kept only up to this size; Event::raw has it all.
constexpr qsizetype kMaxValueJson = 64 * 1024;

/// The bytes of member `key` of the compact event object `raw` (ActionPayload::actionJson,
/// StateUpdatePayload::valueJson): cut from Event::raw, so both parsers give the same bytes, in
/// the server's key order. Empty when absent.
QByteArray memberJson(const QByteArray &raw, QByteArrayView key);
/// The domain value of a start request's echo (a start task's `request`).
StartOptions startOptionsFrom(const json &o);
/// The typed metadata of an `observability_metadata` object. Members of another shape (objects,
/// null, mixed or nested arrays) are left out; not an object gives an empty list.
ObservabilityMetadata observabilityMetadataFrom(const json &obj);

} // namespace Switchyard::Api::CodecDetail
