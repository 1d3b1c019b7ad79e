// SPDX-License-Identifier: GPL-3.0-or-later
// Issue #17.5: the SafeText helpers (see tst_eventcardsafety for the event card that uses them).
#include "ui/safetext.h"
#include "ui/shell/statusbarwidget.h"

#include <QApplication>
#include <QImage>
#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

using namespace Switchyard;

class TestSafeText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void browserLoadsNothing()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("local.png"));
        QImage img(4, 4, QImage::Format_RGB32);
        img.fill(Qt::red);
        QVERIFY(img.save(png));
        // The browser the timeline uses loads nothing by itself, even when asked.
        SafeTextBrowser browser;
        QVERIFY(!browser.loadResource(QTextDocument::ImageResource, QUrl::fromLocalFile(png)).isValid());
        QTextBrowser plain; // what it replaced did read the file
        QVERIFY(plain.loadResource(QTextDocument::ImageResource, QUrl::fromLocalFile(png)).isValid());
    }

    void multiMegabyteLineIsFolded()
    {
        const QString line(5 * 1024 * 1024, QLatin1Char('y'));
        const QString md = SafeText::markdownToHtml(QStringLiteral("a\n") + line + QStringLiteral("\nb"));
        QVERIFY(md.size() < 200 * 1024);
        const QString folded = SafeText::foldLongLines(QStringLiteral("short\n") + line + QStringLiteral("\nend"));
        QVERIFY(folded.startsWith(QStringLiteral("short\n")));
        QVERIFY(folded.endsWith(QStringLiteral("\nend")));
        QVERIFY(folded.size() < SafeText::kMaxLineLength + 200);
        QCOMPARE(SafeText::foldLongLines(QStringLiteral("a\nb")), QStringLiteral("a\nb"));
    }

    void onlyHttpUrlsOpen()
    {
        QVERIFY(SafeText::isOpenableUrl(QUrl(QStringLiteral("https://vscode-x.example.com/?tkn=k"))));
        QVERIFY(SafeText::isOpenableUrl(QUrl(QStringLiteral("HTTP://127.0.0.1:12000/"))));
        for (const char *bad : {"file:///etc/passwd", "switchyard:expand-output", "javascript:alert(1)",
                                "ftp://h.example/x", "smb://h/share", "https:///nohost", "vscode://open"})
            QVERIFY2(!SafeText::isOpenableUrl(QUrl(QString::fromLatin1(bad))), bad);
    }

    void labelsShowTextAsText()
    {
        SafeText::installLabelGuard(qApp);
        QLabel title(QStringLiteral("<img src=\"/etc/x.png\"><b>title</b>"));
        QLabel rich;
        rich.setTextFormat(Qt::RichText); // asked for explicitly: kept
        title.show();
        rich.show();
        QVERIFY(QTest::qWaitForWindowExposed(&title));
        QCOMPARE(title.textFormat(), Qt::PlainText);
        QCOMPARE(rich.textFormat(), Qt::RichText);
        QLabel plain;
        QCOMPARE(SafeText::plainLabel(&plain)->textFormat(), Qt::PlainText);
    }

    /// The guard must not turn the app's own markup into visible tags: the status bar's coloured
    /// state dot was shown as "<span style=…>●</span> Online" once the guard was in.
    void ownMarkupLabelsStayRich()
    {
        SafeText::installLabelGuard(qApp);
        StatusBarWidget bar;
        SyncState state;
        state.kind = SyncState::Online;
        bar.setSyncState(state);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        auto *sync = bar.findChild<QLabel *>(QStringLiteral("syncLabel"));
        QVERIFY(sync);
        QVERIFY(sync->text().contains(QLatin1String("<span")));
        QCOMPARE(sync->textFormat(), Qt::RichText);
    }
};

QTEST_MAIN(TestSafeText)
#include "tst_safetext.moc"
