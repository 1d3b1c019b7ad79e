// SPDX-License-Identifier: GPL-3.0-or-later
// One status presentation (models/conversations/statuspresentation.h) for the list, the map, its
// legend and the charts: every state has its own label and a colour, the same state has the same
// colour on both axes, "Waiting for confirmation" is said the same way everywhere, and the newer
// servers' sandbox UNKNOWN (provider unavailable) is its own state, never shown as an error or as
// gone; values this build does not know keep their raw text.
#include "models/conversations/statuspresentation.h"
#include "models/domain/statusnames.h"

#include <QSet>
#include <QTest>

using namespace Switchyard;
using E = ExecutionStatus;
using S = SandboxStatus;

class TestStatusPresentation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyStateHasItsOwnLook()
    {
        QSet<QString> labels;
        QSet<QRgb> colors;
        for (int i = int(S::Unknown) + 1; i <= int(S::ProviderUnavailable); ++i) {
            const StatusLook l = StatusPresentation::sandbox(S(i));
            QVERIFY(!l.label.isEmpty());
            QVERIFY(!l.tooltip.isEmpty());
            QVERIFY(!l.symbol.isEmpty());
            QVERIFY(l.color.isValid());
            QVERIFY(l.badge.contains(l.label));
            QCOMPARE(l.label, sandboxStatusName(S(i))); // the same words as every message
            QVERIFY2(!labels.contains(l.label), qPrintable(l.label));
            QVERIFY2(!colors.contains(l.color.rgb()), qPrintable(l.label));
            labels.insert(l.label);
            colors.insert(l.color.rgb());
        }
        labels.clear();
        colors.clear();
        for (int i = int(E::Unknown) + 1; i <= int(E::Deleting); ++i) {
            const StatusLook l = StatusPresentation::execution(E(i));
            QVERIFY(!l.label.isEmpty());
            QVERIFY(!l.tooltip.isEmpty());
            QVERIFY(l.color.isValid());
            QCOMPARE(l.label, executionStatusName(E(i)));
            QVERIFY2(!labels.contains(l.label), qPrintable(l.label));
            QVERIFY2(!colors.contains(l.color.rgb()), qPrintable(l.label));
            labels.insert(l.label);
            colors.insert(l.color.rgb());
        }
    }

    void sameStateSameColourOnBothAxes()
    {
        QCOMPARE(StatusPresentation::executionColor(E::Running), StatusPresentation::sandboxColor(S::Running));
        QCOMPARE(StatusPresentation::executionColor(E::Paused), StatusPresentation::sandboxColor(S::Paused));
        QCOMPARE(StatusPresentation::executionColor(E::Error), StatusPresentation::sandboxColor(S::Error));
        // the shorthands are the look's colour
        QCOMPARE(StatusPresentation::executionColor(E::Stuck), StatusPresentation::execution(E::Stuck).color);
    }

    void waitingForConfirmationEverywhere()
    {
        const StatusLook l = StatusPresentation::execution(E::WaitingForConfirmation);
        QCOMPARE(l.label, QStringLiteral("Waiting for confirmation"));
        QCOMPARE(l.badge, l.label); // the list's badge says what the legend says
    }

    void providerUnavailableIsItsOwnState()
    {
        const StatusLook l = StatusPresentation::sandbox(S::ProviderUnavailable);
        QCOMPARE(l.label, QStringLiteral("Provider unavailable"));
        QVERIFY(l.color != StatusPresentation::sandboxColor(S::Error));
        QVERIFY(l.color != StatusPresentation::sandboxColor(S::Missing));
        QVERIFY(l.color != StatusPresentation::alertColor());
        QVERIFY(l.label != StatusPresentation::sandbox(S::Error).label);
        QVERIFY(l.label != StatusPresentation::sandbox(S::Missing).label);
        QVERIFY(l.tooltip.contains(QStringLiteral("not an error")));
        QVERIFY(StatusPresentation::sandboxLegend().contains(OpenEnum<S>(S::ProviderUnavailable)));
    }

    void unknownAndAbsent()
    {
        const StatusLook raw = StatusPresentation::sandbox(OpenEnum<S>::unknown(QStringLiteral("HIBERNATING")));
        QCOMPARE(raw.label, QStringLiteral("HIBERNATING"));
        QVERIFY(raw.outlined);
        const StatusLook exec = StatusPresentation::execution(OpenEnum<E>::unknown(QStringLiteral("thinking")));
        QCOMPARE(exec.label, QStringLiteral("thinking"));
        QVERIFY(exec.outlined);
        const StatusLook none = StatusPresentation::execution({});
        QCOMPARE(none.label, QStringLiteral("No agent"));
        QVERIFY(none.outlined);
        QVERIFY(StatusPresentation::executionLegend().contains(OpenEnum<E>()));
        // a conversation just started: "starting", not idle
        QVERIFY(StatusPresentation::execution(E::Idle, true).label != StatusPresentation::execution(E::Idle).label);
        QCOMPARE(StatusPresentation::execution(E::Running, true).label,
                 StatusPresentation::execution(E::Running).label);
    }

    void legendsCoverTheirStatesOnce()
    {
        const auto sandboxes = StatusPresentation::sandboxLegend();
        QSet<int> seen;
        for (const auto &s : sandboxes) {
            QVERIFY(s.isKnown());
            QVERIFY(!seen.contains(int(s.value())));
            seen.insert(int(s.value()));
        }
        QCOMPARE(seen.size(), int(S::ProviderUnavailable)); // every known member
    }

    void readableText()
    {
        QCOMPARE(StatusPresentation::textOn(QColor(Qt::white)), QColor(0x11, 0x18, 0x27));
        QCOMPARE(StatusPresentation::textOn(QColor(Qt::black)), QColor(Qt::white));
    }
};

QTEST_GUILESS_MAIN(TestStatusPresentation)
#include "tst_statuspresentation.moc"
