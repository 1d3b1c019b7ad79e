// SPDX-License-Identifier: GPL-3.0-or-later
// What a desktop notification says and offers (issue 29; models/attention/notificationcenter.h):
// the kinds and quiet hours, one per conversation, a summary past five at once, Approve / Reject /
// Open only on a LOW or MEDIUM pending action (Open on HIGH, unrated or a question), a stale
// Approve refused, and a notification withdrawn once the server says it is resolved.
#include "models/api/codec.h"
#include "models/api/wireenums.h"
#include "models/attention/notificationcenter.h"
#include "models/commands/conversationcommands.h"
#include "models/store/store.h"
#include "testutils/conversationfixture.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {

Event parsed(const QString &json)
{
    auto r = Api::Codec::parseEvent(json.toUtf8());
    if (!r)
        qFatal("event does not parse: %s", qPrintable(r.error().message));
    return r.value();
}

Event action(const QString &id, const QString &call, const QString &risk, int second)
{
    return parsed(
        QStringLiteral(R"({"id":"%1","timestamp":"2026-12-04T10:00:%4","source":"agent",)"
                       R"("kind":"ActionEvent","thought":[],"action":{"kind":"TerminalAction",)"
                       R"("command":"git rm -q tests/test_legacy.py","is_input":false},"tool_name":"terminal",)"
                       R"("tool_call_id":"%2","llm_response_id":"r1","security_risk":"%3",)"
                       R"("summary":"removing a stale test",)"
                       R"("tool_call":{"id":"%2","name":"terminal","arguments":"{}","origin":"completion"}})")
            .arg(id, call, risk)
            .arg(second, 2, 10, QLatin1Char('0')));
}

Event observation(const QString &id, const QString &call, int second)
{
    return parsed(QStringLiteral(R"({"id":"%1","timestamp":"2026-12-04T10:00:%3","source":"environment",)"
                                 R"("kind":"ObservationEvent","tool_name":"terminal","tool_call_id":"%2",)"
                                 R"("action_id":"x","observation":{"kind":"TerminalObservation",)"
                                 R"("content":[{"type":"text","text":"ok"}],"command":"ls","exit_code":0}})")
                      .arg(id, call)
                      .arg(second, 2, 10, QLatin1Char('0')));
}

QStringList actionIds(const Notification &n)
{
    QStringList ids;
    for (const Notification::Action &a : n.actions)
        ids << a.id;
    return ids;
}
} // namespace

class TestNotificationCenter : public QObject
{
    Q_OBJECT

    std::unique_ptr<Store> m_store;
    std::unique_ptr<ConversationCommands> m_commands; // no client: nothing is sent in this test
    quint64 m_seq = 1;

    void waiting(int n, const QList<Event> &events)
    {
        m_store->applyConversations({Test::numberedConversation(n, QStringLiteral("waiting_for_confirmation"))},
                                    m_seq++);
        m_store->appendEvents(Test::hexId(n), events, EventCursor{});
        m_store->waitForWrites();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<Notification>();
    }

    void init()
    {
        m_store = Store::openInMemory();
        m_commands = std::make_unique<ConversationCommands>(nullptr, m_store.get());
    }

    void cleanup()
    {
        m_commands.reset();
        m_store.reset();
    }

    void settingsPerKindAndQuietHours()
    {
        NotificationSettings s;
        QVERIFY(s.wants(NotificationKind::Finished));
        s.setWants(NotificationKind::Finished, false);
        s.quietHours = true;
        s.quietFrom = QTime(22, 0);
        s.quietTo = QTime(7, 0);
        QVERIFY(s.isQuietAt(QTime(23, 30)));
        QVERIFY(s.isQuietAt(QTime(6, 59)));
        QVERIFY(!s.isQuietAt(QTime(7, 0)));
        QVERIFY(!s.isQuietAt(QTime(12, 0)));
        NotificationSettings day = s;
        day.quietFrom = QTime(12, 0);
        day.quietTo = QTime(13, 0);
        QVERIFY(day.isQuietAt(QTime(12, 30)));
        QVERIFY(!day.isQuietAt(QTime(23, 0)));

        QSettings file(QStandardPaths::writableLocation(QStandardPaths::TempLocation)
                           + QStringLiteral("/tst_notificationcenter.ini"),
                       QSettings::IniFormat);
        s.save(file);
        QCOMPARE(NotificationSettings::load(file), s);

        NotificationCenter center;
        QTime clock(23, 0);
        center.setClock([&clock] {
            return QDateTime(QDate(2026, 12, 4), clock);
        });
        center.setSettings(s);
        QSignalSpy present(&center, &NotificationCenter::present);
        QVERIFY(!center.notify(NotificationKind::Finished, Test::hexId(1), QStringLiteral("A"), QStringLiteral("h"),
                               QStringLiteral("b"))); // switched off
        QVERIFY(!center.notify(NotificationKind::Error, Test::hexId(1), QStringLiteral("A"), QStringLiteral("h"),
                               QStringLiteral("b"))); // quiet hours
        clock = QTime(9, 0);
        QVERIFY(center.notify(NotificationKind::Error, Test::hexId(1), QStringLiteral("A"), QStringLiteral("h"),
                              QStringLiteral("b")));
        QCOMPARE(present.count(), 1);
    }

