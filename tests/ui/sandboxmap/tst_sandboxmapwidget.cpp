// SPDX-License-Identifier: GPL-3.0-or-later
// The sandbox map page on a crafted world: filters, click-to-open, tooltips, the confirmations
// (every affected conversation listed, the sharing warning), actions through the command services (fake
// network), exposed URLs, and the screenshot.

#include "mapdemoworld.h"
#include "models/api/apiclient.h"
#include "models/commands/conversationcommands.h"
#include "models/sandboxmap/sandboxmapmodel.h"
#include "testutils/fakenetworkaccessmanager.h"
#include "testutils/testpaths.h"
#include "ui/dialogs/startconversationdialog.h"
#include "ui/sandboxmap/sandboxactiondialog.h"
#include "ui/sandboxmap/sandboxdetailpanel.h"
#include "ui/sandboxmap/sandboxmapview.h"
#include "ui/sandboxmap/sandboxmapwidget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>

using namespace Switchyard;

namespace {

QString sharedSandbox(const SandboxMapSnapshot &snap, int minConversations = 3)
{
    for (const auto &s : snap.sandboxes) {
        if (s.known && s.status.value() == SandboxStatus::Running && s.capacityUsed() >= minConversations
            && s.capacityUsed() < kSandboxNearCapacity)
            return s.id;
    }
    return {};
}

SandboxActionDialog *openDialog(QWidget *w)
{
    const auto dialogs = w->findChildren<SandboxActionDialog *>();
    for (auto *d : dialogs) {
        if (d->isVisible())
            return d;
    }
    return nullptr;
}

} // namespace

