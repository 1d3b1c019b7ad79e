// SPDX-License-Identifier: GPL-3.0-or-later
// The search language (models/search/searchquery.h, issue 31): words, phrases, prefixes,
// exclusions and fields become one FTS5 expression with every word quoted; times count back from
// now or name dates; a malformed query is explained, never answered with nothing.
#include "models/search/searchengine.h"
#include "models/search/searchquery.h"

#include <QTest>

using namespace Switchyard;
using namespace Switchyard::Search;

class TestSearchQuery : public QObject
{
    Q_OBJECT
private:
    const QDateTime m_now = QDateTime(QDate(2026, 12, 4), QTime(12, 0), Qt::UTC);

private Q_SLOTS:
    void wordsPhrasesPrefixes()
    {
        const Query q = parse(QStringLiteral("flaky \"stack trace\" quok* -skip"), m_now);
        QVERIFY2(q.isValid(), qPrintable(q.error));
        QCOMPARE(q.terms.size(), 4);
        QVERIFY(q.terms.at(1).phrase);
        QVERIFY(q.terms.at(2).prefix);
        QCOMPARE(q.terms.at(2).text, QStringLiteral("quok"));
        QVERIFY(q.terms.at(3).negated);
        QCOMPARE(q.ftsMatch(),
                 QStringLiteral("({body cmd path} : \"flaky\" AND {body cmd path} : \"stack trace\" AND "
                                "{body cmd path} : \"quok\"*) NOT ({body cmd path} : \"skip\")"));
    }

    void fields()
    {
        const Query q = parse(QStringLiteral("cmd:\"git push --force\" path:.env risk:HIGH kind:action"), m_now);
        QVERIFY2(q.isValid(), qPrintable(q.error));
        QCOMPARE(q.ftsMatch(),
                 QStringLiteral("(cmd : \"git push --force\" AND path : \".env\" AND risk : \"HIGH\" AND "
                                "kind : \"action\")"));
        const Query c = parse(QStringLiteral("deploy repo:acme/web status:running model:sonnet"), m_now);
        QVERIFY2(c.isValid(), qPrintable(c.error));
        QCOMPARE(c.repos, QStringList{QStringLiteral("acme/web")});
        QCOMPARE(c.statuses, QStringList{QStringLiteral("running")});
        QCOMPARE(c.models, QStringList{QStringLiteral("sonnet")});
        QVERIFY(c.filtersConversations());
        // A word with punctuation is its words in order; FTS5's own syntax is only text.
        const Query p = parse(QStringLiteral("foo.bar AND NOT"), m_now);
        QVERIFY(p.isValid());
        QVERIFY(p.terms.at(0).phrase);
        QVERIFY(p.ftsMatch().contains(QStringLiteral("\"AND\"")));
        // A URL is a word, not a field.
        QVERIFY(parse(QStringLiteral("https://example.com/x"), m_now).isValid());
    }

    void times()
    {
        const Query q = parse(QStringLiteral("error since:7d until:24h"), m_now);
        QVERIFY2(q.isValid(), qPrintable(q.error));
        QCOMPARE(q.sinceMs, m_now.addDays(-7).toMSecsSinceEpoch());
        QCOMPARE(q.untilMs, m_now.addSecs(-24 * 3600).toMSecsSinceEpoch());
        const Query d = parse(QStringLiteral("error since:2026-11-20 until:2026-11-21"), m_now);
        QVERIFY2(d.isValid(), qPrintable(d.error));
        QCOMPARE(d.sinceMs, QDateTime(QDate(2026, 11, 20), QTime(0, 0), Qt::LocalTime).toMSecsSinceEpoch());
        QCOMPARE(d.untilMs, QDateTime(QDate(2026, 11, 22), QTime(0, 0), Qt::LocalTime).toMSecsSinceEpoch());
    }

    void malformedIsExplained_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("unclosed quote") << QStringLiteral("cmd:\"rm -rf") << QStringLiteral("quote");
        QTest::newRow("unknown field") << QStringLiteral("colour:red") << QStringLiteral("Unknown field");
        QTest::newRow("empty value") << QStringLiteral("cmd:") << QStringLiteral("needs a value");
        QTest::newRow("bad risk") << QStringLiteral("risk:extreme") << QStringLiteral("low, medium or high");
        QTest::newRow("bad time") << QStringLiteral("x since:yesterday") << QStringLiteral("7d");
        QTest::newRow("filters only") << QStringLiteral("since:7d repo:x") << QStringLiteral("narrow");
        QTest::newRow("only excluded") << QStringLiteral("-foo") << QStringLiteral("excluded");
        QTest::newRow("no letters") << QStringLiteral("--") << QStringLiteral("no letters");
        QTest::newRow("short prefix") << QStringLiteral("a*") << QStringLiteral("two letters");
        QTest::newRow("empty") << QStringLiteral("   ") << QStringLiteral("Type a word");
        QTest::newRow("inverted times") << QStringLiteral("x since:1d until:7d") << QStringLiteral("not after");
    }
    void malformedIsExplained()
    {
        QFETCH(QString, text);
        QFETCH(QString, says);
        const Query q = parse(text, m_now);
        QVERIFY(!q.isValid());
        QVERIFY2(q.error.contains(says), qPrintable(q.error));
        // The engine answers the explanation, not an empty result.
        Request r;
        r.query = q;
        r.text = text;
        const SearchResult result = run(r);
        QCOMPARE(result.error, q.error);
    }

    void highlightsAndExcerpts()
    {
        const Query q = parse(QStringLiteral("Quokka \"stack trace\" fla*"), m_now);
        const QString text = QStringLiteral("A flaky quokka test: see the Stack  Trace below");
        const QList<SearchSpan> spans = highlights(text, q, Column::Body);
        QCOMPARE(spans.size(), 3);
        QCOMPARE(text.mid(spans.at(0).start, spans.at(0).length), QStringLiteral("flaky"));
        QCOMPARE(text.mid(spans.at(1).start, spans.at(1).length), QStringLiteral("quokka"));
        QCOMPARE(text.mid(spans.at(2).start, spans.at(2).length), QStringLiteral("Stack  Trace"));
        QVERIFY(highlights(text, q, Column::Kind).isEmpty());
        const QString longText = QString(500, u'a') + QStringLiteral(" quokka ") + QString(500, u'b');
        QList<SearchSpan> moved;
        const QString cut = excerpt(longText, highlights(longText, q, Column::Body), 80, &moved);
        QVERIFY(cut.size() <= 82);
        QCOMPARE(moved.size(), 1);
        QCOMPARE(cut.mid(moved.at(0).start, moved.at(0).length), QStringLiteral("quokka"));
    }
};

QTEST_GUILESS_MAIN(TestSearchQuery)
#include "tst_searchquery.moc"
