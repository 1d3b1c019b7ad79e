// SPDX-License-Identifier: GPL-3.0-or-later
// The connection test against a canned HTTP server on loopback: each way a server can be wrong
// gives its own clear message.
#include "models/profiles/connectiontester.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

using namespace Switchyard;

namespace {
/// Answers every request with one fixed raw HTTP response.
class CannedServer : public QTcpServer
{
public:
    explicit CannedServer(QByteArray response)
        : m_response(std::move(response))
    {
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *s = nextPendingConnection()) {
                connect(s, &QTcpSocket::readyRead, s, [this, s] {
                    m_request += s->readAll();
                    const bool tlsHello = m_request.startsWith('\x16'); // answer it with plain text
                    if (!tlsHello && !m_request.contains("\r\n\r\n"))
                        return;
                    s->write(m_response);
                    s->disconnectFromHost();
                });
                connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            }
        });
        listen(QHostAddress::LocalHost, 0);
    }
    QUrl url(const QString &scheme = QStringLiteral("http")) const
    {
        return QUrl(QStringLiteral("%1://127.0.0.1:%2").arg(scheme).arg(serverPort()));
    }
    QByteArray m_request;

private:
    QByteArray m_response;
};

QByteArray http(int status, const QByteArray &type, const QByteArray &body)
{
    return "HTTP/1.1 " + QByteArray::number(status) + " X\r\nContent-Type: " + type
        + "\r\nConnection: close\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}
} // namespace

class TestConnectionTester : public QObject
{
    Q_OBJECT
private:
    QNetworkAccessManager m_nam;

    std::pair<bool, QString> runTest(const QUrl &url, const QString &key = QStringLiteral("sk-oh-test"))
    {
        ConnectionTester tester(&m_nam);
        QSignalSpy finished(&tester, &ConnectionTester::finished);
        tester.test(url, key);
        if (!finished.wait(20000))
            return {false, QStringLiteral("<no answer>")};
        return {finished.first().at(0).toBool(), finished.first().at(1).toString()};
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void success()
    {
        CannedServer server(http(200, "application/json", "3"));
        const auto [ok, message] = runTest(server.url());
        QVERIFY2(ok, qPrintable(message));
        QVERIFY(message.contains(QStringLiteral("3")));
        QVERIFY(server.m_request.contains("/api/v1/app-conversations/count"));
        QVERIFY(server.m_request.contains("Authorization: Bearer sk-oh-test"));
    }

    void wrongKey()
    {
        CannedServer server(http(401, "application/json", R"({"error":"Invalid API key"})"));
        const auto [ok, message] = runTest(server.url());
        QVERIFY(!ok);
        QVERIFY2(message.contains(QStringLiteral("401")) && message.contains(QStringLiteral("key")),
                 qPrintable(message));
    }

    void htmlAnswer()
    {
        CannedServer server(http(200, "text/html; charset=utf-8", "<!doctype html><html><body>app</body></html>"));
        const auto [ok, message] = runTest(server.url());
        QVERIFY(!ok);
        QVERIFY2(message.contains(QStringLiteral("HTML")), qPrintable(message));
    }

    void notFound()
    {
        CannedServer server(http(404, "application/json", R"({"detail":"Not Found"})"));
        const auto [ok, message] = runTest(server.url());
        QVERIFY(!ok);
        QVERIFY2(message.contains(QStringLiteral("404")), qPrintable(message));
    }

    void tlsFailure()
    {
        // A plain-HTTP server spoken to with https:// fails the TLS handshake.
        CannedServer server(http(200, "application/json", "3"));
        const auto [ok, message] = runTest(server.url(QStringLiteral("https")));
        QVERIFY(!ok);
        QVERIFY2(message.contains(QStringLiteral("TLS")), qPrintable(message));
    }

    void nothingListening()
    {
        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
            port = probe.serverPort();
        }
        const auto [ok, message] = runTest(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port)));
        QVERIFY(!ok);
        QVERIFY2(message.contains(QStringLiteral("Could not reach")), qPrintable(message));
    }

    void plainHttpToRemoteHost()
    {
        const auto [ok, message] = runTest(QUrl(QStringLiteral("http://openhands.example.com")));
        QVERIFY(!ok);
        QVERIFY2(message.contains(QStringLiteral("http://")) && message.contains(QStringLiteral("https://")),
                 qPrintable(message));
    }

    void invalidInput()
    {
        auto [ok, message] = runTest(QUrl(QStringLiteral("not a url")));
        QVERIFY(!ok);
        QVERIFY(message.contains(QStringLiteral("not a valid server address")));
        CannedServer server(http(200, "application/json", "3"));
        std::tie(ok, message) = runTest(server.url(), QString());
        QVERIFY(!ok);
        QVERIFY(message.contains(QStringLiteral("API key")));
    }
};

QTEST_GUILESS_MAIN(TestConnectionTester)
#include "tst_connectiontester.moc"
