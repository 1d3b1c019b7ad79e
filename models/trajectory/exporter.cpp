// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/trajectory/exporter.h"

#include "models/api/jsonwriter.h"
#include "models/api/redaction.h"
#include "models/domain/eventsummary.h"
#include "models/domain/statusnames.h"
#include "models/domain/timestamp.h"
#include "models/read/storereader.h"

#include <QLocale>
#include <QMap>
#include <QSet>
#include <QVariantMap>

#include <type_traits>

namespace Switchyard {

namespace {

/// One rendered piece of a transcript, independent of the output format.
struct Block
{
    enum class Kind
    {
        User,
        Agent,
        Action,
        Observation,
        Error,
        Note,
        Unknown
    };
    Kind kind = Kind::Note;
    QString heading;
    QString meta; ///< small line under the heading (time, tool, exit code)
    QString text; ///< prose (Markdown for messages)
    QString code; ///< monospace content
    QString codeLanguage;
};

QString capLines(const QString &text, int maxLines)
{
    const auto lines = text.split(QLatin1Char('\n'));
    if (lines.size() <= maxLines)
        return text;
    return lines.mid(0, maxLines).join(QLatin1Char('\n')) + QLatin1Char('\n')
        + Exporter::tr("… %n more line(s) not shown", nullptr, int(lines.size() - maxLines));
}

QString unifiedEdit(const QString &oldText, const QString &newText)
{
    QString out;
    const auto oldLines = oldText.split(QLatin1Char('\n'));
    const auto newLines = newText.split(QLatin1Char('\n'));
    if (!oldText.isEmpty())
        for (const QString &l : oldLines)
            out += QLatin1Char('-') + l + QLatin1Char('\n');
    if (!newText.isEmpty())
        for (const QString &l : newLines)
            out += QLatin1Char('+') + l + QLatin1Char('\n');
    return out;
}

// What each kind of payload puts in its block: one overload per kind, the rest in the last one.
void describe(Block &b, const Event &event, const MessagePayload &p)
{
    const bool user = event.source.value() == EventSource::User;
    b.kind = user ? Block::Kind::User : Block::Kind::Agent;
    b.heading = user ? Exporter::tr("User") : Exporter::tr("Agent");
    b.text = p.text;
}

void describe(Block &b, const Event &, const ActionPayload &p)
{
    b.kind = Block::Kind::Action;
    b.heading = Exporter::tr("Action: %1").arg(p.actionKind.isEmpty() ? p.toolName : p.actionKind);
    if (!p.summary.isEmpty())
        b.meta += QStringLiteral(" · ") + p.summary;
    if (!p.securityRisk.isAbsent())
        b.meta += QStringLiteral(" · ") + Exporter::tr("risk %1").arg(securityRiskName(p.securityRisk));
    b.text = p.thought;
    if (p.actionKind == QLatin1String("TerminalAction") || p.actionKind == QLatin1String("ExecuteBashAction")) {
        b.code = QStringLiteral("$ ") + p.command;
        b.codeLanguage = QStringLiteral("shell");
    } else if (p.actionKind == QLatin1String("FileEditorAction")) {
        b.heading = Exporter::tr("Edit %1 (%2)").arg(p.path, p.command);
        if (!p.oldStr.isEmpty() || !p.newStr.isEmpty()) {
            b.code = unifiedEdit(p.oldStr, p.newStr);
            b.codeLanguage = QStringLiteral("diff");
        } else if (!p.fileText.isEmpty()) {
            b.code = capLines(p.fileText, Exporter::kMaxOutputLines);
        }
    } else if (p.actionKind == QLatin1String("TaskTrackerAction")) {
        QString list;
        for (const TaskItem &t : p.taskList) {
            const bool done = t.status.value() == TaskStatus::Done;
            list += (done ? QStringLiteral("- [x] ") : QStringLiteral("- [ ] ")) + t.title + QLatin1Char('\n');
        }
        b.text += (b.text.isEmpty() ? QString() : QStringLiteral("\n\n")) + list;
    } else if (p.actionKind == QLatin1String("FinishAction") || p.actionKind == QLatin1String("ThinkAction")) {
        b.text += (b.text.isEmpty() ? QString() : QStringLiteral("\n\n")) + p.message;
    } else if (!p.actionJson.isEmpty()) {
        b.code = QString::fromUtf8(Api::Json::pretty(p.actionJson));
        b.codeLanguage = QStringLiteral("json");
    }
}

void describe(Block &b, const Event &, const ObservationPayload &p)
{
    b.kind = p.isError ? Block::Kind::Error : Block::Kind::Observation;
    b.heading = Exporter::tr("Result: %1").arg(p.observationKind.isEmpty() ? p.toolName : p.observationKind);
    if (p.exitCode)
        b.meta += QStringLiteral(" · ") + Exporter::tr("exit code %1").arg(*p.exitCode);
    if (!p.workingDir.isEmpty())
        b.meta += QStringLiteral(" · ") + p.workingDir;
    if (p.oldContent || p.newContent) {
        b.code = capLines(unifiedEdit(p.oldContent.value_or(QString()), p.newContent.value_or(QString())),
                          Exporter::kMaxOutputLines);
        b.codeLanguage = QStringLiteral("diff");
    } else {
        b.code = capLines(p.text.isEmpty() ? p.errorText : p.text, Exporter::kMaxOutputLines);
    }
}

void describe(Block &b, const Event &, const AgentErrorPayload &p)
{
    b.kind = Block::Kind::Error;
    b.heading = Exporter::tr("Agent error");
    b.text = p.error;
}

void describe(Block &b, const Event &, const UserRejectPayload &p)
{
    b.kind = Block::Kind::Error;
    b.heading = Exporter::tr("Rejected (%1)").arg(p.rejectionSource);
    b.text = p.rejectionReason;
}

void describe(Block &b, const Event &, const ErrorPayload &p)
{
    b.kind = Block::Kind::Error;
    b.heading = Exporter::tr("Error: %1").arg(p.code);
    b.text = p.detail;
}

void describe(Block &b, const Event &, const CondensationPayload &p)
{
    b.heading = Exporter::tr("Condensation");
    b.text = p.summary.isEmpty()
        ? Exporter::tr("%n earlier event(s) condensed", nullptr, int(p.forgottenEventIds.size()))
        : p.summary;
}

void describe(Block &b, const Event &, const HookExecutionPayload &p)
{
    b.kind = (p.success && !p.blocked) ? Block::Kind::Note : Block::Kind::Error;
    b.heading = Exporter::tr("Hook %1").arg(p.hookEventType);
    b.meta += p.blocked ? QStringLiteral(" · ") + Exporter::tr("blocked") : QString();
    b.code = p.hookCommand + (p.stdoutText.isEmpty() ? QString() : QLatin1Char('\n') + p.stdoutText)
        + (p.stderrText.isEmpty() ? QString() : QLatin1Char('\n') + p.stderrText);
}

void describe(Block &b, const Event &, const StateUpdatePayload &p)
{
    b.heading = Exporter::tr("State");
    b.text =
        p.executionStatus.isAbsent() ? p.key : p.key + QStringLiteral(" → ") + executionStatusName(p.executionStatus);
}

void describe(Block &b, const Event &, const SystemPromptPayload &p)
{
    b.heading = Exporter::tr("System prompt");
    b.text = Exporter::tr("Tools: %1").arg(p.toolNames.join(QStringLiteral(", ")));
}

/// Any other payload: the kind as the heading, and the raw JSON of a kind this client does not know.
template<typename P>
void describe(Block &b, const Event &event, const P &)
{
    b.kind = Block::Kind::Unknown;
    b.heading = event.kind;
    if (eventKindOf(event.kind) == EventKind::Unknown) {
        b.heading = Exporter::tr("Unknown event kind %1").arg(event.kind);
        b.code = QString::fromUtf8(Api::Json::pretty(event.raw));
        b.codeLanguage = QStringLiteral("json");
    }
}

Block blockFor(const Event &event)
{
    Block b;
    const QDateTime time = parseTimestamp(event.timestamp);
    const QString when = time.isValid() ? time.toString(Qt::ISODate) : event.timestamp;
    b.meta = when;
    std::visit(
        [&](const auto &p) {
            describe(b, event, p);
        },
        event.payload);
    return b;
}

/// Events a transcript leaves out: per-token deltas, token ids, LLM logs and state noise other
/// than execution status changes.
bool skipInTranscript(const Event &event)
{
    switch (eventKindOf(event.kind)) {
    case EventKind::StreamingDelta:
    case EventKind::Token:
    case EventKind::LlmCompletionLog:
        return true;
    case EventKind::StateUpdate: {
        const auto *p = std::get_if<StateUpdatePayload>(&event.payload);
        return !p || p->key != QLatin1String("execution_status");
    }
    default:
        return false;
    }
}

struct Header
{
    QList<QPair<QString, QString>> rows;
};

Header headerFor(const ExportInput &in)
{
    const Conversation &c = in.conversation;
    Header h;
    auto add = [&h](const QString &k, const QString &v) {
        if (!v.isEmpty())
            h.rows.append({k, v});
    };
    add(Exporter::tr("Conversation"), c.id);
    add(Exporter::tr("Repository"), c.selectedRepository);
    add(Exporter::tr("Branch"), c.selectedBranch);
    add(Exporter::tr("Model"), c.llmModel);
    add(Exporter::tr("Created"), c.createdAt.isValid() ? c.createdAt.toString(Qt::ISODate) : QString());
    if (c.metrics && c.metrics->accumulatedCost > 0)
        add(Exporter::tr("Cost"), QStringLiteral("$%1").arg(c.metrics->accumulatedCost, 0, 'f', 4));
    add(Exporter::tr("Events"), QString::number(in.eventCount));
    add(Exporter::tr("Source"), in.sourceName);
    return h;
}

/// Known secret values of this conversation, scrubbed wherever they appear.
QString scrub(const ExportInput &in, QString text)
{
    if (!in.conversation.sessionApiKey.isEmpty())
        text.replace(in.conversation.sessionApiKey, QStringLiteral("[redacted]"));
    return Api::Redaction::redactText(text);
}

template<typename Fn>
void forEachBlock(const ExportInput &in, QList<TrajectoryProblem> *problems, Fn fn)
{
    QSet<QString> seen; // one block per event id, as the store keeps one event per id
    for (qint64 i = 0; i < in.eventCount; ++i) {
        auto ev = in.eventAt(i);
        if (!ev.ok()) {
            problems->append({QString::number(i), ev.error().message});
            continue;
        }
        if (!ev.value().id.isEmpty()) {
            if (seen.contains(ev.value().id))
                continue;
            seen.insert(ev.value().id);
        }
        if (skipInTranscript(ev.value()))
            continue;
        fn(blockFor(ev.value()));
    }
}

} // namespace

ExportInput exportInputFromReader(const TrajectoryReader &reader)
{
    ExportInput in;
    in.conversation = reader.conversation();
    in.eventCount = reader.eventCount();
    in.eventAt = [&reader](qint64 i) {
        return reader.event(i);
    };
    in.problems = reader.problems();
    in.sourceName = reader.path().section(QLatin1Char('/'), -1);
    return in;
}

ExportInput exportInputFromStore(const StoreReader &store, const QString &conversationId)
{
    ExportInput in;
    if (auto rec = store.conversation(conversationId))
        in.conversation = rec->conversation;
    in.conversation.id = conversationId;
    in.eventCount = store.eventCount(conversationId);
    in.eventAt = [&store, conversationId](qint64 i) -> Api::Result<Event> {
        if (auto e = store.event(conversationId, i))
            return *e;
        Api::ApiError err;
        err.kind = Api::ApiError::Kind::Parse;
        err.message = Exporter::tr("Event %1 could not be read from the cache.").arg(i);
        return err;
    };
    return in;
}

bool Exporter::formatFromName(const QString &name, Format *format)
{
    const QString n = name.toLower();
    if (n == QLatin1String("markdown") || n == QLatin1String("md"))
        *format = Format::Markdown;
    else if (n == QLatin1String("html"))
        *format = Format::Html;
    else if (n == QLatin1String("json-summary"))
        *format = Format::JsonSummary;
    else
        return false;
    return true;
}

QByteArray Exporter::exportMarkdown(const ExportInput &in)
{
    QString out;
    out += QStringLiteral("# ") + in.conversation.title + QStringLiteral("\n\n");
    for (const auto &[k, v] : headerFor(in).rows)
        out += QStringLiteral("- **") + k + QStringLiteral(":** ") + v + QLatin1Char('\n');
    out += QLatin1Char('\n');
    QList<TrajectoryProblem> problems = in.problems;
    forEachBlock(in, &problems, [&out](const Block &b) {
        out += QStringLiteral("## ") + b.heading + QLatin1Char('\n');
        if (!b.meta.isEmpty())
            out += QStringLiteral("_") + b.meta + QStringLiteral("_\n");
        out += QLatin1Char('\n');
        if (!b.text.isEmpty())
            out += b.text + QStringLiteral("\n\n");
        if (!b.code.isEmpty()) {
            QString fence = QStringLiteral("```");
            while (b.code.contains(fence))
                fence += QLatin1Char('`');
            out += fence + b.codeLanguage + QLatin1Char('\n') + b.code
                + (b.code.endsWith(QLatin1Char('\n')) ? QString() : QStringLiteral("\n")) + fence
                + QStringLiteral("\n\n");
        }
    });
    if (!in.reviewDraft.isEmpty()) { // only when asked for (ExportInput::reviewDraft)
        QString fence = QStringLiteral("````");
        while (in.reviewDraft.contains(fence))
            fence += QLatin1Char('`');
        out += QStringLiteral("## ") + tr("Review draft (not sent)") + QStringLiteral("\n\n") + fence
            + QStringLiteral("text\n") + in.reviewDraft + QLatin1Char('\n') + fence + QStringLiteral("\n\n");
    }
    if (!problems.isEmpty()) {
        out += QStringLiteral("## ") + tr("Could not be read") + QStringLiteral("\n\n");
        for (const TrajectoryProblem &p : std::as_const(problems))
            out += QStringLiteral("- ")
                + (p.entry.isEmpty() ? QString() : QStringLiteral("`") + p.entry + QStringLiteral("`: ")) + p.message
                + QLatin1Char('\n');
    }
    return scrub(in, out).toUtf8();
}

QByteArray Exporter::exportHtml(const ExportInput &in)
{
    // Redact each text BEFORE escaping it: a key with HTML-special characters (`<`, `&`, `"`) is
    // no longer itself once escaped, and redacting the page afterwards would miss it.
    const auto htmlEscape = [&in](const QString &s) {
        return scrub(in, s).toHtmlEscaped();
    };
    QString body;
    body +=
        QStringLiteral("<h1>") + htmlEscape(in.conversation.title) + QStringLiteral("</h1>\n<table class=\"meta\">\n");
    for (const auto &[k, v] : headerFor(in).rows)
        body += QStringLiteral("<tr><th>") + htmlEscape(k) + QStringLiteral("</th><td>") + htmlEscape(v)
            + QStringLiteral("</td></tr>\n");
    body += QStringLiteral("</table>\n");
    QList<TrajectoryProblem> problems = in.problems;
    forEachBlock(in, &problems, [&body, &in, &htmlEscape](const Block &b) {
        static const char *const classes[] = {"user", "agent", "action", "observation", "error", "note", "unknown"};
        body += QStringLiteral("<section class=\"") + QLatin1String(classes[int(b.kind)]) + QStringLiteral("\"><h2>")
            + htmlEscape(b.heading) + QStringLiteral("</h2>");
        if (!b.meta.isEmpty())
            body += QStringLiteral("<div class=\"when\">") + htmlEscape(b.meta) + QStringLiteral("</div>");
        if (!b.text.isEmpty())
            body += QStringLiteral("<div class=\"text\">") + htmlEscape(b.text) + QStringLiteral("</div>");
        if (!b.code.isEmpty()) {
            QString code;
            const auto lines = scrub(in, b.code).split(QLatin1Char('\n'));
            for (const QString &line : lines) {
                const QString esc = line.toHtmlEscaped();
                if (b.codeLanguage == QLatin1String("diff") && line.startsWith(QLatin1Char('+')))
                    code += QStringLiteral("<span class=\"add\">") + esc + QStringLiteral("</span>\n");
                else if (b.codeLanguage == QLatin1String("diff") && line.startsWith(QLatin1Char('-')))
                    code += QStringLiteral("<span class=\"del\">") + esc + QStringLiteral("</span>\n");
                else
                    code += esc + QLatin1Char('\n');
            }
            body += QStringLiteral("<pre>") + code + QStringLiteral("</pre>");
        }
        body += QStringLiteral("</section>\n");
    });
    if (!in.reviewDraft.isEmpty()) // only when asked for (ExportInput::reviewDraft)
        body += QStringLiteral("<section class=\"note\"><h2>") + htmlEscape(tr("Review draft (not sent)"))
            + QStringLiteral("</h2><pre>") + htmlEscape(in.reviewDraft) + QStringLiteral("</pre></section>\n");
    if (!problems.isEmpty()) {
        body += QStringLiteral("<section class=\"error\"><h2>") + htmlEscape(tr("Could not be read"))
            + QStringLiteral("</h2><ul>");
        for (const TrajectoryProblem &p : std::as_const(problems))
            body += QStringLiteral("<li>")
                + htmlEscape(p.entry.isEmpty() ? p.message : p.entry + QStringLiteral(": ") + p.message)
                + QStringLiteral("</li>");
        body += QStringLiteral("</ul></section>\n");
    }
    const QString page = QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
                                        "<meta name=\"generator\" content=\"Switchyard\">\n<title>")
        + htmlEscape(in.conversation.title)
        + QStringLiteral("</title>\n<style>\n"
                         "body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;"
                         "color:#1b1f24;background:#fff}\n"
                         "@media (prefers-color-scheme:dark){body{color:#e6e6e6;background:#16181d}"
                         "pre{background:#0d0f12!important}}\n"
                         "table.meta th{text-align:left;padding-right:1rem}\n"
                         "section{border-left:4px solid #9aa5b1;padding:.2rem 1rem;margin:1rem 0}\n"
                         "section.user{border-color:#2f6fde}section.agent{border-color:#1f9d55}\n"
                         "section.action{border-color:#d08a1d}section.error{border-color:#d1333b}\n"
                         "section.unknown{border-color:#8a4fd1}\n"
                         "h2{font-size:1rem;margin:.4rem 0}.when{font-size:.8rem;color:#6b7480}\n"
                         ".text{white-space:pre-wrap}\n"
                         "pre{background:#f4f6f8;padding:.6rem;overflow-x:auto;white-space:pre-wrap}\n"
                         ".add{color:#1a7f37}.del{color:#cf222e}\n"
                         "</style></head><body>\n")
        + body + QStringLiteral("</body></html>\n");
    return page.toUtf8(); // every text in it was redacted before it was escaped
}

