// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/startconversationdialog.h"

#include "models/commands/conversationcommands.h"
#include "models/commands/workspacecommands.h"
#include "models/conversations/startrequestvalidator.h"
#include "models/conversations/startsteps.h"
#include "models/domain/statusnames.h"
#include "models/read/storereader.h"
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

QString groupingText(const OpenEnum<GroupingStrategy> &g)
{
    using G = GroupingStrategy;
    switch (g.value()) {
    case G::NoGrouping:
        return StartConversationDialog::tr("No grouping: a new sandbox for each conversation");
    case G::GroupByNewest:
        return StartConversationDialog::tr("Group by newest: the newest running sandbox with room");
    case G::LeastRecentlyUsed:
        return StartConversationDialog::tr("Least recently used: the oldest running sandbox with room");
    case G::FewestConversations:
        return StartConversationDialog::tr("Fewest conversations: the running sandbox with the fewest");
    case G::AddToAny:
        return StartConversationDialog::tr("Add to any: the first running sandbox with room");
    case G::Unknown:
        break;
    }
    return g.isAbsent() ? StartConversationDialog::tr("the server's grouping strategy (not read yet)") : g.raw();
}

const char *const kProviders[] = {"github", "gitlab", "bitbucket", "bitbucket_data_center", "forgejo", "azure_devops"};

} // namespace

StartConversationDialog::StartConversationDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Start a conversation"));
    auto *layout = new QVBoxLayout(this);
    m_stack = new QStackedWidget(this);
    layout->addWidget(m_stack, 1);

    auto *formPage = new QWidget(m_stack);
    auto *formLayout = new QVBoxLayout(formPage);
    formLayout->setContentsMargins(0, 0, 0, 0);
    m_tabs = new QTabWidget(formPage);
    m_tabs->addTab(buildBasicPage(), tr("Conversation"));
    m_tabs->addTab(buildAdvancedPage(), tr("Secrets, plugins, observability"));
    m_tabs->addTab(buildPromptPage(), tr("Prompt and skills"));
    m_tabs->setAccessibleName(tr("Start options"));
    formLayout->addWidget(m_tabs, 1);
    m_problems = new QLabel(formPage);
    m_problems->setStyleSheet(QStringLiteral("color: #b91c1c;"));
    m_problems->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    formLayout->addWidget(m_problems);
    m_stack->addWidget(formPage);
    m_stack->addWidget(buildProgressPage());

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_startButton = m_buttons->addButton(tr("Start"), QDialogButtonBox::AcceptRole);
    m_startButton->setDefault(true);
    connect(m_startButton, &QPushButton::clicked, this, &StartConversationDialog::submit);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);

    // Secrets never outlive the dialog.
    connect(this, &QDialog::finished, this, &StartConversationDialog::clearSecrets);

    revalidate();
    resize(660, 660);
}

StartConversationDialog::~StartConversationDialog()
{
    clearSecrets();
}

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

void StartConversationDialog::setStore(StoreReader *store)
{
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    if (store) {
        connect(store, &StoreReader::changed, this, [this](const StoreChanges &changes) {
            if (!changes.sandboxes.isEmpty() || changes.settingsChanged || !changes.conversations.inserted.isEmpty())
                refreshSandboxes();
        });
        // Completion from what the client knows.
        QSet<QString> repos;
        QSet<QString> models;
        const QList<ConversationRecord> &records = store->conversations();
        for (const auto &r : records) {
            if (!r.conversation.selectedRepository.isEmpty())
                repos.insert(r.conversation.selectedRepository);
            if (!r.conversation.llmModel.isEmpty())
                models.insert(r.conversation.llmModel);
        }
        QStringList repoList(repos.cbegin(), repos.cend());
        repoList.sort();
        auto *completer = new QCompleter(repoList, m_repo);
        completer->setCaseSensitivity(Qt::CaseInsensitive);
        m_repo->setCompleter(completer);
        QStringList modelList(models.cbegin(), models.cend());
        modelList.sort();
        const QString current = m_model->currentText();
        m_model->clear();
        m_model->addItem(QString());
        m_model->addItems(modelList);
        m_model->setEditText(current);
    }
    refreshSandboxes();
}

