// SPDX-License-Identifier: GPL-3.0-or-later
#include "testutils/fakenetworkaccessmanager.h"

#include <QBuffer>
#include <QPointer>
#include <QRegularExpression>
#include <QTimer>
#include <QUrlQuery>

#include <cstring>
#include <deque>
#include <vector>

namespace Switchyard::Test {

namespace {

const char *kIndexHtml = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>OpenHands</title>"
                         "</head><body><div id=\"root\"></div><script src=\"/assets/index.js\"></script></body></html>";

QNetworkReply::NetworkError errorForStatus(int status)
{
    switch (status) {
    case 400:
        return QNetworkReply::ProtocolInvalidOperationError;
    case 401:
        return QNetworkReply::AuthenticationRequiredError;
    case 403:
        return QNetworkReply::ContentAccessDenied;
    case 404:
        return QNetworkReply::ContentNotFoundError;
    case 405:
        return QNetworkReply::ContentOperationNotPermittedError;
    case 409:
        return QNetworkReply::ContentConflictError;
    case 410:
        return QNetworkReply::ContentGoneError;
    case 500:
        return QNetworkReply::InternalServerError;
    case 501:
        return QNetworkReply::OperationNotImplementedError;
    case 503:
        return QNetworkReply::ServiceUnavailableError;
    default:
        break;
    }
    if (status >= 500)
        return QNetworkReply::UnknownServerError;
    if (status >= 400)
        return QNetworkReply::UnknownContentError;
    return QNetworkReply::NoError;
}

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 404:
        return "Not Found";
    case 429:
        return "Too Many Requests";
    case 500:
        return "Internal Server Error";
    case 503:
        return "Service Unavailable";
    default:
        return "Status";
    }
}

/// The scripted reply. Data is served from an internal buffer; the script runs from the event loop.
class FakeReply final : public QNetworkReply
{
public:
    FakeReply(QNetworkAccessManager::Operation op, const QNetworkRequest &request, const FakeResponse &response,
              QObject *parent)
        : QNetworkReply(parent)
        , m_response(response)
    {
        setRequest(request);
        setUrl(request.url());
        setOperation(op);
        open(QIODevice::ReadOnly | QIODevice::Unbuffered);
        const int timeout = request.transferTimeout();
        if (timeout > 0) {
            m_timeout.setSingleShot(true);
            m_timeout.setInterval(timeout);
            QObject::connect(&m_timeout, &QTimer::timeout, this, [this] {
                fail(OperationCanceledError, "timeout");
            });
            m_timeout.start();
        }
        QTimer::singleShot(qMax(0, response.delayMs), this, [this] {
            run();
        });
    }

    void abort() override { fail(OperationCanceledError, "Operation canceled"); }

    qint64 bytesAvailable() const override { return m_data.size() - m_offset + QIODevice::bytesAvailable(); }
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        const qint64 n = qMin<qint64>(maxSize, m_data.size() - m_offset);
        if (n <= 0)
            return isFinished() ? -1 : 0;
        std::memcpy(data, m_data.constData() + m_offset, size_t(n));
        m_offset += n;
        return n;
    }

