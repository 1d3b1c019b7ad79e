// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/skillshookswidget.h"

#include "models/api/apiclient.h"
#include "models/domain/statusnames.h"
#include "models/store/store.h"
#include "ui/safetext.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <memory>

namespace Switchyard {

SkillsHooksWidget::SkillsHooksWidget(QWidget *parent)
    : QWidget(parent)
    , m_status(new QLabel(this))
    , m_reload(new QPushButton(tr("Reload"), this))
    , m_skills(new QTreeWidget(this))
    , m_hooks(new QTreeWidget(this))
    , m_content(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("skillsHooksWidget"));
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_status->setWordWrap(true);
    top->addWidget(m_status, 1);
    top->addWidget(m_reload);
    layout->addLayout(top);

    m_skills->setHeaderLabels({tr("Skill"), tr("Type"), tr("Triggers")});
    m_skills->setRootIsDecorated(false);
    m_skills->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_hooks->setHeaderLabels({tr("Hook"), tr("Command"), tr("Timeout")});
    m_hooks->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_content->setReadOnly(true);
    m_content->setPlaceholderText(tr("Select a skill to read its content."));
    m_skills->setAccessibleName(tr("Skills"));
    m_skills->setAccessibleDescription(tr("The skills the agent loaded in this workspace; select one to read it"));
    m_hooks->setAccessibleName(tr("Hooks"));
    m_hooks->setAccessibleDescription(tr("Commands the agent runs on events, grouped by event and matcher"));
    m_content->setAccessibleName(tr("Skill content"));
    m_reload->setAccessibleDescription(tr("Reads the skills and hooks of the workspace again"));

    auto *split = new QSplitter(Qt::Horizontal, this);
    auto *lists = new QSplitter(Qt::Vertical, split);
    lists->addWidget(m_skills);
    lists->addWidget(m_hooks);
    split->addWidget(lists);
    split->addWidget(m_content);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);

    connect(m_reload, &QPushButton::clicked, this, &SkillsHooksWidget::reload);
    connect(m_skills, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        m_content->setPlainText(item ? item->data(0, Qt::UserRole).toString() : QString());
    });
    setStatus(tr("Select a conversation to see the skills and hooks of its workspace."));
}

void SkillsHooksWidget::setClient(Api::ApiClient *client)
{
    m_client = client;
}

void SkillsHooksWidget::setStore(Store *store)
{
    m_store = store;
}

void SkillsHooksWidget::setConversation(const QString &id)
{
    if (id == m_id)
        return;
    m_id = id;
    reload();
}

void SkillsHooksWidget::setStatus(const QString &text)
{
    m_status->setText(text);
}

QString SkillsHooksWidget::statusText() const
{
    return m_status->text();
}

int SkillsHooksWidget::skillCount() const
{
    return m_skills->topLevelItemCount();
}

int SkillsHooksWidget::hookCount() const
{
    int n = 0;
    for (int i = 0; i < m_hooks->topLevelItemCount(); ++i)
        for (int j = 0; j < m_hooks->topLevelItem(i)->childCount(); ++j)
            n += m_hooks->topLevelItem(i)->child(j)->childCount();
    return n;
}

void SkillsHooksWidget::reload()
{
    const quint64 generation = ++m_generation;
    m_skills->clear();
    m_hooks->clear();
    m_content->clear();
    m_reload->setEnabled(false);
    if (m_id.isEmpty()) {
        setStatus(tr("Select a conversation to see the skills and hooks of its workspace."));
        return;
    }
    if (!m_client) {
        setStatus(tr("Skills and hooks are read from a running sandbox; an offline trajectory has none."));
        return;
    }
    if (m_store) {
        const auto record = m_store->conversation(m_id);
        if (record && record->displaySandboxStatus.isKnown()
            && record->displaySandboxStatus.value() != SandboxStatus::Running) {
            setStatus(tr("The sandbox is %1: skills and hooks can only be read while it is running.")
                          .arg(sandboxStatusName(record->displaySandboxStatus).toLower()));
            m_reload->setEnabled(true);
            return;
        }
    }
    setStatus(tr("Loading…"));
    auto pending = std::make_shared<int>(2);
    auto errors = std::make_shared<QStringList>();
    auto done = [this, pending, errors, generation] {
        if (generation != m_generation || --*pending > 0)
            return;
        m_reload->setEnabled(true);
        if (!errors->isEmpty())
            setStatus(errors->join(QLatin1Char('\n')));
        else
            setStatus(tr("%n skill(s), %1", nullptr, skillCount()).arg(tr("%n hook(s)", nullptr, hookCount())));
    };
    m_client->skills(m_id, this, [this, generation, errors, done](Api::Result<QList<Skill>> result) {
        if (generation != m_generation)
            return;
        if (!result.ok()) {
            errors->append(tr("Skills: %1").arg(result.error().message));
        } else {
            for (const Skill &s : result.value()) {
                auto *item = new QTreeWidgetItem(m_skills, {s.name, s.type, s.triggers.join(QStringLiteral(", "))});
                item->setData(0, Qt::UserRole, s.content);
                item->setToolTip(0, SafeText::toolTip(s.content.left(400)));
            }
        }
        done();
    });
    m_client->hooks(m_id, this, [this, generation, errors, done](Api::Result<QList<HookGroup>> result) {
        if (generation != m_generation)
            return;
        if (!result.ok()) {
            errors->append(tr("Hooks: %1").arg(result.error().message));
        } else {
            for (const HookGroup &g : result.value()) {
                auto *group = new QTreeWidgetItem(m_hooks, {g.eventType});
                for (const HookMatcher &m : g.matchers) {
                    auto *matcher = new QTreeWidgetItem(group, {tr("matcher: %1").arg(m.matcher)});
                    for (const HookCommand &h : m.hooks) {
                        const QString kind = h.async ? tr("%1 (async)").arg(h.type) : h.type;
                        new QTreeWidgetItem(matcher, {kind, h.command, tr("%n s", nullptr, h.timeout)});
                    }
                }
            }
            m_hooks->expandAll();
        }
        done();
    });
}

} // namespace Switchyard
