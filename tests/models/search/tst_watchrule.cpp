// SPDX-License-Identifier: GPL-3.0-or-later
// Watch rules checked in memory (models/search/watchrule.h, issue 31): a rule's query, compiled
// once, matches an event's indexed document by the index's own rules — words, "phrases" in
// order, prefixes, -exclusions, cmd:/path:/kind:/risk: columns, repo:/status:/model: on the
// conversation — a disabled or malformed rule matches nothing, and an event older than the
// rule's enabling is not new to it. The example rules ship disabled.
#include "models/search/watchrule.h"

#include <QTest>

using namespace Switchyard;
using namespace Switchyard::Search;

namespace {

Document command(const QString &cmd, const QString &risk = QStringLiteral("low"))
{
    Document d;
    d.body = QStringLiteral("Clean the caches first.");
    d.cmd = cmd;
    d.kind = QStringLiteral("action TerminalAction");
    d.risk = risk;
    return d;
}

WatchRule rule(qint64 id, const QString &query, bool enabled = true)
{
    WatchRule r;
    r.id = id;
    r.name = query;
    r.query = query;
    r.enabled = enabled;
    r.enabledAtMs = 1'000'000'000;
    return r;
}

QList<qint64> idsOf(const CompiledRules &rules, const QList<qsizetype> &matched)
{
    QList<qint64> out;
    for (const qsizetype i : matched)
        out.append(rules.rule(i).id);
    return out;
}

} // namespace

class TestWatchRule : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void examplesShipDisabled()
    {
        const QList<WatchRule> examples = exampleRules();
        QCOMPARE(examples.size(), 4);
        QStringList queries;
        for (const WatchRule &r : examples) {
            QVERIFY(!r.enabled);
            QVERIFY2(parse(r.query).isValid(), qPrintable(r.query));
            QVERIFY(!r.has(WatchRule::Pause));
            queries << r.query;
        }
        QCOMPARE(queries,
                 (QStringList{QStringLiteral("cmd:\"rm -rf\""), QStringLiteral("risk:HIGH"),
                              QStringLiteral("path:.env"), QStringLiteral("cmd:\"git push --force\"")}));
        CompiledRules compiled;
        compiled.setRules(examples);
        QVERIFY(compiled.isEmpty()); // disabled: never checked
    }

    void phrasesInOrderAndColumns()
    {
        CompiledRules rules;
        rules.setRules({rule(1, QStringLiteral("cmd:\"rm -rf\"")), rule(2, QStringLiteral("risk:HIGH")),
                        rule(3, QStringLiteral("path:.env")), rule(4, QStringLiteral("cmd:\"git push --force\"")),
                        rule(5, QStringLiteral("caches -pytest")), rule(6, QStringLiteral("kind:TerminalAction")),
                        rule(7, QStringLiteral("git pu*")), rule(8, QStringLiteral("rm -rf"), false),
                        rule(9, QStringLiteral("cmd:\"unclosed"))});
        QCOMPARE(rules.size(), 7); // the disabled one and the malformed one are left out
        const qint64 t = 2'000'000'000;
        QCOMPARE(
            idsOf(rules,
                  rules.match(command(QStringLiteral("rm -rf build .pytest_cache"), QStringLiteral("high")), t, {})),
            (QList<qint64>{1, 2, 6}));
        // The words in another order are not the phrase; "rm" in the body is not a command.
        QCOMPARE(idsOf(rules, rules.match(command(QStringLiteral("rf -rm build")), t, {})), (QList<qint64>{5, 6}));
        QCOMPARE(idsOf(rules, rules.match(command(QStringLiteral("git push --force origin main")), t, {})),
                 (QList<qint64>{4, 5, 6, 7}));
        Document env;
        env.path = QStringLiteral("/workspace/app/.env");
        env.kind = QStringLiteral("action FileEditorAction");
        QCOMPARE(idsOf(rules, rules.match(env, t, {})), (QList<qint64>{3}));
        Document message;
        message.body = QStringLiteral("I will RM -RF the build folder");
        message.kind = QStringLiteral("message MessageEvent");
        QCOMPARE(idsOf(rules, rules.match(message, t, {})), QList<qint64>{});
    }

    void conversationFacts()
    {
        CompiledRules rules;
        rules.setRules({rule(1, QStringLiteral("cmd:rm repo:acme/alpha")), rule(2, QStringLiteral("cmd:rm model:gpt")),
                        rule(3, QStringLiteral("cmd:rm status:running"))});
        ConversationFacts alpha{QStringLiteral("acme/alpha"), QStringLiteral("running running"),
                                QStringLiteral("claude-sonnet")};
        const Document d = command(QStringLiteral("rm x"));
        QCOMPARE(idsOf(rules, rules.match(d, 2'000'000'000, alpha)), (QList<qint64>{1, 3}));
        alpha.repository = QStringLiteral("acme/beta");
        alpha.model = QStringLiteral("gpt-5");
        QCOMPARE(idsOf(rules, rules.match(d, 2'000'000'000, alpha)), (QList<qint64>{2, 3}));
    }

    void onlyEventsNewToTheRule()
    {
        CompiledRules rules;
        rules.setRules({rule(1, QStringLiteral("cmd:rm"))});
        const Document d = command(QStringLiteral("rm x"));
        const qint64 enabled = rules.rule(0).enabledAtMs;
        QCOMPARE(rules.match(d, enabled - CompiledRules::kSlackMs - 1, {}).size(), 0);
        QCOMPARE(rules.match(d, enabled - CompiledRules::kSlackMs + 1, {}).size(), 1);
        QCOMPARE(rules.match(Document{}, enabled, {}).size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestWatchRule)
#include "tst_watchrule.moc"
