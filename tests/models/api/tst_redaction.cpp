// SPDX-License-Identifier: GPL-3.0-or-later
// Secrets never reach a log line (ARCHITECTURE invariant 7): a sentinel API key, a sentinel start
// secret and a sentinel session key are driven through the client (fake network) with every
// switchyard.* category enabled at every level, and the captured output is searched for them.
// Plus unit tests of the Redaction functions used by the logs and the trajectory exporter.
#include "models/api/apiclient.h"
#include "models/api/logging.h"
#include "models/api/redaction.h"
#include "models/api/retrypolicy.h"
#include "testutils/fakenetworkaccessmanager.h"
#include "testutils/testpaths.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QMutex>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using namespace Switchyard::Api;
using namespace Switchyard::Test;

namespace {

const QString kApiKey = QStringLiteral("sk-oh-SENTINELKEY9f8e7d6c5b4a3210");
const QString kSecret = QStringLiteral("SENTINEL-SECRET-zq81xw");
const QString kSessionKey = QStringLiteral("Sentinel7SessionKey4q7ZkP0sV2mX9rT1bW8nY3c");

QMutex g_logMutex;
QStringList g_log;
QtMessageHandler g_previous = nullptr;

void captureHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    {
        QMutexLocker locker(&g_logMutex);
        g_log.append(QString::fromLatin1(context.category ? context.category : "") + QLatin1Char(' ') + message);
    }
    Q_UNUSED(type);
}

void enableEverything(QLoggingCategory *category)
{
    if (qstrncmp(category->categoryName(), "switchyard", 10) == 0) {
        category->setEnabled(QtDebugMsg, true);
        category->setEnabled(QtInfoMsg, true);
        category->setEnabled(QtWarningMsg, true);
        category->setEnabled(QtCriticalMsg, true);
    }
}

} // namespace

