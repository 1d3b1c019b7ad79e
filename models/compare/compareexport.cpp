// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/compare/compareexport.h"

#include "models/api/redaction.h"
#include "models/compare/comparetable.h"

#include <QCoreApplication>
#include <QDateTime>

namespace Switchyard::CompareExport {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::CompareExport)
};

QString redact(const QString &text)
{
    return Api::Redaction::redactText(text);
}

QString htmlText(const QString &text)
{
    return redact(text).toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"));
}

void markdownTable(QString *out, const CompareTable &t)
{
    *out += u'|' + markdownCell(t.labelHeader);
    for (const QString &h : t.runHeaders)
        *out += u'|' + markdownCell(h);
    *out += QStringLiteral("|\n|");
    for (qsizetype i = 0; i <= t.runHeaders.size(); ++i)
        *out += QStringLiteral("---|");
    *out += u'\n';
    for (const CompareRow &r : t.rows) {
        const QString label = r.section ? QStringLiteral("**") + markdownCell(r.label) + QStringLiteral("**")
                                        : markdownCell(r.label.trimmed());
        *out += u'|' + (r.differs ? label + QStringLiteral(" \u2260") : label);
        for (const QString &c : r.cells)
            *out += u'|' + markdownCell(c);
        *out += QStringLiteral("|\n");
    }
}

void htmlTable(QString *out, const CompareTable &t)
{
    *out += QStringLiteral("<table>\n<tr><th>") + htmlText(t.labelHeader) + QStringLiteral("</th>");
    for (const QString &h : t.runHeaders)
        *out += QStringLiteral("<th>") + htmlText(h) + QStringLiteral("</th>");
    *out += QStringLiteral("</tr>\n");
    for (const CompareRow &r : t.rows) {
        if (r.section) {
            *out += QStringLiteral("<tr class=\"section\"><th colspan=\"%1\">").arg(t.runHeaders.size() + 1)
                + htmlText(r.label) + QStringLiteral("</th></tr>\n");
            continue;
        }
        *out += r.differs ? QStringLiteral("<tr class=\"differs\">") : QStringLiteral("<tr>");
        *out += QStringLiteral("<th>") + htmlText(r.label.trimmed()) + QStringLiteral("</th>");
        for (const QString &c : r.cells)
            *out += QStringLiteral("<td>") + htmlText(c) + QStringLiteral("</td>");
        *out += QStringLiteral("</tr>\n");
    }
    *out += QStringLiteral("</table>\n");
}

QString generatedLine()
{
    return Tr::tr("Compared with Switchyard on %1.")
        .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")));
}

} // namespace

QString markdownCell(const QString &text)
{
    QString s = redact(text).toHtmlEscaped();
    QString out;
    out.reserve(s.size() + 8);
    for (const QChar c : s) {
        switch (c.unicode()) {
        case u'\\':
        case u'`':
        case u'*':
        case u'_':
        case u'[':
        case u']':
        case u'(':
        case u')':
        case u'#':
        case u'!':
        case u'|':
        case u'~':
        case u'{':
        case u'}':
            out += u'\\';
            out += c;
            break;
        case u'\r':
            break;
        case u'\n':
            out += QStringLiteral("<br>");
            break;
        default:
            out += c;
        }
    }
    return out;
}

QByteArray markdown(const QList<RunSummary> &runs, const QString &title)
{
    QString out =
        QStringLiteral("# ") + markdownCell(title) + QStringLiteral("\n\n") + generatedLine() + QStringLiteral("\n\n");
    for (int i = 0; i < runs.size(); ++i) {
        const RunSource &s = runs.at(i).source;
        out += QStringLiteral("- **%1**: ").arg(CompareTables::runLetter(i)) + markdownCell(s.title)
            + QStringLiteral(" (") + markdownCell(s.kindText()) + QStringLiteral(", `") + markdownCell(s.conversationId)
            + QStringLiteral("`)\n");
    }
    out += QStringLiteral("\n## ") + markdownCell(Tr::tr("Summary")) + QStringLiteral("\n\n");
    markdownTable(&out, CompareTables::summary(runs));
    const CompareTable files = CompareTables::files(runs);
    out += QStringLiteral("\n## ") + markdownCell(Tr::tr("Files")) + QStringLiteral("\n\n");
    if (files.rows.isEmpty())
        out += markdownCell(Tr::tr("No run changed a file.")) + u'\n';
    else
        markdownTable(&out, files);
    out += QStringLiteral("\n## ") + markdownCell(Tr::tr("Turns")) + QStringLiteral("\n\n");
    markdownTable(&out, CompareTables::turns(runs));
    return out.toUtf8();
}

QByteArray html(const QList<RunSummary> &runs, const QString &title)
{
    QString body = QStringLiteral("<h1>") + htmlText(title) + QStringLiteral("</h1>\n<p class=\"when\">")
        + htmlText(generatedLine()) + QStringLiteral("</p>\n<ul>\n");
    for (int i = 0; i < runs.size(); ++i) {
        const RunSource &s = runs.at(i).source;
        body += QStringLiteral("<li><b>%1</b>: ").arg(CompareTables::runLetter(i)) + htmlText(s.title)
            + QStringLiteral(" (") + htmlText(s.kindText()) + QStringLiteral(", <code>") + htmlText(s.conversationId)
            + QStringLiteral("</code>)</li>\n");
    }
    body += QStringLiteral("</ul>\n<h2>") + htmlText(Tr::tr("Summary")) + QStringLiteral("</h2>\n");
    htmlTable(&body, CompareTables::summary(runs));
    body += QStringLiteral("<h2>") + htmlText(Tr::tr("Files")) + QStringLiteral("</h2>\n");
    const CompareTable files = CompareTables::files(runs);
    if (files.rows.isEmpty())
        body += QStringLiteral("<p>") + htmlText(Tr::tr("No run changed a file.")) + QStringLiteral("</p>\n");
    else
        htmlTable(&body, files);
    body += QStringLiteral("<h2>") + htmlText(Tr::tr("Turns")) + QStringLiteral("</h2>\n");
    htmlTable(&body, CompareTables::turns(runs));
    const QString page = QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
                                        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                                        "style-src 'unsafe-inline'\">\n<title>")
        + htmlText(title)
        + QStringLiteral("</title>\n<style>\nbody{font-family:sans-serif;margin:2em;color:#222}\n"
                         "table{border-collapse:collapse;margin-bottom:1.5em}\n"
                         "th,td{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}\n"
                         "tr.section th{background:#eef1f5}\ntr.differs td{background:#fff7e0}\n"
                         ".when{color:#666}\n</style></head><body>\n")
        + body + QStringLiteral("</body></html>\n");
    return page.toUtf8();
}

} // namespace Switchyard::CompareExport
