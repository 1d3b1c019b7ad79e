// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the ApiClient sources: the request core every endpoint group builds on.
//  - building: request() and withBody() make a RequestSpec for a row of the endpoint table
//    (endpoints.h: method and path come from there, never from a literal); buildRequest() the
//    QNetworkRequest;
//  - sending (requestcore.cpp): send() takes a slot of the request budget, starts the reply, caps
//    the body, enforces the deadline, follows same-origin redirects and retries transient failures;
//  - decoding: run()/runBatch() parse the body (big bodies on a worker thread) and deliver the
//    typed result once, to the context's thread.

#include "models/api/apiclient.h"
#include "models/api/endpoints.h"
#include "models/api/requestbudget.h"
#include "models/api/retrypolicy.h"

#include <QFutureWatcher>
#include <QNetworkAccessManager>
#include <QPointer>
#include <QPromise>
#include <QThread>
#include <QThreadPool>
#include <QTimer>

#include <memory>

class QNetworkReply;
class QNetworkRequest;

namespace Switchyard::Api {

using Query = QList<QPair<QString, QString>>;

namespace RequestDetail {

/// Bodies above this are parsed on the thread pool: a 100-item page is ~100-300 KiB, and parsing it
/// on the GUI thread costs several milliseconds (ARCHITECTURE invariant 6).
constexpr qsizetype kOffThreadParseBytes = 16 * 1024;
constexpr int kConversationBatch = 99;
constexpr int kOtherBatch = 100;
constexpr int kMaxRedirects = 5;

void addIf(Query &q, const char *key, const QString &value);
void addTime(Query &q, const char *key, const QDateTime &t);
void addLimit(Query &q, int limit);
/// A path segment: a conversation id is normalised to its 32-hex form when it is a UUID.
QString idSegment(const QString &id, bool uuid);
/// "/" + the endpoint's path with `segment` (already encoded, see idSegment) in place of "{id}".
QString endpointPath(Endpoint endpoint, const QString &segment = {});
QString idValue(const QString &id);
QString encodeQuery(const Query &query);
/// An empty body, or {"success": true}.
Result<Unit> successOrEmpty(const QByteArray &body);

} // namespace RequestDetail

struct RequestSpec
{
    QByteArray method; // GET POST PUT PATCH DELETE
    QUrl url;
    QByteArray body;
    bool hasBody = false;
    bool apiAuth = true; // Authorization / X-Org-Id (never sent to the agent server)
    QList<QPair<QByteArray, QByteArray>> extraHeaders;
    QByteArray accept = "application/json";
    QIODevice *sink = nullptr; // download: a 2xx body goes here, capped by ServerConfig::maxDownloadBytes
    qint64 maxBytes = 0; // body cap; 0: CodecLimits::maxBytes (or maxDownloadBytes for a sink)
    std::chrono::milliseconds deadline{0}; // 0: ServerConfig::requestDeadline (downloadDeadline for a sink)
    ApiError::Operation operation = ApiError::Operation::Other;
    int redirects = 0; // hops followed so far
};

struct RawOutcome
{
    int status = 0;
    QByteArray body;
    QString contentType;
    std::optional<ApiError> error;
};

struct Attempt;

class ApiClientPrivate
{
public:
    explicit ApiClientPrivate(ApiClient *client);

    ApiClient *q;
    QPointer<QNetworkAccessManager> nam;
    ServerConfig config;
    std::optional<ApiError> serverError = ApiError::invalidRequest(ApiClient::tr("no server is configured"));
    std::shared_ptr<RetryPolicy> retry;
    std::shared_ptr<RequestBudget> budget;
    CodecLimits limits;
    quint64 nextSequence = 0;
    bool legacyEvents = false;

    ApiCall *newCall() { return new ApiCall(++nextSequence, q); }
    /// Runs when the new events path answered 404/HTML: the legacy paths are used from now on.
    std::function<void()> legacyEventsFound();

    /// The URL of an app-server endpoint (EndpointBase::AppApi or AppRoot); `segment` fills "{id}".
    QUrl endpointUrl(Endpoint endpoint, const QString &segment = {}, const Query &query = {}) const;
    /// A request to an app-server endpoint with the table's method and no body.
    RequestSpec request(Endpoint endpoint, const QString &segment = {}, const Query &query = {}) const;
    /// The same with a body (an empty one is still sent as a body).
    RequestSpec withBody(Endpoint endpoint, const QString &segment, const QByteArray &body,
                         const Query &query = {}) const;
    static QString context(const RequestSpec &spec);
    QNetworkRequest buildRequest(const RequestSpec &spec) const;

    /// One logical request with retries and same-origin redirects. `done` runs once (not after
    /// cancel(); cancel delivers itself).
    void send(ApiCall *call, const std::shared_ptr<RequestSpec> &spec, int attempt,
              std::function<void(RawOutcome)> done);

    template<typename T>
    void deliver(ApiCall *call, const QPointer<QObject> &ctx, const Callback<T> &cb, Result<T> result);

