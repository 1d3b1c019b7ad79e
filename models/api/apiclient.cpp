// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/apiclient.h"

#include "models/api/logging.h"
#include "models/api/redaction.h"
#include "models/api/retrypolicy.h"
#include "models/domain/ids.h"
#include "switchyard_config.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QHostAddress>
#include <QIODevice>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QPromise>
#include <QSet>
#include <QThread>
#include <QThreadPool>
#include <QTimer>

#include <algorithm>
#include <climits>

namespace Switchyard::Api {

namespace {

/// Bodies above this are parsed on a worker thread (ARCHITECTURE invariant 6).
// Bodies above this are parsed on the thread pool: a 100-item page is ~100-300 KiB, and parsing it on
// the GUI thread costs several milliseconds (ARCHITECTURE invariant 6).
constexpr qsizetype kOffThreadParseBytes = 16 * 1024;
constexpr int kConversationBatch = 99;
constexpr int kOtherBatch = 100;

using Query = QList<QPair<QString, QString>>;

QString isoTime(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODateWithMs);
}

void addIf(Query &q, const char *key, const QString &value)
{
    if (!value.isEmpty())
        q.append({QString::fromLatin1(key), value});
}

void addTime(Query &q, const char *key, const QDateTime &t)
{
    if (t.isValid())
        q.append({QString::fromLatin1(key), isoTime(t)});
}

void addLimit(Query &q, int limit)
{
    if (limit > 0)
        q.append({QStringLiteral("limit"), QString::number(qBound(1, limit, 100))});
}

/// A path segment: a conversation id is normalised to its 32-hex form when it is a UUID.
QString idSegment(const QString &id, bool uuid)
{
    const QString hex = uuid ? normalizeUuidHex(id) : QString();
    const QString value = hex.isEmpty() ? id : hex;
    return QString::fromLatin1(QUrl::toPercentEncoding(value));
}

QString idValue(const QString &id)
{
    const QString hex = normalizeUuidHex(id);
    return hex.isEmpty() ? id : hex;
}

QString encodeQuery(const Query &query)
{
    QString out;
    for (const auto &[key, value] : query) {
        if (!out.isEmpty())
            out += QLatin1Char('&');
        out += QString::fromLatin1(QUrl::toPercentEncoding(key)) + QLatin1Char('=')
            + QString::fromLatin1(QUrl::toPercentEncoding(value));
    }
    return out;
}

bool isJsonContentType(const QString &contentType)
{
    return contentType.contains(QLatin1String("json"), Qt::CaseInsensitive);
}

bool looksLikeHtml(QByteArrayView body)
{
    const QByteArrayView t = body.trimmed();
    return t.startsWith('<');
}

/// True when the server declared a Content-Length and fewer body bytes arrived. A compressed body
/// (Content-Encoding) is skipped: its declared length counts the bytes before decompression.
bool bodyShorterThanDeclared(const QNetworkReply *reply, qint64 bodyBytes)
{
    if (!reply->hasRawHeader("Content-Length") || !reply->rawHeader("Content-Encoding").isEmpty())
        return false;
    bool ok = false;
    const qint64 declared = reply->rawHeader("Content-Length").trimmed().toLongLong(&ok);
    return ok && bodyBytes < declared;
}

} // namespace

// --- the request engine -------------------------------------------------------------------------

struct RequestSpec
{
    QByteArray method; // GET POST PUT PATCH DELETE
    QUrl url;
    QByteArray body;
    bool hasBody = false;
    bool apiAuth = true; // Authorization / X-Org-Id (never sent to the agent server)
    QList<QPair<QByteArray, QByteArray>> extraHeaders;
    QByteArray accept = "application/json";
    QIODevice *sink = nullptr; // download: body goes here, no size cap
};

struct RawOutcome
{
    int status = 0;
    QByteArray body;
    QString contentType;
    std::optional<ApiError> error;
};

class ApiClientPrivate
{
public:
    explicit ApiClientPrivate(ApiClient *client)
        : q(client)
        , retry(std::make_shared<RetryPolicy>())
    { }

    ApiClient *q;
    QPointer<QNetworkAccessManager> nam;
    ServerConfig config;
    std::optional<ApiError> serverError = ApiError::invalidRequest(ApiClient::tr("no server is configured"));
    std::shared_ptr<RetryPolicy> retry;
    CodecLimits limits;
    quint64 nextSequence = 0;
    bool legacyEvents = false;

    ApiCall *newCall() { return new ApiCall(++nextSequence, q); }

    /// Runs when the new events path answered 404/HTML: the legacy paths are used from now on.
    std::function<void()> legacyEventsFound()
    {
        return [this] {
            qCDebug(lcApi) << "events path not available; using the legacy /api/v1/events/...";
            legacyEvents = true;
        };
    }

    QUrl apiUrl(const QString &path, const Query &query = {}) const
    {
        QUrl url = config.baseUrl;
        QString base = url.path(QUrl::FullyEncoded);
        while (base.endsWith(QLatin1Char('/')))
            base.chop(1);
        url.setPath(base + QStringLiteral("/api/v1") + path, QUrl::TolerantMode);
        if (!query.isEmpty())
            url.setQuery(encodeQuery(query), QUrl::StrictMode);
        else
            url.setQuery(QString());
        url.setFragment(QString());
        return url;
    }

    RequestSpec get(const QString &path, const Query &query = {}) const
    {
        RequestSpec s;
        s.method = "GET";
        s.url = apiUrl(path, query);
        return s;
    }

    RequestSpec withBody(const QByteArray &method, const QString &path, const QByteArray &body,
                         const Query &query = {}) const
    {
        RequestSpec s;
        s.method = method;
        s.url = apiUrl(path, query);
        s.body = body;
        s.hasBody = true;
        return s;
    }

    static QString context(const RequestSpec &spec)
    {
        return QString::fromLatin1(spec.method) + QLatin1Char(' ') + Redaction::redactUrl(spec.url);
    }

