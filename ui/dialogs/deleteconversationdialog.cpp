// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/deleteconversationdialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace Switchyard {

DeleteConversationDialog::DeleteConversationDialog(const QString &title, const QString &sandboxId,
                                                   int otherConversationsOnSandbox, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Delete conversation"));
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(32, 32));
    auto *text = new QLabel(tr("<b>Delete “%1”?</b><br>Its events, sub-conversations and start tasks are deleted on "
                               "the server. This cannot be undone; download the trajectory first if you need it.")
                                .arg(title.toHtmlEscaped()),
                            this);
    text->setTextFormat(Qt::RichText); // our own markup; the server's text in it is escaped
    text->setWordWrap(true);
    top->addWidget(icon, 0, Qt::AlignTop);
    top->addWidget(text, 1);
    layout->addLayout(top);

    m_deleteSandbox =
        new QCheckBox(tr("Also delete its sandbox %1 if no conversation is left on it").arg(sandboxId), this);
    m_deleteSandbox->setAccessibleDescription(
        tr("After the delete, the sandbox is checked again and deleted only if no conversation is left on it"));
    auto *shared = new QLabel(this);
    shared->setWordWrap(true);
    if (sandboxId.isEmpty()) {
        m_deleteSandbox->setChecked(false);
        m_deleteSandbox->setEnabled(false);
        m_deleteSandbox->setVisible(false);
        shared->setVisible(false);
    } else if (otherConversationsOnSandbox > 0) {
        m_deleteSandbox->setChecked(false);
        m_deleteSandbox->setEnabled(false);
        shared->setText(
            tr("The sandbox is shared with %n other conversation(s); it stays.", nullptr, otherConversationsOnSandbox));
    } else {
        m_deleteSandbox->setChecked(true);
        shared->setText(tr("The server normally removes a sandbox left empty by itself; after the delete, the "
                           "sandbox is checked again and deleted only if it is really empty."));
        shared->setEnabled(false);
    }
    layout->addWidget(m_deleteSandbox);
    layout->addWidget(shared);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    auto *del = buttons->addButton(tr("Delete"), QDialogButtonBox::DestructiveRole);
    connect(del, &QPushButton::clicked, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    layout->addWidget(buttons);
    resize(460, sizeHint().height());
}

bool DeleteConversationDialog::offersSandboxDelete() const
{
    return m_deleteSandbox->isEnabled();
}

bool DeleteConversationDialog::deleteEmptiedSandbox() const
{
    return m_deleteSandbox->isEnabled() && m_deleteSandbox->isChecked();
}

} // namespace Switchyard
