// SPDX-License-Identifier: GPL-3.0-or-later
#include "testutils/eventdump.h"

#include "models/api/eventfields.h"
#include "models/api/wireenums.h"

#include <QCryptographicHash>
#include <QJsonArray>

namespace Switchyard::Test::EventDump {

namespace {

constexpr qsizetype kLongText = 160;

QString hash(QByteArrayView bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha1).toHex().left(12));
}

/// A text as is, or, when long, its length, start and hash.
QJsonValue text(const QString &s)
{
    if (s.size() <= kLongText)
        return s;
    return QJsonObject{{QStringLiteral("chars"), s.size()},
                       {QStringLiteral("start"), s.left(60)},
                       {QStringLiteral("sha1"), hash(s.toUtf8())}};
}

QJsonValue bytes(const QByteArray &b)
{
    return text(QString::fromUtf8(b));
}

QJsonValue optText(const std::optional<QString> &s)
{
    return s ? text(*s) : QJsonValue();
}

QJsonValue optInt(const std::optional<int> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

QJsonArray strings(const QList<QString> &list)
{
    QJsonArray a;
    for (const QString &s : list)
        a.append(text(s));
    return a;
}

QJsonArray tasks(const QList<TaskItem> &list)
{
    QJsonArray a;
    for (const TaskItem &t : list)
        a.append(QJsonObject{{QStringLiteral("title"), text(t.title)},
                             {QStringLiteral("notes"), text(t.notes)},
                             {QStringLiteral("status"), Api::toWire(t.status)}});
    return a;
}

QJsonObject metrics(const QMap<QString, MetricsSnapshot> &map)
{
    QJsonObject o;
    for (auto it = map.cbegin(); it != map.cend(); ++it) {
        const MetricsSnapshot &m = it.value();
        QJsonObject v{
            {QStringLiteral("modelName"), m.modelName},
            {QStringLiteral("accumulatedCost"), m.accumulatedCost},
            {QStringLiteral("maxBudgetPerTask"), m.maxBudgetPerTask ? QJsonValue(*m.maxBudgetPerTask) : QJsonValue()}};
        if (const auto &u = m.accumulatedTokenUsage) {
            v.insert(QStringLiteral("tokens"),
                     QJsonObject{{QStringLiteral("model"), u->model},
                                 {QStringLiteral("prompt"), u->promptTokens},
                                 {QStringLiteral("completion"), u->completionTokens},
                                 {QStringLiteral("cacheRead"), u->cacheReadTokens},
                                 {QStringLiteral("cacheWrite"), u->cacheWriteTokens},
                                 {QStringLiteral("reasoning"), u->reasoningTokens},
                                 {QStringLiteral("contextWindow"), u->contextWindow},
                                 {QStringLiteral("perTurn"), u->perTurnToken},
                                 {QStringLiteral("responseId"), u->responseId}});
        }
        o.insert(it.key(), v);
    }
    return o;
}

// The fields the handler builds itself, per payload (the table's fields are added by event()).
struct Built
{
    QJsonObject &o;
    void operator()(const OtherPayload &) const { }
    void operator()(const MessagePayload &p) const
    {
        o.insert(QStringLiteral("role"), p.role);
        o.insert(QStringLiteral("text"), text(p.text));
        o.insert(QStringLiteral("imageUrls"), strings(p.imageUrls));
        o.insert(QStringLiteral("activatedSkills"), strings(p.activatedSkills));
        o.insert(QStringLiteral("reasoningContent"), text(p.reasoningContent));
    }
    void operator()(const ActionPayload &p) const
    {
        o.insert(QStringLiteral("actionKind"), p.actionKind);
        o.insert(QStringLiteral("thought"), text(p.thought));
        o.insert(QStringLiteral("toolCallArguments"), text(p.toolCallArguments));
        o.insert(QStringLiteral("command"), text(p.command));
        o.insert(QStringLiteral("isInput"), p.isInput);
        o.insert(QStringLiteral("path"), text(p.path));
        o.insert(QStringLiteral("fileText"), text(p.fileText));
        o.insert(QStringLiteral("oldStr"), text(p.oldStr));
        o.insert(QStringLiteral("newStr"), text(p.newStr));
        o.insert(QStringLiteral("insertLine"), optInt(p.insertLine));
        o.insert(QStringLiteral("taskList"), tasks(p.taskList));
        o.insert(QStringLiteral("message"), text(p.message));
        o.insert(QStringLiteral("url"), text(p.url));
        o.insert(QStringLiteral("patch"), text(p.patch));
        o.insert(QStringLiteral("profileName"), p.profileName);
        o.insert(QStringLiteral("reason"), text(p.reason));
        o.insert(QStringLiteral("actionJson"), bytes(p.actionJson));
    }
    void operator()(const ObservationPayload &p) const
    {
        o.insert(QStringLiteral("observationKind"), p.observationKind);
        o.insert(QStringLiteral("isError"), p.isError);
        o.insert(QStringLiteral("text"), text(p.text));
        o.insert(QStringLiteral("errorText"), text(p.errorText));
        o.insert(QStringLiteral("command"), text(p.command));
        o.insert(QStringLiteral("exitCode"), optInt(p.exitCode));
        o.insert(QStringLiteral("timedOut"), p.timedOut);
        o.insert(QStringLiteral("workingDir"), p.workingDir);
        o.insert(QStringLiteral("path"), text(p.path));
        o.insert(QStringLiteral("oldContent"), optText(p.oldContent));
        o.insert(QStringLiteral("newContent"), optText(p.newContent));
        o.insert(QStringLiteral("prevExist"), p.prevExist);
        o.insert(QStringLiteral("taskList"), tasks(p.taskList));
        o.insert(QStringLiteral("hasScreenshot"), p.hasScreenshot);
        o.insert(QStringLiteral("activeModel"), p.activeModel);
        o.insert(QStringLiteral("profileName"), p.profileName);
        o.insert(QStringLiteral("chosenClass"), p.chosenClass);
    }
    void operator()(const AgentErrorPayload &p) const
    {
        o.insert(QStringLiteral("classificationKind"), p.classificationKind);
    }
    void operator()(const UserRejectPayload &) const { }
    void operator()(const StateUpdatePayload &p) const
    {
        o.insert(QStringLiteral("executionStatus"), Api::toWire(p.executionStatus));
        o.insert(QStringLiteral("usageToMetrics"), metrics(p.usageToMetrics));
        o.insert(QStringLiteral("valueJson"), bytes(p.valueJson));
    }
    void operator()(const ErrorPayload &p) const
    {
        o.insert(QStringLiteral("classificationKind"), p.classificationKind);
    }
    void operator()(const CondensationPayload &p) const
    {
        o.insert(QStringLiteral("forgottenEventIds"), strings(p.forgottenEventIds));
    }
    void operator()(const HookExecutionPayload &) const { }
    void operator()(const StreamingDeltaPayload &) const { }
    void operator()(const SystemPromptPayload &p) const
    {
        o.insert(QStringLiteral("systemPrompt"), text(p.systemPrompt));
        o.insert(QStringLiteral("toolNames"), strings(p.toolNames));
    }
    void operator()(const AskUserRequestPayload &p) const
    {
        QJsonArray questions;
        for (const AskUserQuestion &q : p.questions) {
            QJsonArray options;
            for (const AskUserOption &opt : q.options)
                options.append(QJsonObject{{QStringLiteral("id"), opt.id},
                                           {QStringLiteral("label"), text(opt.label)},
                                           {QStringLiteral("description"), text(opt.description)}});
            questions.append(QJsonObject{{QStringLiteral("id"), q.id},
                                         {QStringLiteral("text"), text(q.text)},
                                         {QStringLiteral("options"), options},
                                         {QStringLiteral("multiSelect"), q.multiSelect}});
        }
        o.insert(QStringLiteral("questions"), questions);
    }
    void operator()(const AskUserResponsePayload &p) const
    {
        o.insert(QStringLiteral("action"), p.action);
        QJsonObject answers;
        for (auto it = p.answers.cbegin(); it != p.answers.cend(); ++it) {
            QJsonArray picks;
            for (const AskUserPick &pick : it.value())
                picks.append(QJsonObject{{QStringLiteral("optionId"), pick.optionId},
                                         {QStringLiteral("label"), text(pick.label)}});
            answers.insert(it.key(), picks);
        }
        o.insert(QStringLiteral("answers"), answers);
    }
    void operator()(const SecurityAnalysisPayload &p) const
    {
        QJsonObject risks;
        for (auto it = p.risks.cbegin(); it != p.risks.cend(); ++it)
            risks.insert(it.key(), Api::toWire(it.value()));
        o.insert(QStringLiteral("risks"), risks);
        o.insert(QStringLiteral("detailsJson"), bytes(p.detailsJson));
    }
    void operator()(const AcpToolCallPayload &p) const
    {
        o.insert(QStringLiteral("text"), text(p.text));
        o.insert(QStringLiteral("rawInputJson"), bytes(p.rawInputJson));
        o.insert(QStringLiteral("rawOutputJson"), bytes(p.rawOutputJson));
    }
};

const char *const kPayloadNames[] = {"Other",          "Message",         "Action",           "Observation",
                                     "AgentError",     "UserReject",      "StateUpdate",      "Error",
                                     "Condensation",   "HookExecution",   "StreamingDelta",   "SystemPrompt",
                                     "AskUserRequest", "AskUserResponse", "SecurityAnalysis", "AcpToolCall"};
static_assert(std::size(kPayloadNames) == std::variant_size_v<EventPayload>, "name every payload type");

template<typename List>
QJsonArray eventList(const List &list)
{
    QJsonArray a;
    for (const auto &e : list) {
        if constexpr (std::is_same_v<std::decay_t<decltype(e)>, std::optional<Event>>)
            a.append(e ? QJsonValue(event(*e)) : QJsonValue());
        else
            a.append(event(e));
    }
    return a;
}

} // namespace

