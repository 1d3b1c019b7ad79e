// SPDX-License-Identifier: GPL-3.0-or-later
// The conversation list under a 10,000-conversation poll: the GUI-thread cost of applying a
// snapshot (model diff + sorting/filtering proxy) when nothing changed, when 1% changed, and the
// first fill (from rows, and from a store full of records as at start-up). SWITCHYARD_BENCH_QUICK=1
// uses 500 rows.
#include "models/conversations/conversationfilterproxy.h"
#include "models/conversations/conversationlistmodel.h"
#include "models/store/store.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>

using namespace Switchyard;

namespace {
int rowCountForRun()
{
    return qEnvironmentVariableIsSet("SWITCHYARD_BENCH_QUICK") ? 500 : 10000;
}

QList<ConversationRow> makeRows(int n, int generation)
{
    using E = ExecutionStatus;
    static const E execs[] = {E::Running, E::Finished, E::Idle, E::WaitingForConfirmation, E::Error, E::Stuck};
    const qint64 base = QDateTime(QDate(2026, 11, 1), QTime(0, 0), Qt::UTC).toMSecsSinceEpoch();
    QList<ConversationRow> rows;
    rows.reserve(n);
    for (int i = 0; i < n; ++i) {
        Conversation c;
        c.id = QStringLiteral("%1").arg(i, 32, 16, QLatin1Char('0'));
        c.title = QStringLiteral("Conversation %1 about the parser").arg(i);
        c.sandboxId = QStringLiteral("sb-%1").arg(i / 20);
        c.selectedRepository = QStringLiteral("acme/repo%1").arg(i % 40);
        c.selectedBranch = QStringLiteral("main");
        c.llmModel = QStringLiteral("claude");
        c.sandboxStatus = SandboxStatus::Running;
        c.executionStatus = execs[i % 6];
        c.createdAt = QDateTime::fromMSecsSinceEpoch(base + i * 1000LL, Qt::UTC);
        ConversationRow r = ConversationRow::fromConversation(c);
        r.lastActivityMs = base + i * 1000LL;
        // 1% of the rows move on each generation.
        if (generation > 0 && i % 100 == 0)
            r.lastActivityMs += generation * 3600000LL;
        r.searchText = QStringLiteral("ran pytest, edited src/parser.py, all tests pass");
        r.confirmedAt = QDateTime::currentDateTimeUtc();
        rows.append(r);
    }
    return rows;
}
} // namespace

class BenchConversationList : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void firstFill()
    {
        const auto rows = makeRows(rowCountForRun(), 0);
        QBENCHMARK {
            ConversationListModel model;
            ConversationFilterProxy proxy;
            proxy.setSourceModel(&model);
            model.applySnapshot(rows);
        }
    }

    // Start-up with a warm cache: the model takes every record from the store at once (rows moved
    // in, sort keys precomputed) and the proxy sorts them.
    void firstFillFromStore()
    {
        auto store = Store::openInMemory();
        QVERIFY(store);
        QList<Conversation> records;
        const auto rows = makeRows(rowCountForRun(), 0);
        records.reserve(rows.size());
        for (const ConversationRow &r : rows)
            records.append(r.conversation);
        store->applyConversations(records, 1);
        store->waitForWrites();
        QCOMPARE(store->conversationCount(), qsizetype(rowCountForRun()));
        qint64 longestStepNs = 0;
        QBENCHMARK {
            ConversationListModel model;
            ConversationFilterProxy proxy;
            proxy.setSourceModel(&model);
            QElapsedTimer step;
            step.start();
            model.setStore(store.get());
            longestStepNs = std::max(longestStepNs, step.nsecsElapsed());
            // The rest comes in chunks, one per event-loop turn: each turn is one GUI task.
            while (model.isFilling()) {
                step.restart();
                QCoreApplication::sendPostedEvents();
                QCoreApplication::processEvents();
                longestStepNs = std::max(longestStepNs, step.nsecsElapsed());
            }
            QCOMPARE(model.rowCount(), rowCountForRun());
        }
        qInfo("firstFillFromStore: longest single event-loop step %.1f ms", double(longestStepNs) / 1e6);
    }

    void identicalPoll()
    {
        ConversationListModel model;
        ConversationFilterProxy proxy;
        proxy.setSourceModel(&model);
        model.applySnapshot(makeRows(rowCountForRun(), 0));
        const auto same = makeRows(rowCountForRun(), 0);
        QBENCHMARK {
            model.applySnapshot(same);
        }
    }

    void onePercentChangedPoll()
    {
        ConversationListModel model;
        ConversationFilterProxy proxy;
        proxy.setSourceModel(&model);
        model.applySnapshot(makeRows(rowCountForRun(), 0));
        QList<QList<ConversationRow>> generations;
        for (int g = 1; g <= 2; ++g)
            generations.append(makeRows(rowCountForRun(), g));
        int g = 0;
        QBENCHMARK {
            model.applySnapshot(generations.at(g++ % 2));
        }
    }

    void searchKeystroke()
    {
        ConversationListModel model;
        ConversationFilterProxy proxy;
        proxy.setSourceModel(&model);
        model.applySnapshot(makeRows(rowCountForRun(), 0));
        int i = 0;
        QBENCHMARK {
            proxy.setSearchText(i++ % 2 ? QStringLiteral("parser 99") : QStringLiteral("pytest"));
        }
    }
};

QTEST_GUILESS_MAIN(BenchConversationList)
#include "bench_conversationlist.moc"
