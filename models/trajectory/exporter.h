// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/api/result.h"
#include "models/domain/conversation.h"
#include "models/domain/event.h"
#include "models/trajectory/trajectoryreader.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>

namespace Switchyard {

class StoreReader;

/// What an export reads: a conversation, its events in order, and what could not be read. Built
/// from an offline TrajectoryReader or from a Store (a live conversation), so both export alike.
struct ExportInput
{
    Conversation conversation;
    qint64 eventCount = 0;
    std::function<Api::Result<Event>(qint64)> eventAt;
    QList<TrajectoryProblem> problems;
    QString sourceName; ///< file name or server, for the header
    /// The review draft's message (ReviewMessage::compose; issue 30): empty unless the caller asked
    /// for it explicitly (exportInputFromStore never fills it): drafts never reach an export else.
    QString reviewDraft;
};

[[nodiscard]] ExportInput exportInputFromReader(const TrajectoryReader &reader);
[[nodiscard]] ExportInput exportInputFromStore(const StoreReader &store, const QString &conversationId);

/// Transcript exports. Every text that leaves the app goes through the one redaction
/// (Api::Redaction): known secret fields and values (the session key, start-request secrets) and
/// values that look like keys are replaced.
class Exporter final
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::Exporter)
public:
    enum class Format
    {
        Markdown,
        Html,
        JsonSummary
    };

    /// "markdown", "md", "html", "json-summary"; false for anything else.
    static bool formatFromName(const QString &name, Format *format);

    [[nodiscard]] static QByteArray exportMarkdown(const ExportInput &input);
    /// A self-contained HTML page (inline CSS, no scripts, no external resources).
    [[nodiscard]] static QByteArray exportHtml(const ExportInput &input);
    /// Metadata, event counts by kind, and what could not be read, as JSON.
    [[nodiscard]] static QByteArray exportJsonSummary(const ExportInput &input);
    [[nodiscard]] static QByteArray exportAs(Format format, const ExportInput &input);

    /// Lines of tool output kept per event in transcripts (the rest is summarised).
    static constexpr int kMaxOutputLines = 400;
};

} // namespace Switchyard
