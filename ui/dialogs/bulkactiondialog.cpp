// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/bulkactiondialog.h"

#include "ui/safetext.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace Switchyard {

namespace {
/// One line of a list: no line breaks, long titles cut.
QString oneLine(const QString &text)
{
    QString t = text.simplified();
    if (t.size() > 120)
        t = t.left(119) + QChar(0x2026);
    return t;
}
} // namespace

BulkActionDialog::BulkActionDialog(const Content &content, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(content.windowTitle);
    auto *layout = new QVBoxLayout(this);
    addQuestion(content, layout);
    addConversationList(content, layout);
    if (!content.shared.isEmpty())
        addSharedSandboxes(content, layout);

    if (content.emptiedSandboxes > 0) {
        m_deleteSandboxes = new QCheckBox(
            tr("Also delete the %n sandbox(es) no conversation is left on", nullptr, content.emptiedSandboxes), this);
        m_deleteSandboxes->setChecked(true);
        m_deleteSandboxes->setAccessibleDescription(
            tr("After the delete, each sandbox is checked again and deleted only if no conversation is left on it"));
        layout->addWidget(m_deleteSandboxes);
    }

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    auto *ok = buttons->addButton(
        content.confirmLabel, content.destructive ? QDialogButtonBox::DestructiveRole : QDialogButtonBox::AcceptRole);
    ok->setObjectName(QStringLiteral("confirmButton"));
    connect(ok, &QPushButton::clicked, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    if (content.destructive)
        buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    else
        ok->setDefault(true);
    layout->addWidget(buttons);
    resize(520, sizeHint().height());
}

// The question in bold, what the action does under it, a warning icon when it destroys.
void BulkActionDialog::addQuestion(const Content &content, QVBoxLayout *layout)
{
    auto *top = new QHBoxLayout;
    if (content.destructive) {
        auto *icon = new QLabel(this);
        icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(32, 32));
        top->addWidget(icon, 0, Qt::AlignTop);
    }
    auto *texts = new QVBoxLayout;
    auto *question = SafeText::plainLabel(new QLabel(content.question, this));
    QFont bold = question->font();
    bold.setBold(true);
    question->setFont(bold);
    question->setWordWrap(true);
    texts->addWidget(question);
    if (!content.detail.isEmpty()) {
        auto *detail = SafeText::plainLabel(new QLabel(content.detail, this));
        detail->setWordWrap(true);
        texts->addWidget(detail);
    }
    top->addLayout(texts, 1);
    layout->addLayout(top);
}

void BulkActionDialog::addConversationList(const Content &content, QVBoxLayout *layout)
{
    // Every conversation it applies to (plain text items: the titles are the server's text).
    auto *list = new QListWidget(this);
    list->setAccessibleName(tr("Conversations affected"));
    list->setSelectionMode(QAbstractItemView::NoSelection);
    for (const QString &title : content.conversationTitles) {
        list->addItem(oneLine(title));
        m_lines.append(title);
    }
    list->setMaximumHeight(qMin(240, 24 + int(content.conversationTitles.size()) * list->sizeHintForRow(0)));
    layout->addWidget(list);

    if (content.skipped > 0) {
        auto *skipped = SafeText::plainLabel(new QLabel(
            tr("%n selected conversation(s) skipped: %1", nullptr, content.skipped).arg(content.skippedReason), this));
        skipped->setWordWrap(true);
        layout->addWidget(skipped);
    }
}

// Every shared sandbox with the other conversations on it, and what the action means for them.
void BulkActionDialog::addSharedSandboxes(const Content &content, QVBoxLayout *layout)
{
    auto *sharedTitle =
        SafeText::plainLabel(new QLabel(tr("%n shared sandbox(es):", nullptr, int(content.shared.size())), this));
    QFont bold = sharedTitle->font();
    bold.setBold(true);
    sharedTitle->setFont(bold);
    layout->addWidget(sharedTitle);
    auto *sharedList = new QListWidget(this);
    sharedList->setAccessibleName(tr("Shared sandboxes"));
    sharedList->setSelectionMode(QAbstractItemView::NoSelection);
    for (const SharedSandbox &s : content.shared) {
        QStringList others;
        for (const QString &t : s.otherTitles)
            others.append(oneLine(t));
        const QString line = tr("%1 — also used by %n other conversation(s): %2", nullptr, int(s.otherTitles.size()))
                                 .arg(s.sandboxId, others.join(QStringLiteral(", ")));
        sharedList->addItem(line);
        m_lines.append(line);
    }
    sharedList->setMaximumHeight(qMin(160, 24 + int(content.shared.size()) * sharedList->sizeHintForRow(0)));
    layout->addWidget(sharedList);
    if (!content.sharedNote.isEmpty()) {
        auto *note = SafeText::plainLabel(new QLabel(content.sharedNote, this));
        note->setWordWrap(true);
        layout->addWidget(note);
    }
}

bool BulkActionDialog::deleteEmptiedSandboxes() const
{
    return m_deleteSandboxes && m_deleteSandboxes->isChecked();
}

QStringList BulkActionDialog::listedLines() const
{
    return m_lines;
}

} // namespace Switchyard