private:
    void run()
    {
        if (isFinished())
            return;
        switch (m_response.mode) {
        case FakeResponse::Mode::Hang:
            return;
        case FakeResponse::Mode::NetworkError:
            fail(m_response.networkError, "scripted network error");
            return;
        case FakeResponse::Mode::Complete:
        case FakeResponse::Mode::Reset:
            break;
        }
        setAttribute(QNetworkRequest::HttpStatusCodeAttribute, m_response.status);
        setAttribute(QNetworkRequest::HttpReasonPhraseAttribute, reasonPhrase(m_response.status));
        for (const auto &[name, value] : std::as_const(m_response.headers))
            setRawHeader(name, value);
        Q_EMIT metaDataChanged();
        const bool reset = m_response.mode == FakeResponse::Mode::Reset;
        m_data = reset ? m_response.body.left(m_response.partialBytes) : m_response.body;
        if (!m_data.isEmpty()) {
            Q_EMIT readyRead();
            Q_EMIT downloadProgress(m_data.size(), reset ? -1 : m_data.size());
        }
        if (isFinished())
            return; // the reader aborted during readyRead
        if (reset) {
            fail(RemoteHostClosedError, "Connection closed");
            return;
        }
        const NetworkError httpError = errorForStatus(m_response.status);
        if (httpError != NoError) {
            setError(httpError, QStringLiteral("HTTP %1").arg(m_response.status));
            Q_EMIT errorOccurred(httpError);
        }
        finish();
    }

    void fail(NetworkError code, const char *text)
    {
        if (isFinished())
            return;
        setError(code, QString::fromLatin1(text));
        Q_EMIT errorOccurred(code);
        finish();
    }

    void finish()
    {
        m_timeout.stop();
        setFinished(true);
        Q_EMIT finished();
    }

    FakeResponse m_response;
    QByteArray m_data;
    qint64 m_offset = 0;
    QTimer m_timeout;
};

struct Queued
{
    FakeResponse response;
    int remaining = 1;
};

} // namespace

// --- FakeResponse -------------------------------------------------------------------------------

FakeResponse FakeResponse::json(int status, const QByteArray &body)
{
    return raw(status, body, "application/json");
}

FakeResponse FakeResponse::raw(int status, const QByteArray &body, const QByteArray &contentType)
{
    FakeResponse r;
    r.status = status;
    r.body = body;
    if (!contentType.isEmpty())
        r.headers.append({"Content-Type", contentType});
    return r;
}

FakeResponse FakeResponse::html(int status)
{
    return raw(status, QByteArray(kIndexHtml), "text/html; charset=utf-8");
}

FakeResponse FakeResponse::hang()
{
    FakeResponse r;
    r.mode = Mode::Hang;
    return r;
}

FakeResponse FakeResponse::reset(const QByteArray &body, qsizetype after)
{
    FakeResponse r = json(200, body);
    r.mode = Mode::Reset;
    r.partialBytes = after;
    return r;
}

FakeResponse FakeResponse::truncated(const QByteArray &body, qsizetype keep)
{
    return json(200, body.left(keep));
}

FakeResponse FakeResponse::error(QNetworkReply::NetworkError error)
{
    FakeResponse r;
    r.mode = Mode::NetworkError;
    r.networkError = error;
    r.status = 0;
    return r;
}

FakeResponse &FakeResponse::withHeader(const QByteArray &name, const QByteArray &value)
{
    headers.append({name, value});
    return *this;
}

FakeResponse &FakeResponse::withDelay(int ms)
{
    delayMs = ms;
    return *this;
}

FakeResponse &FakeResponse::repeated(int count)
{
    times = count;
    return *this;
}

// --- RecordedRequest ----------------------------------------------------------------------------

QByteArray RecordedRequest::header(const QByteArray &name) const
{
    for (const auto &[n, v] : headers) {
        if (n.compare(name, Qt::CaseInsensitive) == 0)
            return v;
    }
    return {};
}

