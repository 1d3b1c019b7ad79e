// SPDX-License-Identifier: GPL-3.0-or-later
// The compare view's pure parts (issue 30 part B): files rebuilt from file-edit events (the
// observation's content, a create, a str_replace and an insert applied to what is known, unknown
// said as unknown, a failed edit changing nothing), the tables, and the Markdown / HTML exports:
// untrusted text escaped (never markup, never a link), secrets redacted (a sentinel key and a
// registered secret never in the output).
#include "models/api/redaction.h"
#include "models/compare/compareexport.h"
#include "models/compare/comparetable.h"
#include "models/compare/runfiles.h"

#include <QTest>

using namespace Switchyard;

namespace {

const QString kSentinel = QStringLiteral("sk-oh-SENTINEL-7f3a9c-never-in-exports");
const QString kRegistered = QStringLiteral("registered-secret-6b2e11");

Event action(const QString &call, const QString &command, const QString &path, const QString &a = {},
             const QString &b = {}, std::optional<int> line = std::nullopt)
{
    ActionPayload p;
    p.actionKind = QStringLiteral("FileEditorAction");
    p.toolCallId = call;
    p.command = command;
    p.path = path;
    if (command == QLatin1String("create"))
        p.fileText = a;
    p.oldStr = command == QLatin1String("str_replace") ? a : QString();
    p.newStr = b;
    p.insertLine = line;
    Event e;
    e.kind = QStringLiteral("ActionEvent");
    e.payload = p;
    return e;
}

Event observation(const QString &call, const QString &path, bool error = false,
                  std::optional<QString> oldContent = std::nullopt, std::optional<QString> newContent = std::nullopt)
{
    ObservationPayload p;
    p.observationKind = QStringLiteral("FileEditorObservation");
    p.toolCallId = call;
    p.path = path;
    p.isError = error;
    p.oldContent = oldContent;
    p.newContent = newContent;
    p.prevExist = oldContent.has_value();
    Event e;
    e.kind = QStringLiteral("ObservationEvent");
    e.payload = p;
    return e;
}

RunSummary hostileRun()
{
    RunSummary r;
    r.source.title = QStringLiteral("<script>alert(1)</script> [click](http://evil.example/x) | pipe");
    r.source.conversationId = QStringLiteral("0123456789abcdef0123456789abcdef");
    r.source.model = QStringLiteral("model `x` *bold*");
    r.events = 12;
    r.turns = 1;
    r.errors = 1;
    r.lastError = QStringLiteral("auth failed with key ") + kSentinel;
    r.finishMessage = QStringLiteral("done <img src=http://evil.example/p.png> and ") + kRegistered;
    r.turnList.append(RunTurn{0, QStringLiteral("use token ") + kSentinel + QStringLiteral(" ![x](http://evil/i)"), 2,
                              1, QStringLiteral("<b>ok</b>")});
    RunFile f;
    f.path = QStringLiteral("/workspace/<evil>.py");
    f.originalKnown = f.resultKnown = true;
    f.added = 3;
    f.removed = 1;
    r.files.append(f);
    return r;
}

} // namespace

class TestCompareExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { Api::Redaction::registerSecret(kRegistered); }

    void rebuildsFilesFromEdits()
    {
        RunFileTracker t;
        const QString created = QStringLiteral("/w/new.py");
        const QString known = QStringLiteral("/w/known.py");
        const QString blind = QStringLiteral("/w/blind.py");
        // A create, then a str_replace and an insert whose observations carry no content.
        t.add(action(QStringLiteral("c1"), QStringLiteral("create"), created, QStringLiteral("a\nb\nc\n")));
        t.add(observation(QStringLiteral("c1"), created));
        t.add(action(QStringLiteral("c2"), QStringLiteral("str_replace"), created, QStringLiteral("b"),
                     QStringLiteral("B")));
        t.add(observation(QStringLiteral("c2"), created));
        t.add(action(QStringLiteral("c3"), QStringLiteral("insert"), created, {}, QStringLiteral("top"), 0));
        t.add(observation(QStringLiteral("c3"), created));
        // A failed edit changes nothing.
        t.add(action(QStringLiteral("c4"), QStringLiteral("str_replace"), created, QStringLiteral("a"),
                     QStringLiteral("ZZZ")));
        t.add(observation(QStringLiteral("c4"), created, true));
        // The observation's content is the authority.
        t.add(action(QStringLiteral("k1"), QStringLiteral("str_replace"), known, QStringLiteral("x"),
                     QStringLiteral("y")));
        t.add(observation(QStringLiteral("k1"), known, false, QStringLiteral("x = 1\n"), QStringLiteral("y = 1\n")));
        // A replace on a file never seen: its content stays unknown.
        t.add(action(QStringLiteral("b1"), QStringLiteral("str_replace"), blind, QStringLiteral("p"),
                     QStringLiteral("q")));
        t.add(observation(QStringLiteral("b1"), blind));
        const QList<RunFile> files = t.take();
        QCOMPARE(files.size(), 3);
        QCOMPARE(files.at(0).path, created);
        QVERIFY(files.at(0).created);
        QVERIFY(files.at(0).contentKnown());
        QCOMPARE(files.at(0).original, QString());
        QCOMPARE(files.at(0).result, QStringLiteral("top\na\nB\nc\n"));
        QCOMPARE(files.at(0).added, 4);
        QCOMPARE(files.at(0).removed, 0);
        QCOMPARE(files.at(0).edits, 3);
        QCOMPARE(files.at(1).path, known);
        QVERIFY(!files.at(1).created);
        QCOMPARE(files.at(1).result, QStringLiteral("y = 1\n"));
        QCOMPARE(files.at(1).added, 1);
        QCOMPARE(files.at(1).removed, 1);
        QCOMPARE(files.at(2).path, blind);
        QVERIFY(!files.at(2).contentKnown());
        QCOMPARE(files.at(2).added, -1);
        QCOMPARE(CompareTables::files({RunSummary{}}).rows.size(), 0);
    }

    void tablesMarkWhatDiffers()
    {
        RunSummary a;
        a.source.title = QStringLiteral("A");
        a.turns = 2;
        a.actionsByKind = {{QStringLiteral("TerminalAction"), 3}};
        RunSummary b = a;
        b.source.title = QStringLiteral("B");
        b.actionsByKind = {{QStringLiteral("TerminalAction"), 1}, {QStringLiteral("FileEditorAction"), 2}};
        const CompareTable t = CompareTables::summary({a, b});
        const auto row = [&t](const QString &key) {
            for (const CompareRow &r : t.rows) {
                if (r.key == key)
                    return r;
            }
            return CompareRow{};
        };
        QVERIFY(!row(QStringLiteral("turns")).differs);
        QVERIFY(row(QStringLiteral("kind:TerminalAction")).differs);
        QCOMPARE(row(QStringLiteral("kind:FileEditorAction")).cells,
                 (QStringList{QStringLiteral("0"), QStringLiteral("2")}));
        QCOMPARE(t.runHeaders.size(), 2);
        QCOMPARE(CompareTables::durationText(125000), QStringLiteral("2 min 05 s"));
    }

    void htmlIsEscapedAndRedacted()
    {
        const QString html = QString::fromUtf8(CompareExport::html({hostileRun(), hostileRun()}, QStringLiteral("T")));
        QVERIFY(!html.contains(kSentinel));
        QVERIFY(!html.contains(kRegistered));
        QVERIFY(!html.contains(QLatin1String("<script")));
        QVERIFY(!html.contains(QLatin1String("<img")));
        QVERIFY(!html.contains(QLatin1String("<b>ok")));
        QVERIFY(!html.contains(QLatin1String("<evil>")));
        QVERIFY(html.contains(QLatin1String("&lt;script&gt;")));
        QVERIFY(html.contains(QLatin1String("&lt;evil&gt;")));
        QVERIFY(!html.contains(QLatin1String("src=")) || !html.contains(QLatin1String("<img")));
        QVERIFY(html.contains(QLatin1String("Content-Security-Policy")));
        QVERIFY(!html.contains(QLatin1String("<a ")));
    }

    void markdownIsEscapedAndRedacted()
    {
        const QString md =
            QString::fromUtf8(CompareExport::markdown({hostileRun(), hostileRun()}, QStringLiteral("T")));
        QVERIFY(!md.contains(kSentinel));
        QVERIFY(!md.contains(kRegistered));
        QVERIFY(!md.contains(QLatin1String("<script")));
        QVERIFY(!md.contains(QLatin1String("<img")));
        QVERIFY(!md.contains(QLatin1String("[click](")));
        QVERIFY(!md.contains(QLatin1String("![x](")));
        QVERIFY(md.contains(QLatin1String("\\[click\\]\\(")));
        QVERIFY(md.contains(QLatin1String("\\| pipe")));
        // Every table line has the same number of unescaped cell separators.
        const QStringList lines = md.split(u'\n');
        for (const QString &line : lines) {
            if (!line.startsWith(u'|'))
                continue;
            int bars = 0;
            for (qsizetype i = 0; i < line.size(); ++i)
                bars += line.at(i) == u'|' && (i == 0 || line.at(i - 1) != u'\\') ? 1 : 0;
            QCOMPARE(bars, 4); // label + two runs
        }
        QCOMPARE(CompareExport::markdownCell(QStringLiteral("a\nb")), QStringLiteral("a<br>b"));
    }
};

QTEST_GUILESS_MAIN(TestCompareExport)
#include "tst_compareexport.moc"
