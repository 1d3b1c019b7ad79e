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
//    decides it; SandboxCommands::leftEmpty() tells when no conversation references it any more);
//  - the sandbox commands are SandboxCommands (sandboxes()): views call it directly and hear its
//    own finished(); nothing is relayed here.
// Every command ends with one finished(CommandOutcome) (commanderror.h). Nothing here blocks;
// nothing secret is logged.

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
    /// string when the request was rejected (finished() with Command::Start, no target, the reason).
    QString start(const StartOptions &options);
    bool sendMessage(const QString &conversationId, const QString &text);
    /// Resumes the conversation's sandbox, waits until RUNNING, then sends `text`.
    bool resumeAndSend(const QString &conversationId, const QString &text);
    bool pauseAgent(const QString &conversationId);
    bool runAgent(const QString &conversationId);
    bool approve(const QString &conversationId);
    bool reject(const QString &conversationId, const QString &reason);
    bool rename(const QString &conversationId, const QString &title);
    /// DELETE, then re-check the sandbox (SandboxCommands::leftEmpty() when nothing references it).
    bool remove(const QString &conversationId);
    /// The sandbox commands (owned; same client and store): pause, resume, delete, create.
    [[nodiscard]] SandboxCommands *sandboxes() const { return m_sandboxes; }

    /// True while `command` for `id` is in flight (views disable their buttons).
    [[nodiscard]] bool isBusy(Command command, const QString &id) const;
    /// Pending starts, by key.
    [[nodiscard]] QList<StartTask> pendingStarts() const;

    /// Translated, short name of a start-task step ("Waiting for sandbox", ...); a value this
    /// build does not know gives its raw text.
    [[nodiscard]] static QString stepText(const OpenEnum<StartTaskStatus> &status);
    /// 1-based index of a step in the progression (WORKING = 1 .. READY = 8), 0 if unknown/ERROR.
    [[nodiscard]] static int stepIndex(StartTaskStatus status);
    [[nodiscard]] static constexpr int stepCount() { return 8; }

Q_SIGNALS:
    /// Once per command: it worked (a message, maybe empty) or why not. A command refused because
    /// the same one still runs reports CommandFailure::Busy (not news for the status bar).
    void finished(const Switchyard::CommandOutcome &outcome);
    /// Emitted when a command starts or ends (for enabling buttons).
    void busyChanged(Switchyard::Command command, const QString &id, bool busy);

    /// send-message answered 409 on a paused (or starting) sandbox; `text` was not sent.
    void sandboxPausedForSend(const QString &conversationId, const QString &sandboxId, const QString &text);

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

    bool begin(Command kind, const QString &id);
    void end(Command kind, const QString &id);
    void succeed(Command kind, const QString &id, const QString &message);
    void fail(Command kind, const QString &id, CommandFailure reason, const QString &message);
    static QString keyOf(Command kind, const QString &id);
    [[nodiscard]] static QString errorText(const Api::ApiError &error);

    /// A fresh record: from the server (batch get) so the agent URL and session key are current.
    void withConversation(Command kind, const QString &conversationId, std::function<void(const Conversation &)> then);
    void agentCall(Command kind, const QString &conversationId, bool accept, const QString &reason);
    /// An ask-user question waits in the stored log (approve() refuses: it is answered instead).
    [[nodiscard]] bool questionWaits(const QString &conversationId) const;
    void doSend(Command kind, const QString &conversationId, const QString &text);
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