    QNetworkRequest buildRequest(const RequestSpec &spec) const
    {
        QNetworkRequest request(spec.url);
        request.setRawHeader("Accept", spec.accept);
        const QString agent = config.userAgent.isEmpty()
            ? QStringLiteral("Switchyard/") + QLatin1String(SWITCHYARD_VERSION)
            : config.userAgent;
        request.setHeader(QNetworkRequest::UserAgentHeader, agent);
        if (spec.apiAuth) {
            if (!config.apiKey.isEmpty())
                request.setRawHeader("Authorization", "Bearer " + config.apiKey.toUtf8());
            if (!config.orgId.isEmpty())
                request.setRawHeader("X-Org-Id", config.orgId.toUtf8());
        }
        for (const auto &[name, value] : spec.extraHeaders)
            request.setRawHeader(name, value);
        if (spec.hasBody && !spec.body.isEmpty())
            request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
        request.setTransferTimeout(int(std::clamp<qint64>(config.transferTimeout.count(), 0, INT_MAX)));
        // TLS: the default configuration verifies peers; sslErrors are never ignored.
        return request;
    }

    QNetworkReply *startReply(const RequestSpec &spec) const
    {
        const QNetworkRequest request = buildRequest(spec);
        if (spec.method == "GET")
            return nam->get(request);
        if (spec.method == "POST")
            return nam->post(request, spec.body);
        if (spec.method == "PUT")
            return nam->put(request, spec.body);
        if (spec.method == "DELETE" && !spec.hasBody)
            return nam->deleteResource(request);
        return nam->sendCustomRequest(request, spec.method, spec.body);
    }

    /// One logical request with retries. `done` runs once (not after cancel(); cancel delivers itself).
    void send(ApiCall *call, const std::shared_ptr<RequestSpec> &spec, int attempt,
              std::function<void(RawOutcome)> done);

    template<typename T>
    void deliver(ApiCall *call, const QPointer<QObject> &ctx, const Callback<T> &cb, Result<T> result, bool queued);

    template<typename T>
    ApiCall *failEarly(const ApiError &error, QObject *context, const Callback<T> &cb)
    {
        ApiCall *call = newCall();
        QPointer<QObject> ctx(context ? context : q);
        QTimer::singleShot(0, call, [this, call, ctx, cb, error] {
            deliver<T>(call, ctx, cb, error, false);
        });
        return call;
    }

    /// Parses `body` inline or on a worker thread (big bodies) and hands the result to `then`,
    /// on the call's thread. Nothing runs if the call is gone.
    template<typename T>
    void parseThen(ApiCall *call, QByteArray body, std::function<Result<T>(const QByteArray &)> parse,
                   std::function<void(Result<T>)> then);

    /// One request as one job. With `fallback`, a 404 or an HTML page from the first URL sends the
    /// fallback request within the same job (cancel() reaches it too); `onFallback` runs first.
    template<typename T>
    ApiCall *run(RequestSpec spec, QObject *context, Callback<T> cb, std::function<Result<T>(const QByteArray &)> parse,
                 std::optional<RequestSpec> fallback = {}, std::function<void()> onFallback = {});

    template<typename T>
    ApiCall *runBatch(const QString &path, const QString &key, const QList<QString> &ids, int chunkSize, bool uuidIds,
                      QObject *context, Callback<QList<std::optional<T>>> cb,
                      std::function<Result<QList<std::optional<T>>>(const QByteArray &)> parse);

    ApiCall *runAgent(const Conversation &conversation, const QString &suffix, const QByteArray &body, QObject *context,
                      Callback<Unit> cb);
};

