// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/renameconversationdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Switchyard {

RenameConversationDialog::RenameConversationDialog(const QString &currentTitle, QWidget *parent)
    : QDialog(parent)
    , m_current(currentTitle)
{
    setWindowTitle(tr("Rename conversation"));
    auto *layout = new QVBoxLayout(this);
    auto *label = new QLabel(tr("New title:"), this);
    m_edit = new QLineEdit(currentTitle, this);
    m_edit->setMaxLength(512);
    m_edit->selectAll();
    label->setBuddy(m_edit);
    m_edit->setAccessibleName(tr("New title"));
    m_edit->setAccessibleDescription(tr("The conversation's new title"));
    auto *note = new QLabel(tr("The server replaces the title once, after the first message is processed; a "
                               "title set afterwards stays."),
                            this);
    note->setWordWrap(true);
    note->setEnabled(false);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Rename"));
    layout->addWidget(label);
    layout->addWidget(m_edit);
    layout->addWidget(note);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto update = [this] {
        const QString t = m_edit->text().trimmed();
        m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!t.isEmpty() && t != m_current);
    };
    connect(m_edit, &QLineEdit::textChanged, this, update);
    update();
    resize(420, sizeHint().height());
}

QString RenameConversationDialog::title() const
{
    return m_edit->text().trimmed();
}

} // namespace Switchyard
