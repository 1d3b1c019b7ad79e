// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/commands/conversationcommands.h"

#include "models/api/apiclient.h"
#include "models/conversations/startrequestvalidator.h"
#include "models/conversations/startsteps.h"
#include "models/domain/eventsummary.h"
#include "models/domain/ids.h"
#include "models/domain/statusnames.h"
#include "models/logging.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"

#include <QDateTime>
#include <QTimer>
#include <QUuid>

#include <memory>

namespace Switchyard {

using Api::ApiError;

namespace {
qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

bool isTerminal(StartTaskStatus s)
{
    return s == StartTaskStatus::Ready || s == StartTaskStatus::Error;
}
} // namespace

ConversationCommands::ConversationCommands(Api::ApiClient *client, Store *store, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_store(store)
    , m_sandboxes(new SandboxCommands(client, store, this))
    , m_startPoll(new QTimer(this))
{
    m_startPoll->setInterval(m_pollIntervalMs);
    connect(m_startPoll, &QTimer::timeout, this, &ConversationCommands::pollStartTasks);
}

ConversationCommands::~ConversationCommands() = default;

void ConversationCommands::setSyncEngine(SyncEngine *engine)
{
    if (m_sync == engine)
        return;
    if (m_sync)
        disconnect(m_sync, nullptr, this, nullptr);
    m_sync = engine;
    if (m_sync) {
        connect(m_sync, &SyncEngine::startTaskUpdated, this, [this](const StartTask &task) {
            const QString key = m_keyByTaskId.value(task.id);
            if (!key.isEmpty())
                handleStartTask(key, task);
            else if (task.status.value() == StartTaskStatus::Error) // resumed from the cache
                Q_EMIT startTaskFailed(task, startErrorText(task));
        });
        connect(m_sync, &QObject::destroyed, this, [this] {
            m_sync = nullptr;
        });
    }
}

void ConversationCommands::setPollInterval(int ms)
{
    m_pollIntervalMs = qMax(1, ms);
    m_startPoll->setInterval(m_pollIntervalMs);
}

void ConversationCommands::setWaitTimeout(int ms)
{
    m_waitTimeoutMs = qMax(1, ms);
}

QString ConversationCommands::keyOf(Command kind, const QString &id)
{
    return QString::number(int(kind)) + u':' + id;
}

bool ConversationCommands::isBusy(Command kind, const QString &id) const
{
    return m_busy.contains(keyOf(kind, id));
}

QList<StartTask> ConversationCommands::pendingStarts() const
{
    QList<StartTask> out;
    out.reserve(m_starts.size());
    for (const auto &p : m_starts)
        out.append(p.task);
    return out;
}

bool ConversationCommands::begin(Command kind, const QString &id)
{
    if (!m_client) {
        fail(kind, id, CommandFailure::NotConnected, {});
        return false;
    }
    const QString key = keyOf(kind, id);
    if (m_busy.contains(key)) {
        // Not a failure of the running command: tell the caller only.
        Q_EMIT finished(CommandOutcome::failed(kind, id, CommandError::of(CommandFailure::Busy)));
        return false;
    }
    m_busy.insert(key);
    Q_EMIT busyChanged(kind, id, true);
    return true;
}

void ConversationCommands::end(Command kind, const QString &id)
{
    if (m_busy.remove(keyOf(kind, id)))
        Q_EMIT busyChanged(kind, id, false);
}

void ConversationCommands::succeed(Command kind, const QString &id, const QString &message)
{
    end(kind, id);
    Q_EMIT finished(CommandOutcome::succeeded(kind, id, message));
}

void ConversationCommands::fail(Command kind, const QString &id, CommandFailure reason, const QString &message)
{
    end(kind, id);
    qCWarning(lcModels) << "command failed" << int(kind) << id << int(reason);
    Q_EMIT finished(CommandOutcome::failed(kind, id, CommandError::of(reason, message)));
}

QString ConversationCommands::errorText(const ApiError &error)
{
    return CommandError::fromApi(error).message;
}

// --- start ------------------------------------------------------------------------------------

QString ConversationCommands::stepText(const OpenEnum<StartTaskStatus> &status)
{
    return StartSteps::text(status);
}

int ConversationCommands::stepIndex(StartTaskStatus status)
{
    return StartSteps::index(status);
}

QString ConversationCommands::start(const StartOptions &options)
{
    const QList<StartRequestProblem> problems = StartRequestValidator::validate(options);
    if (!problems.isEmpty()) {
        QList<QString> texts;
        for (const auto &p : problems)
            texts.append(p.message);
        fail(Command::Start, QString(), CommandFailure::Invalid, texts.join(u'\n'));
        return {};
    }
    Api::StartRequest req = Api::toStartRequest(options);
    if (req.conversationId.isEmpty())
        req.conversationId = QUuid::createUuid().toString(QUuid::Id128);
    else
        req.conversationId = normalizeUuidHex(req.conversationId);
    if (req.conversationId.isEmpty()) {
        fail(Command::Start, QString(), CommandFailure::Invalid, tr("The conversation id is not a UUID."));
        return {};
    }
    const QString key = req.conversationId;
    if (!begin(Command::Start, key))
        return {};

    auto seq = std::make_shared<quint64>(0);
    Api::ApiCall *call = m_client->startConversation(req, this, [this, key, seq](Api::Result<StartTask> result) {
        if (!result) {
            const QString msg = errorText(result.error());
            StartTask none;
            Q_EMIT startFinished(key, false, none, msg);
            fail(Command::Start, key, CommandFailure::Generic, msg);
            return;
        }
        const StartTask task = result.value();
        m_starts.insert(key, PendingStart{task, nowMs() + m_waitTimeoutMs});
        m_keyByTaskId.insert(task.id, key);
        // With a sync engine the task is persisted and followed there (shown in the list, resumed
        // after a restart); without one, this service polls and feeds the store itself.
        if (m_sync)
            m_sync->trackStartTask(task);
        else if (m_store)
            m_store->applyStartTasks({task}, *seq);
        handleStartTask(key, task);
        if (m_starts.contains(key) && !m_startPoll->isActive())
            m_startPoll->start();
    });
    if (call)
        *seq = call->sequence();
    return key;
}

void ConversationCommands::handleStartTask(const QString &key, const StartTask &task)
{
    auto it = m_starts.find(key);
    if (it == m_starts.end())
        return;
    const bool changed = it->task.status != task.status || it->task.detail != task.detail
        || it->task.appConversationId != task.appConversationId || it->task.sandboxId != task.sandboxId;
    it->task = task;
    if (changed || task.status.value() == StartTaskStatus::Working)
        Q_EMIT startProgress(key, task);
    if (!isTerminal(task.status.value()))
        return;
    m_starts.erase(it);
    m_keyByTaskId.remove(task.id);
    if (m_starts.isEmpty())
        m_startPoll->stop();
    if (task.status.value() == StartTaskStatus::Ready) {
        const QString msg = tr("The conversation is ready.");
        Q_EMIT startFinished(key, true, task, msg);
        succeed(Command::Start, key, msg);
    } else {
        const QString msg = startErrorText(task);
        Q_EMIT startFinished(key, false, task, msg);
        Q_EMIT startTaskFailed(task, msg);
        fail(Command::Start, key, CommandFailure::StartError, msg);
    }
}

QString ConversationCommands::startErrorText(const StartTask &task)
{
    return task.detail.isEmpty() ? tr("The conversation could not be started.")
                                 : tr("The conversation could not be started: %1").arg(task.detail);
}

void ConversationCommands::pollStartTasks()
{
    if (m_startPollInFlight || m_starts.isEmpty() || !m_client)
        return;
    // Give up on starts that never finish (the server's own sandbox wait is 120 s).
    const qint64 now = nowMs();
    const QList<QString> keys = m_starts.keys();
    for (const QString &key : keys) {
        const PendingStart p = m_starts.value(key);
        if (p.deadlineMs < now) {
            m_starts.remove(key);
            m_keyByTaskId.remove(p.task.id);
            const QString msg = tr("The conversation is still starting (%1) after a long wait; it will appear "
                                   "in the list when it is ready.")
                                    .arg(stepText(p.task.status));
            Q_EMIT startFinished(key, false, p.task, msg);
            fail(Command::Start, key, CommandFailure::Timeout, msg);
        }
    }
    if (m_starts.isEmpty()) {
        m_startPoll->stop();
        return;
    }
    if (m_sync)
        return; // the sync engine polls and reports through startTaskUpdated()
    QList<QString> ids;
    for (const auto &p : std::as_const(m_starts))
        ids.append(p.task.id);
    m_startPollInFlight = true;
    auto seq = std::make_shared<quint64>(0);
    Api::ApiCall *call =
        m_client->getStartTasks(ids, this, [this, ids, seq](Api::Result<QList<std::optional<StartTask>>> result) {
            m_startPollInFlight = false;
            // 404 for the lookup itself: none of these tasks exists any more (like nulls).
            const bool allGone = !result && result.error().kind == Api::ApiError::Kind::NotFound;
            if (!result && !allGone) {
                qCDebug(lcModels) << "start task poll failed; retrying on the next tick";
                return;
            }
            const QList<std::optional<StartTask>> tasks =
                allGone ? QList<std::optional<StartTask>>(ids.size()) : result.value();
            if (m_store) {
                QList<StartTask> known;
                QList<QString> unknown;
                for (qsizetype i = 0; i < tasks.size() && i < ids.size(); ++i) {
                    if (tasks.at(i))
                        known.append(*tasks.at(i));
                    else
                        unknown.append(ids.at(i));
                }
                m_store->applyStartTasks(known, *seq);
                if (!unknown.isEmpty())
                    m_store->removeStartTasks(unknown);
            }
            for (qsizetype i = 0; i < tasks.size() && i < ids.size(); ++i) {
                const QString key = m_keyByTaskId.value(ids.at(i));
                if (key.isEmpty())
                    continue;
                if (tasks.at(i)) {
                    handleStartTask(key, *tasks.at(i));
                } else {
                    // null: the task is gone (its conversation was deleted meanwhile).
                    StartTask gone = m_starts.value(key).task;
                    gone.status = StartTaskStatus::Error;
                    gone.detail = tr("The start task no longer exists on the server.");
                    handleStartTask(key, gone);
                }
            }
        });
    if (call)
        *seq = call->sequence();
}

// --- conversation records ---------------------------------------------------------------------

void ConversationCommands::withConversation(Command kind, const QString &conversationId,
                                            std::function<void(const Conversation &)> then)
{
    m_client->getConversations(
        {conversationId}, this,
        [this, kind, conversationId, then = std::move(then)](Api::Result<QList<std::optional<Conversation>>> r) {
            if (!r) {
                fail(kind, conversationId, CommandFailure::Generic, errorText(r.error()));
                return;
            }
            if (r.value().isEmpty() || !r.value().first()) {
                fail(kind, conversationId, CommandFailure::NotFound,
                     tr("The conversation no longer exists on the server."));
                return;
            }
            then(*r.value().first());
        });
}

// --- messages ---------------------------------------------------------------------------------

bool ConversationCommands::sendMessage(const QString &conversationId, const QString &text)
{
    if (text.trimmed().isEmpty()) {
        fail(Command::SendMessage, conversationId, CommandFailure::Invalid, tr("The message is empty."));
        return false;
    }
    if (!begin(Command::SendMessage, conversationId))
        return false;
    doSend(Command::SendMessage, conversationId, text);
    return true;
}

void ConversationCommands::doSend(Command kind, const QString &conversationId, const QString &text)
{
    m_client->sendMessage(
        conversationId, Api::SendMessageRequest::ofText(text), this,
        [this, kind, conversationId, text](Api::Result<Api::SendMessageResponse> r) {
            if (r && r.value().success) {
                succeed(kind, conversationId, tr("Message sent."));
                return;
            }
            if (r) {
                fail(kind, conversationId, CommandFailure::Generic,
                     r.value().message.isEmpty() ? tr("The server did not accept the message.") : r.value().message);
                return;
            }
            const ApiError &e = r.error();
            if (e.httpStatus == 409) {
                // The sandbox is PAUSED or STARTING (§4.7, §8.7): find which one, so that the
                // UI can offer "resume and send".
                m_client->getConversations(
                    {conversationId}, this,
                    [this, kind, conversationId, text](Api::Result<QList<std::optional<Conversation>>> rr) {
                        QString sandboxId;
                        if (rr && !rr.value().isEmpty() && rr.value().first())
                            sandboxId = rr.value().first()->sandboxId;
                        fail(kind, conversationId, CommandFailure::SandboxPaused,
                             tr("The sandbox of this conversation is paused, so the message was "
                                "not sent. Resume the sandbox and send it again."));
                        Q_EMIT sandboxPausedForSend(conversationId, sandboxId, text);
                    });
                return;
            }
            if (e.httpStatus == 410) {
                fail(kind, conversationId, CommandFailure::Archived,
                     tr("This conversation is archived: its sandbox no longer exists, so it "
                        "cannot receive messages. You can still read it and download its "
                        "trajectory."));
                return;
            }
            if (e.httpStatus == 503) {
                fail(kind, conversationId, CommandFailure::Generic,
                     tr("The sandbox cannot accept messages right now (%1).")
                         .arg(e.serverDetail.isEmpty() ? e.message : e.serverDetail));
                return;
            }
            fail(kind, conversationId, e.httpStatus == 404 ? CommandFailure::NotFound : CommandFailure::Generic,
                 errorText(e));
        });
}

bool ConversationCommands::resumeAndSend(const QString &conversationId, const QString &text)
{
    if (text.trimmed().isEmpty()) {
        fail(Command::ResumeAndSend, conversationId, CommandFailure::Invalid, tr("The message is empty."));
        return false;
    }
    if (!begin(Command::ResumeAndSend, conversationId))
        return false;
    withConversation(Command::ResumeAndSend, conversationId, [this, conversationId, text](const Conversation &c) {
        if (c.sandboxStatus.value() == SandboxStatus::Missing) {
            fail(Command::ResumeAndSend, conversationId, CommandFailure::Archived,
                 tr("This conversation is archived: its sandbox no longer exists."));
            return;
        }
        const QString sandboxId = c.sandboxId;
        const qint64 deadline = nowMs() + m_waitTimeoutMs;
        if (c.sandboxStatus.value() == SandboxStatus::Running) {
            doSend(Command::ResumeAndSend, conversationId, text);
            return;
        }
        m_client->resumeSandbox(sandboxId, this,
                                [this, conversationId, sandboxId, text, deadline](Api::Result<Api::Unit> r) {
                                    if (!r) {
                                        fail(Command::ResumeAndSend, conversationId, CommandFailure::Generic,
                                             tr("The sandbox could not be resumed: %1").arg(errorText(r.error())));
                                        return;
                                    }
                                    waitForSandboxRunning(conversationId, sandboxId, text, deadline);
                                });
    });
    return true;
}

void ConversationCommands::waitForSandboxRunning(const QString &conversationId, const QString &sandboxId,
                                                 const QString &text, qint64 deadlineMs)
{
    m_client->getSandboxes(
        {sandboxId}, this,
        [this, conversationId, sandboxId, text, deadlineMs](Api::Result<QList<std::optional<Sandbox>>> r) {
            SandboxStatus status = SandboxStatus::Unknown;
            if (r && !r.value().isEmpty() && r.value().first())
                status = r.value().first()->status.value();
            else if (r) // null: the sandbox is gone
                status = SandboxStatus::Missing;
            if (status == SandboxStatus::Running) {
                doSend(Command::ResumeAndSend, conversationId, text);
                return;
            }
            if (status == SandboxStatus::Error || status == SandboxStatus::Missing) {
                fail(Command::ResumeAndSend, conversationId, CommandFailure::Generic,
                     status == SandboxStatus::Error ? tr("The sandbox failed while resuming.")
                                                    : tr("The sandbox no longer exists."));
                return;
            }
            if (nowMs() > deadlineMs) {
                fail(Command::ResumeAndSend, conversationId, CommandFailure::Timeout,
                     tr("The sandbox did not finish resuming in time; the message was not sent."));
                return;
            }
            QTimer::singleShot(m_pollIntervalMs, this, [this, conversationId, sandboxId, text, deadlineMs] {
                waitForSandboxRunning(conversationId, sandboxId, text, deadlineMs);
            });
        });
}

// --- agent server (§9.6) ----------------------------------------------------------------------

bool ConversationCommands::pauseAgent(const QString &conversationId)
{
    if (!begin(Command::PauseAgent, conversationId))
        return false;
    agentCall(Command::PauseAgent, conversationId, false, QString());
    return true;
}

bool ConversationCommands::runAgent(const QString &conversationId)
{
    if (!begin(Command::RunAgent, conversationId))
        return false;
    agentCall(Command::RunAgent, conversationId, false, QString());
    return true;
}

bool ConversationCommands::approve(const QString &conversationId)
{
    // Approve and reject answer the same pending action: one guards the other.
    if (isBusy(Command::Reject, conversationId)) {
        Q_EMIT finished(
            CommandOutcome::failed(Command::Approve, conversationId, CommandError::of(CommandFailure::Busy)));
        return false;
    }
    if (questionWaits(conversationId)) {
        // An ask_user action is answered (AskUserCommands), never approved (spec §13.2).
        fail(Command::Approve, conversationId, CommandFailure::Invalid,
             tr("The agent asks you a question: answer it instead of approving."));
        return false;
    }
    if (!begin(Command::Approve, conversationId))
        return false;
    agentCall(Command::Approve, conversationId, true, QString());
    return true;
}

bool ConversationCommands::reject(const QString &conversationId, const QString &reason)
{
    if (isBusy(Command::Approve, conversationId)) {
        Q_EMIT finished(
            CommandOutcome::failed(Command::Reject, conversationId, CommandError::of(CommandFailure::Busy)));
        return false;
    }
    if (!begin(Command::Reject, conversationId))
        return false;
    agentCall(Command::Reject, conversationId, false, reason.trimmed());
    return true;
}

bool ConversationCommands::questionWaits(const QString &conversationId) const
{
    if (!m_store)
        return false;
    const qint64 count = m_store->eventCount(conversationId);
    const qint64 from = std::max<qint64>(0, count - 64);
    return count > 0 && !waitingQuestion(m_store->eventSummaries(conversationId, from, count - from)).isEmpty();
}

void ConversationCommands::agentCall(Command kind, const QString &conversationId, bool accept, const QString &reason)
{
    withConversation(kind, conversationId, [this, kind, conversationId, accept, reason](const Conversation &c) {
        if (c.sandboxStatus.value() != SandboxStatus::Running || c.conversationUrl.isEmpty()) {
            fail(kind, conversationId, CommandFailure::NotRunning,
                 tr("The agent can only be controlled while its sandbox is running (it is %1).")
                     .arg(sandboxStatusName(c.sandboxStatus).toLower()));
            return;
        }
        const bool confirming = kind == Command::Approve || kind == Command::Reject;
        if (confirming && !c.executionStatus.isAbsent()
            && c.executionStatus != ExecutionStatus::WaitingForConfirmation) {
            fail(kind, conversationId, CommandFailure::Invalid,
                 tr("No action is waiting for confirmation (the agent is %1).")
                     .arg(executionStatusName(c.executionStatus).toLower()));
            return;
        }
        auto done = [this, kind, conversationId](Api::Result<Api::Unit> r) {
            if (!r) {
                fail(kind, conversationId, CommandFailure::Generic, errorText(r.error()));
                return;
            }
            QString msg;
            switch (kind) {
            case Command::PauseAgent:
                msg = tr("The agent is pausing.");
                break;
            case Command::RunAgent:
                msg = tr("The agent is running.");
                break;
            case Command::Approve:
                msg = tr("The action was approved.");
                break;
            default:
                msg = tr("The action was rejected.");
                break;
            }
            succeed(kind, conversationId, msg);
        };
        if (kind == Command::PauseAgent)
            m_client->pauseAgent(c, this, done);
        else if (kind == Command::RunAgent)
            m_client->runAgent(c, this, done);
        else
            m_client->respondToConfirmation(c, accept, reason, this, done);
    });
}

// --- rename / remove --------------------------------------------------------------------------

bool ConversationCommands::rename(const QString &conversationId, const QString &title)
{
    const QString t = title.trimmed();
    if (t.isEmpty()) {
        fail(Command::Rename, conversationId, CommandFailure::Invalid, tr("The title is empty."));
        return false;
    }
    if (!begin(Command::Rename, conversationId))
        return false;
    Api::Codec::ConversationPatch patch;
    patch.title = t;
    m_client->patchConversation(conversationId, patch, this, [this, conversationId](Api::Result<Conversation> r) {
        if (!r) {
            fail(Command::Rename, conversationId,
                 r.error().httpStatus == 404 ? CommandFailure::NotFound : CommandFailure::Generic,
                 errorText(r.error()));
            return;
        }
        succeed(Command::Rename, conversationId, tr("Renamed to “%1”.").arg(r.value().title));
    });
    return true;
}

bool ConversationCommands::remove(const QString &conversationId)
{
    if (!begin(Command::Remove, conversationId))
        return false;
    // Read the record first: after the delete, its sandbox id is gone with it.
    withConversation(Command::Remove, conversationId, [this, conversationId](const Conversation &c) {
        const QString sandboxId = c.sandboxId;
        auto seq = std::make_shared<quint64>(0);
        Api::ApiCall *call = m_client->deleteConversation(
            conversationId, this, [this, conversationId, sandboxId, seq](Api::Result<Api::Unit> r) {
                if (!r) {
                    fail(Command::Remove, conversationId,
                         r.error().httpStatus == 404 ? CommandFailure::NotFound : CommandFailure::Generic,
                         errorText(r.error()));
                    return;
                }
                // 200 means it is gone: the server cannot disagree.
                if (m_store)
                    m_store->markConversationsGone({conversationId}, *seq);
                succeed(Command::Remove, conversationId, tr("The conversation was deleted."));
                if (!sandboxId.isEmpty()) {
                    // The server deletes a sandbox it left empty in the background; look after that.
                    QTimer::singleShot(m_pollIntervalMs, this, [this, conversationId, sandboxId] {
                        m_sandboxes->checkLeftEmpty(sandboxId, conversationId);
                    });
                }
            });
        if (call)
            *seq = call->sequence();
    });
    return true;
}

} // namespace Switchyard
