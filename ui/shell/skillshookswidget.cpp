// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/skillshookswidget.h"

#include "models/workspace/skillshooksmodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QHideEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShowEvent>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace Switchyard {

SkillsHooksWidget::SkillsHooksWidget(QWidget *parent)
    : QWidget(parent)
    , m_model(new SkillsHooksModel(this))
    , m_status(new QLabel(this))
    , m_reload(new QPushButton(tr("Reload"), this))
    , m_skills(new QTreeView(this))
    , m_hooks(new QTreeView(this))
    , m_content(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("skillsHooksWidget"));
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText); // server text
    top->addWidget(m_status, 1);
    top->addWidget(m_reload);
    layout->addLayout(top);

    m_skills->setModel(m_model->skills());
    m_skills->setRootIsDecorated(false);
    m_skills->setUniformRowHeights(true);
    m_skills->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_hooks->setModel(m_model->hooks());
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
    connect(m_skills->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &index) {
        const QModelIndex first = index.siblingAtColumn(0);
        m_content->setPlainText(first.isValid() ? first.data(SkillsHooksModel::ContentRole).toString() : QString());
    });
    connect(m_model, &SkillsHooksModel::statusChanged, m_status, &QLabel::setText);
    connect(m_model, &SkillsHooksModel::canReloadChanged, m_reload, &QPushButton::setEnabled);
    connect(m_model, &SkillsHooksModel::loaded, m_hooks, &QTreeView::expandAll);
    m_status->setText(m_model->statusText());
    m_reload->setEnabled(m_model->canReload());
    m_model->setActive(false); // until the tab is shown
}

void SkillsHooksWidget::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_model->setActive(true);
}

void SkillsHooksWidget::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    if (!event->spontaneous()) // a minimised window: still what the user looks at
        m_model->setActive(false);
}

void SkillsHooksWidget::setCommands(WorkspaceCommands *commands)
{
    m_model->setCommands(commands);
}

void SkillsHooksWidget::setStore(StoreReader *store)
{
    m_model->setStore(store);
}

void SkillsHooksWidget::setConversation(const QString &id)
{
    if (id != m_model->conversationId())
        m_content->clear();
    m_model->setConversation(id);
}

void SkillsHooksWidget::reload()
{
    m_content->clear();
    m_model->reload();
}

QString SkillsHooksWidget::statusText() const
{
    return m_model->statusText();
}

int SkillsHooksWidget::skillCount() const
{
    return m_model->skillCount();
}

int SkillsHooksWidget::hookCount() const
{
    return m_model->hookCount();
}

} // namespace Switchyard