void ApiClientPrivate::send(ApiCall *call, const std::shared_ptr<RequestSpec> &spec, int attempt,
                            std::function<void(RawOutcome)> done)
{
    if (!nam) {
        RawOutcome out;
        out.error = ApiError::invalidRequest(ApiClient::tr("the network is not available"));
        QTimer::singleShot(0, call, [done, out] {
            done(out);
        });
        return;
    }
    const QString ctxText = context(*spec);
    if (lcApi().isDebugEnabled()) {
        QList<QPair<QByteArray, QByteArray>> headers;
        const QNetworkRequest request = buildRequest(*spec);
        const QList<QByteArray> names = request.rawHeaderList();
        for (const QByteArray &name : names)
            headers.append({name, request.rawHeader(name)});
        qCDebug(lcApi).noquote() << "#" << call->sequence() << "attempt" << attempt << ctxText << "\n"
                                 << Redaction::redactHeaders(headers);
        if (spec->hasBody && !spec->body.isEmpty())
            qCDebug(lcApi).noquote() << "#" << call->sequence() << "body"
                                     << QString::fromUtf8(Redaction::redactJson(spec->body).left(2048));
    }

    QNetworkReply *reply = startReply(*spec);
    QPointer<QNetworkReply> replyGuard(reply);
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    auto received = std::make_shared<QByteArray>();
    auto tooLarge = std::make_shared<qint64>(-1);
    auto userCancelled = std::make_shared<bool>(false);
    auto bodyBytes = std::make_shared<qint64>(0); // every body byte seen, also those written to a sink
    const qsizetype cap = limits.maxBytes;

    call->m_cancel = [replyGuard, userCancelled] {
        *userCancelled = true;
        if (replyGuard)
            replyGuard->abort();
    };
    call->m_onDestroy = [replyGuard] {
        if (replyGuard) {
            replyGuard->disconnect();
            replyGuard->abort();
            replyGuard->deleteLater();
        }
    };

    QObject::connect(reply, &QNetworkReply::downloadProgress, call, &ApiCall::downloadProgress);
    QObject::connect(reply, &QIODevice::readyRead, call, [reply, spec, received, tooLarge, cap, bodyBytes] {
        const QByteArray chunk = reply->readAll();
        *bodyBytes += chunk.size();
        if (spec->sink) {
            spec->sink->write(chunk);
            return;
        }
        if (*tooLarge >= 0)
            return;
        if (cap > 0 && received->size() + chunk.size() > cap) {
            *tooLarge = received->size() + chunk.size();
            received->clear();
            reply->abort();
            return;
        }
        received->append(chunk);
    });
    QObject::connect(
        reply, &QNetworkReply::finished, call,
        [this, call, reply, spec, attempt, done, timer, received, tooLarge, userCancelled, ctxText, bodyBytes] {
            call->m_onDestroy = {};
            reply->deleteLater();
            if (*tooLarge < 0) {
                const QByteArray rest = reply->readAll();
                *bodyBytes += rest.size();
                if (spec->sink)
                    spec->sink->write(rest);
                else
                    received->append(rest);
            }
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            const QString contentType = reply->header(QNetworkRequest::ContentTypeHeader).toString();
            QNetworkReply::NetworkError netError = reply->error();
            if (netError == QNetworkReply::NoError && *tooLarge < 0 && bodyShorterThanDeclared(reply, *bodyBytes)) {
                // Qt 6.4 can finish a reply whose connection was cut in the middle of the body as a
                // success; a body shorter than its Content-Length is a cut connection (and retried as one).
                netError = QNetworkReply::RemoteHostClosedError;
            }
            const qint64 elapsed = timer->elapsed();
            Q_EMIT q->requestFinished(QString::fromLatin1(spec->method), spec->url.path(), status, elapsed);

            RawOutcome out;
            out.status = status;
            out.contentType = contentType;
            if (*userCancelled) {
                out.error = ApiError::cancelled();
            } else if (*tooLarge >= 0) {
                out.error = ApiError::tooLarge(*tooLarge, limits.maxBytes);
            } else {
                if (netError == QNetworkReply::OperationCanceledError)
                    netError = QNetworkReply::TimeoutError; // the transfer timeout aborted it
                const bool transport = int(netError) >= 1 && int(netError) <= 199;
                const bool success = !transport && status >= 200 && status < 300;
                if (success) {
                    const bool json =
                        isJsonContentType(contentType) || (contentType.isEmpty() && !looksLikeHtml(*received));
                    if (!spec->sink && !received->isEmpty() && !json) {
                        out.error =
                            ApiError::fromReply(QNetworkReply::NoError, status, *received, contentType, ctxText);
                    } else {
                        out.body = std::move(*received);
                    }
                } else {
                    ApiError err = ApiError::fromReply(netError, status, *received, contentType, ctxText);
                    const QByteArray retryAfter = reply->rawHeader("Retry-After");
                    if (!retryAfter.isEmpty())
                        err.retryAfter = retry->parseRetryAfter(retryAfter);
                    out.error = err;
                }
            }
            qCDebug(lcApi).noquote() << "#" << call->sequence() << ctxText << "->" << status << "in" << elapsed << "ms"
                                     << (out.error ? ApiError::kindName(out.error->kind) : QStringLiteral("ok"));
            if (out.error && out.error->kind != ApiError::Kind::Cancelled && !spec->sink) {
                const RetryPolicy::Decision decision = retry->decide(spec->method, attempt, *out.error);
                if (decision.retry) {
                    qCDebug(lcApi).noquote() << "#" << call->sequence() << "retry" << attempt + 1 << "in"
                                             << decision.delay.count() << "ms (" << decision.reason << ")";
                    auto *retryTimer = new QTimer(call);
                    retryTimer->setSingleShot(true);
                    call->m_cancel = [call, retryTimer, done] {
                        retryTimer->stop();
                        RawOutcome c;
                        c.error = ApiError::cancelled();
                        QTimer::singleShot(0, call, [done, c] {
                            done(c);
                        });
                    };
                    QObject::connect(retryTimer, &QTimer::timeout, call, [this, call, spec, attempt, done, retryTimer] {
                        retryTimer->deleteLater();
                        send(call, spec, attempt + 1, done);
                    });
                    retryTimer->start(int(std::clamp<qint64>(decision.wait.count(), 0, INT_MAX)));
                    return;
                }
                if (out.error->kind != ApiError::Kind::NotFound && out.error->kind != ApiError::Kind::NotAvailable)
                    qCDebug(lcApi).noquote() << "#" << call->sequence() << "failed:" << out.error->detail;
            }
            done(std::move(out));
        });
}

template<typename T>
void ApiClientPrivate::deliver(ApiCall *call, const QPointer<QObject> &ctx, const Callback<T> &cb, Result<T> result,
                               bool queued)
{
    if (call->m_finished)
        return;
    call->m_finished = true;
    call->m_cancel = {};
    if (ctx && cb) {
        QObject *target = ctx.data();
        const bool cancelled = !result.ok() && result.error().kind == ApiError::Kind::Cancelled;
        if (queued || cancelled || target->thread() != QThread::currentThread()) {
            QMetaObject::invokeMethod(
                target,
                [cb, r = std::move(result)]() mutable {
                    cb(std::move(r));
                },
                Qt::QueuedConnection);
        } else {
            cb(std::move(result));
        }
    }
    Q_EMIT call->finished();
    call->deleteLater();
}

template<typename T>
void ApiClientPrivate::parseThen(ApiCall *call, QByteArray body, std::function<Result<T>(const QByteArray &)> parse,
                                 std::function<void(Result<T>)> then)
{
    if (body.size() <= kOffThreadParseBytes) {
        then(parse(body));
        return;
    }
    auto holder = std::make_shared<std::optional<Result<T>>>();
    auto promise = std::make_shared<QPromise<void>>();
    auto *watcher = new QFutureWatcher<void>(call);
    // cancel() while the worker parses: the job ends now with Cancelled; the worker cannot be
    // stopped, and what it parses is dropped.
    call->m_cancel = [then] {
        then(Result<T>(ApiError::cancelled()));
    };
    QObject::connect(watcher, &QFutureWatcherBase::finished, call, [call, watcher, holder, then] {
        watcher->deleteLater();
        if (call->m_finished)
            return; // cancelled meanwhile
        call->m_cancel = {};
        if (*holder)
            then(std::move(**holder));
    });
    watcher->setFuture(promise->future());
    promise->start();
    QThreadPool::globalInstance()->start([promise, holder, parse, body = std::move(body)] {
        holder->emplace(parse(body));
        promise->finish();
    });
}

