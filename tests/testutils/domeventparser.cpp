// SPDX-License-Identifier: GPL-3.0-or-later
#include "testutils/domeventparser.h"

#include "testutils/domeventparser_p.h"

#include <type_traits>

namespace Switchyard::Test::DomEvents {

using namespace Switchyard::Api;
using namespace Switchyard::Api::CodecDetail;

namespace {

const Path kRoot{};

/// Runs `body` and turns the codec's internal failures into a Parse error, as the codec does.
template<typename T, typename F>
Result<T> guardedParse(F &&body)
{
    try {
        return body();
    } catch (const Failure &f) {
        return toApiError(f);
    } catch (const std::exception &e) {
        return ApiError::parse(QString(), QString::fromUtf8(e.what()));
    }
}

/// Event items with their raw bytes cut from the input (no re-serialisation).
template<typename Container>
void collectEvents(const json &items, const Path &itemsPath, QByteArrayView text, const JsonScan::ScanResult &scan,
                   Container &out)
{
    qsizetype objectCount = 0;
    for (const json &item : items)
        objectCount += item.is_object() ? 1 : 0;
    const bool spansMatch = objectCount == scan.elementSpans.size();
    qsizetype i = 0;
    qsizetype spanIndex = 0;
    for (const json &item : items) {
        const Path p = itemsPath.at(i++);
        if (item.is_null()) {
            if constexpr (std::is_same_v<typename Container::value_type, std::optional<Event>>)
                out.append(std::nullopt);
            continue;
        }
        expectObject(item, p);
        QByteArray raw;
        if (spansMatch) {
            const JsonScan::Span &s = scan.elementSpans.at(spanIndex++);
            const QByteArrayView slice = text.sliced(s.begin, s.end - s.begin);
            raw = scan.hasSpace ? JsonScan::compact(slice) : slice.toByteArray();
        } else {
            raw = dumpCompact(item); // differs from the SAX path's bytes: the comparison says so
        }
        out.append(eventFrom(item, p, std::move(raw)));
    }
}

} // namespace

Result<Event> parseEvent(QByteArrayView text, const CodecLimits &limits)
{
    json root;
    JsonScan::ScanResult scan;
    if (auto err = parseDocument(text, limits, root, &scan))
        return *err;
    return guardedParse<Event>([&]() -> Event {
        expectObject(root, kRoot);
        return eventFrom(root, kRoot, scan.hasSpace ? JsonScan::compact(text) : text.toByteArray());
    });
}

Result<Page<Event>> parseEventPage(QByteArrayView text, const CodecLimits &limits)
{
    json root;
    JsonScan::ScanResult scan;
    if (auto err = parseDocument(text, limits, root, &scan, true))
        return *err;
    return guardedParse<Page<Event>>([&]() -> Page<Event> {
        Page<Event> page;
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
        collectEvents(*items, itemsPath, text, scan, page.items);
        return page;
    });
}

Result<QList<std::optional<Event>>> parseEventBatch(QByteArrayView text, const CodecLimits &limits)
{
    json root;
    JsonScan::ScanResult scan;
    if (auto err = parseDocument(text, limits, root, &scan, true))
        return *err;
    return guardedParse<QList<std::optional<Event>>>([&]() -> QList<std::optional<Event>> {
        const json *items = &root;
        Path itemsPath = kRoot;
        if (root.is_object() && member(root, "items")) {
            items = member(root, "items");
            itemsPath = kRoot.child("items");
        }
        expectArray(*items, itemsPath);
        QList<std::optional<Event>> out;
        out.reserve(qsizetype(items->size()));
        collectEvents(*items, itemsPath, text, scan, out);
        return out;
    });
}

} // namespace Switchyard::Test::DomEvents
