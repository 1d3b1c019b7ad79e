// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/askusercard.h"

#include "models/domain/askuser.h"
#include "ui/safetext.h"

#include <QCoreApplication>

namespace Switchyard::AskUserCard {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::EventCard)
};

QString esc(const QString &s)
{
    return SafeText::foldLongLines(s).toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>"));
}

} // namespace

QString requestBody(const AskUserRequestPayload &request)
{
    QString out;
    for (const AskUserQuestion &q : request.questions) {
        out += QStringLiteral("<p style=\"margin-bottom:2px;\"><b>%1</b>").arg(esc(q.text.isEmpty() ? q.id : q.text));
        if (q.multiSelect)
            out += QStringLiteral(" <i>(%1)</i>").arg(esc(Tr::tr("several answers possible")));
        out += QStringLiteral("</p>");
        if (q.options.isEmpty()) {
            out += QStringLiteral("<p style=\"margin-left:12px;\"><i>%1</i></p>").arg(esc(Tr::tr("Free text answer")));
            continue;
        }
        out += QStringLiteral("<p style=\"margin-left:12px; margin-top:0px;\">");
        for (const AskUserOption &o : q.options) {
            out += QStringLiteral("%1 %2").arg(q.multiSelect ? QStringLiteral("\u2610") : QStringLiteral("\u25cb"),
                                               esc(o.label));
            if (!o.description.isEmpty())
                out += QStringLiteral(" &mdash; <span style=\"color:#616161;\">%1</span>").arg(esc(o.description));
            out += QStringLiteral("<br>");
        }
        out += QStringLiteral("</p>");
    }
    if (request.timeoutSeconds && *request.timeoutSeconds > 0)
        out += QStringLiteral("<p style=\"color:#616161;\">%1</p>")
                   .arg(esc(Tr::tr("Answer within %n second(s), or the agent server dismisses the question.", nullptr,
                                   int(*request.timeoutSeconds))));
    return out;
}

QString responseBody(const AskUserResponsePayload &response, bool fromServer)
{
    const auto action = askUserActionFromWire(response.action);
    if (action == AskUserAction::Decline)
        return QStringLiteral("<p>%1</p>").arg(esc(Tr::tr("Declined to answer.")));
    if (action == AskUserAction::Cancel)
        return QStringLiteral("<p>%1</p>")
            .arg(esc(fromServer ? Tr::tr("Dismissed by the agent server (timed out or closed).")
                                : Tr::tr("Dismissed.")));
    if (!action)
        return QStringLiteral("<p>%1</p>").arg(esc(Tr::tr("Answer: %1").arg(response.action)));
    const QStringList lines = askUserAnswerLines(AskUserRequestPayload{}, response.answers);
    if (lines.isEmpty())
        return QStringLiteral("<p>%1</p>").arg(esc(Tr::tr("Accepted without picking an option.")));
    QString out;
    for (const QString &line : lines)
        out += QStringLiteral("<p style=\"margin:0px;\">%1</p>").arg(esc(line));
    return out;
}

QString actionBody(const ActionPayload &action)
{
    Q_UNUSED(action)
    return QStringLiteral("<p>%1</p>").arg(esc(Tr::tr("The agent asks you a question and waits for your answer.")));
}

} // namespace Switchyard::AskUserCard
