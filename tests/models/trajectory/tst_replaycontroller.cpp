// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/store.h"
#include "models/trajectory/replaycontroller.h"
#include "models/trajectory/trajectoryreader.h"
#include "testutils/testpaths.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

class TestReplayController : public QObject
{
    Q_OBJECT
private:
    std::shared_ptr<TrajectoryReader> open()
    {
        QString error;
        std::shared_ptr<TrajectoryReader> reader = TrajectoryReader::open(
            Test::specPath(QStringLiteral("fixtures/trajectory/conversation_a3f9c2e4-7b1d-4e6f-8a0b-5c9d2e7f1a34.zip")),
            &error);
        return reader;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void stepsOneEventAtATime()
    {
        auto reader = open();
        QVERIFY(reader);
        auto store = Store::openInMemory();
        ReplayController replay(reader, store.get());
        const QString id = reader->conversation().id;
        QCOMPARE(replay.count(), 15);
        QVERIFY(replay.step());
        QVERIFY(replay.step());
        store->waitForWrites();
        QCOMPARE(replay.position(), 2);
        QCOMPARE(store->eventCount(id), 2);
        QCOMPARE(store->eventIds(id), QList<QString>({reader->eventId(0), reader->eventId(1)}));
    }

    void playsToTheEndInOrder()
    {
        auto reader = open();
        auto store = Store::openInMemory();
        ReplayController replay(reader, store.get());
        replay.setSpeed(10000);
        replay.setDelayBounds(0, 5);
        QSignalSpy finished(&replay, &ReplayController::finished);
        QSignalSpy playing(&replay, &ReplayController::playingChanged);
        replay.play();
        QVERIFY(replay.isPlaying());
        QVERIFY(finished.wait(20000));
        QVERIFY(!replay.isPlaying());
        QCOMPARE(playing.size(), 2);
        store->waitForWrites();
        const QString id = reader->conversation().id;
        QCOMPARE(store->eventCount(id), 15);
        for (qint64 i = 0; i < 15; ++i)
            QCOMPARE(store->eventIds(id).at(i), reader->eventId(i));
        QVERIFY(!replay.step()); // nothing left
    }
};

QTEST_GUILESS_MAIN(TestReplayController)
#include "tst_replaycontroller.moc"
