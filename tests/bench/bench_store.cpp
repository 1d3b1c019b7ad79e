// SPDX-License-Identifier: GPL-3.0-or-later
// Store benchmarks (issue 5):
//  - reconcile one poll of 1,000 conversations + their sandboxes (target <= 5 ms CPU);
//  - ingest events: parse + summary + SQLite (target >= 50,000 events/s);
//  - appending N events is O(N) overall (10k vs 100k within 12x).
// The writer is driven synchronously on this thread (in the app it runs on the store's worker).
// Figures come from a release build; SWITCHYARD_BENCH_QUICK=1 uses small sizes.
#include "models/api/codec.h"
#include "models/store/store.h"
#include "models/store/storewriter.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <ctime>

using namespace Switchyard;

namespace {

bool quick()
{
    return qEnvironmentVariableIsSet("SWITCHYARD_BENCH_QUICK");
}

double cpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1000.0 + double(ts.tv_nsec) / 1e6;
}

QString hexId(const char *prefix, int n)
{
    return QString::fromLatin1(prefix) + QStringLiteral("%1").arg(n, 32 - int(qstrlen(prefix)), 16, QLatin1Char('0'));
}

Conversation conversation(int n, const QString &title)
{
    Conversation c;
    c.id = hexId("c", n);
    c.sandboxId = hexId("s", n / 3);
    c.title = title;
    c.selectedRepository = QStringLiteral("acme/repo-%1").arg(n % 17);
    c.selectedBranch = QStringLiteral("main");
    c.llmModel = QStringLiteral("litellm_proxy/prod/claude-opus-4-5-20251101");
    c.createdAt = QDateTime(QDate(2026, 8, 20), QTime(10, 0), Qt::UTC).addSecs(n);
    c.updatedAt = c.createdAt;
    c.sandboxStatus = n % 4 ? SandboxStatus::Running : SandboxStatus::Paused;
    if (n % 4)
        c.executionStatus = n % 5 ? ExecutionStatus::Idle : ExecutionStatus::Running;
    c.sessionApiKey = QStringLiteral("secret-%1").arg(n);
    c.tags.insert(QStringLiteral("repo_name"), c.selectedRepository);
    return c;
}

Sandbox sandbox(int n)
{
    Sandbox s;
    s.id = hexId("s", n);
    s.sandboxSpecId = QStringLiteral("ghcr.io/openhands/agent-server:1.2");
    s.status = n % 4 ? SandboxStatus::Running : SandboxStatus::Paused;
    s.createdAt = QDateTime(QDate(2026, 8, 20), QTime(9, 0), Qt::UTC).addSecs(n);
    s.exposedUrls.append({QStringLiteral("AGENT_SERVER"), QStringLiteral("https://h/%1").arg(n), 60000});
    return s;
}

QByteArray eventJson(qint64 n)
{
    const QString id = QStringLiteral("%1-0000-4000-8000-%2")
                           .arg(n / 100000000, 8, 10, QLatin1Char('0'))
                           .arg(n % 1000000000000LL, 12, 10, QLatin1Char('0'));
    const QString ts = QDateTime(QDate(2026, 8, 20), QTime(0, 0), Qt::UTC)
                           .addMSecs(n * 7)
                           .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz000"));
    switch (n % 3) {
    case 0:
        return QStringLiteral(
                   R"({"id":"%1","timestamp":"%2","source":"agent","kind":"ActionEvent","thought":[],)"
                   R"("action":{"kind":"TerminalAction","command":"pytest -q tests/test_%3.py",)"
                   R"("is_input":false},"tool_name":"terminal","tool_call_id":"call_%3",)"
                   R"("tool_call":{"id":"call_%3","name":"terminal","arguments":"{}","origin":"completion"},)"
                   R"("llm_response_id":"resp_%3","security_risk":"LOW","summary":"run the tests"})")
            .arg(id, ts)
            .arg(n)
            .toUtf8();
    case 1:
        return QStringLiteral(R"({"id":"%1","timestamp":"%2","source":"environment","kind":"ObservationEvent",)"
                              R"("observation":{"kind":"TerminalObservation","content":[{"type":"text",)"
                              R"("text":"....F.. 6 passed, 1 failed in 0.42s"}],"command":"pytest -q",)"
                              R"("exit_code":1,"is_error":false,"timeout":false},"tool_name":"terminal",)"
                              R"("tool_call_id":"call_%3","action_id":"x"})")
            .arg(id, ts)
            .arg(n - 1)
            .toUtf8();
    default:
        return QStringLiteral(R"({"id":"%1","timestamp":"%2","source":"agent","kind":"MessageEvent",)"
                              R"("llm_message":{"role":"assistant","content":[{"type":"text",)"
                              R"("text":"I fixed the failing test in src/app.py (step %3)."}]},"activated_skills":[]})")
            .arg(id, ts)
            .arg(n)
            .toUtf8();
    }
}

struct Writer
{
    QTemporaryDir dir;
    StoreWriter writer;
    Writer()
    {
        QString error;
        if (!writer.open(dir.filePath(QStringLiteral("bench.sqlite")), &error, nullptr))
            qFatal("cannot open the bench store");
    }
};

} // namespace

class BenchStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void reconcilePoll()
    {
        constexpr int kConversations = 1000;
        Writer w;
        QList<Conversation> convs;
        QList<QString> ids;
        for (int i = 0; i < kConversations; ++i) {
            convs.append(conversation(i, QStringLiteral("Conversation %1").arg(i)));
            ids.append(convs.last().id);
        }
        QList<Sandbox> sbxs;
        for (int i = 0; i < kConversations / 3 + 1; ++i)
            sbxs.append(sandbox(i));
        w.writer.process(StoreBatch{StoreOps::PutConversations{convs, 1}});
        quint64 seq = 2;
        int round = 0;
        double cpuTotal = 0;
        int polls = 0;
        QBENCHMARK {
            // One poll: the batch get of every known id (1% of them changed) and the sandbox listing.
            QList<std::optional<Conversation>> answers;
            answers.reserve(kConversations);
            ++round;
            for (int i = 0; i < kConversations; ++i) {
                Conversation c = convs.at(i);
                if (i % 100 == round % 100)
                    c.title = QStringLiteral("Renamed %1").arg(round);
                answers.append(std::move(c));
            }
            const StoreBatch batch{StoreOps::ConversationBatch{ids, std::move(answers), seq++}};
            const StoreBatch sb{StoreOps::PutSandboxes{sbxs, seq++, true}};
            const double t0 = cpuMs();
            const StoreDelta d1 = w.writer.process(batch);
            const StoreDelta d2 = w.writer.process(sb);
            cpuTotal += cpuMs() - t0;
            ++polls;
            if (d1.failed || d2.failed)
                QFAIL("reconcile failed");
        }
        qInfo("reconcile: one poll of %d conversations + %lld sandboxes = %.3f ms CPU (mean of %d)", kConversations,
              qlonglong(sbxs.size()), cpuTotal / polls, polls);
    }

    void ingestEvents()
    {
        const qint64 n = quick() ? 10000 : 200000;
        QList<QByteArray> json;
        json.reserve(n);
        for (qint64 i = 0; i < n; ++i)
            json.append(eventJson(i));
        Writer w;
        QElapsedTimer timer;
        const double c0 = cpuMs();
        timer.start();
        EventCursor cursor;
        StoreOps::AppendEvents batch;
        batch.conversationId = hexId("c", 1);
        for (qint64 i = 0; i < n; ++i) {
            auto parsed = Api::Codec::parseEvent(json.at(i));
            if (!parsed.ok())
                QFAIL("event does not parse");
            batch.events.append(std::move(parsed).value());
            if (batch.events.size() == 100 || i == n - 1) {
                batch.cursor = EventCursor{batch.events.last().timestamp, {batch.events.last().id}};
                if (w.writer.process(StoreBatch{batch}).failed)
                    QFAIL("append failed");
                batch.events.clear();
            }
        }
        const double secs = double(timer.nsecsElapsed()) / 1e9;
        const double cpuSecs = (cpuMs() - c0) / 1000.0;
        // Reads through a Store on the same file: ranges of 100 summaries, one raw event, one parse.
        w.writer.close();
        {
            QString error;
            auto store = Store::openFile(w.dir.filePath(QStringLiteral("bench.sqlite")), &error);
            QVERIFY2(store, qPrintable(error));
            const QString id = hexId("c", 1);
            QCOMPARE(store->eventCount(id), n);
            QElapsedTimer rt;
            rt.start();
            constexpr int kReads = 200;
            for (int i = 0; i < kReads; ++i) {
                const qint64 from = (qint64(i) * 7919 * 100) % std::max<qint64>(1, n - 100);
                if (store->eventSummaries(id, from, 100).size() != 100)
                    QFAIL("short read");
            }
            const double rangeUs = double(rt.nsecsElapsed()) / 1e3 / kReads;
            rt.restart();
            for (int i = 0; i < kReads; ++i) {
                if (!store->event(id, (qint64(i) * 104729) % n))
                    QFAIL("event not parsed");
            }
            const double eventUs = double(rt.nsecsElapsed()) / 1e3 / kReads;
            qInfo("reads at %lld events: 100 summaries %.0f us, one event (raw + parse) %.0f us", qlonglong(n), rangeUs,
                  eventUs);
        }
        qInfo("ingest: %lld events (parse + summary + SQLite, pages of 100) in %.3f s = %.0f events/s wall, %.0f "
              "events/s CPU",
              qlonglong(n), secs, double(n) / secs, double(n) / cpuSecs);
        QBENCHMARK_ONCE { }
    }

    void appendScaling()
    {
        const qint64 small = quick() ? 2000 : 10000;
        const qint64 large = small * 10;
        auto run = [](qint64 count) {
            Writer w;
            const double c0 = cpuMs();
            StoreOps::AppendEvents batch;
            batch.conversationId = hexId("c", 2);
            for (qint64 i = 0; i < count; ++i) {
                Event e;
                e.id = QStringLiteral("e-%1").arg(i);
                e.timestamp = QStringLiteral("2026-08-20T00:00:00.%1").arg(i, 9, 10, QLatin1Char('0'));
                e.kind = QStringLiteral("MessageEvent");
                e.raw = "{}";
                batch.events.append(std::move(e));
                if (batch.events.size() == 100 || i == count - 1) {
                    batch.cursor = EventCursor{batch.events.last().timestamp, {batch.events.last().id}};
                    w.writer.process(StoreBatch{batch});
                    batch.events.clear();
                }
            }
            return cpuMs() - c0; // CPU time: wall time is meaningless on a shared, loaded machine
        };
        const double tSmall = std::min(run(small), run(small));
        const double tLarge = std::min(run(large), run(large));
        const double ratio = tLarge / tSmall;
        qInfo("append scaling (CPU, best of 2): %lld events %.1f ms, %lld events %.1f ms, ratio %.2f (O(N) if <= 12)",
              qlonglong(small), tSmall, qlonglong(large), tLarge, ratio);
        QVERIFY2(ratio <= 12.0 || quick(), qPrintable(QString::number(ratio)));
        QBENCHMARK_ONCE { }
    }
};

QTEST_GUILESS_MAIN(BenchStore)
#include "bench_store.moc"
