// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which cache file belongs to which server: one file per (normalised base URL, organisation), so two
// servers on one host (another port, another path prefix) or two organisations (X-Org-Id) of one
// server never share records. The same key names the single-instance channel (app/), so a second
// launch for the same server finds the window that owns the cache.

#include <QString>
#include <QUrl>

namespace Switchyard::CacheKey {

/// scheme://host:port/path with the scheme and host lower-cased, the default port made explicit, no
/// user info, query or fragment, no trailing slash and no trailing /api/v1 (the API prefix).
[[nodiscard]] QString normalizedBaseUrl(const QUrl &baseUrl);
/// A short stable key: `<host>-<port>-<first 16 hex of SHA-256(normalised URL \n org id)>`, safe
/// as a file name.
[[nodiscard]] QString forServer(const QUrl &baseUrl, const QString &orgId);
/// The cache folder (QStandardPaths::CacheLocation/stores).
[[nodiscard]] QString directory();
/// directory()/forServer(...).sqlite
[[nodiscard]] QString pathForServer(const QUrl &baseUrl, const QString &orgId);

} // namespace Switchyard::CacheKey
