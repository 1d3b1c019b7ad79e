// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QCheckBox;
class QVBoxLayout;

namespace Switchyard {

/// Confirms an action on many conversations (archive, restore, export, pause or resume their
/// sandboxes, delete) the way the single delete does: it lists every conversation the action
/// applies to, says how many selected ones it skips, and lists every shared sandbox with the other
/// conversations on it. All server text is shown as plain text.
class BulkActionDialog final : public QDialog
{
    Q_OBJECT
public:
    struct SharedSandbox
    {
        QString sandboxId;
        QList<QString> otherTitles; ///< the conversations on it outside the selection
    };
    struct Content
    {
        QString windowTitle;
        QString question; ///< "Delete 4 conversations?"
        QString detail; ///< what it does, in a sentence or two
        QString confirmLabel; ///< the button ("Delete", "Archive", …)
        bool destructive = false;
        QList<QString> conversationTitles;
        int skipped = 0; ///< selected conversations the action does not apply to
        QString skippedReason;
        QList<SharedSandbox> shared;
        QString sharedNote; ///< what the action means for a shared sandbox
        int emptiedSandboxes = 0; ///< Delete: sandboxes left with no conversation (offers deleting them)
    };

    explicit BulkActionDialog(const Content &content, QWidget *parent = nullptr);
    /// Delete: the user wants the sandboxes the delete leaves empty deleted too.
    [[nodiscard]] bool deleteEmptiedSandboxes() const;
    /// What the dialog lists (tests): one line per conversation, then one per shared sandbox.
    [[nodiscard]] QStringList listedLines() const;

private:
    void addQuestion(const Content &content, QVBoxLayout *layout);
    void addConversationList(const Content &content, QVBoxLayout *layout);
    void addSharedSandboxes(const Content &content, QVBoxLayout *layout);

    QCheckBox *m_deleteSandboxes = nullptr;
    QStringList m_lines;
};

} // namespace Switchyard
