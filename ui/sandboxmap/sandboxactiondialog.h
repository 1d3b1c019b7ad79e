// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The confirmation for a sandbox lifecycle action (pause, resume, delete, start here, delete a
// conversation). It lists EVERY conversation the action affects and, when the sandbox is shared,
// says that a shared sandbox is not a security boundary. Built from the map snapshot only.

#include "models/sandboxmap/sandboxmaptypes.h"

#include <QDialog>

class QLabel;
class QListWidget;
class QVBoxLayout;

namespace Switchyard {

class SandboxActionDialog final : public QDialog
{
    Q_OBJECT
public:
    enum class Action
    {
        Pause,
        Resume,
        Delete,
        StartHere,
        DeleteConversation,
    };
    Q_ENUM(Action)

    /// `conversationId` is only used by DeleteConversation.
    SandboxActionDialog(Action action, const SandboxMapSnapshot &snapshot, const QString &sandboxId,
                        const QString &conversationId = {}, QWidget *parent = nullptr);
    ~SandboxActionDialog() override;
    Q_DISABLE_COPY_MOVE(SandboxActionDialog)

    [[nodiscard]] Action action() const { return m_action; }
    [[nodiscard]] const QString &sandboxId() const { return m_sandboxId; }
    [[nodiscard]] const QString &conversationId() const { return m_conversationId; }
    /// Conversation ids listed as affected, in list order.
    [[nodiscard]] QList<QString> affectedConversationIds() const { return m_affected; }
    [[nodiscard]] QString questionText() const;
    /// Every warning shown (sharing, capacity, read-only after delete...), joined by newlines.
    [[nodiscard]] QString warningText() const;

    /// The translated, one-line warning about sharing (also used by the panel and the start flow).
    [[nodiscard]] static QString sharedWarning(int conversationCount);

private:
    struct Wording
    {
        QString title;
        QString question;
        QString verb; ///< the confirm button
        QStringList warnings;
    };
    [[nodiscard]] static Wording wordingFor(Action action, const SandboxMapSandbox *s, const QString &shortId,
                                            int used);
    void buildAffectedList(const SandboxMapSnapshot &snapshot, QVBoxLayout *layout);

    Action m_action;
    QString m_sandboxId;
    QString m_conversationId;
    QList<QString> m_affected;
    QLabel *m_question = nullptr;
    QLabel *m_warning = nullptr;
    QListWidget *m_list = nullptr;
};

} // namespace Switchyard