void StartConversationDialog::setCommands(ConversationCommands *commands)
{
    if (m_commands)
        disconnect(m_commands, nullptr, this, nullptr);
    m_commands = commands;
    if (commands) {
        connect(commands, &ConversationCommands::startProgress, this,
                [this](const QString &key, const StartTask &task) {
                    if (key == m_key)
                        showProgress(task);
                });
        connect(commands, &ConversationCommands::startFinished, this,
                [this](const QString &key, bool ok, const StartTask &task, const QString &message) {
                    if (key == m_key)
                        finish(ok, task, message);
                });
        connect(commands, &ConversationCommands::commandFailed, this,
                [this](ConversationCommands::Kind kind, const QString &id, const QString &message) {
                    // Rejected before a key existed (validation, not connected).
                    if (kind == ConversationCommands::Kind::Start && id.isEmpty() && m_stack->currentIndex() == 0)
                        m_problems->setText(message);
                });
    }
    revalidate();
}

void StartConversationDialog::setPlacementSandbox(const QString &sandboxId)
{
    m_wantedSandbox = sandboxId;
    refreshSandboxes();
    if (!sandboxId.isEmpty())
        m_sandbox->setCurrentIndex(qMax(0, m_sandbox->findData(sandboxId)));
    m_explicit->setChecked(!sandboxId.isEmpty());
    m_auto->setChecked(sandboxId.isEmpty());
}

void StartConversationDialog::setRepository(const QString &repository)
{
    m_repo->setText(repository);
}

void StartConversationDialog::setBranch(const QString &branch)
{
    m_branch->setText(branch);
}

void StartConversationDialog::setMessage(const QString &message)
{
    m_message->setPlainText(message);
}

void StartConversationDialog::setModelName(const QString &model)
{
    m_model->setEditText(model);
}

void StartConversationDialog::setSpanName(const QString &spanName)
{
    m_spanName->setText(spanName);
}

void StartConversationDialog::setMetadataText(const QString &text)
{
    m_metadata->setPlainText(text);
}

void StartConversationDialog::addSecret(const QString &name, const QString &value)
{
    const int row = m_secrets->rowCount();
    m_secrets->insertRow(row);
    m_secrets->setItem(row, 0, new QTableWidgetItem(name));
    m_secrets->setItem(row, 1, new QTableWidgetItem(value));
    revalidate();
}

void StartConversationDialog::addPlugin(const QString &source, const QString &ref, const QString &repoPath)
{
    const int row = m_plugins->rowCount();
    m_plugins->insertRow(row);
    m_plugins->setItem(row, 0, new QTableWidgetItem(source));
    m_plugins->setItem(row, 1, new QTableWidgetItem(ref));
    m_plugins->setItem(row, 2, new QTableWidgetItem(repoPath));
    revalidate();
}

void StartConversationDialog::showAdvanced(bool advanced)
{
    m_tabs->setCurrentIndex(advanced ? 1 : 0);
}

