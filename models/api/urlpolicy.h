// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where requests may go (ARCHITECTURE invariant 9): https anywhere, plain http only to this
// computer, and redirects only within the origin a request started at.

#include <QString>
#include <QUrl>

namespace Switchyard::Api::UrlPolicy {

/// "localhost", 127.0.0.0/8 and ::1. Not "*.localhost": such names resolve through DNS, which
/// may put them anywhere, so they are not taken for this computer by their spelling.
[[nodiscard]] bool isLoopbackHost(const QString &host);
/// https://, or http:// to a loopback host.
[[nodiscard]] bool isAllowedUrl(const QUrl &url);
/// Scheme, host and port equal (the port defaulted from the scheme).
[[nodiscard]] bool sameOrigin(const QUrl &a, const QUrl &b);

} // namespace Switchyard::Api::UrlPolicy
