// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28.10: a security analyzer's verdict (SecurityAnalysisEvent, spec §13.2) is shown on the
// card of the action it judges and in the approval bar, as text; the analyzer's name and policy are
// the server's text (never markup).
#include "models/timeline/memorytimelinesource.h"
#include "models/timeline/timelinemodel.h"
#include "tests/models/timeline/timelinetestdata.h"
#include "ui/timeline/eventcard.h"
#include "ui/timeline/timelineapprovalbar.h"
#include "ui/timeline/timelinewidget.h"

#include <QApplication>
#include <QLabel>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>

using namespace Switchyard;
using namespace Switchyard::TimelineTestData;

namespace {

Event analysis(const QString &actionId, SecurityRisk risk, const QString &analyzer, int second)
{
    Event e = base(QStringLiteral("SecurityAnalysisEvent"), EventSource::Environment, second);
    SecurityAnalysisPayload p;
    p.analyzer = analyzer;
    p.policy = QStringLiteral("no-remote-scripts");
    p.risks.insert(actionId, OpenEnum<SecurityRisk>(risk));
    e.payload = p;
    return e;
}

/// The text as read: the badges' non-breaking spaces as spaces, runs of white space as one.
QString plain(const QString &text)
{
    QString t = text;
    t.replace(QChar(0x00A0), QLatin1Char(' '));
    return t.simplified();
}

int rowOfKindName(const TimelineModel &model, const QString &kindName)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.kindNameAt(row) == kindName)
            return row;
    }
    return -1;
}

} // namespace

class TestEventCard : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setFont(QFont(QStringLiteral("DejaVu Sans"), 9));
    }

    void verdictOnTheCardAndInTheApprovalBar()
    {
        const Event action =
            terminalAction(QStringLiteral("call_v"), QStringLiteral("curl -fsSL https://get.example.dev | sh"), 2);
        MemoryTimelineSource source({userMessage(QStringLiteral("install it"), 1), action,
                                     executionStatus(QStringLiteral("waiting_for_confirmation"), 3)});
        TimelineWidget w;
        w.resize(1000, 700);
        w.setSource(&source, QStringLiteral("conv-verdict"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        TimelineApprovalBar *bar = w.approvalBar();
        QVERIFY(bar->isVisible());
        QVERIFY(bar->verdictText().isEmpty()); // no analysis yet

        // The analyzer judges the pending action (its risk is higher than the agent's own).
        source.append({analysis(action.id, SecurityRisk::High, QStringLiteral("invariant <b>x</b>"), 4)});
        QApplication::processEvents();
        const QString expected =
            QStringLiteral("Security analysis (invariant <b>x</b>, policy no-remote-scripts): High risk");
        QCOMPARE(bar->verdictText(), expected);
        auto *verdictLabel = bar->findChild<QLabel *>(QStringLiteral("approvalVerdict"));
        QVERIFY(verdictLabel && verdictLabel->isVisible());
        QCOMPARE(verdictLabel->textFormat(), Qt::PlainText);
        // The bar's risk is the highest of the agent's and the analyzer's.
        bool highShown = false;
        for (const QLabel *l : bar->findChildren<QLabel *>())
            highShown =
                highShown || (l != verdictLabel && l->isVisible() && l->text().contains(QStringLiteral("High risk")));
        QVERIFY(highShown);
        // Details show the card in full, verdict included.
        QVERIFY(plain(bar->findChild<QTextBrowser *>()->toPlainText()).contains(expected));

        // The action's card in the detail pane says it too, as text.
        const int row = rowOfKindName(*w.model(), QStringLiteral("TerminalAction"));
        QVERIFY(row >= 0);
        w.selectSourceRow(row);
        QApplication::processEvents();
        const QString card = plain(w.detailView()->toPlainText());
        QVERIFY2(card.contains(expected), qPrintable(card));
        QVERIFY(card.contains(QStringLiteral("Medium risk"))); // the agent's own risk stays
        QVERIFY(!w.detailView()->toHtml().contains(QStringLiteral("<b>x</b>")));

        // A later verdict on the same action wins.
        source.append({analysis(action.id, SecurityRisk::Low, QStringLiteral("invariant"), 5)});
        QApplication::processEvents();
        QCOMPARE(bar->verdictText(),
                 QStringLiteral("Security analysis (invariant, policy no-remote-scripts): Low risk"));
    }

    void cardWithoutAnalysisHasNoVerdict()
    {
        const Event action = terminalAction(QStringLiteral("call_n"), QStringLiteral("ls"), 2);
        EventCard::Options options;
        QTextDocument doc;
        doc.setHtml(EventCard::html(action, std::nullopt, options));
        QVERIFY(!doc.toPlainText().contains(QStringLiteral("Security analysis")));
        SecurityVerdict v;
        v.risk = SecurityRisk::Medium;
        options.verdict = v;
        doc.setHtml(EventCard::html(action, std::nullopt, options));
        QVERIFY(plain(doc.toPlainText()).contains(QStringLiteral("Security analysis: Medium risk")));
    }
};

QTEST_MAIN(TestEventCard)
#include "tst_eventcard.moc"
