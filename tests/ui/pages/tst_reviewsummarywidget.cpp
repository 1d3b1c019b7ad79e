// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28.13: every pane stays readable at 1366x768. The offline Summary tab's rows never overlap
// (they scroll when the pane is short), the detail tabs keep a readable height beside the timeline,
// and an offline window's list rows say they come from a file (not "confirmed N s ago").
#include "models/store/store.h"
#include "ui/conversations/conversationlistwidget.h"
#include "ui/mainwindow.h"
#include "ui/pages/conversationpage.h"
#include "ui/pages/reviewsummarywidget.h"

#include <QApplication>
#include <QFormLayout>
#include <QLabel>
#include <QScreen>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

using namespace Switchyard;

class TestReviewSummaryWidget : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setFont(QFont(QStringLiteral("DejaVu Sans"), 9));
    }

    // The pane got about 40 px at 1366x768: the rows must not be drawn on top of each other.
    void rowsNeverOverlapInAShortPane()
    {
        // Inside the detail tabs it gets what the splitter leaves (no top-level minimum applies).
        QWidget host;
        host.resize(900, 95);
        auto *summary = new ReviewSummaryWidget(&host);
        summary->setGeometry(0, 0, 900, 95);
        host.show();
        QVERIFY(QTest::qWaitForWindowExposed(&host));
        QApplication::processEvents();
        ReviewSummaryWidget &w = *summary;
        QList<QLabel *> rows;
        for (QLabel *l : w.findChildren<QLabel *>()) {
            if (l->isVisible() && !l->text().isEmpty())
                rows.append(l);
        }
        QVERIFY(rows.size() >= 10); // five labels, five values, the files title
        for (const QLabel *l : rows)
            QVERIFY2(l->height() >= l->fontMetrics().height(),
                     qPrintable(QStringLiteral("%1 is %2 px high").arg(l->text()).arg(l->height())));
        for (int i = 0; i < rows.size(); ++i) {
            for (int j = i + 1; j < rows.size(); ++j) {
                const QRect a(rows[i]->mapTo(&w, QPoint(0, 0)), rows[i]->size());
                const QRect b(rows[j]->mapTo(&w, QPoint(0, 0)), rows[j]->size());
                QVERIFY2(!a.intersects(b), qPrintable(rows[i]->text() + QStringLiteral(" / ") + rows[j]->text()));
            }
        }
    }

    // A window on a 1366x768 screen: the detail tabs (the diff) get a readable height.
    void detailTabsStayReadableAt1366x768()
    {
        auto store = Store::openInMemory();
        MainWindow window(nullptr, false);
        ShellContext offline; // the conversation page (not the welcome page)
        offline.store = store.get();
        window.setContext(offline);
        window.resize(1366, 768 - 30);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QApplication::processEvents();
        auto *centre = window.findChild<QSplitter *>(QStringLiteral("centreSplitter"));
        QVERIFY(centre);
        QCOMPARE(centre->count(), 2);
        QVERIFY(centre->isVisible());
        const int details = centre->widget(1)->height();
        qInfo("timeline %d px, detail tabs %d px", centre->widget(0)->height(), details);
        QVERIFY2(details >= ConversationPage::kDetailsMinHeight, qPrintable(QString::number(details)));
        // About ten lines of a diff at the least.
        QVERIFY(details >= 10 * centre->fontMetrics().height());
        QVERIFY(centre->widget(0)->height() >= details); // the timeline still has the most
    }

    void offlineRowsSayTheyComeFromAFile()
    {
        auto store = Store::openInMemory();
        MainWindow window(nullptr, false);
        ShellContext offline;
        offline.store = store.get();
        window.setContext(offline);
        auto *list = window.findChild<ConversationListWidget *>();
        QVERIFY(list);
        QVERIFY(list->isOffline());
        window.setContext({});
        QVERIFY(!list->isOffline());
    }
};

QTEST_MAIN(TestReviewSummaryWidget)
#include "tst_reviewsummarywidget.moc"
