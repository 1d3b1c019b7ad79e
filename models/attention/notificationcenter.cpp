// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/attention/notificationcenter.h"

#include "models/commands/conversationcommands.h"
#include "models/domain/eventsummary.h"
#include "models/domain/statusnames.h"
#include "models/read/storereader.h"

#include <QStringList>

#include <algorithm>

namespace Switchyard {

bool Notification::offers(const QString &actionId) const
{
    return std::any_of(actions.cbegin(), actions.cend(), [&actionId](const Action &a) {
        return a.id == actionId;
    });
}

NotificationCenter::NotificationCenter(QObject *parent)
    : QObject(parent)
{ }

NotificationCenter::~NotificationCenter() = default;

void NotificationCenter::setStore(StoreReader *store)
{
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    if (store)
        connect(store, &StoreReader::changed, this, &NotificationCenter::onChanged);
}

void NotificationCenter::setCommands(ConversationCommands *commands)
{
    if (m_commands)
        disconnect(m_commands, nullptr, this, nullptr);
    m_commands = commands;
    m_sent.clear();
    if (commands)
        connect(commands, &ConversationCommands::finished, this, &NotificationCenter::onOutcome);
}

void NotificationCenter::setSettings(const NotificationSettings &settings)
{
    m_settings = settings;
}

void NotificationCenter::setClock(std::function<QDateTime()> clock)
{
    m_clock = std::move(clock);
}

QDateTime NotificationCenter::now() const
{
    return m_clock ? m_clock() : QDateTime::currentDateTime();
}

Notification NotificationCenter::build(NotificationKind kind, const QString &id, const QString &title,
                                       const QString &head, const QString &body) const
{
    Notification n;
    n.conversationId = id;
    n.kind = kind;
    n.title = head;
    n.body = body;
    n.urgent = kind != NotificationKind::Finished;
    if (kind == NotificationKind::Waiting && m_store) {
        if (const std::optional<PendingSet> p = pendingSet(*m_store, id)) {
            n.actionEventId = p->eventId;
            QString what = p->summary.isEmpty() ? tr("an action") : p->summary;
            if (p->count > 1)
                what = tr("%1 (and %n more)", nullptr, p->count - 1).arg(what);
            n.body = tr("“%1” wants to run: %2\nRisk: %3")
                         .arg(title, what, p->risk.isKnown() ? securityRiskName(p->risk) : tr("not rated"));
            if (p->approvableFromNotification() && m_commands) {
                n.actions.append(Notification::Action{kApprove, tr("Approve")});
                n.actions.append(Notification::Action{kReject, tr("Reject")});
            }
        }
    }
    n.actions.append(Notification::Action{kOpen, tr("Open")});
    n.actions.append(Notification::Action{kDefault, tr("Open")});
    return n;
}

bool NotificationCenter::notify(NotificationKind kind, const QString &conversationId, const QString &conversationTitle,
                                const QString &head, const QString &body)
{
    if (conversationId.isEmpty() || !m_settings.wants(kind) || m_settings.isQuietAt(now().time()))
        return false;
    m_titles.insert(conversationId, conversationTitle);
    if (isSummarizing()) {
        m_summarized.insert(conversationId, kind);
        updateSummary();
        return true;
    }
    Notification n = build(kind, conversationId, conversationTitle, head, body);
    const auto it = m_byConversation.constFind(conversationId);
    if (it == m_byConversation.cend() && m_byConversation.size() >= maxShown()) {
        // The sixth conversation at once: one summary instead of a wall of notifications.
        for (auto s = m_byConversation.cbegin(); s != m_byConversation.cend(); ++s)
            m_summarized.insert(s.key(), s->kind);
        m_summarized.insert(conversationId, kind);
        summarize();
        return true;
    }
    n.key = it == m_byConversation.cend() ? m_nextKey++ : it->key; // one per conversation: replaced
    show(std::move(n));
    return true;
}

void NotificationCenter::show(Notification n)
{
    m_byConversation.insert(n.conversationId, n);
    Q_EMIT present(n);
}

void NotificationCenter::drop(const QString &conversationId)
{
    const auto it = m_byConversation.constFind(conversationId);
    if (it != m_byConversation.cend()) {
        const quint32 key = it->key;
        m_byConversation.erase(it);
        Q_EMIT withdraw(key);
    }
    if (isSummarizing() && m_summarized.remove(conversationId) > 0)
        updateSummary();
}

void NotificationCenter::summarize()
{
    const QList<quint32> keys = [this] {
        QList<quint32> k;
        for (const Notification &n : std::as_const(m_byConversation))
            k.append(n.key);
        return k;
    }();
    m_byConversation.clear();
    for (quint32 key : keys)
        Q_EMIT withdraw(key);
    m_summary = Notification{};
    m_summary.key = m_nextKey++;
    updateSummary();
}

void NotificationCenter::updateSummary()
{
    if (!isSummarizing())
        return;
    if (m_summarized.isEmpty()) {
        const quint32 key = m_summary.key;
        m_summary = Notification{};
        Q_EMIT withdraw(key);
        return;
    }
    int waiting = 0, questions = 0, errors = 0, finished = 0, other = 0;
    for (NotificationKind k : std::as_const(m_summarized)) {
        switch (k) {
        case NotificationKind::Waiting:
            ++waiting;
            break;
        case NotificationKind::Question:
            ++questions;
            break;
        case NotificationKind::Error:
            ++errors;
            break;
        case NotificationKind::Finished:
            ++finished;
            break;
        case NotificationKind::PausingSoon:
        case NotificationKind::RuleHit:
            ++other;
            break;
        }
    }
    QStringList parts;
    if (waiting)
        parts << tr("%n waiting for approval", nullptr, waiting);
    if (questions)
        parts << tr("%n with a question", nullptr, questions);
    if (errors)
        parts << tr("%n failed", nullptr, errors);
    if (finished)
        parts << tr("%n finished", nullptr, finished);
    if (other)
        parts << tr("%n about to be paused", nullptr, other);
    QStringList titles;
    QList<QString> ids = m_summarized.keys();
    std::sort(ids.begin(), ids.end());
    for (const QString &id : std::as_const(ids)) {
        if (titles.size() == maxShown()) {
            titles << QStringLiteral("…");
            break;
        }
        const QString t = m_titles.value(id);
        titles << (t.isEmpty() ? id.left(8) : t);
    }
    m_summary.kind = waiting ? NotificationKind::Waiting : NotificationKind::Question;
    m_summary.urgent = waiting + questions + errors > 0;
    m_summary.title = tr("%n conversations need you", nullptr, int(m_summarized.size()));
    m_summary.body = parts.join(QStringLiteral(", ")) + QLatin1Char('\n') + titles.join(QLatin1Char('\n'));
    m_summary.actions = {{kOpen, tr("Open")}, {kDefault, tr("Open")}};
    Q_EMIT present(m_summary);
}

QList<Notification> NotificationCenter::shown() const
{
    QList<Notification> out = m_byConversation.values();
    std::sort(out.begin(), out.end(), [](const Notification &a, const Notification &b) {
        return a.key < b.key;
    });
    if (isSummarizing())
        out.append(m_summary);
    return out;
}

void NotificationCenter::invoke(quint32 key, const QString &actionId)
{
    if (isSummarizing() && key == m_summary.key) {
        m_summary = Notification{};
        m_summarized.clear();
        Q_EMIT withdraw(key);
        Q_EMIT openRequested(QString());
        return;
    }
    const auto it = std::find_if(m_byConversation.cbegin(), m_byConversation.cend(), [key](const Notification &n) {
        return n.key == key;
    });
    if (it == m_byConversation.cend())
        return; // already acted on, withdrawn or replaced: a second click sends nothing
    const Notification n = *it;
    if ((actionId == kApprove || actionId == kReject) && n.offers(actionId)) {
        approveOrReject(n, actionId == kApprove);
        return;
    }
    if (actionId == kOpen || actionId == kDefault) {
        drop(n.conversationId);
        Q_EMIT openRequested(n.conversationId);
    }
}

void NotificationCenter::approveOrReject(const Notification &n, bool approve)
{
    const QString &id = n.conversationId;
    // The cache must still show the action the user saw, still LOW or MEDIUM: else say so, and
    // offer only Open (a click never answers an action it did not show).
    const ConversationRecord *r = m_store ? m_store->findConversation(id) : nullptr;
    const std::optional<PendingSet> p = m_store ? pendingSet(*m_store, id) : std::nullopt;
    const bool same = r && !r->gone && r->displayExecution == ExecutionStatus::WaitingForConfirmation && p
        && p->eventId == n.actionEventId && p->approvableFromNotification();
    if (!same || !m_commands) {
        Notification changed = n;
        changed.actions = {{kOpen, tr("Open")}, {kDefault, tr("Open")}};
        changed.body = tr("The waiting action changed since this notification: open “%1” to decide.")
                           .arg(m_titles.value(id, id.left(8)));
        show(std::move(changed));
        return;
    }
    drop(id);
    m_sent.insert((approve ? kApprove : kReject) + QLatin1Char(':') + id);
    const bool started = approve ? m_commands->approve(id) : m_commands->reject(id, QString());
    if (!started)
        m_sent.remove((approve ? kApprove : kReject) + QLatin1Char(':') + id);
}

void NotificationCenter::onOutcome(const CommandOutcome &outcome)
{
    if (outcome.command != Command::Approve && outcome.command != Command::Reject)
        return;
    const bool approve = outcome.command == Command::Approve;
    if (m_sent.remove((approve ? kApprove : kReject) + QLatin1Char(':') + outcome.target) == 0 || outcome.ok()
        || outcome.failure() == CommandFailure::Busy)
        return;
    // The user is not looking at the window: a failed answer is told where it was given.
    const QString &id = outcome.target;
    Notification n;
    n.key = m_byConversation.contains(id) ? m_byConversation.value(id).key : m_nextKey++;
    n.conversationId = id;
    n.kind = NotificationKind::Error;
    n.urgent = true;
    n.title = approve ? tr("The approval was not sent") : tr("The rejection was not sent");
    n.body = outcome.message;
    n.actions = {{kOpen, tr("Open")}, {kDefault, tr("Open")}};
    if (isSummarizing()) {
        m_summarized.insert(id, NotificationKind::Error);
        updateSummary();
        return;
    }
    show(std::move(n));
}

void NotificationCenter::dismissed(quint32 key)
{
    if (isSummarizing() && key == m_summary.key) {
        m_summary = Notification{};
        m_summarized.clear();
        return;
    }
    for (auto it = m_byConversation.begin(); it != m_byConversation.end(); ++it) {
        if (it->key == key) {
            m_byConversation.erase(it);
            return;
        }
    }
}

void NotificationCenter::conversationViewed(const QString &conversationId)
{
    if (!conversationId.isEmpty())
        drop(conversationId);
}

void NotificationCenter::onChanged(const StoreChanges &changes)
{
    if (!m_store || (m_byConversation.isEmpty() && m_summarized.isEmpty()))
        return;
    QList<QString> ids;
    for (const QString &id : changes.conversations.changed)
        ids.append(id);
    for (auto it = changes.eventsAppended.cbegin(); it != changes.eventsAppended.cend(); ++it)
        ids.append(it.key());
    for (const QString &id : changes.conversations.removed)
        ids.append(id);
    for (const QString &id : std::as_const(ids)) {
        const auto it = m_byConversation.constFind(id);
        const bool single = it != m_byConversation.cend();
        if (!single && !m_summarized.contains(id))
            continue;
        const NotificationKind kind = single ? it->kind : m_summarized.value(id);
        const ConversationRecord *r = m_store->findConversation(id);
        bool resolved = !r || r->gone;
        if (!resolved && kind == NotificationKind::Waiting)
            resolved = r->displayExecution != ExecutionStatus::WaitingForConfirmation;
        if (!resolved && kind == NotificationKind::Question && changes.eventsAppended.contains(id)) {
            const qint64 count = m_store->eventCount(id);
            const qint64 from = std::max<qint64>(0, count - kPendingActionTail);
            resolved = waitingQuestion(m_store->eventSummaries(id, from, count - from)).isEmpty();
        }
        if (resolved) {
            drop(id); // answered elsewhere, resolved by the server: the notification goes
            continue;
        }
        if (single && kind == NotificationKind::Waiting && changes.eventsAppended.contains(id)) {
            // The pending action became known (or changed): the same notification, updated.
            Notification n = build(kind, id, m_titles.value(id), it->title, it->body);
            if (n.actionEventId != it->actionEventId) {
                n.key = it->key;
                show(std::move(n));
            }
        }
    }
}

} // namespace Switchyard