QJsonObject event(const Event &e)
{
    QJsonObject fields;
    for (const Api::EventFields::Field &f : Api::EventFields::fields()) {
        if (const std::optional<QString> v = f.show(e))
            fields.insert(QString::fromLatin1(f.name.data(), qsizetype(f.name.size())), text(*v));
    }
    QJsonObject built;
    std::visit(Built{built}, e.payload);
    return QJsonObject{{QStringLiteral("id"), e.id},
                       {QStringLiteral("timestamp"), e.timestamp},
                       {QStringLiteral("source"), Api::toWire(e.source)},
                       {QStringLiteral("kind"), e.kind},
                       {QStringLiteral("payload"), QLatin1String(kPayloadNames[e.payload.index()])},
                       {QStringLiteral("fields"), fields},
                       {QStringLiteral("built"), built},
                       {QStringLiteral("raw"),
                        QJsonObject{{QStringLiteral("bytes"), e.raw.size()}, {QStringLiteral("sha1"), hash(e.raw)}}}};
}

QJsonObject error(const Api::ApiError &e)
{
    return QJsonObject{{QStringLiteral("kind"), Api::ApiError::kindName(e.kind)},
                       {QStringLiteral("path"), e.jsonPath},
                       {QStringLiteral("message"), e.message},
                       {QStringLiteral("detail"), e.detail}};
}

QJsonObject result(const Api::Result<Event> &r)
{
    if (!r.ok())
        return QJsonObject{{QStringLiteral("error"), error(r.error())}};
    return QJsonObject{{QStringLiteral("events"), QJsonArray{event(r.value())}}};
}

QJsonObject result(const Api::Result<Api::Page<Event>> &r)
{
    if (!r.ok())
        return QJsonObject{{QStringLiteral("error"), error(r.error())}};
    return QJsonObject{{QStringLiteral("events"), eventList(r.value().items)},
                       {QStringLiteral("nextPageId"), r.value().nextPageId}};
}

QJsonObject result(const Api::Result<QList<std::optional<Event>>> &r)
{
    if (!r.ok())
        return QJsonObject{{QStringLiteral("error"), error(r.error())}};
    return QJsonObject{{QStringLiteral("events"), eventList(r.value())}};
}

QJsonObject result(const Api::Result<QList<Event>> &r)
{
    if (!r.ok())
        return QJsonObject{{QStringLiteral("error"), error(r.error())}};
    return QJsonObject{{QStringLiteral("events"), eventList(r.value())}};
}

} // namespace Switchyard::Test::EventDump