class TestRedaction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLoggingCategory::installFilter(enableEverything);
        g_previous = qInstallMessageHandler(captureHandler);
    }

    void cleanupTestCase() { qInstallMessageHandler(g_previous); }

    void sentinelsNeverLogged()
    {
        {
            QMutexLocker locker(&g_logMutex);
            g_log.clear();
        }
        FakeNetworkAccessManager nam;
        ApiClient client(&nam);
        auto policy = std::make_shared<RetryPolicy>(
            RetryPolicy::Config{3, std::chrono::milliseconds(500), std::chrono::milliseconds(30000),
                                std::chrono::milliseconds(120000), 10, 0.5, 0.001});
        client.setRetryPolicy(policy);
        ServerConfig config;
        config.baseUrl = QUrl(QStringLiteral("https://app.example.com"));
        config.apiKey = kApiKey;
        QVERIFY(!client.setServer(config));

        int done = 0;
        // 1. Start with a secret (the body is logged, redacted); the server echoes the key in its error.
        StartRequest start;
        start.secrets.insert(QStringLiteral("PYPI_TOKEN"), kSecret);
        start.initialMessage = SendMessageRequest{};
        start.initialMessage->content.append(
            ContentBlock{QStringLiteral("text"), QStringLiteral("use ") + kSecret, {}});
        nam.enqueue(FakeResponse::json(401, QStringLiteral("{\"error\":\"invalid key %1\"}").arg(kApiKey).toUtf8()));
        ApiError startError;
        client.startConversation(start, this, [&](Result<StartTask> r) {
            startError = r.error();
            ++done;
        });
        // 2. A page with session keys, then a 500 page that leaks secrets in HTML, with retries.
        nam.enqueue(FakeResponse::json(
            200, readFile(specPath(QStringLiteral("fixtures/conversations/conversation_search_page.json")))));
        client.searchConversations({}, this, [&](Result<Page<Conversation>>) {
            ++done;
        });
        nam.enqueue(FakeResponse::raw(
                        500,
                        QStringLiteral("<pre>Authorization: Bearer %1 secret=%2</pre>").arg(kApiKey, kSecret).toUtf8(),
                        "text/html")
                        .repeated(3));
        ApiError serverError;
        client.getSandboxes({QStringLiteral("sb1")}, this, [&](Result<QList<std::optional<Sandbox>>> r) {
            serverError = r.error();
            ++done;
        });
        // 3. Agent-server steering with the session key (header) — the server rejects it, quoting it.
        Conversation c;
        c.id = QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34");
        c.conversationUrl =
            QStringLiteral(
                "https://rt.example.com/api/conversations/a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34?session_api_key=%1")
                .arg(kSessionKey);
        c.sessionApiKey = kSessionKey;
        nam.enqueue(
            FakeResponse::json(403, QStringLiteral("{\"detail\":\"bad session key %1\"}").arg(kSessionKey).toUtf8()));
        ApiError agentError;
        client.respondToConfirmation(c, true, QStringLiteral("ok"), this, [&](Result<Unit> r) {
            agentError = r.error();
            ++done;
        });
        QTRY_COMPARE_WITH_TIMEOUT(done, 4, 10000);

        // Typed errors carry no secret either (they are shown to users and logged by callers).
        for (const ApiError &e : {startError, serverError, agentError}) {
            for (const QString &s : {kApiKey, kSecret, kSessionKey}) {
                QVERIFY2(!e.message.contains(s), qPrintable(e.message));
                QVERIFY2(!e.detail.contains(s), qPrintable(e.detail));
                QVERIFY2(!e.serverDetail.contains(s), qPrintable(e.serverDetail));
            }
        }
        qCWarning(lcApi).noquote() << "error seen:" << startError.detail << agentError.detail << serverError.detail;

        QMutexLocker locker(&g_logMutex);
        const QString all = g_log.join(QLatin1Char('\n'));
        // The test can fail: the logs did capture the requests, headers and bodies.
        QVERIFY2(all.contains(QStringLiteral("Authorization: [redacted]")), qPrintable(all.left(2000)));
        QVERIFY(all.contains(QStringLiteral("X-Session-API-Key: [redacted]")));
        QVERIFY(all.contains(QStringLiteral("PYPI_TOKEN")));
        QVERIFY(all.contains(QStringLiteral("app-conversations/search")));
        QVERIFY(g_log.size() >= 8);
        for (const QString &s : {kApiKey, kSecret, kSessionKey})
            QVERIFY2(!all.contains(s), qPrintable(QStringLiteral("leaked %1 in:\n%2").arg(s.left(8), all)));
        // Fragments long enough to identify a secret neither.
        QVERIFY(!all.contains(kApiKey.mid(6, 16)));
        QVERIFY(!all.contains(kSessionKey.mid(10, 20)));
    }

    void text_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("mustNotContain");
        QTest::newRow("openhands key") << QStringLiteral("key sk-oh-1234567890abcdefABCDEF end")
                                       << QStringLiteral("1234567890abcdef");
        QTest::newRow("openai key") << QStringLiteral("OPENAI=sk-proj-AbCdEf0123456789xyz")
                                    << QStringLiteral("AbCdEf0123456789");
        QTest::newRow("github pat") << QStringLiteral("token ghp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789")
                                    << QStringLiteral("AbCdEfGhIjKlMnOp");
        QTest::newRow("github fine") << QStringLiteral("github_pat_11ABCDEFG0123456789_abcdefghijklmnop")
                                     << QStringLiteral("11ABCDEFG0123456789");
        QTest::newRow("slack") << QStringLiteral("xoxb-1234567890-abcdefghij")
                               << QStringLiteral("1234567890-abcdefghij");
        QTest::newRow("aws") << QStringLiteral("id AKIAIOSFODNN7EXAMPLE ok") << QStringLiteral("AKIAIOSFODNN7EXAMPLE");
        QTest::newRow("bearer") << QStringLiteral("Authorization: Bearer abc.def.ghi-123")
                                << QStringLiteral("abc.def.ghi");
        QTest::newRow("session header") << QStringLiteral("X-Session-API-Key: s3cr3tvalue")
                                        << QStringLiteral("s3cr3tvalue");
        QTest::newRow("query tkn") << QStringLiteral("https://vscode-x.example.com/?tkn=abcDEF123456&folder=%2Fw")
                                   << QStringLiteral("abcDEF123456");
        QTest::newRow("query session key")
            << QStringLiteral("wss://h/sockets/events/x?session_api_key=zzzYYY999&resend_mode=all")
            << QStringLiteral("zzzYYY999");
        QTest::newRow("json pair") << QStringLiteral(R"(payload {"api_key": "plainsecret", "x": 1})")
                                   << QStringLiteral("plainsecret");
        QTest::newRow("env assignment") << QStringLiteral("export GITHUB_TOKEN=abc123xyz && run")
                                        << QStringLiteral("abc123xyz");
        QTest::newRow("long base62") << QStringLiteral("key 4q7ZkP0sV2mX9rT1bW8nY3cF6hJ5dL0aG2eK7uQ9iO1 end")
                                     << QStringLiteral("4q7ZkP0sV2mX9rT1bW8nY3cF6hJ5dL0aG2eK7uQ9iO1");
        QTest::newRow("long hex") << QStringLiteral(
            "sha256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08")
                                  << QStringLiteral("9f86d081884c7d659a2f");
    }

    void text()
    {
        QFETCH(QString, input);
        QFETCH(QString, mustNotContain);
        const QString out = Redaction::redactText(input);
        QVERIFY2(!out.contains(mustNotContain), qPrintable(out));
        QVERIFY2(out.contains(Redaction::placeholder()), qPrintable(out));
    }

    void textKeepsOrdinaryIdentifiers()
    {
        // Ids the user needs in logs stay readable: 32-hex conversation ids, dashed event ids,
        // 22-char sandbox ids, git SHA-1s, paths and words.
        const QString text = QStringLiteral("conversation a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34 event "
                                            "3e9d6f85-4cab-405d-8fb7-8b4c3dae6a54 sandbox 4Xq9LmT2vR8nB6pW1sZ0kJ "
                                            "commit 4e2ecd8a1b2c3d4e5f60718293a4b5c6d7e8f901 path "
                                            "/workspace/project/demo-repo/src/app.py prompt_tokens=183344");
        QCOMPARE(Redaction::redactText(text), text);
    }

    void urls()
    {
        const QUrl url(QStringLiteral(
            "https://user:pw@vscode-x.example.com/path?tkn=SECRET1&folder=%2Fworkspace&session_api_key=SECRET2"));
        const QString out = Redaction::redactUrl(url);
        QVERIFY(!out.contains(QStringLiteral("SECRET1")));
        QVERIFY(!out.contains(QStringLiteral("SECRET2")));
        QVERIFY(!out.contains(QStringLiteral(":pw@")));
        QVERIFY(out.contains(QStringLiteral("folder=")) && out.contains(QStringLiteral("workspace")));
        QVERIFY(out.contains(QStringLiteral("vscode-x.example.com/path")));
    }

    void urlPercentSequencesSurvive()
    {
        // "%2F" (an encoded "/") and "%1" / "%251" in a URL are text, never arg() placeholders, and
        // redaction keeps every other query item byte for byte.
        const QUrl url = QUrl::fromEncoded(
            "https://h.example.com/api/v1/app-conversations/c1/file?path=%2Fworkspace%2Fsrc%2F%251%25.txt"
            "&tkn=SECRET3&q=a+b%2Fc&n=%251",
            QUrl::StrictMode);
        QVERIFY(url.isValid());
        const QString out = Redaction::redactUrl(url);
        QVERIFY2(!out.contains(QStringLiteral("SECRET3")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("path=%2Fworkspace%2Fsrc%2F%251%25.txt&tkn=[redacted]&q=a+b%2Fc&n=%251")),
                 qPrintable(out));
        QVERIFY2(out.startsWith(QStringLiteral("https://h.example.com/api/v1/app-conversations/c1/file?")),
                 qPrintable(out));
        // Nothing to redact: the URL comes back exactly as it was sent.
        const QUrl plain = QUrl::fromEncoded("https://h.example.com/a%2Fb?x=%2F%251&y=1#frag%2F", QUrl::StrictMode);
        QCOMPARE(Redaction::redactUrl(plain), QString::fromLatin1(plain.toEncoded()));

        // The error details (which the client logs) keep the URL intact: "%2" is not a placeholder.
        const QString context = QStringLiteral("GET ") + out;
        const ApiError notFound =
            ApiError::fromReply(QNetworkReply::ContentNotFoundError, 404, R"({"detail":"Not Found"})",
                                QStringLiteral("application/json"), context);
        QVERIFY2(notFound.detail.startsWith(context + QStringLiteral(": HTTP 404")), qPrintable(notFound.detail));
        QVERIFY2(!notFound.detail.contains(QStringLiteral("404F")), qPrintable(notFound.detail));
        const ApiError refused = ApiError::fromReply(QNetworkReply::ConnectionRefusedError, 0, {}, QString(), context);
        QVERIFY2(refused.detail.startsWith(context + QStringLiteral(": network error ")), qPrintable(refused.detail));
        QVERIFY2(refused.detail.contains(QStringLiteral("%2Fworkspace%2Fsrc%2F%251%25.txt")),
                 qPrintable(refused.detail));

        // End to end: the client's own log line for a request with such a path.
        {
            QMutexLocker locker(&g_logMutex);
            g_log.clear();
        }
        FakeNetworkAccessManager nam;
        ApiClient client(&nam);
        ServerConfig config;
        config.baseUrl = QUrl(QStringLiteral("https://app.example.com"));
        QVERIFY(!client.setServer(config));
        nam.enqueue(FakeResponse::json(404, R"({"detail":"Not Found"})"));
        bool done = false;
        ApiError error;
        client.readFile(QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34"), QStringLiteral("/workspace/%1/%2F.txt"),
                        this, [&](Result<QString> r) {
                            error = r.error();
                            done = true;
                        });
        QTRY_VERIFY_WITH_TIMEOUT(done, 5000);
        QCOMPARE(nam.requests().size(), 1);
        const QString sent = QString::fromLatin1(nam.requests().first().url.toEncoded());
        QVERIFY2(sent.contains(QStringLiteral("%2Fworkspace%2F%251%2F%252F.txt")), qPrintable(sent));
        QVERIFY2(error.detail.contains(QStringLiteral("%2Fworkspace%2F%251%2F%252F.txt")), qPrintable(error.detail));
        QVERIFY2(error.detail.contains(QStringLiteral(": HTTP 404")), qPrintable(error.detail));
        QMutexLocker locker(&g_logMutex);
        const QString all = g_log.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral("%2Fworkspace%2F%251%2F%252F.txt")), qPrintable(all));
        QVERIFY2(!all.contains(QStringLiteral("404F")), qPrintable(all));
    }

    void headers()
    {
        QCOMPARE(Redaction::redactHeaderValue("authorization", "Bearer x"), QByteArray("[redacted]"));
        QCOMPARE(Redaction::redactHeaderValue("X-Session-API-Key", "abc"), QByteArray("[redacted]"));
        QCOMPARE(Redaction::redactHeaderValue("X-Access-Token", "abc"), QByteArray("[redacted]"));
        QCOMPARE(Redaction::redactHeaderValue("Cookie", "api_key=abc"), QByteArray("[redacted]"));
        QCOMPARE(Redaction::redactHeaderValue("Accept", "application/json"), QByteArray("application/json"));
    }

    void json()
    {
        const QByteArray in =
            R"({"id":"a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34","session_api_key":"SK1value","secrets":{"PYPI_TOKEN":"pypi-SECRETVAL","OTHER":"x2x2x2"},)"
            R"("agent":{"llm":{"api_key":"**********","model":"gpt","aws_secret_access_key":"AWSSECRET"}},)"
            R"("metrics":{"accumulated_token_usage":{"prompt_tokens":183344,"completion_tokens":2911}},)"
            R"("github_token":"gho_abc","password":"hunter2","note":"run with ghp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",)"
            R"("title":"Fix tests","tags":{"repo_name":"acme/demo"}})";
        const QByteArray out = Redaction::redactJson(in);
        const QJsonObject o = QJsonDocument::fromJson(out).object();
        QVERIFY(!o.isEmpty());
        for (const char *leak :
             {"SK1value", "pypi-SECRETVAL", "x2x2x2", "AWSSECRET", "gho_abc", "hunter2", "AbCdEfGhIjKlMnOp"})
            QVERIFY2(!out.contains(leak), leak);
        QCOMPARE(o.value(QLatin1String("secrets")).toObject().keys(),
                 (QStringList{QStringLiteral("OTHER"), QStringLiteral("PYPI_TOKEN")}));
        QCOMPARE(o.value(QLatin1String("id")).toString(), QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34"));
        QCOMPARE(o.value(QLatin1String("title")).toString(), QStringLiteral("Fix tests"));
        QCOMPARE(o.value(QLatin1String("agent"))
                     .toObject()
                     .value(QLatin1String("llm"))
                     .toObject()
                     .value(QLatin1String("model"))
                     .toString(),
                 QStringLiteral("gpt"));
        // token counts are numbers, not secrets
        QCOMPARE(o.value(QLatin1String("metrics"))
                     .toObject()
                     .value(QLatin1String("accumulated_token_usage"))
                     .toObject()
                     .value(QLatin1String("prompt_tokens"))
                     .toInt(),
                 183344);
        // masked values stay as they were
        QCOMPARE(o.value(QLatin1String("agent"))
                     .toObject()
                     .value(QLatin1String("llm"))
                     .toObject()
                     .value(QLatin1String("api_key"))
                     .toString(),
                 QStringLiteral("**********"));
        // not JSON: redacted as text
        QVERIFY(!Redaction::redactJson("oops sk-oh-abcdef123456789 {").contains("abcdef123456789"));
    }

    void registeredSecretsAnyShape()
    {
        Redaction::registerSecret(QStringLiteral("correct horse battery"));
        QVERIFY(!Redaction::redactText(QStringLiteral("the pass is correct horse battery!"))
                     .contains(QStringLiteral("horse")));
        Redaction::clearRegisteredSecrets();
        QVERIFY(Redaction::redactText(QStringLiteral("correct horse battery")).contains(QStringLiteral("horse")));
    }

    // The cache's redaction first looks for the words every storage pattern and secret key needs,
    // and skips a text without them: it must give exactly what the full redaction gives, for
    // every text (mixed case, look-alike letters, JSON escapes, registered secrets of any shape).
    void storageFilterIsExact()
    {
        const QStringList fragments{QStringLiteral("sk-"),
                                    QStringLiteral("SK-proj-"),
                                    QStringLiteral("ghp_"),
                                    QStringLiteral("GHO_"),
                                    QStringLiteral("github_pat_"),
                                    QStringLiteral("xoxb-"),
                                    QStringLiteral("akia"),
                                    QStringLiteral("AKIA"),
                                    QStringLiteral("Bearer "),
                                    QStringLiteral("basic\t"),
                                    QStringLiteral("Basic "),
                                    QStringLiteral("Authorization: "),
                                    QStringLiteral("x-session-api-key="),
                                    QStringLiteral("Cookie:"),
                                    QStringLiteral("?tkn="),
                                    QStringLiteral("&Api_Key="),
                                    QStringLiteral("\"apikey\": \""),
                                    QStringLiteral("\"my_token\":\""),
                                    QStringLiteral("MY_SECRET="),
                                    QStringLiteral("PASSWORD="),
                                    QStringLiteral("credential"),
                                    QStringLiteral("private_key"),
                                    QStringLiteral("to\u212Aen"),
                                    QStringLiteral("pr\u0130vate_key"),
                                    QStringLiteral("\u017Fecret"),
                                    QStringLiteral("IOSFODNN7EXAMPLEAB"),
                                    QStringLiteral("AbCdEfGhIjKlMnOpQrSt0123"),
                                    QStringLiteral("0123456789abcdef"),
                                    QStringLiteral(" "),
                                    QStringLiteral("\""),
                                    QStringLiteral("\\"),
                                    QStringLiteral("/"),
                                    QStringLiteral("\n"),
                                    QStringLiteral("="),
                                    QStringLiteral("word"),
                                    QStringLiteral("kalomi"),
                                    QStringLiteral("t"),
                                    QStringLiteral("o"),
                                    QStringLiteral("k"),
                                    QStringLiteral("en"),
                                    QStringLiteral("pass w0rd!"),
                                    QStringLiteral("\u00e9t\u00e9")};
        auto jsonString = [](const QString &s) {
            QString out;
            for (const QChar c : s) {
                if (c == u'"' || c == u'\\')
                    out += u'\\' + QString(c);
                else if (c == u'\n')
                    out += QStringLiteral("\\n");
                else if (c == u'k' && out.size() % 3 == 0)
                    out += QStringLiteral("\\u006b"); // an escaped letter now and then
                else
                    out += c;
            }
            return out;
        };
        // Each word alone: in a text, and as a JSON key (unescaped) over a plain value.
        for (const QString &word : fragments) {
            const QString text = QStringLiteral("x ") + word + QStringLiteral("AbCdEf0123456789xyz y");
            QCOMPARE(Redaction::redactForStorage(text), Redaction::Detail::redactForStorageUnfiltered(text));
            QString key = word;
            key.replace(u'\\', QStringLiteral("\\\\"))
                .replace(u'"', QStringLiteral("\\\""))
                .replace(u'\n', QStringLiteral("\\n"));
            const QByteArray doc = QStringLiteral("{\"%1\":\"value123\"}").arg(key).toUtf8();
            QCOMPARE(Redaction::redactJsonForStorage(doc), Redaction::Detail::redactJsonForStorageUnfiltered(doc));
        }
        Redaction::registerSecret(QStringLiteral("pa\"ss/w\\ord"));
        Redaction::registerSecret(QStringLiteral("horsebattery"));
        QRandomGenerator rng(3131);
        int changed = 0;
        for (int i = 0; i < 4000; ++i) {
            QString text;
            const int parts = 1 + int(rng.bounded(6));
            for (int k = 0; k < parts; ++k) {
                text += fragments.at(rng.bounded(int(fragments.size())));
                if (rng.bounded(4) == 0)
                    text += QStringLiteral("AbCdEf0123456789xyz");
                if (rng.bounded(9) == 0)
                    text += rng.bounded(2) ? QStringLiteral("horsebattery") : QStringLiteral("pa\"ss/w\\ord");
            }
            const QString storage = Redaction::redactForStorage(text);
            QCOMPARE(storage, Redaction::Detail::redactForStorageUnfiltered(text));
            changed += storage != text ? 1 : 0;
            const QString key = fragments.at(rng.bounded(int(fragments.size())));
            const QByteArray doc = QStringLiteral("{\"%1\":\"%2\",\"n\":[1,\"%3\"]}")
                                       .arg(jsonString(key), jsonString(text), jsonString(text.left(7)))
                                       .toUtf8();
            QCOMPARE(Redaction::redactJsonForStorage(doc), Redaction::Detail::redactJsonForStorageUnfiltered(doc));
        }
        Redaction::clearRegisteredSecrets();
        // Both sides were exercised: texts with secrets and texts without.
        QVERIFY2(changed > 400 && changed < 3600, qPrintable(QString::number(changed)));
    }

    void realSampleFullStateIsClean()
    {
        // The recorded full_state (R4) carries masked keys and secret_registry entries.
        const QByteArray body = readFile(
            specPath(QStringLiteral("real-samples/04_ohx_recorded_GET_conversation_72d40619_events_search.json")));
        const QByteArray out = Redaction::redactJson(body);
        QVERIFY(out.size() > body.size() / 3);
        QVERIFY(QJsonDocument::fromJson(out).isObject());
    }
};

QTEST_GUILESS_MAIN(TestRedaction)
#include "tst_redaction.moc"
