// SPDX-License-Identifier: GPL-3.0-or-later
// The Fleet page (issue 32) over a real store file: the status history the writer kept becomes
// lanes; zoom and pan move the visible window; a Shift+drag range and "Show these conversations in
// the list" filter the conversation list to exactly the conversations active then; the PNG and SVG
// exports are written, Print… prints it, and an untrusted title stays text. SWITCHYARD_FLEET_PNG=<stem> keeps
// screenshots at 1366x768 and 1920x1080, light and dark (<stem>-light-1366.png, ...).

#include "models/conversations/conversationfilterproxy.h"
#include "models/conversations/conversationlistmodel.h"
#include "models/fleet/fleetreader.h"
#include "models/store/store.h"
#include "ui/conversations/conversationlistwidget.h"
#include "ui/fleet/fleetpage.h"
#include "ui/fleet/fleetprint.h"
#include "ui/fleet/fleettimelineview.h"
#include "ui/theme.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPrinter>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace Switchyard;

namespace {

constexpr qint64 kMin = 60000;
// The scenario's clock: two hours of history ending now.
const qint64 kNow = QDateTime::currentMSecsSinceEpoch() / kMin * kMin;
const qint64 kT0 = kNow - 120 * kMin;
const QString kUntrusted = QStringLiteral("<b>bold</b><img src=\"http://x/y.png\">");

Conversation conversation(int n, const QString &sbx, ExecutionStatus s)
{
    Conversation c;
    c.id = QStringLiteral("%1").arg(n, 32, 16, QLatin1Char('0'));
    c.title = n == 0 ? kUntrusted : QStringLiteral("Conversation %1").arg(n);
    c.sandboxId = sbx;
    c.selectedRepository = n % 2 ? QStringLiteral("acme/api") : QStringLiteral("acme/web");
    c.sandboxStatus = SandboxStatus::Running;
    c.executionStatus = s;
    c.createdAt = QDateTime::fromMSecsSinceEpoch(kT0, Qt::UTC);
    c.updatedAt = c.createdAt;
    return c;
}

QSet<QString> shownIds(const QAbstractItemModel &m)
{
    QSet<QString> ids;
    for (int i = 0; i < m.rowCount(); ++i)
        ids.insert(m.index(i, 0).data(ConversationListModel::IdRole).toString());
    return ids;
}

} // namespace

class TestFleetPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QString error;
        m_store = Store::openFile(m_dir.filePath(QStringLiteral("cache.sqlite")), &error);
        QVERIFY2(m_store, qPrintable(error));
        m_store->setClock([this] {
            return QDateTime::fromMSecsSinceEpoch(m_clock, Qt::UTC);
        });
        // Twelve conversations on four sandboxes; each starts running at its own time, waits for a
        // person 30 min later and finishes 20 min after that (every fourth one is still running).
        quint64 seq = 1;
        for (int minute = 0; minute <= 120; minute += 5) {
            m_clock = kT0 + minute * kMin;
            QList<Conversation> records;
            for (int n = 0; n < 12; ++n) {
                const int start = n * 8;
                if (minute < start)
                    continue;
                ExecutionStatus s = ExecutionStatus::Running;
                if (n % 4 != 3 && minute >= start + 50)
                    s = ExecutionStatus::Finished;
                else if (n % 4 != 3 && minute >= start + 30)
                    s = n % 2 ? ExecutionStatus::WaitingForConfirmation : ExecutionStatus::Idle;
                records.append(conversation(n, QStringLiteral("sbx%1").arg(n % 4), s));
            }
            m_store->applyConversations(records, seq++);
            m_store->waitForWrites();
        }
    }

    void cleanupTestCase() { m_store.reset(); }

    void rangeSelectionFiltersTheList()
    {
        FleetPage page;
        page.resize(1366, 768);
        page.reader()->setClock([] {
            return QDateTime::fromMSecsSinceEpoch(kNow, Qt::UTC);
        });
        page.setStore(m_store.get());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_VERIFY(page.reader()->data() != nullptr);
        FleetTimelineView *view = page.view();
        QTRY_COMPARE(view->data()->lanes.size(), 16); // 4 sandboxes + 12 conversations
        view->setWindow(kT0, kNow);

        ConversationListWidget list;
        list.setStore(m_store.get());
        connect(&page, &FleetPage::showConversations, &list, &ConversationListWidget::showOnlyConversations);
        QTRY_COMPARE(list.proxy()->rowCount(), 12);

        // Shift+drag from T0+10 min to T0+22 min across the lanes.
        const auto xAt = [view](qint64 ms) {
            return int(FleetTimelineView::kLabelWidth + double(ms - view->windowFromMs()) / view->msPerPixel());
        };
        const int y = FleetTimelineView::kAxisHeight + 40;
        QWidget *vp = view->viewport();
        QTest::mousePress(vp, Qt::LeftButton, Qt::ShiftModifier, QPoint(xAt(kT0 + 10 * kMin), y));
        QTest::mouseMove(vp, QPoint(xAt(kT0 + 22 * kMin), y));
        QTest::mouseRelease(vp, Qt::LeftButton, Qt::ShiftModifier, QPoint(xAt(kT0 + 22 * kMin), y));
        QVERIFY(view->hasSelection());
        const QSet<QString> expected = view->data()->activeIn(view->selectionFromMs(), view->selectionToMs());
        // Observed by then (the polls every 5 min up to 20): 0, 1, 2; all still running or waiting.
        QCOMPARE(expected.size(), 3);
        QCOMPARE(view->selectedConversationIds(), expected);
        auto *show = page.findChild<QToolButton *>();
        for (QToolButton *b : page.findChildren<QToolButton *>()) {
            if (b->text() == page.tr("Show these conversations in the list"))
                show = b;
        }
        QVERIFY(show->isEnabled());
        QSignalSpy shown(&page, &FleetPage::showConversations);
        show->click();
        QCOMPARE(shown.size(), 1);
        QCOMPARE(shownIds(*list.proxy()), expected);
        QVERIFY(list.proxy()->hasActiveFilter());
        list.proxy()->clearFilters();
        QCOMPARE(list.proxy()->rowCount(), 12);
    }

    void zoomAndPanMoveTheWindow()
    {
        FleetPage page;
        page.resize(1366, 768);
        page.setStore(m_store.get());
        page.show();
        QTRY_VERIFY(page.view()->data() != nullptr);
        FleetTimelineView *view = page.view();
        view->setWindow(kT0, kNow);
        const qint64 span = view->windowToMs() - view->windowFromMs();
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Plus);
        QVERIFY(view->windowToMs() - view->windowFromMs() < span * 6 / 10);
        QTest::keyClick(view, Qt::Key_Minus);
        QTest::keyClick(view, Qt::Key_Minus);
        QVERIFY(view->windowToMs() - view->windowFromMs() > span * 15 / 10);
        const qint64 from = view->windowFromMs();
        QTest::keyClick(view, Qt::Key_Right);
        QVERIFY(view->windowFromMs() > from);
        const qint64 before = view->windowFromMs();
        QWidget *vp = view->viewport();
        QTest::mousePress(vp, Qt::LeftButton, {}, QPoint(800, 200));
        QTest::mouseMove(vp, QPoint(900, 200));
        QTest::mouseRelease(vp, Qt::LeftButton, {}, QPoint(900, 200));
        QVERIFY(view->windowFromMs() < before); // dragged right: earlier times come in
        QVERIFY(!view->hasSelection());
        // Minutes to weeks, no further.
        for (int i = 0; i < 30; ++i)
            view->zoomBy(0.5);
        QVERIFY(view->msPerPixel() >= FleetTimelineView::kMinMsPerPx);
        for (int i = 0; i < 30; ++i)
            view->zoomBy(2.0);
        QVERIFY(view->windowToMs() - view->windowFromMs() <= qint64(FleetTimelineView::kMaxWindowMs) + 1000);
    }

    void exportsAndScreenshots()
    {
        FleetPage page;
        page.resize(1366, 768);
        page.reader()->setClock([] {
            return QDateTime::fromMSecsSinceEpoch(kNow, Qt::UTC);
        });
        page.setStore(m_store.get());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_VERIFY(page.view()->data() != nullptr);
        page.view()->setWindow(kT0 - 10 * kMin, kNow + 10 * kMin);
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("fleet.png"));
        const QString svg = dir.filePath(QStringLiteral("fleet.svg"));
        QVERIFY(page.view()->exportPng(png));
        QVERIFY(page.view()->exportSvg(svg));
        QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), page.view()->viewport()->size());
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray body = f.readAll();
        QVERIFY(body.size() > 1000);
        // The untrusted title is text in the drawing (escaped), never markup nor a resource.
        QVERIFY(body.contains("&lt;b&gt;bold&lt;/b&gt;"));
        QVERIFY(!body.contains("<img"));
        QVERIFY(!body.contains("http://x/y.png\""));
        QVERIFY(page.view()->exportPdf(dir.filePath(QStringLiteral("fleet.pdf"))));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("fleet.pdf"))).size() > 1000);
        // Print…: the page's action (Ctrl+P), and what it prints (here to a PDF printer, no dialog).
        auto *print = page.findChild<QAction *>(QStringLiteral("fleetPrint"));
        QVERIFY(print);
        QCOMPARE(print->shortcut(), QKeySequence(QKeySequence::Print));
        QVERIFY(page.actions().contains(print));
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(dir.filePath(QStringLiteral("printed.pdf")));
        QVERIFY(FleetPrint::print(*page.view(), printer));
        QCOMPARE(printer.pageLayout().orientation(), QPageLayout::Landscape);
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("printed.pdf"))).size() > 1000);

        const QString stem = qEnvironmentVariable("SWITCHYARD_FLEET_PNG");
        if (stem.isEmpty())
            return;
        for (const QString &theme : {QStringLiteral("light"), QStringLiteral("dark")}) {
            applyTheme(theme);
            for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
                page.resize(size);
                QCoreApplication::processEvents();
                page.view()->setWindow(kT0 - 10 * kMin, kNow + 10 * kMin);
                page.view()->setSelection(kT0 + 10 * kMin, kT0 + 20 * kMin);
                QVERIFY(page.grab().save(QStringLiteral("%1-%2-%3.png").arg(stem, theme).arg(size.width())));
            }
        }
        applyTheme(QStringLiteral("light"));
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Store> m_store;
    qint64 m_clock = kT0;
};

QTEST_MAIN(TestFleetPage)
#include "tst_fleetpage.moc"
