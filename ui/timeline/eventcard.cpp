// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/eventcard.h"

#include "models/domain/askuser.h"
#include "models/domain/eventsummary.h"
#include "models/domain/statusnames.h"
#include "models/domain/timeformatter.h"
#include "models/domain/timestamp.h"
#include "models/timeline/eventtext.h"
#include "ui/safetext.h"
#include "ui/timeline/askusercard.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QGuiApplication>
#include <QImage>
#include <QPalette>
#include <QTextDocument>
#include <QUrl>
#include <QUrlQuery>

#include <variant>

namespace Switchyard::EventCard {

namespace {

constexpr int kFoldLines = 40;
constexpr int kFoldHead = 12;
constexpr int kFoldTail = 16;

const QLatin1String kRed("#c62828");
const QLatin1String kGreen("#2e7d32");
const QLatin1String kOrange("#e65100");
const QLatin1String kBlue("#1565c0");
/// Surface colours of the cards: light ones, or their dark counterparts when the application's
/// palette is dark (cards are rendered again when the palette changes).
bool darkPalette()
{
    return QGuiApplication::palette().color(QPalette::Base).lightness() < 128;
}
/// A surface colour of the cards: `light`, or `dark` on a dark palette (read when called).
struct Surface
{
    const char *light;
    const char *dark;
    QLatin1String operator()() const { return QLatin1String(darkPalette() ? dark : light); }
};
constexpr Surface grey{"#616161", "#a0a4a8"};
constexpr Surface codeBg{"#f4f5f7", "#1e2227"};
constexpr Surface plainBg{"#ffffff", "#16191d"};
constexpr Surface addedBg{"#e6ffec", "#12361f"};
constexpr Surface removedBg{"#ffebe9", "#4a1c1c"};
constexpr Surface hunkBg{"#ddf4ff", "#0d2d4a"};
constexpr Surface foldBg{"#eef1f5", "#262b31"};
constexpr Surface borderColor{"#d0d7de", "#3d444d"};
constexpr Surface lineNoColor{"#8c959f", "#7d8590"};

/// The translation context of this file (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::EventCard)
};

/// Every text of a card is escaped here, and its over-long lines folded (SafeText).
QString esc(const QString &s)
{
    return SafeText::foldLongLines(s).toHtmlEscaped();
}

QString badge(const QString &text, const QString &color)
{
    return QStringLiteral("<span style=\"background-color:%1; color:#ffffff; font-weight:600;\">&nbsp;%2&nbsp;</span>")
        .arg(color, esc(text));
}

QString link(const char *target, const QString &text, const QString &query = {})
{
    QString href = QStringLiteral("switchyard:") + QLatin1String(target);
    if (!query.isEmpty())
        href += QLatin1Char('?') + query;
    return QStringLiteral("<a href=\"%1\">%2</a>").arg(esc(href), esc(text));
}

/// A monospace box; long text is folded unless expanded.
QString codeBox(const QString &text, bool expand, QLatin1String border = {})
{
    QStringList lines = text.split(QLatin1Char('\n'));
    QString folded;
    if (!expand && lines.size() > kFoldLines) {
        const int hidden = int(lines.size()) - kFoldHead - kFoldTail;
        const QStringList head = lines.mid(0, kFoldHead);
        const QStringList tail = lines.mid(lines.size() - kFoldTail);
        folded = esc(head.join(QLatin1Char('\n'))) + QStringLiteral("\n</pre><p style=\"margin:2px\">")
            + link(kLinkExpandOutput,
                   QCoreApplication::translate("Switchyard::EventCard", "\u22ef %n more line(s) \u2014 show all",
                                               nullptr, hidden))
            + QStringLiteral("</p><pre style=\"margin:0\">") + esc(tail.join(QLatin1Char('\n')));
    } else {
        folded = esc(text);
    }
    return QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"6\" style=\"background-color:%1; "
                          "border:1px solid %2;\"><tr><td><pre style=\"margin:0\">%3</pre></td></tr></table>")
        .arg(codeBg(), border.isEmpty() ? codeBg() : border, folded);
}

QString section(const QString &label)
{
    return QStringLiteral("<p style=\"margin-top:8px; margin-bottom:2px; color:%1; font-size:small;\"><b>%2</b></p>")
        .arg(grey(), esc(label));
}

