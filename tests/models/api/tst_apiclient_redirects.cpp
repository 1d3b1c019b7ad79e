// SPDX-License-Identifier: GPL-3.0-or-later
// Redirects over real loopback HTTP (issue 17 item 2): two tiny servers, the API at 127.0.0.1:P1 and
// a stranger at 127.0.0.2:P2. A redirect from the API to the stranger is refused with an error that
// names the target, and the stranger never sees Authorization, X-Org-Id or the agent server's
// X-Session-API-Key (before the fix Qt followed it and sent them along). A redirect within the
// origin is followed, with the key, and a 307 keeps its method and body. https -> http is refused
// (through the fake network manager, no TLS server needed).
#include "models/api/apiclient.h"
#include "testutils/fakenetworkaccessmanager.h"

#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <functional>

using namespace Switchyard;
using namespace Switchyard::Api;

namespace {

const QString kKey = QStringLiteral("sk-oh-redirect-sentinel-4242");
const QString kSessionKey = QStringLiteral("session-key-sentinel-9191");

/// One HTTP/1.1 request as a tiny server saw it.
struct SeenRequest
{
    QByteArray method;
    QByteArray path;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;

    [[nodiscard]] bool has(const QByteArray &name) const
    {
        for (const auto &[n, v] : headers) {
            if (n.compare(name, Qt::CaseInsensitive) == 0)
                return true;
        }
        return false;
    }
};

/// A loopback server that answers each request with what `respond` returns (a full HTTP response).
class TinyServer
{
public:
    std::function<QByteArray(const SeenRequest &)> respond;
    QList<SeenRequest> seen;

    bool listen(const QHostAddress &address)
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection())
                serve(socket);
        });
        return m_server.listen(address, 0);
    }
    [[nodiscard]] QString base() const
    {
        return QStringLiteral("http://%1:%2").arg(m_server.serverAddress().toString()).arg(m_server.serverPort());
    }

private:
    void serve(QTcpSocket *socket)
    {
        auto buffer = std::make_shared<QByteArray>();
        QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
            buffer->append(socket->readAll());
            for (;;) {
                const qsizetype end = buffer->indexOf("\r\n\r\n");
                if (end < 0)
                    return;
                SeenRequest r = parseHead(buffer->left(end));
                const qsizetype length = contentLength(r);
                if (buffer->size() < end + 4 + length)
                    return;
                r.body = buffer->mid(end + 4, length);
                buffer->remove(0, end + 4 + length);
                seen.append(r);
                socket->write(respond ? respond(r) : QByteArray("HTTP/1.1 500 X\r\nContent-Length: 0\r\n\r\n"));
            }
        });
    }

    static SeenRequest parseHead(const QByteArray &head)
    {
        SeenRequest r;
        const QList<QByteArray> lines = head.split('\n');
        const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
        r.method = first.value(0);
        r.path = first.value(1);
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines.at(i).indexOf(':');
            if (colon > 0)
                r.headers.append({lines.at(i).left(colon).trimmed(), lines.at(i).mid(colon + 1).trimmed()});
        }
        return r;
    }

    static qsizetype contentLength(const SeenRequest &r)
    {
        for (const auto &[n, v] : r.headers) {
            if (n.compare("Content-Length", Qt::CaseInsensitive) == 0)
                return v.toLongLong();
        }
        return 0;
    }

    QTcpServer m_server;
};

QByteArray redirectTo(int status, const QString &location)
{
    return "HTTP/1.1 " + QByteArray::number(status) + " Redirect\r\nLocation: " + location.toUtf8()
        + "\r\nContent-Length: 0\r\n\r\n";
}

QByteArray jsonAnswer(const QByteArray &body)
{
    return "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size())
        + "\r\n\r\n" + body;
}

} // namespace

class TestApiClientRedirects : public QObject
{
    Q_OBJECT