    void onePerConversationThenASummary()
    {
        NotificationCenter center;
        QSignalSpy present(&center, &NotificationCenter::present);
        QSignalSpy withdraw(&center, &NotificationCenter::withdraw);
        center.notify(NotificationKind::Question, Test::hexId(1), QStringLiteral("One"), QStringLiteral("h"),
                      QStringLiteral("b"));
        center.notify(NotificationKind::Finished, Test::hexId(1), QStringLiteral("One"), QStringLiteral("h2"),
                      QStringLiteral("b2"));
        QCOMPARE(present.count(), 2);
        QCOMPARE(present.at(0).at(0).value<Notification>().key, present.at(1).at(0).value<Notification>().key);
        QCOMPARE(center.shown().size(), 1);
        for (int n = 2; n <= 5; ++n)
            center.notify(NotificationKind::Error, Test::hexId(n), QStringLiteral("C%1").arg(n), QStringLiteral("h"),
                          QStringLiteral("b"));
        QCOMPARE(center.shown().size(), 5);
        QVERIFY(!center.isSummarizing());
        QCOMPARE(withdraw.count(), 0);

        // The sixth conversation at once: the five go, one summary comes.
        center.notify(NotificationKind::Waiting, Test::hexId(6), QStringLiteral("C6"), QStringLiteral("h"),
                      QStringLiteral("b"));
        QVERIFY(center.isSummarizing());
        QCOMPARE(withdraw.count(), 5);
        QCOMPARE(center.shown().size(), 1);
        Notification summary = present.last().at(0).value<Notification>();
        QVERIFY(summary.conversationId.isEmpty());
        QCOMPARE(summary.title, QStringLiteral("6 conversations need you"));
        QVERIFY(summary.body.contains(QStringLiteral("1 waiting for approval")));
        QVERIFY(summary.body.contains(QStringLiteral("4 failed")));
        QCOMPARE(actionIds(summary), (QStringList{NotificationCenter::kOpen, NotificationCenter::kDefault}));

        // More of them update the same summary.
        center.notify(NotificationKind::Finished, Test::hexId(7), QStringLiteral("C7"), QStringLiteral("h"),
                      QStringLiteral("b"));
        QCOMPARE(present.last().at(0).value<Notification>().key, summary.key);
        QCOMPARE(present.last().at(0).value<Notification>().title, QStringLiteral("7 conversations need you"));

        // Opening the summary shows the window (what needs the user) and starts over.
        QSignalSpy open(&center, &NotificationCenter::openRequested);
        center.invoke(summary.key, NotificationCenter::kDefault);
        QCOMPARE(open.count(), 1);
        QVERIFY(open.first().first().toString().isEmpty());
        QVERIFY(!center.isSummarizing());
        center.notify(NotificationKind::Error, Test::hexId(8), QStringLiteral("C8"), QStringLiteral("h"),
                      QStringLiteral("b"));
        QCOMPARE(center.shown().size(), 1);
        QCOMPARE(center.shown().first().conversationId, Test::hexId(8));
    }

