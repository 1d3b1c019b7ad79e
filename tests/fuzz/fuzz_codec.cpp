// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the API codecs: every parser, the error-body reader, the error mapping and
// the JSON redaction get the same bytes. They must never crash, hang, leak or trip a sanitizer, and
// every parse must be total (a value or a typed error). The SAX event parsers must agree with the
// DOM reference (tests/testutils/domeventparser.h) on every input.
// Run with -max_len=4096 (the seeds are truncated to it) for a useful execution rate.
//
//   cmake --preset fuzz -B build/api-fuzz && cmake --build build/api-fuzz --target fuzz_codec
//   mkdir -p /tmp/corpus && cp tests/data/spec/fixtures/*/*.json tests/data/spec/real-samples/*.json* /tmp/corpus/
//   build/api-fuzz/tests/fuzz/fuzz_codec -runs=1000000 /tmp/corpus
#include "../models/api/eventcompare.h"
#include "models/api/apierror.h"
#include "models/api/codec.h"
#include "models/api/redaction.h"
#include "testutils/domeventparser.h"

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

/// The SAX event parsers (Codec::parse*) and the DOM reference (Test::DomEvents::parse*) must agree on
/// every input: same error (kind, path, message) or same events, field by field.
template<typename R>
void sameOutcome(const R &sax, const R &dom)
{
    if (sax.ok() != dom.ok())
        std::abort();
    if (!sax.ok() && !Switchyard::Test::sameError(sax.error(), dom.error()).isEmpty())
        std::abort();
}

void sameEvents(const QList<std::optional<Event>> &a, const QList<std::optional<Event>> &b)
{
    if (a.size() != b.size())
        std::abort();
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a.at(i).has_value() != b.at(i).has_value())
            std::abort();
        if (a.at(i) && !Switchyard::Test::sameEvent(*a.at(i), *b.at(i)).isEmpty())
            std::abort();
    }
}

void checkEventParsers(QByteArrayView bytes, const CodecLimits &limits)
{
    const auto page = Codec::parseEventPage(bytes, limits);
    const auto domPage = Test::DomEvents::parseEventPage(bytes, limits);
    check(page);
    sameOutcome(page, domPage);
    if (page.ok()) {
        if (page.value().nextPageId != domPage.value().nextPageId)
            std::abort();
        QList<std::optional<Event>> a, b;
        for (const Event &e : page.value().items)
            a.append(e);
        for (const Event &e : domPage.value().items)
            b.append(e);
        sameEvents(a, b);
    }
    const auto batch = Codec::parseEventBatch(bytes, limits);
    const auto domBatch = Test::DomEvents::parseEventBatch(bytes, limits);
    check(batch);
    sameOutcome(batch, domBatch);
    if (batch.ok())
        sameEvents(batch.value(), domBatch.value());
}

void checkEventParser(QByteArrayView bytes, const CodecLimits &limits)
{
    const auto one = Codec::parseEvent(bytes, limits);
    const auto dom = Test::DomEvents::parseEvent(bytes, limits);
    check(one);
    sameOutcome(one, dom);
    if (one.ok() && !Switchyard::Test::sameEvent(one.value(), dom.value()).isEmpty())
        std::abort();
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
