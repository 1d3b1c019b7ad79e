// SPDX-License-Identifier: GPL-3.0-or-later
// The event SAX handler: the event object's own members (common fields, the fields of the field
// table (eventfields.h) some kind reads, and which nested member opens which context).
#include "models/api/eventsaxhandler.h"

namespace Switchyard::Api::CodecDetail::EventSax {

void EventSaxHandler::resetEventKey(K k)
{
    if (const int r = reqIndex(k); r >= 0) {
        m_s.req[std::size_t(r)].clear();
        m_s.reqError[std::size_t(r)] = nullptr;
        return;
    }
    if (m_slot >= 0) {
        m_s.fields[std::size_t(m_slot)] = EventFields::Value{};
        m_s.seen |= quint64(1) << m_slot;
    }
    switch (k) {
    case K::Content:
        m_s.acpText.clear(); // a string for streaming deltas (a field), blocks for ACP tool calls
        break;
    case K::Questions:
        m_s.questions.clear();
        break;
    case K::Answers:
        m_s.answers.clear();
        break;
    case K::Risks:
        m_s.risks.clear();
        break;
    case K::ActivatedSkills:
        m_s.activatedSkills.clear();
        break;
    case K::ForgottenEventIds:
        m_s.forgottenIds.clear();
        break;
    case K::LlmMessage:
        m_s.msgRole.clear();
        m_s.msgText.clear();
        m_s.msgImages.clear();
        m_s.msgReasoning.clear();
        break;
    case K::Thought:
        m_s.thought.clear();
        break;
    case K::ToolCall:
        m_s.toolCallArgs.clear();
        break;
    case K::Classification:
        m_s.classificationKind.clear();
        break;
    case K::Action:
        m_s.action = ActionScratch{};
        m_s.askAction.clear();
        break;
    case K::Observation:
        m_s.obs = ObservationScratch{};
        break;
    case K::Value:
        m_s.value = ValueScratch{};
        break;
    case K::SystemPrompt:
        m_s.systemPrompt.clear();
        break;
    case K::Tools:
        m_s.toolNames.clear();
        break;
    default:
        break;
    }
}

bool EventSaxHandler::eventScalar(K k, const Scalar &v)
{
    if (const int r = reqIndex(k); r >= 0) {
        if (v.type == Scalar::T::Bool)
            m_s.reqError[std::size_t(r)] = "boolean";
        else if (v.type != Scalar::T::Null)
            m_s.req[std::size_t(r)] = v.toStr();
        return true;
    }
    if (m_slot >= 0) {
        EventFields::Value &f = m_s.fields[std::size_t(m_slot)];
        f.text = v.toStr();
        f.isTrue = v.type == Scalar::T::Bool && v.b;
        f.integer = v.toInt();
        if (v.isNumber())
            f.number = v.toDouble();
    }
    switch (k) {
    case K::Thought:
        if (v.type == Scalar::T::String)
            m_s.thought = qs(*v.s);
        break;
    case K::Value:
        m_s.value.nonNull = v.type != Scalar::T::Null;
        if (v.type == Scalar::T::String) {
            m_s.value.isString = true;
            m_s.value.string = qs(*v.s);
        }
        break;
    case K::SystemPrompt:
        if (v.type == Scalar::T::String)
            m_s.systemPrompt = qs(*v.s);
        break;
    case K::Action:
        m_s.askAction = v.toStr(); // AskUserResponseEvent: accept, decline, cancel
        break;
    default:
        break;
    }
    return true;
}

bool EventSaxHandler::eventContainer(K k, bool isObject)
{
    if (const int r = reqIndex(k); r >= 0) {
        m_s.reqError[std::size_t(r)] = isObject ? "object" : "array";
        skip();
        return true;
    }
    if (isObject) {
        switch (k) {
        case K::LlmMessage:
            push(Ctx::LlmMessage);
            return true;
        case K::ToolCall:
            push(Ctx::ToolCall);
            return true;
        case K::Classification:
            push(Ctx::Classification);
            return true;
        case K::Action:
            m_s.action.isObject = true;
            push(Ctx::Action);
            return true;
        case K::Observation:
            m_s.obs.isObject = true;
            push(Ctx::Observation);
            return true;
        case K::Value:
            m_s.value.nonNull = true;
            m_s.value.isObject = true;
            push(Ctx::Value);
            return true;
        case K::SystemPrompt:
            push(Ctx::SystemPrompt);
            return true;
        case K::Answers:
            push(Ctx::Answers);
            return true;
        case K::Risks:
            push(Ctx::Risks);
            return true;
        default:
            break;
        }
    } else {
        switch (k) {
        case K::ActivatedSkills:
            push(Ctx::StrList, ListSkills);
            return true;
        case K::ForgottenEventIds:
            push(Ctx::StrList, ListForgotten);
            return true;
        case K::Thought:
            push(Ctx::Blocks, BlocksThought);
            return true;
        case K::Tools:
            push(Ctx::Tools);
            return true;
        case K::Questions:
            push(Ctx::Questions);
            return true;
        case K::Content:
            push(Ctx::Blocks, BlocksAcp);
            return true;
        case K::Value:
            m_s.value.nonNull = true;
            break;
        default:
            break;
        }
    }
    skip();
    return true;
}

} // namespace Switchyard::Api::CodecDetail::EventSax
