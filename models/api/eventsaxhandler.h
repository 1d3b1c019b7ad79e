// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to models/api: the SAX handler that fills Event values straight from nlohmann's SAX
// events (see eventsax.h for the contract). How it mirrors a DOM read:
//  - an event's `kind` may come after its fields, so what every kind reads is collected in a
//    Scratch (eventsaxscratch.h) and the payload is built at the event's closing brace;
//  - duplicate keys: the last one wins (as in nlohmann's DOM), so a key first resets what it
//    controls and its value then sets it;
//  - typed errors are kept but parsing goes on: a later syntax error wins, as when the whole
//    document is read before any value is looked at;
//  - sub-trees nobody reads are skipped by depth counting only.
// A stack of contexts (Ctx) says where the parser is; each section of the handler (one source
// file each) resets, reads and closes its own contexts.

#include "models/api/codec_p.h"
#include "models/api/eventsaxkeys.h"
#include "models/api/eventsaxscalar.h"
#include "models/api/eventsaxscratch.h"
#include "models/api/jsonscan.h"

#include <optional>
#include <vector>

namespace Switchyard::Api::CodecDetail::EventSax {

enum class Shape : quint8
{
    Single,
    Page,
    Batch
};

enum class Ctx : quint8
{
    Root, ///< the page / batch object
    Items,
    Event,
    LlmMessage,
    Blocks, ///< a content array (joinText)
    Block,
    ToolCall,
    Classification,
    Action,
    Observation,
    ObsMetadata,
    Tasks,
    Task,
    Value,
    ValueStats,
    UsageMap,
    Metrics,
    TokenUsage,
    StrList,
    Tools,
    Tool,
    ToolFunction,
    SystemPrompt,
    // newer kinds (eventsaxnewer.cpp)
    Questions,
    Question,
    Options,
    Option,
    Answers, ///< {question id: picks}
    Picks,
    Pick,
    Risks, ///< {action id: risk}
    AcpInner ///< the `content` object of an ACP content block
};

// `which` of a frame: the target of a shared context.
enum : quint8
{
    BlocksMessage = 0,
    BlocksThought = 1,
    BlocksObservation = 2,
    BlocksAcp = 3,
    ListSkills = 0,
    ListForgotten = 1,
    ListImages = 2,
    TasksAction = 0,
    TasksObservation = 1,
    UsageStats = 0,
    UsageFullState = 1,
};

struct Frame
{
    Ctx ctx;
    quint8 which;
};

class EventSaxHandler final : public nlohmann::json_sax<json>
{
public:
    EventSaxHandler(QByteArrayView text, const JsonScan::ScanResult &scan, Shape shape)
        : m_text(text)
        , m_scan(scan)
        , m_shape(shape)
        , m_keys(keyTable())
    {
        m_stack.reserve(32);
    }

    // json_sax
    bool null() override { return scalar(Scalar{}); }
    bool boolean(bool val) override
    {
        Scalar v;
        v.type = Scalar::T::Bool;
        v.b = val;
        return scalar(v);
    }
    bool number_integer(number_integer_t val) override
    {
        Scalar v;
        v.type = Scalar::T::Int;
        v.i = val;
        return scalar(v);
    }
    bool number_unsigned(number_unsigned_t val) override
    {
        Scalar v;
        v.type = Scalar::T::UInt;
        v.u = val;
        return scalar(v);
    }
    bool number_float(number_float_t val, const string_t &) override
    {
        Scalar v;
        v.type = Scalar::T::Float;
        v.d = val;
        return scalar(v);
    }
    bool string(string_t &val) override
    {
        Scalar v;
        v.type = Scalar::T::String;
        v.s = &val;
        return scalar(v);
    }
    bool binary(binary_t &) override
    {
        return true; // not produced by JSON text
    }
    bool start_object(std::size_t) override { return container(true); }
    bool start_array(std::size_t) override { return container(false); }
    bool end_object() override { return end(); }
    bool end_array() override { return end(); }
    bool key(string_t &val) override;
    bool parse_error(std::size_t /*position*/, const std::string &, const nlohmann::detail::exception &ex) override
    {
        if (const auto *pe = dynamic_cast<const json::parse_error *>(&ex)) {
            const qsizetype at = qsizetype(pe->byte > 0 ? pe->byte - 1 : 0);
            m_syntax =
                ApiError::parse(JsonScan::pathAt(m_text, at),
                                QStringLiteral("syntax error at byte %1").arg(qMin<qsizetype>(at, m_text.size())));
        } else {
            m_syntax = ApiError::parse(QString(), QString::fromUtf8(ex.what()));
        }
        return false;
    }

    // results
    std::optional<ApiError> m_syntax;
    std::optional<ApiError> m_typed;
    QList<std::optional<Event>> m_batch;
    QList<Event> m_items;
    std::optional<Event> m_single;
    QString m_nextPageId;
    qsizetype m_elementCount = 0;
    bool m_rootIsObject = false;
    enum class ItemsState : quint8
    {
        Absent,
        Null,
        Array,
        Other
    } m_itemsState = ItemsState::Absent;

private:
    // The SAX callbacks land here and are passed on by the context on top of the stack
    // (eventsaxhandler.cpp); each section below reads its own contexts.
    bool scalar(const Scalar &v);
    bool container(bool isObject);
    bool end();

