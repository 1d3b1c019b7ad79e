// SPDX-License-Identifier: GPL-3.0-or-later
// The attention inbox over 10,000 conversations of which 500 wait (issue 29; ARCHITECTURE "Scale
// targets"): building it (setStore: one pass over the records, a tail read of each waiting log)
// and one update (a store change set that resolves one action, or brings a new one), measured on
// the GUI thread from the change signal's first to its last slot. The waiting logs hold a user
// turn, a pending action of each risk and, for one in five, a security analyzer's verdict.
// SWITCHYARD_BENCH_QUICK=1: 1,000 conversations, 50 waiting.
#include "bench/benchtargets.h"
#include "models/api/codec.h"
#include "models/attention/inboxmodel.h"
#include "models/store/store.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>

using namespace Switchyard;

namespace {

int conversations()
{
    return Bench::quick() ? 1000 : 10000;
}

int waiting()
{
    return Bench::quick() ? 50 : 500;
}

QString idOf(int i)
{
    return QStringLiteral("%1").arg(i, 32, 16, QLatin1Char('0'));
}

QString ts(int second)
{
    return QDateTime(QDate(2026, 11, 1), QTime(8, 0), Qt::UTC)
        .addSecs(second)
        .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz000"));
}

Event parsed(const QString &json)
{
    auto e = Api::Codec::parseEvent(json.toUtf8());
    if (!e.ok())
        qFatal("bad event JSON: %s", qPrintable(json));
    return std::move(e).value();
}

Event message(const QString &id, int t)
{
    return parsed(
        QStringLiteral(R"({"id":"%1","timestamp":"%2","source":"user","kind":"MessageEvent",)"
                       R"("llm_message":{"role":"user","content":[{"type":"text","text":"Fix the parser"}]}})")
            .arg(id, ts(t)));
}

Event action(const QString &id, const QString &call, int t, const char *risk, int n)
{
    return parsed(
        QStringLiteral(R"({"id":"%1","timestamp":"%2","source":"agent","kind":"ActionEvent","tool_name":"terminal",)"
                       R"("tool_call_id":"%3","security_risk":"%4","summary":"run step %5",)"
                       R"("action":{"kind":"TerminalAction","command":"cd /workspace && make test-%5"}})")
            .arg(id, ts(t), call, QLatin1String(risk))
            .arg(n));
}

Event observation(const QString &id, const QString &call, const QString &actionId, int t)
{
    return parsed(
        QStringLiteral(
            R"({"id":"%1","timestamp":"%2","source":"environment","kind":"ObservationEvent",)"
            R"("tool_name":"terminal","tool_call_id":"%3","action_id":"%4",)"
            R"("observation":{"kind":"TerminalObservation","content":[{"type":"text","text":"ok"}],"exit_code":0}})")
            .arg(id, ts(t), call, actionId));
}

Event analysis(const QString &id, const QString &actionId, int t)
{
    return parsed(QStringLiteral(
                      R"({"id":"%1","timestamp":"%2","source":"agent","kind":"SecurityAnalysisEvent",)"
                      R"("analyzer":"LLMSecurityAnalyzer","policy":"ConfirmRisky","risks":{"%3":"HIGH"},"details":{}})")
                      .arg(id, ts(t), actionId));
}

Conversation record(int i, ExecutionStatus exec)
{
    Conversation c;
    c.id = idOf(i);
    c.title = QStringLiteral("Conversation %1 about the parser").arg(i);
    c.sandboxId = QStringLiteral("sb-%1").arg(i / 20);
    c.selectedRepository = QStringLiteral("acme/repo%1").arg(i % 40);
    c.sandboxStatus = SandboxStatus::Running;
    c.executionStatus = exec;
    c.createdAt = QDateTime(QDate(2026, 11, 1), QTime(0, 0), Qt::UTC).addSecs(i);
    c.updatedAt = c.createdAt;
    MetricsSnapshot m;
    m.accumulatedCost = 0.01 * (i % 300);
    c.metrics = m;
    return c;
}

} // namespace