template<typename T>
ApiCall *ApiClientPrivate::run(RequestSpec spec, QObject *context, Callback<T> cb,
                               std::function<Result<T>(const QByteArray &)> parse, std::optional<RequestSpec> fallback,
                               std::function<void()> onFallback)
{
    if (serverError)
        return failEarly<T>(*serverError, context, cb);
    ApiCall *call = newCall();
    QPointer<QObject> ctx(context ? context : q);
    auto shared = std::make_shared<RequestSpec>(std::move(spec));
    std::shared_ptr<RequestSpec> second = fallback ? std::make_shared<RequestSpec>(std::move(*fallback)) : nullptr;
    // Until the request is sent, cancel() ends the job at once.
    call->m_cancel = [this, call, ctx, cb] {
        deliver<T>(call, ctx, cb, ApiError::cancelled(), false);
    };
    std::function<void(RawOutcome)> finish = [this, call, ctx, cb, parse](RawOutcome out) {
        if (out.error) {
            deliver<T>(call, ctx, cb, *out.error, false);
            return;
        }
        parseThen<T>(call, std::move(out.body), parse, [this, call, ctx, cb](Result<T> r) {
            deliver<T>(call, ctx, cb, std::move(r), false);
        });
    };
    QTimer::singleShot(0, call, [this, call, shared, second, finish, onFallback] {
        if (call->m_finished)
            return;
        send(call, shared, 1, [this, call, second, finish, onFallback](RawOutcome out) {
            const bool missing = out.error
                && (out.error->kind == ApiError::Kind::NotFound || out.error->kind == ApiError::Kind::NotAvailable);
            if (second && missing) {
                if (onFallback)
                    onFallback();
                send(call, second, 1, finish);
                return;
            }
            finish(std::move(out));
        });
    });
    return call;
}

template<typename T>
ApiCall *ApiClientPrivate::runBatch(const QString &path, const QString &key, const QList<QString> &ids, int chunkSize,
                                    bool uuidIds, QObject *context, Callback<QList<std::optional<T>>> cb,
                                    std::function<Result<QList<std::optional<T>>>(const QByteArray &)> parse)
{
    using List = QList<std::optional<T>>;
    if (serverError)
        return failEarly<List>(*serverError, context, cb);
    ApiCall *call = newCall();
    QPointer<QObject> ctx(context ? context : q);
    auto chunks = std::make_shared<QList<Query>>();
    for (qsizetype i = 0; i < ids.size(); i += chunkSize) {
        Query query;
        for (qsizetype j = i; j < qMin(ids.size(), i + chunkSize); ++j)
            query.append({key, uuidIds ? idValue(ids.at(j)) : ids.at(j)});
        chunks->append(query);
    }
    auto collected = std::make_shared<List>();
    auto stepHolder = std::make_shared<std::function<void(qsizetype)>>();
    // The function holds itself only weakly; the in-flight callbacks hold it strongly, so an
    // interrupted chain (client destroyed) frees everything.
    std::weak_ptr<std::function<void(qsizetype)>> weakStep = stepHolder;
    *stepHolder = [this, call, ctx, cb, chunks, collected, parse, path, weakStep](qsizetype index) {
        const auto step = weakStep.lock();
        if (!step)
            return;
        if (call->m_finished) { // cancelled
            *step = nullptr;
            return;
        }
        if (index >= chunks->size()) {
            deliver<List>(call, ctx, cb, std::move(*collected), false);
            *step = nullptr; // break the cycle
            return;
        }
        auto spec = std::make_shared<RequestSpec>(get(path, chunks->at(index)));
        const qsizetype expected = chunks->at(index).size();
        send(call, spec, 1, [this, call, ctx, cb, collected, parse, step, index, expected](RawOutcome out) {
            if (out.error) {
                deliver<List>(call, ctx, cb, *out.error, false);
                *step = nullptr;
                return;
            }
            parseThen<List>(call, std::move(out.body), parse,
                            [this, call, ctx, cb, collected, step, index, expected](Result<List> r) {
                                if (!r.ok()) {
                                    deliver<List>(call, ctx, cb, r.error(), false);
                                    *step = nullptr;
                                    return;
                                }
                                List part = std::move(r).value();
                                // Keep positions aligned with the request even if the server drops entries.
                                while (part.size() < expected)
                                    part.append(std::nullopt);
                                part.resize(expected);
                                collected->append(part);
                                (*step)(index + 1);
                            });
        });
    };
    call->m_cancel = [this, call, ctx, cb] {
        deliver<List>(call, ctx, cb, ApiError::cancelled(), false);
    };
    QTimer::singleShot(0, call, [stepHolder] {
        if (*stepHolder)
            (*stepHolder)(0);
    });
    return call;
}

ApiCall *ApiClientPrivate::runAgent(const Conversation &conversation, const QString &suffix, const QByteArray &body,
                                    QObject *context, Callback<Unit> cb)
{
    const QUrl base(conversation.conversationUrl);
    if (conversation.conversationUrl.isEmpty() || !base.isValid())
        return failEarly<Unit>(
            ApiError::invalidRequest(ApiClient::tr("the conversation is not running (no agent URL)")), context, cb);
    if (!ApiClient::isAllowedUrl(base))
        return failEarly<Unit>(ApiError::insecureUrl(Redaction::redactUrl(base)), context, cb);
    Redaction::registerSecret(conversation.sessionApiKey);
    RequestSpec spec;
    spec.method = "POST";
    QUrl url = base;
    QString path = url.path(QUrl::FullyEncoded);
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    url.setPath(path + suffix, QUrl::TolerantMode);
    spec.url = url;
    spec.body = body;
    spec.hasBody = true;
    spec.apiAuth = false; // the API key never goes to the sandbox
    if (!conversation.sessionApiKey.isEmpty())
        spec.extraHeaders.append({"X-Session-API-Key", conversation.sessionApiKey.toUtf8()});
    ApiCall *call = newCall();
    QPointer<QObject> ctx(context ? context : q);
    auto shared = std::make_shared<RequestSpec>(std::move(spec));
    call->m_cancel = [this, call, ctx, cb] {
        deliver<Unit>(call, ctx, cb, ApiError::cancelled(), false);
    };
    QTimer::singleShot(0, call, [this, call, ctx, cb, shared] {
        if (call->m_finished)
            return;
        send(call, shared, 1, [this, call, ctx, cb](RawOutcome out) {
            if (out.error)
                deliver<Unit>(call, ctx, cb, *out.error, false);
            else
                deliver<Unit>(call, ctx, cb, Unit{}, false);
        });
    });
    return call;
}

