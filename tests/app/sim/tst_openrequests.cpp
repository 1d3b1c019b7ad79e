// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28 item 15: opening a conversation spends the request budget on what is on screen. Against
// the simulator over real loopback HTTP, newer generation (its rate limit on), 100 ms per answer,
// the real MainWindow opening its first conversation at start:
//  - the events page the user waits for is the first request of the open;
//  - git/changes is asked once (the Changes and Files tabs do not each read the workspace), and the
//    same request is never in flight twice;
//  - files, skills and hooks are not asked before the view that shows them is shown; then once;
//  - the first second after start holds no more than the budget's burst (10 requests).
#include "app/sim/simulator.h"
#include "models/commands/synccommands.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "models/timeline/timelinemodel.h"
#include "models/workspace/changesmodel.h"
#include "models/workspace/workspaceservice.h"
#include "testutils/sim/loopbackstack.h"
#include "ui/diff/changeswidget.h"
#include "ui/diff/fileviewerwidget.h"
#include "ui/mainwindow.h"
#include "ui/shell/skillshookswidget.h"
#include "ui/timeline/timelinewidget.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QUrlQuery>

using namespace Switchyard;

namespace {

constexpr int kWaitMs = 30000;

struct Sent
{
    qint64 atMs;
    QUrl url;
};

QString add(Test::LoopbackStack &s, const QString &script, qint64 bulk)
{
    Sim::ConversationSpec spec;
    spec.script = script;
    spec.runToEnd = true;
    spec.bulkEvents = bulk;
    spec.repository = QStringLiteral("acme-corp/demo-repo");
    spec.title = QStringLiteral("Run ") + script;
    return s.sim().addConversation(spec);
}

/// The requests whose path ends with `tail` (e.g. "/git/changes").
qsizetype count(const QList<Sent> &sent, const QString &tail, qsizetype from = 0)
{
    qsizetype n = 0;
    for (qsizetype i = from; i < sent.size(); ++i)
        n += sent.at(i).url.path().endsWith(tail) ? 1 : 0;
    return n;
}

/// "path (n)" per path, for the failure messages and the log.
QString perPath(const QList<Sent> &sent, qsizetype from = 0)
{
    QMap<QString, int> n;
    for (qsizetype i = from; i < sent.size(); ++i) {
        QString p = sent.at(i).url.path();
        p.replace(QRegularExpression(QStringLiteral("[0-9a-f]{8,}[0-9a-f-]*")), QStringLiteral("{id}"));
        ++n[p];
    }
    QStringList out;
    for (auto it = n.cbegin(); it != n.cend(); ++it)
        out.append(QStringLiteral("%1 x%2").arg(it.key()).arg(it.value()));
    return out.join(QStringLiteral(", "));
}

} // namespace

