// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/codec.h"
#include "models/api/wireenums.h"
#include "models/commands/conversationcommands.h"
#include "models/commands/localcommands.h"
#include "models/commands/workspacecommands.h"
#include "models/search/searchservice.h"
#include "models/store/store.h"
#include "models/timeline/timelinemodel.h"
#include "testutils/testpaths.h"
#include "ui/mainwindow.h"
#include "ui/pages/conversationpage.h"
#include "ui/search/searchpage.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/metadatawidget.h"
#include "ui/shell/shellactions.h"
#include "ui/shell/statusbarwidget.h"
#include "ui/timeline/timelinewidget.h"

#include <QAction>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>
#include <QTreeWidget>

using namespace Switchyard;

namespace {
Conversation conversation(const QString &id, const QString &title, const QString &exec)
{
    Conversation c;
    c.id = id;
    c.title = title;
    c.selectedRepository = QStringLiteral("acme/widgets");
    c.selectedBranch = QStringLiteral("main");
    c.llmModel = QStringLiteral("claude-sonnet-4");
    c.sandboxId = QStringLiteral("sbx") + id.left(4);
    c.sandboxStatus = SandboxStatus::Running;
    c.executionStatus = Api::executionStatusFromWire(exec);
    c.createdAt = QDateTime::currentDateTimeUtc().addSecs(-3600);
    c.updatedAt = QDateTime::currentDateTimeUtc().addSecs(-60);
    MetricsSnapshot m;
    m.accumulatedCost = 1.2345;
    TokenUsage u;
    u.promptTokens = 120000;
    u.completionTokens = 8000;
    u.contextWindow = 200000;
    u.perTurnToken = 50000;
    m.accumulatedTokenUsage = u;
    c.metrics = m;
    return c;
}

Event message(const QString &id, int second, const QString &text)
{
    const QByteArray json = QStringLiteral(R"({"id":"%1","timestamp":"2026-08-20T14:00:%2.000000","source":"user",)"
                                           R"("kind":"MessageEvent","llm_message":{"role":"user","content":[)"
                                           R"({"type":"text","text":"%3"}]}})")
                                .arg(id)
                                .arg(second, 2, 10, QLatin1Char('0'))
                                .arg(text)
                                .toUtf8();
    auto parsed = Api::Codec::parseEvent(json);
    if (!parsed.ok())
        qFatal("test event does not parse");
    return std::move(parsed).value();
}
} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SwitchyardTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
        QSettings().clear();
    }

    void showsAndGrabs()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.findChild<QTabWidget *>(QStringLiteral("detailTabs")));
        QCOMPARE(window.findChild<QTabWidget *>(QStringLiteral("detailTabs"))->count(), 4);
        // The window fits a 1280-pixel-wide screen whatever the areas ask for.
        QVERIFY2(window.minimumSizeHint().width() <= 1100,
                 qPrintable(QString::number(window.minimumSizeHint().width())));
        const QImage image = window.grab().toImage();
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), window.size() * window.devicePixelRatio());
        QVERIFY(image.save(Test::screenshotPath(QStringLiteral("mainwindow-smoke.png"))));
    }

    void restoresGeometryAndLayout()
    {
        QList<int> sizes;
        {
            MainWindow window;
            window.resize(1100, 711);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            auto *outer = window.findChild<QSplitter *>(QStringLiteral("outerSplitter"));
            outer->setSizes({300, 500});
            sizes = outer->sizes();
            window.findChild<QTabWidget *>(QStringLiteral("detailTabs"))->setCurrentIndex(3);
            window.close();
        }
        MainWindow again;
        QCOMPARE(again.size(), QSize(1100, 711));
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCOMPARE(again.findChild<QTabWidget *>(QStringLiteral("detailTabs"))->currentIndex(), 3);
        QCOMPARE(again.findChild<QSplitter *>(QStringLiteral("outerSplitter"))->sizes(), sizes);
    }

    void everyActionHasAShortcutOrIsAToggle()
    {
        MainWindow window;
        for (QAction *a : window.actions()->all()) {
            if (a == window.actions()->resetLayout || a == window.actions()->aboutQt || a->isCheckable())
                continue;
            QVERIFY2(!a->shortcut().isEmpty(), qPrintable(a->objectName()));
        }
    }

    void commandOutcomesReachTheStatusBarThroughTheWindow()
    {
        // Issue 27: one path from every command service to the status bar, owned by the window
        // (no lambda in the composition root, no relay between services).
        auto store = Store::openInMemory();
        ConversationCommands commands(nullptr, store.get()); // no server: every command fails
        LocalCommands local(store.get());
        MainWindow window;
        ShellContext context;
        context.store = store.get();
        context.commands = &commands;
        context.local = &local;
        window.setContext(context);
        QVERIFY(!commands.pauseAgent(QStringLiteral("aaaa0000000000000000000000000001")));
        QCOMPARE(window.statusBar()->currentMessage(), CommandError::wording(CommandFailure::NotConnected));
        window.statusBar()->clearMessage();
        QVERIFY(!commands.sandboxes()->pause(QStringLiteral("sb-1"))); // the sandbox service's own outcome
        QCOMPARE(window.statusBar()->currentMessage(), CommandError::wording(CommandFailure::NotConnected));
        window.statusBar()->clearMessage();
        local.setArchived({QStringLiteral("aaaa0000000000000000000000000001")}, true); // nothing to say
        QVERIFY(window.statusBar()->currentMessage().isEmpty());
        // A new context: the old services no longer reach this window.
        window.setContext({});
        QVERIFY(!commands.pauseAgent(QStringLiteral("aaaa0000000000000000000000000001")));
        QVERIFY(window.statusBar()->currentMessage().isEmpty());
    }

    void storeDrivesTheShell()
    {
        auto store = Store::openInMemory();
        const QString waiting = QStringLiteral("aaaa0000000000000000000000000001");
        const QString failed = QStringLiteral("bbbb0000000000000000000000000002");
        const QString fine = QStringLiteral("cccc0000000000000000000000000003");
        store->applyConversations(
            {conversation(waiting, QStringLiteral("Fix the flaky test"), QStringLiteral("waiting_for_confirmation")),
             conversation(failed, QStringLiteral("Bump dependencies"), QStringLiteral("error")),
             conversation(fine, QStringLiteral("Write docs"), QStringLiteral("running"))},
            1);
        store->waitForWrites();
        QCOMPARE(store->conversationCount(), 3);

        MainWindow window;
        ShellContext context;
        context.store = store.get();
        context.serverName = QStringLiteral("Test server");
        window.setContext(context);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // Ctrl+J walks the conversations that need me, most urgent first, and wraps.
        window.actions()->nextNeedsMe->trigger();
        QCOMPARE(window.currentConversation(), waiting);
        window.actions()->nextNeedsMe->trigger();
        QCOMPARE(window.currentConversation(), failed);
        window.actions()->nextNeedsMe->trigger();
        QCOMPARE(window.currentConversation(), waiting);
        window.actions()->previousNeedsMe->trigger();
        QCOMPARE(window.currentConversation(), failed);

        // Read-only (no commands): steering is disabled even when the record would allow it.
        window.openConversation(waiting);
        QVERIFY(!window.actions()->approve->isEnabled());
        QVERIFY(!window.actions()->remove->isEnabled());

        auto *metadata = window.findChild<MetadataWidget *>();
        QVERIFY(metadata);
        QVERIFY2(metadata->fieldText(QStringLiteral("cost")).contains(QStringLiteral("1.2345")),
                 qPrintable(metadata->fieldText(QStringLiteral("cost"))));
        QVERIFY(metadata->fieldText(QStringLiteral("context")).contains(QStringLiteral("200")));
        QCOMPARE(metadata->fieldText(QStringLiteral("model")), QStringLiteral("claude-sonnet-4"));

        // The palette lists actions and conversations, and opens what is chosen.
        window.actions()->palette->trigger();
        CommandPalette *palette = window.palette();
        QVERIFY(palette->isVisible());
        palette->setQuery(QStringLiteral("write docs"));
        QVERIFY(!palette->visibleTexts().isEmpty());
        QVERIFY(palette->visibleTexts().first().startsWith(QStringLiteral("Write docs")));
        palette->activateCurrent();
        QCOMPARE(window.currentConversation(), fine);

        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("detailTabs"));
        window.actions()->showMetadata->trigger();
        QCOMPARE(tabs->currentWidget(), metadata);
        QVERIFY(window.grab().save(Test::screenshotPath(QStringLiteral("mainwindow-store.png"))));
    }

    // Issue 31: View › Search all events (Ctrl+Shift+F) shows the search page; a hit opens its
    // conversation's timeline with that event selected.
    void searchHitOpensTheTimelineAtTheEvent()
    {
        auto store = Store::openInMemory();
        const QString id = QStringLiteral("dddd0000000000000000000000000004");
        const QString other = QStringLiteral("eeee0000000000000000000000000005");
        store->applyConversations({conversation(id, QStringLiteral("Find the quokka"), QStringLiteral("running")),
                                   conversation(other, QStringLiteral("Elsewhere"), QStringLiteral("running"))},
                                  1);
        QList<Event> events;
        for (int i = 0; i < 30; ++i) {
            const QString text = i == 12 ? QStringLiteral("the quokka escaped the enclosure")
                                         : QStringLiteral("step %1 of the plan").arg(i);
            events.append(
                message(QStringLiteral("00000000-0000-4000-8000-%1").arg(i, 12, 10, QLatin1Char('0')), i, text));
        }
        store->appendEvents(id, events, {});
        store->appendEvents(
            other,
            {message(QStringLiteral("00000000-0000-4000-9000-000000000001"), 1, QStringLiteral("nothing to see"))}, {});
        store->waitForWrites();
        Search::SearchService search(store.get());
        WorkspaceCommands workspace(nullptr); // a server's pages (the search tab shows with them)
        MainWindow window;
        ShellContext context;
        context.store = store.get();
        context.workspace = &workspace;
        context.search = &search;
        context.serverName = QStringLiteral("Test server");
        window.setContext(context);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.openConversation(other);

        QCOMPARE(window.actions()->focusSearch->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+F")));
        window.actions()->focusSearch->trigger();
        auto *page = window.findChild<SearchPage *>();
        QVERIFY(page);
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("pages"));
        QCOMPARE(tabs->currentWidget(), page);
        QTRY_VERIFY(page->queryEdit()->hasFocus());
        QSignalSpy ready(&search, &SearchReader::resultReady);
        page->setQuery(QStringLiteral("quokka"));
        QVERIFY(ready.wait(30000));
        QTreeWidget *results = page->results();
        QCOMPARE(results->topLevelItemCount(), 1);
        QTreeWidgetItem *hit = results->topLevelItem(0)->child(0);
        QVERIFY(hit);
        QVERIFY(hit->text(0).contains(QStringLiteral("quokka")));
        QVERIFY(window.grab().save(Test::screenshotPath(QStringLiteral("mainwindow-search.png"))));
        Q_EMIT results->itemActivated(hit, 0);

        QCOMPARE(window.currentConversation(), id);
        auto *conversations = window.findChild<ConversationPage *>();
        QCOMPARE(tabs->currentWidget(), conversations);
        TimelineWidget *timeline = conversations->timeline();
        QCOMPARE(timeline->conversationId(), id);
        QTRY_VERIFY(timeline->currentSourceRow() >= 0);
        QCOMPARE(timeline->model()->seqAt(timeline->currentSourceRow()), 12);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
