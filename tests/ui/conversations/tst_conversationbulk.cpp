// SPDX-License-Identifier: GPL-3.0-or-later
// The list's many-at-once part, offscreen over a store of crafted records: Shift/Ctrl selection
// and "select all shown" bring up the selection bar with what the selection allows; the bulk
// confirmation lists every affected conversation and every shared sandbox (with the others on it);
// archive hides them and the Archived view brings them back; the planner's fold arrow folds its
// children; a search shows the matching line under the row. Screenshots: list-bulk.png,
// list-search.png (SWITCHYARD_SCREENSHOT_DIR).
#include "models/api/apiclient.h"
#include "models/commands/bulkcommands.h"
#include "models/commands/conversationcommands.h"
#include "models/commands/localcommands.h"
#include "models/conversations/conversationfilterproxy.h"
#include "models/conversations/conversationlistmodel.h"
#include "models/conversations/eventtextsearch.h"
#include "models/store/store.h"
#include "testutils/fakenetworkaccessmanager.h"
#include "testutils/testpaths.h"
#include "ui/conversations/conversationdelegate.h"
#include "ui/conversations/conversationlistwidget.h"
#include "ui/dialogs/bulkactiondialog.h"
#include "ui/shell/conversationactions.h"
#include "ui/shell/metadatawidget.h"
#include "ui/shell/shellactions.h"

#include <QApplication>
#include <QItemSelectionModel>
#include <QListView>
#include <QMainWindow>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>

using namespace Switchyard;
using namespace Switchyard::Test;
using M = ConversationListModel;

namespace {
const QDateTime kNow(QDate(2026, 11, 29), QTime(10, 0), Qt::UTC);

QString hexId(int n)
{
    return QStringLiteral("%1").arg(n, 32, 16, QLatin1Char('0'));
}

Conversation conv(int n, const QString &title, const QString &sandbox, SandboxStatus sandboxStatus,
                  std::optional<ExecutionStatus> exec, int parent = 0)
{
    Conversation c;
    c.id = hexId(n);
    c.title = title;
    c.selectedRepository = QStringLiteral("acme/api");
    c.selectedBranch = QStringLiteral("main");
    c.sandboxId = sandbox;
    c.sandboxStatus = sandboxStatus;
    if (exec)
        c.executionStatus = *exec;
    c.llmModel = QStringLiteral("litellm_proxy/prod/claude-opus-4-5-20251101");
    c.createdAt = kNow.addSecs(-3600 * (n + 1));
    c.updatedAt = kNow.addSecs(-300 * (n + 1));
    if (parent)
        c.parentConversationId = hexId(parent);
    return c;
}

void save(QWidget *w, const QString &name)
{
    const QString path = screenshotPath(name);
    QVERIFY(w->grab().save(path));
    qInfo("screenshot: %s", qPrintable(path));
}
} // namespace

