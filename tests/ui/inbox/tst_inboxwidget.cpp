// SPDX-License-Identifier: GPL-3.0-or-later
// The inbox page (ui/inbox/inboxwidget.h) against the simulator over loopback: 50 things that wait
// (40 LOW actions, 2 HIGH ones, 3 questions, 3 errors, 2 stuck agents) are cleared from the keyboard
// alone in at most 60 key presses — the LOW ones approved together (the confirmation lists each and
// leaves the HIGH ones out), each HIGH one on its own with its command in full, each question
// answered in the form, the errors and stuck agents snoozed — and every row goes when the server
// says it is resolved. SWITCHYARD_INBOX_PNG=<file> saves the page at 1366x768 first.
#include "app/sim/simulator.h"
#include "models/attention/inboxmodel.h"
#include "models/commands/approvalcommands.h"
#include "models/commands/askusercommands.h"
#include "models/store/store.h"
#include "testutils/sim/loopbackstack.h"
#include "ui/inbox/inboxwidget.h"
#include "ui/timeline/askuserform.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>

using namespace Switchyard;
using Kind = InboxItem::Kind;

namespace {

constexpr int kWaitMs = 30000;

Test::LoopbackOptions options()
{
    Test::LoopbackOptions o;
    o.generation(Sim::ServerGeneration::Newer).rateLimit(false);
    o.sim.autoAdvance = false;
    o.sim.features.askUserRoute = true;
    o.recordRequests = true;
    o.inMemoryStore = true;
    o.timing.listMs = 200;
    o.timing.sandboxesMs = 300;
    o.timing.openActiveMs = 300;
    o.timing.openIdleMs = 300;
    o.timing.backgroundEventsMs = 200;
    o.timing.backgroundEventConversations = -1;
    o.timing.settingsMs = 60000;
    return o;
}

int count(const InboxModel &m, Kind kind, bool approvable = false)
{
    int n = 0;
    for (const InboxItem *i : m.items())
        n += i->kind == kind && (!approvable || i->isApprovable()) ? 1 : 0;
    return n;
}

} // namespace

