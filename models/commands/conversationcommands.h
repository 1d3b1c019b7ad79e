// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The steering service: every view (list, timeline, sandbox map, palette, dialogs) starts,
// messages, pauses, approves, renames and deletes through this one object, so that the rules of
// the API (spec §4, §8, §9.6) are handled in one place:
//  - start() posts the request, then follows the start task (SyncEngine::trackStartTask when a
//    sync engine is set, else its own poll of GET /start-tasks) until READY or ERROR (with detail);
//  - sendMessage() turns 409 on a paused sandbox into sandboxPausedForSend() so the UI can offer
//    "resume and send" (resumeAndSend()), and 410 into a translated "archived" explanation;
//  - agent-server calls (pause/run agent, approve/reject) use a fresh conversation record (the
//    session key rotates on resume), and each (command, id) pair runs at most once at a time;
//  - remove() re-checks the sandbox afterwards (SandboxCommands::checkLeftEmpty, the one place that
//    decides it) and reports sandboxLeftEmpty() when no conversation references it any more;
//  - the sandbox commands are SandboxCommands (sandboxes()); their results are reported here too.
// Results are signals with translated messages. Nothing here blocks; nothing secret is logged.

#include "models/commands/sandboxcommands.h"
#include "models/domain/conversation.h"
#include "models/domain/starttask.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>

#include <functional>

class QTimer;

namespace Switchyard {

namespace Api {
class ApiClient;
struct ApiError;
} // namespace Api

class Store;
class SyncEngine;

class ConversationCommands final : public QObject
{
    Q_OBJECT
public:
    enum class Kind
    {
        Start,
        SendMessage,
        ResumeAndSend,
        PauseAgent,
        RunAgent,
        Approve,
        Reject,
        Rename,
        Remove,
        PauseSandbox,
        ResumeSandbox,
        DeleteSandbox,
        CreateSandbox,
    };
    Q_ENUM(Kind)

    /// Why a command failed, for views that offer a follow-up action.
    enum class Failure
    {
        None,
        Generic,
        Busy, ///< the same command for the same id is still running
        SandboxPaused, ///< send-message answered 409: offer resumeAndSend()
        Archived, ///< 410: the sandbox no longer exists; the conversation is read-only
        NotFound,
        NotRunning, ///< agent-server call on a conversation whose sandbox is not RUNNING
        Invalid, ///< rejected before sending (validation)
        StartError, ///< the start task ended in ERROR
        Timeout, ///< resume or start did not reach its goal in time
    };
    Q_ENUM(Failure)

    /// `store` may be null (no optimistic updates, records fetched from the server instead).
    ConversationCommands(Api::ApiClient *client, Store *store, QObject *parent = nullptr);
    ~ConversationCommands() override;
    Q_DISABLE_COPY_MOVE(ConversationCommands)

    /// Optional: start tasks are then tracked by the sync engine (persisted, resumed after restart).
    void setSyncEngine(SyncEngine *engine);
    /// Poll interval for start tasks (own tracking) and for waiting on a resumed sandbox.
    void setPollInterval(int ms);
    /// How long resumeAndSend() waits for RUNNING, and start() for READY/ERROR.
    void setWaitTimeout(int ms);

    /// Validates the request (see startrequestvalidator.h); returns the key that identifies this
    /// start in startProgress()/startFinished() (the chosen conversation id, 32 hex), or an empty
    /// string when the request was rejected (commandFailed(Start, "", message) is emitted).
    QString start(const StartOptions &options);
    bool sendMessage(const QString &conversationId, const QString &text);
    /// Resumes the conversation's sandbox, waits until RUNNING, then sends `text`.
    bool resumeAndSend(const QString &conversationId, const QString &text);
    bool pauseAgent(const QString &conversationId);
    bool runAgent(const QString &conversationId);
    bool approve(const QString &conversationId);
    bool reject(const QString &conversationId, const QString &reason);
    bool rename(const QString &conversationId, const QString &title);
    /// DELETE, then re-check the sandbox; sandboxLeftEmpty() when nothing references it any more.
    bool remove(const QString &conversationId);
    /// SandboxCommands::pause/resume/remove (reported as PauseSandbox, ResumeSandbox, DeleteSandbox).
    bool pauseSandbox(const QString &sandboxId);
    bool resumeSandbox(const QString &sandboxId);
    bool deleteSandbox(const QString &sandboxId);
    /// The sandbox commands (owned; same client and store).
    [[nodiscard]] SandboxCommands *sandboxes() const { return m_sandboxes; }