QString markdown(const QString &md)
{
    return SafeText::markdownToHtml(md); // no raw HTML, no images, no switchyard: links from the text
}

QString header(const QString &title, const Event &event, const QString &extra = {})
{
    const QDateTime t = parseTimestamp(event.timestamp);
    QString when = t.isValid() ? TimeFormatter().dateTime(t) : event.timestamp;
    return QStringLiteral("<p style=\"margin-bottom:4px;\"><span style=\"font-size:large; font-weight:600;\">%1</span>"
                          "&nbsp;&nbsp;%2&nbsp;&nbsp;<span style=\"color:%3;\">%4 \u00b7 %5</span></p>")
        .arg(esc(title), extra, grey(), esc(eventSourceName(event.source)), esc(when));
}

QString thinkingBlock(const QString &reasoning, const Options &options)
{
    if (reasoning.trimmed().isEmpty())
        return {};
    if (!options.expandThinking)
        return QStringLiteral("<p style=\"color:%1;\">\u25b8 ").arg(grey())
            + link(kLinkExpandThinking, Tr::tr("Thinking (%1 characters)").arg(reasoning.size()))
            + QStringLiteral("</p>");
    return section(Tr::tr("Thinking"))
        + QStringLiteral("<p style=\"color:%1;\"><i>%2</i></p>")
              .arg(grey(), esc(reasoning).replace(QLatin1Char('\n'), QLatin1String("<br>")));
}

QString taskChecklist(const QList<TaskItem> &tasks)
{
    QString out = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
    for (const TaskItem &t : tasks) {
        QString mark;
        QLatin1String color = grey();
        switch (t.status.value()) {
        case TaskStatus::Done:
            mark = QStringLiteral("\u2611");
            color = kGreen;
            break;
        case TaskStatus::InProgress:
            mark = QStringLiteral("\u25d4");
            color = kBlue;
            break;
        default:
            mark = QStringLiteral("\u2610");
            break;
        }
        QString title = esc(t.title);
        if (t.status.value() == TaskStatus::Done)
            title = QStringLiteral("<s>") + title + QStringLiteral("</s>");
        out += QStringLiteral("<tr><td style=\"color:%1; font-size:large;\">%2</td><td>%3").arg(color, mark, title);
        if (!t.notes.isEmpty())
            out += QStringLiteral("<br><span style=\"color:%1;\">%2</span>").arg(grey(), esc(t.notes));
        if (!t.status.raw().isEmpty())
            out += QStringLiteral(" <span style=\"color:%1;\">(%2)</span>").arg(grey(), esc(t.status.raw()));
        out += QStringLiteral("</td></tr>");
    }
    return out + QStringLiteral("</table>");
}

QString diffTable(const QList<EventText::DiffLine> &lines, bool lineNumbers)
{
    QString out = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"1\" style=\"border:1px solid "
                                 "%1; font-family:monospace;\">")
                      .arg(borderColor());
    for (const EventText::DiffLine &l : lines) {
        if (l.op == EventText::DiffLine::Fold) {
            out += QStringLiteral("<tr><td colspan=\"3\" style=\"background-color:%3; color:%1;\">&nbsp;\u22ef %2"
                                  "</td></tr>")
                       .arg(grey(), esc(Tr::tr("%1 unchanged lines").arg(l.text)), foldBg());
            continue;
        }
        QLatin1String bg = plainBg();
        QString sign = QStringLiteral("&nbsp;");
        if (l.op == EventText::DiffLine::Added) {
            bg = addedBg();
            sign = QStringLiteral("+");
        } else if (l.op == EventText::DiffLine::Removed) {
            bg = removedBg();
            sign = QStringLiteral("\u2212");
        }
        const QString no = !lineNumbers          ? QString()
            : l.op == EventText::DiffLine::Added ? QString::number(l.newLine)
                                                 : QString::number(l.oldLine);
        out += QStringLiteral(
                   "<tr style=\"background-color:%1;\"><td width=\"%5\" align=\"right\" style=\"color:%6;\">"
                   "%2</td><td width=\"14\" align=\"center\">%3</td><td width=\"100%\"><pre style=\"margin:0\">%4"
                   "</pre></td></tr>")
                   .arg(bg, no, sign, esc(l.text), lineNumbers ? QStringLiteral("40") : QStringLiteral("2"),
                        lineNoColor());
    }
    return out + QStringLiteral("</table>");
}

