// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/search/searchdocument.h"

#include <QStringList>

namespace Switchyard::Search {

namespace {

/// Appends `text` to `into` on a line of its own.
void add(QString &into, const QString &text)
{
    if (text.isEmpty())
        return;
    if (!into.isEmpty())
        into.append(QLatin1Char('\n'));
    into.append(text);
}

/// The first and last kMaxBodyChars / 2 characters of a long text, with a marker between.
QString capped(const QString &text)
{
    if (text.size() <= kMaxBodyChars)
        return text;
    const qsizetype half = kMaxBodyChars / 2;
    return text.left(half) + QStringLiteral("\n…\n") + text.right(half);
}

QString kindWord(EventKind kind)
{
    switch (kind) {
    case EventKind::Message:
        return QStringLiteral("message");
    case EventKind::Action:
        return QStringLiteral("action");
    case EventKind::Observation:
        return QStringLiteral("observation");
    case EventKind::AgentError:
    case EventKind::ConversationError:
    case EventKind::ServerError:
        return QStringLiteral("error");
    case EventKind::UserReject:
        return QStringLiteral("reject");
    case EventKind::HookExecution:
        return QStringLiteral("hook");
    case EventKind::AcpToolCall:
        return QStringLiteral("tool");
    case EventKind::AskUserRequest:
    case EventKind::AskUserResponse:
        return QStringLiteral("question");
    case EventKind::Condensation:
    case EventKind::CondensationSummary:
        return QStringLiteral("condensation");
    case EventKind::SystemPrompt:
        return QStringLiteral("system");
    default:
        return QStringLiteral("other");
    }
}

QString riskWord(const OpenEnum<SecurityRisk> &risk)
{
    if (risk.isAbsent())
        return {};
    switch (risk.value()) {
    case SecurityRisk::Low:
        return QStringLiteral("low");
    case SecurityRisk::Medium:
        return QStringLiteral("medium");
    case SecurityRisk::High:
        return QStringLiteral("high");
    case SecurityRisk::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

struct Builder
{
    Document &d;

    void operator()(const OtherPayload &) const { }
    void operator()(const MessagePayload &p) const
    {
        add(d.body, p.text);
        add(d.body, p.reasoningContent);
    }
    void operator()(const ActionPayload &p) const
    {
        add(d.body, p.thought);
        add(d.body, p.reasoningContent);
        add(d.body, p.summary);
        add(d.body, p.message);
        add(d.body, p.url);
        add(d.body, p.reason);
        add(d.cmd, p.command);
        add(d.path, p.path);
        d.risk = riskWord(p.securityRisk);
    }
    void operator()(const ObservationPayload &p) const
    {
        add(d.body, p.text);
        add(d.body, p.errorText);
        add(d.cmd, p.command);
        add(d.path, p.path);
    }
    void operator()(const AgentErrorPayload &p) const { add(d.body, p.error); }
    void operator()(const UserRejectPayload &p) const { add(d.body, p.rejectionReason); }
    void operator()(const StateUpdatePayload &) const { }
    void operator()(const ErrorPayload &p) const
    {
        add(d.body, p.code);
        add(d.body, p.detail);
    }
    void operator()(const CondensationPayload &p) const { add(d.body, p.summary); }
    void operator()(const HookExecutionPayload &p) const
    {
        add(d.cmd, p.hookCommand);
        add(d.body, p.stdoutText);
        add(d.body, p.stderrText);
        add(d.body, p.reason);
        add(d.body, p.error);
    }
    void operator()(const StreamingDeltaPayload &) const { }
    void operator()(const SystemPromptPayload &) const { }
    void operator()(const AskUserRequestPayload &p) const
    {
        for (const AskUserQuestion &q : p.questions)
            add(d.body, q.text);
    }
    void operator()(const AskUserResponsePayload &p) const
    {
        for (auto it = p.answers.cbegin(); it != p.answers.cend(); ++it) {
            for (const AskUserPick &pick : *it)
                add(d.body, pick.label);
        }
    }
    void operator()(const SecurityAnalysisPayload &) const { }
    void operator()(const AcpToolCallPayload &p) const
    {
        add(d.body, p.title);
        add(d.body, p.text);
    }
};

} // namespace

Document documentOf(const Event &event, const EventSummary &summary)
{
    Document d;
    if (summary.has(EventSummary::Noise))
        return d;
    std::visit(Builder{d}, event.payload);
    if (d.body.isEmpty() && d.cmd.isEmpty() && d.path.isEmpty())
        add(d.body, summary.summary);
    if (d.isEmpty())
        return d;
    d.body = capped(d.body);
    if (d.cmd.size() > kMaxBodyChars / 8)
        d.cmd.truncate(kMaxBodyChars / 8);
    if (d.path.size() > kMaxBodyChars / 8)
        d.path.truncate(kMaxBodyChars / 8);
    QStringList kind{kindWord(summary.kind)};
    if (summary.has(EventSummary::IsError) && kind.constFirst() != u"error")
        kind.append(QStringLiteral("error"));
    if (!summary.kindName.isEmpty())
        kind.append(summary.kindName);
    d.kind = kind.join(QLatin1Char(' '));
    return d;
}

QString columnName(Column column)
{
    switch (column) {
    case Column::Body:
        return QStringLiteral("body");
    case Column::Cmd:
        return QStringLiteral("cmd");
    case Column::Path:
        return QStringLiteral("path");
    case Column::Kind:
        return QStringLiteral("kind");
    case Column::Risk:
        return QStringLiteral("risk");
    }
    return QStringLiteral("body");
}

} // namespace Switchyard::Search
