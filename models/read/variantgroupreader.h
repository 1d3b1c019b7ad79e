// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The read face of the variant groups (issue 30 part B): groups of conversations that run one task
// several ways, kept locally (store schema 11). The store implements it (Store::variantGroups());
// views and item models see only this interface, and change groups through VariantCommands.
// Reads are synchronous and cheap, on the store's thread (the GUI thread).

#include "models/read/variantgroup.h"

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

namespace Switchyard {

class VariantGroupReader : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VariantGroupReader)
public:
    ~VariantGroupReader() override;

    /// Every group, oldest first.
    [[nodiscard]] virtual QList<VariantGroup> variantGroups() const = 0;
    [[nodiscard]] virtual std::optional<VariantGroup> variantGroup(const QString &groupId) const = 0;
    /// The group a conversation is a member of (nullopt: none).
    [[nodiscard]] virtual std::optional<VariantGroup> variantGroupOf(const QString &conversationId) const = 0;

Q_SIGNALS:
    /// A group was added, changed or removed (its id).
    void variantGroupsChanged(const QString &groupId);

protected:
    explicit VariantGroupReader(QObject *parent = nullptr);
};

} // namespace Switchyard