// --- ApiCall ------------------------------------------------------------------------------------

ApiCall::ApiCall(quint64 sequence, QObject *parent)
    : QObject(parent)
    , m_sequence(sequence)
{ }

ApiCall::~ApiCall()
{
    if (m_onDestroy)
        m_onDestroy();
}

void ApiCall::cancel()
{
    if (m_finished || !m_cancel)
        return;
    const std::function<void()> cancelFn = m_cancel;
    cancelFn();
}

// --- ApiClient ----------------------------------------------------------------------------------

ApiClient::ApiClient(QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<ApiClientPrivate>(this))
{
    d->nam = nam;
}

ApiClient::~ApiClient()
{
    // Calls are children: delete them now (aborting their replies) while d is still alive.
    const QList<ApiCall *> calls = findChildren<ApiCall *>(Qt::FindDirectChildrenOnly);
    for (ApiCall *call : calls)
        delete call;
}

bool ApiClient::isAllowedUrl(const QUrl &url)
{
    if (!url.isValid() || url.host().isEmpty())
        return false;
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("https"))
        return true;
    if (scheme != QLatin1String("http"))
        return false;
    const QString host = url.host().toLower();
    if (host == QLatin1String("localhost") || host.endsWith(QLatin1String(".localhost")))
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

std::optional<ApiError> ApiClient::setServer(const ServerConfig &config)
{
    d->config = config;
    Redaction::registerSecret(config.apiKey);
    if (!config.baseUrl.isValid() || config.baseUrl.host().isEmpty()) {
        d->serverError = ApiError::invalidRequest(tr("the server address is not a valid URL"));
    } else if (!isAllowedUrl(config.baseUrl)) {
        d->serverError = ApiError::insecureUrl(Redaction::redactUrl(config.baseUrl));
    } else {
        d->serverError.reset();
    }
    d->legacyEvents = false;
    return d->serverError;
}

const ServerConfig &ApiClient::server() const
{
    return d->config;
}

bool ApiClient::usesLegacyEventsPath() const
{
    return d->legacyEvents;
}

void ApiClient::setRetryPolicy(std::shared_ptr<RetryPolicy> policy)
{
    d->retry = policy ? std::move(policy) : std::make_shared<RetryPolicy>();
}

void ApiClient::setCodecLimits(const CodecLimits &limits)
{
    d->limits = limits;
}

// §4 conversations ------------------------------------------------------------------------------

namespace {

Query conversationFilters(const ConversationSearch &s)
{
    Query q;
    addIf(q, "title__contains", s.titleContains);
    addTime(q, "created_at__gte", s.createdAtGte);
    addTime(q, "created_at__lt", s.createdAtLt);
    addTime(q, "updated_at__gte", s.updatedAtGte);
    addTime(q, "updated_at__lt", s.updatedAtLt);
    addIf(q, "sandbox_id__eq", s.sandboxIdEq);
    return q;
}

Query startTaskFilters(const StartTaskSearch &s)
{
    Query q;
    addIf(q, "conversation_id__eq", s.conversationIdEq.isEmpty() ? QString() : idValue(s.conversationIdEq));
    addTime(q, "created_at__gte", s.createdAtGte);
    return q;
}

Query eventFilters(const EventSearch &s)
{
    Query q;
    addIf(q, "kind__eq", s.kindEq);
    addIf(q, "timestamp__gte", s.timestampGte);
    addIf(q, "timestamp__lt", s.timestampLt);
    return q;
}

} // namespace

ApiCall *ApiClient::searchConversations(const ConversationSearch &query, QObject *context,
                                        Callback<Page<Conversation>> cb)
{
    Query q = conversationFilters(query);
    if (query.includeSubConversations)
        q.append({QStringLiteral("include_sub_conversations"), QStringLiteral("true")});
    addIf(q, "page_id", query.pageId);
    addLimit(q, query.limit);
    const CodecLimits limits = d->limits;
    return d->run<Page<Conversation>>(d->get(QStringLiteral("/app-conversations/search"), q), context, std::move(cb),
                                      [limits](const QByteArray &b) {
                                          return Codec::parseConversationPage(b, limits);
                                      });
}

ApiCall *ApiClient::countConversations(const ConversationSearch &query, QObject *context, Callback<qint64> cb)
{
    return d->run<qint64>(d->get(QStringLiteral("/app-conversations/count"), conversationFilters(query)), context,
                          std::move(cb), [](const QByteArray &b) {
                              return Codec::parseCount(b);
                          });
}

ApiCall *ApiClient::getConversations(const QList<QString> &ids, QObject *context,
                                     Callback<QList<std::optional<Conversation>>> cb)
{
    const CodecLimits limits = d->limits;
    return d->runBatch<Conversation>(QStringLiteral("/app-conversations"), QStringLiteral("ids"), ids,
                                     kConversationBatch, true, context, std::move(cb), [limits](const QByteArray &b) {
                                         return Codec::parseConversationBatch(b, limits);
                                     });
}

ApiCall *ApiClient::startConversation(const StartRequest &request, QObject *context, Callback<StartTask> cb)
{
    for (const QString &secret : std::as_const(request.secrets))
        Redaction::registerSecret(secret);
    return d->run<StartTask>(
        d->withBody("POST", QStringLiteral("/app-conversations"), Codec::encodeStartRequest(request)), context,
        std::move(cb), [](const QByteArray &b) {
            return Codec::parseStartTask(b);
        });
}