    void push(Ctx ctx, quint8 which = 0) { m_stack.push_back(Frame{ctx, which}); }
    void skip() { m_skip = 1; }
    void typedError(const QString &path, const QString &what)
    {
        if (!m_typed)
            m_typed = ApiError::parse(path, what);
    }
    [[nodiscard]] QString itemPath(qsizetype index) const
    {
        if (m_shape == Shape::Single)
            return {};
        return (m_rootIsObject ? QStringLiteral("/items/") : QStringLiteral("/")) + QString::number(index);
    }

    // the document: the page or batch around the events (eventsaxhandler.cpp)
    bool documentContainer(bool isObject);
    void rootKey(K k);
    void rootScalar(K k, const Scalar &v);
    bool rootContainer(K k, bool isObject);
    void itemsValue(const char *typeName, bool isObjectValue, bool isNull);
    void beginEvent();
    // the event's own members (eventsaxevent.cpp)
    void resetEventKey(K k);
    bool eventScalar(K k, const Scalar &v);
    bool eventContainer(K k, bool isObject);
    // text: llm_message, content blocks, tool call, classification, string lists, system prompt
    // and tools (eventsaxtext.cpp)
    void textKey(Ctx ctx, K k);
    void textScalar(const Frame &f, K k, const Scalar &v);
    bool textContainer(const Frame &f, K k, bool isObject);
    void textEnd(const Frame &f);
    // `action` and task lists (eventsaxaction.cpp)
    void actionKey(Ctx ctx, K k);
    void actionScalar(Ctx ctx, K k, const Scalar &v);
    bool actionContainer(const Frame &f, K k, bool isObject);
    void taskEnd(const Frame &f);
    // `observation` (eventsaxobservation.cpp)
    void observationKey(Ctx ctx, K k);
    void observationScalar(Ctx ctx, K k, const Scalar &v);
    bool observationContainer(K k, bool isObject);
    // a state update's `value`: execution status and usage metrics (eventsaxstate.cpp)
    void stateKey(Ctx ctx, K k);
    void stateScalar(Ctx ctx, K k, const Scalar &v);
    bool stateContainer(const Frame &f, K k, bool isObject);
    void metricsEnd(const Frame &f);
    // the newer kinds: ask-user questions and answers, security verdicts (eventsaxnewer.cpp)
    void newerKey(Ctx ctx, const string_t &name, K k);
    void newerScalar(Ctx ctx, K k, const Scalar &v);
    bool newerContainer(Ctx ctx, K k, bool isObject);
    void newerEnd(Ctx ctx);
    // the event's closing brace: Event::raw and the payload of its kind (eventsaxbuild.cpp)
    void finishEvent();

    QMap<QString, MetricsSnapshot> &usageTarget(quint8 which)
    {
        return which == UsageStats ? m_s.value.statsUsage : m_s.value.fullStateUsage;
    }
    QList<TaskItem> &tasksTarget(quint8 which) { return which == TasksAction ? m_s.action.tasks : m_s.obs.tasks; }
    QString &blocksTarget(quint8 which)
    {
        switch (which) {
        case BlocksMessage:
            return m_s.msgText;
        case BlocksThought:
            return m_s.thought;
        case BlocksObservation:
            return m_s.obs.contentText;
        default:
            return m_s.acpText;
        }
    }
    QList<QString> &listTarget(quint8 which)
    {
        return which == ListSkills ? m_s.activatedSkills : which == ListForgotten ? m_s.forgottenIds : m_blockImages;
    }
    static void appendBlock(QString &target, QString text)
    {
        if (!target.isEmpty())
            target += QLatin1String("\n\n");
        target += text;
    }

    QByteArrayView m_text;
    const JsonScan::ScanResult &m_scan;
    Shape m_shape;
    const KeyTable &m_keys;
    std::vector<Frame> m_stack;
    qsizetype m_skip = 0;
    K m_key = K::None;
    qint8 m_slot = -1; ///< the field-table slot of the current key (event level), or -1
    qsizetype m_itemIndex = 0;
    qsizetype m_eventIndex = 0;
    qsizetype m_spanIndex = -1;
    Scratch m_s;
    // one level deep at a time: the block, task, metrics, token usage and tool being read
    std::optional<QString> m_blockText;
    QList<QString> m_blockImages;
    TaskItem m_task;
    QString m_taskStatus;
    QString m_usageKey;
    MetricsSnapshot m_metrics;
    QString m_toolTitle, m_toolName, m_toolFunction, m_toolKind;
    std::optional<QString> m_acpInnerText; ///< an ACP block's content.text
    AskUserQuestion m_question;
    QString m_questionText, m_questionAltText; ///< `question`, `text`
    AskUserOption m_option;
    QString m_mapKey; ///< the member of Answers / Risks being read
    AskUserPick m_pick;
};

} // namespace Switchyard::Api::CodecDetail::EventSax
