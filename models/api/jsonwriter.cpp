// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/jsonwriter.h"

#include <nlohmann/json.hpp>

namespace Switchyard::Api::Json {

namespace {
nlohmann::ordered_json toJson(const QVariant &v)
{
    switch (v.typeId()) {
    case QMetaType::UnknownType:
    case QMetaType::Nullptr:
        return nullptr;
    case QMetaType::Bool:
        return v.toBool();
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        return v.toLongLong();
    case QMetaType::Double:
    case QMetaType::Float:
        return v.toDouble();
    case QMetaType::QVariantMap: {
        nlohmann::ordered_json o = nlohmann::ordered_json::object();
        const QVariantMap map = v.toMap();
        for (auto it = map.cbegin(); it != map.cend(); ++it)
            o[it.key().toStdString()] = toJson(it.value());
        return o;
    }
    case QMetaType::QVariantList:
    case QMetaType::QStringList: {
        nlohmann::ordered_json a = nlohmann::ordered_json::array();
        const QVariantList list = v.toList();
        for (const QVariant &item : list)
            a.push_back(toJson(item));
        return a;
    }
    default:
        return v.toString().toStdString();
    }
}
} // namespace

QByteArray write(const QVariant &value, bool indented)
{
    const std::string s = toJson(value).dump(indented ? 2 : -1, ' ', false, nlohmann::json::error_handler_t::replace);
    return QByteArray::fromStdString(s);
}

QByteArray pretty(const QByteArray &json)
{
    auto parsed = nlohmann::ordered_json::parse(json.cbegin(), json.cend(), nullptr, false);
    if (parsed.is_discarded())
        return json;
    return QByteArray::fromStdString(parsed.dump(2, ' ', false, nlohmann::json::error_handler_t::replace));
}

} // namespace Switchyard::Api::Json