ApiCall *ApiClient::getStartTasks(const QList<QString> &ids, QObject *context,
                                  Callback<QList<std::optional<StartTask>>> cb)
{
    const CodecLimits limits = d->limits;
    return d->runBatch<StartTask>(QStringLiteral("/app-conversations/start-tasks"), QStringLiteral("ids"), ids,
                                  kOtherBatch, true, context, std::move(cb), [limits](const QByteArray &b) {
                                      return Codec::parseStartTaskBatch(b, limits);
                                  });
}

ApiCall *ApiClient::searchStartTasks(const StartTaskSearch &query, QObject *context, Callback<Page<StartTask>> cb)
{
    Query q = startTaskFilters(query);
    addIf(q, "sort_order", query.sortOrder);
    addIf(q, "page_id", query.pageId);
    addLimit(q, query.limit);
    const CodecLimits limits = d->limits;
    return d->run<Page<StartTask>>(d->get(QStringLiteral("/app-conversations/start-tasks/search"), q), context,
                                   std::move(cb), [limits](const QByteArray &b) {
                                       return Codec::parseStartTaskPage(b, limits);
                                   });
}

ApiCall *ApiClient::countStartTasks(const StartTaskSearch &query, QObject *context, Callback<qint64> cb)
{
    return d->run<qint64>(d->get(QStringLiteral("/app-conversations/start-tasks/count"), startTaskFilters(query)),
                          context, std::move(cb), [](const QByteArray &b) {
                              return Codec::parseCount(b);
                          });
}

ApiCall *ApiClient::sendMessage(const QString &conversationId, const SendMessageRequest &message, QObject *context,
                                Callback<SendMessageResponse> cb)
{
    return d->run<SendMessageResponse>(
        d->withBody("POST", QStringLiteral("/app-conversations/%1/send-message").arg(idSegment(conversationId, true)),
                    Codec::encodeSendMessage(message)),
        context, std::move(cb), [](const QByteArray &b) {
            return Codec::parseSendMessageResponse(b);
        });
}

ApiCall *ApiClient::queuePendingMessage(const QString &taskOrConversationId, const SendMessageRequest &message,
                                        QObject *context, Callback<PendingMessageResponse> cb)
{
    return d->run<PendingMessageResponse>(
        d->withBody("POST",
                    QStringLiteral("/conversations/%1/pending-messages").arg(idSegment(taskOrConversationId, true)),
                    Codec::encodeSendMessage(message)),
        context, std::move(cb), [](const QByteArray &b) {
            return Codec::parsePendingMessageResponse(b);
        });
}

ApiCall *ApiClient::patchConversation(const QString &conversationId, const Codec::ConversationPatch &patch,
                                      QObject *context, Callback<Conversation> cb)
{
    const CodecLimits limits = d->limits;
    return d->run<Conversation>(
        d->withBody("PATCH", QStringLiteral("/app-conversations/%1").arg(idSegment(conversationId, true)),
                    Codec::encodeConversationPatch(patch)),
        context, std::move(cb), [limits](const QByteArray &b) {
            return Codec::parseConversation(b, limits);
        });
}

ApiCall *ApiClient::deleteConversation(const QString &conversationId, QObject *context, Callback<Unit> cb)
{
    RequestSpec spec = d->get(QStringLiteral("/app-conversations/%1").arg(idSegment(conversationId, true)));
    spec.method = "DELETE";
    return d->run<Unit>(std::move(spec), context, std::move(cb), [](const QByteArray &b) -> Result<Unit> {
        if (b.trimmed().isEmpty())
            return Unit{};
        auto ok = Codec::parseSuccess(b);
        if (!ok.ok())
            return ok.error();
        return Unit{};
    });
}

ApiCall *ApiClient::downloadTrajectory(const QString &conversationId, QIODevice *sink, QObject *context,
                                       Callback<Unit> cb)
{
    if (!sink || !sink->isWritable())
        return d->failEarly<Unit>(ApiError::invalidRequest(tr("the download target is not writable")), context, cb);
    RequestSpec spec = d->get(QStringLiteral("/app-conversations/%1/download").arg(idSegment(conversationId, true)));
    spec.accept = "application/zip, application/json";
    spec.sink = sink;
    return d->run<Unit>(std::move(spec), context, std::move(cb), [](const QByteArray &) -> Result<Unit> {
        return Unit{};
    });
}

// §5 events -------------------------------------------------------------------------------------

ApiCall *ApiClient::searchEvents(const QString &conversationId, const EventSearch &query, QObject *context,
                                 Callback<Page<Event>> cb)
{
    Query q = eventFilters(query);
    if (query.descending)
        q.append({QStringLiteral("sort_order"), QStringLiteral("TIMESTAMP_DESC")});
    addIf(q, "page_id", query.pageId);
    addLimit(q, query.limit);
    const CodecLimits limits = d->limits;
    const QString id = idValue(conversationId);
    std::function<Result<Page<Event>>(const QByteArray &)> parse = [limits](const QByteArray &b) {
        return Codec::parseEventPage(b, limits);
    };
    Query legacyQuery = q;
    legacyQuery.prepend({QStringLiteral("conversation_id__eq"), id});
    RequestSpec legacy = d->get(QStringLiteral("/events/search"), legacyQuery);
    if (d->legacyEvents)
        return d->run<Page<Event>>(std::move(legacy), context, std::move(cb), parse);
    // New path first; on 404/HTML the legacy path (spec §5.3), in the same job, and remembered.
    return d->run<Page<Event>>(
        d->get(QStringLiteral("/conversation/%1/events/search").arg(idSegment(conversationId, true)), q), context,
        std::move(cb), parse, std::move(legacy), d->legacyEventsFound());
}