QString patchBox(const QString &patch)
{
    QString out = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"1\" style=\"font-family:"
                                 "monospace; border:1px solid %1;\">")
                      .arg(borderColor());
    for (const QString &line : patch.split(QLatin1Char('\n'))) {
        QLatin1String bg = plainBg();
        if (line.startsWith(QLatin1Char('+')) && !line.startsWith(QLatin1String("+++")))
            bg = addedBg();
        else if (line.startsWith(QLatin1Char('-')) && !line.startsWith(QLatin1String("---")))
            bg = removedBg();
        else if (line.startsWith(QLatin1String("@@")) || line.startsWith(QLatin1String("***")))
            bg = hunkBg();
        out += QStringLiteral("<tr style=\"background-color:%1;\"><td><pre style=\"margin:0\">%2</pre></td></tr>")
                   .arg(bg, esc(line));
    }
    return out + QStringLiteral("</table>");
}

QString errorBox(const QString &title, const QString &text)
{
    return QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"6\" style=\"background-color:%4; "
                          "border:1px solid %1;\"><tr><td><b style=\"color:%1;\">%2</b><br>%3</td></tr></table>")
        .arg(darkPalette() ? QLatin1String("#ef5350") : kRed, esc(title),
             esc(text).replace(QLatin1Char('\n'), QLatin1String("<br>")), removedBg());
}

QString rawJson(const Event &event, const Options &options)
{
    if (event.raw.isEmpty())
        return {};
    return section(Tr::tr("JSON")) + codeBox(EventText::prettyJson(event.raw), options.expandOutput);
}

bool isTerminal(const QString &kind)
{
    return kind == QLatin1String("TerminalAction") || kind == QLatin1String("ExecuteBashAction");
}

QString resultPart(const Event &result, const Options &options, Images *resources)
{
    QString out;
    if (const auto *o = std::get_if<ObservationPayload>(&result.payload)) {
        const bool terminal = o->observationKind == QLatin1String("TerminalObservation")
            || o->observationKind == QLatin1String("ExecuteBashObservation");
        QString head;
        if (o->exitCode) {
            const int code = *o->exitCode;
            head += code == 0
                ? badge(Tr::tr("exit 0"), kGreen)
                : (code == -1 ? badge(Tr::tr("still running"), kOrange) : badge(Tr::tr("exit %1").arg(code), kRed));
        }
        if (o->timedOut)
            head += QStringLiteral(" ") + badge(Tr::tr("timed out"), kOrange);
        if (o->isError)
            head += QStringLiteral(" ") + badge(Tr::tr("error"), kRed);
        if (!o->workingDir.isEmpty())
            head += QStringLiteral("&nbsp;&nbsp;<span style=\"color:%1;\">%2</span>")
                        .arg(grey(), esc(Tr::tr("in %1").arg(o->workingDir)));
        out += section(terminal ? Tr::tr("Output") : Tr::tr("Result"))
            + (head.isEmpty() ? QString() : QStringLiteral("<p>") + head + QStringLiteral("</p>"));
        if (!o->taskList.isEmpty()) {
            out += taskChecklist(o->taskList);
        } else if (o->oldContent && o->newContent && *o->oldContent != *o->newContent) {
            // The observation's full before/after is the most exact diff; shown when the action had none.
        } else {
            QString text = o->text.isEmpty() ? o->errorText : o->text;
            if (!o->text.isEmpty() && !o->errorText.isEmpty())
                text += QLatin1Char('\n') + o->errorText;
            if (!text.isEmpty())
                out += codeBox(text, options.expandOutput, o->isError ? kRed : codeBg());
        }
        if (o->hasScreenshot) {
            const QByteArray b64 = EventText::plainStringField(result.raw, "screenshot_data");
            QImage image;
            if (!b64.isEmpty())
                image.loadFromData(QByteArray::fromBase64(b64));
            if (!image.isNull() && resources) {
                const QUrl url(QStringLiteral("switchyard-image:screenshot-%1").arg(result.id));
                const QImage scaled = image.width() > 640 ? image.scaledToWidth(640, Qt::SmoothTransformation) : image;
                resources->append({url, scaled});
                out +=
                    section(Tr::tr("Screenshot")) + QStringLiteral("<p><img src=\"%1\"></p>").arg(esc(url.toString()));
            } else {
                out += section(Tr::tr("Screenshot"))
                    + QStringLiteral("<p style=\"color:%1;\">%2</p>")
                          .arg(grey(), esc(Tr::tr("(could not be decoded)")));
            }
        }
    } else if (const auto *e = std::get_if<AgentErrorPayload>(&result.payload)) {
        out += errorBox(Tr::tr("Agent error"), e->error);
    } else if (const auto *r = std::get_if<UserRejectPayload>(&result.payload)) {
        const QString who =
            r->rejectionSource == QLatin1String("hook") ? Tr::tr("Rejected by a hook") : Tr::tr("Rejected");
        out += errorBox(who, r->rejectionReason);
    }
    return out;
}

