// SPDX-License-Identifier: GPL-3.0-or-later
// Issue #17.5: the event card the timeline shows renders text from a server or a trajectory
// without raw HTML, without loading images, without links that trigger app actions, and folds a
// multi-megabyte line instead of laying it out in full.
#include "tests/models/timeline/timelinetestdata.h"
#include "ui/timeline/eventcard.h"

#include <QImage>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

using namespace Switchyard;

namespace {

/// Every href in `html`.
QStringList hrefs(const QString &html)
{
    QTextDocument doc;
    doc.setHtml(html);
    QStringList out;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isAnchor())
                out.append(it.fragment().charFormat().anchorHref());
    return out;
}

} // namespace

class TestEventCardSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void cardMarkdownHasNoRawHtml()
    {
        const Event e = TimelineTestData::agentMessage(QStringLiteral(
            "**bold** <b>raw</b> <span style=\"color:red\">x</span> <table><tr><td>t</td></tr></table>"));
        const QString html = EventCard::html(e, std::nullopt, {});
        QVERIFY(html.contains(QStringLiteral("&lt;b&gt;raw&lt;/b&gt;")) || html.contains(QStringLiteral("&lt;b&gt;")));
        QVERIFY(!html.contains(QStringLiteral("<b>raw</b>")));
        QVERIFY(!html.contains(QStringLiteral("style=\"color:red\""))); // shown as text, not applied
        QTextDocument doc;
        doc.setHtml(html);
        QVERIFY(doc.toPlainText().contains(QStringLiteral("<b>raw</b>"))); // shown as the text it is
    }

    void cardLinksNeverTriggerActions()
    {
        const Event e = TimelineTestData::agentMessage(
            QStringLiteral("[see the diff](switchyard:file-diff?path=/etc/passwd) and [more](switchyard:expand-output) "
                           "[js](javascript:alert(1)) [file](file:///etc/passwd) [web](https://example.com/x)"));
        const QStringList links = hrefs(EventCard::html(e, std::nullopt, {}));
        for (const QString &href : links)
            QVERIFY2(href.startsWith(QLatin1String("https://")), qPrintable(href));
        QVERIFY(links.contains(QStringLiteral("https://example.com/x")));
    }

    void cardImagesNeverLoad()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("local.png"));
        QImage img(4, 4, QImage::Format_RGB32);
        img.fill(Qt::red);
        QVERIFY(img.save(png));
        const Event e = TimelineTestData::agentMessage(
            QStringLiteral("![alt text](%1) <img src=\"%1\"> ![remote](https://example.com/a.png)").arg(png));
        const QString html = EventCard::html(e, std::nullopt, {});
        QVERIFY2(!html.contains(QStringLiteral("<img")), qPrintable(html));
        QVERIFY(!html.contains(QStringLiteral("src=\"") + png));
    }

    void multiMegabyteLineIsFolded()
    {
        const QString line(5 * 1024 * 1024, QLatin1Char('y'));
        const Event e = TimelineTestData::terminalResult(QStringLiteral("c1"), line, 0);
        const QString html = EventCard::html(e, std::nullopt, {});
        QVERIFY2(html.size() < 200 * 1024, qPrintable(QString::number(html.size())));
        const Event msg = TimelineTestData::agentMessage(line);
        QVERIFY(EventCard::html(msg, std::nullopt, {}).size() < 200 * 1024);
    }
};

QTEST_MAIN(TestEventCardSafety)
#include "tst_eventcardsafety.moc"
