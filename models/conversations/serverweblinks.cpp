// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/conversations/serverweblinks.h"

#include "models/api/apiclient.h"

namespace Switchyard {

namespace {
WebLink::Style styleOf(Api::ServerGeneration generation)
{
    return generation == Api::ServerGeneration::Older ? WebLink::Style::Classic : WebLink::Style::Canvas;
}
} // namespace

ServerWebLinks::ServerWebLinks(Api::ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_style(styleOf(client->serverGeneration()))
{
    connect(client, &Api::ApiClient::serverGenerationChanged, this, [this](Api::ServerGeneration generation) {
        m_style = styleOf(generation);
        Q_EMIT styleChanged(m_style);
    });
}

ServerWebLinks::~ServerWebLinks() = default;

} // namespace Switchyard
