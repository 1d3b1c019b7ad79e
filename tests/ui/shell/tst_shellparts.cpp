// SPDX-License-Identifier: GPL-3.0-or-later
// The small parts of the shell: status bar texts, needs-me order, palette matching, the attention
// tracker behind the notifications.
#include "models/api/wireenums.h"
#include "models/store/store.h"
#include "ui/shell/attention.h"
#include "ui/shell/attentiontracker.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/statusbarwidget.h"
#include "ui/shell/traynotifier.h"

#include <QAction>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {
Conversation conv(const QString &id, const QString &exec, qint64 ageSecs = 60)
{
    Conversation c;
    c.id = id;
    c.title = QStringLiteral("Conversation ") + id.left(4);
    c.sandboxId = QStringLiteral("sbx1");
    c.sandboxStatus = SandboxStatus::Running;
    c.executionStatus = Api::executionStatusFromWire(exec);
    c.createdAt = QDateTime::currentDateTimeUtc().addSecs(-ageSecs - 100);
    c.updatedAt = QDateTime::currentDateTimeUtc().addSecs(-ageSecs);
    return c;
}
QString hex(int n)
{
    return QStringLiteral("%1").arg(n, 32, 16, QLatin1Char('0'));
}
} // namespace

class TestShellParts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void ageTexts()
    {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QCOMPARE(StatusBarWidget::ageText(QDateTime(), now), QStringLiteral("never confirmed"));
        QCOMPARE(StatusBarWidget::ageText(now.addSecs(-5), now), QStringLiteral("confirmed 5 s ago"));
        QCOMPARE(StatusBarWidget::ageText(now.addSecs(-600), now), QStringLiteral("confirmed 10 min ago"));
        QCOMPARE(StatusBarWidget::ageText(now.addSecs(-3 * 3600), now), QStringLiteral("confirmed 3 h ago"));
        QCOMPARE(StatusBarWidget::ageText(now.addSecs(5), now), QStringLiteral("confirmed 0 s ago"));
    }

    void statusBarTicksEverySecond()
    {
        QDateTime now = QDateTime::currentDateTimeUtc();
        StatusBarWidget bar;
        bar.setClock([&now] {
            return now;
        });
        SyncState state;
        state.kind = SyncState::Online;
        state.lastConfirmed = now;
        bar.setSyncState(state);
        QCOMPARE(bar.syncText(), QStringLiteral("Online"));
        QCOMPARE(bar.confirmedText(), QStringLiteral("confirmed 0 s ago"));
        now = now.addSecs(3);
        QTRY_COMPARE_WITH_TIMEOUT(bar.confirmedText(), QStringLiteral("confirmed 3 s ago"), 3000);
        state.kind = SyncState::Unauthorized;
        bar.setSyncState(state);
        QVERIFY(bar.syncText().contains(QStringLiteral("Key rejected")));
    }

    void stepping()
    {
        const QList<QString> order{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
        QCOMPARE(Attention::step(order, QString(), true), QStringLiteral("a"));
        QCOMPARE(Attention::step(order, QString(), false), QStringLiteral("c"));
        QCOMPARE(Attention::step(order, QStringLiteral("c"), true), QStringLiteral("a"));
        QCOMPARE(Attention::step(order, QStringLiteral("a"), false), QStringLiteral("c"));
        QCOMPARE(Attention::step(order, QStringLiteral("x"), true), QStringLiteral("a"));
        QVERIFY(Attention::step({}, QStringLiteral("a"), true).isEmpty());
    }

    void needsMeOrder()
    {
        auto store = Store::openInMemory();
        store->applyConversations({conv(hex(1), QStringLiteral("stuck"), 10), conv(hex(2), QStringLiteral("error"), 50),
                                   conv(hex(3), QStringLiteral("waiting_for_confirmation"), 500),
                                   conv(hex(4), QStringLiteral("running")), conv(hex(5), QStringLiteral("error"), 5)},
                                  1);
        store->waitForWrites();
        QCOMPARE(Attention::needsMeOrder(*store), (QList<QString>{hex(3), hex(5), hex(2), hex(1)}));
    }

    void paletteMatching()
    {
        QVERIFY(CommandPalette::matchScore(QStringLiteral("nwc"), QStringLiteral("Next waiting conversation")) > 0);
        QVERIFY(CommandPalette::matchScore(QStringLiteral("xyz"), QStringLiteral("Next waiting conversation")) < 0);
        QVERIFY(CommandPalette::matchScore(QStringLiteral("pause"), QStringLiteral("Pause agent"))
                > CommandPalette::matchScore(QStringLiteral("pause"), QStringLiteral("Open a space usage editor")));
        QCOMPARE(CommandPalette::matchScore(QString(), QStringLiteral("anything")), 0);

        QWidget parent;
        CommandPalette palette(&parent);
        QAction pause(QStringLiteral("&Pause agent"));
        QAction open(QStringLiteral("&Open trajectory…"));
        QAction disabled(QStringLiteral("Approve"));
        disabled.setEnabled(false);
        palette.setActions({&pause, &open, &disabled});
        palette.setConversations({{hex(1), QStringLiteral("Refactor the parser"), QStringLiteral("acme/parser")}});
        palette.setQuery(QStringLiteral("pa"));
        QStringList texts = palette.visibleTexts();
        QVERIFY2(texts.first().startsWith(QStringLiteral("Pause agent")), qPrintable(texts.join(u'|')));
        QVERIFY(!texts.join(u'|').contains(QStringLiteral("Approve")));
        QSignalSpy triggered(&pause, &QAction::triggered);
        palette.activateCurrent();
        QCOMPARE(triggered.size(), 1);

        QSignalSpy chosen(&palette, &CommandPalette::conversationChosen);
        palette.setQuery(QStringLiteral("acme/pars"));
        QVERIFY(palette.visibleTexts().first().startsWith(QStringLiteral("Refactor the parser")));
        palette.activateCurrent();
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.first().first().toString(), hex(1));
    }

    void trackerReportsTransitionsOnly()
    {
        auto store = Store::openInMemory();
        store->applyConversations({conv(hex(1), QStringLiteral("running")), conv(hex(2), QStringLiteral("error"))}, 1);
        store->waitForWrites();
        AttentionTracker tracker;
        tracker.setStore(store.get());
        TrayNotifier tray;
        tray.setTracker(&tracker);
        QSignalSpy spy(&tracker, &AttentionTracker::attention);
        QSignalSpy notified(&tray, &TrayNotifier::notified);

        // A conversation seen for the first time is the baseline, even if it needs attention.
        store->applyConversations({conv(hex(3), QStringLiteral("waiting_for_confirmation"))}, 2);
        store->waitForWrites();
        QCOMPARE(spy.size(), 0);

        store->applyConversations({conv(hex(1), QStringLiteral("waiting_for_confirmation"))}, 3);
        store->waitForWrites();
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.last().at(0).value<AttentionTracker::Event>(), AttentionTracker::Event::WaitingForConfirmation);
        QCOMPARE(spy.last().at(1).toString(), hex(1));
        QCOMPARE(notified.size(), 1);
        QCOMPARE(notified.last().at(2).toString(), hex(1));

        store->applyConversations({conv(hex(1), QStringLiteral("finished"))}, 4);
        store->waitForWrites();
        QCOMPARE(spy.size(), 2);
        QCOMPARE(spy.last().at(0).value<AttentionTracker::Event>(), AttentionTracker::Event::Finished);

        store->applyConversations({conv(hex(1), QStringLiteral("finished"))}, 5); // no change: nothing
        store->applyConversations({conv(hex(3), QStringLiteral("error"))}, 6);
        store->waitForWrites();
        QCOMPARE(spy.size(), 3);
        QCOMPARE(spy.last().at(0).value<AttentionTracker::Event>(), AttentionTracker::Event::Failed);

        tray.setEnabled(false);
        store->applyConversations({conv(hex(3), QStringLiteral("waiting_for_confirmation"))}, 7);
        store->waitForWrites();
        QCOMPARE(spy.size(), 4);
        QCOMPARE(notified.size(), 3); // muted
    }
};

QTEST_MAIN(TestShellParts)
#include "tst_shellparts.moc"
