// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The variant groups' mirror (schema 11), owned by the Store (a child object), and their read
// face (VariantGroupReader). Written only by the Store (storegroups.cpp).

#include "models/read/variantgroupreader.h"

namespace Switchyard {

class StoreGroups final : public VariantGroupReader
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StoreGroups)
public:
    explicit StoreGroups(QObject *parent = nullptr);
    ~StoreGroups() override;

    [[nodiscard]] QList<VariantGroup> variantGroups() const override { return m_groups; }
    [[nodiscard]] std::optional<VariantGroup> variantGroup(const QString &groupId) const override;
    [[nodiscard]] std::optional<VariantGroup> variantGroupOf(const QString &conversationId) const override;

private:
    friend class Store;
    /// Replaces or appends `group`; emits variantGroupsChanged().
    void put(const VariantGroup &group);
    /// False when there was no such group.
    bool remove(const QString &groupId);

    QList<VariantGroup> m_groups; ///< oldest first
};

} // namespace Switchyard
