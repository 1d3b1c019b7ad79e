// SPDX-License-Identifier: GPL-3.0-or-later
// The request core, part 2: one logical request from a budget slot to a RawOutcome — the reply,
// the body cap, the deadline, same-origin redirects, retries.
#include "models/api/apiclient_p.h"
#include "models/api/logging.h"
#include "models/api/redaction.h"
#include "models/api/urlpolicy.h"

#include <QElapsedTimer>
#include <QIODevice>
#include <QNetworkReply>
#include <QNetworkRequest>

#include <algorithm>
#include <climits>

namespace Switchyard::Api {

namespace {

/// An error body read while downloading into a sink is kept up to this size.
constexpr qint64 kSinkErrorBodyCap = 1024 * 1024;

bool isJsonContentType(const QString &contentType)
{
    return contentType.contains(QLatin1String("json"), Qt::CaseInsensitive);
}

bool looksLikeHtml(QByteArrayView body)
{
    return body.trimmed().startsWith('<');
}

bool isSuccess(int status)
{
    return status >= 200 && status < 300;
}

bool isRedirect(int status)
{
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

int clampMs(qint64 ms)
{
    return int(std::clamp<qint64>(ms, 0, INT_MAX));
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

/// The state of one attempt (one HTTP exchange) of a logical request.
struct Attempt
{
    std::shared_ptr<RequestSpec> spec;
    int attempt = 1;
    std::function<void(RawOutcome)> done;
    QString ctxText;
    qint64 cap = 0; ///< body cap (a sink: bytes written to it)
    std::chrono::milliseconds deadline{0};
    QByteArray received; ///< the body, or the error body of a download
    qint64 tooLarge = -1; ///< the size that broke the cap
    qint64 bodyBytes = 0; ///< every body byte seen, also those written to a sink
    qint64 sinkBytes = 0;
    bool userCancelled = false;
    bool deadlineHit = false;
    QElapsedTimer timer;
    QPointer<QTimer> deadlineTimer;
};

bool ApiClientPrivate::usesBudget(const RequestSpec &spec) const
{
    // The budget is the app server's (spec §13.1); an agent server on another origin is not counted.
    return budget && UrlPolicy::sameOrigin(spec.url, config.baseUrl);
}

namespace {

/// cancel() while nothing is on the wire (waiting for a budget slot or a retry): Cancelled, queued.
std::function<void()> cancelDelivering(ApiCall *call, std::function<void(RawOutcome)> done)
{
    return [call, done] {
        RawOutcome c;
        c.error = ApiError::cancelled();
        QTimer::singleShot(0, call, [done, c] {
            done(c);
        });
    };
}

} // namespace

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
    auto a = std::make_shared<Attempt>();
    a->spec = spec;
    a->attempt = attempt;
    a->done = std::move(done);
    a->ctxText = context(*spec);
    a->cap = spec->maxBytes > 0 ? spec->maxBytes : spec->sink ? config.maxDownloadBytes : qint64(limits.maxBytes);
    a->deadline = spec->deadline.count() > 0 ? spec->deadline
        : spec->sink                         ? config.downloadDeadline
                                             : config.requestDeadline;
    if (!usesBudget(*spec)) {
        startAttempt(call, a);
        return;
    }
    const RequestPriority priority =
        call->m_priority.value_or(spec->method == "GET" ? RequestPriority::Foreground : RequestPriority::Interactive);
    // While the request waits for a slot, cancel() takes it out of the queue.
    auto ticket = std::make_shared<RequestBudget::Ticket>(0);
    std::weak_ptr<RequestBudget> weakBudget = budget;
    const std::function<void()> deliverCancelled = cancelDelivering(call, a->done);
    call->m_cancel = [ticket, weakBudget, deliverCancelled] {
        if (const auto b = weakBudget.lock())
            b->cancel(*ticket);
        deliverCancelled();
    };
    call->m_onDestroy = [ticket, weakBudget] {
        if (const auto b = weakBudget.lock())
            b->cancel(*ticket);
    };
    QPointer<ApiCall> guard(call);
    *ticket = budget->acquire(priority, [this, guard, a] {
        if (guard && !guard->m_finished)
            startAttempt(guard, a);
    });
}

void ApiClientPrivate::startAttempt(ApiCall *call, const std::shared_ptr<Attempt> &a)
{
    logRequest(call, *a->spec, a->attempt);
    QNetworkReply *reply = startReply(*a->spec);
    QPointer<QNetworkReply> replyGuard(reply);
    a->timer.start();
    call->m_cancel = [replyGuard, a] {
        a->userCancelled = true;
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
    if (a->deadline.count() > 0) {
        // The transfer timeout only notices silence; this ends an answer that trickles forever.
        auto *deadline = new QTimer(reply);
        deadline->setSingleShot(true);
        QObject::connect(deadline, &QTimer::timeout, call, [a, replyGuard] {
            a->deadlineHit = true;
            if (replyGuard)
                replyGuard->abort();
        });
        deadline->start(clampMs(a->deadline.count()));
        a->deadlineTimer = deadline;
    }
    QObject::connect(reply, &QNetworkReply::downloadProgress, call, &ApiCall::downloadProgress);
    QObject::connect(reply, &QNetworkReply::metaDataChanged, call, [reply, a] {
        const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (a->cap > 0 && length.isValid() && length.toLongLong() > a->cap && isSuccess(status) && a->tooLarge < 0) {
            a->tooLarge = length.toLongLong(); // declared too large: not a byte of it is read
            reply->abort();
        }
    });
    QObject::connect(reply, &QIODevice::readyRead, call, [this, reply, a] {
        onReadyRead(reply, *a);
    });
    QObject::connect(reply, &QNetworkReply::finished, call, [this, call, reply, a] {
        onFinished(call, reply, a);
    });
}

void ApiClientPrivate::onReadyRead(QNetworkReply *reply, Attempt &a)
{
    if (!reply->isOpen())
        return; // aborted (cap, deadline, cancel): nothing more to read
    const QByteArray chunk = reply->readAll();
    a.bodyBytes += chunk.size();
    if (a.tooLarge >= 0 || chunk.isEmpty())
        return;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (a.spec->sink && isSuccess(status)) {
        if (a.cap > 0 && a.sinkBytes + chunk.size() > a.cap) {
            a.tooLarge = a.sinkBytes + chunk.size();
            reply->abort();
            return;
        }
        a.sinkBytes += chunk.size();
        a.spec->sink->write(chunk);
        return;
    }
    // A download's error or redirect body is read like any other, under a small cap.
    const qint64 cap = a.spec->sink ? kSinkErrorBodyCap : a.cap;
    if (cap > 0 && a.received.size() + chunk.size() > cap) {
        a.tooLarge = a.received.size() + chunk.size();
        a.received.clear();
        reply->abort();
        return;
    }
    a.received.append(chunk);
}

RawOutcome ApiClientPrivate::outcomeOf(QNetworkReply *reply, Attempt &a)
{
    RawOutcome out;
    out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    out.contentType = reply->header(QNetworkRequest::ContentTypeHeader).toString();
    QNetworkReply::NetworkError netError = reply->error();
    if (netError == QNetworkReply::NoError && a.tooLarge < 0 && bodyShorterThanDeclared(reply, a.bodyBytes)) {
        // Qt 6.4 can finish a reply whose connection was cut in the middle of the body as a
        // success; a body shorter than its Content-Length is a cut connection (and retried as one).
        netError = QNetworkReply::RemoteHostClosedError;
    }
    if (a.userCancelled) {
        out.error = ApiError::cancelled();
        return out;
    }
    if (a.tooLarge >= 0) {
        out.error = ApiError::tooLarge(a.tooLarge, a.spec->sink && !isSuccess(out.status) ? kSinkErrorBodyCap : a.cap);
        return out;
    }
    if (a.deadlineHit) {
        out.error = ApiError::deadlineExceeded(a.deadline, a.ctxText);
        return out;
    }
    if (netError == QNetworkReply::OperationCanceledError)
        netError = QNetworkReply::TimeoutError; // the transfer timeout aborted it
    const bool transport = int(netError) >= 1 && int(netError) <= 199;
    if (!transport && isSuccess(out.status)) {
        const bool json =
            isJsonContentType(out.contentType) || (out.contentType.isEmpty() && !looksLikeHtml(a.received));
        if (!a.spec->sink && !a.received.isEmpty() && !json)
            out.error = ApiError::fromReply(QNetworkReply::NoError, out.status, a.received, out.contentType, a.ctxText);
        else
            out.body = std::move(a.received);
        return out;
    }
    ApiError err = ApiError::fromReply(netError, out.status, a.received, out.contentType, a.ctxText);
    const QByteArray retryAfter = reply->rawHeader("Retry-After");
    if (!retryAfter.isEmpty())
        err.retryAfter = retry->parseRetryAfter(retryAfter);
    out.error = ApiError::forOperation(std::move(err), a.spec->operation);
    return out;
}

void ApiClientPrivate::onFinished(ApiCall *call, QNetworkReply *reply, const std::shared_ptr<Attempt> &a)
{
    call->m_onDestroy = {};
    if (a->deadlineTimer)
        a->deadlineTimer->stop();
    reply->deleteLater();
    onReadyRead(reply, *a); // what is left of the body
    RawOutcome out = outcomeOf(reply, *a);
    const qint64 elapsed = a->timer.elapsed();
    Q_EMIT q->requestFinished(QString::fromLatin1(a->spec->method), a->spec->url.path(), out.status, elapsed);
    qCDebug(lcApi).noquote() << "#" << call->sequence() << a->ctxText << "->" << out.status << "in" << elapsed << "ms"
                             << (out.error ? ApiError::kindName(out.error->kind) : QStringLiteral("ok"));
    if (usesBudget(*a->spec))
        noteSlowDown(*a, reply, out);
    if (usesBudget(*a->spec) && !out.error && generation == ServerGeneration::Unknown) {
        // Newer app servers mark every response uncacheable (spec §13.3); older ones do not.
        const bool noStore = reply->rawHeader("Cache-Control").toLower().contains("no-store");
        noteGeneration(noStore ? ServerGeneration::Newer : ServerGeneration::Older, false);
    }
    if (followRedirect(call, reply, a, out))
        return;
    if (out.error && out.error->kind != ApiError::Kind::Cancelled && !a->spec->sink
        && scheduleRetry(call, a, *out.error))
        return;
    if (out.error && out.error->kind != ApiError::Kind::NotFound && out.error->kind != ApiError::Kind::NotAvailable
        && out.error->kind != ApiError::Kind::Cancelled)
        qCDebug(lcApi).noquote() << "#" << call->sequence() << "failed:" << out.error->detail;
    a->done(std::move(out));
}

void ApiClientPrivate::noteSlowDown(const Attempt &a, QNetworkReply *reply, const RawOutcome &out)
{
    Q_UNUSED(a)
    // A 429 of the middleware (spec §13.1), not a daily quota refusing one start (§13.4).
    const bool rateLimited = out.status == 429 && out.error && !out.error->quota && out.error->serverCode.isEmpty();
    const bool retryAfter = out.status >= 400 && !reply->rawHeader("Retry-After").isEmpty();
    if (!rateLimited && !retryAfter)
        return;
    // The pause follows the retry policy's time scale, so that tests which shrink waits shrink it too.
    const double scale = std::max(0.0, retry->config().timeScale);
    const std::chrono::milliseconds hint = out.error && out.error->retryAfter
        ? std::min(*out.error->retryAfter, retry->config().retryAfterCap)
        : budget->config().defaultPause;
    budget->slowDown(std::chrono::milliseconds(qint64(double(hint.count()) * scale)));
}

bool ApiClientPrivate::followRedirect(ApiCall *call, QNetworkReply *reply, const std::shared_ptr<Attempt> &a,
                                      RawOutcome &out)
{
    if (!isRedirect(out.status) || a->userCancelled || a->tooLarge >= 0 || a->deadlineHit)
        return false;
    using Refusal = ApiError::RedirectRefusal;
    const RequestSpec &spec = *a->spec;
    const QByteArray location = reply->rawHeader("Location");
    if (location.isEmpty()) {
        out.error = ApiError::redirectRefused(Refusal::NoLocation, out.status, QString(), a->ctxText);
        return false;
    }
    const QUrl target = spec.url.resolved(QUrl::fromEncoded(location.trimmed()));
    std::optional<Refusal> refusal;
    if (!target.isValid() || !UrlPolicy::sameOrigin(spec.url, target))
        refusal = Refusal::OtherOrigin; // also https -> http: the scheme is part of the origin
    else if (out.status != 307 && out.status != 308 && spec.method != "GET")
        refusal = Refusal::MethodChange;
    else if (spec.redirects >= RequestDetail::kMaxRedirects)
        refusal = Refusal::TooMany;
    if (refusal) {
        const QString shown = target.isValid() ? Redaction::redactUrl(target) : QString::fromLatin1(location.left(200));
        out.error = ApiError::redirectRefused(*refusal, out.status, Redaction::redactText(shown), a->ctxText);
        qCInfo(lcApi).noquote() << "#" << call->sequence() << "redirect refused:" << out.error->detail;
        return false;
    }
    auto next = std::make_shared<RequestSpec>(spec);
    next->url = target;
    ++next->redirects;
    send(call, next, a->attempt, a->done);
    return true;
}

bool ApiClientPrivate::scheduleRetry(ApiCall *call, const std::shared_ptr<Attempt> &a, const ApiError &error)
{
    const RetryPolicy::Decision decision = retry->decide(a->spec->method, a->attempt, error);
    if (!decision.retry)
        return false;
    qCDebug(lcApi).noquote() << "#" << call->sequence() << "retry" << a->attempt + 1 << "in" << decision.delay.count()
                             << "ms (" << decision.reason << ")";
    auto *retryTimer = new QTimer(call);
    retryTimer->setSingleShot(true);
    const std::function<void()> deliverCancelled = cancelDelivering(call, a->done);
    call->m_cancel = [retryTimer, deliverCancelled] {
        retryTimer->stop();
        deliverCancelled();
    };
    QObject::connect(retryTimer, &QTimer::timeout, call, [this, call, a, retryTimer] {
        retryTimer->deleteLater();
        send(call, a->spec, a->attempt + 1, a->done);
    });
    retryTimer->start(clampMs(decision.wait.count()));
    return true;
}

} // namespace Switchyard::Api
