// SPDX-License-Identifier: GPL-3.0-or-later
// The watch rules' local tags in the conversation list widget (issue 31), over a real store file:
// rows show their tags as chips (a row narrower than its tags elides them and says "+N"), the
// search box finds a row by its tag, and the row's menu takes a tag off through TagCommands.
// SWITCHYARD_TAGS_PNG=<file> keeps a screenshot of the list at the width it has in a 1366x768
// window (~420 px).
#include "models/api/codec.h"
#include "models/api/wireenums.h"
#include "models/commands/tagcommands.h"
#include "models/conversations/conversationfilterproxy.h"
#include "models/conversations/conversationlistmodel.h"
#include "models/search/watchservice.h"
#include "models/store/store.h"
#include "testutils/terminalevent.h"
#include "ui/conversations/conversationlistwidget.h"

#include <QAction>
#include <QApplication>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QPixmap>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Switchyard;
using M = ConversationListModel;

namespace {

const QDateTime kNow = QDateTime::currentDateTimeUtc();

QString hexId(int n)
{
    return QStringLiteral("%1").arg(n, 32, 16, QLatin1Char('0'));
}

Event terminal(int n, const QString &command)
{
    return Test::terminalEvent({Test::testEventId(n), kNow.addSecs(n), command, {}, {}});
}

Conversation conv(int n, const QString &title, const QString &repo, const QString &exec)
{
    Conversation c;
    c.id = hexId(n);
    c.title = title;
    c.selectedRepository = repo;
    c.selectedBranch = QStringLiteral("main");
    c.sandboxId = QStringLiteral("sb-%1").arg(n);
    c.sandboxStatus = SandboxStatus::Running;
    c.executionStatus = Api::executionStatusFromWire(exec);
    c.llmModel = QStringLiteral("litellm_proxy/prod/claude-opus-4-5-20251101");
    c.metrics = MetricsSnapshot{QStringLiteral("default"), 0.4 * n, std::nullopt, std::nullopt};
    c.createdAt = kNow.addSecs(-3600 * n);
    c.updatedAt = kNow.addSecs(-60 * n);
    return c;
}

void rule(Store *store, const QString &query, const QString &tag)
{
    WatchRule r;
    r.name = tag;
    r.query = query;
    r.actions = WatchRule::Tag;
    r.tag = tag;
    r.enabled = true;
    store->putWatchRule(r);
}

} // namespace

