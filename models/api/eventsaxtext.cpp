// SPDX-License-Identifier: GPL-3.0-or-later
// The event SAX handler, text: llm_message, content blocks (joined as joinText() does), the tool
// call's arguments, classification, lists of strings, the system prompt and its tools.
#include "models/api/eventsaxhandler.h"

namespace Switchyard::Api::CodecDetail::EventSax {

void EventSaxHandler::textKey(Ctx ctx, K k)
{
    switch (ctx) {
    case Ctx::LlmMessage:
        if (k == K::Role)
            m_s.msgRole.clear();
        else if (k == K::Content) {
            m_s.msgText.clear();
            m_s.msgImages.clear();
        } else if (k == K::ReasoningContent)
            m_s.msgReasoning.clear();
        break;
    case Ctx::Block:
        if (k == K::Text)
            m_blockText.reset();
        else if (k == K::ImageUrls)
            m_blockImages.clear();
        else if (k == K::Content)
            m_acpInnerText.reset();
        break;
    case Ctx::AcpInner:
        if (k == K::Text)
            m_acpInnerText.reset();
        break;
    case Ctx::ToolCall:
        if (k == K::Arguments)
            m_s.toolCallArgs.clear();
        break;
    case Ctx::Classification:
        if (k == K::Kind)
            m_s.classificationKind.clear();
        break;
    case Ctx::Tool:
        if (k == K::Title)
            m_toolTitle.clear();
        else if (k == K::Name)
            m_toolName.clear();
        else if (k == K::Function)
            m_toolFunction.clear();
        else if (k == K::Kind)
            m_toolKind.clear();
        break;
    case Ctx::ToolFunction:
        if (k == K::Name)
            m_toolFunction.clear();
        break;
    case Ctx::SystemPrompt:
        if (k == K::Text)
            m_s.systemPrompt.clear();
        break;
    default:
        break;
    }
}

void EventSaxHandler::textScalar(const Frame &f, K k, const Scalar &v)
{
    switch (f.ctx) {
    case Ctx::LlmMessage:
        if (k == K::Role)
            m_s.msgRole = v.toStr();
        else if (k == K::Content) {
            if (v.type == Scalar::T::String)
                m_s.msgText = qs(*v.s);
        } else if (k == K::ReasoningContent)
            m_s.msgReasoning = v.toStr();
        break;
    case Ctx::Blocks:
        if (v.type == Scalar::T::String)
            appendBlock(blocksTarget(f.which), qs(*v.s));
        break;
    case Ctx::Block:
        if (k == K::Text && v.type == Scalar::T::String)
            m_blockText = qs(*v.s);
        break;
    case Ctx::AcpInner:
        if (k == K::Text && v.type == Scalar::T::String)
            m_acpInnerText = qs(*v.s);
        break;
    case Ctx::ToolCall:
        if (k == K::Arguments)
            m_s.toolCallArgs = v.toStr();
        break;
    case Ctx::Classification:
        if (k == K::Kind)
            m_s.classificationKind = v.toStr();
        break;
    case Ctx::StrList:
        if (v.type != Scalar::T::Null)
            listTarget(f.which).append(v.toStr());
        break;
    case Ctx::Tools:
        if (v.type == Scalar::T::String)
            m_s.toolNames.append(qs(*v.s));
        break;
    case Ctx::Tool:
        if (k == K::Title)
            m_toolTitle = v.toStr();
        else if (k == K::Name)
            m_toolName = v.toStr();
        else if (k == K::Kind)
            m_toolKind = v.toStr();
        break;
    case Ctx::ToolFunction:
        if (k == K::Name)
            m_toolFunction = v.toStr();
        break;
    case Ctx::SystemPrompt:
        if (k == K::Text)
            m_s.systemPrompt = v.toStr();
        break;
    default:
        break;
    }
}

bool EventSaxHandler::textContainer(const Frame &f, K k, bool isObject)
{
    switch (f.ctx) {
    case Ctx::LlmMessage:
        if (k == K::Content && !isObject) {
            push(Ctx::Blocks, BlocksMessage);
            return true;
        }
        break;
    case Ctx::Blocks:
        if (isObject) {
            m_blockText.reset();
            m_blockImages.clear();
            m_acpInnerText.reset();
            push(Ctx::Block, f.which);
            return true;
        }
        break;
    case Ctx::Block:
        if (k == K::ImageUrls && !isObject && f.which == BlocksMessage) {
            push(Ctx::StrList, ListImages);
            return true;
        }
        if (k == K::Content && isObject && f.which == BlocksAcp) {
            push(Ctx::AcpInner);
            return true;
        }
        break;
    case Ctx::Tools:
        if (isObject) {
            m_toolTitle.clear();
            m_toolName.clear();
            m_toolFunction.clear();
            m_toolKind.clear();
            push(Ctx::Tool);
            return true;
        }
        break;
    case Ctx::Tool:
        if (isObject && k == K::Function) {
            push(Ctx::ToolFunction);
            return true;
        }
        break;
    default:
        break;
    }
    return false;
}

void EventSaxHandler::textEnd(const Frame &f)
{
    if (f.ctx == Ctx::Block) {
        if (m_blockText)
            appendBlock(blocksTarget(f.which), std::move(*m_blockText));
        else if (f.which == BlocksAcp && m_acpInnerText) // {"type":"content","content":{"text":...}}
            appendBlock(blocksTarget(f.which), std::move(*m_acpInnerText));
        m_acpInnerText.reset();
        if (f.which == BlocksMessage)
            m_s.msgImages.append(m_blockImages);
        m_blockText.reset();
        m_blockImages.clear();
        return;
    }
    // Ctx::Tool: the name the DOM path picks (title, name, function.name, kind)
    QString name = m_toolTitle;
    if (name.isEmpty())
        name = m_toolName;
    if (name.isEmpty())
        name = m_toolFunction;
    if (name.isEmpty())
        name = m_toolKind;
    m_s.toolNames.append(name);
}

} // namespace Switchyard::Api::CodecDetail::EventSax
