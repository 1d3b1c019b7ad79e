// SPDX-License-Identifier: GPL-3.0-or-later
// Event-page parsing throughput (issue 3: >= 100 MB/s and >= 50,000 events/s in a release build).
// Pages are built from the spec's 15-event fixture (every common kind: system prompt, messages,
// terminal and file-editor actions/observations, state updates, errors, finish), replicated to
// 100 events per page as the server sends them (compact JSON, unique ids), plus the recorded
// 317 KB full_state page (R4). Codec::parseEventPage is the product's (SAX) parser. Quick mode
// (SWITCHYARD_BENCH_QUICK=1) only checks that it runs.
#include "models/api/codec.h"
#include "testutils/testpaths.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <ctime>

using namespace Switchyard;
using namespace Switchyard::Api;
using namespace Switchyard::Test;

namespace {

bool quick()
{
    return qEnvironmentVariableIntValue("SWITCHYARD_BENCH_QUICK") != 0;
}

QList<QByteArray> buildPages(int pageCount)
{
    const QJsonArray source =
        QJsonDocument::fromJson(readFile(specPath(QStringLiteral("fixtures/events/events_search_page.json"))))
            .object()
            .value(QLatin1String("items"))
            .toArray();
    QList<QByteArray> pages;
    int serial = 0;
    for (int p = 0; p < pageCount; ++p) {
        QJsonArray items;
        for (int i = 0; i < 100; ++i) {
            QJsonObject e = source.at(i % source.size()).toObject();
            e.insert(QStringLiteral("id"),
                     QStringLiteral("00000000-0000-4000-8000-%1").arg(serial++, 12, 10, QLatin1Char('0')));
            items.append(e);
        }
        QJsonObject page{{QStringLiteral("items"), items},
                         {QStringLiteral("next_page_id"), QString::number((p + 1) * 100)}};
        pages.append(QJsonDocument(page).toJson(QJsonDocument::Compact));
    }
    return pages;
}

/// CPU time of this thread: on a shared machine wall time also counts other processes' turns.
qint64 threadCpuNs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1000000000LL + ts.tv_nsec;
}

void report(const char *what, qint64 bytes, qint64 events, qint64 wallNs, qint64 cpuNs)
{
    const double wall = double(wallNs) / 1e9;
    const double cpu = double(cpuNs) / 1e9;
    qInfo("%s: wall %.1f MB/s, %.0f events/s; thread CPU %.1f MB/s, %.0f events/s (%lld bytes, %lld events, "
          "%.3f s wall, %.3f s CPU)",
          what, double(bytes) / 1e6 / wall, double(events) / wall, double(bytes) / 1e6 / cpu, double(events) / cpu,
          bytes, events, wall, cpu);
}

} // namespace

class BenchEventParse : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eventPages()
    {
        const QList<QByteArray> pages = buildPages(quick() ? 2 : 50);
        qint64 bytes = 0;
        for (const QByteArray &p : pages)
            bytes += p.size();
        qint64 events = 0;
        QElapsedTimer timer;
        qint64 total = 0;
        qint64 cpu = 0;
        int rounds = 0;
        QBENCHMARK {
            timer.start();
            const qint64 cpuStart = threadCpuNs();
            for (const QByteArray &p : pages) {
                auto page = Codec::parseEventPage(p);
                if (!page.ok())
                    QFAIL("parse failed");
                events += page.value().items.size();
            }
            cpu += threadCpuNs() - cpuStart;
            total += timer.nsecsElapsed();
            ++rounds;
        }
        QVERIFY(events > 0);
        report("event pages (100 events each)", bytes * rounds, events, total, cpu);
    }

    void recordedFullStatePage()
    {
        const QByteArray file = readFile(
            specPath(QStringLiteral("real-samples/04_ohx_recorded_GET_conversation_72d40619_events_search.json")));
        const QJsonObject body = QJsonDocument::fromJson(file).object().value(QLatin1String("body")).toObject();
        const QByteArray page = QJsonDocument(body).toJson(QJsonDocument::Compact);
        qint64 events = 0;
        QElapsedTimer timer;
        qint64 total = 0;
        qint64 cpu = 0;
        int rounds = 0;
        QBENCHMARK {
            timer.start();
            const qint64 cpuStart = threadCpuNs();
            for (int i = 0; i < (quick() ? 1 : 20); ++i) {
                auto parsed = Codec::parseEventPage(page);
                if (!parsed.ok())
                    QFAIL("parse failed");
                events += parsed.value().items.size();
            }
            cpu += threadCpuNs() - cpuStart;
            total += timer.nsecsElapsed();
            rounds += quick() ? 1 : 20;
        }
        report("recorded full_state page (R4)", qint64(page.size()) * rounds, events, total, cpu);
    }
};

QTEST_GUILESS_MAIN(BenchEventParse)
#include "bench_eventparse.moc"
