// SPDX-License-Identifier: GPL-3.0-or-later
// Every control a keyboard or a screen reader can reach has an accessible name: the main window
// (with conversations, one selected, so the timeline and the detail tabs are filled) and every
// dialog. Offenders are printed with their object name, class and parent chain. Icon-only tool
// buttons, graphics views and charts also need a description. Keyboard: Tab walks through the
// main areas, and every action has a shortcut or sits in a menu.
#include "models/api/apiclient.h"
#include "models/api/codec.h"
#include "models/api/wireenums.h"
#include "models/commands/downloadcommands.h"
#include "models/profiles/credentials.h"
#include "models/profiles/serverprofiles.h"
#include "models/sandboxmap/sandboxmapmodel.h"
#include "models/store/store.h"
#include "testutils/testpaths.h"
#include "ui/charts/chartswidget.h"
#include "ui/conversations/conversationlistwidget.h"
#include "ui/dialogs/deleteconversationdialog.h"
#include "ui/dialogs/renameconversationdialog.h"
#include "ui/dialogs/startconversationdialog.h"
#include "ui/mainwindow.h"
#include "ui/sandboxmap/sandboxactiondialog.h"
#include "ui/sandboxmap/sandboxmapwidget.h"
#include "ui/settings/preferencesdialog.h"
#include "ui/settings/serverprofilesdialog.h"
#include "ui/shell/aboutdialog.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/shellactions.h"
#include "ui/timeline/timelinewidget.h"
#include "ui/trajectory/downloaddialog.h"
#include "ui/trajectory/replaybar.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QGraphicsView>
#include <QInputDialog>
#include <QMenu>
#include <QMenuBar>
#include <QNetworkAccessManager>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>

#include <algorithm>
#include <functional>

using namespace Switchyard;

namespace {

const QString kWaiting = QStringLiteral("aaaa0000000000000000000000000001");
const QString kFailed = QStringLiteral("bbbb0000000000000000000000000002");
const QString kRunning = QStringLiteral("cccc0000000000000000000000000003");

Conversation conversation(const QString &id, const QString &title, const QString &exec, const QString &sandbox)
{
    Conversation c;
    c.id = id;
    c.title = title;
    c.selectedRepository = QStringLiteral("acme/widgets");
    c.selectedBranch = QStringLiteral("main");
    c.llmModel = QStringLiteral("claude-sonnet-4");
    c.sandboxId = sandbox;
    c.sandboxStatus = SandboxStatus::Running;
    c.executionStatus = Api::executionStatusFromWire(exec);
    c.createdAt = QDateTime::currentDateTimeUtc().addSecs(-3600);
    c.updatedAt = QDateTime::currentDateTimeUtc().addSecs(-60);
    MetricsSnapshot m;
    m.accumulatedCost = 0.75;
    c.metrics = m;
    return c;
}

Sandbox sandbox(const QString &id)
{
    Sandbox s;
    s.id = id;
    s.status = SandboxStatus::Running;
    s.createdAt = QDateTime::currentDateTimeUtc().addSecs(-7200);
    return s;
}

/// A store with three conversations (two share a sandbox) and the events of a spec fixture.
std::unique_ptr<Store> filledStore()
{
    auto store = Store::openInMemory();
    store->applySandboxes({sandbox(QStringLiteral("sbx-shared")), sandbox(QStringLiteral("sbx-alone"))}, 1, true);
    store->applyConversations(
        {conversation(kWaiting, QStringLiteral("Fix the flaky test"), QStringLiteral("waiting_for_confirmation"),
                      QStringLiteral("sbx-shared")),
         conversation(kFailed, QStringLiteral("Bump dependencies"), QStringLiteral("error"),
                      QStringLiteral("sbx-shared")),
         conversation(kRunning, QStringLiteral("Write docs"), QStringLiteral("running"), QStringLiteral("sbx-alone"))},
        1);
    const auto page = Api::Codec::parseEventPage(
        Test::readFile(Test::specPath(QStringLiteral("fixtures/events/events_search_page.json"))));
    if (page && !page.value().items.isEmpty()) {
        const QList<Event> events = page.value().items;
        EventCursor cursor;
        cursor.timestamp = QStringLiteral("2030-01-01T00:00:00");
        store->appendEvents(kWaiting, events, cursor);
    }
    store->waitForWrites();
    return store;
}

QString describe(const QWidget *w)
{
    QString name = w->objectName().isEmpty() ? QStringLiteral("<unnamed>") : w->objectName();
    return QStringLiteral("%1(%2)").arg(QString::fromLatin1(w->metaObject()->className()), name);
}

QString chain(const QWidget *w)
{
    QStringList parts;
    for (const QWidget *p = w; p; p = p->parentWidget())
        parts.append(describe(p));
    return parts.join(QStringLiteral(" < "));
}

/// Shown, or on a page of a tab/stack that is not the current one (the user reaches it by
/// switching pages).
bool reachable(const QWidget *w, const QWidget *top)
{
    for (const QWidget *p = w; p && p != top; p = p->parentWidget()) {
        if (p->isHidden() && !qobject_cast<const QStackedWidget *>(p->parentWidget()))
            return false;
    }
    return true;
}

bool focusable(const QWidget *w)
{
    return w->focusPolicy() != Qt::NoFocus;
}

/// Parts of a compound control that the outer control names (the line edit of a spin box or an
/// editable combo box).
bool partOfCompound(const QWidget *w)
{
    const QWidget *p = w->parentWidget();
    return qobject_cast<const QAbstractSpinBox *>(p) || qobject_cast<const QComboBox *>(p);
}

QString accessibleText(QWidget *w, QAccessible::Text which)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
    return iface ? iface->text(which).trimmed() : QString();
}

