// SPDX-License-Identifier: GPL-3.0-or-later
// StartConversationDialog, part two: the pages it is made of (issue 27 split the dialog's 872
// lines): the basic page with the placement, the advanced page (secrets, plugins, observability),
// the system prompt and skills page, and the progress page. What the dialog does with them (the
// store's sandboxes, validation, submitting, following the start) is in startconversationdialog.cpp.
#include "models/commands/conversationcommands.h"
#include "models/commands/workspacecommands.h"
#include "models/conversations/startrequestvalidator.h"
#include "models/conversations/startsteps.h"
#include "models/domain/statusnames.h"
#include "models/read/storereader.h"
#include "ui/dialogs/startconversationdialog.h"
#include "ui/safetext.h"

#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSet>
#include <QStackedWidget>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
namespace Switchyard {

namespace {

/// Secret values: edited with a password echo and painted as dots. The text lives only in the
/// table item (memory) and is cleared when the dialog closes or the start is sent.
class SecretValueDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QString displayText(const QVariant &value, const QLocale &) const override
    {
        return value.toString().isEmpty() ? QString() : QString(8, QChar(0x2022));
    }
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QWidget *w = QStyledItemDelegate::createEditor(parent, option, index);
        if (auto *edit = qobject_cast<QLineEdit *>(w))
            edit->setEchoMode(QLineEdit::Password);
        return w;
    }
};

const char *const kProviders[] = {"github", "gitlab", "bitbucket", "bitbucket_data_center", "forgejo", "azure_devops"};

} // namespace

QWidget *StartConversationDialog::buildBasicPage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    m_repo = new QLineEdit(page);
    m_repo->setPlaceholderText(tr("owner/repository (optional)"));
    auto *repoRow = new QHBoxLayout;
    m_provider = new QComboBox(page);
    m_provider->addItem(tr("auto"), QString());
    for (const char *p : kProviders)
        m_provider->addItem(QString::fromLatin1(p), QString::fromLatin1(p));
    repoRow->addWidget(m_repo, 1);
    repoRow->addWidget(m_provider);
    auto *repoLabel = new QLabel(tr("&Repository:"), page);
    repoLabel->setBuddy(m_repo);
    m_repo->setAccessibleName(tr("Repository"));
    m_repo->setAccessibleDescription(tr("The repository to clone into the workspace, as owner/repository"));
    m_provider->setAccessibleName(tr("Git provider"));
    m_provider->setAccessibleDescription(tr("Where the repository is hosted; auto lets the server decide"));
    form->addRow(repoLabel, repoRow);

    m_branch = new QLineEdit(page);
    m_branch->setPlaceholderText(tr("default: a new openhands-workspace-… branch"));
    m_branch->setAccessibleName(tr("Branch"));
    form->addRow(tr("&Branch:"), m_branch);

    m_message = new QPlainTextEdit(page);
    m_message->setPlaceholderText(tr("What should the agent do?"));
    m_message->setMinimumHeight(90);
    m_message->setAccessibleName(tr("Initial message"));
    m_message->setAccessibleDescription(tr("The first message to the agent: what it should do"));
    form->addRow(tr("&Message:"), m_message);

    m_model = new QComboBox(page);
    m_model->setEditable(true);
    m_model->addItem(QString());
    m_model->lineEdit()->setPlaceholderText(tr("server default"));
    m_model->setAccessibleName(tr("Model"));
    m_model->setAccessibleDescription(tr("The LLM model; empty uses the server default"));
    form->addRow(tr("M&odel:"), m_model);

    m_agentType = new QComboBox(page);
    m_agentType->addItem(tr("Default (code)"), QStringLiteral("default"));
    m_agentType->addItem(tr("Plan"), QStringLiteral("plan"));
    m_agentType->setAccessibleName(tr("Agent type"));
    form->addRow(tr("&Agent type:"), m_agentType);

    form->addRow(tr("Placement:"), buildPlacement(page));

    connect(m_explicit, &QRadioButton::toggled, m_sandbox, &QComboBox::setEnabled);
    connect(m_explicit, &QRadioButton::toggled, this, &StartConversationDialog::updatePlacementInfo);
    connect(m_sandbox, &QComboBox::currentIndexChanged, this, &StartConversationDialog::updatePlacementInfo);
    connect(m_repo, &QLineEdit::textChanged, this, &StartConversationDialog::revalidate);
    connect(m_branch, &QLineEdit::textChanged, this, &StartConversationDialog::revalidate);
    connect(m_message, &QPlainTextEdit::textChanged, this, &StartConversationDialog::revalidate);
    connect(m_model, &QComboBox::currentTextChanged, this, &StartConversationDialog::revalidate);
    updatePlacementInfo();
    return page;
}

