// SPDX-License-Identifier: GPL-3.0-or-later
// "While you were away" (models/attention/awaydigest.h, awaytracker.h; issue 31) over a real
// store file: finished, waiting (with the longest wait), errors, the cost spent since the mark,
// sandboxes seen paused, and watch rule hits — each line naming exactly its conversations; the
// mark is the store's, kept across a reopen; the tracker offers a digest when the window comes
// back after 30 minutes or more, not sooner; 1,000 conversations are summed up quickly.
#include "models/api/codec.h"
#include "models/attention/awaytracker.h"
#include "models/store/store.h"
#include "testutils/conversationfixture.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Switchyard;
using Test::hexId;
using Test::numberedConversation;

namespace {

Conversation conv(int n, const QString &exec, qint64 updatedSecsAgo, double cost = 0.0,
                  const QString &sandbox = QStringLiteral("sbx1"))
{
    Conversation c = numberedConversation(n, exec);
    c.updatedAt = QDateTime::currentDateTimeUtc().addSecs(-updatedSecsAgo);
    c.sandboxId = sandbox;
    if (cost > 0) {
        MetricsSnapshot m;
        m.accumulatedCost = cost;
        c.metrics = m;
    }
    return c;
}

Sandbox sandbox(const QString &id, SandboxStatus status)
{
    Sandbox s;
    s.id = id;
    s.status = status;
    return s;
}

Event rmRf(const QString &id)
{
    const QJsonObject o{
        {QStringLiteral("id"), id},
        {QStringLiteral("timestamp"),
         QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz000"))},
        {QStringLiteral("source"), QStringLiteral("agent")},
        {QStringLiteral("kind"), QStringLiteral("ActionEvent")},
        {QStringLiteral("action"),
         QJsonObject{{QStringLiteral("command"), QStringLiteral("rm -rf /tmp/x")},
                     {QStringLiteral("kind"), QStringLiteral("TerminalAction")}}},
        {QStringLiteral("tool_name"), QStringLiteral("terminal")},
        {QStringLiteral("tool_call_id"), QStringLiteral("call_1")},
    };
    return Api::Codec::parseEvent(QJsonDocument(o).toJson(QJsonDocument::Compact)).value();
}

const DigestLine *lineOf(const AwayDigest &d, DigestLine::Kind kind)
{
    for (const DigestLine &l : d.lines) {
        if (l.kind == kind)
            return &l;
    }
    return nullptr;
}

} // namespace

class TestAwayDigest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void linesNameTheirConversations()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cache.sqlite"));
        QString error;
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const qint64 since = now - 2 * 3600 * 1000; // two hours ago
        // Before the mark: the cost then was 1.00 in all.
        store->applySandboxes({sandbox(QStringLiteral("sbx1"), SandboxStatus::Running),
                               sandbox(QStringLiteral("sbx2"), SandboxStatus::Running),
                               sandbox(QStringLiteral("sbx3"), SandboxStatus::Running)},
                              1, true);
        store->applyConversations({conv(1, QStringLiteral("finished"), 3 * 3600, 1.0)}, 1); // finished before
        store->waitForWrites();
        store->setLastSeen(since, Digest::totalCost(*store));
        // While away.
        store->applyConversations(
            {conv(1, QStringLiteral("finished"), 3 * 3600, 1.0), conv(2, QStringLiteral("finished"), 600, 2.5),
             conv(3, QStringLiteral("waiting_for_confirmation"), 5400),
             conv(4, QStringLiteral("waiting_for_confirmation"), 300), conv(5, QStringLiteral("error"), 60),
             conv(6, QStringLiteral("running"), 30, 0.0, QStringLiteral("sbx2")),
             conv(7, QStringLiteral("idle"), 25 * 60, 0.0, QStringLiteral("sbx3"))},
            2);
        // sbx2 pauses 30 s after its agent's last step (a person, or the server's own reasons);
        // sbx3 after 25 minutes without activity: the lifecycle policy's idle pause (20 min).
        store->applySandboxes({sandbox(QStringLiteral("sbx1"), SandboxStatus::Running),
                               sandbox(QStringLiteral("sbx2"), SandboxStatus::Paused),
                               sandbox(QStringLiteral("sbx3"), SandboxStatus::Paused)},
                              3, true);
        WatchRule rule;
        rule.name = QStringLiteral("rm");
        rule.query = QStringLiteral("cmd:\"rm -rf\"");
        rule.enabled = true;
        store->putWatchRule(rule);
        store->appendEvents(hexId(4), {rmRf(QStringLiteral("00000000-0000-4000-8000-000000000001"))}, {});
        store->waitForWrites();
        store.reset();

