// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/attention/inboxscan.h"

#include "models/read/storereader.h"

#include <QSet>

#include <algorithm>

namespace Switchyard {

namespace {

int riskLevel(const OpenEnum<SecurityRisk> &r)
{
    switch (r.value()) {
    case SecurityRisk::High:
        return 3;
    case SecurityRisk::Medium:
        return 2;
    case SecurityRisk::Low:
        return 1;
    case SecurityRisk::Unknown:
        break;
    }
    return 0;
}

bool isResult(const EventSummary &s)
{
    return s.kind == EventKind::Observation || s.kind == EventKind::AgentError || s.kind == EventKind::UserReject;
}

void prefixLines(QString &out, const QString &text, QChar mark)
{
    const QList<QStringView> lines = QStringView(text).split(u'\n');
    for (const QStringView line : lines) {
        out += mark;
        out += line;
        out += u'\n';
    }
}

QString detailOf(const ActionPayload &a)
{
    if (a.actionKind == QLatin1String("TerminalAction") || a.actionKind == QLatin1String("ExecuteBashAction"))
        return a.command;
    if (a.actionKind == QLatin1String("FileEditorAction") || a.actionKind == QLatin1String("ApplyPatchAction"))
        return InboxScan::editAsDiff(a);
    if (!a.toolCallArguments.isEmpty())
        return a.toolCallArguments;
    return a.summary;
}

} // namespace

SecurityRisk PendingAction::risk() const
{
    const OpenEnum<SecurityRisk> judged = verdict ? verdict->risk : OpenEnum<SecurityRisk>();
    return riskLevel(judged) > riskLevel(declaredRisk) ? judged.value() : declaredRisk.value();
}

namespace InboxScan {

QString editAsDiff(const ActionPayload &a)
{
    if (!a.patch.isEmpty())
        return a.patch;
    QString out = QStringLiteral("--- %1\n+++ %1\n").arg(a.path);
    if (a.command == QLatin1String("create")) {
        out += QStringLiteral("@@ new file @@\n");
        prefixLines(out, a.fileText, u'+');
    } else if (a.command == QLatin1String("str_replace")) {
        out += QStringLiteral("@@ replace @@\n");
        prefixLines(out, a.oldStr, u'-');
        prefixLines(out, a.newStr, u'+');
    } else if (a.command == QLatin1String("insert")) {
        out += QStringLiteral("@@ insert after line %1 @@\n").arg(a.insertLine.value_or(0));
        prefixLines(out, a.newStr, u'+');
    } else {
        out += a.command + QLatin1Char(' ') + a.path + QLatin1Char('\n');
    }
    if (out.endsWith(u'\n'))
        out.chop(1);
    return out;
}

// One range read of the tail's summaries, then a parse of only the events that wait (the pending
// actions, the question) and of the analyzer verdicts among them. 94 lines: the last error, the
// waiting question and the pending actions from one read of the tail; split, each would read it again.
ConversationWaits scan(const StoreReader &store, const ConversationRecord &record)
{
    ConversationWaits out;
    const QString &id = record.conversation.id;
    const qint64 count = store.eventCount(id);
    if (record.gone || count <= 0)
        return out;
    const qint64 from = std::max<qint64>(0, count - kTail);
    const QList<EventSummary> tail = store.eventSummaries(id, from, count - from);
    const ExecutionStatus exec = record.displayExecution.value();

    for (qsizetype i = tail.size() - 1; i >= 0; --i) {
        if (tail.at(i).has(EventSummary::IsError) && !tail.at(i).has(EventSummary::Rejected)) {
            out.lastError = tail.at(i).summary;
            break;
        }
    }
    if (exec != ExecutionStatus::Finished) {
        const QString request = waitingQuestion(tail);
        for (qsizetype i = tail.size() - 1; !request.isEmpty() && i >= 0; --i) {
            const EventSummary &s = tail.at(i);
            if (s.kind != EventKind::AskUserRequest || s.toolCallId != request)
                continue;
            const auto e = store.event(id, from + i);
            const auto *p = e ? std::get_if<AskUserRequestPayload>(&e->payload) : nullptr;
            if (p) {
                PendingQuestion q;
                q.requestId = request;
                q.seq = from + i;
                q.timeMs = s.timeMs;
                q.timestamp = e->timestamp;
                q.request = *p;
                out.question = std::move(q);
            }
            break;
        }
    }
    if (exec != ExecutionStatus::WaitingForConfirmation)
        return out;

    QSet<QString> answered;
    QList<qsizetype> analyses;
    for (qsizetype i = 0; i < tail.size(); ++i) {
        const EventSummary &s = tail.at(i);
        if (isResult(s) && !s.toolCallId.isEmpty())
            answered.insert(s.toolCallId);
        if (s.kind == EventKind::SecurityAnalysis)
            analyses.append(i);
    }
    // Back from the newest event: the unanswered actions of the agent's last step.
    QList<qsizetype> waiting;
    for (qsizetype i = tail.size() - 1; i >= 0; --i) {
        const EventSummary &s = tail.at(i);
        if (s.kind == EventKind::Message && s.has(EventSummary::UserTurn))
            break;
        if (s.kind != EventKind::Action)
            continue;
        if (!s.toolCallId.isEmpty() && answered.contains(s.toolCallId))
            break;
        waiting.prepend(i);
    }
    if (waiting.isEmpty())
        return out;
    QHash<QString, SecurityVerdict> verdicts;
    if (!analyses.isEmpty()) {
        QList<Event> events;
        for (const qsizetype i : std::as_const(analyses)) {
            if (auto e = store.event(id, from + i))
                events.append(std::move(*e));
        }
        verdicts = securityVerdictsByAction(events);
    }
    for (const qsizetype i : std::as_const(waiting)) {
        const EventSummary &s = tail.at(i);
        const auto e = store.event(id, from + i);
        const auto *a = e ? std::get_if<ActionPayload>(&e->payload) : nullptr;
        if (!a || isAskUserAction(*a))
            continue; // an ask_user action is answered, never approved (spec §13.2)
        PendingAction p;
        p.conversationId = id;
        p.actionId = s.id;
        p.seq = from + i;
        p.timeMs = s.timeMs;
        p.declaredRisk = a->securityRisk;
        if (const auto v = verdicts.constFind(s.id); v != verdicts.cend())
            p.verdict = *v;
        p.actionKind = a->actionKind;
        p.summary = s.summary;
        p.detail = detailOf(*a);
        p.fileEdit = s.has(EventSummary::FileEdit);
        out.actions.append(std::move(p));
    }
    return out;
}

QList<PendingAction> pendingActions(const StoreReader &store, const QString &conversationId)
{
    const ConversationRecord *r = store.findConversation(conversationId);
    if (!r)
        return {};
    return scan(store, *r).actions;
}

} // namespace InboxScan
} // namespace Switchyard
