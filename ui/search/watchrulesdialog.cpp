// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/search/watchrulesdialog.h"

#include "models/commands/watchcommands.h"
#include "ui/safetext.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Switchyard {

namespace {

constexpr int kIdRole = Qt::UserRole + 1;

enum Col
{
    ColOn,
    ColName,
    ColQuery,
    ColActions,
    ColHits,
    ColCount
};

QString actionsText(const WatchRule &r)
{
    QStringList parts;
    if (r.has(WatchRule::Notify))
        parts << WatchRulesDialog::tr("notify");
    if (r.has(WatchRule::Inbox))
        parts << WatchRulesDialog::tr("inbox");
    if (r.has(WatchRule::Tag))
        parts << WatchRulesDialog::tr("tag “%1”").arg(r.tag);
    if (r.has(WatchRule::Pause))
        parts << WatchRulesDialog::tr("pause the agent");
    return parts.join(QStringLiteral(", "));
}

QTableWidgetItem *cell(const QString &text, qint64 id)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    item->setData(kIdRole, id);
    return item;
}

} // namespace

// 85 lines: the dialog's parts, their names and their connections in one place, a flat list of widget
// set-up that reads top to bottom like the dialog itself (split, it would only scatter it).
WatchRulesDialog::WatchRulesDialog(WatchReader *reader, WatchCommands *commands, QWidget *parent)
    : QDialog(parent)
    , m_reader(reader)
    , m_commands(commands)
    , m_table(new QTableWidget(0, ColCount, this))
    , m_name(new QLineEdit(this))
    , m_query(new QLineEdit(this))
    , m_notify(new QCheckBox(tr("Notify"), this))
    , m_inbox(new QCheckBox(tr("Put in the inbox"), this))
    , m_tag(new QCheckBox(tr("Tag the conversation:"), this))
    , m_tagText(new QLineEdit(this))
    , m_pause(new QCheckBox(tr("Pause the agent"), this))
    , m_add(new QPushButton(tr("Add from search"), this))
    , m_apply(new QPushButton(tr("Save changes"), this))
    , m_remove(new QPushButton(tr("Delete"), this))
    , m_dryRunButton(new QPushButton(tr("Dry run (last 7 days)"), this))
    , m_status(SafeText::plainLabel(new QLabel(this)))
    , m_dryRun(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("watchRulesDialog"));
    setWindowTitle(tr("Watch rules"));
    setModal(false);
    m_table->setObjectName(QStringLiteral("watchRules"));
    m_name->setObjectName(QStringLiteral("watchRuleName"));
    m_query->setObjectName(QStringLiteral("watchRuleQuery"));
    m_tagText->setObjectName(QStringLiteral("watchRuleTag"));
    m_table->setHorizontalHeaderLabels({tr("On"), tr("Name"), tr("Query"), tr("Does"), tr("Hits")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(ColQuery, QHeaderView::Stretch);
    m_table->setAccessibleName(tr("Watch rules"));
    m_tagText->setPlaceholderText(tr("tag"));
    m_status->setObjectName(QStringLiteral("watchRulesStatus"));
    m_status->setWordWrap(true);
    m_dryRun->setObjectName(QStringLiteral("watchRulesDryRun"));
    m_dryRun->setHeaderHidden(true);
    m_dryRun->setAccessibleName(tr("Dry run matches"));

    auto *form = new QFormLayout;
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Query:"), m_query);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_notify);
    actions->addWidget(m_inbox);
    actions->addWidget(m_tag);
    actions->addWidget(m_tagText);
    actions->addWidget(m_pause);
    actions->addStretch(1);
    form->addRow(tr("When it matches:"), actions);
    auto *hint = SafeText::plainLabel(new QLabel(
        tr("A rule never resumes, approves, answers or sends anything: it notifies, files, tags or pauses."), this));
    hint->setWordWrap(true);
    form->addRow(QString(), hint);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_add, m_apply, m_remove, m_dryRunButton})
        buttons->addWidget(b);
    buttons->addStretch(1);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 2);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addWidget(m_dryRun, 1);
    layout->addWidget(close);

    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_add, &QPushButton::clicked, this, &WatchRulesDialog::addFromQuery);
    connect(m_apply, &QPushButton::clicked, this, &WatchRulesDialog::applyEdits);
    connect(m_remove, &QPushButton::clicked, this, &WatchRulesDialog::removeSelected);
    connect(m_dryRunButton, &QPushButton::clicked, this, &WatchRulesDialog::dryRunSelected);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &WatchRulesDialog::showSelected);
    connect(m_table, &QTableWidget::cellChanged, this, &WatchRulesDialog::onItemChanged);
    if (m_reader)
        connect(m_reader, &WatchReader::rulesChanged, this, &WatchRulesDialog::scheduleReload);
    if (m_commands) {
        connect(m_commands, &WatchCommands::finished, this, &WatchRulesDialog::onOutcome);
        connect(m_commands, &WatchCommands::dryRunReady, this, &WatchRulesDialog::showDryRun);
    }
    resize(900, 560);
    reload();
}

WatchRulesDialog::~WatchRulesDialog() = default;

void WatchRulesDialog::setCurrentQuery(const QString &query)
{
    m_currentQuery = query.trimmed();
    m_add->setEnabled(!m_currentQuery.isEmpty());
    m_add->setToolTip(m_currentQuery.isEmpty() ? tr("Type a query on the search page first.")
                                               : tr("Add a rule for “%1”").arg(m_currentQuery));
}