ApiCall *ApiClient::countEvents(const QString &conversationId, const EventSearch &query, QObject *context,
                                Callback<qint64> cb)
{
    const Query q = eventFilters(query);
    std::function<Result<qint64>(const QByteArray &)> parse = [](const QByteArray &b) {
        return Codec::parseCount(b);
    };
    Query legacyQuery = q;
    legacyQuery.prepend({QStringLiteral("conversation_id__eq"), idValue(conversationId)});
    RequestSpec legacy = d->get(QStringLiteral("/events/count"), legacyQuery);
    if (d->legacyEvents)
        return d->run<qint64>(std::move(legacy), context, std::move(cb), parse);
    // The count lives beside the search on both servers: same fallback.
    return d->run<qint64>(
        d->get(QStringLiteral("/conversation/%1/events/count").arg(idSegment(conversationId, true)), q), context,
        std::move(cb), parse, std::move(legacy), d->legacyEventsFound());
}

ApiCall *ApiClient::getEvents(const QString &conversationId, const QList<QString> &eventIds, QObject *context,
                              Callback<QList<std::optional<Event>>> cb)
{
    const CodecLimits limits = d->limits;
    return d->runBatch<Event>(QStringLiteral("/conversation/%1/events").arg(idSegment(conversationId, true)),
                              QStringLiteral("id"), eventIds, kOtherBatch, false, context, std::move(cb),
                              [limits](const QByteArray &b) {
                                  return Codec::parseEventBatch(b, limits);
                              });
}

// §8 sandboxes ----------------------------------------------------------------------------------

ApiCall *ApiClient::createSandbox(const QString &sandboxSpecId, QObject *context, Callback<Sandbox> cb)
{
    Query q;
    addIf(q, "sandbox_spec_id", sandboxSpecId);
    RequestSpec spec = d->withBody("POST", QStringLiteral("/sandboxes"), QByteArray(), q);
    return d->run<Sandbox>(std::move(spec), context, std::move(cb), [](const QByteArray &b) {
        return Codec::parseSandbox(b);
    });
}

ApiCall *ApiClient::searchSandboxes(const QString &pageId, int limit, QObject *context, Callback<Page<Sandbox>> cb)
{
    Query q;
    addIf(q, "page_id", pageId);
    addLimit(q, limit);
    const CodecLimits limits = d->limits;
    return d->run<Page<Sandbox>>(d->get(QStringLiteral("/sandboxes/search"), q), context, std::move(cb),
                                 [limits](const QByteArray &b) {
                                     return Codec::parseSandboxPage(b, limits);
                                 });
}

ApiCall *ApiClient::getSandboxes(const QList<QString> &ids, QObject *context,
                                 Callback<QList<std::optional<Sandbox>>> cb)
{
    const CodecLimits limits = d->limits;
    return d->runBatch<Sandbox>(QStringLiteral("/sandboxes"), QStringLiteral("id"), ids, kOtherBatch, false, context,
                                std::move(cb), [limits](const QByteArray &b) {
                                    return Codec::parseSandboxBatch(b, limits);
                                });
}

namespace {
Result<Unit> successOrEmpty(const QByteArray &b)
{
    if (b.trimmed().isEmpty())
        return Unit{};
    auto ok = Codec::parseSuccess(b);
    if (!ok.ok())
        return ok.error();
    return Unit{};
}
} // namespace

ApiCall *ApiClient::pauseSandbox(const QString &sandboxId, QObject *context, Callback<Unit> cb)
{
    return d->run<Unit>(
        d->withBody("POST", QStringLiteral("/sandboxes/%1/pause").arg(idSegment(sandboxId, false)), QByteArray("{}")),
        context, std::move(cb), successOrEmpty);
}

ApiCall *ApiClient::resumeSandbox(const QString &sandboxId, QObject *context, Callback<Unit> cb)
{
    return d->run<Unit>(
        d->withBody("POST", QStringLiteral("/sandboxes/%1/resume").arg(idSegment(sandboxId, false)), QByteArray("{}")),
        context, std::move(cb), successOrEmpty);
}

ApiCall *ApiClient::deleteSandbox(const QString &sandboxId, QObject *context, Callback<Unit> cb)
{
    RequestSpec spec = d->get(QStringLiteral("/sandboxes/%1").arg(idSegment(sandboxId, false)),
                              Query{{QStringLiteral("sandbox_id"), sandboxId}});
    spec.method = "DELETE";
    return d->run<Unit>(std::move(spec), context, std::move(cb), successOrEmpty);
}

ApiCall *ApiClient::searchSandboxSpecs(const QString &pageId, int limit, QObject *context,
                                       Callback<Page<SandboxSpec>> cb)
{
    Query q;
    addIf(q, "page_id", pageId);
    addLimit(q, limit);
    const CodecLimits limits = d->limits;
    return d->run<Page<SandboxSpec>>(d->get(QStringLiteral("/sandbox-specs/search"), q), context, std::move(cb),
                                     [limits](const QByteArray &b) {
                                         return Codec::parseSandboxSpecPage(b, limits);
                                     });
}

ApiCall *ApiClient::getSettings(QObject *context, Callback<UserSettings> cb)
{
    return d->run<UserSettings>(d->get(QStringLiteral("/settings")), context, std::move(cb), [](const QByteArray &b) {
        return Codec::parseSettings(b);
    });
}

ApiCall *ApiClient::saveSettings(const UserSettings &settings, QObject *context, Callback<UserSettings> cb)
{
    return d->run<UserSettings>(d->withBody("POST", QStringLiteral("/settings"), Codec::encodeSettings(settings)),
                                context, std::move(cb), [settings](const QByteArray &b) -> Result<UserSettings> {
                                    if (b.trimmed().isEmpty())
                                        return settings;
                                    auto parsed = Codec::parseSettings(b);
                                    // Some servers answer {"message": "Settings stored"}: keep what was sent then.
                                    if (parsed.ok() && parsed.value().sandboxGroupingStrategy.isAbsent())
                                        return settings;
                                    return parsed;
                                });
}

// §9 workspace ----------------------------------------------------------------------------------