class TestOpenRequests : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SwitchyardTestOpenRequests"));
    }

    void openInWindowSendsWhatIsShownFirst()
    {
        Test::LoopbackOptions o;
        o.generation(Sim::ServerGeneration::Newer).rateLimit(true).latency(100);
        o.sim.autoAdvance = false;
        o.inMemoryStore = true;
        o.startSync = false;
        Test::LoopbackStack s(o);
        QVERIFY(s.isListening());
        QVERIFY(s.connect());
        for (int i = 0; i < 3; ++i)
            add(s, QStringLiteral("chat"), 0);
        const QString open = add(s, QStringLiteral("fix_tests"), 300); // the newest: opened at start

        MainWindow window(nullptr, false);
        SyncCommands syncCommands(s.sync(), nullptr);
        ShellContext context;
        context.store = s.store();
        context.sync = s.sync();
        context.syncCommands = &syncCommands;
        context.commands = s.commands();
        context.workspace = s.workspace();
        context.downloads = s.downloads();
        context.serverName = QStringLiteral("test");
        window.setContext(context);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("detailTabs"));
        auto *changes = window.findChild<ChangesWidget *>();
        auto *skills = window.findChild<SkillsHooksWidget *>();
        auto *timeline = window.findChild<TimelineWidget *>();
        QVERIFY(tabs && changes && skills && timeline);
        tabs->setCurrentWidget(changes); // the first tab, as a first start shows it

        QList<Sent> sent;
        QElapsedTimer clock;
        qsizetype openedAt = -1;
        s.setOnRequest([&](const QUrl &url) {
            sent.append({clock.elapsed(), url});
        });
        connect(&window, &MainWindow::currentConversationChanged, this, [&] {
            if (openedAt < 0)
                openedAt = sent.size();
        });
        clock.start();
        s.sync()->start();
        // The window opens the newest conversation by itself, as soon as the store has it.
        QTRY_VERIFY_WITH_TIMEOUT(!window.currentConversation().isEmpty(), kWaitMs);
        const QString id = window.currentConversation();
        QTRY_VERIFY_WITH_TIMEOUT(timeline->model()->rowCount() > 0, kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(changes->service()->model()->rowCount() > 0 || !changes->service()->isBusy(), kWaitMs);
        QTest::qWait(1500); // what else the open sends (diff counts, record reads)
        const QString all = perPath(sent);
        qInfo("opened %s; requests: %s", qPrintable(id == open ? QStringLiteral("the edited one") : id),
              qPrintable(all));

        // The first second after start: within the budget's burst.
        qsizetype firstSecond = 0;
        for (const Sent &r : std::as_const(sent))
            firstSecond += r.atMs < 1000 ? 1 : 0;
        qInfo("first second after start: %lld requests", qlonglong(firstSecond));
        QVERIFY2(firstSecond <= 10, qPrintable(all));

        QStringList order; // the open's first requests, for the log
        for (qsizetype i = std::max<qsizetype>(openedAt, 0); i < sent.size() && order.size() < 8; ++i)
            order.append(perPath({sent.at(i)}).section(QLatin1Char(' '), 0, 0));
        qInfo("the open's first requests: %s", qPrintable(order.join(QStringLiteral(", "))));
        // The events page the user waits for goes first.
        QVERIFY(openedAt >= 0 && openedAt < sent.size());
        const QUrl first = sent.at(openedAt).url;
        QVERIFY2(first.path().endsWith(QLatin1String("/events/search")) && first.path().contains(id),
                 qPrintable(first.toString() + QStringLiteral(" | ") + perPath(sent, openedAt)));
        QCOMPARE(QUrlQuery(first).queryItemValue(QStringLiteral("sort_order")), QStringLiteral("TIMESTAMP_DESC"));

        // The Changes tab reads the workspace once; the tabs that are not shown read nothing.
        QVERIFY2(count(sent, QStringLiteral("/git/changes")) == 1, qPrintable(all));
        QVERIFY2(count(sent, QStringLiteral("/files")) == 0, qPrintable(all));
        QVERIFY2(count(sent, QStringLiteral("/skills")) == 0, qPrintable(all));
        QVERIFY2(count(sent, QStringLiteral("/hooks")) == 0, qPrintable(all));

        // Shown, a tab reads its own data, once; the Files tab reads no change list of its own.
        const qsizetype before = sent.size();
        for (int i = 0; i < tabs->count(); ++i) {
            if (qobject_cast<FileViewerWidget *>(tabs->widget(i)))
                tabs->setCurrentIndex(i); // the Files tab
        }
        QTest::qWait(500);
        tabs->setCurrentWidget(skills);
        QTRY_VERIFY_WITH_TIMEOUT(count(sent, QStringLiteral("/hooks"), before) == 1, kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(count(sent, QStringLiteral("/skills"), before) == 1, kWaitMs);
        QTest::qWait(300);
        const QString later = perPath(sent, before);
        QVERIFY2(count(sent, QStringLiteral("/git/changes"), before) == 0, qPrintable(later));
        QVERIFY2(count(sent, QStringLiteral("/skills"), before) == 1, qPrintable(later));
        // The All files list asks for every file when it is shown.
        tabs->setCurrentWidget(changes);
        changes->showAllFiles(true);
        QTRY_VERIFY_WITH_TIMEOUT(count(sent, QStringLiteral("/files"), before) == 1, kWaitMs);
        QCOMPARE(s.tooManyRequests(), 0);
        s.sync()->stop();
    }
};

QTEST_MAIN(TestOpenRequests)
#include "tst_openrequests.moc"
