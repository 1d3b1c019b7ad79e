// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QCheckBox;

namespace Switchyard {

/// Confirms deleting a conversation (spec §4.10). Offers to delete its sandbox too when no other
/// conversation uses it; the sandbox is only deleted after the server confirms it was left empty.
class DeleteConversationDialog final : public QDialog
{
    Q_OBJECT
public:
    /// `otherConversationsOnSandbox`: how many other conversations the client knows on the sandbox.
    DeleteConversationDialog(const QString &title, const QString &sandboxId, int otherConversationsOnSandbox,
                             QWidget *parent = nullptr);
    /// The dialog asked what to do with the sandbox if it is left empty (it has one, not shared): the
    /// answer is deleteEmptiedSandbox() and nobody needs to ask again after the delete.
    [[nodiscard]] bool offersSandboxDelete() const;
    /// The user wants the sandbox deleted if it is left empty.
    [[nodiscard]] bool deleteEmptiedSandbox() const;

private:
    QCheckBox *m_deleteSandbox = nullptr;
};

} // namespace Switchyard