    /// True while `kind` for `id` is in flight (views disable their buttons).
    [[nodiscard]] bool isBusy(Kind kind, const QString &id) const;
    /// Pending starts, by key.
    [[nodiscard]] QList<StartTask> pendingStarts() const;

    /// Translated, short name of a start-task step ("Waiting for sandbox", ...); a value this
    /// build does not know gives its raw text.
    [[nodiscard]] static QString stepText(const OpenEnum<StartTaskStatus> &status);
    /// 1-based index of a step in the progression (WORKING = 1 .. READY = 8), 0 if unknown/ERROR.
    [[nodiscard]] static int stepIndex(StartTaskStatus status);
    [[nodiscard]] static constexpr int stepCount() { return 8; }

Q_SIGNALS:
    void commandSucceeded(Switchyard::ConversationCommands::Kind kind, const QString &id, const QString &message);
    void commandFailed(Switchyard::ConversationCommands::Kind kind, const QString &id, const QString &message);
    /// Emitted with commandFailed(), giving the reason.
    void commandFailedWithReason(Switchyard::ConversationCommands::Kind kind, const QString &id,
                                 Switchyard::ConversationCommands::Failure reason, const QString &message);
    /// Emitted when a command starts or ends (for enabling buttons).
    void busyChanged(Switchyard::ConversationCommands::Kind kind, const QString &id, bool busy);

    /// send-message answered 409 on a paused (or starting) sandbox; `text` was not sent.
    void sandboxPausedForSend(const QString &conversationId, const QString &sandboxId, const QString &text);
    /// After remove(): the conversation's sandbox exists but no conversation references it.
    void sandboxLeftEmpty(const QString &sandboxId, const QString &removedConversationId);

    /// Each observed state of a start (WORKING ... READY / ERROR).
    void startProgress(const QString &key, const Switchyard::StartTask &task);
    /// READY (ok, task.appConversationId set) or ERROR (task.detail) or a transport failure.
    void startFinished(const QString &key, bool ok, const Switchyard::StartTask &task, const QString &message);
    /// A start task ended in ERROR (reported by the server, or vanished from it), whether this
    /// session started it or it was resumed from the cache: the list shows it as a failed start.
    void startTaskFailed(const Switchyard::StartTask &task, const QString &message);

private:
    struct PendingStart
    {
        StartTask task;
        qint64 deadlineMs = 0;
    };

    bool begin(Kind kind, const QString &id);
    void end(Kind kind, const QString &id);
    void succeed(Kind kind, const QString &id, const QString &message);
    void fail(Kind kind, const QString &id, Failure reason, const QString &message);
    static QString keyOf(Kind kind, const QString &id);
    static Kind kindOf(SandboxCommands::Kind kind);
    void relaySandboxCommands();
    [[nodiscard]] QString errorText(const Api::ApiError &error) const;

    /// A fresh record: from the server (batch get) so the agent URL and session key are current.
    void withConversation(Kind kind, const QString &conversationId, std::function<void(const Conversation &)> then);
    void agentCall(Kind kind, const QString &conversationId, bool accept, const QString &reason);
    /// An ask-user question waits in the stored log (approve() refuses: it is answered instead).
    [[nodiscard]] bool questionWaits(const QString &conversationId) const;
    void doSend(Kind kind, const QString &conversationId, const QString &text);
    void waitForSandboxRunning(const QString &conversationId, const QString &sandboxId, const QString &text,
                               qint64 deadlineMs);
    void handleStartTask(const QString &key, const StartTask &task);
    [[nodiscard]] static QString startErrorText(const StartTask &task);
    void pollStartTasks();

    QPointer<Api::ApiClient> m_client;
    Store *m_store = nullptr; // not owned; outlives this service
    SyncEngine *m_sync = nullptr; // not owned
    SandboxCommands *m_sandboxes = nullptr; // owned (child)
    QSet<QString> m_busy;
    QHash<QString, PendingStart> m_starts; // key -> pending
    QHash<QString, QString> m_keyByTaskId;
    QTimer *m_startPoll = nullptr;
    int m_pollIntervalMs = 2000;
    int m_waitTimeoutMs = 180000;
    bool m_startPollInFlight = false;
};

} // namespace Switchyard
