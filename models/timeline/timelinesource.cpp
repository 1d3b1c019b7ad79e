// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/timeline/timelinesource.h"

#include <QPointer>
#include <QTimer>

#include <variant>

namespace Switchyard {

namespace {

constexpr qint64 kScanChunk = 4096;

} // namespace

TimelineSource::~TimelineSource() = default;

void TimelineSource::countUserTurnsBefore(qint64 seq)
{
    QTimer::singleShot(0, this, [this, seq] {
        qint64 count = 0;
        for (qint64 from = 0; from < seq; from += kScanChunk) {
            const QList<EventSummary> batch = summaries(from, std::min(kScanChunk, seq - from));
            for (const EventSummary &s : batch) {
                if (s.kind == EventKind::Message && s.has(EventSummary::UserTurn))
                    ++count;
            }
        }
        Q_EMIT userTurnsCounted(seq, count);
    });
}

void TimelineSource::findText(quint64 requestId, const QString &needle, qint64 fromSeq, bool forward)
{
    QTimer::singleShot(0, this, [this, requestId, needle, fromSeq, forward] {
        const qint64 n = eventCount();
        qint64 found = -1;
        if (!needle.isEmpty() && n > 0) {
            qint64 seq = std::clamp<qint64>(fromSeq, -1, n);
            for (qint64 i = 0; i < n; ++i) {
                seq = forward ? seq + 1 : seq - 1;
                if (seq >= n)
                    seq = 0;
                else if (seq < 0)
                    seq = n - 1;
                const auto e = event(seq);
                if (e && searchableText(*e).contains(needle, Qt::CaseInsensitive)) {
                    found = seq;
                    break;
                }
            }
        }
        Q_EMIT textFound(requestId, found);
    });
}

void TimelineSource::countText(quint64 requestId, const QString &needle)
{
    QTimer::singleShot(0, this, [this, requestId, needle] {
        qint64 count = 0;
        for (qint64 seq = 0, n = needle.isEmpty() ? 0 : eventCount(); seq < n; ++seq) {
            const auto e = event(seq);
            if (e && searchableText(*e).contains(needle, Qt::CaseInsensitive))
                ++count;
        }
        Q_EMIT textCounted(requestId, count);
    });
}

QString TimelineSource::searchableText(const Event &event)
{
    if (!event.raw.isEmpty())
        return QString::fromUtf8(event.raw);
    const EventSummary s = summarizeEvent(event);
    QStringList parts{event.kind, s.kindName, s.summary};
    std::visit(
        [&parts](const auto &p) {
            using T = std::decay_t<decltype(p)>;
            if constexpr (std::is_same_v<T, MessagePayload>) {
                parts << p.text << p.reasoningContent;
            } else if constexpr (std::is_same_v<T, ActionPayload>) {
                parts << p.thought << p.command << p.path << p.oldStr << p.newStr << p.fileText << p.message << p.url
                      << p.patch << QString::fromUtf8(p.actionJson);
            } else if constexpr (std::is_same_v<T, ObservationPayload>) {
                parts << p.text << p.errorText << p.command << p.path;
            } else if constexpr (std::is_same_v<T, AgentErrorPayload>) {
                parts << p.error;
            } else if constexpr (std::is_same_v<T, UserRejectPayload>) {
                parts << p.rejectionReason;
            } else if constexpr (std::is_same_v<T, StreamingDeltaPayload>) {
                parts << p.content << p.reasoningContent;
            }
        },
        event.payload);
    return parts.join(QLatin1Char('\n'));
}

} // namespace Switchyard
