// SPDX-License-Identifier: GPL-3.0-or-later
// The event SAX handler, the newer kinds of §13.2: an ask-user request's questions and their
// options, an ask-user response's answers ({question id: [picks] or a text}), and a security
// analysis's verdicts ({action id: risk}).
#include "models/api/eventsaxhandler.h"

namespace Switchyard::Api::CodecDetail::EventSax {

void EventSaxHandler::newerKey(Ctx ctx, const string_t &name, K k)
{
    switch (ctx) {
    case Ctx::Answers:
        m_mapKey = qs(name);
        m_s.answers.remove(m_mapKey);
        break;
    case Ctx::Risks:
        m_mapKey = qs(name);
        m_s.risks.remove(m_mapKey);
        break;
    case Ctx::Question:
        if (k == K::Id)
            m_question.id.clear();
        else if (k == K::Question)
            m_questionText.clear();
        else if (k == K::Text)
            m_questionAltText.clear();
        else if (k == K::Options)
            m_question.options.clear();
        else if (k == K::MultiSelect)
            m_question.multiSelect = false;
        break;
    case Ctx::Option:
        if (k == K::Id)
            m_option.id.clear();
        else if (k == K::Label)
            m_option.label.clear();
        else if (k == K::Description)
            m_option.description.clear();
        break;
    case Ctx::Pick:
        if (k == K::OptionId)
            m_pick.optionId.clear();
        else if (k == K::Label)
            m_pick.label.clear();
        break;
    default:
        break;
    }
}

void EventSaxHandler::newerScalar(Ctx ctx, K k, const Scalar &v)
{
    switch (ctx) {
    case Ctx::Question:
        if (k == K::Id)
            m_question.id = v.toStr();
        else if (k == K::Question)
            m_questionText = v.toStr();
        else if (k == K::Text)
            m_questionAltText = v.toStr();
        else if (k == K::MultiSelect)
            m_question.multiSelect = v.type == Scalar::T::Bool && v.b;
        break;
    case Ctx::Option:
        if (k == K::Id)
            m_option.id = v.toStr();
        else if (k == K::Label)
            m_option.label = v.toStr();
        else if (k == K::Description)
            m_option.description = v.toStr();
        break;
    case Ctx::Answers: // a free-text answer
        if (v.type == Scalar::T::String)
            m_s.answers.insert(m_mapKey, {AskUserPick{QString(), qs(*v.s)}});
        break;
    case Ctx::Picks:
        if (v.type == Scalar::T::String)
            m_s.answers[m_mapKey].append(AskUserPick{QString(), qs(*v.s)});
        break;
    case Ctx::Pick:
        if (k == K::OptionId)
            m_pick.optionId = v.toStr();
        else if (k == K::Label)
            m_pick.label = v.toStr();
        break;
    case Ctx::Risks:
        if (v.type == Scalar::T::String)
            m_s.risks.insert(m_mapKey, securityRiskFromWire(qs(*v.s)));
        break;
    default:
        break; // questions and options are objects
    }
}

bool EventSaxHandler::newerContainer(Ctx ctx, K k, bool isObject)
{
    switch (ctx) {
    case Ctx::Questions:
        if (!isObject)
            return false;
        m_question = AskUserQuestion{};
        m_questionText.clear();
        m_questionAltText.clear();
        push(Ctx::Question);
        return true;
    case Ctx::Question:
        if (k != K::Options || isObject)
            return false;
        push(Ctx::Options);
        return true;
    case Ctx::Options:
        if (!isObject)
            return false;
        m_option = AskUserOption{};
        push(Ctx::Option);
        return true;
    case Ctx::Answers:
        if (isObject)
            return false;
        m_s.answers.insert(m_mapKey, {});
        push(Ctx::Picks);
        return true;
    case Ctx::Picks:
        if (!isObject)
            return false;
        m_pick = AskUserPick{};
        push(Ctx::Pick);
        return true;
    default:
        return false;
    }
}

void EventSaxHandler::newerEnd(Ctx ctx)
{
    switch (ctx) {
    case Ctx::Question:
        m_question.text = m_questionText.isEmpty() ? std::move(m_questionAltText) : std::move(m_questionText);
        m_s.questions.append(std::move(m_question));
        m_question = AskUserQuestion{};
        break;
    case Ctx::Option:
        m_question.options.append(std::move(m_option));
        m_option = AskUserOption{};
        break;
    case Ctx::Pick:
        m_s.answers[m_mapKey].append(std::move(m_pick));
        m_pick = AskUserPick{};
        break;
    default:
        break;
    }
}

} // namespace Switchyard::Api::CodecDetail::EventSax
