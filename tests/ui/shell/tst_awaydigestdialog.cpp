// SPDX-License-Identifier: GPL-3.0-or-later
// The "while you were away" dialog (ui/shell/awaydigestdialog.h, issue 31): one button per line of
// the digest, in order; activating one asks for exactly its conversations; a new digest replaces
// the lines. SWITCHYARD_DIGEST_PNG=<file> saves the dialog.
#include "ui/shell/awaydigestdialog.h"

#include <QAbstractButton>
#include <QDateTime>
#include <QSignalSpy>
#include <QTest>

using namespace Switchyard;

class TestAwayDigestDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void linesListTheirConversations()
    {
        AwayDigest d;
        d.sinceMs = QDateTime::currentMSecsSinceEpoch() - 3 * 3600 * 1000;
        d.untilMs = QDateTime::currentMSecsSinceEpoch();
        d.lines = {
            DigestLine{DigestLine::Kind::Finished,
                       QStringLiteral("3 conversations finished"),
                       {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}},
            DigestLine{DigestLine::Kind::Waiting,
                       QStringLiteral("2 conversations wait for you — the longest for 2 hours"),
                       {QStringLiteral("d"), QStringLiteral("e")}},
            DigestLine{DigestLine::Kind::Cost, QStringLiteral("$4.20 spent"), {QStringLiteral("a")}},
            DigestLine{DigestLine::Kind::SandboxesStopped,
                       QStringLiteral("Sandboxes stopped by the lifecycle policy (idle, 12-hour cap, 10 days): 2 "
                                      "paused, 1 deleted \u2014 4 conversations on them"),
                       {QStringLiteral("a"), QStringLiteral("b")}},
            DigestLine{DigestLine::Kind::SandboxesStoppedOther,
                       QStringLiteral("Sandboxes stopped before the policy's time (by a person or the server): 1 "
                                      "paused, 0 deleted \u2014 1 conversation on them"),
                       {QStringLiteral("c")}},
            DigestLine{DigestLine::Kind::RuleHits,
                       QStringLiteral("1 watch rule hit in 1 conversation"),
                       {QStringLiteral("e")}},
        };
        AwayDigestDialog dialog;
        dialog.setDigest(d);
        QCOMPARE(dialog.isModal(), false);
        QCOMPARE(dialog.lineButtons().size(), 6);
        QSignalSpy activated(&dialog, &AwayDigestDialog::lineActivated);
        qobject_cast<QAbstractButton *>(dialog.lineButtons().at(1))->click();
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.constFirst().at(0).value<QSet<QString>>(),
                 (QSet<QString>{QStringLiteral("d"), QStringLiteral("e")}));
        QCOMPARE(activated.constFirst().at(1).toString(), d.lines.at(1).text);
        if (const QString png = qEnvironmentVariable("SWITCHYARD_DIGEST_PNG"); !png.isEmpty()) {
            dialog.show();
            QVERIFY(dialog.grab().save(png));
        }
        d.lines.removeLast();
        dialog.setDigest(d);
        QCOMPARE(dialog.lineButtons().size(), 5);
    }
};

QTEST_MAIN(TestAwayDigestDialog)
#include "tst_awaydigestdialog.moc"