class TestSandboxMapWidget : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_world = Test::mapDemoWorld();
        m_widget = std::make_unique<SandboxMapWidget>();
        m_widget->resize(1400, 900);
        m_widget->model()->setSnapshot(m_world.sandboxes, m_world.conversations, m_world.grouping);
        m_widget->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_widget.get()));
    }
    void cleanup() { m_widget.reset(); }

    void showsEverySandbox()
    {
        const auto &snap = m_widget->model()->snapshot();
        // 16 sandboxes returned (one MISSING kept because a conversation uses it) + 1 placeholder
        QCOMPARE(m_widget->view()->visibleSandboxIds().size(), snap.sandboxes.size());
        QVERIFY(snap.sandboxes.size() >= 15);
        for (const auto &c : std::as_const(m_world.conversations))
            QVERIFY2(!m_widget->view()->conversationRect(c.id).isNull(), qPrintable(c.id));
        const auto *summary = m_widget->findChild<QLabel *>(QStringLiteral("summary"));
        QVERIFY(summary->text().contains(QStringLiteral("Fewest conversations")));
    }

    void filters()
    {
        auto *view = m_widget->view();
        const auto all = view->visibleSandboxIds().size();
        m_widget->findChild<QCheckBox *>(QStringLiteral("sharedOnly"))->setChecked(true);
        const auto shared = view->visibleSandboxIds();
        QVERIFY(shared.size() < all);
        for (const auto &id : shared)
            QVERIFY(m_widget->model()->snapshot().sandbox(id)->isShared());
        m_widget->findChild<QCheckBox *>(QStringLiteral("sharedOnly"))->setChecked(false);

        auto *status = m_widget->findChild<QComboBox *>(QStringLiteral("statusFilter"));
        status->setCurrentIndex(status->findData(int(SandboxStatus::Paused)));
        const auto paused = view->visibleSandboxIds();
        QVERIFY(!paused.isEmpty());
        for (const auto &id : paused)
            QCOMPARE(m_widget->model()->snapshot().sandbox(id)->status.value(), SandboxStatus::Paused);
        status->setCurrentIndex(0);
        QCOMPARE(view->visibleSandboxIds().size(), all);

        m_widget->findChild<QCheckBox *>(QStringLiteral("problemsOnly"))->setChecked(true);
        for (const auto &id : view->visibleSandboxIds())
            QVERIFY(!m_widget->model()->snapshot().findingsFor(id).isEmpty());
    }

    void clickConversationOpensIt()
    {
        auto *view = m_widget->view();
        const QString id = m_world.conversations.at(2).id;
        view->centerOn(view->conversationRect(id).center());
        QSignalSpy spy(m_widget.get(), &SandboxMapWidget::conversationActivated);
        const QPoint p = view->mapFromScene(view->conversationRect(id).center());
        QVERIFY(view->viewport()->rect().contains(p));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, p);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toString(), id);
        // the panel now shows that conversation's sandbox, with the conversation selected
        QCOMPARE(m_widget->panel()->sandboxId(), m_world.conversations.at(2).sandboxId);
        QCOMPARE(m_widget->panel()->selectedConversationId(), id);
        QVERIFY(view->toolTipAt(p).contains(m_world.conversations.at(2).title.toHtmlEscaped()));
    }

    void zoom()
    {
        auto *view = m_widget->view();
        const qreal z = view->zoom();
        view->zoomIn();
        QVERIFY(view->zoom() > z);
        QTest::keyClick(view, Qt::Key_Minus, Qt::ControlModifier);
        QTest::keyClick(view, Qt::Key_Minus, Qt::ControlModifier);
        QVERIFY(view->zoom() < z);
        view->fitAll();
        QCOMPARE(view->zoom(), z);
    }

    void pauseListsEveryConversationAndWarns()
    {
        const auto &snap = m_widget->model()->snapshot();
        const QString sid = sharedSandbox(snap);
        QVERIFY(!sid.isEmpty());
        m_widget->requestPause(sid);
        auto *dialog = openDialog(m_widget.get());
        QVERIFY(dialog);
        QCOMPARE(dialog->action(), SandboxActionDialog::Action::Pause);
        QCOMPARE(dialog->affectedConversationIds(), snap.sandbox(sid)->conversationIds);
        auto *list = dialog->findChild<QListWidget *>(QStringLiteral("affectedConversations"));
        QCOMPARE(list->count(), snap.sandbox(sid)->capacityUsed());
        QVERIFY(dialog->warningText().contains(QStringLiteral("not a security boundary")));
        QVERIFY(dialog->grab().save(Test::screenshotPath(QStringLiteral("sandbox-map-confirm-pause.png"))));
        dialog->reject();
    }

    void deleteAndStartHere()
    {
        const auto &snap = m_widget->model()->snapshot();
        // the full sandbox
        QString full;
        for (const auto &s : snap.sandboxes)
            if (s.isFull())
                full = s.id;
        QVERIFY(!full.isEmpty());
        m_widget->requestDelete(full);
        auto *dialog = openDialog(m_widget.get());
        QVERIFY(dialog);
        QCOMPARE(dialog->affectedConversationIds().size(), 20);
        QVERIFY(dialog->questionText().contains(QStringLiteral("read-only")));
        dialog->reject();

        QSignalSpy start(m_widget.get(), &SandboxMapWidget::startHereRequested);
        m_widget->requestStartHere(full);
        dialog = openDialog(m_widget.get());
        QVERIFY(dialog);
        QVERIFY(dialog->warningText().contains(QStringLiteral("capacity")));
        QVERIFY(dialog->warningText().contains(QStringLiteral("not a security boundary")));
        dialog->accept();
        QCOMPARE(start.count(), 1);
        QCOMPARE(start.at(0).at(0).toString(), full);
    }

    void startHereOpensTheStartDialog()
    {
        Test::FakeNetworkAccessManager nam;
        nam.setDefault(Test::FakeResponse::json(200, R"({"items":[],"next_page_id":null})"));
        Api::ApiClient client(&nam);
        ConversationCommands commands(&client, nullptr);
        m_widget->setCommands(&commands);
        const QString sid = sharedSandbox(m_widget->model()->snapshot());
        // nobody listens: the map opens the start dialog with the sandbox preselected
        m_widget->requestStartHere(sid);
        auto *dialog = m_widget->findChild<StartConversationDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->buildOptions(nullptr).sandboxId, sid); // explicit placement
        dialog->reject();
        // a shell listens: it gets the request (and opens its own start dialog), no extra dialog
        QSignalSpy start(m_widget.get(), &SandboxMapWidget::startHereRequested);
        m_widget->requestStartHere(sid);
        QCOMPARE(start.count(), 1);
        QCOMPARE(start.at(0).at(0).toString(), sid);
        QVERIFY(!openDialog(m_widget.get()));
        m_widget->setCommands(nullptr);
    }

    void actionsGoThroughTheClient()
    {
        Test::FakeNetworkAccessManager nam;
        Api::ApiClient client(&nam);
        Api::ServerConfig cfg;
        cfg.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9"));
        cfg.apiKey = QStringLiteral("k");
        QVERIFY(!client.setServer(cfg));
        ConversationCommands commands(&client, nullptr);
        m_widget->setCommands(&commands);
        nam.enqueue(QStringLiteral("POST /api/v1/sandboxes/.*/pause"),
                    Test::FakeResponse::json(200, R"({"success":true})"));
        nam.setDefault(Test::FakeResponse::json(200, R"({"items":[],"next_page_id":null})"));

        const QString sid = sharedSandbox(m_widget->model()->snapshot());
        m_widget->selectSandbox(sid);
        auto *pause = m_widget->panel()->findChild<QPushButton *>(QStringLiteral("pauseButton"));
        QVERIFY(pause->isEnabled());
        QTest::mouseClick(pause, Qt::LeftButton);
        auto *dialog = openDialog(m_widget.get());
        QVERIFY(dialog);
        QSignalSpy done(m_widget.get(), &SandboxMapWidget::actionFinished);
        dialog->accept();
        QVERIFY(done.wait(5000));
        QCOMPARE(done.at(0).at(1).toBool(), true);
        bool sawPause = false;
        for (const auto &r : nam.requests())
            sawPause =
                sawPause || (r.method == "POST" && r.path() == QStringLiteral("/api/v1/sandboxes/%1/pause").arg(sid));
        QVERIFY(sawPause);
        m_widget->setCommands(nullptr);
    }

    void deleteConversationThenRecheckSandbox()
    {
        Test::FakeNetworkAccessManager nam;
        Api::ApiClient client(&nam);
        Api::ServerConfig cfg;
        cfg.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9"));
        cfg.apiKey = QStringLiteral("k");
        QVERIFY(!client.setServer(cfg));
        ConversationCommands commands(&client, nullptr);
        commands.setPollInterval(10);
        m_widget->setCommands(&commands);
        // a sandbox with one conversation; after the delete the server still returns the sandbox
        const auto &snap = m_widget->model()->snapshot();
        QString sid;
        for (const auto &s : snap.sandboxes)
            if (s.known && s.capacityUsed() == 1 && s.status.value() == SandboxStatus::Running)
                sid = s.id;
        QVERIFY(!sid.isEmpty());
        const QString cid = snap.sandbox(sid)->conversationIds.constFirst();
        // the record read before the delete (it names the sandbox)
        nam.enqueue(QStringLiteral("GET /api/v1/app-conversations\\?ids"),
                    Test::FakeResponse::json(
                        200,
                        QStringLiteral(R"([{"id":"%1","sandbox_id":"%2","title":"T","sandbox_status":"RUNNING",)"
                                       R"("created_at":"2026-11-16T09:00:00Z","updated_at":"2026-11-16T09:00:00Z"}])")
                            .arg(cid, sid)
                            .toUtf8()));
        nam.enqueue(QStringLiteral("DELETE /api/v1/app-conversations/"),
                    Test::FakeResponse::json(200, R"({"success":true})"));
        const QString record =
            QStringLiteral(
                R"({"id":"%1","sandbox_spec_id":"x","status":"RUNNING","created_at":"2026-11-16T09:00:00Z"})")
                .arg(sid);
        nam.enqueue(QStringLiteral("GET /api/v1/sandboxes\\?id="),
                    Test::FakeResponse::json(200, QStringLiteral("[%1]").arg(record).toUtf8()).repeated(-1));
        // the refresh after the delete: the sandbox is still listed, the conversation is not
        nam.enqueue(
            QStringLiteral("GET /api/v1/sandboxes/search"),
            Test::FakeResponse::json(200, QStringLiteral(R"({"items":[%1],"next_page_id":null})").arg(record).toUtf8())
                .repeated(-1));
        nam.setDefault(Test::FakeResponse::json(200, R"({"items":[],"next_page_id":null})"));

        m_widget->requestDeleteConversation(cid);
        auto *dialog = openDialog(m_widget.get());
        QVERIFY(dialog);
        QCOMPARE(dialog->affectedConversationIds(), QList<QString>{cid});
        QVERIFY(dialog->warningText().contains(QStringLiteral("last conversation")));
        dialog->accept();
        auto *message = m_widget->panel()->findChild<QLabel *>(QStringLiteral("message"));
        QTRY_VERIFY_WITH_TIMEOUT(message->text().contains(QStringLiteral("still exists")), 5000);
        QCOMPARE(m_widget->panel()->sandboxId(), sid);
        m_widget->setCommands(nullptr);
    }

    void exposedUrls()
    {
        QList<QUrl> opened;
        m_widget->setUrlOpener([&opened](const QUrl &u) {
            opened.append(u);
            return true;
        });
        const QString sid = sharedSandbox(m_widget->model()->snapshot());
        m_widget->selectSandbox(sid);
        auto *vscode = m_widget->panel()->findChild<QPushButton *>(QStringLiteral("url_VSCODE"));
        QVERIFY(vscode);
        QVERIFY(!vscode->toolTip().contains(QStringLiteral("SESSION-KEY"))); // the key is masked on screen
        QTest::mouseClick(vscode, Qt::LeftButton);
        QCOMPARE(opened.size(), 1);
        QVERIFY(opened.constFirst().toString().contains(QStringLiteral("/vscode")));
        QVERIFY(m_widget->panel()->findChild<QPushButton *>(QStringLiteral("url_WORKER_1")));
        QVERIFY(!m_widget->panel()->findChild<QPushButton *>(QStringLiteral("url_AGENT_SERVER")));
    }

    // Issue #17.5: an exposed URL is the server's word; only http(s) ones reach the desktop.
    void exposedUrlsOpenOnlyForHttp()
    {
        QList<QUrl> opened;
        m_widget->setUrlOpener([&opened](const QUrl &u) {
            opened.append(u);
            return true;
        });
        const QString sid = sharedSandbox(m_widget->model()->snapshot());
        auto sandboxes = m_world.sandboxes;
        for (Sandbox &s : sandboxes) {
            if (s.id != sid)
                continue;
            s.exposedUrls = {ExposedUrl{QStringLiteral("WORKER_1"), QStringLiteral("file:///etc/passwd"), 12000},
                             ExposedUrl{QStringLiteral("WORKER_2"), QStringLiteral("switchyard:expand-output"), 12001},
                             ExposedUrl{QStringLiteral("VSCODE"), QStringLiteral("https://h.example/vscode"), 60001}};
        }
        m_widget->model()->setSnapshot(sandboxes, m_world.conversations, m_world.grouping);
        m_widget->selectSandbox(sid);
        for (const char *name : {"url_WORKER_1", "url_WORKER_2"}) {
            auto *b = m_widget->panel()->findChild<QPushButton *>(QLatin1String(name));
            QVERIFY(b);
            QTest::mouseClick(b, Qt::LeftButton);
        }
        QVERIFY2(opened.isEmpty(), qPrintable(opened.isEmpty() ? QString() : opened.first().toString()));
        QTest::mouseClick(m_widget->panel()->findChild<QPushButton *>(QStringLiteral("url_VSCODE")), Qt::LeftButton);
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.first().scheme(), QStringLiteral("https"));
    }

    void refreshKeepsZoomAndSelection()
    {
        auto *view = m_widget->view();
        const QString sid = sharedSandbox(m_widget->model()->snapshot());
        m_widget->selectSandbox(sid);
        view->zoomIn();
        view->zoomIn();
        const qreal z = view->zoom();
        // the next poll: one conversation changes status
        auto convs = m_world.conversations;
        convs[0].executionStatus = ExecutionStatus::Finished;
        m_widget->model()->setSnapshot(m_world.sandboxes, convs, m_world.grouping);
        QCOMPARE(view->zoom(), z);
        QCOMPARE(m_widget->panel()->sandboxId(), sid);
    }

    void screenshot()
    {
        const auto &snap = m_widget->model()->snapshot();
        const QString sid = sharedSandbox(snap);
        m_widget->selectSandbox(sid);
        m_widget->view()->fitAll();
        QTest::qWait(50);
        const QString path = Test::screenshotPath(QStringLiteral("sandbox-map.png"));
        QVERIFY(m_widget->grab().save(path));
        qInfo("screenshot: %s", qPrintable(path));
        // the laptop size
        m_widget->resize(1366, 768);
        m_widget->view()->fitAll();
        QTest::qWait(50);
        QVERIFY(m_widget->grab().save(Test::screenshotPath(QStringLiteral("sandbox-map-1366.png"))));
        m_widget->resize(1400, 900);
        // zoomed in on the shared sandbox: labels appear (level of detail)
        m_widget->view()->zoomIn();
        m_widget->view()->zoomIn();
        m_widget->view()->zoomIn();
        m_widget->view()->centerOnSandbox(sid);
        QTest::qWait(50);
        QVERIFY(m_widget->grab().save(Test::screenshotPath(QStringLiteral("sandbox-map-zoomed.png"))));
    }

    void readableAtScale()
    {
        // 500 sandboxes, 5,000 conversations: fits, labels hidden when zoomed out, shown when in.
        QList<Sandbox> sbs;
        QList<Conversation> convs;
        const QDateTime base(QDate(2026, 11, 1), QTime(0, 0), QTimeZone::utc());
        for (int i = 0; i < 500; ++i) {
            Sandbox s;
            s.id = QStringLiteral("sb-%1").arg(i, 4, 10, QLatin1Char('0'));
            s.status = i % 5 == 0 ? SandboxStatus::Paused : SandboxStatus::Running;
            s.createdAt = base.addSecs(i);
            sbs.append(s);
        }
        for (int i = 0; i < 5000; ++i) {
            Conversation c;
            c.id = QStringLiteral("%1").arg(i, 32, 16, QLatin1Char('0'));
            c.sandboxId = sbs.at((i * 7) % (i % 3 == 0 ? 40 : 500)).id;
            c.title = QStringLiteral("Task %1").arg(i);
            c.sandboxStatus = sbs.at((i * 7) % (i % 3 == 0 ? 40 : 500)).status;
            if (c.sandboxStatus.value() == SandboxStatus::Running)
                c.executionStatus = i % 4 ? ExecutionStatus::Finished : ExecutionStatus::Running;
            c.createdAt = base.addSecs(i);
            convs.append(c);
        }
        m_widget->model()->setSnapshot(sbs, convs);
        m_widget->view()->fitAll();
        QCOMPARE(m_widget->view()->visibleSandboxIds().size(), 500);
        QVERIFY(m_widget->view()->zoom() < 0.45); // below the label threshold: colour only
        QTest::qWait(50);
        QVERIFY(m_widget->grab().save(Test::screenshotPath(QStringLiteral("sandbox-map-scale.png"))));
    }

private:
    Test::MapDemoWorld m_world;
    std::unique_ptr<SandboxMapWidget> m_widget;
};

QTEST_MAIN(TestSandboxMapWidget)
#include "tst_sandboxmapwidget.moc"
