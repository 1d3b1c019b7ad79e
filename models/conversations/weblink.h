// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The web page of a conversation on its server (spec §13.4): newer servers' web UI ("Agent
// Canvas") shows it at {web_url}/canvas/conversations/{hex id} (the id without dashes), older ones
// at {server}/conversations/{id}. The id comes from the server: anything but a UUID-shaped id gives
// no link, so it can never add a path segment, a query or another host. Only http(s) links open.

#include <QString>
#include <QUrl>

namespace Switchyard::WebLink {

enum class Style
{
    Canvas, ///< newer servers (late 2026)
    Classic, ///< older servers
};

/// The conversation's page under `server` (its path prefix is kept). Invalid when the server URL
/// is not http(s) or the id is not 32 hex digits (dashes allowed).
[[nodiscard]] QUrl conversationUrl(const QUrl &server, const QString &conversationId, Style style = Style::Canvas);
/// True for an absolute http or https URL with a host: the only kind the app hands to the browser.
[[nodiscard]] bool isOpenable(const QUrl &url);

} // namespace Switchyard::WebLink
