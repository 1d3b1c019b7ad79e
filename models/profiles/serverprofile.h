// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QUrl>

namespace Switchyard {

/// One server the user can connect to. The API key is NOT part of it: it lives in the keychain
/// (Credentials), keyed by `id`.
struct ServerProfile
{
    QString id; ///< stable, generated once; also names the local cache file
    QString name; ///< shown to the user
    QUrl baseUrl; ///< e.g. https://app.all-hands.dev (without /api/v1)
    QString orgId; ///< optional X-Org-Id

    [[nodiscard]] bool isValid() const { return !id.isEmpty() && baseUrl.isValid() && !baseUrl.isEmpty(); }
    bool operator==(const ServerProfile &) const = default;
};

} // namespace Switchyard
