// SPDX-License-Identifier: GPL-3.0-or-later
// The agents' answer to a review message (issue 30 part A): a user message that quotes
// "path:Lx-Ly" with the code in a fenced block and a comment under it (the client's "Send review").
// The agent edits each quoted block of the new side in the workspace (a str_replace that notes the
// comment on its first line, so the client then shows the comment as outdated) and replies.
#include "app/sim/agentbeats.h"
#include "app/sim/agentscripts.h"

#include <QRegularExpression>

namespace Switchyard::Sim::AgentScripts {

using namespace Beats;

namespace {

struct Quote
{
    QString path;
    QStringList code;
    QString comment;
    bool oldSide = false;
};

const QRegularExpression &referenceLine()
{
    static const QRegularExpression re(QStringLiteral("^(\\S+):L(\\d+)-L(\\d+)(.*)$"));
    return re;
}

QList<Quote> parseReview(const QString &message)
{
    QList<Quote> out;
    const QStringList lines = message.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        const auto m = referenceLine().match(lines.at(i));
        if (!m.hasMatch() || !lines.at(i + 1).startsWith(QLatin1String("```")))
            continue;
        const QString opening = lines.at(i + 1);
        qsizetype ticks = 0;
        while (ticks < opening.size() && opening.at(ticks) == QLatin1Char('`'))
            ++ticks;
        const QString fence(ticks, QLatin1Char('`'));
        Quote q;
        q.path = m.captured(1);
        q.oldSide = m.captured(4).contains(QLatin1String("removed"));
        qsizetype j = i + 2;
        for (; j < lines.size() && lines.at(j) != fence; ++j)
            q.code.append(lines.at(j));
        for (++j; j < lines.size() && !lines.at(j).isEmpty(); ++j)
            q.comment += (q.comment.isEmpty() ? QString() : QStringLiteral(" ")) + lines.at(j);
        i = j;
        if (!q.code.isEmpty())
            out.append(q);
    }
    return out;
}

QString lineComment(const QString &path)
{
    static const QStringList hash{QStringLiteral("py"),  QStringLiteral("sh"),   QStringLiteral("rb"),
                                  QStringLiteral("yml"), QStringLiteral("yaml"), QStringLiteral("toml"),
                                  QStringLiteral("cfg"), QStringLiteral("txt"),  QStringLiteral("md")};
    return hash.contains(path.section(QLatin1Char('.'), -1).toLower()) ? QStringLiteral("#") : QStringLiteral("//");
}

} // namespace

bool isReview(const QString &message)
{
    return !parseReview(message).isEmpty();
}

std::deque<AgentBeat> reviewReply(const QString &message)
{
    std::deque<AgentBeat> b;
    const QList<Quote> quotes = parseReview(message);
    b.push_back(
        think(QStringLiteral("The reviewer left %1 comment(s); I will address each on its lines.").arg(quotes.size())));
    int edited = 0;
    for (const Quote &q : quotes) {
        if (q.oldSide || q.path.startsWith(QLatin1Char('/')))
            continue;
        QStringList changed = q.code;
        changed.first() += QStringLiteral("  %1 review: %2").arg(lineComment(q.path), q.comment.left(60));
        fileEdit(b, q.path, q.code.join(QLatin1Char('\n')), changed.join(QLatin1Char('\n')), QString(),
                 QStringLiteral("Addressing the review comment on %1.").arg(q.path),
                 QStringLiteral("editing %1 per review").arg(q.path));
        ++edited;
    }
    const QString text = QStringLiteral("I addressed %1 of the %2 review comment(s); the quoted lines are updated.")
                             .arg(edited)
                             .arg(quotes.size());
    b.push_back(say(text, 0.7));
    finish(b, text);
    return b;
}

} // namespace Switchyard::Sim::AgentScripts
