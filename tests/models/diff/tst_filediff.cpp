// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/diff/diffrows.h"
#include "models/diff/filediff.h"
#include "models/diff/myersdiff.h"

#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {

/// Rebuilds the new text from the old one and the changes: proves the diff is a valid edit script.
QString apply(const FileDiff &d)
{
    SplitText out;
    const SplitText &a = d.oldText();
    const SplitText &b = d.newText();
    int x = 0;
    for (const DiffChange &c : d.changes()) {
        while (x < c.oldStart) {
            out.lines.append(a.lines.at(x));
            out.crlf.push_back(a.crlf[static_cast<size_t>(x)]);
            ++x;
        }
        x += c.oldCount;
        for (int y = c.newStart; y < c.newStart + c.newCount; ++y) {
            out.lines.append(b.lines.at(y));
            out.crlf.push_back(b.crlf[static_cast<size_t>(y)]);
        }
    }
    while (x < a.lineCount()) {
        out.lines.append(a.lines.at(x));
        out.crlf.push_back(a.crlf[static_cast<size_t>(x)]);
        ++x;
    }
    out.endsWithNewline = b.endsWithNewline;
    return out.join();
}

/// Length of the longest common subsequence by dynamic programming (small inputs only).
int lcsLength(const QStringList &a, const QStringList &b)
{
    std::vector<int> prev(static_cast<size_t>(b.size() + 1), 0), cur(prev.size(), 0);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        for (qsizetype j = 1; j <= b.size(); ++j)
            cur[static_cast<size_t>(j)] = a[i - 1] == b[j - 1]
                ? prev[static_cast<size_t>(j - 1)] + 1
                : std::max(prev[static_cast<size_t>(j)], cur[static_cast<size_t>(j - 1)]);
        std::swap(prev, cur);
    }
    return prev[static_cast<size_t>(b.size())];
}

QString lines(std::initializer_list<const char *> l)
{
    QString s;
    for (const char *x : l)
        s += QString::fromUtf8(x) + QLatin1Char('\n');
    return s;
}

} // namespace