bool RecordedRequest::hasHeader(const QByteArray &name) const
{
    for (const auto &[n, v] : headers) {
        if (n.compare(name, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

QStringList RecordedRequest::queryValues(const QString &key) const
{
    return QUrlQuery(url).allQueryItemValues(key, QUrl::FullyDecoded);
}

QString RecordedRequest::queryValue(const QString &key) const
{
    const QStringList values = queryValues(key);
    return values.isEmpty() ? QString() : values.first();
}

// --- FakeNetworkAccessManager -------------------------------------------------------------------

struct FakeNetworkAccessManager::Private
{
    std::vector<std::pair<QRegularExpression, std::deque<Queued>>> patterns;
    std::deque<Queued> fifo;
    FakeResponse fallback = FakeResponse::json(404, QByteArray(R"({"detail":"Not Found"})"));
    QList<RecordedRequest> requests;

    static FakeResponse take(std::deque<Queued> &queue)
    {
        Queued &front = queue.front();
        FakeResponse r = front.response;
        if (front.remaining > 0 && --front.remaining == 0)
            queue.pop_front();
        return r;
    }
};

FakeNetworkAccessManager::FakeNetworkAccessManager(QObject *parent)
    : QNetworkAccessManager(parent)
    , d(std::make_unique<Private>())
{ }

FakeNetworkAccessManager::~FakeNetworkAccessManager() = default;

void FakeNetworkAccessManager::enqueue(const FakeResponse &response)
{
    d->fifo.push_back(Queued{response, response.times});
}

void FakeNetworkAccessManager::enqueue(const QString &pattern, const FakeResponse &response)
{
    for (auto &[re, queue] : d->patterns) {
        if (re.pattern() == pattern) {
            queue.push_back(Queued{response, response.times});
            return;
        }
    }
    std::deque<Queued> queue;
    queue.push_back(Queued{response, response.times});
    d->patterns.emplace_back(QRegularExpression(pattern), std::move(queue));
}

void FakeNetworkAccessManager::setDefault(const FakeResponse &response)
{
    d->fallback = response;
}

void FakeNetworkAccessManager::clearQueue()
{
    d->patterns.clear();
    d->fifo.clear();
}

QList<RecordedRequest> FakeNetworkAccessManager::requests() const
{
    return d->requests;
}

RecordedRequest FakeNetworkAccessManager::lastRequest() const
{
    return d->requests.isEmpty() ? RecordedRequest{} : d->requests.last();
}

qsizetype FakeNetworkAccessManager::requestCount() const
{
    return d->requests.size();
}

void FakeNetworkAccessManager::clearRequests()
{
    d->requests.clear();
}

qsizetype FakeNetworkAccessManager::queuedCount() const
{
    qsizetype n = qsizetype(d->fifo.size());
    for (const auto &entry : d->patterns)
        n += qsizetype(entry.second.size());
    return n;
}

QNetworkReply *FakeNetworkAccessManager::createRequest(Operation op, const QNetworkRequest &request,
                                                       QIODevice *outgoingData)
{
    RecordedRequest rec;
    switch (op) {
    case HeadOperation:
        rec.method = "HEAD";
        break;
    case GetOperation:
        rec.method = "GET";
        break;
    case PutOperation:
        rec.method = "PUT";
        break;
    case PostOperation:
        rec.method = "POST";
        break;
    case DeleteOperation:
        rec.method = "DELETE";
        break;
    case CustomOperation:
        rec.method = request.attribute(QNetworkRequest::CustomVerbAttribute).toByteArray();
        break;
    case UnknownOperation:
        rec.method = "UNKNOWN";
        break;
    }
    rec.url = request.url();
    rec.request = request;
    const QList<QByteArray> names = request.rawHeaderList();
    for (const QByteArray &name : names)
        rec.headers.append({name, request.rawHeader(name)});
    if (outgoingData)
        rec.body = outgoingData->readAll();
    d->requests.append(rec);
    Q_EMIT requestRecorded(rec);

    const QString key = QString::fromLatin1(rec.method) + QLatin1Char(' ')
        + QString::fromUtf8(request.url().toEncoded(QUrl::RemoveScheme | QUrl::RemoveAuthority | QUrl::RemoveFragment));
    FakeResponse response = d->fallback;
    bool found = false;
    for (auto &[re, queue] : d->patterns) {
        if (!queue.empty() && re.match(key).hasMatch()) {
            response = Private::take(queue);
            found = true;
            break;
        }
    }
    if (!found && !d->fifo.empty())
        response = Private::take(d->fifo);
    return new FakeReply(op, request, response, this);
}

} // namespace Switchyard::Test
