// SPDX-License-Identifier: GPL-3.0-or-later
// Unread marks (issue 29): a conversation that changed since the user last looked is unread, in a
// real SQLite file, across restarts; "mark all read", mark unread again, and the conversation in
// view stays read while it changes (LocalCommands::setViewing). The list model shows the mark.
#include "models/api/wireenums.h"
#include "models/commands/localcommands.h"
#include "models/conversations/conversationlistmodel.h"
#include "models/store/store.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Switchyard;

namespace {
QString hex(int n)
{
    return QStringLiteral("%1").arg(n, 32, 16, QLatin1Char('0'));
}

/// Updated `secs` from now (negative: in the past, before the read baseline).
Conversation conv(int n, qint64 secs)
{
    Conversation c;
    c.id = hex(n);
    c.title = QStringLiteral("Conversation %1").arg(n);
    c.sandboxId = QStringLiteral("sbx1");
    c.sandboxStatus = SandboxStatus::Running;
    c.executionStatus = ExecutionStatus::Running;
    c.createdAt = QDateTime::currentDateTimeUtc().addSecs(-3600);
    c.updatedAt = QDateTime::currentDateTimeUtc().addSecs(secs);
    return c;
}
} // namespace

class TestStoreUnread : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void marksSurviveARestart()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("cache.sqlite"));
        quint64 seq = 1;
        {
            QString error;
            auto store = Store::openFile(path, &error);
            QVERIFY2(store, qPrintable(error));
            // What the cache held before the marks existed (or before this profile was used) is read.
            store->applyConversations({conv(1, -600), conv(2, -600), conv(3, -600)}, seq++);
            store->waitForWrites();
            QVERIFY(!store->isUnread(hex(1)));
            QCOMPARE(store->unreadCount(), 0);

            // Changes after it are unread until seen.
            QSignalSpy marks(store.get(), &StoreReader::unreadChanged);
            store->applyConversations({conv(1, 60), conv(2, 120), conv(4, 30)}, seq++);
            store->waitForWrites();
            QVERIFY(store->isUnread(hex(1)));
            QVERIFY(store->isUnread(hex(2)));
            QVERIFY(!store->isUnread(hex(3)));
            QVERIFY(store->isUnread(hex(4))); // new since the baseline
            QCOMPARE(store->unreadCount(), 3);

            LocalCommands local(store.get());
            local.markRead({hex(1)});
            QVERIFY(!store->isUnread(hex(1)));
            QCOMPARE(marks.count(), 1);
            QCOMPARE(marks.last().at(0).value<QList<QString>>(), QList<QString>{hex(1)});
            local.markRead({hex(1)}); // nothing new: no signal, no write
            QCOMPARE(marks.count(), 1);
            local.markUnread(hex(3));
            QVERIFY(store->isUnread(hex(3)));
            store->waitForWrites();
        }
        {
            QString error;
            auto store = Store::openFile(path, &error);
            QVERIFY2(store, qPrintable(error));
            QVERIFY(!store->isUnread(hex(1))); // read stays read
            QVERIFY(store->isUnread(hex(2))); // unread stays unread
            QVERIFY(store->isUnread(hex(3))); // marked unread again
            QVERIFY(store->isUnread(hex(4)));

            // A later change of a read one makes it unread again.
            store->applyConversations({conv(1, 300)}, seq++);
            store->waitForWrites();
            QVERIFY(store->isUnread(hex(1)));

            LocalCommands local(store.get());
            QSignalSpy marks(store.get(), &StoreReader::unreadChanged);
            local.markAllRead();
            QCOMPARE(store->unreadCount(), 0);
            QCOMPARE(marks.count(), 1);
            QCOMPARE(marks.last().at(0).value<QList<QString>>().size(), 4);
            store->waitForWrites();
        }
        {
            QString error;
            auto store = Store::openFile(path, &error);
            QVERIFY2(store, qPrintable(error));
            QCOMPARE(store->unreadCount(), 0); // "mark all read" is kept too
            store->applyConversations({conv(2, 900)}, seq++);
            store->waitForWrites();
            QCOMPARE(store->unreadCount(), 1);
        }
    }

    void theConversationInViewStaysRead()
    {
        auto store = Store::openInMemory();
        quint64 seq = 1;
        store->applyConversations({conv(1, -600), conv(2, -600)}, seq++);
        store->waitForWrites();
        LocalCommands local(store.get());
        local.setViewing(hex(1));
        store->applyConversations({conv(1, 60), conv(2, 60)}, seq++);
        store->waitForWrites();
        QVERIFY(!store->isUnread(hex(1))); // looked at while it changed
        QVERIFY(store->isUnread(hex(2)));
        local.setViewing({}); // the window is hidden: nobody looks
        store->applyConversations({conv(1, 120)}, seq++);
        store->waitForWrites();
        QVERIFY(store->isUnread(hex(1)));
    }

    void theListShowsTheMark()
    {
        auto store = Store::openInMemory();
        store->applyConversations({conv(1, -600), conv(2, 60)}, 1);
        store->waitForWrites();
        ConversationListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setStore(store.get());
        const auto unread = [&](int n) {
            return model.index(model.rowOfConversation(hex(n)), 0).data(ConversationListModel::UnreadRole).toBool();
        };
        QVERIFY(!unread(1));
        QVERIFY(unread(2));
        QVERIFY(model.index(model.rowOfConversation(hex(2)), 0)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .startsWith(QStringLiteral("Changed since you last looked")));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        LocalCommands local(store.get());
        local.markRead({hex(2)});
        QVERIFY(!unread(2));
        QCOMPARE(changed.count(), 1); // that row only
        local.markUnread(hex(1));
        QVERIFY(unread(1));
    }
};

QTEST_GUILESS_MAIN(TestStoreUnread)
#include "tst_storeunread.moc"
