// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the API codecs: every parser, the error-body reader, the error mapping and
// the JSON redaction get the same bytes. They must never crash, hang, leak or trip a sanitizer, and
// every parse must be total (a value or a typed error). The event parsers must agree with
// themselves: every event of a page or a batch, parsed again from its own raw JSON, gives the same
// event (compared through Test::EventDump, which prints every field), and a document both the page
// and the batch parser accept gives the same events to both. (The values themselves are held to
// the golden files of tst_eventgolden; the DOM reference parser this target used to compare with is
// gone, so that a new event field costs one row of models/api/eventfields.cpp.)
// Run with -max_len=4096 (the seeds are truncated to it) for a useful execution rate.
//
//   cmake --preset fuzz -B build/api-fuzz && cmake --build build/api-fuzz --target fuzz_codec
//   mkdir -p /tmp/corpus && cp tests/data/spec/fixtures/*/*.json tests/data/spec/real-samples/*.json* /tmp/corpus/
//   build/api-fuzz/tests/fuzz/fuzz_codec -runs=1000000 /tmp/corpus
#include "models/api/apierror.h"
#include "models/api/codec.h"
#include "models/api/redaction.h"
#include "testutils/eventdump.h"

#include <QLoggingCategory>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

using namespace Switchyard;
using namespace Switchyard::Api;

namespace {

template<typename R>
void check(const R &r)
{
    // Total: either a value or an error that says what went wrong.
    if (!r.ok() && r.error().message.isEmpty())
        std::abort();
}

/// An event parsed again from its own raw JSON is the same event.
void sameAlone(const Event &e, const CodecLimits &limits)
{
    const auto alone = Codec::parseEvent(e.raw, limits);
    if (!alone.ok() || Test::EventDump::event(alone.value()) != Test::EventDump::event(e))
        std::abort();
}

void checkEventParsers(QByteArrayView bytes, const CodecLimits &limits)
{
    const auto page = Codec::parseEventPage(bytes, limits);
    check(page);
    if (page.ok()) {
        for (const Event &e : page.value().items)
            sameAlone(e, limits);
    }
    const auto batch = Codec::parseEventBatch(bytes, limits);
    check(batch);
    if (batch.ok()) {
        QList<Event> present;
        for (const std::optional<Event> &e : batch.value()) {
            if (e) {
                sameAlone(*e, limits);
                present.append(*e);
            }
        }
        // Both shapes accepted the document (a bare array, or a page-shaped batch): same events.
        if (page.ok()
            && Test::EventDump::result(Api::Result<QList<Event>>(present))
                != Test::EventDump::result(Api::Result<QList<Event>>(page.value().items)))
            std::abort();
    }
}

void checkEventParser(QByteArrayView bytes, const CodecLimits &limits)
{
    const auto one = Codec::parseEvent(bytes, limits);
    check(one);
    if (one.ok())
        sameAlone(one.value(), limits);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    // Parse warnings are expected by the thousand here; keep the fuzzer's output readable.
    QLoggingCategory::setFilterRules(QStringLiteral("switchyard.*=false"));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    CodecLimits limits;
    limits.maxBytes = 1 << 20;
    limits.maxDepth = 256;

    // One group of parsers per input (chosen by the length), so each execution stays cheap and
    // a million of them fit in minutes; over the run every group sees every kind of input.
    switch (size % 8) {
    case 0:
        checkEventParsers(bytes, limits);
        break;
    case 1:
        checkEventParser(bytes, limits);
        check(Codec::parseEventLines(bytes, limits));
        break;
    case 2:
        check(Codec::parseConversationPage(bytes, limits));
        check(Codec::parseConversationBatch(bytes, limits));
        if (auto c = Codec::parseConversation(bytes, limits); c.ok()) {
            // Whatever parsed must encode and parse again.
            if (!Codec::parseConversation(Codec::encodeConversation(c.value(), true)).ok())
                std::abort();
        }
        break;
    case 3:
        check(Codec::parseStartTask(bytes, limits));
        check(Codec::parseStartTaskStream(bytes, limits));
        check(Codec::parseStartTaskBatch(bytes, limits));
        break;
    case 4:
        check(Codec::parseSandboxPage(bytes, limits));
        check(Codec::parseSandboxBatch(bytes, limits));
        check(Codec::parseSandboxSpecPage(bytes, limits));
        if (auto s = Codec::parseSandbox(bytes, limits); s.ok()) {
            if (!Codec::parseSandbox(Codec::encodeSandbox(s.value(), true)).ok())
                std::abort();
        }
        break;
    case 5:
        check(Codec::parseCount(bytes));
        check(Codec::parseSuccess(bytes));
        check(Codec::parseSendMessageResponse(bytes));
        check(Codec::parsePendingMessageResponse(bytes));
        check(Codec::parseSettings(bytes));
        check(Codec::parseBaseState(bytes, limits));
        break;
    case 6:
        check(Codec::parseGitChanges(bytes, limits));
        check(Codec::parseGitDiff(bytes, limits));
        check(Codec::parseFileBody(bytes, limits));
        check(Codec::parseSkills(bytes, limits));
        check(Codec::parseHooks(bytes, limits));
        break;
    default: {
        (void)Codec::errorDetailText(bytes);
        const ApiError e = ApiError::fromReply(QNetworkReply::UnknownContentError, 400 + int(size % 200), bytes,
                                               QStringLiteral("application/json"), QStringLiteral("GET /fuzz"));
        if (e.message.isEmpty())
            std::abort();
        (void)Redaction::redactJson(bytes);
        (void)Redaction::redactText(QString::fromUtf8(bytes));
        break;
    }
    }
    return 0;
}
