// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the codec's sources (codec.cpp, codecbodies.cpp): one document read as a page, a batch
// or a single value, with internal failures turned into a Parse error.

#include "models/api/codec_p.h"

namespace Switchyard::Api::CodecDetail {

inline const Path kRoot{};

/// Runs `body` and turns internal failures into a Parse error.
template<typename T, typename F>
Result<T> guarded(F &&body)
{
    try {
        return body();
    } catch (const Failure &f) {
        return toApiError(f);
    } catch (const std::exception &e) {
        return ApiError::parse(QString(), QString::fromUtf8(e.what()));
    }
}

template<typename T, typename ItemFn>
Result<Page<T>> parsePage(QByteArrayView text, const CodecLimits &limits, ItemFn itemFn)
{
    json root;
    if (auto err = parseDocument(text, limits, root))
        return *err;
    return guarded<Page<T>>([&]() -> Page<T> {
        Page<T> page;
        // Some servers (and the simulator's older shape) answer a bare array.
        const json *items = root.is_array() ? &root : nullptr;
        Path itemsPath = kRoot;
        if (!items) {
            expectObject(root, kRoot);
            items = member(root, "items");
            itemsPath = kRoot.child("items");
            page.nextPageId = optStr(root, "next_page_id");
        }
        if (!items)
            return page;
        expectArray(*items, itemsPath);
        page.items.reserve(qsizetype(items->size()));
        qsizetype i = 0;
        for (const json &item : *items) {
            if (!item.is_null())
                page.items.append(itemFn(item, itemsPath.at(i)));
            ++i;
        }
        return page;
    });
}

template<typename T, typename ItemFn>
Result<QList<std::optional<T>>> parseBatch(QByteArrayView text, const CodecLimits &limits, ItemFn itemFn)
{
    json root;
    if (auto err = parseDocument(text, limits, root))
        return *err;
    return guarded<QList<std::optional<T>>>([&]() -> QList<std::optional<T>> {
        const json *items = &root;
        Path itemsPath = kRoot;
        if (root.is_object() && member(root, "items")) { // tolerate a page-shaped answer
            items = member(root, "items");
            itemsPath = kRoot.child("items");
        }
        expectArray(*items, itemsPath);
        QList<std::optional<T>> out;
        out.reserve(qsizetype(items->size()));
        qsizetype i = 0;
        for (const json &item : *items) {
            if (item.is_null())
                out.append(std::nullopt);
            else
                out.append(itemFn(item, itemsPath.at(i)));
            ++i;
        }
        return out;
    });
}

template<typename T, typename Fn>
Result<T> parseSingle(QByteArrayView text, const CodecLimits &limits, Fn fn)
{
    json root;
    if (auto err = parseDocument(text, limits, root))
        return *err;
    return guarded<T>([&]() -> T {
        return fn(root);
    });
}

} // namespace Switchyard::Api::CodecDetail