/// "Purpose not obvious from the name": icon-only tool buttons, graphics views (the sandbox map),
/// charts.
bool hasWords(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) {
        return c.isLetterOrNumber();
    });
}

bool needsDescription(const QWidget *w)
{
    if (const auto *tool = qobject_cast<const QToolButton *>(w)) {
        const bool iconOnly = !tool->icon().isNull() && tool->toolButtonStyle() == Qt::ToolButtonIconOnly;
        return iconOnly || !hasWords(tool->text()); // an icon, or a glyph such as ▲
    }
    return qobject_cast<const QGraphicsView *>(w) != nullptr;
}

struct Offenders
{
    QStringList unnamed;
    QStringList undescribed;
    int checked = 0;
};

Offenders check(QWidget *top)
{
    Offenders out;
    QList<QWidget *> widgets = top->findChildren<QWidget *>();
    widgets.prepend(top);
    for (QWidget *w : std::as_const(widgets)) {
        if (!focusable(w) || !reachable(w, top))
            continue;
        // Focus goes to the proxy (a tab widget's tab bar, a scroll area's viewport goes to the
        // area), which is checked itself; parts of compound controls are named by the control.
        if (w->focusProxy() || partOfCompound(w))
            continue;
        ++out.checked;
        // A name a screen reader can say: "▲" is not one.
        if (!hasWords(accessibleText(w, QAccessible::Name)))
            out.unnamed.append(chain(w));
        if (needsDescription(w) && accessibleText(w, QAccessible::Description).isEmpty())
            out.undescribed.append(chain(w));
    }
    return out;
}

/// Prints every offender (so one run lists them all) and fails when there is any.
bool report(const char *what, const Offenders &o)
{
    qInfo("%s: %d focusable controls checked", what, o.checked);
    for (const QString &s : o.unnamed)
        qWarning("%s: NO ACCESSIBLE NAME: %s", what, qPrintable(s));
    for (const QString &s : o.undescribed)
        qWarning("%s: NO ACCESSIBLE DESCRIPTION: %s", what, qPrintable(s));
    return o.checked > 0 && o.unnamed.isEmpty() && o.undescribed.isEmpty();
}

