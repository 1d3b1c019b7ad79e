// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/conversations/weblink.h"

#include <QObject>

namespace Switchyard {

namespace Api {
class ApiClient;
}

/// The link style of the connected server's web UI ("Open in browser", copied links; issue 28.8)
/// as the API client learns what the server is: the canvas pages unless it turns out an older
/// server. The window follows it; the app builds it beside the client.
class ServerWebLinks final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerWebLinks)
public:
    explicit ServerWebLinks(Api::ApiClient *client, QObject *parent = nullptr);
    ~ServerWebLinks() override;

    [[nodiscard]] WebLink::Style style() const { return m_style; }

Q_SIGNALS:
    void styleChanged(Switchyard::WebLink::Style style);

private:
    WebLink::Style m_style = WebLink::Style::Canvas;
};

} // namespace Switchyard
