// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/timelinedelegate.h"

#include <QApplication>
#include <QFontMetrics>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

/// The row layout of the timeline delegate: no part of a row is ever drawn over another, at any
/// width, with German-length texts; the summary gives way before the status/usage text.
class TestTimelineDelegate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void noOverlap_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("summary");
        QTest::addColumn<QString>("badge");
        QTest::addColumn<bool>("boldSummary");
        QTest::newRow("turn header") << QStringLiteral("Runde 12")
                                     << QStringLiteral("Führe die Tests des Repositorys aus und behebe alle Fehler")
                                     << QStringLiteral("39,9k Tokens \u00b7 0,052 $") << true;
        QTest::newRow("invalid call") << QStringLiteral("Ungültiger Aufruf")
                                      << QStringLiteral("Das Werkzeug str_replace_editor kennt den Befehl nicht")
                                      << QStringLiteral("Fehlgeschlagen") << false;
        QTest::newRow("pending terminal")
            << QStringLiteral("Terminal") << QStringLiteral("rm tests/test_legacy.py && git status --short")
            << QStringLiteral("ausstehend") << false;
        QTest::newRow("no badge") << QStringLiteral("Systemaufforderung")
                                  << QStringLiteral("Du bist ein hilfreicher Agent") << QString() << false;
        QTest::newRow("long badge") << QStringLiteral("Denken") << QStringLiteral("x")
                                    << QStringLiteral("1.234.567 Tokens \u00b7 123,45 $ (geschätzt, ungefähr)")
                                    << false;
    }

    void noOverlap()
    {
        QFETCH(QString, kind);
        QFETCH(QString, summary);
        QFETCH(QString, badge);
        QFETCH(bool, boldSummary);
        QFont font = QApplication::font();
        QFont boldFont = font;
        boldFont.setBold(true);
        const QFontMetrics fm(font);
        const QFontMetrics bold(boldFont);
        const TimelineDelegate::RowTexts texts{QStringLiteral("13:35:14"), QStringLiteral("Benutzer"), kind, summary,
                                               badge};
        bool sawElidedBadge = false;
        for (int width : {120, 200, 260, 300, 350, 400, 500, 600, 900}) {
            const QRect row(10, 40, width, fm.height() + 10);
            const TimelineDelegate::RowLayout l = TimelineDelegate::layoutRow(row, texts, fm, bold, boldSummary);
            const QList<std::pair<const char *, QRect>> parts{{"time", l.time},
                                                              {"source", l.source},
                                                              {"kind", l.kind},
                                                              {"summary", l.summary},
                                                              {"badge", l.badge}};
            for (qsizetype i = 0; i < parts.size(); ++i) {
                const QRect a = parts.at(i).second;
                if (a.isEmpty())
                    continue;
                QVERIFY2(a.left() >= row.left() + TimelineDelegate::kGutter && a.right() <= row.right(),
                         qPrintable(QStringLiteral("%1 outside the row at width %2")
                                        .arg(QLatin1String(parts.at(i).first))
                                        .arg(width)));
                for (qsizetype j = i + 1; j < parts.size(); ++j) {
                    const QRect b = parts.at(j).second;
                    QVERIFY2(b.isEmpty() || !a.intersects(b),
                             qPrintable(QStringLiteral("%1 overlaps %2 at width %3")
                                            .arg(QLatin1String(parts.at(i).first), QLatin1String(parts.at(j).first))
                                            .arg(width)));
                }
            }
            // Every text fits its own rectangle.
            QVERIFY(fm.horizontalAdvance(l.timeText) <= l.time.width());
            QVERIFY(fm.horizontalAdvance(l.sourceText) <= l.source.width());
            QVERIFY(bold.horizontalAdvance(l.kindText) <= l.kind.width());
            QVERIFY(fm.horizontalAdvance(l.badgeText) <= l.badge.width());
            QVERIFY((boldSummary ? bold : fm).horizontalAdvance(l.summaryText) <= l.summary.width());
            // The summary gives way first: an elided badge means no summary is shown.
            if (!badge.isEmpty() && l.badgeText != badge) {
                sawElidedBadge = true;
                QVERIFY2(l.summaryText.isEmpty(), qPrintable(QString::number(width)));
            }
            // From 300 px on, the kind and the status always keep a readable part.
            if (width >= 300) {
                QVERIFY2(l.kindText.size() >= 3, qPrintable(QString::number(width)));
                if (!badge.isEmpty())
                    QVERIFY2(l.badgeText.size() >= 3, qPrintable(QString::number(width)));
            }
            if (width >= 600) {
                QCOMPARE(l.kindText, kind.size() < 12 ? kind : l.kindText);
                if (badge.size() < 30)
                    QCOMPARE(l.badgeText, badge); // a normal badge is shown whole in a wide row
                QVERIFY(!l.summaryText.isEmpty());
            }
        }
        if (!badge.isEmpty())
            QVERIFY(sawElidedBadge); // the narrow widths do reach the badge
    }

    /// A badge keeps its whole text while the summary still has room to give.
    void summaryShrinksBeforeBadge()
    {
        const QFontMetrics fm(QApplication::font());
        QFont b = QApplication::font();
        b.setBold(true);
        const QFontMetrics bold(b);
        const TimelineDelegate::RowTexts texts{QStringLiteral("13:35:14"), QStringLiteral("Agent"),
                                               QStringLiteral("Terminal"), QStringLiteral("ls -la"),
                                               QStringLiteral("ausstehend")};
        int lastSummary = 1 << 20;
        for (int width = 900; width >= 150; width -= 10) {
            const TimelineDelegate::RowLayout l =
                TimelineDelegate::layoutRow(QRect(0, 0, width, 24), texts, fm, bold, false);
            QVERIFY(l.summary.width() <= lastSummary);
            lastSummary = l.summary.width();
            if (l.summary.width() > 0)
                QCOMPARE(l.badgeText, texts.badge);
        }
        QCOMPARE(lastSummary, 0);
    }
};

QTEST_MAIN(TestTimelineDelegate)
#include "tst_timelinedelegate.moc"