class BenchInbox : public QObject
{
    Q_OBJECT
    std::unique_ptr<Store> m_store;
    int m_waitEvery = 20;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_store = Store::openInMemory();
        QVERIFY(m_store);
        m_waitEvery = conversations() / waiting();
        QList<Conversation> records;
        static const ExecutionStatus others[] = {ExecutionStatus::Running, ExecutionStatus::Finished,
                                                 ExecutionStatus::Idle, ExecutionStatus::Paused};
        for (int i = 0; i < conversations(); ++i)
            records.append(record(i, i % m_waitEvery == 0 ? ExecutionStatus::WaitingForConfirmation : others[i % 4]));
        m_store->applyConversations(records, 1);
        static const char *risks[] = {"LOW", "MEDIUM", "HIGH", "UNKNOWN"};
        for (int i = 0; i < conversations(); i += m_waitEvery) {
            const QString c = idOf(i);
            QList<Event> events{message(c.left(24) + QStringLiteral("00000001"), i),
                                action(c.left(24) + QStringLiteral("00000002"), QStringLiteral("call_%1").arg(i), i + 1,
                                       risks[(i / m_waitEvery) % 4], i)};
            if ((i / m_waitEvery) % 5 == 0)
                events.append(
                    analysis(c.left(24) + QStringLiteral("00000003"), c.left(24) + QStringLiteral("00000002"), i + 2));
            m_store->appendEvents(c, events, advancedCursor(EventCursor{}, events));
        }
        m_store->waitForWrites();
        QCOMPARE(m_store->conversationCount(), qsizetype(conversations()));
    }

    void build()
    {
        QList<double> ms;
        for (int run = 0; run < 7; ++run) {
            InboxModel model;
            QElapsedTimer t;
            t.start();
            model.setStore(m_store.get());
            ms.append(double(t.nsecsElapsed()) / 1e6);
            QCOMPARE(model.itemCount(), waiting());
        }
        const double median = Bench::percentile(ms, 0.5);
        qInfo("inbox build over %d conversations (%d waiting): median %.2f ms, worst %.2f ms", conversations(),
              waiting(), median, Bench::percentile(ms, 1.0));
        BENCH_TARGET(median <= 50.0, "inbox build <= 50 ms (10,000 conversations, 500 waiting)");
    }

    // One change set at a time, as the sync engine writes them: an action resolved (its observation
    // and the record running), then a new one waiting (the action and the record waiting).
    void update()
    {
        QElapsedTimer t;
        QList<double> ms;
        connect(m_store.get(), &StoreReader::changed, this, [&t] {
            t.start();
        });
        InboxModel model;
        model.setStore(m_store.get());
        connect(m_store.get(), &StoreReader::changed, this, [&t, &ms] {
            ms.append(double(t.nsecsElapsed()) / 1e6);
        });
        const int rounds = Bench::quick() ? 10 : 50;
        for (int r = 0; r < rounds; ++r) {
            const int i = (r % waiting()) * m_waitEvery;
            const QString c = idOf(i);
            const QString actionId = c.left(24) + QStringLiteral("00000002");
            const QList<Event> resolved{observation(c.left(24) + QStringLiteral("20000001"),
                                                    QStringLiteral("call_%1").arg(i), actionId, 100000 + 2 * r)};
            m_store->appendEvents(c, resolved, advancedCursor(m_store->eventCursor(c), resolved));
            m_store->applyConversations({record(i, ExecutionStatus::Running)}, quint64(10 + 2 * r));
            m_store->waitForWrites();
            QCoreApplication::processEvents();
            const QList<Event> next{action(c.left(24) + QStringLiteral("10000001"),
                                           QStringLiteral("call_%1").arg(100000 + i), 100001 + 2 * r, "MEDIUM", r)};
            m_store->appendEvents(c, next, advancedCursor(m_store->eventCursor(c), next));
            m_store->applyConversations({record(i, ExecutionStatus::WaitingForConfirmation)}, quint64(11 + 2 * r));
            m_store->waitForWrites();
            QCoreApplication::processEvents();
        }
        QCOMPARE(model.itemCount(), waiting());
        QVERIFY(!ms.isEmpty());
        qInfo("inbox update (%lld change sets): median %.3f ms, p95 %.3f ms, worst %.3f ms", qlonglong(ms.size()),
              Bench::percentile(ms, 0.5), Bench::percentile(ms, 0.95), Bench::percentile(ms, 1.0));
        BENCH_TARGET(Bench::percentile(ms, 0.95) <= 4.0, "inbox update <= 4 ms on the GUI thread (p95)");
    }
};

QTEST_GUILESS_MAIN(BenchInbox)
#include "bench_inbox.moc"
