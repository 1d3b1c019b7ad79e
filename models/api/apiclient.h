// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The V1 API client: the only place above the sockets that speaks HTTP.
//
// Every endpoint is a method that starts a request and returns its ApiCall (a job object owned by
// the client that deletes itself after finishing). The typed callback runs once, in the thread of
// `context`, and never if `context` is destroyed first (STYLE §4.4). Callbacks are never invoked
// before the method returns. Each ApiCall carries a sequence number, increasing per client, so that
// callers can apply "latest request wins" (ARCHITECTURE invariant 2).
//
// Retries happen here only (invariant 5): idempotent methods, full jitter, Retry-After honoured,
// a retry budget; POST is never retried.
//
// Every request to the server's origin takes a slot of one RequestBudget (invariant 10, spec
// §13.1): <= 8/s sustained, bursts <= 10, user actions and the open conversation first (see
// RequestPriority, ApiCall::setPriority). A 429 or Retry-After slows the whole budget.
// Redirects are followed only within the origin of the request (scheme, host, port), so no key
// leaves it (invariant 9); every attempt has an absolute deadline beside the inactivity timeout,
// and bodies are capped (JSON by CodecLimits, downloads and files by ServerConfig).
//
// The endpoints are grouped in files by spec section (apiclient_conversations.cpp, _events,
// _sandboxes, _settings, _workspace, _agent, _paging) over one request core (requestcore.cpp,
// apiclient_p.h: building, budget, sending, redirects, retries, decoding).

#include "models/api/codec.h"
#include "models/api/requestbudget.h"
#include "models/api/result.h"
#include "models/api/wiretypes.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

class QIODevice;
class QNetworkAccessManager;

namespace Switchyard::Api {

class RetryPolicy;

template<typename T>
using Callback = std::function<void(Result<T>)>;

/// Which servers this one is (spec §11 vs §13), as far as the client has seen: Unknown until the
/// first successful app-server answer. The first guess comes from that answer's headers (newer
/// app servers send `Cache-Control: no-store` on every response, §13.3); what a feature answers
/// settles it for good: sort_order=TIMESTAMP_DESC accepted (newer) or refused with 422, or the
/// Nov 2025 events path (older).
enum class ServerGeneration
{
    Unknown,
    Older,
    Newer
};

struct ServerConfig
{
    QUrl baseUrl; ///< e.g. https://app.all-hands.dev (the /api/v1 prefix is added by the client)
    QString apiKey; ///< secret: Authorization: Bearer
    QString orgId; ///< optional X-Org-Id
    std::chrono::milliseconds transferTimeout{30000}; ///< inactivity: no byte for this long ends an attempt
    /// Absolute: an attempt that has not finished after this long ends, however slowly bytes trickle.
    std::chrono::milliseconds requestDeadline{120000};
    std::chrono::milliseconds downloadDeadline{30 * 60 * 1000}; ///< the same for downloads (trajectory zip)
    qint64 maxDownloadBytes = qint64(4) * 1024 * 1024 * 1024; ///< a download larger than this is refused
    qint64 maxFileBytes = qint64(64) * 1024 * 1024; ///< a workspace file larger than this is refused
    RequestBudgetConfig budget; ///< the request budget of this server (spec §13.1)
    QString userAgent; ///< defaults to "Switchyard/<version>"
};

/// A running request. Owned by the ApiClient; deletes itself after finished().
class ApiCall : public QObject
{
    Q_OBJECT
public:
    ~ApiCall() override;
    [[nodiscard]] quint64 sequence() const { return m_sequence; }
    [[nodiscard]] bool isFinished() const { return m_finished; }
    /// Aborts the request; the callback receives ApiError::Kind::Cancelled.
    void cancel();
    /// Where this call queues in the request budget. Default: Interactive for POST/PATCH/DELETE,
    /// Foreground for reads. Set it right after starting the call (the request goes out no
    /// earlier than the next event-loop turn); a retry or a later batch part uses the new value.
    void setPriority(RequestPriority priority) { m_priority = priority; }
    [[nodiscard]] std::optional<RequestPriority> priority() const { return m_priority; }

Q_SIGNALS:
    void finished();
    void downloadProgress(qint64 received, qint64 total);

protected:
    explicit ApiCall(quint64 sequence, QObject *parent);
    friend class ApiClient;
    friend class ApiClientPrivate;
    std::function<void()> m_cancel;
    std::function<void()> m_onDestroy; ///< aborts a reply still running when the client goes away
    quint64 m_sequence = 0;
    std::optional<RequestPriority> m_priority;
    bool m_finished = false;
};

struct ConversationSearch
{
    QString titleContains;
    QDateTime createdAtGte, createdAtLt, updatedAtGte, updatedAtLt;
    QString sandboxIdEq;
    bool includeSubConversations = false;
    QString pageId;
    int limit = 100;
};

struct StartTaskSearch
{
    QString conversationIdEq;
    QDateTime createdAtGte;
    QString sortOrder; ///< CREATED_AT, CREATED_AT_DESC (default), UPDATED_AT, UPDATED_AT_DESC
    QString pageId;
    int limit = 100;
};

struct EventSearch
{
    QString kindEq;
    QString timestampGte; ///< naive ISO, sent as is (§1.4)
    QString timestampLt;
    bool descending = false;
    QString pageId;
    int limit = 100;
};

class ApiClient : public QObject
{
    Q_OBJECT
public:
    /// `nam` is not owned; tests pass the fake network manager.
    explicit ApiClient(QNetworkAccessManager *nam, QObject *parent = nullptr);
    ~ApiClient() override;