    void approveOnlyOnLowOrMediumRisk_data()
    {
        QTest::addColumn<QString>("risk");
        QTest::addColumn<bool>("approvable");
        QTest::newRow("low") << QStringLiteral("LOW") << true;
        QTest::newRow("medium") << QStringLiteral("MEDIUM") << true;
        QTest::newRow("high") << QStringLiteral("HIGH") << false;
        QTest::newRow("unrated") << QStringLiteral("UNKNOWN") << false;
    }
    void approveOnlyOnLowOrMediumRisk()
    {
        QFETCH(QString, risk);
        QFETCH(bool, approvable);
        waiting(1,
                {action(QStringLiteral("a1"), QStringLiteral("t1"), QStringLiteral("LOW"), 1),
                 observation(QStringLiteral("o1"), QStringLiteral("t1"), 2),
                 action(QStringLiteral("a2"), QStringLiteral("t2"), risk, 3)});
        const auto p = pendingSet(*m_store, Test::hexId(1));
        QVERIFY(p);
        QCOMPARE(p->eventId, QStringLiteral("a2"));
        QCOMPARE(p->count, 1);
        QCOMPARE(p->approvableFromNotification(), approvable);

        NotificationCenter center;
        center.setStore(m_store.get());
        center.setCommands(m_commands.get());
        QSignalSpy present(&center, &NotificationCenter::present);
        center.notify(NotificationKind::Waiting, Test::hexId(1), QStringLiteral("Fix the tests"),
                      QStringLiteral("Waiting for your confirmation"), QStringLiteral("b"));
        QCOMPARE(present.count(), 1);
        const Notification n = present.first().first().value<Notification>();
        QCOMPARE(n.actionEventId, QStringLiteral("a2"));
        QVERIFY2(n.body.contains(QStringLiteral("git rm -q tests/test_legacy.py")), qPrintable(n.body));
        if (approvable)
            QCOMPARE(actionIds(n),
                     (QStringList{NotificationCenter::kApprove, NotificationCenter::kReject, NotificationCenter::kOpen,
                                  NotificationCenter::kDefault}));
        else
            QCOMPARE(actionIds(n), (QStringList{NotificationCenter::kOpen, NotificationCenter::kDefault}));
    }

    void aStaleApproveIsRefusedAndSaid()
    {
        waiting(1, {action(QStringLiteral("a1"), QStringLiteral("t1"), QStringLiteral("LOW"), 1)});
        NotificationCenter center;
        center.setStore(m_store.get());
        center.setCommands(m_commands.get());
        QSignalSpy present(&center, &NotificationCenter::present);
        QSignalSpy open(&center, &NotificationCenter::openRequested);
        QSignalSpy sent(m_commands.get(), &ConversationCommands::busyChanged);
        center.notify(NotificationKind::Waiting, Test::hexId(1), QStringLiteral("T"), QStringLiteral("h"),
                      QStringLiteral("b"));
        const Notification n = present.last().first().value<Notification>();
        QVERIFY(n.offers(NotificationCenter::kApprove));

        // The agent moved on to a HIGH-risk action before the click (the record still waits).
        m_store->appendEvents(Test::hexId(1),
                              {observation(QStringLiteral("o1"), QStringLiteral("t1"), 2),
                               action(QStringLiteral("a2"), QStringLiteral("t2"), QStringLiteral("HIGH"), 3)},
                              EventCursor{});
        m_store->waitForWrites();
        // Following the store, the notification was already updated: Open only.
        QCOMPARE(present.last().first().value<Notification>().actionEventId, QStringLiteral("a2"));
        QVERIFY(!present.last().first().value<Notification>().offers(NotificationCenter::kApprove));
        center.invoke(n.key, NotificationCenter::kApprove); // an old click on the first one
        QCOMPARE(sent.count(), 0); // nothing sent
        QCOMPARE(open.count(), 0);
        QVERIFY(!present.last().first().value<Notification>().offers(NotificationCenter::kApprove));
    }

    void resolvedElsewhereIsWithdrawn()
    {
        waiting(1, {action(QStringLiteral("a1"), QStringLiteral("t1"), QStringLiteral("LOW"), 1)});
        NotificationCenter center;
        center.setStore(m_store.get());
        QSignalSpy withdraw(&center, &NotificationCenter::withdraw);
        center.notify(NotificationKind::Waiting, Test::hexId(1), QStringLiteral("T"), QStringLiteral("h"),
                      QStringLiteral("b"));
        QCOMPARE(center.shown().size(), 1);
        m_store->applyConversations({Test::numberedConversation(1, QStringLiteral("running"))}, m_seq++);
        m_store->waitForWrites();
        QCOMPARE(withdraw.count(), 1);
        QVERIFY(center.shown().isEmpty());

        // Opening the conversation takes its notification away too.
        center.notify(NotificationKind::Finished, Test::hexId(1), QStringLiteral("T"), QStringLiteral("h"),
                      QStringLiteral("b"));
        center.conversationViewed(Test::hexId(1));
        QCOMPARE(withdraw.count(), 2);
    }
};

QTEST_GUILESS_MAIN(TestNotificationCenter)
#include "tst_notificationcenter.moc"
