// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/domain/askuser.h"

#include "models/domain/timestamp.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace Switchyard {

namespace {

/// The translation context (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::AskUser)
};

const AskUserQuestion *findQuestion(const AskUserRequestPayload &request, const QString &id)
{
    for (const AskUserQuestion &q : request.questions) {
        if (q.id == id)
            return &q;
    }
    return nullptr;
}

QString pickLabels(const QList<AskUserPick> &picks)
{
    QStringList labels;
    for (const AskUserPick &p : picks)
        labels.append(p.label.isEmpty() ? p.optionId : p.label);
    return labels.join(QStringLiteral(", "));
}

} // namespace

QString askUserActionWire(AskUserAction action)
{
    switch (action) {
    case AskUserAction::Accept:
        return QStringLiteral("accept");
    case AskUserAction::Decline:
        return QStringLiteral("decline");
    case AskUserAction::Cancel:
        break;
    }
    return QStringLiteral("cancel");
}

std::optional<AskUserAction> askUserActionFromWire(const QString &text)
{
    if (text == QLatin1String("accept"))
        return AskUserAction::Accept;
    if (text == QLatin1String("decline"))
        return AskUserAction::Decline;
    if (text == QLatin1String("cancel"))
        return AskUserAction::Cancel;
    return std::nullopt;
}

QString askUserAnswerProblem(const AskUserRequestPayload &request, const AskUserAnswer &answer)
{
    if (answer.requestId.isEmpty() || answer.requestId != request.requestId)
        return Tr::tr("The answer is not for this question.");
    if (answer.action != AskUserAction::Accept)
        return {};
    for (auto it = answer.answers.cbegin(); it != answer.answers.cend(); ++it) {
        const AskUserQuestion *q = findQuestion(request, it.key());
        if (!q)
            return Tr::tr("The agent did not ask “%1”.").arg(it.key());
        if (it->size() > 1 && !q->multiSelect)
            return Tr::tr("“%1” takes one answer.").arg(q->text);
        for (const AskUserPick &pick : *it) {
            if (pick.optionId.isEmpty()) {
                if (!q->options.isEmpty() || pick.label.trimmed().isEmpty())
                    return Tr::tr("“%1” needs an answer.").arg(q->text);
                continue;
            }
            const bool known = std::any_of(q->options.cbegin(), q->options.cend(), [&](const AskUserOption &o) {
                return o.id == pick.optionId;
            });
            if (!known)
                return Tr::tr("“%1” has no option “%2”.").arg(q->text, pick.label);
        }
    }
    return {};
}

QStringList askUserAnswerLines(const AskUserRequestPayload &request, const QMap<QString, QList<AskUserPick>> &answers)
{
    QStringList lines;
    // In the order the agent asked, then anything it did not ask (kept, not dropped).
    for (const AskUserQuestion &q : request.questions) {
        const auto it = answers.constFind(q.id);
        if (it != answers.cend())
            lines.append(Tr::tr("%1 \u2192 %2").arg(q.text.isEmpty() ? q.id : q.text, pickLabels(*it)));
    }
    for (auto it = answers.cbegin(); it != answers.cend(); ++it) {
        if (!findQuestion(request, it.key()))
            lines.append(Tr::tr("%1 \u2192 %2").arg(it.key(), pickLabels(*it)));
    }
    return lines;
}

QString askUserAnswerAsMessage(const AskUserRequestPayload &request, const AskUserAnswer &answer)
{
    switch (answer.action) {
    case AskUserAction::Decline:
        return Tr::tr("I decline to answer your question.");
    case AskUserAction::Cancel:
        return Tr::tr("I dismiss your question; go on with your best judgement.");
    case AskUserAction::Accept:
        break;
    }
    const QStringList lines = askUserAnswerLines(request, answer.answers);
    if (lines.isEmpty())
        return Tr::tr("I accept, without picking an option.");
    QString text = Tr::tr("My answers to your question:");
    for (const QString &line : lines)
        text += QStringLiteral("\n- ") + line;
    return text;
}

bool isAskUserAction(const ActionPayload &action)
{
    return action.actionKind == QLatin1String("AskUserAction") || action.toolName == QLatin1String("ask_user");
}

std::optional<qint64> askUserDeadlineMs(const QString &eventTimestamp, const AskUserRequestPayload &request)
{
    if (!request.timeoutSeconds || !std::isfinite(*request.timeoutSeconds) || *request.timeoutSeconds <= 0)
        return std::nullopt;
    const QDateTime asked = parseTimestamp(eventTimestamp);
    if (!asked.isValid())
        return std::nullopt;
    return asked.toMSecsSinceEpoch() + qint64(std::llround(*request.timeoutSeconds * 1000.0));
}

} // namespace Switchyard
