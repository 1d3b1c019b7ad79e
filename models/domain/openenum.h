// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/domain (switchyard_domain, Qt Core only) — the values the app reasons about,
// below models/api. Nothing here knows JSON or how a value is spelled on the wire.
//
// OpenEnum<E>: a value of an enumeration that the server may extend (a status, a source, a
// strategy). It is one of E's known members, or Unknown together with the raw text the server sent,
// so a value this build does not know is shown as it came instead of being dropped or coerced.
// Known values carry no text: the wire spelling and the mapping both ways live in models/api
// (wireenums.h); the app shows its own words for them. A default-constructed value is absent (the
// server sent nothing, or null).

#include <QString>

#include <utility>

namespace Switchyard {

/// E must be an enum with a member named Unknown (for values this build does not know).
template<typename E>
class OpenEnum
{
public:
    using Enum = E;

    constexpr OpenEnum() = default;
    /// A known value (or, for E::Unknown, an absent one). Implicit, so `status = SandboxStatus::Running`.
    constexpr OpenEnum(E value) // NOLINT(google-explicit-constructor)
        : m_value(value)
    { }
    /// A value this build does not know, spelled `raw` by the server. An empty `raw` is absent.
    [[nodiscard]] static OpenEnum unknown(QString raw)
    {
        OpenEnum e;
        e.m_raw = std::move(raw);
        return e;
    }

    [[nodiscard]] constexpr E value() const { return m_value; }
    /// One of E's members other than Unknown.
    [[nodiscard]] constexpr bool isKnown() const { return m_value != E::Unknown; }
    /// Nothing was sent (missing, null or empty on the wire).
    [[nodiscard]] bool isAbsent() const { return !isKnown() && m_raw.isEmpty(); }
    /// The server's text of a value this build does not know, to show as is; empty for known and
    /// absent values.
    [[nodiscard]] const QString &raw() const { return m_raw; }

    bool operator==(const OpenEnum &) const = default;
    constexpr bool operator==(E value) const { return m_value == value; }

private:
    E m_value = E::Unknown;
    QString m_raw;
};

} // namespace Switchyard
