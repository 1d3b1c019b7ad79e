// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/commands/approvalcommands.h"

#include "models/api/apiclient.h"
#include "models/logging.h"
#include "models/store/store.h"

namespace Switchyard {

using Api::ApiError;
using Status = ApprovalCommands::Status;
using State = SentResponse::State;

/// One command (a batch, or one approval or rejection) until its last response settled.
struct ApprovalCommands::Run
{
    Command command = Command::Bulk;
    QString target;
    int pending = 0; ///< conversations still being answered
    int okConversations = 0;
    int okActions = 0;
    int failedConversations = 0;
    QStringList problems; ///< translated, one per failed conversation
    CommandFailure failure = CommandFailure::Generic;
    QStringList skipped; ///< translated: what a batch left out and why
};

int ApprovalCommands::Plan::actionCount() const
{
    int n = 0;
    for (const Entry &e : approve)
        n += int(e.actions.size());
    return n;
}

ApprovalCommands::ApprovalCommands(Api::ApiClient *client, Store *store, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_store(store)
{
    if (m_store) {
        connect(m_store, &Store::responseChanged, this, [this](const QString &cid, const QString &id) {
            const auto r = m_store->response(id);
            if (r && r->kind == SentResponse::Kind::Confirmation)
                Q_EMIT statusChanged(cid, id);
        });
    }
}

ApprovalCommands::~ApprovalCommands() = default;

Status ApprovalCommands::status(const QString &actionId) const
{
    const auto r = m_store ? m_store->response(actionId) : std::nullopt;
    if (!r || r->kind != SentResponse::Kind::Confirmation)
        return Status::None;
    switch (r->state) {
    case State::Recorded:
        return Status::Sending;
    case State::Sent:
        return Status::Sent;
    case State::Refused:
        return Status::Refused;
    case State::Invalid:
        return Status::NotSent;
    default:
        break;
    }
    return Status::Unknown;
}

QString ApprovalCommands::statusText(const QString &actionId) const
{
    const auto r = m_store ? m_store->response(actionId) : std::nullopt;
    const bool accept = r && r->accept;
    switch (status(actionId)) {
    case Status::None:
        return {};
    case Status::Sending:
        return accept ? tr("Approving\u2026") : tr("Rejecting\u2026");
    case Status::Sent:
        return accept ? tr("Approved; waiting for the agent to go on") : tr("Rejected; waiting for the agent");
    case Status::Refused:
        return r->detail.isEmpty() ? tr("The server did not take the response: the action no longer waits.")
                                   : tr("The server did not take the response: %1").arg(r->detail);
    case Status::NotSent:
        return r->detail.isEmpty() ? tr("Not sent; you can answer again.")
                                   : tr("Not sent (%1); you can answer again.").arg(r->detail);
    case Status::Unknown:
        break;
    }
    return tr("Sent without a reply from the server; it is not sent again.");
}

QList<PendingAction> ApprovalCommands::current(const QString &conversationId, const QSet<QString> &seen) const
{
    if (!m_store)
        return {};
    const QList<PendingAction> now = InboxScan::pendingActions(*m_store, conversationId);
    QSet<QString> ids;
    for (const PendingAction &a : now)
        ids.insert(a.actionId);
    // Every action the response answers was shown; the user's selection may name only some of them.
    if (now.isEmpty() || !(ids - seen).isEmpty())
        return {};
    return now;
}

ApprovalCommands::Plan ApprovalCommands::plan(const QHash<QString, QSet<QString>> &selected) const
{
    Plan p;
    if (!m_store)
        return p;
    QList<QString> conversations = selected.keys();
    std::sort(conversations.begin(), conversations.end());
    for (const QString &cid : std::as_const(conversations)) {
        const QList<PendingAction> now = InboxScan::pendingActions(*m_store, cid);
        if (now.isEmpty()) {
            p.notWaiting.append(cid);
            continue;
        }
        bool high = false;
        bool answered = false;
        for (const PendingAction &a : now) {
            high = high || a.risk() == SecurityRisk::High;
            const Status s = status(a.actionId);
            answered = answered || (s != Status::None && s != Status::NotSent);
        }
        if (answered)
            p.answered.append(now);
        else if (high)
            p.high.append(now);
        else
            p.approve.append({cid, now});
    }
    return p;
}

int ApprovalCommands::approveBatch(const Plan &plan)
{
    auto run = std::make_shared<Run>();
    run->command = Command::Bulk;
    QSet<QString> done; // deduplicated by action id, whatever the plan holds
    QList<QPair<QString, QList<PendingAction>>> go;
    for (const Plan::Entry &e : plan.approve) {
        QSet<QString> seen;
        for (const PendingAction &a : e.actions)
            seen.insert(a.actionId);
        if (seen.intersects(done))
            continue;
        const QList<PendingAction> now = current(e.conversationId, seen);
        bool high = false;
        for (const PendingAction &a : now)
            high = high || a.risk() == SecurityRisk::High;
        if (now.isEmpty() || high || now.size() != seen.size()) {
            run->skipped.append(tr("%1: changed since you looked").arg(e.conversationId.left(8)));
            continue;
        }
        done.unite(seen);
        go.append({e.conversationId, now});
    }
    run->pending = int(go.size());
    if (go.isEmpty()) {
        Q_EMIT finished(CommandOutcome::failed(
            Command::Bulk, {},
            CommandError::of(CommandFailure::Invalid, tr("Nothing to approve: no selected action waits (any more)."))));
        return 0;
    }
    int started = 0;
    for (const auto &[cid, actions] : std::as_const(go)) {
        if (respond(run, cid, actions, true, {}))
            ++started;
    }
    return started;
}

bool ApprovalCommands::approve(const QString &conversationId, const QSet<QString> &seen)
{
    auto run = std::make_shared<Run>();
    run->command = Command::Approve;
    run->target = conversationId;
    run->pending = 1;
    const QList<PendingAction> now = current(conversationId, seen);
    if (now.isEmpty()) {
        Q_EMIT finished(CommandOutcome::failed(
            Command::Approve, conversationId,
            CommandError::of(CommandFailure::Invalid,
                             tr("The actions waiting in this conversation changed; look at them again."))));
        return false;
    }
    return respond(run, conversationId, now, true, {});
}

bool ApprovalCommands::reject(const QString &conversationId, const QSet<QString> &seen, const QString &reason)
{
    auto run = std::make_shared<Run>();
    run->command = Command::Reject;
    run->target = conversationId;
    run->pending = 1;
    const QList<PendingAction> now = current(conversationId, seen);
    if (now.isEmpty()) {
        Q_EMIT finished(CommandOutcome::failed(
            Command::Reject, conversationId,
            CommandError::of(CommandFailure::Invalid,
                             tr("The actions waiting in this conversation changed; look at them again."))));
        return false;
    }
    return respond(run, conversationId, now, false, reason.trimmed());
}

bool ApprovalCommands::respond(const std::shared_ptr<Run> &run, const QString &conversationId,
                               const QList<PendingAction> &actions, bool accept, const QString &reason)
{
    QList<QString> ids;
    for (const PendingAction &a : actions)
        ids.append(a.actionId);
    if (!m_store || !m_client) {
        settle(run, conversationId, {}, Status::NotSent, CommandError::wording(CommandFailure::NotConnected));
        return false;
    }
    // Recorded (committed) first, sent after: a crash in between leaves a record, never a second
    // POST (invariant 12).
    const bool recorded = m_store->recordConfirmation(
        conversationId, ids, accept, reason, this, [this, run, conversationId, ids, accept, reason](bool committed) {
            if (!committed) {
                settle(run, conversationId, ids, Status::NotSent,
                       tr("The response could not be recorded, so it was not sent."));
                return;
            }
            send(run, conversationId, ids, accept, reason, false);
        });
    if (!recorded) {
        run->failure = CommandFailure::Busy;
        settle(run, conversationId, {}, Status::NotSent, tr("This action was answered already; it is not sent twice."));
        return false;
    }
    return true;
}

void ApprovalCommands::send(const std::shared_ptr<Run> &run, const QString &conversationId, const QList<QString> &ids,
                            bool accept, const QString &reason, bool fresh)
{
    if (!m_client) {
        settle(run, conversationId, ids, Status::NotSent, CommandError::wording(CommandFailure::NotConnected));
        return;
    }
    const ConversationRecord *r = m_store ? m_store->findConversation(conversationId) : nullptr;
    const bool usable = r && !fresh && r->conversation.sandboxStatus.value() == SandboxStatus::Running
        && !r->conversation.conversationUrl.isEmpty() && !r->conversation.sessionApiKey.isEmpty();
    if (usable) {
        post(run, r->conversation, ids, accept, reason, false);
        return;
    }
    ++m_requests;
    m_client->getConversations(
        {conversationId}, this,
        [this, run, conversationId, ids, accept, reason](Api::Result<QList<std::optional<Conversation>>> res) {
            if (!res || res.value().isEmpty() || !res.value().first()) {
                settle(run, conversationId, ids, Status::NotSent,
                       res ? tr("the conversation no longer exists") : CommandError::fromApi(res.error()).message);
                return;
            }
            const Conversation c = *res.value().first();
            if (c.sandboxStatus.value() != SandboxStatus::Running || c.conversationUrl.isEmpty()) {
                settle(run, conversationId, ids, Status::NotSent, tr("its sandbox is not running"));
                return;
            }
            post(run, c, ids, accept, reason, true);
        });
}

void ApprovalCommands::post(const std::shared_ptr<Run> &run, const Conversation &c, const QList<QString> &ids,
                            bool accept, const QString &reason, bool fresh)
{
    const QString cid = c.id;
    ++m_requests;
    m_client->respondToConfirmation(
        c, accept, reason, this, [this, run, cid, ids, accept, reason, fresh](Api::Result<Api::Unit> res) {
            if (res) {
                settle(run, cid, ids, Status::Sent);
                return;
            }
            const ApiError &e = res.error();
            if ((e.httpStatus == 401 || e.httpStatus == 403) && !fresh) {
                send(run, cid, ids, accept, reason, true); // the key rotated
                return;
            }
            const bool definite =
                e.httpStatus >= 400 && e.httpStatus < 500 && e.httpStatus != 408 && e.httpStatus != 429;
            settle(run, cid, ids, definite ? Status::Refused : Status::Unknown,
                   e.serverDetail.isEmpty() ? CommandError::fromApi(e).message : e.serverDetail.trimmed());
        });
}

void ApprovalCommands::settle(const std::shared_ptr<Run> &run, const QString &conversationId, const QList<QString> &ids,
                              Status status, const QString &problem)
{
    State state = State::Unknown;
    switch (status) {
    case Status::Sent:
        state = State::Sent;
        break;
    case Status::Refused:
        state = State::Refused;
        break;
    case Status::NotSent:
        state = State::Invalid;
        break;
    default:
        break;
    }
    if (m_store) {
        for (const QString &id : ids)
            m_store->setResponseState(id, state, status == Status::Sent ? QString() : problem);
    }
    if (status == Status::Sent) {
        ++run->okConversations;
        run->okActions += int(ids.size());
    } else {
        ++run->failedConversations;
        const ConversationRecord *r = m_store ? m_store->findConversation(conversationId) : nullptr;
        const QString title = r && !r->conversation.title.isEmpty() ? r->conversation.title : conversationId.left(8);
        run->problems.append(tr("%1: %2").arg(title, problem));
        if (run->failure != CommandFailure::Busy)
            run->failure = status == Status::Unknown ? CommandFailure::Network
                : status == Status::Refused          ? CommandFailure::Conflict
                                                     : CommandFailure::Generic;
        qCWarning(lcModels) << "confirmation response not taken" << conversationId << int(status);
    }
    if (--run->pending == 0)
        report(*run);
}

void ApprovalCommands::report(const Run &run)
{
    const bool reject = run.command == Command::Reject;
    if (run.failedConversations == 0) {
        QString msg;
        if (run.command == Command::Bulk)
            msg = tr("Approved %n action(s)", nullptr, run.okActions)
                + tr(" in %n conversation(s).", nullptr, run.okConversations);
        else
            msg = reject ? tr("The action was rejected.") : tr("The action was approved.");
        if (!run.skipped.isEmpty())
            msg += QLatin1Char(' ') + tr("Left out: %1.").arg(run.skipped.join(QStringLiteral("; ")));
        Q_EMIT finished(CommandOutcome::succeeded(run.command, run.target, msg));
        return;
    }
    QString msg = run.command == Command::Bulk
        ? tr("Approved %n action(s);", nullptr, run.okActions) + QLatin1Char(' ')
            + tr("%n conversation(s) not answered: %1", nullptr, run.failedConversations)
                  .arg(run.problems.join(QStringLiteral("; ")))
        : (reject ? tr("The rejection was not taken: %1") : tr("The approval was not taken: %1"))
              .arg(run.problems.join(QStringLiteral("; ")));
    Q_EMIT finished(CommandOutcome::failed(run.command, run.target, CommandError::of(run.failure, msg)));
}

} // namespace Switchyard
