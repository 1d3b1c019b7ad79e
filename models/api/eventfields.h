// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The event field table: the members of an event object that go straight into one domain field
// (a string, a boolean, a number or a typed enum of the event or of its kind's payload), one row
// each, in eventfields.cpp. It drives the SAX parser (eventsax*.cpp: the member's key is found
// through the table, its value kept while the event is read, and assigned when the event closes)
// and the golden dump of the tests (tests/testutils/eventdump.cpp prints every row).
//
// Adding such a field touches three places: the member in models/domain/event.h, a row in
// eventfields.cpp, and the golden files (tests/data/golden, regenerated: see its README.md).
// Members that need more than a scalar (content blocks, nested objects, lists) are read by the
// handler's sections (eventsaxtext/action/observation/state/newer.cpp) and built in
// eventsaxbuild.cpp.

#include "models/api/wireenums.h"
#include "models/domain/event.h"

#include <QString>

#include <algorithm>
#include <climits>
#include <optional>
#include <span>
#include <string_view>
#include <type_traits>
#include <variant>

namespace Switchyard::Api::EventFields {

/// What the parser kept of one member of the event object (the last one when it came twice).
struct Value
{
    QString text; ///< a scalar as text (numbers and booleans spelled out); empty for null and containers
    bool isTrue = false; ///< the JSON literal true
    std::optional<qint64> integer; ///< a number (saturated to 64 bits, fractions cut)
    std::optional<double> number; ///< a number
};

struct Field
{
    std::string_view name; ///< the member of the event object
    /// Sets the field from `value` if `event` (its payload) has it; does nothing otherwise.
    void (*assign)(Event &event, const Value &value);
    /// The field's value as text (for the golden dumps); nullopt if `event`'s payload has no such field.
    std::optional<QString> (*show)(const Event &event);
};

namespace Detail {

template<typename>
struct MemberOf;
template<typename C, typename T>
struct MemberOf<T C::*>
{
    using Class = C;
    using Type = T;
};

template<typename C>
C *target(Event &e)
{
    if constexpr (std::is_same_v<C, Event>)
        return &e;
    else
        return std::get_if<C>(&e.payload);
}

template<typename C>
const C *target(const Event &e)
{
    if constexpr (std::is_same_v<C, Event>)
        return &e;
    else
        return std::get_if<C>(&e.payload);
}

template<typename T>
T convert(const Value &v)
{
    if constexpr (std::is_same_v<T, QString>)
        return v.text;
    else if constexpr (std::is_same_v<T, bool>)
        return v.isTrue;
    else if constexpr (std::is_same_v<T, std::optional<int>>)
        return v.integer ? std::optional<int>(int(std::clamp<qint64>(*v.integer, INT_MIN, INT_MAX))) : std::nullopt;
    else if constexpr (std::is_same_v<T, std::optional<double>>)
        return v.number;
    else
        static_assert(std::is_same_v<T, void>, "a field of this type needs its own reader (eventsaxbuild.cpp)");
}

template<typename T>
QString text(const T &v)
{
    if constexpr (std::is_same_v<T, QString>)
        return v;
    else if constexpr (std::is_same_v<T, bool>)
        return v ? QStringLiteral("true") : QStringLiteral("false");
    else if constexpr (std::is_same_v<T, std::optional<int>>)
        return v ? QString::number(*v) : QStringLiteral("null");
    else if constexpr (std::is_same_v<T, std::optional<double>>)
        return v ? QString::number(*v, 'g', 17) : QStringLiteral("null");
    else
        return toWire(v); // OpenEnum<E>
}

template<auto member>
void assign(Event &e, const Value &v)
{
    using M = MemberOf<decltype(member)>;
    if (auto *c = target<typename M::Class>(e))
        c->*member = convert<typename M::Type>(v);
}

template<auto member, auto fromWire>
void assignEnum(Event &e, const Value &v)
{
    using M = MemberOf<decltype(member)>;
    if (auto *c = target<typename M::Class>(e))
        c->*member = fromWire(v.text);
}

template<auto member>
std::optional<QString> show(const Event &e)
{
    using M = MemberOf<decltype(member)>;
    if (const auto *c = target<typename M::Class>(e))
        return text(c->*member);
    return std::nullopt;
}

} // namespace Detail

/// A row: the event member `name` into `member` (a field of Event or of one payload).
template<auto member>
constexpr Field field(std::string_view name)
{
    return Field{name, &Detail::assign<member>, &Detail::show<member>};
}

/// A row for an OpenEnum field: the member's text through `fromWire` (wireenums.h).
template<auto member, auto fromWire>
constexpr Field enumField(std::string_view name)
{
    return Field{name, &Detail::assignEnum<member, fromWire>, &Detail::show<member>};
}

/// Every row (eventfields.cpp). Several rows may share a name (tool_name goes to six payloads).
[[nodiscard]] std::span<const Field> fields();

} // namespace Switchyard::Api::EventFields