/// The file editor's body: the path, +/- counts, a link to the file's diff, the inline diff
/// (from the observation's old and new content when it has them); a result only for a view or a
/// failure (the diff says what a successful edit did).
QString fileEditBody(const ActionPayload &a, const std::optional<Event> &result, const Options &options,
                     Images *resources)
{
    QList<EventText::DiffLine> lines;
    const ObservationPayload *o = result ? std::get_if<ObservationPayload>(&result->payload) : nullptr;
    if (a.command == QLatin1String("str_replace"))
        lines = EventText::lineDiff(a.oldStr, a.newStr);
    else if (a.command == QLatin1String("create"))
        lines = EventText::lineDiff(QString(), a.fileText);
    else if (a.command == QLatin1String("insert"))
        lines = EventText::lineDiff(QString(), a.newStr, 3, a.insertLine.value_or(0) + 1);
    bool fullFile = a.command == QLatin1String("create");
    if (o && o->oldContent && o->newContent && *o->oldContent != *o->newContent && !fullFile) {
        lines = EventText::lineDiff(*o->oldContent, *o->newContent);
        fullFile = true;
    }
    const EventText::DiffStat stat = EventText::diffStat(lines);
    QString out = QStringLiteral("<p><code>%1</code> %2").arg(esc(a.path), esc(a.command));
    if (!lines.isEmpty())
        out += QStringLiteral(" <span style=\"color:%1;\">+%2</span> <span style=\"color:%3;\">\u2212%4</span>")
                   .arg(kGreen)
                   .arg(stat.added)
                   .arg(kRed)
                   .arg(stat.removed);
    if (!a.path.isEmpty() && a.command != QLatin1String("view")) {
        QUrlQuery q;
        q.addQueryItem(QStringLiteral("path"), a.path);
        out += QStringLiteral("&nbsp;&nbsp;")
            + link(kLinkFileDiff, Tr::tr("Open the file's diff"), q.toString(QUrl::FullyEncoded));
    }
    out += QStringLiteral("</p>");
    if (!lines.isEmpty())
        out += diffTable(lines, fullFile || a.command == QLatin1String("insert"));
    const bool failed = result
        && (std::holds_alternative<AgentErrorPayload>(result->payload)
            || std::holds_alternative<UserRejectPayload>(result->payload) || (o && o->isError));
    if (result && (a.command == QLatin1String("view") || failed))
        out += resultPart(*result, options, resources);
    return out;
}

/// The task tracker's body: the list as a checklist; the observation only when it adds
/// something (it repeats the list when one was sent; its errors always count).
QString taskTrackerBody(const ActionPayload &a, const std::optional<Event> &result, const Options &options,
                        Images *resources)
{
    QString out;
    if (!a.taskList.isEmpty())
        out += section(Tr::tr("Tasks")) + taskChecklist(a.taskList);
    if (result) {
        const auto *o = std::get_if<ObservationPayload>(&result->payload);
        if (!(o && !o->isError && !a.taskList.isEmpty()))
            out += resultPart(*result, options, resources);
    }
    return out;
}

