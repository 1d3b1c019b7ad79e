// SPDX-License-Identifier: GPL-3.0-or-later
// Unread and peek in the list (issue 29): the unread mark comes and goes with the store's read
// marks; Space (or hovering) on a row shows its last events and pending action in a popup that
// takes no focus, so the list keeps the keyboard and nothing is opened; Space again or Esc closes it.
#include "models/api/codec.h"
#include "models/api/wireenums.h"
#include "models/commands/localcommands.h"
#include "models/conversations/conversationfilterproxy.h"
#include "models/conversations/conversationlistmodel.h"
#include "models/store/store.h"
#include "ui/conversations/conversationlistwidget.h"
#include "ui/conversations/conversationpeek.h"

#include <QApplication>
#include <QHelpEvent>
#include <QListView>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {
QString hex(int n)
{
    return QStringLiteral("%1").arg(n, 32, 16, QLatin1Char('0'));
}

Conversation conv(int n, const QString &exec, qint64 secs)
{
    Conversation c;
    c.id = hex(n);
    c.title = QStringLiteral("Conversation %1").arg(n);
    c.sandboxId = QStringLiteral("sbx1");
    c.sandboxStatus = SandboxStatus::Running;
    c.executionStatus = Api::executionStatusFromWire(exec);
    c.createdAt = QDateTime::currentDateTimeUtc().addSecs(-3600);
    c.updatedAt = QDateTime::currentDateTimeUtc().addSecs(secs);
    return c;
}

Event parsed(const QString &json)
{
    auto r = Api::Codec::parseEvent(json.toUtf8());
    if (!r)
        qFatal("event does not parse: %s", qPrintable(r.error().message));
    return r.value();
}
} // namespace

class TestConversationPeek : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void spacePeeksWithoutOpening()
    {
        auto store = Store::openInMemory();
        store->applyConversations(
            {conv(1, QStringLiteral("waiting_for_confirmation"), 60), conv(2, QStringLiteral("finished"), -600)}, 1);
        store->appendEvents(
            hex(1),
            {parsed(
                 QStringLiteral(R"({"id":"m1","timestamp":"2026-12-04T10:00:00","source":"user",)"
                                R"("kind":"MessageEvent","llm_message":{"role":"user","content":)"
                                R"([{"type":"text","text":"Please <i>fix</i> the tests"}]},"activated_skills":[]})")),
             parsed(QStringLiteral(
                 R"({"id":"a1","timestamp":"2026-12-04T10:00:05","source":"agent",)"
                 R"("kind":"ActionEvent","thought":[],"action":{"kind":"TerminalAction",)"
                 R"("command":"git rm -q tests/test_legacy.py","is_input":false},)"
                 R"("tool_name":"terminal","tool_call_id":"t1","llm_response_id":"r1",)"
                 R"("security_risk":"MEDIUM","summary":"removing a stale test",)"
                 R"("tool_call":{"id":"t1","name":"terminal","arguments":"{}","origin":"completion"}})"))},
            EventCursor{});
        store->waitForWrites();
        QVERIFY(store->isUnread(hex(1)));
        QVERIFY(!store->isUnread(hex(2)));

        LocalCommands local(store.get());
        ConversationListWidget list;
        list.setStore(store.get());
        list.setLocalCommands(&local);
        list.resize(420, 600);
        list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&list));
        QSignalSpy activated(&list, &ConversationListWidget::conversationActivated);
        QListView *view = list.view();
        view->setFocus();
        QVERIFY(list.selectConversation(hex(1)));
        const QModelIndex row = view->currentIndex();
        QVERIFY(row.data(ConversationListModel::UnreadRole).toBool());

        QTest::keyClick(view, Qt::Key_Space);
        ConversationPeek *peek = list.peek();
        QVERIFY(peek->isShown());
        QCOMPARE(peek->shownConversation(), hex(1));
        const QString text = peek->text();
        QVERIFY2(text.contains(QStringLiteral("Waiting for your approval: $ git rm -q tests/test_legacy.py")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Please <i>fix</i> the tests")), qPrintable(text)); // as plain text
        QVERIFY(view->hasFocus()); // the popup took no focus
        QCOMPARE(activated.count(), 0); // nothing opened
        QVERIFY(row.data(ConversationListModel::UnreadRole).toBool()); // a peek is not a read

        QTest::keyClick(view, Qt::Key_Space);
        QVERIFY(!peek->isShown());
        QTest::keyClick(view, Qt::Key_Space);
        QVERIFY(peek->isShown());
        QTest::keyClick(view, Qt::Key_Escape);
        QVERIFY(!peek->isShown());

        // Hovering a row peeks at it too (instead of its tooltip).
        const QModelIndex second =
            list.proxy()->mapFromSource(list.model()->index(list.model()->rowOfConversation(hex(2)), 0));
        QVERIFY(second.isValid());
        const QRect other = view->visualRect(second);
        QHelpEvent hover(QEvent::ToolTip, other.center(), view->viewport()->mapToGlobal(other.center()));
        QApplication::sendEvent(view->viewport(), &hover);
        QVERIFY(peek->isShown());
        QCOMPARE(peek->shownConversation(), hex(2));
        QVERIFY(!peek->text().contains(QStringLiteral("Waiting for your approval")));

        // Mark all read: the marks go.
        local.markAllRead();
        QVERIFY(!row.data(ConversationListModel::UnreadRole).toBool());
    }
};

QTEST_MAIN(TestConversationPeek)
#include "tst_conversationpeek.moc"
