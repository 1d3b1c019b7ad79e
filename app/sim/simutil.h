// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>

namespace Switchyard::Sim {

/// SplitMix64: small, fast, reproducible across platforms (std:: distributions are not).
class SimRng
{
public:
    explicit SimRng(std::uint64_t seed = 1)
        : m_state(seed)
    { }
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    /// Uniform in [0, 1).
    double unit() { return static_cast<double>(next() >> 11) * (1.0 / 9007199254740992.0); }
    /// Uniform in [0, n).
    std::uint64_t below(std::uint64_t n) { return n == 0 ? 0 : next() % n; }
    bool chance(double p) { return p > 0.0 && unit() < p; }
    std::uint64_t state() const { return m_state; }

private:
    std::uint64_t m_state;
};

/// A stateless hash (for lazily generated data: the same inputs always give the same value).
std::uint64_t mix64(std::uint64_t a, std::uint64_t b = 0);

namespace Ids {
QString hex32(SimRng &rng); ///< 32 lowercase hex chars (conversation / start-task id)
QString base62(SimRng &rng, int length = 22); ///< sandbox id, session key
QString dashedUuid(SimRng &rng); ///< event id (uuid4 shape)
QString dashedUuidFrom(std::uint64_t a, std::uint64_t b);
/// Dashed uuid4-shaped id whose first half is `a` and whose last 48 bits are `b` (invertible).
QString dashedFromParts(std::uint64_t a, std::uint64_t b);
/// The 64-bit halves of a 32-hex id.
bool parts(const QString &hex32, std::uint64_t *a, std::uint64_t *b);
QString toolCallId(SimRng &rng); ///< toolu_01…
QString responseId(SimRng &rng); ///< chatcmpl-<uuid>
/// Accepts what Python's UUID() accepts (32 hex, dashed, {…}, urn:uuid:); returns 32-hex or empty.
QString normalizeUuid(const QString &text);
/// 32-hex -> 8-4-4-4-12.
QString dashed(const QString &hex32);
bool isUuidLike(const QString &text);
} // namespace Ids

namespace Times {
/// Record timestamp: "2026-08-20T14:03:09.771204Z".
QString record(qint64 usSinceEpoch);
/// Event timestamp: naive ISO, microseconds omitted when exactly 0 (Python isoformat()).
QString event(qint64 usSinceEpoch);
/// Parses ISO 8601 (with or without zone / fraction). Returns false when invalid.
bool parse(const QString &text, qint64 *usSinceEpoch);
/// The naive isoformat() of a parsed value, as the server compares event timestamps as strings.
QString naiveIso(qint64 usSinceEpoch);
} // namespace Times

namespace PageIds {
QString encode(qint64 offset, bool base64);
/// Decimal or URL-safe base64 of a decimal. Returns -1 when invalid.
qint64 decode(const QString &pageId);
} // namespace PageIds

} // namespace Switchyard::Sim