    template<typename T>
    ApiCall *failEarly(const ApiError &error, QObject *context, const Callback<T> &cb)
    {
        ApiCall *call = newCall();
        QPointer<QObject> ctx(context ? context : q);
        QTimer::singleShot(0, call, [this, call, ctx, cb, error] {
            deliver<T>(call, ctx, cb, error);
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

    /// GET `endpoint?key=id&key=id…` in chunks of `chunkSize`, joined in request order.
    template<typename T>
    ApiCall *runBatch(Endpoint endpoint, const QString &segment, const QString &key, const QList<QString> &ids,
                      int chunkSize, bool uuidIds, QObject *context, Callback<QList<std::optional<T>>> cb,
                      std::function<Result<QList<std::optional<T>>>(const QByteArray &)> parse);

    /// A call to an agent-server endpoint (EndpointBase::Conversation) of a running conversation.
    ApiCall *runAgent(const Conversation &conversation, Endpoint endpoint, const QByteArray &body, QObject *context,
                      Callback<Unit> cb);

private:
    void startAttempt(ApiCall *call, const std::shared_ptr<Attempt> &a);
    void onReadyRead(QNetworkReply *reply, Attempt &a);
    void onFinished(ApiCall *call, QNetworkReply *reply, const std::shared_ptr<Attempt> &a);
    RawOutcome outcomeOf(QNetworkReply *reply, Attempt &a);
    bool followRedirect(ApiCall *call, QNetworkReply *reply, const std::shared_ptr<Attempt> &a, RawOutcome &out);
    bool scheduleRetry(ApiCall *call, const std::shared_ptr<Attempt> &a, const ApiError &error);
    void noteSlowDown(const Attempt &a, QNetworkReply *reply, const RawOutcome &out);
    bool usesBudget(const RequestSpec &spec) const;
    void logRequest(const ApiCall *call, const RequestSpec &spec, int attempt) const;
    QNetworkReply *startReply(const RequestSpec &spec) const;
};

// --- templates ----------------------------------------------------------------------------------

template<typename T>
void ApiClientPrivate::deliver(ApiCall *call, const QPointer<QObject> &ctx, const Callback<T> &cb, Result<T> result)
{
    if (call->m_finished)
        return;
    call->m_finished = true;
    call->m_cancel = {};
    if (ctx && cb) {
        QObject *target = ctx.data();
        const bool cancelled = !result.ok() && result.error().kind == ApiError::Kind::Cancelled;
        if (cancelled || target->thread() != QThread::currentThread()) {
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
    if (body.size() <= RequestDetail::kOffThreadParseBytes) {
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
        deliver<T>(call, ctx, cb, ApiError::cancelled());
    };
    std::function<void(RawOutcome)> finish = [this, call, ctx, cb, parse](RawOutcome out) {
        if (out.error) {
            deliver<T>(call, ctx, cb, *out.error);
            return;
        }
        parseThen<T>(call, std::move(out.body), parse, [this, call, ctx, cb](Result<T> r) {
            deliver<T>(call, ctx, cb, std::move(r));
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
ApiCall *ApiClientPrivate::runBatch(Endpoint endpoint, const QString &segment, const QString &key,
                                    const QList<QString> &ids, int chunkSize, bool uuidIds, QObject *context,
                                    Callback<QList<std::optional<T>>> cb,
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
            query.append({key, uuidIds ? RequestDetail::idValue(ids.at(j)) : ids.at(j)});
        chunks->append(query);
    }
    auto collected = std::make_shared<List>();
    auto stepHolder = std::make_shared<std::function<void(qsizetype)>>();
    // The function holds itself only weakly; the in-flight callbacks hold it strongly, so an
    // interrupted chain (client destroyed) frees everything.
    std::weak_ptr<std::function<void(qsizetype)>> weakStep = stepHolder;
    auto fail = [this, call, ctx, cb](const ApiError &error) {
        deliver<List>(call, ctx, cb, error);
    };
    *stepHolder = [this, call, ctx, cb, chunks, collected, parse, endpoint, segment, weakStep, fail](qsizetype index) {
        const auto step = weakStep.lock();
        if (!step || call->m_finished) {
            if (step)
                *step = nullptr; // cancelled: break the cycle
            return;
        }
        if (index >= chunks->size()) {
            deliver<List>(call, ctx, cb, std::move(*collected));
            *step = nullptr; // break the cycle
            return;
        }
        const qsizetype expected = chunks->at(index).size();
        auto keep = [collected, step, index, expected, fail](Result<List> r) {
            if (!r.ok()) {
                fail(r.error());
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
        };
        send(call, std::make_shared<RequestSpec>(request(endpoint, segment, chunks->at(index))), 1,
             [this, call, parse, keep, fail, step](RawOutcome out) {
                 if (out.error) {
                     fail(*out.error);
                     *step = nullptr;
                     return;
                 }
                 parseThen<List>(call, std::move(out.body), parse, keep);
             });
    };
    call->m_cancel = [fail] {
        fail(ApiError::cancelled());
    };
    QTimer::singleShot(0, call, [stepHolder] {
        if (*stepHolder)
            (*stepHolder)(0);
    });
    return call;
}

} // namespace Switchyard::Api
