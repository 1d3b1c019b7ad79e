// SPDX-License-Identifier: GPL-3.0-or-later
// Variant groups in the conversation list (issue 30 part B): each member row says its group and
// variant (VariantGroupRole, drawn by the delegate), and the list can show one group alone, its
// variants in order — start tasks included, by the conversation id chosen for them at start.
#include "models/conversations/conversationfilterproxy.h"
#include "models/conversations/conversationlistmodel.h"

namespace Switchyard {

namespace {

QString hexId(QString id)
{
    return id.remove(u'-').toLower();
}

} // namespace

void ConversationFilterProxy::setVariantGroups(const QList<VariantGroup> &groups)
{
    QHash<QString, GroupMark> marks;
    for (const VariantGroup &g : groups) {
        for (int i = 0; i < g.members.size(); ++i) {
            const VariantMember &m = g.members.at(i);
            marks.insert(hexId(m.conversationId), GroupMark{g.id, g.title + QStringLiteral(" \u00b7 ") + m.label, i});
        }
    }
    if (marks.size() == m_groupOf.size()) {
        bool same = true;
        for (auto it = marks.cbegin(); same && it != marks.cend(); ++it) {
            const auto old = m_groupOf.constFind(it.key());
            same = old != m_groupOf.cend() && old->groupId == it->groupId && old->text == it->text
                && old->position == it->position;
        }
        if (same)
            return;
    }
    m_groupOf = marks;
    if (!m_groupFilter.isEmpty())
        refilter();
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, 0), {VariantGroupRole});
}

void ConversationFilterProxy::setGroupFilter(const QString &groupId)
{
    if (groupId == m_groupFilter)
        return;
    m_groupFilter = groupId;
    refilter();
    invalidate(); // the order within a group is the variants' order
}

QString ConversationFilterProxy::groupOf(const QString &conversationId) const
{
    return m_groupOf.value(hexId(conversationId)).groupId;
}

QString ConversationFilterProxy::memberKey(int sourceRow) const
{
    const auto *model = listModel();
    if (!model || sourceRow < 0 || sourceRow >= model->rowCount())
        return {};
    const ConversationRow &r = model->rowAt(sourceRow);
    return hexId(r.kind == ConversationRow::Kind::StartTask ? r.startTask.request.conversationId : r.id());
}

} // namespace Switchyard