// Automatic, or in a chosen sandbox (with what it holds and the sharing warning).
QWidget *StartConversationDialog::buildPlacement(QWidget *page)
{
    auto *placement = new QWidget(page);
    auto *pl = new QVBoxLayout(placement);
    pl->setContentsMargins(0, 0, 0, 0);
    m_auto = new QRadioButton(tr("Automatic"), placement);
    m_auto->setChecked(true);
    m_explicit = new QRadioButton(tr("In this sandbox:"), placement);
    m_sandbox = new QComboBox(placement);
    m_sandbox->setEnabled(false);
    m_sandbox->setAccessibleName(tr("Sandbox"));
    m_sandbox->setAccessibleDescription(tr("The sandbox to start in, with its status and how many of its %1 "
                                           "conversation slots are used")
                                            .arg(kSandboxCapacity));
    m_auto->setAccessibleDescription(tr("The server places the conversation by its grouping strategy"));
    auto *explicitRow = new QHBoxLayout;
    explicitRow->addWidget(m_explicit);
    explicitRow->addWidget(m_sandbox, 1);
    m_placementInfo = new QLabel(placement);
    m_placementInfo->setWordWrap(true);
    m_sharingWarning = new QLabel(placement);
    m_sharingWarning->setWordWrap(true);
    m_sharingWarning->setText(
        tr("⚠ A shared sandbox is not a security boundary: conversations in it share the file system, processes, "
           "network and credentials, and pausing or deleting it affects all of them."));
    m_sharingWarning->setStyleSheet(
        QStringLiteral("QLabel { background: #fff7e0; color: #713f12; border: 1px solid #f0c36d; padding: 4px; }"));
    pl->addWidget(m_auto);
    pl->addLayout(explicitRow);
    pl->addWidget(m_placementInfo);
    pl->addWidget(m_sharingWarning);
    return placement;
}

QWidget *StartConversationDialog::buildAdvancedPage()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);

    auto *secretsLabel = new QLabel(tr("<b>Secrets</b> for this conversation only (override stored secrets of the "
                                       "same name; kept in memory, never saved):"),
                                    page);
    secretsLabel->setTextFormat(Qt::RichText); // our own markup
    secretsLabel->setWordWrap(true);
    layout->addWidget(secretsLabel);
    m_secrets = new QTableWidget(0, 2, page);
    m_secrets->setHorizontalHeaderLabels({tr("Name"), tr("Value")});
    m_secrets->horizontalHeader()->setStretchLastSection(true);
    m_secrets->verticalHeader()->hide();
    m_secrets->setItemDelegateForColumn(1, new SecretValueDelegate(m_secrets));
    m_secrets->setMaximumHeight(90);
    m_secrets->setAccessibleName(tr("Secrets"));
    m_secrets->setAccessibleDescription(
        tr("Name and value of each secret for this conversation only; values are masked and never saved"));
    layout->addWidget(m_secrets);
    addRowButtons(layout, m_secrets, tr("Add secret"), tr("Remove secret"), tr("Removes the selected secret"), [this] {
        addSecret(QString(), QString());
    });

    auto *pluginsLabel = new QLabel(tr("<b>Plugins</b> (source: github:owner/repo, a git URL or a path):"), page);
    pluginsLabel->setTextFormat(Qt::RichText); // our own markup
    layout->addWidget(pluginsLabel);
    m_plugins = new QTableWidget(0, 3, page);
    m_plugins->setHorizontalHeaderLabels({tr("Source"), tr("Ref"), tr("Path in repo")});
    m_plugins->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_plugins->verticalHeader()->hide();
    m_plugins->setMaximumHeight(80);
    m_plugins->setAccessibleName(tr("Plugins"));
    m_plugins->setAccessibleDescription(tr("Source, ref and path in the repository of each plugin to load"));
    layout->addWidget(m_plugins);
    addRowButtons(layout, m_plugins, tr("Add plugin"), tr("Remove plugin"), tr("Removes the selected plugin"), [this] {
        addPlugin(QString());
    });

    buildObservability(page, layout);
    return page;
}

