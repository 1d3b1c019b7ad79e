// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A QNetworkAccessManager that never touches the network (STYLE §4.8, after nextcloud's FakeQNAM).
//
//     FakeNetworkAccessManager nam;
//     nam.enqueue(u"GET /api/v1/sandboxes/search"_s, FakeResponse::json(200, readFile(...)));
//     nam.enqueue(FakeResponse::json(503, R"({"detail":"down"})"));   // FIFO, any request
//     ApiClient client(&nam);  ...
//     QCOMPARE(nam.requests().size(), 1);
//     QCOMPARE(nam.requests().first().header("Authorization"), "Bearer sk-…");
//
// Matching: each answer is queued either under a pattern or in the FIFO. A pattern is a regular
// expression searched (not anchored) in "METHOD /path?query" of the request (the query as sent,
// percent-encoded). Patterns are tried in the order they were first queued; the first one whose
// queue is non-empty and which matches answers. Then the FIFO. Then the default answer (404
// {"detail":"Not Found"}, changeable with setDefault()).
// Every request is recorded (method, URL, headers, body) before it is answered.
// Replies are asynchronous (never finished before the caller connects), honour
// QNetworkRequest::transferTimeout() (abort with OperationCanceledError, as Qt does) and abort().

#include <QByteArray>
#include <QList>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPair>
#include <QString>
#include <QUrl>

#include <memory>

namespace Switchyard::Test {

struct FakeResponse
{
    enum class Mode
    {
        Complete, ///< status + headers + body, then finished
        Hang, ///< headers never arrive; only abort() or the transfer timeout end it
        Reset, ///< status + headers + `partialBytes` of the body, then RemoteHostClosedError
        NetworkError, ///< `networkError` before any status (refused, DNS, TLS, ...)
    };

    int status = 200;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
    Mode mode = Mode::Complete;
    int delayMs = 0; ///< before the answer starts
    qsizetype partialBytes = 0; ///< Reset: bytes of `body` delivered before the reset
    QNetworkReply::NetworkError networkError = QNetworkReply::UnknownNetworkError;
    int times = 1; ///< how many requests this answer serves (-1: forever)

    /// application/json answer.
    static FakeResponse json(int status, const QByteArray &body);
    /// A body with an explicit content type.
    static FakeResponse raw(int status, const QByteArray &body, const QByteArray &contentType);
    /// The SPA index.html a SaaS host answers for unknown paths (200, text/html).
    static FakeResponse html(int status = 200);
    static FakeResponse hang();
    /// Delivers `after` bytes of `body` (status 200, JSON) and then resets the connection.
    static FakeResponse reset(const QByteArray &body, qsizetype after);
    /// A complete-looking 200 whose JSON body is cut after `keep` bytes (no transport error).
    static FakeResponse truncated(const QByteArray &body, qsizetype keep);
    static FakeResponse error(QNetworkReply::NetworkError error);

    FakeResponse &withHeader(const QByteArray &name, const QByteArray &value);
    FakeResponse &withDelay(int ms);
    FakeResponse &repeated(int count); ///< -1: forever
};

struct RecordedRequest
{
    QByteArray method;
    QUrl url;
    QNetworkRequest request;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;

    [[nodiscard]] QByteArray header(const QByteArray &name) const; ///< case-insensitive; empty if absent
    [[nodiscard]] bool hasHeader(const QByteArray &name) const;
    [[nodiscard]] QString path() const { return url.path(); }
    /// All values of a query key, in order (decoded).
    [[nodiscard]] QStringList queryValues(const QString &key) const;
    [[nodiscard]] QString queryValue(const QString &key) const;
};

class FakeNetworkAccessManager : public QNetworkAccessManager
{
    Q_OBJECT
public:
    explicit FakeNetworkAccessManager(QObject *parent = nullptr);
    ~FakeNetworkAccessManager() override;

    void enqueue(const FakeResponse &response);
    void enqueue(const QString &pattern, const FakeResponse &response);
    void setDefault(const FakeResponse &response);
    /// Forgets queued answers (the recorded requests stay).
    void clearQueue();

    [[nodiscard]] QList<RecordedRequest> requests() const;
    [[nodiscard]] RecordedRequest lastRequest() const;
    [[nodiscard]] qsizetype requestCount() const;
    void clearRequests();
    /// Answers still queued (FIFO + patterns; "forever" answers count once).
    [[nodiscard]] qsizetype queuedCount() const;

Q_SIGNALS:
    void requestRecorded(const Switchyard::Test::RecordedRequest &request);

protected:
    QNetworkReply *createRequest(Operation op, const QNetworkRequest &request, QIODevice *outgoingData) override;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace Switchyard::Test