QByteArray Exporter::exportJsonSummary(const ExportInput &in)
{
    QMap<QString, int> counts;
    QList<TrajectoryProblem> problems = in.problems;
    double cost = in.conversation.metrics ? in.conversation.metrics->accumulatedCost : 0.0;
    QString firstTime, lastTime;
    QSet<QString> seen; // one count per event id, as the store keeps one event per id
    for (qint64 i = 0; i < in.eventCount; ++i) {
        auto ev = in.eventAt(i);
        if (!ev.ok()) {
            problems.append({QString::number(i), ev.error().message});
            continue;
        }
        const Event &e = ev.value();
        if (!e.id.isEmpty()) {
            if (seen.contains(e.id))
                continue;
            seen.insert(e.id);
        }
        counts[e.kind] += 1;
        if (firstTime.isEmpty())
            firstTime = e.timestamp;
        lastTime = e.timestamp;
        if (const auto *s = std::get_if<StateUpdatePayload>(&e.payload)) {
            double sum = 0;
            for (const MetricsSnapshot &m : s->usageToMetrics)
                sum += m.accumulatedCost;
            if (!s->usageToMetrics.isEmpty())
                cost = sum;
        }
    }
    const Conversation &c = in.conversation;
    // Values are redacted before the JSON writer escapes them (a key with a `"` would not match after).
    const auto clean = [&in](const QString &text) {
        return scrub(in, text);
    };
    QVariantMap conversation{
        {QStringLiteral("id"), clean(c.id)},
        {QStringLiteral("title"), clean(c.title)},
        {QStringLiteral("selected_repository"), clean(c.selectedRepository)},
        {QStringLiteral("selected_branch"), clean(c.selectedBranch)},
        {QStringLiteral("llm_model"), clean(c.llmModel)},
        {QStringLiteral("created_at"),
         c.createdAt.isValid() ? QVariant(c.createdAt.toString(Qt::ISODateWithMs)) : QVariant()},
        {QStringLiteral("accumulated_cost"), cost},
    };
    QVariantMap byKind;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        byKind.insert(it.key(), it.value());
    QVariantList unreadable;
    for (const TrajectoryProblem &p : std::as_const(problems))
        unreadable.append(
            QVariantMap{{QStringLiteral("entry"), clean(p.entry)}, {QStringLiteral("message"), clean(p.message)}});
    const QVariantMap summary{
        {QStringLiteral("source"), clean(in.sourceName)}, {QStringLiteral("conversation"), conversation},
        {QStringLiteral("event_count"), in.eventCount},   {QStringLiteral("events_by_kind"), byKind},
        {QStringLiteral("first_event_at"), firstTime},    {QStringLiteral("last_event_at"), lastTime},
        {QStringLiteral("unreadable"), unreadable},
    };
    return Api::Json::write(summary) + '\n';
}

QByteArray Exporter::exportAs(Format format, const ExportInput &input)
{
    switch (format) {
    case Format::Markdown:
        return exportMarkdown(input);
    case Format::Html:
        return exportHtml(input);
    case Format::JsonSummary:
        return exportJsonSummary(input);
    }
    return {};
}

} // namespace Switchyard
