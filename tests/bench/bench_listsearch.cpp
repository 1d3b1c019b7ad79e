// SPDX-License-Identifier: GPL-3.0-or-later
// The conversation list's search over every cached event (issue #7940): 200 conversations x 1,000
// events each in a store file, searched by EventTextSearch::run (the worker's scan: LIKE over the
// event summaries, one query per 64 logs). Three needles: one word in a single old event of one
// conversation, a word in none (the full scan, the worst case), and a word in every conversation.
// Figures come from a release build; SWITCHYARD_BENCH_QUICK=1 uses 20 x 100.
#include "models/api/codec.h"
#include "models/conversations/eventtextsearch.h"
#include "models/store/store.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Switchyard;

namespace {

bool quick()
{
    return qEnvironmentVariableIsSet("SWITCHYARD_BENCH_QUICK");
}

QString hexId(int n)
{
    return QStringLiteral("%1").arg(n, 32, 16, QLatin1Char('0'));
}

Event makeEvent(int conv, int n, const QString &text)
{
    const QString id =
        QStringLiteral("00000000-0000-4000-%1-%2").arg(conv, 4, 10, QLatin1Char('0')).arg(n, 12, 10, QLatin1Char('0'));
    const QString ts = QStringLiteral("2026-08-20T%1:%2:%3.000000")
                           .arg(n / 3600 % 24, 2, 10, QLatin1Char('0'))
                           .arg(n / 60 % 60, 2, 10, QLatin1Char('0'))
                           .arg(n % 60, 2, 10, QLatin1Char('0'));
    const QString source = n % 2 ? QStringLiteral("agent") : QStringLiteral("user");
    const QByteArray json =
        QStringLiteral(R"({"id":"%1","timestamp":"%2","source":"%4","kind":"MessageEvent",)"
                       R"("llm_message":{"role":"%5","content":[{"type":"text","text":"%3"}]},"activated_skills":[]})")
            .arg(id, ts, text, source, n % 2 ? QStringLiteral("assistant") : QStringLiteral("user"))
            .toUtf8();
    auto parsed = Api::Codec::parseEvent(json);
    if (!parsed.ok())
        qFatal("bench event does not parse");
    return std::move(parsed).value();
}

} // namespace

class BenchListSearch : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<Store> m_store;
    int m_conversations = 200;
    int m_events = 1000;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        if (quick()) {
            m_conversations = 20;
            m_events = 100;
        }
        m_store = Store::openInMemory(); // a temporary file: the worker opens its own connection
        QList<Conversation> convs;
        for (int c = 0; c < m_conversations; ++c) {
            Conversation conv;
            conv.id = hexId(c + 1);
            conv.title = QStringLiteral("Conversation %1").arg(c);
            convs.append(conv);
        }
        m_store->applyConversations(convs, 1);
        QElapsedTimer fill;
        fill.start();
        for (int c = 0; c < m_conversations; ++c) {
            QList<Event> events;
            events.reserve(m_events);
            for (int n = 0; n < m_events; ++n) {
                QString text = QStringLiteral("Step %1 of the refactor: run the tests in module %2 and report the "
                                              "failures with their stack traces, then fix the flaky one")
                                   .arg(n)
                                   .arg(c);
                if (c == m_conversations / 2 && n == 7)
                    text += QStringLiteral(" (the quokka serializer)");
                events.append(makeEvent(c + 1, n, text));
            }
            m_store->appendEvents(hexId(c + 1), events, {});
        }
        m_store->waitForWrites();
        qInfo("filled %d conversations x %d events in %lld ms", m_conversations, m_events, fill.elapsed());
    }

    void cleanupTestCase() { m_store.reset(); }

    void oneOldEvent()
    {
        QHash<QString, QString> hits;
        QBENCHMARK {
            hits = EventTextSearch::run(m_store->path(), {QStringLiteral("quokka")});
        }
        QCOMPARE(hits.size(), 1);
    }

    void noMatchFullScan()
    {
        QHash<QString, QString> hits;
        QBENCHMARK {
            hits = EventTextSearch::run(m_store->path(), {QStringLiteral("zebrafish")});
        }
        QVERIFY(hits.isEmpty());
    }

    void everyConversationTwoWords()
    {
        QHash<QString, QString> hits;
        QBENCHMARK {
            hits = EventTextSearch::run(m_store->path(), {QStringLiteral("flaky"), QStringLiteral("stack")});
        }
        QCOMPARE(hits.size(), m_conversations);
    }
};

QTEST_GUILESS_MAIN(BenchListSearch)
#include "bench_listsearch.moc"
