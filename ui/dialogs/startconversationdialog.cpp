// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/startconversationdialog.h"

#include "models/commands/conversationcommands.h"
#include "models/commands/variantcommands.h"
#include "models/commands/workspacecommands.h"
#include "models/conversations/startrequestvalidator.h"
#include "models/conversations/startsteps.h"
#include "models/domain/statusnames.h"
#include "models/read/storereader.h"
#include "ui/dialogs/startconversationvariants.h"
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
    m_variants = new StartVariantsWidget(m_tabs);
    m_variants->setEnabled(false); // until setVariantCommands()
    m_tabs->addTab(m_variants, tr("Variants"));
    connect(m_variants, &StartVariantsWidget::edited, this, &StartConversationDialog::revalidate);
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
        connect(commands, &ConversationCommands::finished, this, [this](const CommandOutcome &o) {
            // Rejected before a key existed (validation, not connected).
            if (!o.ok() && o.command == Command::Start && o.target.isEmpty() && m_stack->currentIndex() == 0)
                m_problems->setText(o.message);
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
    const StartOptions options = buildOptions(&problems);
    if (problems.isEmpty() && m_variants && m_variants->isOn())
        problems = VariantCommands::problems(options, m_variants->choices());
    return problems;
}

void StartConversationDialog::setVariantCommands(VariantCommands *variants)
{
    m_variantCommands = variants;
    m_variants->setEnabled(variants != nullptr);
    revalidate();
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
    if (m_variants->isOn() && m_variantCommands) {
        // The first line of the message names the group.
        const QString title = options.initialMessage.value_or(QString()).section(u'\n', 0, 0).left(80);
        const QString groupId = m_variantCommands->startVariants(options, m_variants->choices(), title);
        if (groupId.isEmpty()) {
            m_problems->setText(VariantCommands::problems(options, m_variants->choices()).join(u'\n'));
            return;
        }
        Q_EMIT variantsStarted(groupId);
        accept();
        return;
    }
    m_readyConversationId.clear();
    const QString key = m_commands->start(options);
    if (key.isEmpty())
        return; // finished() already put the reason in m_problems
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
