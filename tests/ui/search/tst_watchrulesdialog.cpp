// SPDX-License-Identifier: GPL-3.0-or-later
// The watch rules dialog (ui/search/watchrulesdialog.h, issue 31) over a real store file through
// WatchService and WatchCommands: the four example rules listed, disabled; "Add from search"
// saves the page's query as an enabled rule; the check box disables it; a malformed query is
// refused with its explanation; the actions are saved; the dry run lists what the rule would
// have matched in the last 7 days (text stays text); delete removes it.
// SWITCHYARD_WATCH_PNG=<file> saves the dialog at 1366x768.
#include "models/api/codec.h"
#include "models/commands/watchcommands.h"
#include "models/search/watchservice.h"
#include "models/store/store.h"
#include "ui/search/watchrulesdialog.h"

#include <QCheckBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace Switchyard;

namespace {

Event command(int n, const QString &cmd)
{
    const QJsonObject o{
        {QStringLiteral("id"), QStringLiteral("00000000-0000-4000-8000-%1").arg(n, 12, 10, QLatin1Char('0'))},
        {QStringLiteral("timestamp"),
         QDateTime::currentDateTimeUtc().addSecs(-3600 + n).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz000"))},
        {QStringLiteral("source"), QStringLiteral("agent")},
        {QStringLiteral("kind"), QStringLiteral("ActionEvent")},
        {QStringLiteral("action"),
         QJsonObject{{QStringLiteral("command"), cmd}, {QStringLiteral("kind"), QStringLiteral("TerminalAction")}}},
        {QStringLiteral("tool_name"), QStringLiteral("terminal")},
        {QStringLiteral("tool_call_id"), QStringLiteral("call_%1").arg(n)},
    };
    return Api::Codec::parseEvent(QJsonDocument(o).toJson(QJsonDocument::Compact)).value();
}

} // namespace

class TestWatchRulesDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void rulesFromTheSearchPage()
    {
        QTemporaryDir dir;
        QString error;
        auto store = Store::openFile(dir.filePath(QStringLiteral("cache.sqlite")), &error);
        QVERIFY2(store, qPrintable(error));
        Conversation c;
        c.id = QStringLiteral("c0ffee00c0ffee00c0ffee00c0ffee01");
        c.title = QStringLiteral("<b>Deploy</b>");
        store->applyConversations({c}, 1);
        store->appendEvents(c.id,
                            {command(1, QStringLiteral("git push --force origin main")),
                             command(2, QStringLiteral("pytest -q <img src=x>")),
                             command(3, QStringLiteral("git push --force origin dev"))},
                            {});
        store->waitForWrites();
        Search::WatchService watch(store.get(), nullptr);
        WatchCommands commands(store.get());
        WatchRulesDialog dialog(&watch, &commands);
        QTableWidget *table = dialog.table();
        QCOMPARE(table->rowCount(), 4);
        for (int row = 0; row < 4; ++row)
            QCOMPARE(table->item(row, 0)->checkState(), Qt::Unchecked);

        dialog.setCurrentQuery(QStringLiteral("cmd:\"git push\""));
        dialog.addFromQuery();
        QTRY_COMPARE(table->rowCount(), 5);
        QCOMPARE(table->item(4, 0)->checkState(), Qt::Checked);
        QCOMPARE(table->item(4, 2)->text(), QStringLiteral("cmd:\"git push\""));
        QCOMPARE(store->watchRules().constLast().enabled, true);
        const qint64 id = dialog.selectedRuleId();
        QCOMPARE(id, store->watchRules().constLast().id);

        // Disabled by its check box.
        table->item(4, 0)->setCheckState(Qt::Unchecked);
        QCOMPARE(store->watchRules().constLast().enabled, false);
        QTest::qWait(10); // the table follows after the event
        QCOMPARE(table->item(4, 0)->checkState(), Qt::Unchecked);
        QCOMPARE(dialog.selectedRuleId(), id);

        // A malformed query is refused and explained.
        auto *query = dialog.findChild<QLineEdit *>(QStringLiteral("watchRuleQuery"));
        QVERIFY(query);
        query->setText(QStringLiteral("cmd:\"git push"));
        dialog.applyEdits();
        QVERIFY2(dialog.statusLabel()->text().contains(QStringLiteral("quote")),
                 qPrintable(dialog.statusLabel()->text()));
        QCOMPARE(store->watchRules().constLast().query, QStringLiteral("cmd:\"git push\""));

        // Actions saved: pause and a tag.
        query->setText(QStringLiteral("cmd:\"git push\""));
        for (QCheckBox *box : dialog.findChildren<QCheckBox *>()) {
            if (box->text().contains(QStringLiteral("Pause")) || box->text().contains(QStringLiteral("Tag")))
                box->setChecked(true);
        }
        dialog.findChild<QLineEdit *>(QStringLiteral("watchRuleTag"))->setText(QStringLiteral("force-push"));
        dialog.applyEdits();
        const WatchRule saved = store->watchRules().constLast();
        QVERIFY(saved.has(WatchRule::Pause));
        QVERIFY(saved.has(WatchRule::Tag));
        QCOMPARE(saved.tag, QStringLiteral("force-push"));
        QTRY_VERIFY(table->item(4, 3)->text().contains(QStringLiteral("pause")));

        // The dry run: the two pushes of the last hour, in their conversation.
        QSignalSpy ready(&commands, &WatchCommands::dryRunReady);
        dialog.dryRunSelected();
        QVERIFY(ready.wait(20000));
        QTreeWidget *tree = dialog.dryRunResults();
        QCOMPARE(tree->topLevelItemCount(), 1);
        QVERIFY(tree->topLevelItem(0)->text(0).startsWith(QStringLiteral("<b>Deploy</b>")));
        QCOMPARE(tree->topLevelItem(0)->childCount(), 2);
        QVERIFY2(dialog.statusLabel()->text().contains(QStringLiteral("2")), qPrintable(dialog.statusLabel()->text()));
        QCOMPARE(dialog.statusLabel()->textFormat(), Qt::PlainText);

        if (const QString png = qEnvironmentVariable("SWITCHYARD_WATCH_PNG"); !png.isEmpty()) {
            dialog.resize(1366, 768);
            dialog.show();
            QVERIFY(dialog.grab().save(png));
        }

        dialog.removeSelected();
        QTRY_COMPARE(table->rowCount(), 4);
        QCOMPARE(store->watchRules().size(), 4);
    }
};

QTEST_MAIN(TestWatchRulesDialog)
#include "tst_watchrulesdialog.moc"