qint64 WatchRulesDialog::selectedRuleId() const
{
    const QList<QTableWidgetItem *> items = m_table->selectedItems();
    return items.isEmpty() ? 0 : items.constFirst()->data(kIdRole).toLongLong();
}

void WatchRulesDialog::selectRule(qint64 id)
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, ColName)->data(kIdRole).toLongLong() == id) {
            m_table->selectRow(row);
            return;
        }
    }
}

void WatchRulesDialog::scheduleReload()
{
    if (m_reloadQueued)
        return;
    m_reloadQueued = true;
    QMetaObject::invokeMethod(this, &WatchRulesDialog::reload, Qt::QueuedConnection);
}

void WatchRulesDialog::reload()
{
    m_reloadQueued = false;
    const qint64 selected = m_selectAfterReload ? std::exchange(m_selectAfterReload, 0) : selectedRuleId();
    const QList<WatchRule> rules = m_reader ? m_reader->rules() : QList<WatchRule>{};
    m_filling = true;
    m_table->setRowCount(int(rules.size()));
    for (int row = 0; row < rules.size(); ++row) {
        const WatchRule &r = rules.at(row);
        auto *on = cell(QString(), r.id);
        on->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        on->setCheckState(r.enabled ? Qt::Checked : Qt::Unchecked);
        on->setToolTip(r.enabled ? tr("Watching new events") : tr("Disabled"));
        m_table->setItem(row, ColOn, on);
        m_table->setItem(row, ColName, cell(r.name, r.id));
        m_table->setItem(row, ColQuery, cell(r.query, r.id));
        m_table->setItem(row, ColActions, cell(actionsText(r), r.id));
        auto *hits = cell(QLocale().toString(r.hits), r.id);
        hits->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, ColHits, hits);
    }
    m_table->resizeColumnToContents(ColOn);
    m_table->resizeColumnToContents(ColName);
    m_table->resizeColumnToContents(ColActions);
    m_filling = false;
    if (selected)
        selectRule(selected);
    showSelected();
}

void WatchRulesDialog::showSelected()
{
    const qint64 id = selectedRuleId();
    std::optional<WatchRule> rule;
    if (m_reader) {
        for (const WatchRule &r : m_reader->rules()) {
            if (r.id == id)
                rule = r;
        }
    }
    for (QWidget *w : std::initializer_list<QWidget *>{m_name, m_query, m_notify, m_inbox, m_tag, m_tagText, m_pause,
                                                       m_apply, m_remove, m_dryRunButton})
        w->setEnabled(rule.has_value());
    if (!rule)
        return;
    m_name->setText(rule->name);
    m_query->setText(rule->query);
    m_notify->setChecked(rule->has(WatchRule::Notify));
    m_inbox->setChecked(rule->has(WatchRule::Inbox));
    m_tag->setChecked(rule->has(WatchRule::Tag));
    m_tagText->setText(rule->tag);
    m_pause->setChecked(rule->has(WatchRule::Pause));
}

void WatchRulesDialog::onItemChanged(int row, int column)
{
    if (m_filling || column != ColOn || !m_commands)
        return;
    const QTableWidgetItem *on = m_table->item(row, ColOn);
    m_commands->setEnabled(on->data(kIdRole).toLongLong(), on->checkState() == Qt::Checked);
}

void WatchRulesDialog::addFromQuery()
{
    if (!m_commands || m_currentQuery.isEmpty())
        return;
    WatchRule r;
    r.query = m_currentQuery;
    r.name = m_currentQuery;
    r.actions = WatchRule::Notify | WatchRule::Inbox;
    r.enabled = true;
    m_selectAfterReload = m_commands->add(r);
}

void WatchRulesDialog::applyEdits()
{
    const qint64 id = selectedRuleId();
    if (!m_commands || !m_reader || !id)
        return;
    for (WatchRule r : m_reader->rules()) {
        if (r.id != id)
            continue;
        r.name = m_name->text();
        r.query = m_query->text();
        r.actions = (m_notify->isChecked() ? WatchRule::Notify : 0) | (m_inbox->isChecked() ? WatchRule::Inbox : 0)
            | (m_tag->isChecked() ? WatchRule::Tag : 0) | (m_pause->isChecked() ? WatchRule::Pause : 0);
        r.tag = m_tagText->text();
        m_commands->update(r);
        return;
    }
}

void WatchRulesDialog::removeSelected()
{
    const qint64 id = selectedRuleId();
    if (m_commands && id)
        m_commands->remove(id);
}

void WatchRulesDialog::dryRunSelected()
{
    if (!m_commands || !selectedRuleId())
        return;
    m_dryRun->clear();
    m_status->setText(tr("Looking through the last 7 days…"));
    m_commands->dryRun(m_query->text());
}

void WatchRulesDialog::onOutcome(const CommandOutcome &outcome)
{
    if (!outcome.ok())
        m_status->setText(outcome.error->message);
    else if (!outcome.message.isEmpty())
        m_status->setText(outcome.message);
}

void WatchRulesDialog::showDryRun(const QString &query, const SearchResult &result)
{
    if (query != m_query->text())
        return; // an answer to another rule
    m_dryRun->clear();
    for (const SearchGroup &g : result.groups) {
        auto *top = new QTreeWidgetItem(m_dryRun);
        const QString title = g.title.isEmpty() ? g.conversationId.left(8) : g.title;
        top->setText(0, tr("%1 (%n match(es))", nullptr, int(g.hitCount)).arg(title));
        for (const SearchHit &h : g.hits)
            (new QTreeWidgetItem(top))->setText(0, h.context);
        top->setExpanded(true);
    }
}

} // namespace Switchyard
