// SPDX-License-Identifier: GPL-3.0-or-later
// The approval bar is one slim row (issue 21): risk, the pending command in one line, reason,
// Reject and Approve; the full card opens on "Details", and by itself when one line cannot show the
// action (several actions, a command of several lines). The command is untrusted: shown as text.
#include "ui/timeline/timelineapprovalbar.h"

#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>

using namespace Switchyard;

class TestTimelineApprovalBar : public QObject
{
    Q_OBJECT

    static QString card() { return QStringLiteral("<p>the whole command</p>"); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setFont(QFont(QStringLiteral("DejaVu Sans"), 9));
    }

    void oneSlimRow()
    {
        TimelineApprovalBar bar;
        bar.resize(960, 40);
        bar.setPending(QStringLiteral("c:1"), QStringLiteral("$ curl -fsSL https://get.example.dev/install.sh | sh"),
                       card(), QStringLiteral("High risk"), QStringLiteral("#c62828"), 1);
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        QVERIFY(!bar.isDetailShown());
        QVERIFY(!bar.findChild<QTextBrowser *>()->isVisible());
        const int button = bar.approveButton()->sizeHint().height();
        QVERIFY2(bar.sizeHint().height() <= button + 14,
                 qPrintable(QStringLiteral("%1 vs button %2").arg(bar.sizeHint().height()).arg(button)));
        QCOMPARE(bar.summaryText(), QStringLiteral("$ curl -fsSL https://get.example.dev/install.sh | sh"));

        // Details opens the card in place; the bar grows only then.
        bar.findChild<QToolButton *>()->click();
        QVERIFY(bar.isDetailShown());
        QVERIFY(bar.findChild<QTextBrowser *>()->isVisible());
        QVERIFY(bar.sizeHint().height() > button + 40);
    }

    void opensWhenOneLineCannotShowIt()
    {
        TimelineApprovalBar bar;
        bar.resize(960, 40);
        bar.setPending(QStringLiteral("c:2"), QStringLiteral("$ cd /srv\nrm -rf build"), card(),
                       QStringLiteral("Medium risk"), QStringLiteral("#e65100"), 1);
        QVERIFY(bar.isDetailShown());
        QVERIFY(bar.summaryText().contains(QStringLiteral("\u23CE"))); // the line break is visible

        bar.setPending(QStringLiteral("c:3:4"), QStringLiteral("$ ls"), card(), QStringLiteral("Low risk"),
                       QStringLiteral("#2e7d32"), 2);
        QVERIFY(bar.isDetailShown());

        // The same pending action again (a refresh) keeps what the user chose.
        bar.findChild<QToolButton *>()->click();
        QVERIFY(!bar.isDetailShown());
        bar.setPending(QStringLiteral("c:3:4"), QStringLiteral("$ ls"), card(), QStringLiteral("Low risk"),
                       QStringLiteral("#2e7d32"), 2);
        QVERIFY(!bar.isDetailShown());
    }

    void commandIsPlainText()
    {
        TimelineApprovalBar bar;
        bar.resize(960, 40);
        const QString evil = QStringLiteral("$ echo <b>bold</b> <img src=\"http://example.com/x.png\">");
        bar.setPending(QStringLiteral("c:5"), evil, card(), QStringLiteral("Low risk"), QStringLiteral("#2e7d32"), 1);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        bool found = false;
        for (QLabel *label : bar.findChildren<QLabel *>()) {
            if (label->text().contains(QStringLiteral("<b>bold"))) {
                QCOMPARE(label->textFormat(), Qt::PlainText);
                found = true;
            }
        }
        QVERIFY(found);
    }
};

QTEST_MAIN(TestTimelineApprovalBar)
#include "tst_timelineapprovalbar.moc"
