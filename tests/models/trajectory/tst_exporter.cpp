// SPDX-License-Identifier: GPL-3.0-or-later
// Issue #17.9 (export part): a key with HTML- and JSON-special characters is redacted in every
// export format. Redaction runs before escaping: once escaped (`&lt;`, `\"`) the key no longer
// matches, so redacting the finished page let it through.
#include "models/api/codec.h"
#include "models/api/redaction.h"
#include "models/trajectory/exporter.h"

#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {

const QString kKey = QStringLiteral("k<e&y\"9Zq'>SECRETPART7731");

QString jsonEscaped(QString s)
{
    return s.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('"'), QStringLiteral("\\\""));
}

ExportInput inputWithKey()
{
    ExportInput in;
    in.conversation.id = QStringLiteral("aaaaaaaa000000000000000000000001");
    in.conversation.title = QStringLiteral("Title ") + kKey;
    in.conversation.selectedRepository = kKey;
    in.conversation.sessionApiKey = kKey;
    in.sourceName = QStringLiteral("t.zip");
    in.eventCount = 2;
    in.eventAt = [](qint64 i) -> Api::Result<Event> {
        const QString text = jsonEscaped(QStringLiteral("the key is ") + kKey);
        const QByteArray json = i == 0
            ? QStringLiteral(R"({"id":"e0","timestamp":"2026-08-20T14:00:00","source":"user",)"
                             R"("kind":"MessageEvent","llm_message":{"role":"user","content":)"
                             R"([{"type":"text","text":"%1"}]},"activated_skills":[]})")
                  .arg(text)
                  .toUtf8()
            : QStringLiteral(R"({"id":"e1","timestamp":"2026-08-20T14:00:01","source":"agent",)"
                             R"("kind":"ActionEvent","thought":[],"action":{"kind":"TerminalAction",)"
                             R"("command":"echo %1","is_input":false},"tool_name":"terminal",)"
                             R"("tool_call_id":"t1","llm_response_id":"r1","security_risk":"LOW",)"
                             R"("tool_call":{"id":"t1","name":"terminal","arguments":"{}","origin":"completion"}})")
                  .arg(text)
                  .toUtf8();
        return Api::Codec::parseEvent(json);
    };
    return in;
}

} // namespace

class TestExporter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void keyWithSpecialCharactersIsRedacted_data()
    {
        QTest::addColumn<int>("format");
        QTest::newRow("html") << int(Exporter::Format::Html);
        QTest::newRow("markdown") << int(Exporter::Format::Markdown);
        QTest::newRow("json-summary") << int(Exporter::Format::JsonSummary);
    }
    void keyWithSpecialCharactersIsRedacted()
    {
        QFETCH(int, format);
        const ExportInput in = inputWithKey();
        QVERIFY(in.eventAt(0).ok());
        QVERIFY(in.eventAt(1).ok());
        QByteArray out;
        switch (Exporter::Format(format)) {
        case Exporter::Format::Html:
            out = Exporter::exportHtml(in);
            break;
        case Exporter::Format::Markdown:
            out = Exporter::exportMarkdown(in);
            break;
        case Exporter::Format::JsonSummary:
            out = Exporter::exportJsonSummary(in);
            break;
        }
        QVERIFY(!out.isEmpty());
        const QString text = QString::fromUtf8(out);
        QVERIFY2(!text.contains(kKey), "the key as it is");
        QVERIFY2(!text.contains(kKey.toHtmlEscaped()), "the key HTML-escaped");
        QVERIFY2(!text.contains(jsonEscaped(kKey)), "the key JSON-escaped");
        QVERIFY2(!text.contains(QStringLiteral("SECRETPART7731")), qPrintable(text.left(4000)));
        QVERIFY(text.contains(QStringLiteral("[redacted]")));
    }

    void htmlStillEscapesEverythingElse()
    {
        ExportInput in = inputWithKey();
        in.conversation.title = QStringLiteral("<script>alert(1)</script>");
        const QString html = QString::fromUtf8(Exporter::exportHtml(in));
        QVERIFY(!html.contains(QStringLiteral("<script>")));
        QVERIFY(html.contains(QStringLiteral("&lt;script&gt;")));
    }
};

QTEST_GUILESS_MAIN(TestExporter)
#include "tst_exporter.moc"
