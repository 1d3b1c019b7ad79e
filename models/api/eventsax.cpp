// SPDX-License-Identifier: GPL-3.0-or-later
// Event documents parsed with nlohmann::json::sax_parse straight into Event values (see
// eventsax.h): the size cap and the nesting limit (JsonScan) first, then the handler
// (eventsaxhandler.h) over the whole document.
#include "models/api/eventsax.h"

#include "models/api/eventsaxhandler.h"

namespace Switchyard::Api::CodecDetail::EventSax {

namespace {

/// Runs the handler over `text` after the size cap and the nesting limit. Returns an error, or
/// the finished handler in `h`.
std::optional<ApiError> run(QByteArrayView text, const CodecLimits &limits, JsonScan::ScanResult &scan,
                            std::optional<EventSaxHandler> &h, Shape shape)
{
    if (limits.maxBytes > 0 && text.size() > limits.maxBytes)
        return ApiError::tooLarge(text.size(), limits.maxBytes);
    scan = JsonScan::scan(text, limits.maxDepth, shape != Shape::Single);
    if (scan.depthExceededAt >= 0) {
        return ApiError::parse(JsonScan::pathAt(text, scan.depthExceededAt),
                               QStringLiteral("nesting deeper than %1 levels").arg(limits.maxDepth));
    }
    // The same rule as the DOM readers (CodecDetail::parseDocument): a NUL byte is a syntax error,
    // not the end of the document (nlohmann's lexer would stop there; fuzz_codec finding).
    if (const qsizetype nul = text.indexOf('\0'); nul >= 0)
        return ApiError::parse(JsonScan::pathAt(text, nul), QStringLiteral("syntax error at byte %1").arg(nul));
    h.emplace(text, scan, shape);
    try {
        const char *begin = text.data();
        json::sax_parse(begin, begin + text.size(), &*h);
    } catch (const std::exception &e) {
        return ApiError::parse(QString(), QString::fromUtf8(e.what()));
    }
    if (h->m_syntax)
        return h->m_syntax;
    if (h->m_typed)
        return h->m_typed;
    return std::nullopt;
}

/// The scanner lists the objects of the (last) items array as the parser reads it, so the counts
/// always agree on a document that parsed; should they not, Event::raw cannot be cut and the
/// document is refused rather than given events without their raw JSON.
ApiError spansOutOfLine()
{
    return ApiError::parse(QString(), QStringLiteral("the events' raw JSON could not be delimited"));
}

} // namespace

Result<Event> parseEvent(QByteArrayView text, const CodecLimits &limits)
{
    JsonScan::ScanResult scan;
    std::optional<EventSaxHandler> h;
    if (auto err = run(text, limits, scan, h, Shape::Single))
        return *err;
    if (!h->m_single)
        return ApiError::parse(QString(), QStringLiteral("expected an object"));
    return std::move(*h->m_single);
}

Result<Page<Event>> parsePage(QByteArrayView text, const CodecLimits &limits)
{
    JsonScan::ScanResult scan;
    std::optional<EventSaxHandler> h;
    if (auto err = run(text, limits, scan, h, Shape::Page))
        return *err;
    if (h->m_elementCount != scan.elementSpans.size())
        return spansOutOfLine();
    Page<Event> page;
    page.items = std::move(h->m_items);
    page.nextPageId = std::move(h->m_nextPageId);
    return page;
}

Result<QList<std::optional<Event>>> parseBatch(QByteArrayView text, const CodecLimits &limits)
{
    JsonScan::ScanResult scan;
    std::optional<EventSaxHandler> h;
    if (auto err = run(text, limits, scan, h, Shape::Batch))
        return *err;
    if (h->m_rootIsObject && h->m_itemsState != EventSaxHandler::ItemsState::Array)
        return ApiError::parse(QString(), QStringLiteral("expected an array, got object"));
    if (h->m_elementCount != scan.elementSpans.size())
        return spansOutOfLine();
    return std::move(h->m_batch);
}

} // namespace Switchyard::Api::CodecDetail::EventSax