class TestConversationTagChips : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void chipsSearchAndRemove()
    {
        QTemporaryDir dir;
        QString error;
        auto store = Store::openFile(dir.filePath(QStringLiteral("cache.sqlite")), &error);
        QVERIFY2(store, qPrintable(error));
        store->applyConversations(
            {conv(1, QStringLiteral("Clean the build tree"), QStringLiteral("acme/api"), QStringLiteral("running")),
             conv(2, QStringLiteral("Rotate the production database credentials"), QStringLiteral("acme/infra"),
                  QStringLiteral("waiting_for_confirmation")),
             conv(3, QStringLiteral("Fetch the vendor SDK"), QStringLiteral("acme/web"), QStringLiteral("idle")),
             conv(4, QStringLiteral("Write the release notes"), QStringLiteral("acme/docs"),
                  QStringLiteral("finished"))},
            1);
        rule(store.get(), QStringLiteral("cmd:\"rm -rf\""), QStringLiteral("danger"));
        rule(store.get(), QStringLiteral("cmd:curl"), QStringLiteral("needs-review-by-security-before-merge"));
        rule(store.get(), QStringLiteral("cmd:sudo"), QStringLiteral("<b>root</b> & co"));
        rule(store.get(), QStringLiteral("cmd:psql"), QStringLiteral("db"));
        store->waitForWrites();

        Search::WatchService watch(store.get(), nullptr);
        TagCommands tags(store.get());
        ConversationListWidget w;
        w.setStore(store.get());
        w.setWatch(&watch);
        w.setTagCommands(&tags);
        w.resize(420, 640);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));

        // The rules hit while the list is shown.
        store->appendEvents(hexId(1), {terminal(1, QStringLiteral("rm -rf build"))}, {});
        store->appendEvents(hexId(2),
                            {terminal(2, QStringLiteral("sudo systemctl restart pg")),
                             terminal(3, QStringLiteral("psql -c 'select 1'")),
                             terminal(4, QStringLiteral("curl -fsSL https://example.com/key")),
                             terminal(5, QStringLiteral("rm -rf /tmp/creds"))},
                            {});
        store->appendEvents(hexId(3), {terminal(6, QStringLiteral("curl -O https://example.com/sdk.tgz"))}, {});
        store->waitForWrites();
        const auto tagsOf = [&w](int n) {
            return w.model()->index(w.model()->rowOfConversation(hexId(n))).data(M::LocalTagsRole).toStringList();
        };
        QCOMPARE(tagsOf(1), QStringList{QStringLiteral("danger")});
        QCOMPARE(tagsOf(2).size(), 4);
        QVERIFY(tagsOf(2).contains(QStringLiteral("<b>root</b> & co")));
        QVERIFY(tagsOf(4).isEmpty());
        QVERIFY(w.selectConversation(hexId(3)));
        QTest::qWait(100);
        if (const QByteArray png = qgetenv("SWITCHYARD_TAGS_PNG"); !png.isEmpty()) {
            const QString path = QString::fromLocal8Bit(png);
            const QPixmap shot = w.grab();
            QVERIFY2(shot.save(path), qPrintable(path));
            // The rows three times as large, to look at the chips closely.
            const QString zoom = path.left(path.lastIndexOf(u'.')) + QStringLiteral("-zoom.png");
            const QPixmap rows = shot.copy(0, 55, shot.width(), 260);
            QVERIFY(rows.scaled(rows.size() * 3, Qt::IgnoreAspectRatio, Qt::FastTransformation).save(zoom));
            // At the list's narrowest (the splitter's minimum): chips and staleness share what is left.
            const QString narrow = path.left(path.lastIndexOf(u'.')) + QStringLiteral("-narrow.png");
            w.resize(300, 640);
            QTest::qWait(50);
            const QPixmap grabbed = w.grab();
            const QPixmap small = grabbed.copy(0, 55, grabbed.width(), 260);
            QVERIFY(small.scaled(small.size() * 3, Qt::IgnoreAspectRatio, Qt::FastTransformation).save(narrow));
            w.resize(420, 640);
            qInfo() << "screenshot" << path << zoom << narrow;
        }

        // Chips are painted at the right end of line 3 of a tagged row, nothing there on the others.
        const QImage view = w.view()->viewport()->grab().toImage();
        const auto inkAtTheEnd = [&](int n) {
            const QModelIndex idx = w.proxy()->mapFromSource(w.model()->index(w.model()->rowOfConversation(hexId(n))));
            const QRect r = w.view()->visualRect(idx);
            const QRect area(r.right() - 60, r.top() + r.height() * 2 / 3, 56, r.height() / 3 - 4);
            const QRgb background = view.pixel(r.right() - 2, r.top() + 2); // inside the row's padding
            int ink = 0;
            for (int y = area.top(); y <= area.bottom(); ++y) {
                for (int x = area.left(); x <= area.right(); ++x)
                    ink += view.pixel(x, y) != background ? 1 : 0;
            }
            return ink;
        };
        QVERIFY(inkAtTheEnd(1) > 40);
        QCOMPARE(inkAtTheEnd(4), 0);

        // The search box finds the rows by their tag.
        QLineEdit *search = nullptr;
        for (QLineEdit *e : w.findChildren<QLineEdit *>()) {
            if (e->accessibleName() == QStringLiteral("Search conversations"))
                search = e;
        }
        QVERIFY(search);
        search->setText(QStringLiteral("danger"));
        QTRY_COMPARE(w.proxy()->rowCount(), 2);
        search->clear();
        QTRY_COMPARE(w.proxy()->rowCount(), 4);

        // The row's menu: "Remove tag “danger”" takes it off.
        const QModelIndex row1 = w.proxy()->mapFromSource(w.model()->index(w.model()->rowOfConversation(hexId(1))));
        QVERIFY(row1.isValid());
        QStringList offered;
        QTimer::singleShot(0, this, [&offered] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu)
                return;
            QAction *remove = nullptr;
            for (QAction *a : menu->actions()) {
                if (a->objectName() == QStringLiteral("removeTagAction")) {
                    offered.append(a->text());
                    remove = a;
                }
            }
            menu->close();
            if (remove)
                remove->trigger();
        });
        QSignalSpy outcomes(&tags, &TagCommands::finished);
        Q_EMIT w.view()->customContextMenuRequested(w.view()->visualRect(row1).center());
        QCOMPARE(offered, QStringList{QStringLiteral("Remove tag “danger”")});
        QVERIFY(tagsOf(1).isEmpty());
        store->waitForWrites();
        QCOMPARE(outcomes.size(), 1);
        QCOMPARE(store->localTags(hexId(1)), QStringList());

        // Several tags: a "Remove tag" submenu, one entry per tag, its text shown as text ("&" is
        // not a mnemonic).
        const QModelIndex row2 = w.proxy()->mapFromSource(w.model()->index(w.model()->rowOfConversation(hexId(2))));
        QStringList submenu;
        QTimer::singleShot(0, this, [&submenu] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu)
                return;
            QAction *remove = nullptr;
            for (QAction *a : menu->actions()) {
                if (!a->menu() || a->text() != QStringLiteral("Remove tag"))
                    continue;
                for (QAction *t : a->menu()->actions()) {
                    submenu.append(t->text());
                    if (t->data().toString() == QStringLiteral("<b>root</b> & co"))
                        remove = t;
                }
            }
            menu->close();
            if (remove)
                remove->trigger();
        });
        Q_EMIT w.view()->customContextMenuRequested(w.view()->visualRect(row2).center());
        QCOMPARE(submenu.size(), 4);
        QVERIFY(submenu.contains(QStringLiteral("<b>root</b> && co")));
        QCOMPARE(tagsOf(2).size(), 3);
        QVERIFY(!tagsOf(2).contains(QStringLiteral("<b>root</b> & co")));
        store->waitForWrites();
        QCOMPARE(outcomes.size(), 2);
    }
};

QTEST_MAIN(TestConversationTagChips)
#include "tst_conversationtagchips.moc"
