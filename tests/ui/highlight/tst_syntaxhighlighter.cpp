// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/highlight/highlightservice.h"
#include "ui/highlight/highlighttheme.h"
#include "ui/highlight/syntaxhighlighter.h"

#include <QElapsedTimer>
#include <QPlainTextDocumentLayout>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

#include <memory>

using namespace Switchyard;

namespace {

struct Doc
{
    std::unique_ptr<QTextDocument> doc;
    SyntaxHighlighter *hl = nullptr;
};

Doc highlighted(const QString &fileName, const QString &text)
{
    Doc d;
    d.doc = std::make_unique<QTextDocument>();
    d.doc->setDocumentLayout(new QPlainTextDocumentLayout(d.doc.get()));
    d.doc->setPlainText(text);
    d.hl = SyntaxHighlighter::create(d.doc.get(), fileName);
    // Generous: sanitizer builds on a loaded machine are slow.
    QElapsedTimer clock;
    clock.start();
    while (!d.hl->isFinished() && clock.elapsed() < 180000)
        QTest::qWait(10);
    return d;
}

/// The element over [from, from + length) of line `line`, or "mixed".
QString elementOver(const QTextDocument &doc, int line, int from, int length)
{
    const QTextBlock b = doc.findBlockByNumber(line);
    const QString first = SyntaxHighlighter::elementAt(b, from);
    for (int i = from + 1; i < from + length; ++i)
        if (SyntaxHighlighter::elementAt(b, i) != first)
            return QStringLiteral("mixed");
    return first;
}

int col(const QTextDocument &doc, int line, const QString &needle)
{
    return static_cast<int>(doc.findBlockByNumber(line).text().indexOf(needle));
}

} // namespace

