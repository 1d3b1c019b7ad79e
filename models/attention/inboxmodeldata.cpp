// SPDX-License-Identifier: GPL-3.0-or-later
// InboxModel as a QAbstractItemModel: groups and rows, and what each role shows.
#include "models/attention/inboxmodel.h"
#include "models/domain/statusnames.h"
#include "models/read/storereader.h"

#include <QDateTime>

namespace Switchyard {

namespace {

using Kind = InboxItem::Kind;

QString titleOf(const ConversationRecord &r)
{
    return r.conversation.title.isEmpty() ? r.conversation.id.left(8) : r.conversation.title;
}

QString questionText(const AskUserRequestPayload &q)
{
    QStringList lines;
    for (const AskUserQuestion &question : q.questions) {
        QStringList options;
        for (const AskUserOption &o : question.options)
            options.append(o.label);
        lines.append(options.isEmpty()
                         ? question.text
                         : QStringLiteral("%1 [%2]").arg(question.text, options.join(QStringLiteral(" / "))));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

// --- QAbstractItemModel ---------------------------------------------------------------------------

QModelIndex InboxModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column != 0)
        return {};
    if (!parent.isValid()) {
        if (grouped())
            return row < int(m_groups.size()) ? createIndex(row, 0, nullptr) : QModelIndex();
        Group *root = m_groups.front().get();
        return row < int(root->items.size()) ? createIndex(row, 0, root) : QModelIndex();
    }
    if (!grouped() || parent.internalPointer() || parent.row() >= int(m_groups.size()))
        return {};
    Group *g = m_groups[std::size_t(parent.row())].get();
    return row < int(g->items.size()) ? createIndex(row, 0, g) : QModelIndex();
}

QModelIndex InboxModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || !grouped() || !child.internalPointer())
        return {};
    return groupIndex(static_cast<const Group *>(child.internalPointer()));
}

int InboxModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return grouped() ? int(m_groups.size()) : int(m_groups.front()->items.size());
    if (parent.column() != 0 || !grouped() || parent.internalPointer() || parent.row() >= int(m_groups.size()))
        return 0;
    return int(m_groups[std::size_t(parent.row())]->items.size());
}

int InboxModel::columnCount(const QModelIndex &) const
{
    return 1;
}

Qt::ItemFlags InboxModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    if (!index.internalPointer())
        return Qt::ItemIsEnabled; // a group: not selectable
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

QString InboxModel::groupLabel(const Group &group) const
{
    const int n = int(group.items.size());
    if (m_grouping == Grouping::Repository)
        return group.key.isEmpty() ? tr("No repository (%n)", nullptr, n) : tr("%1 (%n)", nullptr, n).arg(group.key);
    return group.key.isEmpty() ? tr("No sandbox (%n)", nullptr, n)
                               : tr("Sandbox %1 (%n)", nullptr, n).arg(group.key.left(12));
}

QVariant InboxModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.model() != this)
        return {};
    if (!index.internalPointer()) {
        if (!grouped() || index.row() >= int(m_groups.size()))
            return {};
        const Group &g = *m_groups[std::size_t(index.row())];
        switch (role) {
        case Qt::DisplayRole:
        case Qt::AccessibleTextRole:
            return groupLabel(g);
        case KindRole:
            return -1;
        case IsGroupRole:
            return true;
        case KeyRole:
            return g.key;
        default:
            return {};
        }
    }
    const InboxItem *item = itemAt(index);
    return item ? itemData(*item, role) : QVariant();
}

// One switch over the roles: each is a line or two of the item or its conversation's record.
QVariant InboxModel::itemData(const InboxItem &item, int role) const
{
    const ConversationRecord *r = m_store ? m_store->findConversation(item.conversationId) : nullptr;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return QString((r ? titleOf(*r) : item.conversationId.left(8)) + QStringLiteral(": ")
                       + itemData(item, SummaryRole).toString());
    case KindRole:
        return int(item.kind);
    case KeyRole:
        return item.key;
    case ConversationIdRole:
        return item.conversationId;
    case TitleRole:
        return r ? titleOf(*r) : item.conversationId.left(8);
    case RiskRole:
        return item.kind == Kind::Action ? int(item.action.risk()) : int(SecurityRisk::Unknown);
    case VerdictRole:
        if (!item.action.verdict)
            return QString();
        return tr("%1 says %2 (%3)")
            .arg(item.action.verdict->analyzer, securityRiskName(item.action.verdict->risk),
                 item.action.verdict->policy);
    case SummaryRole:
        switch (item.kind) {
        case Kind::Action:
            return item.action.actionId.isEmpty() ? tr("Waits for your confirmation") : item.action.summary;
        case Kind::Question:
            return item.question && !item.question->request.questions.isEmpty()
                ? item.question->request.questions.first().text
                : tr("The agent asks you a question");
        case Kind::Error:
            return item.text.isEmpty() ? tr("The conversation is in error") : item.text;
        case Kind::Stuck:
            return tr("The agent is stuck");
        case Kind::Finished:
            return tr("Finished");
        case Kind::RuleHit:
            return item.text;
        }
        return {};
    case DetailRole:
        if (item.kind == Kind::Action)
            return item.action.detail;
        if (item.kind == Kind::Question && item.question)
            return questionText(item.question->request);
        return item.text;
    case WaitingSinceRole:
        return item.sinceMs;
    case CostRole:
        if (r && r->conversation.metrics)
            return r->conversation.metrics->accumulatedCost;
        return {};
    case SandboxPeersRole: {
        QStringList peers;
        const QString sandbox = m_sandboxOf.value(item.conversationId);
        for (const QString &cid : m_bySandbox.value(sandbox)) {
            if (cid == item.conversationId)
                continue;
            const ConversationRecord *p = m_store ? m_store->findConversation(cid) : nullptr;
            peers.append(p ? titleOf(*p) : cid.left(8));
        }
        peers.sort();
        return peers;
    }
    case RepositoryRole:
        return r ? r->conversation.selectedRepository : QString();
    case SandboxIdRole:
        return m_sandboxOf.value(item.conversationId);
    case IsGroupRole:
        return false;
    default:
        return {};
    }
}

QHash<int, QByteArray> InboxModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractItemModel::roleNames();
    names.insert(KindRole, "kind");
    names.insert(KeyRole, "key");
    names.insert(ConversationIdRole, "conversationId");
    names.insert(TitleRole, "title");
    names.insert(RiskRole, "risk");
    names.insert(VerdictRole, "verdict");
    names.insert(SummaryRole, "summary");
    names.insert(DetailRole, "detail");
    names.insert(WaitingSinceRole, "waitingSince");
    names.insert(CostRole, "cost");
    names.insert(SandboxPeersRole, "sandboxPeers");
    names.insert(RepositoryRole, "repository");
    names.insert(SandboxIdRole, "sandboxId");
    names.insert(IsGroupRole, "isGroup");
    return names;
}

} // namespace Switchyard
