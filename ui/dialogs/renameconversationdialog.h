// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLineEdit;

namespace Switchyard {

/// Asks for a new conversation title (PATCH title, spec §4.8). OK is enabled for a non-empty title
/// that differs from the current one.
class RenameConversationDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit RenameConversationDialog(const QString &currentTitle, QWidget *parent = nullptr);
    [[nodiscard]] QString title() const;

private:
    QLineEdit *m_edit = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QString m_current;
};

} // namespace Switchyard
