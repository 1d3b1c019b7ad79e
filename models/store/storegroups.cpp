// SPDX-License-Identifier: GPL-3.0-or-later
// Variant groups (schema 11; issue 30 part B): one task started as N conversations that differ in
// model, branch or system prompt. Local only: the server knows the conversations, not the group.
// Written through the store's one queue (StoreOps::PutVariantGroup) like the archive: in call order
// with the sync's writes, retried while the disk refuses it, never given up for room.
#include "models/store/storegroups.h"

#include "models/logging.h"
#include "models/store/cacheredaction.h"
#include "models/store/store.h"
#include "models/store/storebatch.h"
#include "models/store/storewriter.h"
#include "models/store/storewriterwork.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace Switchyard {

StoreGroups::StoreGroups(QObject *parent)
    : VariantGroupReader(parent)
{ }

StoreGroups::~StoreGroups() = default;

std::optional<VariantGroup> StoreGroups::variantGroup(const QString &groupId) const
{
    for (const VariantGroup &g : m_groups) {
        if (g.id == groupId)
            return g;
    }
    return std::nullopt;
}

std::optional<VariantGroup> StoreGroups::variantGroupOf(const QString &conversationId) const
{
    for (const VariantGroup &g : m_groups) {
        if (g.contains(conversationId))
            return g;
    }
    return std::nullopt;
}

void StoreGroups::put(const VariantGroup &group)
{
    bool replaced = false;
    for (VariantGroup &g : m_groups) {
        if (g.id == group.id) {
            g = group;
            replaced = true;
        }
    }
    if (!replaced)
        m_groups.append(group);
    Q_EMIT variantGroupsChanged(group.id);
}

bool StoreGroups::remove(const QString &groupId)
{
    const qsizetype before = m_groups.size();
    m_groups.removeIf([&groupId](const VariantGroup &g) {
        return g.id == groupId;
    });
    if (m_groups.size() == before)
        return false;
    Q_EMIT variantGroupsChanged(groupId);
    return true;
}

void Store::loadVariantGroups()
{
    if (!m_groups)
        m_groups = new StoreGroups(this);
    m_groups->m_groups.clear();
    QSqlQuery q(QSqlDatabase::database(m_readConnection, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, title, created_ms FROM variant_groups ORDER BY created_ms, id"))) {
        qCWarning(lcStore) << "reading the variant groups failed:" << q.lastError().text();
        return;
    }
    QList<VariantGroup> &groups = m_groups->m_groups;
    QHash<QString, qsizetype> index;
    while (q.next()) {
        VariantGroup g;
        g.id = q.value(0).toString();
        g.title = q.value(1).toString();
        g.createdMs = q.value(2).toLongLong();
        index.insert(g.id, groups.size());
        groups.append(g);
    }
    if (!q.exec(QStringLiteral("SELECT group_id, member_id, label FROM variant_members ORDER BY group_id, position"))) {
        qCWarning(lcStore) << "reading the variant groups failed:" << q.lastError().text();
        return;
    }
    while (q.next()) {
        const auto it = index.constFind(q.value(0).toString());
        if (it != index.cend())
            groups[*it].members.append(VariantMember{q.value(1).toString(), q.value(2).toString()});
    }
}

VariantGroupReader *Store::groupReader() const
{
    return m_groups;
}

void Store::putVariantGroup(const VariantGroup &group, QObject *context, Committed done)
{
    if (group.id.isEmpty() || !m_groups)
        return;
    StoreOps::PutVariantGroup op;
    op.group = group;
    post(std::make_unique<StoreBatch>(StoreBatch{op}), context, std::move(done));
    m_groups->put(group);
}

void Store::removeVariantGroup(const QString &groupId)
{
    if (!m_groups || !m_groups->remove(groupId))
        return;
    StoreOps::PutVariantGroup op;
    op.group.id = groupId;
    op.remove = true;
    post(std::make_unique<StoreBatch>(StoreBatch{op}));
}

bool StoreWriter::stage(Work &w, const StoreOps::PutVariantGroup &op)
{
    Q_UNUSED(w)
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    const auto run = [&q](const QString &sql, const QVariantList &values) {
        q.prepare(sql);
        for (const QVariant &v : values)
            q.addBindValue(v);
        if (!CacheRedaction::exec(q)) { // notes the error: a full or read-only disk is retried
            qCWarning(lcStore) << "writing a variant group failed:" << q.lastError().text();
            return false;
        }
        return true;
    };
    const VariantGroup &g = op.group;
    if (!run(QStringLiteral("DELETE FROM variant_members WHERE group_id = ?"), {g.id}))
        return false;
    if (op.remove)
        return run(QStringLiteral("DELETE FROM variant_groups WHERE id = ?"), {g.id});
    if (!run(QStringLiteral("INSERT OR REPLACE INTO variant_groups (id, title, created_ms) VALUES (?, ?, ?)"),
             {g.id, g.title, g.createdMs}))
        return false;
    for (qsizetype i = 0; i < g.members.size(); ++i) {
        const VariantMember &m = g.members.at(i);
        if (!run(QStringLiteral("INSERT OR REPLACE INTO variant_members (group_id, member_id, label, position) "
                                "VALUES (?, ?, ?, ?)"),
                 {g.id, m.conversationId, m.label, qint64(i)}))
            return false;
    }
    return true;
}

} // namespace Switchyard