void StartConversationDialog::refreshSandboxes()
{
    const QString keep =
        m_sandbox->currentData().toString().isEmpty() ? m_wantedSandbox : m_sandbox->currentData().toString();
    const QSignalBlocker block(m_sandbox);
    m_sandbox->clear();
    if (m_store) {
        // One pass over the conversations (not one per sandbox: 500 sandboxes x 10,000 records).
        QHash<QString, int> usedBySandbox;
        for (const ConversationRecord &r : m_store->conversations()) {
            if (!r.gone && !r.conversation.sandboxId.isEmpty())
                ++usedBySandbox[r.conversation.sandboxId];
        }
        const QList<SandboxRecord> sandboxes = m_store->sandboxes();
        for (const SandboxRecord &s : sandboxes) {
            if (s.gone)
                continue;
            const int used = usedBySandbox.value(s.sandbox.id);
            const QString status = sandboxStatusName(s.sandbox.status).toLower();
            m_sandbox->addItem(tr("%1 — %2 — %3/%4").arg(s.sandbox.id.left(12), status).arg(used).arg(kSandboxCapacity),
                               s.sandbox.id);
            const int idx = m_sandbox->count() - 1;
            m_sandbox->setItemData(idx, QVariant::fromValue(s.sandbox.status), Qt::UserRole + 1);
            m_sandbox->setItemData(idx, used, Qt::UserRole + 2);
        }
    }
    if (!m_wantedSandbox.isEmpty() && m_sandbox->findData(m_wantedSandbox) < 0)
        m_sandbox->addItem(tr("%1 — not known yet").arg(m_wantedSandbox.left(12)), m_wantedSandbox);
    m_sandbox->setCurrentIndex(qMax(0, m_sandbox->findData(keep)));
    m_explicit->setEnabled(m_sandbox->count() > 0);
    m_auto->setText(m_store ? tr("Automatic — %1").arg(groupingText(m_store->groupingStrategy()))
                            : tr("Automatic (the server's grouping strategy)"));
    updatePlacementInfo();
}

void StartConversationDialog::updatePlacementInfo()
{
    if (!m_explicit->isChecked()) {
        m_placementInfo->setText(tr("The server picks a running sandbox with fewer than %1 conversations, or creates "
                                    "one. Paused sandboxes are never picked automatically.")
                                     .arg(kSandboxCapacity));
        const bool groups = m_store && m_store->groupingStrategy().value() != GroupingStrategy::NoGrouping
            && m_store->groupingStrategy().isKnown();
        m_sharingWarning->setVisible(groups);
        revalidate();
        return;
    }
    const auto status = m_sandbox->currentData(Qt::UserRole + 1).value<OpenEnum<SandboxStatus>>();
    const int used = m_sandbox->currentData(Qt::UserRole + 2).toInt();
    QString info = tr("%1 of %2 conversations in use.").arg(used).arg(kSandboxCapacity);
    if (status == SandboxStatus::Paused)
        info += QLatin1Char(' ') + tr("The sandbox is paused: starting here resumes it.");
    else if (status == SandboxStatus::Error || status == SandboxStatus::Missing)
        info +=
            QLatin1Char(' ') + tr("The sandbox is %1: the start would fail.").arg(sandboxStatusName(status).toLower());
    else if (status == SandboxStatus::Starting)
        info += QLatin1Char(' ') + tr("The sandbox is still starting.");
    if (used >= kSandboxCapacity)
        info += QLatin1Char(' ') + tr("It is full.");
    m_placementInfo->setText(info);
    m_sharingWarning->setVisible(true);
    revalidate();
}

