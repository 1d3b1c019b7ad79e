// SPDX-License-Identifier: GPL-3.0-or-later
#include "testutils/timeline/syntheticsource.h"

#include <algorithm>

namespace Switchyard::Test {

namespace {
constexpr qint64 kEpochMs = 1'787'000'000'000;
constexpr qint64 kStepMs = 700;

QString userText(qint64 seq)
{
    return QStringLiteral("Please look at issue #%1 and fix the failing tests in the parser module").arg(seq);
}
} // namespace

SyntheticSource::SyntheticSource(qint64 count, Shape shape, QObject *parent)
    : TimelineSource(parent)
    , m_count(count)
    , m_shape(shape)
{ }

QList<EventSummary> SyntheticSource::summaries(qint64 fromSeq, qint64 count) const
{
    QList<EventSummary> out;
    const qint64 to = std::min(m_count, fromSeq + count);
    out.reserve(std::max<qint64>(0, to - fromSeq));
    for (qint64 seq = std::max<qint64>(0, fromSeq); seq < to; ++seq)
        out.append(summary(seq));
    return out;
}

EventSummary SyntheticSource::summary(qint64 seq) const
{
    return m_shape == Shape::Log ? logSummary(seq) : chatSummary(seq);
}

void SyntheticSource::countUserTurnsBefore(qint64 seq)
{
    const qint64 every = m_shape == Shape::Log ? 200 : 50;
    Q_EMIT userTurnsCounted(seq, (seq + every - 1) / every);
}

std::optional<Event> SyntheticSource::event(qint64 seq) const
{
    if (seq < 0 || seq >= m_count)
        return std::nullopt;
    Event e;
    e.id = QString::number(seq);
    const EventSummary s = summary(seq);
    if (m_shape == Shape::Log || s.kind == EventKind::Message) {
        e.kind = QStringLiteral("MessageEvent");
        MessagePayload p;
        p.text = s.summary;
        if (m_shape == Shape::Chat)
            p.text += QStringLiteral(
                "\n\n- first point\n- second point with `code`\n\n```python\ndef f(x):\n    return x\n```\n");
        e.payload = p;
    } else {
        e.kind = QStringLiteral("ActionEvent");
        ActionPayload a;
        a.actionKind = QStringLiteral("TerminalAction");
        a.command = s.summary;
        e.payload = a;
    }
    return e;
}

EventSummary SyntheticSource::logSummary(qint64 seq)
{
    EventSummary s;
    s.timeMs = kEpochMs + seq * kStepMs;
    const qint64 k = seq % 10;
    const QString call = QStringLiteral("toolu_%1").arg(seq / 10);
    if (seq % 200 == 0) {
        s.kind = EventKind::Message;
        s.source = EventSource::User;
        s.flags = EventSummary::UserTurn;
        s.kindName = QStringLiteral("MessageEvent");
        s.summary = userText(seq);
    } else if (k % 2 == 0) {
        s.kind = EventKind::Action;
        s.source = EventSource::Agent;
        s.flags = EventSummary::Terminal;
        s.kindName = QStringLiteral("TerminalAction");
        s.toolCallId = call + QString::number(k);
        s.summary = QStringLiteral("$ cd /workspace/project && python -m pytest tests/test_%1.py -q").arg(seq % 97);
    } else if (k == 9) {
        s.kind = EventKind::StateUpdate;
        s.source = EventSource::Environment;
        s.flags = EventSummary::Noise;
        s.kindName = QStringLiteral("ConversationStateUpdateEvent");
        s.summary = QStringLiteral("execution_status \u2192 running");
    } else {
        s.kind = EventKind::Observation;
        s.source = EventSource::Environment;
        s.flags = EventSummary::Terminal;
        s.kindName = QStringLiteral("TerminalObservation");
        s.toolCallId = call + QString::number(k - 1);
        s.exitCode = seq % 7 == 0 ? 1 : 0;
        if (*s.exitCode)
            s.flags |= EventSummary::NonZeroExit;
        s.summary = QStringLiteral("exit %1: ....F.. 1 failed, 6 passed in 0.%2s").arg(*s.exitCode).arg(seq % 100);
    }
    return s;
}

EventSummary SyntheticSource::chatSummary(qint64 seq)
{
    EventSummary s;
    s.timeMs = kEpochMs + seq * kStepMs;
    if (seq % 50 == 0 || seq % 50 == 1) {
        s.kind = EventKind::Message;
        s.source = seq % 50 == 0 ? EventSource::User : EventSource::Agent;
        s.flags = seq % 50 == 0 ? EventSummary::UserTurn : EventSummary::AgentReply;
        s.kindName = QStringLiteral("MessageEvent");
        s.summary = userText(seq);
    } else if (seq % 2 == 0) {
        s.kind = EventKind::Action;
        s.source = EventSource::Agent;
        s.flags = EventSummary::Terminal;
        s.kindName = QStringLiteral("TerminalAction");
        s.toolCallId = QStringLiteral("toolu_%1").arg(seq / 2);
        s.summary = QStringLiteral("$ python -m pytest tests/test_%1.py -q").arg(seq % 97);
    } else {
        s.kind = EventKind::Observation;
        s.source = EventSource::Environment;
        s.flags = EventSummary::Terminal;
        s.kindName = QStringLiteral("TerminalObservation");
        s.toolCallId = QStringLiteral("toolu_%1").arg((seq - 1) / 2);
        s.exitCode = seq % 7 == 0 ? 1 : 0;
        s.summary = QStringLiteral("exit %1").arg(*s.exitCode);
    }
    return s;
}

} // namespace Switchyard::Test
