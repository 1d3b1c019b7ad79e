// SPDX-License-Identifier: GPL-3.0-or-later
// Review comments' anchors (issue 30 part A): made from lines of a text, found again by content
// after a re-diff, outdated (kept, placed by their context) when the quoted lines changed; and the
// one message a review sends.
#include "models/review/reviewanchor.h"
#include "models/review/reviewmessage.h"

#include <QTest>

using namespace Switchyard;

namespace {

SplitText textOf(const QStringList &lines)
{
    return SplitText::split(lines.join(QLatin1Char('\n')) + QLatin1Char('\n'));
}

QStringList numbered(int count)
{
    QStringList out;
    for (int i = 1; i <= count; ++i)
        out.append(QStringLiteral("line %1").arg(i));
    return out;
}

} // namespace

class TestReviewAnchor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void makeQuotesLinesAndContext()
    {
        const ReviewAnchor a = ReviewAnchors::make(QStringLiteral("src/a.cpp"), ReviewAnchor::Side::New,
                                                   textOf(numbered(20)), 5, 6, QStringLiteral("HEAD"));
        QCOMPARE(a.startLine, 5);
        QCOMPARE(a.endLine, 6);
        QCOMPARE(a.quoted, QStringList({QStringLiteral("line 5"), QStringLiteral("line 6")}));
        QCOMPARE(a.before, QStringList({QStringLiteral("line 2"), QStringLiteral("line 3"), QStringLiteral("line 4")}));
        QCOMPARE(a.after, QStringList({QStringLiteral("line 7"), QStringLiteral("line 8"), QStringLiteral("line 9")}));
        QCOMPARE(a.base, QStringLiteral("HEAD"));
        // Reversed and out-of-range ranges are clamped.
        const ReviewAnchor b =
            ReviewAnchors::make(QStringLiteral("b"), ReviewAnchor::Side::Old, textOf(numbered(3)), 9, 2);
        QCOMPARE(b.startLine, 2);
        QCOMPARE(b.endLine, 3);
        QCOMPARE(b.after, QStringList());
    }

    void sameTextSamePlace()
    {
        const SplitText t = textOf(numbered(50));
        const ReviewAnchor a = ReviewAnchors::make(QStringLiteral("a"), ReviewAnchor::Side::New, t, 10, 12);
        QCOMPARE(ReviewAnchors::locate(a, t), (ReviewLocation{10, 12, false, false}));
    }

    void linesInsertedAboveMoveTheAnchor()
    {
        QStringList lines = numbered(50);
        const ReviewAnchor a = ReviewAnchors::make(QStringLiteral("a"), ReviewAnchor::Side::New, textOf(lines), 30, 31);
        lines.insert(3, QStringLiteral("inserted 1"));
        lines.insert(3, QStringLiteral("inserted 2"));
        lines.removeAt(40); // below the anchor: no effect
        QCOMPARE(ReviewAnchors::locate(a, textOf(lines)), (ReviewLocation{32, 33, false, true}));
    }

    void repeatedTextPicksTheContextThatAgrees()
    {
        // "}" appears many times: the match whose context agrees wins, not the nearest.
        QStringList lines;
        for (int f = 0; f < 10; ++f)
            lines << QStringLiteral("void f%1()").arg(f) << QStringLiteral("{") << QStringLiteral("    return;")
                  << QStringLiteral("}");
        const ReviewAnchor a = ReviewAnchors::make(QStringLiteral("a"), ReviewAnchor::Side::New, textOf(lines), 27, 28);
        QCOMPARE(a.quoted, QStringList({QStringLiteral("    return;"), QStringLiteral("}")}));
        lines.insert(0, QStringLiteral("#include <x>"));
        lines.insert(0, QStringLiteral("#include <y>"));
        lines.insert(0, QStringLiteral("#include <z>"));
        lines.insert(0, QStringLiteral("#include <w>"));
        lines.insert(0, QStringLiteral("#include <v>"));
        const ReviewLocation loc = ReviewAnchors::locate(a, textOf(lines));
        QCOMPARE(loc.startLine, 32);
        QVERIFY(!loc.outdated);
    }

    void changedLinesAreOutdatedAndPlacedByContext()
    {
        QStringList lines = numbered(40);
        const ReviewAnchor a = ReviewAnchors::make(QStringLiteral("a"), ReviewAnchor::Side::New, textOf(lines), 20, 21);
        lines[20] = QStringLiteral("line 21 // fixed");
        lines.insert(0, QStringLiteral("header"));
        const ReviewLocation loc = ReviewAnchors::locate(a, textOf(lines));
        QVERIFY(loc.outdated);
        QCOMPARE(loc.startLine, 21); // after its "before" context, which moved down by one
        QCOMPARE(loc.endLine, 22);
        // The anchor keeps its original code.
        QCOMPARE(a.quoted, QStringList({QStringLiteral("line 20"), QStringLiteral("line 21")}));
    }

    void editedLineWithCopiesElsewhereIsOutdated()
    {
        // "    return;" and "}" are everywhere: an edited copy is not found again at another one.
        QStringList lines;
        for (int f = 0; f < 10; ++f)
            lines << QStringLiteral("void f%1()").arg(f) << QStringLiteral("{") << QStringLiteral("    return;")
                  << QStringLiteral("}");
        const ReviewAnchor a = ReviewAnchors::make(QStringLiteral("a"), ReviewAnchor::Side::New, textOf(lines), 19, 19);
        QCOMPARE(a.quoted, QStringList{QStringLiteral("    return;")});
        lines[18] = QStringLiteral("    return 42;");
        const ReviewLocation loc = ReviewAnchors::locate(a, textOf(lines));
        QVERIFY(loc.outdated);
        QCOMPARE(loc.startLine, 19);
        // Only a neighbour changed: still found where it was.
        lines[18] = QStringLiteral("    return;");
        lines[17] = QStringLiteral("{ // opened");
        lines[19] = QStringLiteral("} // closed");
        QCOMPARE(ReviewAnchors::locate(a, textOf(lines)), (ReviewLocation{19, 19, false, false}));
    }

    void removedFileIsOutdated()
    {
        const ReviewAnchor a =
            ReviewAnchors::make(QStringLiteral("a"), ReviewAnchor::Side::New, textOf(numbered(10)), 4, 4);
        const ReviewLocation loc = ReviewAnchors::locate(a, SplitText::split(QString()));
        QVERIFY(loc.outdated);
        QCOMPARE(loc.startLine, 1);
    }

    void referenceIsAPathAndRange()
    {
        const ReviewAnchor a =
            ReviewAnchors::make(QStringLiteral("src/x.py"), ReviewAnchor::Side::New, textOf(numbered(10)), 7, 7);
        QCOMPARE(ReviewAnchors::reference(a), QStringLiteral("src/x.py:L7-L7"));
    }

    void messageQuotesEachCommentInOrder()
    {
        const SplitText t = textOf(numbered(30));
        ReviewComment c1;
        c1.id = QStringLiteral("c1");
        c1.anchor = ReviewAnchors::make(QStringLiteral("b.py"), ReviewAnchor::Side::New, t, 3, 4);
        c1.body = QStringLiteral("  Rename this.  ");
        c1.createdMs = 2;
        ReviewComment c2;
        c2.id = QStringLiteral("c2");
        c2.anchor = ReviewAnchors::make(QStringLiteral("a.cpp"), ReviewAnchor::Side::New, t, 10, 10);
        c2.body = QStringLiteral("Off by one?");
        c2.createdMs = 1;
        const QString m = ReviewMessage::compose({c1, c2}, {{QStringLiteral("c1"), true}});
        const QString expected = QStringLiteral("Please address these review comments on your changes (2 comment(s)):\n"
                                                "\n"
                                                "a.cpp:L10-L10\n"
                                                "```cpp\n"
                                                "line 10\n"
                                                "```\n"
                                                "Off by one?\n"
                                                "\n"
                                                "b.py:L3-L4 (these lines changed since the comment was written)\n"
                                                "```py\n"
                                                "line 3\n"
                                                "line 4\n"
                                                "```\n"
                                                "Rename this.\n");
        QCOMPARE(m, expected);
        QVERIFY(ReviewMessage::compose({}).isEmpty());
    }

    void fenceOutgrowsBackticksInTheCode()
    {
        QCOMPARE(ReviewMessage::fenceFor({QStringLiteral("plain")}), QStringLiteral("```"));
        QCOMPARE(ReviewMessage::fenceFor({QStringLiteral("a ```` b")}), QStringLiteral("`````"));
    }
};

QTEST_GUILESS_MAIN(TestReviewAnchor)
#include "tst_reviewanchor.moc"
