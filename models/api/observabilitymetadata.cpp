// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/observabilitymetadata.h"

#include "models/api/codec_p.h"

#include <optional>

namespace Switchyard::Api {

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

std::optional<ObservabilityScalar> scalarOf(const nlohmann::json &v)
{
    if (v.is_string())
        return ObservabilityScalar(QString::fromStdString(v.get<std::string>()));
    if (v.is_boolean())
        return ObservabilityScalar(v.get<bool>());
    if (v.is_number_integer())
        return ObservabilityScalar(v.get<qint64>());
    if (v.is_number())
        return ObservabilityScalar(v.get<double>());
    return std::nullopt;
}
} // namespace

namespace Codec {

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

} // namespace Codec

ObservabilityMetadata CodecDetail::observabilityMetadataFrom(const nlohmann::json &obj)
{
    ObservabilityMetadata out;
    if (!obj.is_object())
        return out;
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        ObservabilityValue value;
        if (it->is_array()) {
            value.isArray = true;
            bool ok = true;
            for (const auto &item : *it) {
                const auto s = scalarOf(item);
                ok = ok && s && (value.items.isEmpty() || value.items.first().index() == s->index());
                if (!ok)
                    break;
                value.items.append(*s);
            }
            if (!ok)
                continue;
        } else if (const auto s = scalarOf(*it)) {
            value.scalar = *s;
        } else {
            continue;
        }
        out.append({QString::fromStdString(it.key()), value});
    }
    return out;
}

} // namespace Switchyard::Api
