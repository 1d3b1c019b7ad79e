// SPDX-License-Identifier: GPL-3.0-or-later
// Compare runs from the list (issue 30 part B): "Compare" for 2-4 selected conversations, and for
// a member of a variant group "Compare group" and "Show only this group" (the proxy then lists the
// group alone, its variants in order).
#include "models/compare/comparesession.h"
#include "models/conversations/conversationfilterproxy.h"
#include "models/read/variantgroupreader.h"
#include "ui/conversations/conversationlistwidget.h"

#include <QAction>
#include <QMenu>

namespace Switchyard {

void ConversationListWidget::addCompareActions(QMenu &menu, const QList<QString> &ids)
{
    if (ids.size() > 1) {
        QAction *compare = menu.addAction(tr("Compare %n runs…", nullptr, int(ids.size())));
        compare->setEnabled(ids.size() >= CompareSession::kMinRuns && ids.size() <= CompareSession::kMaxRuns);
        if (!compare->isEnabled())
            compare->setText(
                tr("Compare (pick %1 to %2 runs)").arg(CompareSession::kMinRuns).arg(CompareSession::kMaxRuns));
        connect(compare, &QAction::triggered, this, [this, ids] {
            Q_EMIT compareRequested(ids);
        });
        return;
    }
    if (ids.isEmpty())
        return;
    const QString groupId = m_proxy->groupOf(ids.constFirst());
    if (groupId.isEmpty())
        return;
    connect(menu.addAction(tr("Compare group")), &QAction::triggered, this, [this, groupId] {
        Q_EMIT compareGroupRequested(groupId);
    });
    const bool only = m_proxy->groupFilter() == groupId;
    QAction *filter = menu.addAction(only ? tr("Show every conversation") : tr("Show only this group"));
    connect(filter, &QAction::triggered, this, [this, groupId, only] {
        m_proxy->setGroupFilter(only ? QString() : groupId);
    });
}

void ConversationListWidget::setVariantGroupReader(VariantGroupReader *groups)
{
    if (m_groups)
        disconnect(m_groups, nullptr, this, nullptr);
    m_groups = groups;
    if (groups)
        connect(groups, &VariantGroupReader::variantGroupsChanged, this, &ConversationListWidget::refreshVariantGroups);
    refreshVariantGroups();
}

void ConversationListWidget::refreshVariantGroups()
{
    m_proxy->setVariantGroups(m_groups ? m_groups->variantGroups() : QList<VariantGroup>());
}

} // namespace Switchyard
