// SPDX-License-Identifier: GPL-3.0-or-later
// The event SAX handler, a state update's `value`: the execution status (key execution_status or
// full_state) and the usage metrics (key stats, or full_state.stats).
#include "models/api/eventsaxhandler.h"

namespace Switchyard::Api::CodecDetail::EventSax {

void EventSaxHandler::stateKey(Ctx ctx, K k)
{
    switch (ctx) {
    case Ctx::Value:
        if (k == K::ExecutionStatus)
            m_s.value.fullStateExec.reset();
        else if (k == K::Stats)
            m_s.value.fullStateUsage.clear();
        else if (k == K::UsageToMetrics)
            m_s.value.statsUsage.clear();
        break;
    case Ctx::ValueStats:
        if (k == K::UsageToMetrics)
            m_s.value.fullStateUsage.clear();
        break;
    case Ctx::Metrics:
        switch (k) {
        case K::ModelName:
            m_metrics.modelName.clear();
            break;
        case K::AccumulatedCost:
            m_metrics.accumulatedCost = 0.0;
            break;
        case K::MaxBudgetPerTask:
            m_metrics.maxBudgetPerTask.reset();
            break;
        case K::AccumulatedTokenUsage:
            m_metrics.accumulatedTokenUsage.reset();
            break;
        default:
            break;
        }
        break;
    case Ctx::TokenUsage: {
        TokenUsage &t = *m_metrics.accumulatedTokenUsage;
        switch (k) {
        case K::Model:
            t.model.clear();
            break;
        case K::PromptTokens:
            t.promptTokens = 0;
            break;
        case K::CompletionTokens:
            t.completionTokens = 0;
            break;
        case K::CacheReadTokens:
            t.cacheReadTokens = 0;
            break;
        case K::CacheWriteTokens:
            t.cacheWriteTokens = 0;
            break;
        case K::ReasoningTokens:
            t.reasoningTokens = 0;
            break;
        case K::ContextWindow:
            t.contextWindow = 0;
            break;
        case K::PerTurnToken:
            t.perTurnToken = 0;
            break;
        case K::ResponseId:
            t.responseId.clear();
            break;
        default:
            break;
        }
        break;
    }
    default:
        break;
    }
}

void EventSaxHandler::stateScalar(Ctx ctx, K k, const Scalar &v)
{
    switch (ctx) {
    case Ctx::Value:
        if (k == K::ExecutionStatus && v.type == Scalar::T::String)
            m_s.value.fullStateExec = qs(*v.s);
        break;
    case Ctx::ValueStats:
    case Ctx::UsageMap:
        break;
    case Ctx::Metrics:
        if (k == K::ModelName) {
            m_metrics.modelName = v.toStr();
        } else if (k == K::AccumulatedCost) {
            if (v.isNumber() && std::isfinite(v.toDouble()))
                m_metrics.accumulatedCost = v.toDouble();
        } else if (k == K::MaxBudgetPerTask) {
            if (v.isNumber())
                m_metrics.maxBudgetPerTask = std::isfinite(v.toDouble()) ? v.toDouble() : 0.0;
        }
        break;
    case Ctx::TokenUsage: {
        TokenUsage &t = *m_metrics.accumulatedTokenUsage;
        switch (k) {
        case K::Model:
            t.model = v.toStr();
            break;
        case K::PromptTokens:
            t.promptTokens = v.toInt().value_or(0);
            break;
        case K::CompletionTokens:
            t.completionTokens = v.toInt().value_or(0);
            break;
        case K::CacheReadTokens:
            t.cacheReadTokens = v.toInt().value_or(0);
            break;
        case K::CacheWriteTokens:
            t.cacheWriteTokens = v.toInt().value_or(0);
            break;
        case K::ReasoningTokens:
            t.reasoningTokens = v.toInt().value_or(0);
            break;
        case K::ContextWindow:
            t.contextWindow = v.toInt().value_or(0);
            break;
        case K::PerTurnToken:
            t.perTurnToken = v.toInt().value_or(0);
            break;
        case K::ResponseId:
            t.responseId = v.toStr();
            break;
        default:
            break;
        }
        break;
    }
    default:
        break;
    }
}

bool EventSaxHandler::stateContainer(const Frame &f, K k, bool isObject)
{
    if (!isObject)
        return false;
    switch (f.ctx) {
    case Ctx::Value:
        if (k == K::Stats) {
            push(Ctx::ValueStats);
            return true;
        }
        if (k == K::UsageToMetrics) {
            push(Ctx::UsageMap, UsageStats);
            return true;
        }
        break;
    case Ctx::ValueStats:
        if (k == K::UsageToMetrics) {
            push(Ctx::UsageMap, UsageFullState);
            return true;
        }
        break;
    case Ctx::UsageMap:
        m_metrics = MetricsSnapshot{};
        push(Ctx::Metrics, f.which);
        return true;
    case Ctx::Metrics:
        if (k == K::AccumulatedTokenUsage) {
            m_metrics.accumulatedTokenUsage.emplace();
            push(Ctx::TokenUsage);
            return true;
        }
        break;
    default:
        break;
    }
    return false;
}

void EventSaxHandler::metricsEnd(const Frame &f)
{
    usageTarget(f.which).insert(m_usageKey, std::move(m_metrics));
    m_metrics = MetricsSnapshot{};
}

} // namespace Switchyard::Api::CodecDetail::EventSax
