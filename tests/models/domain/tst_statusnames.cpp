// SPDX-License-Identifier: GPL-3.0-or-later
// The app's words for the typed statuses (models/domain/statusnames.h): every known value has a
// name of its own, a value this build does not know shows the server's raw text, an absent one
// says so.
#include "models/domain/statusnames.h"

#include <QSet>
#include <QTest>

using namespace Switchyard;

namespace {

template<typename E>
void checkNames(E last, QString (*name)(const OpenEnum<E> &))
{
    QSet<QString> seen;
    for (int i = int(E::Unknown) + 1; i <= int(last); ++i) {
        const QString n = name(E(i));
        QVERIFY2(!n.isEmpty(), qPrintable(QString::number(i)));
        QVERIFY2(!seen.contains(n), qPrintable(n));
        seen.insert(n);
    }
    QCOMPARE(name(OpenEnum<E>::unknown(QStringLiteral("SOMETHING_NEW"))), QStringLiteral("SOMETHING_NEW"));
    QVERIFY(!name({}).isEmpty());
}

} // namespace

class TestStatusNames : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void names()
    {
        checkNames(SandboxStatus::ProviderUnavailable, sandboxStatusName);
        checkNames(ExecutionStatus::Deleting, executionStatusName);
        checkNames(GroupingStrategy::AddToAny, groupingStrategyName);
        checkNames(SecurityRisk::High, securityRiskName);
        checkNames(EventSource::Hook, eventSourceName);
    }

    void absent()
    {
        QCOMPARE(sandboxStatusName({}), QStringLiteral("Unknown"));
        QCOMPARE(sandboxStatusName(SandboxStatus::ProviderUnavailable), QStringLiteral("Provider unavailable"));
        QCOMPARE(executionStatusName({}), QStringLiteral("No agent (sandbox not running)"));
        QCOMPARE(executionStatusName(ExecutionStatus::WaitingForConfirmation),
                 QStringLiteral("Waiting for confirmation"));
    }
};

QTEST_GUILESS_MAIN(TestStatusNames)
#include "tst_statusnames.moc"