/// The body of every other action kind (invalid call, terminal, patch, finish, think, browser, MCP
/// and unknown tools), without its result.
QString actionBody(const ActionPayload &a, const Options &options)
{
    const QString &kind = a.actionKind;
    if (kind.isEmpty()) {
        QString out = errorBox(
            Tr::tr("Invalid tool call"),
            Tr::tr("The model called \u201c%1\u201d with arguments the tool does not accept.").arg(a.toolName));
        if (!a.toolCallArguments.isEmpty())
            out += section(Tr::tr("Arguments"))
                + codeBox(EventText::prettyJson(a.toolCallArguments.toUtf8()), options.expandOutput);
        return out;
    }
    if (isTerminal(kind))
        return section(a.isInput ? Tr::tr("Input to the running process") : Tr::tr("Command"))
            + codeBox(QStringLiteral("$ ") + a.command, true);
    if (kind == QLatin1String("ApplyPatchAction"))
        return section(Tr::tr("Patch")) + patchBox(a.patch);
    if (isAskUserAction(a)) // its arguments are the question, shown by the request's card
        return AskUserCard::actionBody(a);
    if (kind == QLatin1String("FinishAction"))
        return markdown(a.message);
    if (kind == QLatin1String("ThinkAction"))
        return QStringLiteral("<p style=\"color:%1;\"><i>%2</i></p>")
            .arg(grey(), esc(a.message).replace(QLatin1Char('\n'), QLatin1String("<br>")));
    if (kind.startsWith(QLatin1String("Browser"))) {
        QString out;
        if (!a.url.isEmpty())
            out += QStringLiteral("<p>\U0001F310 <a href=\"%1\">%1</a></p>").arg(esc(a.url));
        return out + section(Tr::tr("Arguments")) + codeBox(EventText::prettyJson(a.actionJson), options.expandOutput);
    }
    // MCP tools and kinds without a dedicated rendering: the arguments as JSON.
    const QByteArray args = !a.actionJson.isEmpty() ? a.actionJson : a.toolCallArguments.toUtf8();
    return args.isEmpty() ? QString()
                          : section(Tr::tr("Arguments")) + codeBox(EventText::prettyJson(args), options.expandOutput);
}

/// "Security analysis (analyzer, policy):" for a verdict.
QString verdictSource(const SecurityVerdict &v)
{
    QStringList who;
    if (!v.analyzer.isEmpty())
        who << v.analyzer;
    if (!v.policy.isEmpty())
        who << Tr::tr("policy %1").arg(v.policy);
    return who.isEmpty() ? Tr::tr("Security analysis:")
                         : Tr::tr("Security analysis (%1):").arg(who.join(QStringLiteral(", ")));
}

/// An action with its result as one card: header (kind, tool, risk, pending), the model's summary,
/// thought and reasoning, then the kind's body and the result.
QString actionCard(const Event &event, const ActionPayload &a, const std::optional<Event> &result,
                   const Options &options, Images *resources)
{
    const QString title = kindLabel(a.actionKind.isEmpty() ? event.kind : a.actionKind);
    QString extra;
    if (!a.toolName.isEmpty())
        extra += QStringLiteral("<code>%1</code> ").arg(esc(a.toolName));
    if (!a.securityRisk.isAbsent())
        extra += badge(riskText(a.securityRisk), riskColor(a.securityRisk.value()));
    if (!result)
        extra += QStringLiteral(" ") + badge(Tr::tr("pending"), kOrange);
    QString out = header(title, event, extra);
    if (options.verdict) {
        // The analyzer's word, beside the agent's own risk (the analyzer and policy are the server's text).
        out += QStringLiteral("<p>\U0001F6E1 %1 %2</p>")
                   .arg(esc(verdictSource(*options.verdict)),
                        badge(riskText(options.verdict->risk), riskColor(options.verdict->risk.value())));
    }
    if (!a.summary.isEmpty())
        out += QStringLiteral("<p>%1</p>").arg(esc(a.summary));
    if (!a.thought.isEmpty())
        out += QStringLiteral("<p style=\"color:%1;\"><i>%2</i></p>")
                   .arg(grey(), esc(a.thought).replace(QLatin1Char('\n'), QLatin1String("<br>")));
    out += thinkingBlock(a.reasoningContent, options);

    const QString &kind = a.actionKind;
    if (kind == QLatin1String("FileEditorAction") || kind == QLatin1String("PlanningFileEditorAction"))
        return out + fileEditBody(a, result, options, resources);
    if (kind == QLatin1String("TaskTrackerAction"))
        return out + taskTrackerBody(a, result, options, resources);
    out += actionBody(a, options);
    if (result)
        out += resultPart(*result, options, resources);
    return out;
}

} // namespace

