// SPDX-License-Identifier: GPL-3.0-or-later
// The turn outline's first line (issue 21): "Turn N" stays whole on the left and the usage
// ("9.7k tokens · $0.012") gets what is left, elided, never drawn over the title — at the narrow
// widths the column has on a 1366x768 screen and in German.
#include "ui/timeline/turnoutlinedelegate.h"

#include <QApplication>
#include <QTest>

using namespace Switchyard;

class TestTurnOutlineDelegate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QApplication::setFont(QFont(QStringLiteral("DejaVu Sans"), 9)); }

    void neverOverlaps_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("usage");
        for (int w : {40, 80, 110, 136, 160, 240, 400}) {
            QTest::addRow("en %d", w) << w << QStringLiteral("Turn 1") << QStringLiteral("9.7k tokens \u00b7 $0.012");
            QTest::addRow("de %d", w) << w << QStringLiteral("Runde 128")
                                      << QStringLiteral("\u2248 1.234,5k Tokens \u00b7 $12,34");
            QTest::addRow("no usage %d", w) << w << QStringLiteral("Turn 7") << QString();
        }
    }

    void neverOverlaps()
    {
        QFETCH(int, width);
        QFETCH(QString, title);
        QFETCH(QString, usage);
        QFont boldFont = QApplication::font();
        boldFont.setBold(true);
        const QFontMetrics bold(boldFont);
        const QFontMetrics fm(QApplication::font());
        const QRect line(8, 4, width, fm.height());
        const auto l = TurnOutlineDelegate::layout(line, bold, fm, title, usage);
        // Inside the line.
        QVERIFY(line.contains(l.title) || l.title.width() == 0);
        QVERIFY(l.usage.width() == 0 || line.contains(l.usage));
        // Apart: the usage starts after the title ends.
        if (l.usage.width() > 0)
            QVERIFY2(l.usage.left() > l.title.right(),
                     qPrintable(QStringLiteral("title %1..%2, usage from %3")
                                    .arg(l.title.left())
                                    .arg(l.title.right())
                                    .arg(l.usage.left())));
        // The texts fit their rectangles.
        QVERIFY(bold.horizontalAdvance(l.titleText) <= l.title.width() + 1);
        QVERIFY(fm.horizontalAdvance(l.usageText) <= l.usage.width() + 1);
        // The title is whole whenever it fits the line at all.
        if (bold.horizontalAdvance(title) <= width)
            QCOMPARE(l.titleText, title);
        // A wide column shows everything.
        if (width >= 400)
            QCOMPARE(l.usageText, usage);
    }
};

QTEST_MAIN(TestTurnOutlineDelegate)
#include "tst_turnoutlinedelegate.moc"