// "Add …" and "Remove" under an editable table: add appends a row (`addEmptyRow`) and edits its
// first cell, remove takes the selected row away; any edit revalidates.
void StartConversationDialog::addRowButtons(QVBoxLayout *layout, QTableWidget *table, const QString &addText,
                                            const QString &removeName, const QString &removeDescription,
                                            const std::function<void()> &addEmptyRow)
{
    QWidget *page = layout->parentWidget();
    auto *buttons = new QHBoxLayout;
    auto *addButton = new QPushButton(addText, page);
    auto *removeButton = new QPushButton(tr("Remove"), page);
    addButton->setAccessibleName(addText);
    removeButton->setAccessibleName(removeName);
    removeButton->setAccessibleDescription(removeDescription);
    buttons->addWidget(addButton);
    buttons->addWidget(removeButton);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    connect(addButton, &QPushButton::clicked, this, [table, addEmptyRow] {
        addEmptyRow();
        table->editItem(table->item(table->rowCount() - 1, 0));
    });
    connect(removeButton, &QPushButton::clicked, this, [this, table] {
        if (table->currentRow() >= 0)
            table->removeRow(table->currentRow());
        revalidate();
    });
    connect(table, &QTableWidget::itemChanged, this, &StartConversationDialog::revalidate);
}

// Span name, tags and metadata for the server's tracing.
void StartConversationDialog::buildObservability(QWidget *page, QVBoxLayout *layout)
{
    auto *observabilityLabel = new QLabel(tr("<b>Observability</b>"), page);
    observabilityLabel->setTextFormat(Qt::RichText); // our own markup
    layout->addWidget(observabilityLabel);
    auto *form = new QFormLayout;
    m_spanName = new QLineEdit(page);
    m_spanName->setPlaceholderText(tr("letters, digits and . _ : / - (at most 128)"));
    m_spanName->setMaxLength(256); // longer input is reported, not silently cut
    m_tags = new QLineEdit(page);
    m_tags->setPlaceholderText(tr("comma separated"));
    m_metadata = new QPlainTextEdit(page);
    m_metadata->setPlaceholderText(tr("one key = value per line: text, \"quoted text\", true/false, 42, 0.5, "
                                      "[1, 2, 3] (arrays of one type)"));
    m_metadata->setMaximumHeight(64);
    m_spanName->setAccessibleName(tr("Span name"));
    m_spanName->setAccessibleDescription(tr("Observability span name: letters, digits and . _ : / - (at most 128)"));
    m_tags->setAccessibleName(tr("Tags"));
    m_tags->setAccessibleDescription(tr("Observability tags, comma separated"));
    m_metadata->setAccessibleName(tr("Metadata"));
    m_metadata->setAccessibleDescription(tr("Observability metadata, one key = value per line"));
    form->addRow(tr("Span name:"), m_spanName);
    form->addRow(tr("Tags:"), m_tags);
    form->addRow(tr("Metadata:"), m_metadata);
    layout->addLayout(form);
    connect(m_spanName, &QLineEdit::textChanged, this, &StartConversationDialog::revalidate);
    connect(m_tags, &QLineEdit::textChanged, this, &StartConversationDialog::revalidate);
    connect(m_metadata, &QPlainTextEdit::textChanged, this, &StartConversationDialog::revalidate);
}

QWidget *StartConversationDialog::buildPromptPage()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    auto *promptLabel = new QLabel(tr("<b>System prompt</b> (replaces the agent's default prompt; leave empty for "
                                      "the default; newer servers only):"),
                                   page);
    promptLabel->setTextFormat(Qt::RichText); // our own markup
    promptLabel->setWordWrap(true);
    layout->addWidget(promptLabel);
    m_systemPrompt = new QPlainTextEdit(page);
    m_systemPrompt->setPlaceholderText(tr("You are a careful engineer…"));
    m_systemPrompt->setAccessibleName(tr("System prompt"));
    m_systemPrompt->setAccessibleDescription(tr("Replaces the agent's default system prompt; empty keeps it"));
    layout->addWidget(m_systemPrompt, 1);
    connect(m_systemPrompt, &QPlainTextEdit::textChanged, this, &StartConversationDialog::revalidate);

    auto *skillsLabel = new QLabel(tr("<b>Skills not to load</b> (checked ones are disabled):"), page);
    skillsLabel->setTextFormat(Qt::RichText); // our own markup
    layout->addWidget(skillsLabel);
    m_skillsInfo = SafeText::plainLabel(new QLabel(page));
    m_skillsInfo->setWordWrap(true);
    m_skillsInfo->setText(tr("Open a conversation first to list the skills its server loads, or type names below."));
    layout->addWidget(m_skillsInfo);
    m_skills = new QListWidget(page);
    m_skills->setAccessibleName(tr("Skills to disable"));
    m_skills->setAccessibleDescription(tr("The skills the server lists; a checked skill is not loaded"));
    m_skills->setMinimumHeight(80);
    layout->addWidget(m_skills, 1);
    auto *form = new QFormLayout;
    m_otherSkills = new QLineEdit(page);
    m_otherSkills->setPlaceholderText(tr("comma separated skill names"));
    m_otherSkills->setAccessibleName(tr("Other skills to disable"));
    form->addRow(tr("Other skills:"), m_otherSkills);
    layout->addLayout(form);
    connect(m_otherSkills, &QLineEdit::textChanged, this, &StartConversationDialog::revalidate);
    return page;
}

