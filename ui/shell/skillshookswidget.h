// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;

namespace Switchyard {

namespace Api {
class ApiClient;
}
class Store;

/// The "Skills & hooks" tab: the skills loaded for the conversation (name, type, triggers, content)
/// and the hooks configured in its workspace (event type, matcher, command), read from the server
/// (spec §9.4, §9.5). Only a RUNNING sandbox can answer; otherwise the tab says why it is empty.
class SkillsHooksWidget final : public QWidget
{
    Q_OBJECT
public:
    explicit SkillsHooksWidget(QWidget *parent = nullptr);

    /// Not owned; null in offline review (the tab then explains that there is no server).
    void setClient(Api::ApiClient *client);
    void setStore(Store *store);
    void setConversation(const QString &id);
    void reload();

    [[nodiscard]] int skillCount() const;
    [[nodiscard]] int hookCount() const;
    [[nodiscard]] QString statusText() const;

private:
    void setStatus(const QString &text);

    QPointer<Api::ApiClient> m_client;
    QPointer<Store> m_store;
    QString m_id;
    quint64 m_generation = 0;
    QLabel *m_status = nullptr;
    QPushButton *m_reload = nullptr;
    QTreeWidget *m_skills = nullptr;
    QTreeWidget *m_hooks = nullptr;
    QPlainTextEdit *m_content = nullptr;
};

} // namespace Switchyard