class TestConversationBulk : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<Store> m_store;
    std::unique_ptr<FakeNetworkAccessManager> m_nam;
    std::unique_ptr<Api::ApiClient> m_client;
    std::unique_ptr<ConversationCommands> m_commands;
    std::unique_ptr<BulkCommands> m_bulk; // built by the composition root in the app
    std::unique_ptr<LocalCommands> m_local;

    void selectTitles(ConversationListWidget &w, const QStringList &titles)
    {
        QItemSelection sel;
        for (int i = 0; i < w.proxy()->rowCount(); ++i) {
            const QModelIndex idx = w.proxy()->index(i, 0);
            if (titles.contains(idx.data(M::TitleRole).toString()))
                sel.select(idx, idx);
        }
        w.view()->selectionModel()->select(sel, QItemSelectionModel::ClearAndSelect);
    }
    QToolButton *bulkButton(ConversationListWidget &w, BulkAction action)
    {
        const auto buttons = w.findChildren<QToolButton *>();
        for (QToolButton *b : buttons) {
            if (b->property("bulkAction").isValid() && b->property("bulkAction").toInt() == int(action))
                return b;
        }
        return nullptr;
    }

    static BulkActionDialog *visibleDialog(QWidget &w)
    {
        const auto dialogs = w.findChildren<BulkActionDialog *>();
        for (BulkActionDialog *d : dialogs) {
            if (d->isVisible())
                return d;
        }
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_store = Store::openInMemory();
        m_store->setClock([] {
            return kNow.addSecs(-12);
        });
        using S = SandboxStatus;
        using E = ExecutionStatus;
        Conversation planner =
            conv(1, QStringLiteral("Plan the billing rewrite"), QStringLiteral("sb-plan"), S::Running, E::Running);
        planner.subConversationIds = {hexId(2), hexId(3)};
        m_store->applyConversations(
            {planner,
             conv(2, QStringLiteral("Child: port the invoice model"), QStringLiteral("sb-plan"), S::Running, E::Running,
                  1),
             conv(3, QStringLiteral("Child: write the migration"), QStringLiteral("sb-plan"), S::Running, E::Idle, 1),
             conv(4, QStringLiteral("Fix flaky parser tests"), QStringLiteral("sb-shared"), S::Running, E::Idle),
             conv(5, QStringLiteral("Add rate limiting"), QStringLiteral("sb-shared"), S::Running, E::Running),
             conv(6, QStringLiteral("Update the docs <b>now</b>"), QStringLiteral("sb-alone"), S::Paused, E::Paused)},
            1);
        m_store->waitForWrites();
        m_nam = std::make_unique<FakeNetworkAccessManager>();
        m_client = std::make_unique<Api::ApiClient>(m_nam.get());
        Api::ServerConfig cfg;
        cfg.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:1"));
        cfg.apiKey = QStringLiteral("key");
        QVERIFY(!m_client->setServer(cfg).has_value());
        m_commands = std::make_unique<ConversationCommands>(m_client.get(), m_store.get());
        m_bulk = std::make_unique<BulkCommands>(m_store.get(), m_commands.get(), nullptr);
        m_local = std::make_unique<LocalCommands>(m_store.get());
    }

    void cleanupTestCase()
    {
        m_local.reset();
        m_bulk.reset();
        m_commands.reset();
        m_client.reset();
        m_nam.reset();
        m_store.reset();
    }

    void selectionBarOffersWhatTheSelectionAllows()
    {
        ConversationListWidget w;
        w.setClock([] {
            return kNow;
        });
        w.setStore(m_store.get());
        w.setCommands(m_commands.get());
        w.setBulkCommands(m_bulk.get());
        w.setLocalCommands(m_local.get());
        w.resize(520, 820);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.view()->selectionMode(), QAbstractItemView::ExtendedSelection);
        QWidget *bar = w.findChild<QWidget *>(QStringLiteral("selectionBar"));
        QVERIFY(bar);
        QVERIFY(!bar->isVisible());

        selectTitles(w, {QStringLiteral("Fix flaky parser tests"), QStringLiteral("Update the docs <b>now</b>")});
        QCOMPARE(w.selectedConversationIds().size(), 2);
        QVERIFY(bar->isVisible());
        QVERIFY(bulkButton(w, BulkAction::Archive)->isEnabled());
        QVERIFY(!bulkButton(w, BulkAction::Restore)->isEnabled());
        QVERIFY(bulkButton(w, BulkAction::PauseSandboxes)->isEnabled()); // the running one
        QVERIFY(bulkButton(w, BulkAction::ResumeSandboxes)->isEnabled()); // the paused one
        QVERIFY(bulkButton(w, BulkAction::Delete)->isEnabled());

        // Ctrl+A selects every row shown.
        w.view()->setFocus();
        QTest::keyClick(w.view(), Qt::Key_A, Qt::ControlModifier);
        QCOMPARE(w.selectedConversationIds().size(), w.proxy()->rowCount());
        QCOMPARE(w.selectedConversationIds().size(), 6);
        QTest::qWait(350); // the summary (debounced)
        save(&w, QStringLiteral("list-bulk.png"));
        w.resize(370, 500); // the list pane of a 1366x768 window
        QTest::qWait(50);
        save(&w, QStringLiteral("list-bulk-narrow.png"));
        w.view()->clearSelection();
        QVERIFY(!bar->isVisible());
    }

    void confirmationListsEveryConversationAndSharedSandbox()
    {
        ConversationListWidget w;
        w.setStore(m_store.get());
        w.setCommands(m_commands.get());
        w.setBulkCommands(m_bulk.get());
        w.setLocalCommands(m_local.get());
        selectTitles(w, {QStringLiteral("Fix flaky parser tests"), QStringLiteral("Update the docs <b>now</b>")});
        std::unique_ptr<QDialog> dialog(w.makeBulkDialog(int(BulkAction::Delete)));
        auto *bulk = qobject_cast<BulkActionDialog *>(dialog.get());
        QVERIFY(bulk);
        const QStringList lines = bulk->listedLines();
        QVERIFY(lines.contains(QStringLiteral("Fix flaky parser tests")));
        QVERIFY(lines.contains(QStringLiteral("Update the docs <b>now</b>"))); // as text, never markup
        bool shared = false;
        for (const QString &l : lines)
            shared =
                shared || (l.contains(QStringLiteral("sb-shared")) && l.contains(QStringLiteral("Add rate limiting")));
        QVERIFY2(shared, qPrintable(lines.join(u'\n')));
        // sb-alone is left empty by the delete: the dialog offers deleting it.
        QVERIFY(bulk->deleteEmptiedSandboxes());
        // Pausing lists the shared sandbox too.
        std::unique_ptr<QDialog> pause(w.makeBulkDialog(int(BulkAction::PauseSandboxes)));
        const QStringList pauseLines = qobject_cast<BulkActionDialog *>(pause.get())->listedLines();
        QCOMPARE(pauseLines.first(), QStringLiteral("Fix flaky parser tests"));
        QVERIFY(pauseLines.last().contains(QStringLiteral("sb-shared")));
        QVERIFY(!qobject_cast<BulkActionDialog *>(pause.get())->deleteEmptiedSandboxes());
    }

    void archiveHidesAndTheArchivedViewRestores()
    {
        ConversationListWidget w;
        w.setStore(m_store.get());
        w.setCommands(m_commands.get());
        w.setBulkCommands(m_bulk.get());
        w.setLocalCommands(m_local.get());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.proxy()->rowCount(), 6);
        selectTitles(w, {QStringLiteral("Fix flaky parser tests"), QStringLiteral("Add rate limiting")});
        w.runBulk(int(BulkAction::Archive));
        QTRY_VERIFY(visibleDialog(w));
        visibleDialog(w)->findChild<QPushButton *>(QStringLiteral("confirmButton"))->click();
        QCOMPARE(w.proxy()->rowCount(), 4);
        QVERIFY(m_store->isArchived(hexId(4)) && m_store->isArchived(hexId(5)));
        w.proxy()->setArchiveView(ConversationFilterProxy::ArchiveView::Archived);
        QCOMPARE(w.proxy()->rowCount(), 2);
        w.selectAllShown();
        QVERIFY(w.bulkCommands()->available(w.selectedConversationIds()).has(BulkAction::Restore));
        w.runBulk(int(BulkAction::Restore));
        QTRY_VERIFY(visibleDialog(w));
        visibleDialog(w)->findChild<QPushButton *>(QStringLiteral("confirmButton"))->click();
        QCOMPARE(w.proxy()->rowCount(), 0);
        w.proxy()->setArchiveView(ConversationFilterProxy::ArchiveView::Active);
        QCOMPARE(w.proxy()->rowCount(), 6);
        QVERIFY(m_store->archived().isEmpty());
    }

    void foldArrowFoldsThePlannersChildren()
    {
        ConversationListWidget w;
        w.setStore(m_store.get());
        w.resize(520, 820);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.proxy()->rowCount(), 6);
        QModelIndex planner;
        for (int i = 0; i < w.proxy()->rowCount(); ++i) {
            if (w.proxy()->index(i, 0).data(M::IdRole).toString() == hexId(1))
                planner = w.proxy()->index(i, 0);
        }
        QVERIFY(planner.isValid());
        QVERIFY(planner.data(M::HasChildrenRole).toBool());
        QCOMPARE(w.proxy()->index(planner.row() + 1, 0).data(M::DepthRole).toInt(), 1);
        QStyleOptionViewItem option;
        option.initFrom(w.view());
        option.rect = w.view()->visualRect(planner);
        const QPoint arrow = ConversationDelegate::foldArrowRect(option, planner).center();
        QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, arrow);
        QCOMPARE(w.proxy()->rowCount(), 4);
        QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, arrow);
        QCOMPARE(w.proxy()->rowCount(), 6);
    }

    void searchShowsTheMatchingLine()
    {
        ConversationListWidget w;
        w.setClock([] {
            return kNow;
        });
        w.setStore(m_store.get());
        w.eventSearch()->setDebounce(3600 * 1000); // the lines below stand in for the worker's answer
        w.resize(520, 600);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // The children match, their parent does not: they stand at the top level, marked.
        w.proxy()->setSearchText(QStringLiteral("child"));
        QCOMPARE(w.proxy()->rowCount(), 2);
        QVERIFY(!w.proxy()->index(0, 0).data(M::ParentShownRole).toBool());
        QCOMPARE(w.proxy()->index(0, 0).data(M::DepthRole).toInt(), 0);
        // An event line found by the worker shows under its row.
        w.proxy()->setSearchText(QStringLiteral("invoice"));
        w.proxy()->setEventMatches(
            QStringLiteral("invoice"),
            {{hexId(4), QStringLiteral("Then regenerate the invoice fixtures <i>and</i> rerun")}});
        QCOMPARE(w.proxy()->rowCount(), 2);
        QTest::qWait(100);
        save(&w, QStringLiteral("list-search.png"));
    }

    void conversationMenuArchivesAndLinksTheWebPage()
    {
        QMainWindow window;
        auto *actions = new ShellActions(&window);
        ConversationActions conversation(actions, &window);
        conversation.setServices(m_store.get(), m_commands.get(), m_local.get());
        QVERIFY(!actions->openInBrowser->isEnabled()); // no conversation, no server
        conversation.setCurrent(hexId(6));
        QVERIFY(!actions->openInBrowser->isEnabled()); // no server yet
        conversation.setServerUrl(QUrl(QStringLiteral("http://127.0.0.1:3000/")));
        QVERIFY(actions->openInBrowser->isEnabled());
        QCOMPARE(conversation.webUrl().toString(),
                 QStringLiteral("http://127.0.0.1:3000/canvas/conversations/") + hexId(6));
        QVERIFY(!ConversationActions::openUrl(QUrl(QStringLiteral("file:///etc/passwd"))));
        // The palette lists both actions (it lists every shell action).
        QVERIFY(actions->all().contains(actions->archive) && actions->all().contains(actions->openInBrowser));
        QVERIFY(!m_store->isArchived(hexId(6)));
        actions->archive->trigger();
        QVERIFY(m_store->isArchived(hexId(6)));
        QCOMPARE(actions->archive->text(), QStringLiteral("Restore from archive"));
        actions->archive->trigger();
        QVERIFY(!m_store->isArchived(hexId(6)));
    }

    void headerLinksParentAndChildren()
    {
        MetadataWidget m;
        m.setStore(m_store.get());
        m.setServerUrl(QUrl(QStringLiteral("https://app.example.com")));
        m.setConversation(hexId(1));
        QCOMPARE(m.linkedConversations(), (QList<QString>{hexId(2), hexId(3)}));
        auto *open = m.findChild<QPushButton *>(QStringLiteral("openInBrowser"));
        QVERIFY(open);
        QCOMPARE(open->toolTip(), QStringLiteral("https://app.example.com/canvas/conversations/") + hexId(1));
        QSignalSpy activated(&m, &MetadataWidget::conversationLinkActivated);
        const auto buttons = m.findChildren<QPushButton *>();
        for (QPushButton *b : buttons) {
            if (b->property("conversationId").toString() == hexId(3))
                b->click();
        }
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.at(0).at(0).toString(), hexId(3));
        m.resize(900, 560);
        m.show();
        QVERIFY(QTest::qWaitForWindowExposed(&m));
        save(&m, QStringLiteral("metadata-links.png"));
        m.setConversation(hexId(2));
        QCOMPARE(m.linkedConversations(), QList<QString>{hexId(1)}); // the parent
        // Offline review: no web link.
        m.setServerUrl(QUrl());
        QVERIFY(!m.findChild<QPushButton *>(QStringLiteral("openInBrowser")));
    }
};

QTEST_MAIN(TestConversationBulk)
#include "tst_conversationbulk.moc"