StartOptions StartConversationDialog::buildOptions(QStringList *problems) const
{
    StartOptions req;
    QStringList out;
    req.selectedRepository = m_repo->text().trimmed();
    req.selectedBranch = m_branch->text().trimmed();
    req.gitProvider = m_provider->currentData().toString();
    const QString message = m_message->toPlainText();
    if (!message.trimmed().isEmpty())
        req.initialMessage = message;
    req.llmModel = m_model->currentText().trimmed();
    req.agentType = m_agentType->currentData().toString();
    req.trigger = QStringLiteral("gui");
    if (m_explicit->isChecked()) {
        req.sandboxId = m_sandbox->currentData().toString();
        const auto status = m_sandbox->currentData(Qt::UserRole + 1).value<OpenEnum<SandboxStatus>>();
        if (req.sandboxId.isEmpty())
            out.append(tr("Choose a sandbox, or let the server place the conversation."));
        else if (status == SandboxStatus::Error || status == SandboxStatus::Missing)
            out.append(tr("The sandbox %1 is %2; a conversation cannot start there.")
                           .arg(req.sandboxId, sandboxStatusName(status).toLower()));
        else if (m_sandbox->currentData(Qt::UserRole + 2).toInt() >= kSandboxCapacity)
            out.append(tr("The sandbox %1 already holds %2 conversations.").arg(req.sandboxId).arg(kSandboxCapacity));
    }
    QSet<QString> secretNames;
    for (int row = 0; row < m_secrets->rowCount(); ++row) {
        const QString name = m_secrets->item(row, 0) ? m_secrets->item(row, 0)->text().trimmed() : QString();
        const QString value = m_secrets->item(row, 1) ? m_secrets->item(row, 1)->text() : QString();
        if (name.isEmpty() && value.isEmpty())
            continue;
        if (secretNames.contains(name))
            out.append(tr("The secret “%1” is listed twice.").arg(name));
        secretNames.insert(name);
        req.secrets.insert(name, value);
    }
    for (int row = 0; row < m_plugins->rowCount(); ++row) {
        PluginChoice p;
        p.source = m_plugins->item(row, 0) ? m_plugins->item(row, 0)->text().trimmed() : QString();
        p.ref = m_plugins->item(row, 1) ? m_plugins->item(row, 1)->text().trimmed() : QString();
        p.repoPath = m_plugins->item(row, 2) ? m_plugins->item(row, 2)->text().trimmed() : QString();
        if (p.source.isEmpty() && p.ref.isEmpty() && p.repoPath.isEmpty())
            continue;
        req.plugins.append(p);
    }
    req.systemPrompt = m_systemPrompt->toPlainText();
    for (int i = 0; i < m_skills->count(); ++i) {
        if (m_skills->item(i)->checkState() == Qt::Checked)
            req.disabledSkills.append(m_skills->item(i)->text());
    }
    for (const QString &name : StartRequestValidator::parseTags(m_otherSkills->text())) {
        if (!req.disabledSkills.contains(name))
            req.disabledSkills.append(name);
    }
    req.observabilitySpanName = m_spanName->text().trimmed();
    req.observabilityTags = StartRequestValidator::parseTags(m_tags->text());
    QString metadataError;
    if (!StartRequestValidator::parseMetadata(m_metadata->toPlainText(), &req.observabilityMetadata, &metadataError))
        out.append(metadataError);

    const QList<StartRequestProblem> found = StartRequestValidator::validate(req);
    for (const auto &p : found)
        out.append(p.message);
    if (!req.initialMessage && req.selectedRepository.isEmpty())
        out.append(tr("Write a message or choose a repository."));
    if (problems)
        *problems = out;
    return req;
}

QStringList StartConversationDialog::validationProblems() const
{
    QStringList problems;
    (void)buildOptions(&problems);
    return problems;
}

void StartConversationDialog::revalidate()
{
    if (!m_problems || !m_startButton)
        return;
    const QStringList problems = validationProblems();
    // Only complain about emptiness once the user typed something.
    const bool pristine = m_repo->text().isEmpty() && m_message->toPlainText().isEmpty();
    const QString text = pristine ? QString() : problems.join(u'\n');
    m_problems->setText(text);
    // The tab widget would otherwise squeeze the list of problems.
    m_problems->setMinimumHeight(text.isEmpty() ? 0
                                                : int(problems.size()) * m_problems->fontMetrics().lineSpacing() + 4);
    m_startButton->setEnabled(problems.isEmpty() && m_commands != nullptr);
}

void StartConversationDialog::submit()
{
    QStringList problems;
    const StartOptions options = buildOptions(&problems);
    if (!problems.isEmpty()) {
        m_problems->setText(problems.join(u'\n'));
        m_problems->setMinimumHeight(int(problems.size()) * m_problems->fontMetrics().lineSpacing() + 4);
        return;
    }
    if (!m_commands)
        return;
    m_readyConversationId.clear();
    const QString key = m_commands->start(options);
    if (key.isEmpty())
        return; // commandFailed() already put the reason in m_problems
    m_key = key;
    StartTask initial;
    initial.status = StartTaskStatus::Working;
    m_stack->setCurrentIndex(1);
    m_buttons->hide();
    showProgress(initial);
}

