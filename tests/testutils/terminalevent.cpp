// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminalevent.h"

#include "models/api/codec.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Switchyard::Test {

QString testEventId(int n)
{
    return QStringLiteral("00000000-0000-4000-0000-%1").arg(n, 12, 10, QLatin1Char('0'));
}

QString eventTimestamp(const QDateTime &time)
{
    return time.toUTC().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz000"));
}

Event terminalEvent(const TerminalAction &a)
{
    QJsonObject o{
        {QStringLiteral("id"), a.id},
        {QStringLiteral("timestamp"), eventTimestamp(a.time)},
        {QStringLiteral("source"), QStringLiteral("agent")},
        {QStringLiteral("kind"), QStringLiteral("ActionEvent")},
        {QStringLiteral("action"),
         QJsonObject{{QStringLiteral("command"), a.command},
                     {QStringLiteral("kind"), QStringLiteral("TerminalAction")}}},
        {QStringLiteral("tool_name"), QStringLiteral("terminal")},
        {QStringLiteral("tool_call_id"), QString(QStringLiteral("call_") + a.id)},
    };
    if (!a.thought.isEmpty())
        o.insert(QStringLiteral("thought"),
                 QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                        {QStringLiteral("text"), a.thought}}});
    if (!a.risk.isEmpty())
        o.insert(QStringLiteral("security_risk"), a.risk);
    auto parsed = Api::Codec::parseEvent(QJsonDocument(o).toJson(QJsonDocument::Compact));
    if (!parsed.ok())
        qFatal("test event does not parse");
    return std::move(parsed).value();
}

} // namespace Switchyard::Test
