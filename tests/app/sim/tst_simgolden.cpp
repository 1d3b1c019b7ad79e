// SPDX-License-Identifier: GPL-3.0-or-later
// The simulator's event output, recorded: every agent script is played to its end on a simulator
// with a fixed seed and clock (newer generation: the newer kinds, storage order, shuffled webhook
// batches), its /events/search pages are read over HTTP and compared byte for byte with
// tests/data/golden/sim/<script>_<page>.json. tst_eventgolden parses those files against its
// golden file, so the client's parser is held to what the simulator really sends.
// SWITCHYARD_UPDATE_GOLDEN=1 rewrites the recordings (tests/data/golden/README.md).
#include "app/sim/agentscripts.h"
#include "app/sim/simulator.h"
#include "simhttp_test.h"
#include "testutils/testpaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

class TestSimGolden : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void recordedOutputUnchanged()
    {
        const bool update = qEnvironmentVariableIntValue("SWITCHYARD_UPDATE_GOLDEN") == 1;
        const QString dir = Test::testDataPath(QStringLiteral("golden/sim"));
        QStringList written;
        QStringList scripts = Sim::AgentScripts::names();
        scripts.removeAll(QStringLiteral("endless")); // never ends
        for (const QString &script : std::as_const(scripts)) {
            Sim::SimOptions o;
            o.seed = 7;
            o.autoAdvance = false;
            o.epoch = QDateTime(QDate(2026, 11, 2), QTime(9, 30), Qt::UTC);
            o.useGeneration(Sim::ServerGeneration::Newer);
            o.features.rateLimit = false;
            Sim::Simulator sim(o);
            QVERIFY(sim.listen() != 0);
            Sim::ConversationSpec spec;
            spec.script = script;
            spec.repository = QStringLiteral("acme/api");
            spec.initialMessage = QStringLiteral("Fix the failing tests");
            const QString id = sim.addConversation(spec);
            Test::SimHttp http(sim.baseUrl(), sim.apiKey().toUtf8());
            QString pageId;
            int page = 0;
            do {
                QString path = QStringLiteral("/api/v1/conversation/%1/events/search?limit=100").arg(id);
                if (!pageId.isEmpty())
                    path += QStringLiteral("&page_id=") + pageId;
                const Test::SimReply reply = http.call("GET", path);
                QCOMPARE(reply.status, 200);
                const QString file = dir + QStringLiteral("/%1_%2.json").arg(script).arg(page, 2, 10, QLatin1Char('0'));
                if (update) {
                    QVERIFY(QDir().mkpath(dir));
                    QFile out(file);
                    QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
                    QCOMPARE(out.write(reply.body), reply.body.size());
                } else {
                    QVERIFY2(reply.body == Test::readFile(file),
                             qPrintable(QStringLiteral("%1 differs from what the simulator sends now "
                                                       "(SWITCHYARD_UPDATE_GOLDEN=1 records it again)")
                                            .arg(file)));
                }
                written << QFileInfo(file).fileName();
                pageId = reply.object().value(QLatin1String("next_page_id")).toString();
                ++page;
            } while (!pageId.isEmpty() && page < 50);
        }
        // No stale recordings: every file in the folder is one of this run's pages.
        QStringList present = QDir(dir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        written.sort();
        if (update) {
            for (const QString &f : std::as_const(present)) {
                if (!written.contains(f))
                    QVERIFY(QFile::remove(dir + QLatin1Char('/') + f));
            }
            present = QDir(dir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        }
        QCOMPARE(present, written);
    }
};

QTEST_GUILESS_MAIN(TestSimGolden)
#include "tst_simgolden.moc"
