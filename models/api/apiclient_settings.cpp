// SPDX-License-Identifier: GPL-3.0-or-later
// ApiClient, spec §8.6: user settings.
#include "models/api/apiclient_p.h"

namespace Switchyard::Api {

using namespace RequestDetail;

ApiCall *ApiClient::getSettings(QObject *context, Callback<UserSettings> cb)
{
    return d->run<UserSettings>(d->request(Endpoint::GetSettings), context, std::move(cb), [](const QByteArray &b) {
        return Codec::parseSettings(b);
    });
}

ApiCall *ApiClient::saveSettings(const UserSettings &settings, QObject *context, Callback<UserSettings> cb)
{
    return d->run<UserSettings>(d->withBody(Endpoint::SaveSettings, {}, Codec::encodeSettings(settings)), context,
                                std::move(cb), [settings](const QByteArray &b) -> Result<UserSettings> {
                                    if (b.trimmed().isEmpty())
                                        return settings;
                                    auto parsed = Codec::parseSettings(b);
                                    // Some servers answer {"message": "Settings stored"}: keep what was sent then.
                                    if (parsed.ok() && parsed.value().sandboxGroupingStrategy.isAbsent())
                                        return settings;
                                    return parsed;
                                });
}

} // namespace Switchyard::Api