class TestInboxWidget : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void fiftyItemsClearFromTheKeyboard()
    {
        Test::LoopbackStack s(options());
        QVERIFY(s.isListening());
        const QStringList repos{QStringLiteral("acme/api"), QStringLiteral("acme/web"), QStringLiteral("acme/billing")};
        auto add = [&](const QString &script, int i) {
            Sim::ConversationSpec spec;
            spec.script = script;
            spec.repository = repos.at(i % repos.size());
            spec.title = QStringLiteral("%1 #%2").arg(script).arg(i);
            return s.sim().addConversation(spec);
        };
        for (int i = 0; i < 40; ++i)
            add(QStringLiteral("confirm"), i);
        for (int i = 0; i < 2; ++i)
            add(QStringLiteral("review"), i);
        for (int i = 0; i < 3; ++i)
            add(QStringLiteral("ask_user"), i);
        for (int i = 0; i < 3; ++i)
            add(QStringLiteral("error"), i);
        for (int i = 0; i < 2; ++i)
            add(QStringLiteral("stuck"), i);
        QString why;
        QVERIFY2(s.connect(&why), qPrintable(why));
        ApprovalCommands approvals(s.client(), s.store());
        AskUserCommands askUser(s.client(), s.store());

        InboxWidget w;
        w.resize(1366, 768);
        w.setContext(s.store(), &approvals, &askUser);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        InboxModel *m = w.model();
        QTRY_VERIFY_WITH_TIMEOUT(count(*m, Kind::Action, true) == 42 && count(*m, Kind::Question) == 3
                                     && count(*m, Kind::Error) == 3 && count(*m, Kind::Stuck) == 2,
                                 kWaitMs);
        QCOMPARE(m->itemCount(), 50);
        QStringList keys;
        for (const InboxItem *i : m->items())
            keys.append(i->key);
        w.setCurrentKey(keys.first());
        QCOMPARE(m->items().first()->action.risk(), SecurityRisk::High);
        QCOMPARE(w.tabTitle(), QStringLiteral("Inbox (50)"));
        if (const QString png = qEnvironmentVariable("SWITCHYARD_INBOX_PNG"); !png.isEmpty()) {
            w.setCurrentKey(keys.at(2)); // a question: its options show in the pane
            QVERIFY(w.grab().save(png));
            w.setCurrentKey(keys.first());
        }

        int presses = 1; // Ctrl+I: the page is one key away from anywhere (MainWindow)
        auto press = [&presses, &w](Qt::Key key, Qt::KeyboardModifiers mods = Qt::NoModifier) {
            QWidget *target = QApplication::activeModalWidget();
            if (!target)
                target = QApplication::focusWidget() ? QApplication::focusWidget() : w.view();
            if (QDialog *d = w.confirmation(); d && d->isVisible())
                target = d->focusWidget() ? d->focusWidget() : d;
            QTest::keyClick(target, key, mods);
            ++presses;
        };
        w.view()->setFocus();
        QApplication::setActiveWindow(&w);

        // 1. Every LOW action at once: select all, approve, confirm.
        press(Qt::Key_A, Qt::ControlModifier);
        press(Qt::Key_A);
        QDialog *confirm = w.confirmation();
        QVERIFY(confirm);
        const QString listing =
            confirm->findChild<QPlainTextEdit *>(QStringLiteral("inboxConfirmationList"))->toPlainText();
        QVERIFY2(listing.contains(QLatin1String("Left out, HIGH risk")), qPrintable(listing));
        QCOMPARE(listing.count(QLatin1String("confirm #")), 40); // every action listed
        const int before = int(s.requests().size());
        press(Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(count(*m, Kind::Action) == 2, kWaitMs); // the LOW rows went with the server
        int posts = 0;
        for (qsizetype i = before; i < s.requests().size(); ++i)
            posts += s.requests().at(i).path().endsWith(QLatin1String("/respond_to_confirmation")) ? 1 : 0;
        QCOMPARE(posts, 40);

        // 2. Each HIGH one on its own: the command in full, Cancel is the default, Alt+A approves.
        for (int i = 0; i < 2; ++i) {
            QTRY_VERIFY(w.currentKey().startsWith(QLatin1String("a:")));
            press(Qt::Key_A);
            QTRY_VERIFY(w.confirmation() && w.confirmation()->isVisible());
            const QString full =
                w.confirmation()->findChild<QPlainTextEdit *>(QStringLiteral("inboxConfirmationList"))->toPlainText();
            QVERIFY2(full.contains(QLatin1String("git rm")), qPrintable(full));
            QApplication::setActiveWindow(w.confirmation());
            press(Qt::Key_A, Qt::AltModifier);
            QTRY_VERIFY(!w.confirmation() || !w.confirmation()->isVisible());
        }
        QTRY_VERIFY_WITH_TIMEOUT(count(*m, Kind::Action) == 0, kWaitMs);

        // 3. Each question: Enter opens the form, Space picks the first option, Enter sends.
        QApplication::setActiveWindow(&w);
        for (int i = 0; i < 3; ++i) {
            QTRY_VERIFY(w.currentKey().startsWith(QLatin1String("q:")));
            press(Qt::Key_Return);
            QVERIFY(w.askUserForm()->isVisible());
            press(Qt::Key_Space);
            press(Qt::Key_Return);
        }
        QTRY_VERIFY_WITH_TIMEOUT(count(*m, Kind::Question) == 0, kWaitMs);

        // 4. Errors and stuck agents: snoozed.
        for (int i = 0; i < 5; ++i) {
            QTRY_VERIFY(w.currentKey().startsWith(QLatin1String("e:"))
                        || w.currentKey().startsWith(QLatin1String("s:")));
            press(Qt::Key_S);
        }
        for (const QString &key : std::as_const(keys))
            QVERIFY2(!m->item(key), qPrintable(key));
        qInfo("50 items cleared in %d key presses", presses);
        QVERIFY(presses <= 60);
    }
};

QTEST_MAIN(TestInboxWidget)
#include "tst_inboxwidget.moc"
