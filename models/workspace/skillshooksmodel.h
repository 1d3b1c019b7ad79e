// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The skills loaded for a conversation and the hooks configured in its workspace (spec §9.4, §9.5),
// read through WorkspaceCommands into two item models of domain values: skills (name, type,
// triggers; the content in ContentRole) and hooks as a tree (event type > matcher > command). Only a
// RUNNING sandbox can answer; otherwise statusText() says why the lists are empty. A newer
// conversation or reload() supersedes an answer still on its way. While inactive (the tab is not
// shown) nothing is asked: the conversation is read when it becomes active (issue 28 item 15).

#include <QObject>
#include <QPointer>
#include <QString>

class QStandardItemModel;

namespace Switchyard {

class StoreReader;
class WorkspaceCommands;

class SkillsHooksModel final : public QObject
{
    Q_OBJECT
public:
    enum Roles
    {
        ContentRole = Qt::UserRole + 1, ///< a skill's full text
    };

    explicit SkillsHooksModel(QObject *parent = nullptr);
    ~SkillsHooksModel() override;
    Q_DISABLE_COPY_MOVE(SkillsHooksModel)

    /// Not owned; null in offline review (the status then says there is no server).
    void setCommands(WorkspaceCommands *commands);
    void setStore(StoreReader *store);
    void setConversation(const QString &id);
    void reload();
    /// Whether the lists are on screen (true by default): inactive, a new conversation is read
    /// only once setActive(true) is called.
    void setActive(bool active);
    [[nodiscard]] bool isActive() const { return m_active; }

    [[nodiscard]] QString conversationId() const { return m_id; }
    [[nodiscard]] QStandardItemModel *skills() const { return m_skills; }
    [[nodiscard]] QStandardItemModel *hooks() const { return m_hooks; }
    [[nodiscard]] int skillCount() const;
    [[nodiscard]] int hookCount() const;
    [[nodiscard]] QString statusText() const { return m_status; }
    /// False while loading, and when there is nothing to reload.
    [[nodiscard]] bool canReload() const { return m_canReload; }

Q_SIGNALS:
    void statusChanged(const QString &text);
    void canReloadChanged(bool canReload);
    /// New rows in skills() or hooks().
    void loaded();

private:
    void setStatus(const QString &text, bool canReload);

    QPointer<WorkspaceCommands> m_commands;
    QPointer<StoreReader> m_store;
    QString m_id;
    quint64 m_generation = 0;
    QStandardItemModel *m_skills = nullptr;
    QStandardItemModel *m_hooks = nullptr;
    QString m_status;
    bool m_canReload = false;
    bool m_active = true;
    bool m_stale = false; ///< the conversation changed while inactive
};

} // namespace Switchyard