class TestSyntaxHighlighter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qInfo() << "engine:" << SyntaxHighlighter::engineName();
    }

    void languages_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<bool>("known");
        QTest::newRow("cpp") << QStringLiteral("src/main.cpp") << true;
        QTest::newRow("python") << QStringLiteral("/workspace/project/app.py") << true;
        QTest::newRow("go") << QStringLiteral("main.go") << true;
        QTest::newRow("rust") << QStringLiteral("lib.rs") << true;
        QTest::newRow("json") << QStringLiteral("package.json") << true;
        QTest::newRow("shell") << QStringLiteral("run.sh") << true;
        QTest::newRow("diff") << QStringLiteral("fix.patch") << true;
        QTest::newRow("upper case") << QStringLiteral("MAIN.C") << true;
        QTest::newRow("unknown") << QStringLiteral("data.unknownext") << false;
    }

    void languages()
    {
        QFETCH(QString, fileName);
        QFETCH(bool, known);
        QCOMPARE(!HighlightService::languageForFileName(fileName).isEmpty(), known);
    }

    void goMultiLineComment()
    {
        const QString text = QStringLiteral("package main\n"
                                            "/* a comment\n"
                                            "func inside() comment\n"
                                            "end */\n"
                                            "func main() {\n"
                                            "\tvar x = 42 // trailing\n"
                                            "}\n");
        Doc d = highlighted(QStringLiteral("main.go"), text);
        const QTextDocument &doc = *d.doc;
        QCOMPARE(elementOver(doc, 0, 0, 7), QStringLiteral("keyword"));
        QCOMPARE(elementOver(doc, 1, 0, 12), QStringLiteral("comment"));
        QCOMPARE(elementOver(doc, 2, 0, 21), QStringLiteral("comment")); // `func` is not a keyword here
        QCOMPARE(elementOver(doc, 3, 0, 6), QStringLiteral("comment"));
        QCOMPARE(elementOver(doc, 4, 0, 4), QStringLiteral("keyword"));
        QCOMPARE(elementOver(doc, 5, col(doc, 5, QStringLiteral("var")), 3), QStringLiteral("keyword"));
        QCOMPARE(elementOver(doc, 5, col(doc, 5, QStringLiteral("42")), 2), QStringLiteral("number"));
        QCOMPARE(elementOver(doc, 5, col(doc, 5, QStringLiteral("// trailing")), 11), QStringLiteral("comment"));
    }

    void cppPreprocAndComment()
    {
        const QString text = QStringLiteral("#include <vector>\n"
                                            "/*\n"
                                            " int notCode = 1;\n"
                                            "*/\n"
                                            "int main() { return 0; }\n");
        Doc d = highlighted(QStringLiteral("x.cpp"), text);
        const QTextDocument &doc = *d.doc;
        QCOMPARE(elementOver(doc, 0, 0, 8), QStringLiteral("preproc"));
        QCOMPARE(elementOver(doc, 0, 9, 8), QStringLiteral("string"));
        QCOMPARE(elementOver(doc, 2, 1, 15), QStringLiteral("comment"));
        QCOMPARE(elementOver(doc, 4, 0, 3), QStringLiteral("type"));
        QCOMPARE(elementOver(doc, 4, col(doc, 4, QStringLiteral("return")), 6), QStringLiteral("keyword"));
    }

    void pythonMultiLineString()
    {
        const QString text = QStringLiteral("x = \"\"\"start\n"
                                            "def inside(): return\n"
                                            "end\"\"\"\n"
                                            "def real():\n"
                                            "    return 1  # done\n");
        Doc d = highlighted(QStringLiteral("a.py"), text);
        const QTextDocument &doc = *d.doc;
        QCOMPARE(elementOver(doc, 1, 0, 20), QStringLiteral("string"));
        QCOMPARE(elementOver(doc, 2, 0, 6), QStringLiteral("string"));
        QCOMPARE(elementOver(doc, 3, 0, 3), QStringLiteral("keyword"));
        QCOMPARE(elementOver(doc, 4, 4, 6), QStringLiteral("keyword"));
        QCOMPARE(elementOver(doc, 4, col(doc, 4, QStringLiteral("# done")), 6), QStringLiteral("comment"));
    }

    void nonAsciiOffsets()
    {
        const QString text = QString::fromUtf8("const char *s = \"héllo 日本 😀\"; int x = 1; // ümläut\n");
        Doc d = highlighted(QStringLiteral("u.cpp"), text);
        const QTextDocument &doc = *d.doc;
        const int q = col(doc, 0, QStringLiteral("\""));
        const int qEnd = static_cast<int>(doc.firstBlock().text().indexOf(QLatin1Char('"'), q + 1));
        QCOMPARE(elementOver(doc, 0, q, qEnd - q + 1), QStringLiteral("string"));
        QCOMPARE(elementOver(doc, 0, col(doc, 0, QStringLiteral("int")), 3), QStringLiteral("type"));
        const int c = col(doc, 0, QStringLiteral("//"));
        QCOMPARE(elementOver(doc, 0, c, doc.firstBlock().text().size() - c), QStringLiteral("comment"));
    }

    void jsonAndDiff()
    {
        Doc j = highlighted(QStringLiteral("p.json"), QStringLiteral("{\n  \"name\": \"x\",\n  \"n\": 12\n}\n"));
        QCOMPARE(elementOver(*j.doc, 2, col(*j.doc, 2, QStringLiteral("12")), 2), QStringLiteral("number"));
        Doc p = highlighted(QStringLiteral("f.diff"), QStringLiteral("--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new\n"));
        QCOMPARE(elementOver(*p.doc, 3, 0, 4), QStringLiteral("oldfile"));
        QCOMPARE(elementOver(*p.doc, 4, 0, 4), QStringLiteral("newfile"));
    }

    void unknownLanguageIsPlain()
    {
        Doc d = highlighted(QStringLiteral("x.unknownext"), QStringLiteral("int x = 1;\n"));
        QVERIFY(d.hl->isFinished());
        QVERIFY(d.doc->firstBlock().layout()->formats().isEmpty());
    }

    void themeFollowsPalette()
    {
        Doc d = highlighted(QStringLiteral("x.cpp"), QStringLiteral("int main() { return 0; }\n"));
        const QTextBlock b = d.doc->firstBlock();
        const QColor light = b.layout()->formats().constFirst().format.foreground().color();
        QSignalSpy spy(d.hl, &SyntaxHighlighter::highlightingFinished);
        QPalette dark;
        dark.setColor(QPalette::Base, Qt::black);
        d.hl->followPalette(dark);
        QVERIFY(d.hl->theme().isDark());
        QVERIFY(spy.wait(60000));
        const QColor darkColor = d.doc->firstBlock().layout()->formats().constFirst().format.foreground().color();
        QVERIFY(light != darkColor);
        QVERIFY(HighlightTheme::forPalette(dark).isDark());
        QPalette white;
        white.setColor(QPalette::Base, Qt::white);
        QVERIFY(!HighlightTheme::forPalette(white).isDark());
    }

    void largeDocumentAndEdit()
    {
        QString text;
        for (int i = 0; i < 20000; ++i)
            text += QStringLiteral("int value%1 = %1; // line\n").arg(i);
        Doc d = highlighted(QStringLiteral("big.cpp"), text);
        QVERIFY(d.hl->isFinished());
        QCOMPARE(elementOver(*d.doc, 19999, 0, 3), QStringLiteral("type"));
        QCOMPARE(elementOver(*d.doc, 10000, col(*d.doc, 10000, QStringLiteral("//")), 7), QStringLiteral("comment"));
        // An edit re-highlights: opening a comment on line 0 turns it into a comment.
        QSignalSpy spy(d.hl, &SyntaxHighlighter::highlightingFinished);
        QTextCursor cursor(d.doc.get());
        cursor.insertText(QStringLiteral("/* "));
        QVERIFY(spy.wait(180000));
        QCOMPARE(elementOver(*d.doc, 5, 0, 3), QStringLiteral("comment"));
    }
};

QTEST_MAIN(TestSyntaxHighlighter)
#include "tst_syntaxhighlighter.moc"
