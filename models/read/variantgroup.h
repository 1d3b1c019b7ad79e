// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Variant groups (issue 30 part B): one task started as N conversations that differ in model,
// branch or system prompt. A group is local to this client (store schema 11): the server knows
// the conversations, not that they belong together. Read through VariantGroupReader (models/read/variantgroupreader.h),
// written through VariantCommands (models/commands/variantcommands.h).

#include <QList>
#include <QMetaType>
#include <QString>

namespace Switchyard {

struct VariantMember
{
    QString conversationId; ///< the conversation id (chosen before the start is sent)
    QString label; ///< "A: gpt-5 on main" — what makes this variant different
    bool operator==(const VariantMember &) const = default;
};

struct VariantGroup
{
    QString id; ///< 32 hex, made up locally
    QString title; ///< the task, as the user named it (or the first line of its message)
    qint64 createdMs = 0; ///< UTC ms
    QList<VariantMember> members; ///< in the order the variants were given

    [[nodiscard]] bool contains(const QString &conversationId) const
    {
        for (const VariantMember &m : members) {
            if (m.conversationId == conversationId)
                return true;
        }
        return false;
    }
    [[nodiscard]] QString labelOf(const QString &conversationId) const
    {
        for (const VariantMember &m : members) {
            if (m.conversationId == conversationId)
                return m.label;
        }
        return {};
    }
    bool operator==(const VariantGroup &) const = default;
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::VariantGroup)
