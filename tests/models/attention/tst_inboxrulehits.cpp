// SPDX-License-Identifier: GPL-3.0-or-later
// The inbox's "rule hit" rows (issue 31): a watch rule whose action is Inbox puts a row for the
// event it matched (the rule's name and the matched line, plain text), a rule that only notifies
// does not; the newest five per conversation stay; looking at the conversation clears them.
#include "models/attention/inboxmodel.h"
#include "models/read/watchreader.h"
#include "models/store/store.h"
#include "testutils/conversationfixture.h"

#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {

class FakeWatch final : public WatchReader
{
public:
    QList<WatchRule> rules() const override { return {}; }
    QStringList tags(const QString &) const override { return {}; }
    void emitHits(const QList<RuleHit> &h) { Q_EMIT hits(h); }
};

RuleHit hit(int n, int actions, const QString &conversation)
{
    RuleHit h;
    h.ruleId = 7;
    h.ruleName = QStringLiteral("Deletes files");
    h.actions = actions;
    h.conversationId = conversation;
    h.eventId = QStringLiteral("event-%1").arg(n);
    h.timeMs = QDateTime::currentMSecsSinceEpoch() - n * 1000;
    h.text = QStringLiteral("rm -rf build%1 <b>not markup</b>").arg(n);
    return h;
}

} // namespace

class TestInboxRuleHits : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void rowsForInboxRules()
    {
        auto store = Store::openInMemory();
        QVERIFY(store);
        const QString id = Test::hexId(1);
        store->applyConversations({Test::numberedConversation(1, QStringLiteral("running"))}, 1);
        store->waitForWrites();
        InboxModel model;
        model.setStore(store.get());
        FakeWatch watch;
        model.setWatch(&watch);
        QCOMPARE(model.itemCount(), 0);
        watch.emitHits({hit(1, WatchRule::Notify, id)});
        QCOMPARE(model.itemCount(), 0); // notify only
        watch.emitHits({hit(2, WatchRule::Notify | WatchRule::Inbox, id)});
        QCOMPARE(model.itemCount(), 1);
        const InboxItem *item = model.items().constFirst();
        QCOMPARE(item->kind, InboxItem::Kind::RuleHit);
        QCOMPARE(item->conversationId, id);
        const QModelIndex index = model.indexOf(item->key);
        QCOMPARE(index.data(InboxModel::SummaryRole).toString(),
                 QStringLiteral("Rule “Deletes files”: rm -rf build2 <b>not markup</b>"));
        QCOMPARE(index.data(InboxModel::KindRole).toInt(), int(InboxItem::Kind::RuleHit));
        QList<RuleHit> many;
        for (int n = 3; n < 12; ++n)
            many.append(hit(n, WatchRule::Inbox, id));
        watch.emitHits(many);
        QCOMPARE(model.itemCount(), 5); // the newest five
        // A store change of the conversation keeps them.
        store->applyConversations({Test::numberedConversation(1, QStringLiteral("paused"))}, 2);
        store->waitForWrites();
        QCOMPARE(model.itemCount(), 5);
        model.markLooked(id);
        QCOMPARE(model.itemCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestInboxRuleHits)
#include "tst_inboxrulehits.moc"