QString kindLabel(const QString &kindName)
{
    static const QHash<QString, const char *> labels{
        {QStringLiteral("TerminalAction"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Terminal")},
        {QStringLiteral("ExecuteBashAction"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Terminal")},
        {QStringLiteral("TerminalObservation"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Output")},
        {QStringLiteral("ExecuteBashObservation"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Output")},
        {QStringLiteral("FileEditorAction"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Edit")},
        {QStringLiteral("FileEditorObservation"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Edit result")},
        {QStringLiteral("ApplyPatchAction"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Patch")},
        {QStringLiteral("TaskTrackerAction"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Tasks")},
        {QStringLiteral("TaskTrackerObservation"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Tasks")},
        {QStringLiteral("FinishAction"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Finish")},
        {QStringLiteral("ThinkAction"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Think")},
        {QStringLiteral("MCPToolAction"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "MCP tool")},
        {QStringLiteral("MessageEvent"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Message")},
        {QStringLiteral("ActionEvent"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Invalid call")},
        {QStringLiteral("AgentErrorEvent"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Agent error")},
        {QStringLiteral("ConversationErrorEvent"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Error")},
        {QStringLiteral("ServerErrorEvent"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Server error")},
        {QStringLiteral("UserRejectObservation"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Rejected")},
        {QStringLiteral("ConversationStateUpdateEvent"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "State")},
        {QStringLiteral("SystemPromptEvent"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "System prompt")},
        {QStringLiteral("PauseEvent"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Pause")},
        {QStringLiteral("InterruptEvent"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Interrupt")},
        {QStringLiteral("Condensation"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Condensation")},
        {QStringLiteral("CondensationRequest"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Condensation")},
        {QStringLiteral("CondensationSummaryEvent"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Condensation")},
        {QStringLiteral("HookExecutionEvent"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Hook")},
        {QStringLiteral("StreamingDeltaEvent"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Streaming")},
        {QStringLiteral("TokenEvent"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "Tokens")},
        {QStringLiteral("LLMCompletionLogEvent"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "LLM log")},
        {QStringLiteral("ACPToolCallEvent"), QT_TRANSLATE_NOOP("Switchyard::EventCard", "ACP tool")},
    };
    const auto it = labels.constFind(kindName);
    if (it != labels.constEnd())
        return QCoreApplication::translate("Switchyard::EventCard", *it);
    if (kindName.startsWith(QLatin1String("Browser")))
        return Tr::tr("Browser");
    QString s = kindName;
    for (const char *suffix : {"Action", "Observation", "Event"}) {
        if (s.size() > int(qstrlen(suffix)) && s.endsWith(QLatin1String(suffix)))
            return s.chopped(int(qstrlen(suffix)));
    }
    return s;
}

QString riskText(const OpenEnum<SecurityRisk> &risk)
{
    switch (risk.value()) {
    case SecurityRisk::Low:
        return Tr::tr("Low risk");
    case SecurityRisk::Medium:
        return Tr::tr("Medium risk");
    case SecurityRisk::High:
        return Tr::tr("High risk");
    default:
        return risk.raw().isEmpty() ? Tr::tr("Unknown risk") : Tr::tr("Risk: %1").arg(risk.raw());
    }
}

QString verdictText(const SecurityVerdict &verdict)
{
    return verdictSource(verdict) + QLatin1Char(' ') + riskText(verdict.risk);
}

QString riskColor(SecurityRisk risk)
{
    switch (risk) {
    case SecurityRisk::Low:
        return kGreen;
    case SecurityRisk::Medium:
        return kOrange;
    case SecurityRisk::High:
        return kRed;
    default:
        return grey();
    }
}

QString editedPath(const Event &event)
{
    if (const auto *a = std::get_if<ActionPayload>(&event.payload)) {
        if (!a->path.isEmpty())
            return a->path;
        if (!a->patch.isEmpty()) {
            for (const QString &line : a->patch.split(QLatin1Char('\n'))) {
                for (const char *prefix : {"*** Update File: ", "*** Add File: ", "+++ b/", "+++ "}) {
                    if (line.startsWith(QLatin1String(prefix)))
                        return line.mid(int(qstrlen(prefix))).trimmed();
                }
            }
        }
    } else if (const auto *o = std::get_if<ObservationPayload>(&event.payload)) {
        return o->path;
    }
    return {};
}

namespace {

QString messageCard(const Event &event, const MessagePayload &m, const Options &options)
{
    const bool user = event.source.value() == EventSource::User;
    QString extra;
    if (!m.sender.isEmpty())
        extra +=
            QStringLiteral("<span style=\"color:%1;\">%2</span>").arg(grey(), esc(Tr::tr("from %1").arg(m.sender)));
    QString out = header(user ? Tr::tr("You") : Tr::tr("Agent"), event, extra);
    out += thinkingBlock(m.reasoningContent, options);
    out += markdown(m.text);
    if (!m.imageUrls.isEmpty())
        out += QStringLiteral("<p style=\"color:%1;\">%2</p>")
                   .arg(grey(),
                        esc(QCoreApplication::translate("Switchyard::EventCard", "%n image(s) attached", nullptr,
                                                        int(m.imageUrls.size()))));
    if (!m.activatedSkills.isEmpty())
        out += QStringLiteral("<p style=\"color:%1;\">%2</p>")
                   .arg(grey(), esc(Tr::tr("Skills: %1").arg(m.activatedSkills.join(QStringLiteral(", ")))));
    return out;
}

/// A result shown on its own (its action is not loaded, or results are listed separately); `action`
/// is its action when known (a terminal command is repeated above the output).
QString resultCard(const Event &event, const std::optional<Event> &action, const Options &options, Images *resources)
{
    QString kind = event.kind;
    if (const auto *o = std::get_if<ObservationPayload>(&event.payload); o && !o->observationKind.isEmpty())
        kind = o->observationKind;
    QString out = header(kindLabel(kind), event);
    if (action) {
        if (const auto *ra = std::get_if<ActionPayload>(&action->payload);
            ra && !ra->command.isEmpty() && isTerminal(ra->actionKind))
            out += section(Tr::tr("Command")) + codeBox(QStringLiteral("$ ") + ra->command, true);
    }
    return out + resultPart(event, options, resources);
}

QString errorCard(const Event &event, const ErrorPayload &e)
{
    QString out = header(kindLabel(event.kind), event, badge(Tr::tr("error"), kRed));
    out += errorBox(e.code.isEmpty() ? Tr::tr("Error") : e.code, e.detail);
    if (!e.classificationKind.isEmpty())
        out += QStringLiteral("<p style=\"color:%1;\">%2</p>")
                   .arg(grey(), esc(Tr::tr("Classified as %1").arg(e.classificationKind)));
    return out;
}

QString usageTable(const StateUpdatePayload &s)
{
    QString out = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\"><tr><th align=\"left\">%1</th><th>%2</th>"
                                 "<th>%3</th><th>%4</th></tr>")
                      .arg(esc(Tr::tr("Usage")), esc(Tr::tr("Prompt")), esc(Tr::tr("Completion")), esc(Tr::tr("Cost")));
    for (auto it = s.usageToMetrics.cbegin(); it != s.usageToMetrics.cend(); ++it) {
        const auto &tok = it->accumulatedTokenUsage;
        out += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td>"
                              "<td align=\"right\">$%4</td></tr>")
                   .arg(esc(it.key()))
                   .arg(tok ? tok->promptTokens : 0)
                   .arg(tok ? tok->completionTokens : 0)
                   .arg(it->accumulatedCost, 0, 'f', 4);
    }
    return out + QStringLiteral("</table>");
}

QString stateUpdateCard(const Event &event, const StateUpdatePayload &s, const Options &options)
{
    QString out = header(Tr::tr("State update"), event);
    if (!s.executionStatus.isAbsent())
        return out
            + QStringLiteral("<p><code>%1</code> \u2192 <b>%2</b></p>")
                  .arg(esc(s.key), esc(executionStatusName(s.executionStatus)));
    if (!s.usageToMetrics.isEmpty())
        return out + usageTable(s);
    out += QStringLiteral("<p><code>%1</code></p>").arg(esc(s.key));
    if (!s.valueJson.isEmpty())
        out += codeBox(EventText::prettyJson(s.valueJson), options.expandOutput);
    return out;
}

QString condensationCard(const Event &event, const CondensationPayload &c)
{
    QString out = header(Tr::tr("Condensation"), event);
    out +=
        QStringLiteral("<p>%1</p>")
            .arg(esc(QCoreApplication::translate("Switchyard::EventCard", "%n earlier event(s) forgotten by the agent",
                                                 nullptr, int(c.forgottenEventIds.size()))));
    if (!c.summary.isEmpty())
        out += section(Tr::tr("Summary")) + markdown(c.summary);
    return out;
}

QString hookCard(const Event &event, const HookExecutionPayload &h, const Options &options)
{
    QString extra = h.blocked ? badge(Tr::tr("blocked"), kRed)
                              : (h.success ? badge(Tr::tr("ok"), kGreen) : badge(Tr::tr("failed"), kRed));
    if (h.exitCode)
        extra += QStringLiteral(" ") + badge(Tr::tr("exit %1").arg(*h.exitCode), *h.exitCode == 0 ? kGreen : kRed);
    QString out = header(Tr::tr("Hook %1").arg(h.hookEventType), event, extra);
    if (!h.toolName.isEmpty())
        out += QStringLiteral("<p>%1</p>").arg(esc(Tr::tr("Tool: %1").arg(h.toolName)));
    out += section(Tr::tr("Command")) + codeBox(h.hookCommand, true);
    if (!h.reason.isEmpty())
        out += QStringLiteral("<p>%1</p>").arg(esc(Tr::tr("Reason: %1").arg(h.reason)));
    if (!h.error.isEmpty())
        out += errorBox(Tr::tr("Hook error"), h.error);
    if (!h.stdoutText.isEmpty())
        out += section(Tr::tr("stdout")) + codeBox(h.stdoutText, options.expandOutput);
    if (!h.stderrText.isEmpty())
        out += section(Tr::tr("stderr")) + codeBox(h.stderrText, options.expandOutput, kRed);
    return out;
}

QString streamingCard(const Event &event, const StreamingDeltaPayload &d, const Options &options)
{
    QString out =
        header(Tr::tr("Streaming reply"), event,
               esc(QCoreApplication::translate("Switchyard::EventCard", "%n delta(s)", nullptr, options.mergedCount)));
    out += markdown(options.mergedText.isEmpty() ? d.content : options.mergedText);
    return out + thinkingBlock(d.reasoningContent, options);
}

QString systemPromptCard(const Event &event, const SystemPromptPayload &sp, const Options &options)
{
    QString out = header(Tr::tr("System prompt"), event);
    if (!sp.toolNames.isEmpty())
        out += QStringLiteral("<p>%1</p>").arg(esc(Tr::tr("Tools: %1").arg(sp.toolNames.join(QStringLiteral(", ")))));
    return out + codeBox(sp.systemPrompt, options.expandOutput);
}

/// Kinds without fields of their own, and unknown kinds: the kind and the JSON.
QString otherCard(const Event &event, const Options &options)
{
    const bool known = eventKindOf(event.kind) != EventKind::Unknown;
    return header(known ? kindLabel(event.kind) : event.kind, event,
                  known ? QString() : badge(Tr::tr("unknown kind"), grey()))
        + rawJson(event, options);
}

} // namespace

QString html(const Event &event, const std::optional<Event> &result, const Options &options, Images *resources)
{
    if (const auto *m = std::get_if<MessagePayload>(&event.payload))
        return messageCard(event, *m, options);
    if (const auto *a = std::get_if<ActionPayload>(&event.payload))
        return actionCard(event, *a, result, options, resources);
    if (std::holds_alternative<ObservationPayload>(event.payload)
        || std::holds_alternative<AgentErrorPayload>(event.payload)
        || std::holds_alternative<UserRejectPayload>(event.payload))
        return resultCard(event, result, options, resources);
    if (const auto *e = std::get_if<ErrorPayload>(&event.payload))
        return errorCard(event, *e);
    if (const auto *s = std::get_if<StateUpdatePayload>(&event.payload))
        return stateUpdateCard(event, *s, options);
    if (const auto *c = std::get_if<CondensationPayload>(&event.payload))
        return condensationCard(event, *c);
    if (const auto *h = std::get_if<HookExecutionPayload>(&event.payload))
        return hookCard(event, *h, options);
    if (const auto *d = std::get_if<StreamingDeltaPayload>(&event.payload))
        return streamingCard(event, *d, options);
    if (const auto *sp = std::get_if<SystemPromptPayload>(&event.payload))
        return systemPromptCard(event, *sp, options);
    if (const auto *q = std::get_if<AskUserRequestPayload>(&event.payload))
        return header(Tr::tr("Question"), event) + AskUserCard::requestBody(*q);
    if (const auto *r = std::get_if<AskUserResponsePayload>(&event.payload))
        return header(Tr::tr("Answer"), event)
            + AskUserCard::responseBody(*r, event.source.value() == EventSource::Environment);
    return otherCard(event, options);
}

} // namespace Switchyard::EventCard