#define CHECK_ACCESSIBLE(what, widget)                                                                                 \
    do {                                                                                                               \
        const Offenders o_ = check(widget);                                                                            \
        QVERIFY2(report(what, o_),                                                                                     \
                 qPrintable(QStringLiteral("%1: %2 without a name, %3 without a description")                          \
                                .arg(QLatin1String(what))                                                              \
                                .arg(o_.unnamed.size())                                                                \
                                .arg(o_.undescribed.size())));                                                         \
    } while (false)

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SwitchyardTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_accessibility"));
        QSettings().clear();
        m_store = filledStore();
        QCOMPARE(m_store->conversationCount(), 3);
    }

    void cleanupTestCase() { m_store.reset(); }

    void mainWindow()
    {
        MainWindow window(nullptr, false);
        ShellContext context;
        context.store = m_store.get();
        context.serverName = QStringLiteral("Test server");
        window.setContext(context);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.openConversation(kWaiting);
        QTRY_VERIFY(window.findChild<TimelineWidget *>()->isVisible());
        QTest::qWait(200); // the detail tabs and the map settle
        CHECK_ACCESSIBLE("main window", &window);
    }

    void offlineWindowWithReplayBar()
    {
        MainWindow window(nullptr, false);
        ShellContext context;
        context.store = m_store.get();
        window.setContext(context);
        auto *bar = new ReplayBar(&window);
        window.setCentralWidget(bar); // the replay toolbar's content, alone
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        CHECK_ACCESSIBLE("replay bar", bar);
    }

    void commandPalette()
    {
        MainWindow window(nullptr, false);
        ShellContext context;
        context.store = m_store.get();
        window.setContext(context);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.actions()->palette->trigger();
        QVERIFY(window.palette()->isVisible());
        CHECK_ACCESSIBLE("command palette", window.palette());
        window.palette()->close();
    }

    void startConversationDialog()
    {
        StartConversationDialog dialog;
        dialog.setStore(m_store.get());
        dialog.showAdvanced(true);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        CHECK_ACCESSIBLE("start conversation dialog", &dialog);
    }

    void renameDialog()
    {
        RenameConversationDialog dialog(QStringLiteral("Fix the flaky test"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        CHECK_ACCESSIBLE("rename dialog", &dialog);
    }

    void deleteDialog()
    {
        DeleteConversationDialog dialog(QStringLiteral("Write docs"), QStringLiteral("sbx-alone"), 0);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        CHECK_ACCESSIBLE("delete dialog", &dialog);
    }

    void inputDialogsOfTheShell()
    {
        // Reject and Rename from the Conversation menu ask with QInputDialog.
        QInputDialog dialog;
        dialog.setLabelText(QStringLiteral("Why? The agent reads this reason (optional):"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        CHECK_ACCESSIBLE("input dialog", &dialog);
    }

    void serverProfilesDialog()
    {
        ServerProfiles profiles;
        Credentials credentials(QStringLiteral("SwitchyardTest-a11y"));
        credentials.setKeychainEnabled(false);
        QNetworkAccessManager nam;
        ServerProfilesDialog dialog(&profiles, &credentials, &nam);
        dialog.setForm(QStringLiteral("Staging"), QStringLiteral("https://staging.example.com"), QString(),
                       QStringLiteral("sk-test"));
        dialog.saveForm();
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        CHECK_ACCESSIBLE("server profiles dialog", &dialog);
    }

    void downloadDialog()
    {
        QNetworkAccessManager nam;
        Api::ApiClient client(&nam);
        DownloadCommands downloads(&client);
        DownloadDialog dialog(&downloads, kWaiting, QDir::temp().filePath(QStringLiteral("a11y.zip")));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        CHECK_ACCESSIBLE("download dialog", &dialog);
    }

    void sandboxActionDialog()
    {
        SandboxMapModel model;
        model.setStore(m_store.get());
        QTRY_VERIFY(model.snapshot().sandbox(QStringLiteral("sbx-shared")) != nullptr);
        SandboxActionDialog dialog(SandboxActionDialog::Action::Delete, model.snapshot(), QStringLiteral("sbx-shared"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        CHECK_ACCESSIBLE("sandbox action dialog", &dialog);
    }

    void aboutDialog()
    {
        AboutDialog dialog({{QStringLiteral("SQLite"), QStringLiteral("3.40.1")}});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        CHECK_ACCESSIBLE("about dialog", &dialog);
    }

    void preferencesDialog()
    {
        PreferencesDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        CHECK_ACCESSIBLE("preferences dialog", &dialog);
    }

    void tabWalksThroughTheMainAreas()
    {
        MainWindow window(nullptr, false);
        ShellContext context;
        context.store = m_store.get();
        window.setContext(context);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.openConversation(kWaiting);

        // Start in the conversation list (Ctrl+1), then Tab until every main area was visited.
        window.actions()->focusList->trigger();
        QTRY_VERIFY(QApplication::focusWidget() != nullptr);
        const QList<QWidget *> areas{window.findChild<ConversationListWidget *>(), window.findChild<TimelineWidget *>(),
                                     window.findChild<QTabWidget *>(QStringLiteral("detailTabs")),
                                     window.findChild<SandboxMapWidget *>(), window.findChild<ChartsWidget *>()};
        for (QWidget *area : areas)
            QVERIFY(area);
        QList<bool> visited(areas.size(), false);
        QSet<QWidget *> seen;
        for (int i = 0; i < 400; ++i) {
            QWidget *focus = QApplication::focusWidget();
            QVERIFY(focus);
            for (qsizetype a = 0; a < areas.size(); ++a) {
                if (areas.at(a) == focus || areas.at(a)->isAncestorOf(focus))
                    visited[a] = true;
            }
            if (visited.at(0) && visited.at(1) && visited.at(2))
                break;
            QTest::keyClick(focus, Qt::Key_Tab);
        }
        // The sandbox map and the charts are pages of their own (Ctrl+3 / Ctrl+4 below): Tab walks
        // the Conversations page.
        for (qsizetype a = 0; a < 3; ++a)
            QVERIFY2(visited.at(a), qPrintable(describe(areas.at(a)) + QStringLiteral(" is not reached by Tab")));

        // Ctrl+1 / Ctrl+2 jump straight to the list and the timeline.
        window.actions()->focusTimeline->trigger();
        QTRY_VERIFY(areas.at(1)->isAncestorOf(QApplication::focusWidget())
                    || QApplication::focusWidget() == areas.at(1));
        window.actions()->focusList->trigger();
        QTRY_VERIFY(areas.at(0)->isAncestorOf(QApplication::focusWidget())
                    || QApplication::focusWidget() == areas.at(0));
        // Ctrl+3 / Ctrl+4: the sandbox map and the charts, on their pages.
        window.actions()->focusMap->trigger();
        QTRY_VERIFY(areas.at(3)->isAncestorOf(QApplication::focusWidget()));
        window.actions()->focusCharts->trigger();
        QTRY_VERIFY(areas.at(4)->isAncestorOf(QApplication::focusWidget()));
        window.actions()->focusTimeline->trigger();
        QTRY_VERIFY(areas.at(1)->isVisible());
    }

    void everyActionIsInAMenuOrHasAShortcut()
    {
        MainWindow window(nullptr, false);
        QSet<QAction *> inMenus;
        std::function<void(const QList<QAction *> &)> collect = [&](const QList<QAction *> &actions) {
            for (QAction *a : actions) {
                inMenus.insert(a);
                if (a->menu())
                    collect(a->menu()->actions());
            }
        };
        collect(window.menuBar()->actions());
        for (QAction *a : window.actions()->all()) {
            QVERIFY2(inMenus.contains(a) || !a->shortcut().isEmpty(), qPrintable(a->objectName()));
            QVERIFY2(!a->text().isEmpty(), qPrintable(a->objectName()));
        }
        // Every top-level menu has a mnemonic, so Alt+letter opens it.
        for (QAction *menu : window.menuBar()->actions())
            QVERIFY2(menu->text().contains(QLatin1Char('&')), qPrintable(menu->text()));
    }

private:
    std::unique_ptr<Store> m_store;
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
