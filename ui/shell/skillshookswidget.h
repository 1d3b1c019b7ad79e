// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTreeView;

namespace Switchyard {

class SkillsHooksModel;
class StoreReader;
class WorkspaceCommands;

/// The "Skills & hooks" tab: shows SkillsHooksModel (models/workspace), the skills loaded for the
/// conversation (name, type, triggers, content) and the hooks configured in its workspace (event
/// type, matcher, command). Only a RUNNING sandbox can answer; otherwise the tab says why it is empty.
/// They are read when the tab is shown, not before (issue 28 item 15).
class SkillsHooksWidget final : public QWidget
{
    Q_OBJECT
public:
    explicit SkillsHooksWidget(QWidget *parent = nullptr);

    /// Not owned; null in offline review (the tab then explains that there is no server).
    void setCommands(WorkspaceCommands *commands);
    void setStore(StoreReader *store);
    void setConversation(const QString &id);
    void reload();

    [[nodiscard]] SkillsHooksModel *model() const { return m_model; }
    [[nodiscard]] int skillCount() const;
    [[nodiscard]] int hookCount() const;
    [[nodiscard]] QString statusText() const;

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    SkillsHooksModel *m_model = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_reload = nullptr;
    QTreeView *m_skills = nullptr;
    QTreeView *m_hooks = nullptr;
    QPlainTextEdit *m_content = nullptr;
};

} // namespace Switchyard
