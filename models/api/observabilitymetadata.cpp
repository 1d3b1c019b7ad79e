// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/observabilitymetadata.h"

#include <nlohmann/json.hpp>

namespace Switchyard::Api::Codec {

namespace {
nlohmann::json toJson(const ObservabilityScalar &v)
{
    return std::visit(
        [](const auto &x) -> nlohmann::json {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, QString>)
                return x.toStdString();
            else
                return x;
        },
        v);
}
} // namespace

QByteArray encodeObservabilityMetadata(const ObservabilityMetadata &metadata)
{
    nlohmann::json obj = nlohmann::json::object();
    for (const auto &[key, value] : metadata) {
        if (value.isArray) {
            nlohmann::json arr = nlohmann::json::array();
            for (const auto &item : value.items)
                arr.push_back(toJson(item));
            obj[key.toStdString()] = std::move(arr);
        } else {
            obj[key.toStdString()] = toJson(value.scalar);
        }
    }
    return QByteArray::fromStdString(obj.dump());
}

} // namespace Switchyard::Api::Codec
