// SPDX-License-Identifier: GPL-3.0-or-later
// The event SAX handler's dispatch (each callback goes to the section that owns the context on
// top of the stack) and the document around the events: a single event, a page
// ({"items": [...], "next_page_id": ...}) or a batch ([event|null, ...]).
#include "models/api/eventsaxhandler.h"

namespace Switchyard::Api::CodecDetail::EventSax {

bool EventSaxHandler::key(string_t &val)
{
    if (m_skip)
        return true;
    const Frame &f = m_stack.back();
    if (f.ctx == Ctx::UsageMap) {
        // the keys of usage_to_metrics are usage ids, not member names
        m_usageKey = qs(val);
        usageTarget(f.which).remove(m_usageKey);
        return true;
    }
    if (f.ctx == Ctx::Answers || f.ctx == Ctx::Risks) {
        // the keys are question / action ids, not member names
        newerKey(f.ctx, val, K::None);
        return true;
    }
    const KeyHit hit = m_keys.find(val);
    const K k = hit.key;
    m_key = k;
    m_slot = hit.slot;
    switch (f.ctx) {
    case Ctx::Root:
        rootKey(k);
        break;
    case Ctx::Event:
        resetEventKey(k);
        break;
    case Ctx::LlmMessage:
    case Ctx::Block:
    case Ctx::ToolCall:
    case Ctx::Classification:
    case Ctx::Tool:
    case Ctx::ToolFunction:
    case Ctx::SystemPrompt:
    case Ctx::AcpInner:
        textKey(f.ctx, k);
        break;
    case Ctx::Question:
    case Ctx::Option:
    case Ctx::Pick:
        newerKey(f.ctx, val, k);
        break;
    case Ctx::Action:
    case Ctx::Task:
        actionKey(f.ctx, k);
        break;
    case Ctx::Observation:
    case Ctx::ObsMetadata:
        observationKey(f.ctx, k);
        break;
    case Ctx::Value:
    case Ctx::ValueStats:
    case Ctx::Metrics:
    case Ctx::TokenUsage:
        stateKey(f.ctx, k);
        break;
    default:
        break; // arrays have no keys
    }
    return true;
}

bool EventSaxHandler::scalar(const Scalar &v)
{
    if (m_skip)
        return true;
    if (m_stack.empty()) { // a scalar document
        const QString what = m_shape == Shape::Batch ? QStringLiteral("expected an array, got %1")
                                                     : QStringLiteral("expected an object, got %1");
        typedError(QString(), what.arg(QLatin1String(v.typeName())));
        return true;
    }
    const Frame &f = m_stack.back();
    const K k = m_key;
    switch (f.ctx) {
    case Ctx::Root:
        rootScalar(k, v);
        break;
    case Ctx::Items:
        itemsValue(v.typeName(), false, v.type == Scalar::T::Null);
        break;
    case Ctx::Event:
        return eventScalar(k, v);
    case Ctx::LlmMessage:
    case Ctx::Blocks:
    case Ctx::Block:
    case Ctx::ToolCall:
    case Ctx::Classification:
    case Ctx::StrList:
    case Ctx::Tools:
    case Ctx::Tool:
    case Ctx::ToolFunction:
    case Ctx::SystemPrompt:
    case Ctx::AcpInner:
        textScalar(f, k, v);
        break;
    case Ctx::Questions:
    case Ctx::Question:
    case Ctx::Options:
    case Ctx::Option:
    case Ctx::Answers:
    case Ctx::Picks:
    case Ctx::Pick:
    case Ctx::Risks:
        newerScalar(f.ctx, k, v);
        break;
    case Ctx::Action:
    case Ctx::Tasks:
    case Ctx::Task:
        actionScalar(f.ctx, k, v);
        break;
    case Ctx::Observation:
    case Ctx::ObsMetadata:
        observationScalar(f.ctx, k, v);
        break;
    case Ctx::Value:
    case Ctx::ValueStats:
    case Ctx::UsageMap:
    case Ctx::Metrics:
    case Ctx::TokenUsage:
        stateScalar(f.ctx, k, v);
        break;
    }
    return true;
}

bool EventSaxHandler::container(bool isObject)
{
    if (m_skip) {
        ++m_skip;
        return true;
    }
    if (m_stack.empty())
        return documentContainer(isObject);
    const Frame f = m_stack.back();
    const K k = m_key;
    bool entered = false;
    switch (f.ctx) {
    case Ctx::Root:
        entered = rootContainer(k, isObject);
        break;
    case Ctx::Items:
        if (isObject) {
            itemsValue("object", true, false);
            return true;
        }
        itemsValue("array", false, false);
        break;
    case Ctx::Event:
        return eventContainer(k, isObject);
    case Ctx::LlmMessage:
    case Ctx::Blocks:
    case Ctx::Block:
    case Ctx::Tools:
    case Ctx::Tool:
        entered = textContainer(f, k, isObject);
        break;
    case Ctx::Action:
    case Ctx::Tasks:
        entered = actionContainer(f, k, isObject);
        break;
    case Ctx::Observation:
        entered = observationContainer(k, isObject);
        break;
    case Ctx::Value:
    case Ctx::ValueStats:
    case Ctx::UsageMap:
    case Ctx::Metrics:
        entered = stateContainer(f, k, isObject);
        break;
    case Ctx::Questions:
    case Ctx::Question:
    case Ctx::Options:
    case Ctx::Answers:
    case Ctx::Picks:
        entered = newerContainer(f.ctx, k, isObject);
        break;
    default:
        break;
    }
    if (!entered)
        skip();
    return true;
}

bool EventSaxHandler::end()
{
    if (m_skip) {
        --m_skip;
        return true;
    }
    if (m_stack.empty())
        return true;
    const Frame f = m_stack.back();
    m_stack.pop_back();
    switch (f.ctx) {
    case Ctx::Event:
        finishEvent();
        break;
    case Ctx::Block:
    case Ctx::Tool:
        textEnd(f);
        break;
    case Ctx::Task:
        taskEnd(f);
        break;
    case Ctx::Metrics:
        metricsEnd(f);
        break;
    case Ctx::Question:
    case Ctx::Option:
    case Ctx::Pick:
        newerEnd(f.ctx);
        break;
    default:
        break;
    }
    return true;
}

// --- the document ---------------------------------------------------------------------------------

bool EventSaxHandler::documentContainer(bool isObject)
{
    switch (m_shape) {
    case Shape::Single:
        if (isObject) {
            m_spanIndex = -1;
            beginEvent();
        } else {
            typedError(QString(), QStringLiteral("expected an object, got array"));
            skip();
        }
        return true;
    case Shape::Page:
    case Shape::Batch:
        if (isObject) {
            m_rootIsObject = true;
            push(Ctx::Root);
        } else {
            m_itemsState = ItemsState::Array;
            push(Ctx::Items);
        }
        return true;
    }
    return true;
}

void EventSaxHandler::rootKey(K k)
{
    if (k == K::Items) {
        // A repeated "items": the last one wins, and only its objects are in the scanner's spans
        // (JsonScan lists the last "items" array's objects only).
        m_items.clear();
        m_batch.clear();
        m_typed.reset();
        m_elementCount = 0;
        m_itemsState = ItemsState::Absent;
    } else if (k == K::NextPageId) {
        m_nextPageId.clear();
    }
}

void EventSaxHandler::rootScalar(K k, const Scalar &v)
{
    if (k == K::Items) {
        if (v.type == Scalar::T::Null) {
            m_itemsState = ItemsState::Null;
        } else {
            m_itemsState = ItemsState::Other;
            typedError(QStringLiteral("/items"),
                       QStringLiteral("expected an array, got %1").arg(QLatin1String(v.typeName())));
        }
    } else if (k == K::NextPageId) {
        m_nextPageId = v.toStr();
    }
}

bool EventSaxHandler::rootContainer(K k, bool isObject)
{
    if (k != K::Items)
        return false;
    if (!isObject) {
        m_itemsState = ItemsState::Array;
        m_itemIndex = 0;
        push(Ctx::Items);
        return true;
    }
    m_itemsState = ItemsState::Other;
    typedError(QStringLiteral("/items"), QStringLiteral("expected an array, got object"));
    return false;
}

void EventSaxHandler::itemsValue(const char *typeName, bool isObjectValue, bool isNull)
{
    const qsizetype index = m_itemIndex++;
    if (isObjectValue) {
        const qsizetype span = m_elementCount++;
        if (m_typed) {
            skip();
            return;
        }
        m_eventIndex = index;
        m_spanIndex = span;
        beginEvent();
        return;
    }
    if (isNull) {
        if (m_shape == Shape::Batch && !m_typed)
            m_batch.append(std::nullopt);
        return;
    }
    typedError(itemPath(index), QStringLiteral("expected an object, got %1").arg(QLatin1String(typeName)));
}

void EventSaxHandler::beginEvent()
{
    m_s = Scratch{};
    push(Ctx::Event);
}

} // namespace Switchyard::Api::CodecDetail::EventSax
