// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to models/api (the event SAX handler): one scalar as nlohmann's SAX interface hands it
// over, with the conversions the DOM readers of codec_p.h apply (optStr, toInt, ...).

#include "models/api/codec_p.h"

#include <cstdint>
#include <optional>
#include <string>

namespace Switchyard::Api::CodecDetail::EventSax {

struct Scalar
{
    enum class T : quint8
    {
        Null,
        Bool,
        Int,
        UInt,
        Float,
        String
    };
    T type = T::Null;
    bool b = false;
    std::int64_t i = 0;
    std::uint64_t u = 0;
    double d = 0.0;
    const std::string *s = nullptr;

    /// scalarToString of the DOM path.
    [[nodiscard]] QString toStr() const
    {
        switch (type) {
        case T::String:
            return qs(*s);
        case T::Int:
            return QString::number(i);
        case T::UInt:
            return QString::number(u);
        case T::Float:
            return QString::number(d, 'g', 17);
        case T::Bool:
            return b ? QStringLiteral("true") : QStringLiteral("false");
        case T::Null:
            break;
        }
        return {};
    }
    [[nodiscard]] std::optional<qint64> toInt() const
    {
        switch (type) {
        case T::Int:
            return qint64(i);
        case T::UInt:
            return saturatingInt64(u);
        case T::Float:
            return saturatingInt64(d);
        default:
            return std::nullopt;
        }
    }
    [[nodiscard]] bool isNumber() const { return type == T::Int || type == T::UInt || type == T::Float; }
    [[nodiscard]] double toDouble() const { return type == T::Int ? double(i) : type == T::UInt ? double(u) : d; }
    [[nodiscard]] const char *typeName() const
    {
        switch (type) {
        case T::Null:
            return "null";
        case T::Bool:
            return "boolean";
        case T::String:
            return "string";
        default:
            return "number";
        }
    }
};

} // namespace Switchyard::Api::CodecDetail::EventSax
