// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/wireenums.h"
#include "models/commands/conversationcommands.h"
#include "models/commands/localcommands.h"
#include "models/store/store.h"
#include "testutils/testpaths.h"
#include "ui/mainwindow.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/metadatawidget.h"
#include "ui/shell/shellactions.h"
#include "ui/shell/statusbarwidget.h"

#include <QAction>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>

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
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