    /// Refuses (returns an InsecureUrl error) a plain http:// URL whose host is not loopback.
    /// Until a valid server is set, every request fails with that error.
    [[nodiscard]] std::optional<ApiError> setServer(const ServerConfig &config);
    /// https://, or http:// to localhost / 127.0.0.0/8 / ::1 (invariant 9); not *.localhost (see UrlPolicy).
    [[nodiscard]] static bool isAllowedUrl(const QUrl &url);
    /// True once the server answered 404/HTML on the new events path (spec §11): searchEvents and
    /// countEvents then use /api/v1/events/search?conversation_id__eq= for this client.
    [[nodiscard]] bool usesLegacyEventsPath() const;
    /// What the client has learned this server is (see ServerGeneration); serverGenerationChanged follows.
    [[nodiscard]] ServerGeneration serverGeneration() const;
    [[nodiscard]] const ServerConfig &server() const;
    void setRetryPolicy(std::shared_ptr<RetryPolicy> policy);
    void setCodecLimits(const CodecLimits &limits);
    /// The budget every request of this client takes a slot from. setServer() configures it from
    /// ServerConfig::budget; clients of one server may share one (setRequestBudget).
    [[nodiscard]] std::shared_ptr<RequestBudget> requestBudget() const;
    void setRequestBudget(std::shared_ptr<RequestBudget> budget);

    // §4 conversations
    ApiCall *searchConversations(const ConversationSearch &query, QObject *context, Callback<Page<Conversation>> cb);
    ApiCall *countConversations(const ConversationSearch &query, QObject *context, Callback<qint64> cb);
    /// Splits `ids` into calls of at most 99 and joins the answers in order.
    ApiCall *getConversations(const QList<QString> &ids, QObject *context,
                              Callback<QList<std::optional<Conversation>>> cb);
    ApiCall *startConversation(const StartRequest &request, QObject *context, Callback<StartTask> cb);
    /// Splits `ids` into calls of at most 100.
    ApiCall *getStartTasks(const QList<QString> &ids, QObject *context, Callback<QList<std::optional<StartTask>>> cb);
    ApiCall *searchStartTasks(const StartTaskSearch &query, QObject *context, Callback<Page<StartTask>> cb);
    ApiCall *countStartTasks(const StartTaskSearch &query, QObject *context, Callback<qint64> cb);
    ApiCall *sendMessage(const QString &conversationId, const SendMessageRequest &message, QObject *context,
                         Callback<SendMessageResponse> cb);
    ApiCall *queuePendingMessage(const QString &taskOrConversationId, const SendMessageRequest &message,
                                 QObject *context, Callback<PendingMessageResponse> cb);
    ApiCall *patchConversation(const QString &conversationId, const Codec::ConversationPatch &patch, QObject *context,
                               Callback<Conversation> cb);
    ApiCall *deleteConversation(const QString &conversationId, QObject *context, Callback<Unit> cb);
    /// Streams the zip into `sink` (not owned; must outlive the call). Progress: ApiCall::downloadProgress.
    ApiCall *downloadTrajectory(const QString &conversationId, QIODevice *sink, QObject *context, Callback<Unit> cb);

