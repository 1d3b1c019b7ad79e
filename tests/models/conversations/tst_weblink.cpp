// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/conversations/weblink.h"

#include <QTest>

using namespace Switchyard;

class TestWebLink : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void builds_data()
    {
        QTest::addColumn<QString>("server");
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("style");
        QTest::addColumn<QString>("expected");
        const QString dashed = QStringLiteral("3F2504E0-4F89-41D3-9A0C-0305E82C3301");
        const QString hex = QStringLiteral("3f2504e04f8941d39a0c0305e82c3301");
        const int canvas = int(WebLink::Style::Canvas);
        const int classic = int(WebLink::Style::Classic);
        QTest::newRow("newer, dashed id") << QStringLiteral("https://app.all-hands.dev") << dashed << canvas
                                          << QStringLiteral("https://app.all-hands.dev/canvas/conversations/") + hex;
        QTest::newRow("newer, hex id") << QStringLiteral("https://app.all-hands.dev/") << hex << canvas
                                       << QStringLiteral("https://app.all-hands.dev/canvas/conversations/") + hex;
        QTest::newRow("path prefix kept")
            << QStringLiteral("https://example.com/openhands/") << hex << canvas
            << QStringLiteral("https://example.com/openhands/canvas/conversations/") + hex;
        QTest::newRow("query and user info dropped")
            << QStringLiteral("https://user:pw@example.com/?x=1#frag") << hex << canvas
            << QStringLiteral("https://example.com/canvas/conversations/") + hex;
        QTest::newRow("loopback http, port") << QStringLiteral("http://127.0.0.1:3000") << hex << canvas
                                             << QStringLiteral("http://127.0.0.1:3000/canvas/conversations/") + hex;
        QTest::newRow("older server") << QStringLiteral("https://openhands.example.com") << dashed << classic
                                      << QStringLiteral("https://openhands.example.com/conversations/")
                + dashed.toLower();
        QTest::newRow("not http") << QStringLiteral("file:///etc") << hex << canvas << QString();
        QTest::newRow("javascript") << QStringLiteral("javascript:alert(1)") << hex << canvas << QString();
        QTest::newRow("relative server") << QStringLiteral("example.com") << hex << canvas << QString();
        QTest::newRow("id with a path") << QStringLiteral("https://example.com") << QStringLiteral("../../admin")
                                        << canvas << QString();
        QTest::newRow("id with a query") << QStringLiteral("https://example.com") << hex + QStringLiteral("?a=b")
                                         << classic << QString();
        QTest::newRow("short id") << QStringLiteral("https://example.com") << QStringLiteral("abc123") << canvas
                                  << QString();
        QTest::newRow("empty id") << QStringLiteral("https://example.com") << QString() << canvas << QString();
    }
    void builds()
    {
        QFETCH(QString, server);
        QFETCH(QString, id);
        QFETCH(int, style);
        QFETCH(QString, expected);
        const QUrl url = WebLink::conversationUrl(QUrl(server), id, WebLink::Style(style));
        QCOMPARE(url.toString(), expected);
        QCOMPARE(WebLink::isOpenable(url), !expected.isEmpty());
    }

    void onlyHttpOpens_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("openable");
        QTest::newRow("https") << QStringLiteral("https://example.com/x") << true;
        QTest::newRow("http") << QStringLiteral("http://example.com/x") << true;
        QTest::newRow("HTTPS upper") << QStringLiteral("HTTPS://example.com/x") << true;
        QTest::newRow("file") << QStringLiteral("file:///home/u/.ssh/id_rsa") << false;
        QTest::newRow("javascript") << QStringLiteral("javascript:alert(1)") << false;
        QTest::newRow("data") << QStringLiteral("data:text/html,<b>x</b>") << false;
        QTest::newRow("mailto") << QStringLiteral("mailto:a@b.c") << false;
        QTest::newRow("no host") << QStringLiteral("https:///x") << false;
        QTest::newRow("relative") << QStringLiteral("/canvas/conversations/1") << false;
        QTest::newRow("empty") << QString() << false;
    }
    void onlyHttpOpens()
    {
        QFETCH(QString, url);
        QFETCH(bool, openable);
        QCOMPARE(WebLink::isOpenable(QUrl(url)), openable);
    }
};

QTEST_GUILESS_MAIN(TestWebLink)
#include "tst_weblink.moc"