        store = Store::openFile(path, &error); // the mark is kept
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->lastSeenMs(), since);
        AwayTracker tracker(store.get());
        const AwayDigest d = tracker.digestSince(store->lastSeenMs());
        QVERIFY(!d.isEmpty());
        const DigestLine *finished = lineOf(d, DigestLine::Kind::Finished);
        QVERIFY(finished);
        QCOMPARE(finished->conversationIds, QSet<QString>{hexId(2)}); // not 1: it finished before
        const DigestLine *waiting = lineOf(d, DigestLine::Kind::Waiting);
        QVERIFY(waiting);
        QCOMPARE(waiting->conversationIds, (QSet<QString>{hexId(3), hexId(4)}));
        QCOMPARE(d.longestWaitId, hexId(3));
        QVERIFY(d.longestWaitMs >= 5400 * 1000 - 60000);
        QVERIFY2(waiting->text.contains(QStringLiteral("hour")), qPrintable(waiting->text));
        const DigestLine *errors = lineOf(d, DigestLine::Kind::Errors);
        QVERIFY(errors);
        QCOMPARE(errors->conversationIds, QSet<QString>{hexId(5)});
        const DigestLine *cost = lineOf(d, DigestLine::Kind::Cost);
        QVERIFY(cost);
        QCOMPARE(d.costSpent, 2.5);
        const DigestLine *stopped = lineOf(d, DigestLine::Kind::SandboxesStopped);
        QVERIFY(stopped);
        QCOMPARE(stopped->conversationIds, QSet<QString>{hexId(7)});
        QVERIFY2(stopped->text.contains(QStringLiteral("lifecycle policy")), qPrintable(stopped->text));
        const DigestLine *stoppedOther = lineOf(d, DigestLine::Kind::SandboxesStoppedOther);
        QVERIFY(stoppedOther);
        QCOMPARE(stoppedOther->conversationIds, QSet<QString>{hexId(6)});
        const DigestLine *hits = lineOf(d, DigestLine::Kind::RuleHits);
        QVERIFY(hits);
        QCOMPARE(hits->conversationIds, QSet<QString>{hexId(4)});
        // Since a moment from now: only what still waits (and the cost, counted from the mark).
        const AwayDigest later = tracker.digestSince(QDateTime::currentMSecsSinceEpoch() + 1000);
        QVERIFY(lineOf(later, DigestLine::Kind::Waiting));
        QVERIFY(!lineOf(later, DigestLine::Kind::Finished));
        QVERIFY(!lineOf(later, DigestLine::Kind::Errors));
        QVERIFY(!lineOf(later, DigestLine::Kind::RuleHits));
        QVERIFY(!lineOf(later, DigestLine::Kind::SandboxesStopped));
        QVERIFY(!lineOf(later, DigestLine::Kind::SandboxesStoppedOther));
    }

    void offeredAfterHalfAnHourAway()
    {
        QTemporaryDir dir;
        QString error;
        auto store = Store::openFile(dir.filePath(QStringLiteral("cache.sqlite")), &error);
        QVERIFY2(store, qPrintable(error));
        store->applyConversations({conv(1, QStringLiteral("waiting_for_confirmation"), 60)}, 1);
        store->waitForWrites();
        AwayTracker tracker(store.get());
        qint64 clock = QDateTime::currentMSecsSinceEpoch();
        tracker.setClock([&clock] {
            return clock;
        });
        QSignalSpy offered(&tracker, &AwayTracker::digestReady);
        tracker.setActive(true);
        tracker.setActive(false);
        clock += 10 * 60 * 1000;
        tracker.setActive(true); // ten minutes: not away
        QCOMPARE(offered.size(), 0);
        tracker.setActive(false);
        QCOMPARE(store->lastSeenMs(), clock);
        clock += Digest::kAwayMs;
        tracker.setActive(true);
        QCOMPARE(offered.size(), 1);
        const auto d = offered.constFirst().at(0).value<AwayDigest>();
        QVERIFY(lineOf(d, DigestLine::Kind::Waiting));
    }

    void thousandConversationsQuickly()
    {
        QTemporaryDir dir;
        QString error;
        auto store = Store::openFile(dir.filePath(QStringLiteral("cache.sqlite")), &error);
        QVERIFY2(store, qPrintable(error));
        QList<Conversation> many;
        const QStringList statuses{QStringLiteral("finished"), QStringLiteral("waiting_for_confirmation"),
                                   QStringLiteral("error"), QStringLiteral("running")};
        for (int i = 0; i < 1000; ++i)
            many.append(conv(i + 1, statuses.at(i % 4), i * 10, 0.01 * i, QStringLiteral("sbx%1").arg(i % 50)));
        store->applyConversations(many, 1);
        store->waitForWrites();
        AwayTracker tracker(store.get());
        QElapsedTimer t;
        t.start();
        const AwayDigest d = tracker.digestSince(QDateTime::currentMSecsSinceEpoch() - 3600 * 1000);
        qInfo() << "digest of 1,000 conversations:" << t.elapsed() << "ms";
        QCOMPARE(lineOf(d, DigestLine::Kind::Waiting)->conversationIds.size(), 250);
    }
};

QTEST_GUILESS_MAIN(TestAwayDigest)
#include "tst_awaydigest.moc"