bool StartConversationDialog::isShowingProgress() const
{
    return m_stack->currentIndex() == 1;
}

QString StartConversationDialog::progressText() const
{
    return m_progressTitle->text() + u'\n' + m_progressDetail->text();
}

void StartConversationDialog::showProgress(const StartTask &task)
{
    const int current = StartSteps::index(task.status.value());
    const bool error = task.status.value() == StartTaskStatus::Error;
    m_progressTitle->setText(
        error ? tr("The conversation could not be started")
              : (current == StartSteps::count() ? tr("The conversation is ready") : tr("Starting the conversation…")));
    if (current > 0)
        m_progress->setValue(current);
    static const StartTaskStatus order[] = {
        StartTaskStatus::Working,
        StartTaskStatus::WaitingForSandbox,
        StartTaskStatus::PreparingRepository,
        StartTaskStatus::RunningSetupScript,
        StartTaskStatus::SettingUpGitHooks,
        StartTaskStatus::SettingUpSkills,
        StartTaskStatus::StartingConversation,
        StartTaskStatus::Ready,
    };
    const int reached = error ? m_progress->value() : current;
    for (int i = 0; i < m_stepLabels.size(); ++i) {
        const OpenEnum<StartTaskStatus> s = order[i];
        QString mark;
        if (i + 1 < reached || (i + 1 == reached && reached == StartSteps::count()))
            mark = QStringLiteral("✓");
        else if (i + 1 == reached)
            mark = error ? QStringLiteral("✗") : QStringLiteral("▶");
        else
            mark = QStringLiteral("○");
        QString text = mark + QStringLiteral("  ") + StartSteps::text(s);
        if (i + 1 == reached && !error && reached < StartSteps::count())
            text = QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped());
        else
            text = text.toHtmlEscaped();
        m_stepLabels.at(i)->setText(text);
        m_stepLabels.at(i)->setEnabled(i + 1 <= reached);
    }
    QString detail;
    if (!task.sandboxId.isEmpty())
        detail = tr("Sandbox: %1").arg(task.sandboxId);
    if (!task.status.raw().isEmpty())
        detail += (detail.isEmpty() ? QString() : QStringLiteral("\n")) + tr("Server step: %1").arg(task.status.raw());
    if (error && !task.detail.isEmpty())
        detail += (detail.isEmpty() ? QString() : QStringLiteral("\n")) + task.detail;
    m_progressDetail->setText(detail);
    m_progressDetail->setStyleSheet(error ? QStringLiteral("color: #b91c1c;") : QString());
    const bool done = error || current == StartSteps::count();
    m_openButton->setVisible(current == StartSteps::count() && !error);
    m_editButton->setVisible(error);
    m_closeButton->setText(done ? tr("Close") : tr("Hide"));
}

void StartConversationDialog::finish(bool ok, const StartTask &task, const QString &message)
{
    StartTask shown = task;
    if (!ok && shown.status.value() != StartTaskStatus::Error) {
        // A transport failure or a timeout: show it as an error with the message.
        shown.status = StartTaskStatus::Error;
        shown.detail = message;
    }
    if (ok) {
        m_readyConversationId = task.appConversationId;
        clearSecrets(); // sent; nothing to keep
    }
    showProgress(shown);
    if (!ok && shown.detail.isEmpty())
        m_progressDetail->setText(message);
}

void StartConversationDialog::clearSecrets()
{
    if (!m_secrets)
        return;
    for (int row = 0; row < m_secrets->rowCount(); ++row) {
        if (auto *item = m_secrets->item(row, 1))
            item->setText(QString());
    }
    m_secrets->setRowCount(0);
}

} // namespace Switchyard