void StartConversationDialog::showPromptAndSkills()
{
    m_tabs->setCurrentIndex(2);
}

void StartConversationDialog::setSystemPrompt(const QString &prompt)
{
    m_systemPrompt->setPlainText(prompt);
}

void StartConversationDialog::setSkillSource(WorkspaceCommands *workspace, const QString &conversationId,
                                             const QString &label)
{
    if (!workspace || conversationId.isEmpty())
        return;
    m_skillsInfo->setText(tr("Loading the skills of “%1”…").arg(label));
    workspace->skills(conversationId, this, [this, label](const CommandResult<QList<Skill>> &result) {
        if (!result) {
            skillsArrived({}, result.error().message);
            return;
        }
        QStringList names;
        for (const Skill &s : result.value()) {
            if (!s.name.isEmpty() && !names.contains(s.name))
                names.append(s.name);
        }
        names.sort(Qt::CaseInsensitive);
        skillsArrived(names, {});
        m_skillsInfo->setText(names.isEmpty() ? tr("“%1” lists no skills; type names below.").arg(label)
                                              : tr("The skills “%1” loads:").arg(label));
    });
}

void StartConversationDialog::skillsArrived(const QStringList &names, const QString &error)
{
    if (!error.isEmpty())
        m_skillsInfo->setText(tr("The skills could not be listed: %1").arg(error));
    for (const QString &name : names) {
        auto *item = new QListWidgetItem(name, m_skills);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(Qt::Unchecked);
        item->setToolTip(tr("Check to start without “%1”").arg(name));
    }
}

QStringList StartConversationDialog::listedSkills() const
{
    QStringList out;
    for (int i = 0; i < m_skills->count(); ++i)
        out.append(m_skills->item(i)->text());
    return out;
}

void StartConversationDialog::disableSkill(const QString &name)
{
    for (int i = 0; i < m_skills->count(); ++i) {
        if (m_skills->item(i)->text() == name) {
            m_skills->item(i)->setCheckState(Qt::Checked);
            return;
        }
    }
    const QString typed = m_otherSkills->text().trimmed();
    m_otherSkills->setText(typed.isEmpty() ? name : typed + QStringLiteral(", ") + name);
}

QWidget *StartConversationDialog::buildProgressPage()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    m_progressTitle = new QLabel(page);
    QFont f = m_progressTitle->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.2);
    m_progressTitle->setFont(f);
    layout->addWidget(m_progressTitle);
    m_progress = new QProgressBar(page);
    m_progress->setRange(0, StartSteps::count());
    m_progress->setFormat(tr("Step %v of %m"));
    m_progress->setAccessibleName(tr("Start progress"));
    layout->addWidget(m_progress);
    for (int i = 1; i <= StartSteps::count(); ++i) {
        auto *label = new QLabel(page);
        label->setTextFormat(Qt::RichText); // our own markup; the server's text in it is escaped
        m_stepLabels.append(label);
        layout->addWidget(label);
    }
    m_progressDetail = new QLabel(page);
    m_progressDetail->setWordWrap(true);
    m_progressDetail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progressDetail->setAccessibleName(tr("Start details"));
    layout->addWidget(m_progressDetail);
    layout->addStretch(1);
    auto *buttons = new QHBoxLayout;
    m_editButton = new QPushButton(tr("Edit and retry"), page);
    m_openButton = new QPushButton(tr("Open conversation"), page);
    m_closeButton = new QPushButton(tr("Close"), page);
    buttons->addStretch(1);
    buttons->addWidget(m_editButton);
    buttons->addWidget(m_openButton);
    buttons->addWidget(m_closeButton);
    layout->addLayout(buttons);
    connect(m_editButton, &QPushButton::clicked, this, [this] {
        m_key.clear();
        m_stack->setCurrentIndex(0);
        m_buttons->show();
        revalidate();
    });
    connect(m_openButton, &QPushButton::clicked, this, [this] {
        Q_EMIT conversationStarted(m_readyConversationId);
        accept();
    });
    connect(m_closeButton, &QPushButton::clicked, this, &QDialog::accept);
    return page;
}

} // namespace Switchyard
