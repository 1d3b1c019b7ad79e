// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/starttask.h"

#include <QDialog>
#include <QPointer>

#include <functional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QStackedWidget;
class QTabWidget;
class QTableWidget;
class QVBoxLayout;

namespace Switchyard {

class ConversationCommands;
class StartVariantsWidget;
class StoreReader;
class VariantCommands;
class WorkspaceCommands;

/// Starts a conversation (spec §3.2, §4.1): repository, branch, message, model, agent type,
/// placement (automatic by the server's grouping strategy, or a chosen sandbox with its status,
/// capacity and the sharing warning), secrets (masked, never persisted), plugins and the
/// observability fields. Everything is validated before sending; then the dialog follows the start
/// task through each step until READY (offers to open the conversation) or ERROR (shows the detail
/// and lets the user edit and retry).
class StartConversationDialog final : public QDialog
{
    Q_OBJECT
public:
    static constexpr int kSandboxCapacity = 20;

    explicit StartConversationDialog(QWidget *parent = nullptr);
    ~StartConversationDialog() override;

    void setStore(StoreReader *store);
    void setCommands(ConversationCommands *commands);
    /// "Start here" from the sandbox map: preselects explicit placement in this sandbox.
    void setPlacementSandbox(const QString &sandboxId);
    void setRepository(const QString &repository);
    void setBranch(const QString &branch);
    void setMessage(const QString &message);
    void setModelName(const QString &model);
    void setSpanName(const QString &spanName);
    void setMetadataText(const QString &text);
    void addSecret(const QString &name, const QString &value);
    void addPlugin(const QString &source, const QString &ref = {}, const QString &repoPath = {});
    /// Shows the "Advanced" tab (secrets, plugins, observability).
    void showAdvanced(bool advanced);
    /// Shows the "Prompt and skills" tab (system prompt, skills to disable).
    void showPromptAndSkills();
    void setSystemPrompt(const QString &prompt);
    /// Lists the skills the server loads for `conversationId` (GET …/skills), to pick the ones a new
    /// conversation should not load; `label` names where they come from ("Fix the tests").
    void setSkillSource(WorkspaceCommands *workspace, const QString &conversationId, const QString &label);
    /// Skills listed (name -> checked to disable) (tests).
    [[nodiscard]] QStringList listedSkills() const;
    /// Checks (disables) a listed skill, or adds it to the typed names when not listed.
    void disableSkill(const QString &name);

    /// What the form describes; `problems` gets every validation message (translated).
    [[nodiscard]] StartOptions buildOptions(QStringList *problems) const;
    [[nodiscard]] QStringList validationProblems() const;
    /// Variants (issue 30 part B): with the service set, the Variants tab may start the task as a
    /// group of variants (the dialog closes then; the list shows the group's start tasks).
    void setVariantCommands(VariantCommands *variants);
    [[nodiscard]] StartVariantsWidget *variants() const { return m_variants; }
    /// Key of the running start (empty before submit()).
    [[nodiscard]] QString startKey() const { return m_key; }
    [[nodiscard]] bool isShowingProgress() const;
    [[nodiscard]] QString progressText() const;

public Q_SLOTS:
    void submit();

Q_SIGNALS:
    /// READY: the user may open it (the dialog also offers a button).
    void conversationStarted(const QString &conversationId);
    /// The task was started as a group of variants (the dialog closes).
    void variantsStarted(const QString &groupId);

private:
    QWidget *buildBasicPage();
    QWidget *buildPlacement(QWidget *page);
    QWidget *buildAdvancedPage();
    void addRowButtons(QVBoxLayout *layout, QTableWidget *table, const QString &addText, const QString &removeName,
                       const QString &removeDescription, const std::function<void()> &addEmptyRow);
    void buildObservability(QWidget *page, QVBoxLayout *layout);
    QWidget *buildPromptPage();
    void skillsArrived(const QStringList &names, const QString &error);
    QWidget *buildProgressPage();
    void refreshSandboxes();
    void updatePlacementInfo();
    void revalidate();
    void showProgress(const StartTask &task);
    void finish(bool ok, const StartTask &task, const QString &message);
    void clearSecrets();

    QPointer<StoreReader> m_store;
    QPointer<ConversationCommands> m_commands;
    QString m_key;
    QString m_readyConversationId;
    QString m_wantedSandbox;

    QStackedWidget *m_stack = nullptr;
    QTabWidget *m_tabs = nullptr;
    QLineEdit *m_repo = nullptr;
    QLineEdit *m_branch = nullptr;
    QComboBox *m_provider = nullptr;
    QPlainTextEdit *m_message = nullptr;
    QComboBox *m_model = nullptr;
    QComboBox *m_agentType = nullptr;
    QRadioButton *m_auto = nullptr;
    QRadioButton *m_explicit = nullptr;
    QComboBox *m_sandbox = nullptr;
    QLabel *m_placementInfo = nullptr;
    QLabel *m_sharingWarning = nullptr;
    QTableWidget *m_secrets = nullptr;
    QTableWidget *m_plugins = nullptr;
    QLineEdit *m_spanName = nullptr;
    QLineEdit *m_tags = nullptr;
    QPlainTextEdit *m_metadata = nullptr;
    QPlainTextEdit *m_systemPrompt = nullptr;
    QListWidget *m_skills = nullptr;
    QLabel *m_skillsInfo = nullptr;
    QLineEdit *m_otherSkills = nullptr;
    QLabel *m_problems = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_startButton = nullptr;
    StartVariantsWidget *m_variants = nullptr;
    QPointer<VariantCommands> m_variantCommands;

    QList<QLabel *> m_stepLabels;
    QProgressBar *m_progress = nullptr;
    QLabel *m_progressTitle = nullptr;
    QLabel *m_progressDetail = nullptr;
    QPushButton *m_openButton = nullptr;
    QPushButton *m_editButton = nullptr;
    QPushButton *m_closeButton = nullptr;
};

} // namespace Switchyard