    // §5 events. searchEvents falls back to the legacy /api/v1/events/search path once when the
    // new path answers 404 or HTML, and remembers that for this server.
    ApiCall *searchEvents(const QString &conversationId, const EventSearch &query, QObject *context,
                          Callback<Page<Event>> cb);
    ApiCall *countEvents(const QString &conversationId, const EventSearch &query, QObject *context,
                         Callback<qint64> cb);
    ApiCall *getEvents(const QString &conversationId, const QList<QString> &eventIds, QObject *context,
                       Callback<QList<std::optional<Event>>> cb);

    // §8 sandboxes
    ApiCall *createSandbox(const QString &sandboxSpecId, QObject *context, Callback<Sandbox> cb);
    ApiCall *searchSandboxes(const QString &pageId, int limit, QObject *context, Callback<Page<Sandbox>> cb);
    ApiCall *getSandboxes(const QList<QString> &ids, QObject *context, Callback<QList<std::optional<Sandbox>>> cb);
    ApiCall *pauseSandbox(const QString &sandboxId, QObject *context, Callback<Unit> cb);
    ApiCall *resumeSandbox(const QString &sandboxId, QObject *context, Callback<Unit> cb);
    /// DELETE /sandboxes/{id}?sandbox_id={id} (§8.5).
    ApiCall *deleteSandbox(const QString &sandboxId, QObject *context, Callback<Unit> cb);
    ApiCall *searchSandboxSpecs(const QString &pageId, int limit, QObject *context, Callback<Page<SandboxSpec>> cb);
    ApiCall *getSettings(QObject *context, Callback<UserSettings> cb);
    ApiCall *saveSettings(const UserSettings &settings, QObject *context, Callback<UserSettings> cb);

    // §9 workspace
    ApiCall *readFile(const QString &conversationId, const QString &filePath, QObject *context, Callback<QString> cb);
    ApiCall *gitChanges(const QString &conversationId, const QString &repoPath, const QString &ref, QObject *context,
                        Callback<QList<GitChange>> cb);
    ApiCall *gitDiff(const QString &conversationId, const QString &filePath, const QString &ref, QObject *context,
                     Callback<GitDiff> cb);
    /// GET …/files?path= (newer servers, §13.4): relative paths of every workspace file (capped at 2,000).
    ApiCall *listFiles(const QString &conversationId, const QString &path, QObject *context,
                       Callback<QList<QString>> cb);
    ApiCall *skills(const QString &conversationId, QObject *context, Callback<QList<Skill>> cb);
    ApiCall *hooks(const QString &conversationId, QObject *context, Callback<QList<HookGroup>> cb);

    // §9.6 agent-server steering, through conversation.conversationUrl with X-Session-API-Key.
    ApiCall *pauseAgent(const Conversation &conversation, QObject *context, Callback<Unit> cb);
    ApiCall *runAgent(const Conversation &conversation, QObject *context, Callback<Unit> cb);
    ApiCall *respondToConfirmation(const Conversation &conversation, bool accept, const QString &reason,
                                   QObject *context, Callback<Unit> cb);
    /// POST {conversation_url}/events/respond_to_ask_user {request_id, action, answers} (§13.2, the
    /// route by analogy with respond_to_confirmation; a server without it answers 404/405).
    ApiCall *respondToAskUser(const Conversation &conversation, const AskUserAnswer &answer, QObject *context,
                              Callback<Unit> cb);

    /// Follows next_page_id until the end (or `maxPages`), dropping ids already seen on earlier pages.
    void fetchAllConversations(const ConversationSearch &query, int maxPages, QObject *context,
                               Callback<QList<Conversation>> cb,
                               RequestPriority priority = RequestPriority::Foreground);
    void fetchAllSandboxes(int maxPages, QObject *context, Callback<QList<Sandbox>> cb,
                           RequestPriority priority = RequestPriority::Foreground);

Q_SIGNALS:
    /// Emitted for every finished request (for the status bar and tests); `error` is empty on success.
    void requestFinished(const QString &method, const QString &path, int httpStatus, qint64 elapsedMs);
    /// serverGeneration() changed (a first guess, or a feature's answer settling it).
    void serverGenerationChanged(Switchyard::Api::ServerGeneration generation);

private:
    std::unique_ptr<class ApiClientPrivate> d;
};

} // namespace Switchyard::Api