class TestFileDiff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void lineDiff_data()
    {
        QTest::addColumn<QString>("oldText");
        QTest::addColumn<QString>("newText");
        QTest::addColumn<int>("removed");
        QTest::addColumn<int>("added");
        QTest::addColumn<int>("changes");
        QTest::addColumn<QString>("unified");

        QTest::newRow("identical") << lines({"a", "b", "c"}) << lines({"a", "b", "c"}) << 0 << 0 << 0 << QString();
        QTest::newRow("both empty") << QString() << QString() << 0 << 0 << 0 << QString();
        QTest::newRow("all added") << QString() << lines({"x", "y"}) << 0 << 2 << 1
                                   << QStringLiteral("--- a\n+++ b\n@@ -0,0 +1,2 @@\n+x\n+y\n");
        QTest::newRow("all removed") << lines({"x", "y"}) << QString() << 2 << 0 << 1
                                     << QStringLiteral("--- a\n+++ b\n@@ -1,2 +0,0 @@\n-x\n-y\n");
        QTest::newRow("one line changed")
            << lines({"1", "2", "3", "4", "5", "6", "7", "8", "9"})
            << lines({"1", "2", "3", "4", "five", "6", "7", "8", "9"}) << 1 << 1 << 1
            << QStringLiteral("--- a\n+++ b\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n");
        QTest::newRow("insert in middle") << lines({"a", "b"}) << lines({"a", "x", "b"}) << 0 << 1 << 1
                                          << QStringLiteral("--- a\n+++ b\n@@ -1,2 +1,3 @@\n a\n+x\n b\n");
        QTest::newRow("crlf to lf") << QStringLiteral("a\r\nb\r\n") << QStringLiteral("a\nb\n") << 2 << 2 << 1
                                    << QStringLiteral("--- a\n+++ b\n@@ -1,2 +1,2 @@\n-a\r\n-b\r\n+a\n+b\n");
        QTest::newRow("crlf same") << QStringLiteral("a\r\nb\r\n") << QStringLiteral("a\r\nc\r\n") << 1 << 1 << 1
                                   << QStringLiteral("--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n");
        QTest::newRow("no trailing newline added")
            << QStringLiteral("a\nb") << QStringLiteral("a\nb\n") << 1 << 1 << 1
            << QStringLiteral("--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n");
        QTest::newRow("no trailing newline both")
            << QStringLiteral("a\nb") << QStringLiteral("a\nc") << 1 << 1 << 1
            << QStringLiteral("--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline "
                              "at end of file\n+c\n\\ No newline at end of file\n");
        QTest::newRow("unicode") << QString::fromUtf8("héllo\n日本語\n😀 smile\n")
                                 << QString::fromUtf8("héllo\n日本\n😀 smile\n") << 1 << 1 << 1
                                 << QString::fromUtf8(
                                        "--- a\n+++ b\n@@ -1,3 +1,3 @@\n héllo\n-日本語\n+日本\n 😀 smile\n");
        QTest::newRow("moved block") << lines({"alpha", "beta", "gamma", "delta", "one", "two"})
                                     << lines({"delta", "one", "two", "alpha", "beta", "gamma"}) << 3 << 3 << 2
                                     << QStringLiteral("--- a\n+++ b\n@@ -1,6 +1,6 @@\n-alpha\n-beta\n-gamma\n delta\n "
                                                       "one\n two\n+alpha\n+beta\n+gamma\n");
    }

    void lineDiff()
    {
        QFETCH(QString, oldText);
        QFETCH(QString, newText);
        QFETCH(int, removed);
        QFETCH(int, added);
        QFETCH(int, changes);
        QFETCH(QString, unified);
        const FileDiff d = FileDiff::compute(oldText, newText);
        QCOMPARE(d.removedCount(), removed);
        QCOMPARE(d.addedCount(), added);
        QCOMPARE(d.changes().size(), changes);
        QCOMPARE(d.isIdentical(), changes == 0);
        QCOMPARE(apply(d), newText);
        QCOMPARE(d.toUnified(QStringLiteral("a"), QStringLiteral("b")), unified);
        QCOMPARE(d.oldText().join(), oldText);
    }

    void moves()
    {
        const FileDiff d = FileDiff::compute(lines({"alpha", "beta", "gamma", "delta", "one", "two"}),
                                             lines({"delta", "one", "two", "alpha", "beta", "gamma"}));
        QVERIFY(d.hasMoves());
        QCOMPARE(d.movedTo(0), 3);
        QCOMPARE(d.movedTo(1), 4);
        QCOMPARE(d.movedTo(2), 5);
        QCOMPARE(d.movedFrom(3), 0);
        // Not a move: lines that are simply different.
        const FileDiff e = FileDiff::compute(lines({"a", "b"}), lines({"c", "d"}));
        QVERIFY(!e.hasMoves());
    }

    void lineEndingOnly()
    {
        const FileDiff d = FileDiff::compute(QStringLiteral("a\r\n"), QStringLiteral("a\n"));
        QCOMPARE(d.changes().size(), 1);
        QVERIFY(d.lineEndingOnly(0));
        QVERIFY(d.oldWordRanges(0).isEmpty());
        DiffOptions o;
        o.ignoreLineEndings = true;
        QVERIFY(FileDiff::compute(QStringLiteral("a\r\nb\r\n"), QStringLiteral("a\nb\n"), o).isIdentical());
        DiffOptions f;
        f.ignoreFinalNewline = true;
        QVERIFY(FileDiff::compute(QStringLiteral("a\nb\n"), QStringLiteral("a\nb"), f).isIdentical());
    }

    void serverDiffFixture()
    {
        // spec fixtures/workspace/git_diff_response.json: modified has its trailing newline dropped.
        const QString original = QStringLiteral("def parse(text):\n    if not text:\n        raise ValueError(\"empty "
                                                "input\")\n    return text.split(\",\")\n");
        const QString modified =
            QStringLiteral("def parse(text):\n    if not text:\n        return []\n    return text.split(\",\")");
        DiffOptions o;
        o.ignoreFinalNewline = true;
        const FileDiff d = FileDiff::compute(original, modified, o);
        QCOMPARE(d.removedCount(), 1);
        QCOMPARE(d.addedCount(), 1);
        QCOMPARE(d.changes().constFirst().oldStart, 2);
    }

    void minimal()
    {
        // Random small edits: the diff must be valid and (below the cost limit) minimal.
        QRandomGenerator rng(42);
        for (int round = 0; round < 200; ++round) {
            QStringList a, b;
            const int n = rng.bounded(0, 30);
            for (int i = 0; i < n; ++i)
                a.append(QString::number(rng.bounded(0, 6)));
            b = a;
            const int edits = rng.bounded(0, 8);
            for (int e = 0; e < edits; ++e) {
                const int op = rng.bounded(0, 3);
                if (op == 0 || b.isEmpty())
                    b.insert(rng.bounded(0, static_cast<int>(b.size()) + 1), QString::number(rng.bounded(0, 8)));
                else if (op == 1)
                    b.removeAt(rng.bounded(0, static_cast<int>(b.size())));
                else
                    b[rng.bounded(0, static_cast<int>(b.size()))] = QString::number(rng.bounded(0, 8));
            }
            const QString ta = a.isEmpty() ? QString() : a.join(QLatin1Char('\n')) + QLatin1Char('\n');
            const QString tb = b.isEmpty() ? QString() : b.join(QLatin1Char('\n')) + QLatin1Char('\n');
            const FileDiff d = FileDiff::compute(ta, tb);
            QCOMPARE(apply(d), tb);
            const int lcs = lcsLength(a, b);
            QCOMPARE(d.removedCount(), static_cast<int>(a.size()) - lcs);
            QCOMPARE(d.addedCount(), static_cast<int>(b.size()) - lcs);
            for (int i = 0; i < d.newText().lineCount(); ++i) {
                const int o = d.oldLineForNew(i);
                if (o >= 0)
                    QCOMPARE(d.oldText().lines.at(o), d.newText().lines.at(i));
            }
        }
    }

    void costLimitStillValid()
    {
        // A tiny cost limit forces the heuristic split: the script must stay valid.
        std::vector<int> a, b;
        QRandomGenerator rng(7);
        for (int i = 0; i < 2000; ++i)
            a.push_back(static_cast<int>(rng.bounded(0, 50)));
        for (int i = 0; i < 2000; ++i)
            b.push_back(static_cast<int>(rng.bounded(0, 50)));
        std::vector<char> ca, cb;
        MyersDiff::compute(a, b, ca, cb, 4);
        std::vector<int> ka, kb;
        for (size_t i = 0; i < a.size(); ++i)
            if (!ca[i])
                ka.push_back(a[i]);
        for (size_t j = 0; j < b.size(); ++j)
            if (!cb[j])
                kb.push_back(b[j]);
        QCOMPARE(ka, kb);
    }

    void wordDiff_data()
    {
        QTest::addColumn<QString>("oldLine");
        QTest::addColumn<QString>("newLine");
        QTest::addColumn<QList<WordRange>>("oldRanges");
        QTest::addColumn<QList<WordRange>>("newRanges");
        QTest::newRow("one word") << QStringLiteral("int value = 1;") << QStringLiteral("int count = 1;")
                                  << QList<WordRange>{{4, 5}} << QList<WordRange>{{4, 5}};
        QTest::newRow("appended") << QStringLiteral("foo(a)") << QStringLiteral("foo(a, b)") << QList<WordRange>{}
                                  << QList<WordRange>{{5, 3}};
        QTest::newRow("two words joined over space")
            << QStringLiteral("return a + b;") << QStringLiteral("return x y + b;") << QList<WordRange>{{7, 1}}
            << QList<WordRange>{{7, 3}};
        QTest::newRow("unicode") << QString::fromUtf8("say 😀 now") << QString::fromUtf8("say 😎 now")
                                 << QList<WordRange>{{4, 2}} << QList<WordRange>{{4, 2}};
        QTest::newRow("identical") << QStringLiteral("same") << QStringLiteral("same") << QList<WordRange>{}
                                   << QList<WordRange>{};
    }

    void wordDiff()
    {
        QFETCH(QString, oldLine);
        QFETCH(QString, newLine);
        QFETCH(QList<WordRange>, oldRanges);
        QFETCH(QList<WordRange>, newRanges);
        const WordDiff::Result r = WordDiff::compute(oldLine, newLine);
        QCOMPARE(r.oldRanges, oldRanges);
        QCOMPARE(r.newRanges, newRanges);
    }

    void wordRangesInFileDiff()
    {
        const FileDiff d =
            FileDiff::compute(lines({"keep", "int value = 1;", "tail"}), lines({"keep", "int count = 1;", "tail"}));
        QCOMPARE(d.oldWordRanges(1), (QList<WordRange>{{4, 5}}));
        QCOMPARE(d.newWordRanges(1), (QList<WordRange>{{4, 5}}));
        const QList<DiffPair> rows = d.alignedRows(0);
        QCOMPARE(rows.size(), 1);
        QVERIFY(rows.constFirst().paired);
    }

    void pairingBySimilarity()
    {
        // Two removed, three added: the unrelated added line must not be paired.
        const FileDiff d =
            FileDiff::compute(lines({"x = compute(a, b)", "y = other(c)"}),
                              lines({"x = compute(a, b, c)", "# a brand new comment", "y = other(c, d)"}));
        const QList<DiffPair> rows = d.alignedRows(0);
        int paired = 0;
        for (const DiffPair &p : rows) {
            if (p.paired) {
                ++paired;
                QVERIFY(p.newIndex != 1);
            }
        }
        QCOMPARE(paired, 2);
    }

    void hunksAndFolding()
    {
        QStringList a;
        for (int i = 0; i < 100; ++i)
            a.append(QStringLiteral("line %1").arg(i));
        QStringList b = a;
        b[10] = QStringLiteral("changed 10");
        b[80] = QStringLiteral("changed 80");
        const FileDiff d = FileDiff::compute(a.join(QLatin1Char('\n')), b.join(QLatin1Char('\n')));
        const QList<DiffHunk> hunks = d.hunks(3);
        QCOMPARE(hunks.size(), 2);
        QCOMPARE(hunks.at(0).header(), QStringLiteral("@@ -8,7 +8,7 @@"));
        QCOMPARE(d.hunks(40).size(), 1);

        const QList<DiffRow> rows = DiffRows::unified(d, 3);
        int folds = 0, hidden = 0, shown = 0;
        for (const DiffRow &r : rows) {
            if (r.type == DiffRow::Type::Fold) {
                ++folds;
                hidden += r.hiddenCount;
            } else if (r.type == DiffRow::Type::Context) {
                ++shown;
            }
        }
        QCOMPARE(folds, 3);
        QCOMPARE(hidden + shown, 98);
        // Expanding the middle fold shows its lines.
        QSet<int> expanded{14};
        const QList<DiffRow> rows2 = DiffRows::unified(d, 3, expanded);
        QCOMPARE(rows2.size(), rows.size() - 1 + 63);

        const QList<DiffRow> sbs = DiffRows::sideBySide(d, 3);
        int changeRows = 0;
        for (const DiffRow &r : sbs)
            if (r.type == DiffRow::Type::Change) {
                ++changeRows;
                QVERIFY(r.paired);
            }
        QCOMPARE(changeRows, 2);
    }

    void compactsOnBlankLines()
    {
        // Inserting a function after another one: the insertion should end with the blank line,
        // not start with the previous function's closing brace.
        const QString a = lines({"void a() {", "}", "", "void c() {", "}"});
        const QString b = lines({"void a() {", "}", "", "void b() {", "}", "", "void c() {", "}"});
        const FileDiff d = FileDiff::compute(a, b);
        QCOMPARE(d.changes().size(), 1);
        const DiffChange c = d.changes().constFirst();
        QCOMPARE(d.newText().lines.at(c.newStart), QStringLiteral("void b() {"));
        QCOMPARE(d.newText().lines.at(c.newStart + c.newCount - 1), QString());
    }
};

QTEST_GUILESS_MAIN(TestFileDiff)
#include "tst_filediff.moc"
