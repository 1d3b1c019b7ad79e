// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/workspace/skillshooksmodel.h"

#include "models/commands/workspacecommands.h"
#include "models/conversations/statuspresentation.h"
#include "models/read/storereader.h"

#include <QStandardItemModel>

#include <memory>

namespace Switchyard {

namespace {
QList<QStandardItem *> itemRow(const QStringList &texts)
{
    QList<QStandardItem *> row;
    for (const QString &t : texts) {
        auto *item = new QStandardItem(t);
        item->setEditable(false);
        row.append(item);
    }
    return row;
}

void fillSkills(QStandardItemModel *model, const QList<Skill> &skills)
{
    for (const Skill &s : skills) {
        QList<QStandardItem *> row = itemRow({s.name, s.type, s.triggers.join(QStringLiteral(", "))});
        row.first()->setData(s.content, SkillsHooksModel::ContentRole);
        // A skill's text comes from the workspace: escaped and wrapped as rich text of our own, so
        // that a tooltip never renders (or loads) markup from it (issue 17.5).
        row.first()->setToolTip(
            QStringLiteral("<p style='white-space:pre-wrap'>%1</p>").arg(s.content.left(400).toHtmlEscaped()));
        model->appendRow(row);
    }
}
} // namespace

SkillsHooksModel::SkillsHooksModel(QObject *parent)
    : QObject(parent)
    , m_skills(new QStandardItemModel(0, 3, this))
    , m_hooks(new QStandardItemModel(0, 3, this))
{
    m_skills->setHorizontalHeaderLabels({tr("Skill"), tr("Type"), tr("Triggers")});
    m_hooks->setHorizontalHeaderLabels({tr("Hook"), tr("Command"), tr("Timeout")});
    m_status = tr("Select a conversation to see the skills and hooks of its workspace.");
}

SkillsHooksModel::~SkillsHooksModel() = default;

void SkillsHooksModel::setCommands(WorkspaceCommands *commands)
{
    m_commands = commands;
}

void SkillsHooksModel::setStore(StoreReader *store)
{
    m_store = store;
}

void SkillsHooksModel::setConversation(const QString &id)
{
    if (id == m_id)
        return;
    m_id = id;
    if (!m_active && !m_id.isEmpty() && m_commands && m_commands->isConnected()) {
        ++m_generation; // an answer for the previous one is not shown
        m_skills->removeRows(0, m_skills->rowCount());
        m_hooks->removeRows(0, m_hooks->rowCount());
        m_stale = true;
        setStatus(tr("Loading…"), false);
        return;
    }
    reload();
}

void SkillsHooksModel::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    if (m_active && std::exchange(m_stale, false))
        reload();
}

void SkillsHooksModel::setStatus(const QString &text, bool canReload)
{
    if (text != m_status) {
        m_status = text;
        Q_EMIT statusChanged(text);
    }
    if (canReload != m_canReload) {
        m_canReload = canReload;
        Q_EMIT canReloadChanged(canReload);
    }
}

int SkillsHooksModel::skillCount() const
{
    return m_skills->rowCount();
}

int SkillsHooksModel::hookCount() const
{
    int n = 0;
    for (int i = 0; i < m_hooks->rowCount(); ++i) {
        const QStandardItem *group = m_hooks->item(i);
        for (int j = 0; j < group->rowCount(); ++j)
            n += group->child(j)->rowCount();
    }
    return n;
}

void SkillsHooksModel::reload()
{
    m_stale = false;
    const quint64 generation = ++m_generation;
    m_skills->removeRows(0, m_skills->rowCount());
    m_hooks->removeRows(0, m_hooks->rowCount());
    if (m_id.isEmpty()) {
        setStatus(tr("Select a conversation to see the skills and hooks of its workspace."), false);
        return;
    }
    if (!m_commands || !m_commands->isConnected()) {
        setStatus(tr("Skills and hooks are read from a running sandbox; an offline trajectory has none."), false);
        return;
    }
    if (m_store) {
        const auto record = m_store->conversation(m_id);
        if (record && record->displaySandboxStatus.isKnown()
            && record->displaySandboxStatus.value() != SandboxStatus::Running) {
            setStatus(tr("The sandbox is %1: skills and hooks can only be read while it is running.")
                          .arg(StatusPresentation::sandbox(record->displaySandboxStatus).label.toLower()),
                      true);
            return;
        }
    }
    setStatus(tr("Loading…"), false);
    auto pending = std::make_shared<int>(2);
    auto errors = std::make_shared<QStringList>();
    auto done = [this, pending, errors] {
        if (--*pending > 0)
            return;
        if (!errors->isEmpty())
            setStatus(errors->join(QLatin1Char('\n')), true);
        else
            setStatus(tr("%n skill(s), %1", nullptr, skillCount()).arg(tr("%n hook(s)", nullptr, hookCount())), true);
        Q_EMIT loaded();
    };
    m_commands->skills(m_id, this, [this, generation, errors, done](const CommandResult<QList<Skill>> &result) {
        if (generation != m_generation)
            return;
        if (result)
            fillSkills(m_skills, result.value());
        else
            errors->append(tr("Skills: %1").arg(result.error().message));
        done();
    });
    m_commands->hooks(m_id, this, [this, generation, errors, done](const CommandResult<QList<HookGroup>> &result) {
        if (generation != m_generation)
            return;
        if (!result) {
            errors->append(tr("Hooks: %1").arg(result.error().message));
            done();
            return;
        }
        for (const HookGroup &g : result.value()) {
            QList<QStandardItem *> group = itemRow({g.eventType, QString(), QString()});
            for (const HookMatcher &m : g.matchers) {
                QList<QStandardItem *> matcher = itemRow({tr("matcher: %1").arg(m.matcher), QString(), QString()});
                for (const HookCommand &h : m.hooks) {
                    const QString kind = h.async ? tr("%1 (async)").arg(h.type) : h.type;
                    matcher.first()->appendRow(itemRow({kind, h.command, tr("%n s", nullptr, h.timeout)}));
                }
                group.first()->appendRow(matcher);
            }
            m_hooks->appendRow(group);
        }
        done();
    });
}

} // namespace Switchyard