ApiCall *ApiClient::readFile(const QString &conversationId, const QString &filePath, QObject *context,
                             Callback<QString> cb)
{
    const CodecLimits limits = d->limits;
    return d->run<QString>(d->get(QStringLiteral("/app-conversations/%1/file").arg(idSegment(conversationId, true)),
                                  Query{{QStringLiteral("file_path"), filePath}}),
                           context, std::move(cb), [limits](const QByteArray &b) {
                               return Codec::parseFileBody(b, limits);
                           });
}

ApiCall *ApiClient::gitChanges(const QString &conversationId, const QString &repoPath, const QString &ref,
                               QObject *context, Callback<QList<GitChange>> cb)
{
    Query q{{QStringLiteral("path"), repoPath}};
    addIf(q, "ref", ref);
    const CodecLimits limits = d->limits;
    return d->run<QList<GitChange>>(
        d->get(QStringLiteral("/app-conversations/%1/git/changes").arg(idSegment(conversationId, true)), q), context,
        std::move(cb), [limits](const QByteArray &b) {
            return Codec::parseGitChanges(b, limits);
        });
}

ApiCall *ApiClient::gitDiff(const QString &conversationId, const QString &filePath, const QString &ref,
                            QObject *context, Callback<GitDiff> cb)
{
    Query q{{QStringLiteral("path"), filePath}};
    addIf(q, "ref", ref);
    const CodecLimits limits = d->limits;
    return d->run<GitDiff>(
        d->get(QStringLiteral("/app-conversations/%1/git/diff").arg(idSegment(conversationId, true)), q), context,
        std::move(cb), [limits](const QByteArray &b) {
            return Codec::parseGitDiff(b, limits);
        });
}

ApiCall *ApiClient::skills(const QString &conversationId, QObject *context, Callback<QList<Skill>> cb)
{
    const CodecLimits limits = d->limits;
    return d->run<QList<Skill>>(
        d->get(QStringLiteral("/app-conversations/%1/skills").arg(idSegment(conversationId, true))), context,
        std::move(cb), [limits](const QByteArray &b) {
            return Codec::parseSkills(b, limits);
        });
}

ApiCall *ApiClient::hooks(const QString &conversationId, QObject *context, Callback<QList<HookGroup>> cb)
{
    const CodecLimits limits = d->limits;
    return d->run<QList<HookGroup>>(
        d->get(QStringLiteral("/app-conversations/%1/hooks").arg(idSegment(conversationId, true))), context,
        std::move(cb), [limits](const QByteArray &b) {
            return Codec::parseHooks(b, limits);
        });
}

// §9.6 agent server -----------------------------------------------------------------------------

ApiCall *ApiClient::pauseAgent(const Conversation &conversation, QObject *context, Callback<Unit> cb)
{
    return d->runAgent(conversation, QStringLiteral("/pause"), QByteArray(), context, std::move(cb));
}

ApiCall *ApiClient::runAgent(const Conversation &conversation, QObject *context, Callback<Unit> cb)
{
    return d->runAgent(conversation, QStringLiteral("/run"), QByteArray(), context, std::move(cb));
}

ApiCall *ApiClient::respondToConfirmation(const Conversation &conversation, bool accept, const QString &reason,
                                          QObject *context, Callback<Unit> cb)
{
    return d->runAgent(conversation, QStringLiteral("/events/respond_to_confirmation"),
                       Codec::encodeConfirmationResponse(accept, reason), context, std::move(cb));
}

// Paging helpers --------------------------------------------------------------------------------

namespace {

template<typename T, typename FetchPage>
void fetchAllPages(ApiClient *client, int maxPages, QObject *context, Callback<QList<T>> cb, FetchPage fetchPage)
{
    struct State
    {
        QList<T> items;
        QSet<QString> seenIds;
        QSet<QString> seenPageIds;
        int pages = 0;
    };
    auto state = std::make_shared<State>();
    QPointer<QObject> ctx(context ? context : client);
    auto stepHolder = std::make_shared<std::function<void(const QString &)>>();
    std::weak_ptr<std::function<void(const QString &)>> weakStep = stepHolder;
    *stepHolder = [client, maxPages, ctx, cb, fetchPage, state, weakStep](const QString &pageId) {
        const auto step = weakStep.lock();
        if (!step)
            return;
        fetchPage(pageId, client, [ctx, cb, state, step, maxPages](Result<Page<T>> r) {
            if (!r.ok()) {
                if (ctx && cb)
                    cb(r.error());
                *step = nullptr;
                return;
            }
            Page<T> page = std::move(r).value();
            for (T &item : page.items) {
                if (state->seenIds.contains(item.id))
                    continue; // offset paging can repeat an item across pages (spec §1.5)
                state->seenIds.insert(item.id);
                state->items.append(std::move(item));
            }
            ++state->pages;
            const bool more = !page.nextPageId.isEmpty() && !state->seenPageIds.contains(page.nextPageId)
                && (maxPages <= 0 || state->pages < maxPages);
            if (more) {
                state->seenPageIds.insert(page.nextPageId);
                (*step)(page.nextPageId);
                return;
            }
            if (ctx && cb)
                cb(std::move(state->items));
            *step = nullptr;
        });
    };
    (*stepHolder)(QString());
}

} // namespace

void ApiClient::fetchAllConversations(const ConversationSearch &query, int maxPages, QObject *context,
                                      Callback<QList<Conversation>> cb)
{
    fetchAllPages<Conversation>(this, maxPages, context, std::move(cb),
                                [query](const QString &pageId, ApiClient *client, Callback<Page<Conversation>> next) {
                                    ConversationSearch q = query;
                                    q.pageId = pageId;
                                    client->searchConversations(q, client, std::move(next));
                                });
}

void ApiClient::fetchAllSandboxes(int maxPages, QObject *context, Callback<QList<Sandbox>> cb)
{
    fetchAllPages<Sandbox>(this, maxPages, context, std::move(cb),
                           [](const QString &pageId, ApiClient *client, Callback<Page<Sandbox>> next) {
                               client->searchSandboxes(pageId, 100, client, std::move(next));
                           });
}

} // namespace Switchyard::Api
