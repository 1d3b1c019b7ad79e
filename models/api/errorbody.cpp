// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/errorbody.h"

#include "models/api/codec.h"
#include "models/api/codec_p.h"

namespace Switchyard::Api {

using namespace CodecDetail;

namespace {

constexpr qsizetype kMaxErrorBody = 1024 * 1024;

/// {limit, used, reset_at} inside a detail object, or {daily_limit, used_today, remaining, reset_at}.
std::optional<QuotaStatus> quotaFrom(const json &o)
{
    QuotaStatus q;
    q.limit = optIntN(o, "daily_limit");
    if (!q.limit)
        q.limit = optIntN(o, "limit");
    q.used = optIntN(o, "used_today");
    if (!q.used)
        q.used = optIntN(o, "used");
    q.remaining = optIntN(o, "remaining");
    q.resetAt = optTime(o, "reset_at");
    if (!q.limit && !q.used && !q.remaining && !q.resetAt.isValid())
        return std::nullopt;
    return q;
}

ErrorBody fromObject(const json &root, QByteArrayView body)
{
    ErrorBody b;
    if (member(root, "error")) {
        b.shape = ErrorBody::Shape::Error;
    } else if (const json *detail = member(root, "detail")) {
        if (detail->is_object()) {
            b.shape = ErrorBody::Shape::DetailObject;
            b.code = optStr(*detail, "code");
            b.quota = quotaFrom(*detail);
        } else {
            b.shape = detail->is_array() ? ErrorBody::Shape::DetailList : ErrorBody::Shape::DetailText;
        }
    } else if (member(root, "message")) {
        b.shape = ErrorBody::Shape::Message;
    } else if (member(root, "daily_limit") || member(root, "used_today")) {
        b.shape = ErrorBody::Shape::QuotaStatus;
        b.quota = quotaFrom(root);
    }
    // The words as Codec::errorDetailText has always read them ("code: message" for an object).
    b.text = Codec::errorDetailText(body);
    return b;
}

} // namespace

ErrorBody ErrorBody::parse(QByteArrayView body)
{
    const QByteArrayView t = body.trimmed();
    if (t.isEmpty() || t.size() > kMaxErrorBody || (t.front() != '{' && t.front() != '"'))
        return {};
    CodecLimits limits;
    limits.maxBytes = kMaxErrorBody;
    limits.maxDepth = 64;
    json root;
    if (parseDocument(t, limits, root))
        return {};
    try {
        if (root.is_string()) {
            ErrorBody b;
            b.shape = Shape::DetailText;
            b.text = qs(root.get_ref<const std::string &>());
            return b;
        }
        if (root.is_object())
            return fromObject(root, t);
    } catch (const std::exception &) { }
    return {};
}

} // namespace Switchyard::Api