    template<typename T, typename Start>
    Result<T> run(Start start)
    {
        std::optional<Result<T>> result;
        start([&result](Result<T> r) {
            result = std::move(r);
        });
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 10000);
        }();
        return result ? *result : Result<T>(ApiError::cancelled());
    }

    std::unique_ptr<ApiClient> clientFor(QNetworkAccessManager *nam, const QString &base)
    {
        auto client = std::make_unique<ApiClient>(nam);
        ServerConfig config;
        config.baseUrl = QUrl(base);
        config.apiKey = kKey;
        config.orgId = QStringLiteral("org-sentinel");
        [&] {
            QVERIFY(!client->setServer(config));
        }();
        return client;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void otherHostNeverSeesTheKey()
    {
        TinyServer api;
        TinyServer stranger;
        QVERIFY(api.listen(QHostAddress(QStringLiteral("127.0.0.1"))));
        if (!stranger.listen(QHostAddress(QStringLiteral("127.0.0.2"))))
            QSKIP("127.0.0.2 is not available on this machine");
        const QString target = stranger.base() + QStringLiteral("/api/v1/app-conversations/count");
        api.respond = [target](const SeenRequest &) {
            return redirectTo(302, target);
        };
        stranger.respond = [](const SeenRequest &) {
            return jsonAnswer("7");
        };
        QNetworkAccessManager nam;
        auto client = clientFor(&nam, api.base());
        const auto r = run<qint64>([&](auto cb) {
            client->countConversations({}, nullptr, cb);
        });
        QVERIFY(!r.ok());
        QCOMPARE(r.error().httpStatus, 302);
        QVERIFY2(r.error().message.contains(stranger.base()), qPrintable(r.error().message));
        QVERIFY(r.error().redirectTarget.contains(QStringLiteral("127.0.0.2")));
        QCOMPARE(api.seen.size(), 1);
        QVERIFY(api.seen.first().has("Authorization"));
        QVERIFY(stranger.seen.isEmpty()); // not a single request, so no key either
        QVERIFY(!r.error().message.contains(kKey));
    }

    void otherPortSameHostIsAnotherOrigin()
    {
        TinyServer api;
        TinyServer other;
        QVERIFY(api.listen(QHostAddress(QStringLiteral("127.0.0.1"))));
        QVERIFY(other.listen(QHostAddress(QStringLiteral("127.0.0.1"))));
        api.respond = [&other](const SeenRequest &) {
            return redirectTo(307, other.base() + QStringLiteral("/api/v1/app-conversations/count"));
        };
        other.respond = [](const SeenRequest &) {
            return jsonAnswer("7");
        };
        QNetworkAccessManager nam;
        auto client = clientFor(&nam, api.base());
        const auto r = run<qint64>([&](auto cb) {
            client->countConversations({}, nullptr, cb);
        });
        QVERIFY(!r.ok());
        QVERIFY(other.seen.isEmpty());
    }

    void agentServerRedirectKeepsTheSessionKey()
    {
        TinyServer agent;
        TinyServer stranger;
        QVERIFY(agent.listen(QHostAddress(QStringLiteral("127.0.0.1"))));
        if (!stranger.listen(QHostAddress(QStringLiteral("127.0.0.2"))))
            QSKIP("127.0.0.2 is not available on this machine");
        agent.respond = [&stranger](const SeenRequest &) {
            return redirectTo(307, stranger.base() + QStringLiteral("/api/conversations/x/pause"));
        };
        stranger.respond = [](const SeenRequest &) {
            return jsonAnswer(R"({"success":true})");
        };
        QNetworkAccessManager nam;
        auto client = clientFor(&nam, QStringLiteral("http://127.0.0.1:1")); // the app server is not asked
        Conversation c;
        c.id = QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34");
        c.conversationUrl = agent.base() + QStringLiteral("/api/conversations/x");
        c.sessionApiKey = kSessionKey;
        const auto r = run<Unit>([&](auto cb) {
            client->pauseAgent(c, nullptr, cb);
        });
        QVERIFY(!r.ok());
        QCOMPARE(agent.seen.size(), 1);
        QVERIFY(agent.seen.first().has("X-Session-API-Key"));
        QVERIFY(!agent.seen.first().has("Authorization")); // the API key never goes to a sandbox
        QVERIFY(stranger.seen.isEmpty());
        QVERIFY(r.error().message.contains(QStringLiteral("127.0.0.2")));
    }

    void sameOriginIsFollowed()
    {
        TinyServer api;
        QVERIFY(api.listen(QHostAddress(QStringLiteral("127.0.0.1"))));
        api.respond = [](const SeenRequest &r) {
            if (r.path.startsWith("/old/"))
                return redirectTo(308, QStringLiteral("/api/v1/app-conversations/count"));
            if (r.path.contains("/api/v1/app-conversations/count"))
                return jsonAnswer("42");
            if (r.path == "/moved/send-message")
                return jsonAnswer(R"({"success":true})");
            if (r.path.contains("/send-message")) // a POST moved with 307: same method, same body
                return redirectTo(307, QStringLiteral("/moved/send-message"));
            return QByteArray("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n");
        };
        QNetworkAccessManager nam;
        auto client = clientFor(&nam, api.base() + QStringLiteral("/old"));
        const auto r = run<qint64>([&](auto cb) {
            client->countConversations({}, nullptr, cb);
        });
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message));
        QCOMPARE(r.value(), 42);
        QCOMPARE(api.seen.size(), 2);
        QVERIFY(api.seen.at(1).has("Authorization"));

        auto direct = clientFor(&nam, api.base());
        SendMessageRequest m;
        m.content.append(ContentBlock{QStringLiteral("text"), QStringLiteral("hi"), {}});
        const auto p = run<SendMessageResponse>([&](auto cb) {
            direct->sendMessage(QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34"), m, nullptr, cb);
        });
        QVERIFY2(p.ok(), qPrintable(p.ok() ? QString() : p.error().message));
        QCOMPARE(api.seen.last().method, QByteArray("POST"));
        QCOMPARE(api.seen.last().path, QByteArray("/moved/send-message"));
        QCOMPARE(api.seen.last().body, api.seen.at(api.seen.size() - 2).body);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("base");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("location");
        QTest::addColumn<bool>("post");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("https to http") << QStringLiteral("https://app.example.com") << 301
                                       << QByteArray("http://app.example.com/api/v1/x") << false
                                       << QStringLiteral("http://app.example.com");
        QTest::newRow("other host") << QStringLiteral("https://app.example.com") << 302
                                    << QByteArray("https://evil.example.net/collect?k=1") << false
                                    << QStringLiteral("evil.example.net");
        QTest::newRow("subdomain") << QStringLiteral("https://app.example.com") << 302
                                   << QByteArray("https://x.app.example.com/api/v1/x") << false
                                   << QStringLiteral("x.app.example.com");
        QTest::newRow("POST 302") << QStringLiteral("https://app.example.com") << 302 << QByteArray("/api/v1/elsewhere")
                                  << true << QStringLiteral("/api/v1/elsewhere");
        QTest::newRow("no location") << QStringLiteral("https://app.example.com") << 302 << QByteArray() << false
                                     << QStringLiteral("302");
    }

    void refusals()
    {
        QFETCH(QString, base);
        QFETCH(int, status);
        QFETCH(QByteArray, location);
        QFETCH(bool, post);
        QFETCH(QString, mentions);
        Test::FakeNetworkAccessManager nam;
        Test::FakeResponse answer = Test::FakeResponse::json(status, "");
        if (!location.isEmpty())
            answer.withHeader("Location", location);
        nam.enqueue(answer);
        nam.setDefault(Test::FakeResponse::json(200, R"({"success":true})"));
        auto client = clientFor(&nam, base);
        std::optional<ApiError> error;
        if (post) {
            const auto r = run<Unit>([&](auto cb) {
                client->pauseSandbox(QStringLiteral("sb1"), nullptr, cb);
            });
            QVERIFY(!r.ok());
            error = r.error();
        } else {
            const auto r = run<qint64>([&](auto cb) {
                client->countConversations({}, nullptr, cb);
            });
            QVERIFY(!r.ok());
            error = r.error();
        }
        QCOMPARE(nam.requestCount(), 1); // nothing followed, nothing retried
        QCOMPARE(error->httpStatus, status);
        QVERIFY2(error->message.contains(mentions), qPrintable(error->message));
    }

    void tooManyRedirects()
    {
        Test::FakeNetworkAccessManager nam;
        nam.setDefault(Test::FakeResponse::json(302, "").withHeader("Location", "/api/v1/again"));
        auto client = clientFor(&nam, QStringLiteral("https://app.example.com"));
        const auto r = run<qint64>([&](auto cb) {
            client->countConversations({}, nullptr, cb);
        });
        QVERIFY(!r.ok());
        QCOMPARE(nam.requestCount(), 6); // the request and 5 hops
        QVERIFY(r.error().message.contains(QStringLiteral("too many")));
    }
};

QTEST_GUILESS_MAIN(TestApiClientRedirects)
#include "tst_apiclient_redirects.moc"
