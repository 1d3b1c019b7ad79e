// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/sessionframe.h"

#include "models/api/codec.h"
#include "models/api/codec_p.h"
#include "models/api/jsonscan.h"

#include <nlohmann/json.hpp>

namespace Switchyard::Api {

namespace {

using json = nlohmann::json;
using CodecDetail::qs;

constexpr int kMaxDepth = 256;

ApiError frameError(const QString &what)
{
    return ApiError::parse(QString(), what);
}

std::optional<qint64> intOf(const json &j)
{
    if (j.is_number_integer())
        return j.is_number_unsigned() ? CodecDetail::saturatingInt64(j.get<std::uint64_t>()) : j.get<qint64>();
    if (j.is_number_float())
        return CodecDetail::saturatingInt64(j.get<double>());
    return std::nullopt;
}

qint64 intMember(const json &obj, const char *key, qint64 fallback)
{
    const json *m = CodecDetail::member(obj, key);
    if (!m)
        return fallback;
    return intOf(*m).value_or(fallback);
}

QString stringMember(const json &obj, const char *key)
{
    const json *m = CodecDetail::member(obj, key);
    if (!m)
        return {};
    if (m->is_string())
        return qs(m->get_ref<const std::string &>());
    return qs(m->dump()); // a code or detail that is an object or a number: kept as text
}

SessionFrame::Type typeOf(const QString &name)
{
    using T = SessionFrame::Type;
    if (name == u"durable")
        return T::Durable;
    if (name == u"delta")
        return T::Delta;
    if (name == u"transient")
        return T::Transient;
    if (name == u"item_started")
        return T::ItemStarted;
    if (name == u"item_aborted")
        return T::ItemAborted;
    if (name == u"sync")
        return T::Sync;
    if (name == u"error")
        return T::Error;
    return T::Unknown;
}

/// Size, nesting and syntax, before anything is built from the text.
std::optional<ApiError> checkFrame(QByteArrayView text)
{
    if (text.size() > kMaxSessionFrameBytes)
        return ApiError::tooLarge(text.size(), kMaxSessionFrameBytes);
    const JsonScan::ScanResult scan = JsonScan::scan(text, kMaxDepth, false);
    if (scan.depthExceededAt >= 0)
        return frameError(QStringLiteral("socket frame nested too deeply"));
    if (!json::accept(text.begin(), text.end()))
        return frameError(QStringLiteral("socket frame is not JSON"));
    const QByteArrayView trimmed = text.trimmed();
    if (trimmed.isEmpty() || trimmed.front() != '{')
        return frameError(QStringLiteral("socket frame is not an object"));
    return std::nullopt;
}

QByteArrayView slice(QByteArrayView text, const JsonScan::Span &s)
{
    if (s.begin < 0 || s.end <= s.begin)
        return {};
    return text.sliced(s.begin, s.end - s.begin);
}

Result<Event> parseEventSpan(QByteArrayView text, const char *key)
{
    const QByteArrayView ev = slice(text, JsonScan::memberValueSpan(text, key));
    if (ev.isEmpty() || ev.trimmed().front() != '{')
        return frameError(QStringLiteral("socket frame has no event object"));
    return Codec::parseEvent(ev);
}

} // namespace

QString sessionFrameTypeName(SessionFrame::Type type)
{
    using T = SessionFrame::Type;
    switch (type) {
    case T::Sync:
        return QStringLiteral("sync");
    case T::Durable:
        return QStringLiteral("durable");
    case T::Transient:
        return QStringLiteral("transient");
    case T::ItemStarted:
        return QStringLiteral("item_started");
    case T::Delta:
        return QStringLiteral("delta");
    case T::ItemAborted:
        return QStringLiteral("item_aborted");
    case T::Error:
        return QStringLiteral("error");
    case T::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

// ~80 lines: one branch per frame type of the session protocol (spec §13.3), read in one pass;
// kept together so the protocol reads as a list.
Result<SessionFrame> parseSessionFrame(QByteArrayView text)
{
    if (auto bad = checkFrame(text))
        return *bad;
    SessionFrame f;
    // The type first, from its own span: a durable frame's event goes to the event parser straight
    // from the frame's bytes (no DOM of the event is built twice).
    const QByteArrayView typeText = slice(text, JsonScan::memberValueSpan(text, "type"));
    if (typeText.isEmpty())
        return frameError(QStringLiteral("socket frame has no type"));
    try {
        const json t = json::parse(typeText.begin(), typeText.end());
        if (!t.is_string())
            return frameError(QStringLiteral("socket frame type is not a string"));
        f.typeName = qs(t.get_ref<const std::string &>());
    } catch (const json::exception &) {
        return frameError(QStringLiteral("socket frame type is not a string"));
    }
    f.type = typeOf(f.typeName);

    if (f.type == SessionFrame::Type::Durable || f.type == SessionFrame::Type::Transient) {
        if (f.type == SessionFrame::Type::Durable) {
            const QByteArrayView seqText = slice(text, JsonScan::memberValueSpan(text, "seq"));
            std::optional<qint64> seq;
            try {
                if (!seqText.isEmpty())
                    seq = intOf(json::parse(seqText.begin(), seqText.end()));
            } catch (const json::exception &) {
                seq.reset();
            }
            if (!seq || *seq < 0)
                return frameError(QStringLiteral("durable socket frame without a valid seq"));
            f.seq = *seq;
        }
        auto event = parseEventSpan(text, "event");
        if (!event.ok())
            return event.error();
        // Durable events are merged by id with the REST ones: one without an id cannot be placed.
        if (f.type == SessionFrame::Type::Durable && event.value().id.isEmpty())
            return frameError(QStringLiteral("durable socket frame with an event without id"));
        f.event = std::move(event).value();
        return f;
    }

    json obj;
    try {
        obj = json::parse(text.begin(), text.end());
    } catch (const json::exception &) {
        return frameError(QStringLiteral("socket frame is not JSON"));
    }
    switch (f.type) {
    case SessionFrame::Type::Sync:
        f.fromSeq = intMember(obj, "from_seq", -1);
        f.throughSeq = intMember(obj, "through_seq", -1);
        break;
    case SessionFrame::Type::ItemStarted:
    case SessionFrame::Type::Delta:
    case SessionFrame::Type::ItemAborted:
        f.itemId = stringMember(obj, "item_id");
        if (f.itemId.isEmpty())
            return frameError(QStringLiteral("streaming socket frame without item_id"));
        f.attempt = int(std::clamp<qint64>(intMember(obj, "attempt", 0), 0, 1 << 20));
        f.order = intMember(obj, "order", -1);
        f.anchorSeq = intMember(obj, "anchor_seq", -1);
        f.deltaKind = stringMember(obj, "kind");
        f.content = stringMember(obj, "content");
        f.reason = stringMember(obj, "reason");
        break;
    case SessionFrame::Type::Error:
        f.errorCode = stringMember(obj, "code");
        f.detail = stringMember(obj, "detail");
        break;
    case SessionFrame::Type::Unknown:
        f.raw = text.toByteArray();
        break;
    case SessionFrame::Type::Durable:
    case SessionFrame::Type::Transient:
        break;
    }
    return f;
}

Result<Event> parseLegacySocketFrame(QByteArrayView text)
{
    if (auto bad = checkFrame(text))
        return *bad;
    return Codec::parseEvent(text);
}

QByteArray encodeAuthFrame(const QString &sessionApiKey)
{
    const json j = {{"type", "auth"}, {"session_api_key", CodecDetail::ss(sessionApiKey)}};
    const std::string s = j.dump();
    return QByteArray(s.data(), qsizetype(s.size()));
}

QByteArray encodeUserMessageFrame(const QString &text)
{
    const json j = {{"role", "user"},
                    {"content", json::array({json{{"type", "text"}, {"text", CodecDetail::ss(text)}}})}};
    const std::string s = j.dump();
    return QByteArray(s.data(), qsizetype(s.size()));
}

} // namespace Switchyard::Api
