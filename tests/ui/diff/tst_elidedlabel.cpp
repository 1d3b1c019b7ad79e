// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diff/elidedlabel.h"
#include "ui/safetext.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

/// The diff header's file label: elided to its room, never drawn over "change 1 of 1".
class TestElidedLabel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void givesWayToItsNeighbour()
    {
        QWidget w;
        auto *row = new QHBoxLayout(&w);
        auto *header = new ElidedLabel(&w);
        auto *hunk = new QLabel(QStringLiteral("Änderung 1 von 1"), &w);
        row->addWidget(header, 1);
        row->addWidget(hunk);
        const QString full = QStringLiteral("src/app.py \u2014 geändert");
        header->setFullText(full);
        w.resize(600, 40);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(header->text(), full);
        QCOMPARE(header->toolTip(), SafeText::toolTip(full)); // escaped: a path is never taken for HTML
        for (int width : {300, 220, 180, 140}) {
            w.resize(width, 40);
            QApplication::processEvents();
            QVERIFY2(!header->geometry().intersects(hunk->geometry()), qPrintable(QString::number(width)));
            QVERIFY(header->fontMetrics().horizontalAdvance(header->text()) <= header->contentsRect().width() + 1);
            QCOMPARE(hunk->text(), QStringLiteral("Änderung 1 von 1")); // the neighbour keeps its text
            if (width == 220) {
                QVERIFY(header->text() != full);
                QVERIFY2(header->text().endsWith(QChar(0x2026)), qPrintable(header->text()));
                QVERIFY(header->text().startsWith(QLatin1String("src/")));
            }
        }
        QCOMPARE(header->fullText(), full);
        w.resize(600, 40);
        QApplication::processEvents();
        QCOMPARE(header->text(), full);
    }
};

QTEST_MAIN(TestElidedLabel)
#include "tst_elidedlabel.moc"
