// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Approving and rejecting pending actions from the inbox (issue 29), one or several at a time.
//  - respond_to_confirmation answers every action a conversation waits on, so a response covers
//    the conversation's whole pending set: plan() reads that set from the store now
//    (InboxScan::pendingActions) and lists every action a response would answer;
//  - a batch never approves a HIGH-risk action: a conversation with one is left out (approve it on
//    its own, after its command was shown in full: approve());
//  - a conversation whose pending set is not the one the user saw is left out (never approve an
//    action nobody looked at);
//  - each response is sent once, deduplicated by action id: recorded in the store (SentResponse of
//    Kind::Confirmation, one per action id) and committed before the POST, so a reconnect or a
//    restart never sends it again (ARCHITECTURE invariant 12); an action with a recorded response
//    is left out;
//  - the agent server is reached with the store's record (its URL and session key) when it has
//    one: one request per conversation; otherwise, and after a 401/403 (the key rotated: nothing
//    was taken), with a fresh record (batch get), then the POST. Every request goes through the
//    client's request budget.
// Reports once per command through finished(CommandOutcome): Command::Approve / Command::Reject on
// the conversation id, Command::Bulk (no target) for a batch.

#include "models/attention/inboxscan.h"
#include "models/commands/commanderror.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>

#include <memory>

namespace Switchyard {

namespace Api {
class ApiClient;
struct ApiError;
} // namespace Api

class Store;
struct Conversation;

class ApprovalCommands final : public QObject
{
    Q_OBJECT
public:
    /// What became of the response to one action (the store's record).
    enum class Status
    {
        None, ///< not answered from here
        Sending,
        Sent,
        Refused, ///< the server said no (the action no longer waits): not sent again
        NotSent, ///< nothing reached the server (not running, no record): may be answered again
        Unknown, ///< sent without a reply (or the app went away while sending): never sent again
    };
    Q_ENUM(Status)

    /// What a batch approves and what it leaves out, every action listed.
    struct Plan
    {
        struct Entry
        {
            QString conversationId;
            QList<PendingAction> actions; ///< every action the one response answers
        };
        QList<Entry> approve;
        QList<PendingAction> high; ///< left out: HIGH risk, one at a time
        QList<PendingAction> answered; ///< left out: a response was recorded for it already
        QList<QString> notWaiting; ///< conversations of the selection that wait on nothing (any more)

        [[nodiscard]] int actionCount() const;
    };

    /// Neither is owned; `store` is needed (responses are recorded before they are sent).
    ApprovalCommands(Api::ApiClient *client, Store *store, QObject *parent = nullptr);
    ~ApprovalCommands() override;
    Q_DISABLE_COPY_MOVE(ApprovalCommands)

    /// The plan for the selected actions (conversation id -> the action ids the user selected),
    /// from what the store says waits now. Duplicates are one.
    [[nodiscard]] Plan plan(const QHash<QString, QSet<QString>> &selected) const;
    /// Approves the plan's entries (never a HIGH one), each once; the entries whose pending set
    /// changed since plan() are left out. Returns how many responses were started (0: finished()
    /// says why at once).
    int approveBatch(const Plan &plan);
    /// One conversation's pending actions, whatever their risk (the user saw them in full): `seen`
    /// are the action ids shown. False when refused before anything was sent (finished() says why).
    bool approve(const QString &conversationId, const QSet<QString> &seen);
    bool reject(const QString &conversationId, const QSet<QString> &seen, const QString &reason);

    [[nodiscard]] Status status(const QString &actionId) const;
    /// The status in words (empty for None).
    [[nodiscard]] QString statusText(const QString &actionId) const;
    /// Requests this service sent (tests: the request budget).
    [[nodiscard]] int requestsSent() const { return m_requests; }

Q_SIGNALS:
    void finished(const Switchyard::CommandOutcome &outcome);
    /// status() of an action changed.
    void statusChanged(const QString &conversationId, const QString &actionId);

private:
    struct Run;
    bool respond(const std::shared_ptr<Run> &run, const QString &conversationId, const QList<PendingAction> &actions,
                 bool accept, const QString &reason);
    void send(const std::shared_ptr<Run> &run, const QString &conversationId, const QList<QString> &ids, bool accept,
              const QString &reason, bool fresh);
    void post(const std::shared_ptr<Run> &run, const Conversation &c, const QList<QString> &ids, bool accept,
              const QString &reason, bool fresh);
    void settle(const std::shared_ptr<Run> &run, const QString &conversationId, const QList<QString> &ids,
                Status status, const QString &problem = {});
    void report(const Run &run);
    /// The pending set now, when it is exactly what the user saw (else empty).
    [[nodiscard]] QList<PendingAction> current(const QString &conversationId, const QSet<QString> &seen) const;

    QPointer<Api::ApiClient> m_client;
    QPointer<Store> m_store;
    int m_requests = 0;
};

} // namespace Switchyard
