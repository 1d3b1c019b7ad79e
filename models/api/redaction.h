// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one place that knows what a secret is (ARCHITECTURE invariant 7). Everything that writes a
// log line about a request, and every exporter, passes text through here. Secrets become
// "[redacted]":
//  - header values of Authorization, X-Session-API-Key, X-Access-Token, Cookie, Set-Cookie;
//  - URL query values of tkn, session_api_key, api_key, token, access_token (and userinfo passwords);
//  - JSON values under keys named session_api_key, api_key, secrets, or like *token* / *secret* /
//    *password* / *credential* / authorization / cookie (string values; numbers such as token counts
//    are kept), recursively inside such keys;
//  - in free text: anything that looks like a key (sk-…, ghp_…/github_pat_…, xox…-, AKIA…, Bearer …,
//    long mixed-case base62 or long hex runs), and every value registered with registerSecret().
// All functions are thread-safe and never throw.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QUrl>

namespace Switchyard::Api::Redaction {

/// The replacement text.
[[nodiscard]] QString placeholder();

/// Remembers a secret value (the API key, a session_api_key) so that it is replaced wherever it
/// appears in text, whatever its shape. Values shorter than 6 characters are ignored.
void registerSecret(const QString &value);
/// Forgets every registered value (tests).
void clearRegisteredSecrets();

[[nodiscard]] bool isSecretHeader(QByteArrayView name);
/// The value to log for a header: the value itself, or the placeholder for a secret header.
[[nodiscard]] QByteArray redactHeaderValue(QByteArrayView name, QByteArrayView value);
/// `name: value` lines of the given headers, secrets redacted.
[[nodiscard]] QString redactHeaders(const QList<QPair<QByteArray, QByteArray>> &headers);

/// True for JSON keys whose string values are secrets.
[[nodiscard]] bool isSecretKey(QStringView key);

[[nodiscard]] QString redactUrl(const QUrl &url);
[[nodiscard]] QString redactText(const QString &text);
[[nodiscard]] QByteArray redactText(QByteArrayView utf8);
/// A JSON document with secret values replaced (compact output). Input that is not JSON is
/// redacted as free text instead.
[[nodiscard]] QByteArray redactJson(QByteArrayView json);

/// For what is persisted (the cache). The same rules by field (JSON keys, URL query items such as
/// `?tkn=`, header lines, NAME_TOKEN=… assignments) and by value (registered secrets, the known key
/// shapes sk-…, ghp_…, AKIA…, Bearer …), without the heuristics on long runs of letters and digits:
/// those would also hit identifiers the cache must keep intact (a Docker sandbox id, a response id,
/// an image digest).
[[nodiscard]] QString redactForStorage(const QString &text);
/// JSON for the cache: the input itself (same bytes) when nothing in it is secret, otherwise the
/// compact document with the secret values replaced. Input that is not JSON is redacted as text.
[[nodiscard]] QByteArray redactJsonForStorage(const QByteArray &json);

namespace Detail {
/// The storage redaction without its first look for the words every pattern needs (tests compare
/// the two: the look may only skip what would not change).
[[nodiscard]] QString redactForStorageUnfiltered(const QString &text);
[[nodiscard]] QByteArray redactJsonForStorageUnfiltered(const QByteArray &json);
} // namespace Detail

} // namespace Switchyard::Api::Redaction
