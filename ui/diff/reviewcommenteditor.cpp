// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diff/reviewcommenteditor.h"

#include "ui/safetext.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace Switchyard {

ReviewCommentEditor::ReviewCommentEditor(QWidget *parent)
    : QFrame(parent)
    , m_what(SafeText::plainLabel(new QLabel(this)))
    , m_edit(new QPlainTextEdit(this))
    , m_submit(new QPushButton(tr("Add comment"), this))
{
    setObjectName(QStringLiteral("reviewCommentEditor"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setAccessibleName(tr("Review comment"));
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(8, 6, 8, 6);
    column->setSpacing(4);
    m_edit->setPlaceholderText(tr("What should the agent change here?"));
    m_edit->setTabChangesFocus(true);
    m_edit->setAccessibleName(tr("Comment text"));
    auto *cancel = new QPushButton(tr("Cancel"), this);
    m_submit->setDefault(true);
    m_submit->setToolTip(tr("Adds the comment to the review draft (Ctrl+Return)"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_what, 1);
    buttons->addWidget(cancel);
    buttons->addWidget(m_submit);
    column->addWidget(m_edit, 1);
    column->addLayout(buttons);
    connect(m_submit, &QPushButton::clicked, this, &ReviewCommentEditor::submit);
    for (const QKeySequence &keys : {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}) {
        auto *shortcut = new QShortcut(keys, this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, &ReviewCommentEditor::submit);
    }
    connect(cancel, &QPushButton::clicked, this, [this] {
        hide();
        Q_EMIT cancelled();
    });
    connect(m_edit, &QPlainTextEdit::textChanged, this, [this] {
        m_submit->setEnabled(!m_edit->toPlainText().trimmed().isEmpty());
    });
    hide();
}

ReviewCommentEditor::~ReviewCommentEditor() = default;

void ReviewCommentEditor::open(const QString &what, const QString &text)
{
    m_what->setText(what);
    m_edit->setPlainText(text);
    m_submit->setText(text.isEmpty() ? tr("Add comment") : tr("Save"));
    m_submit->setEnabled(!text.trimmed().isEmpty());
    show();
    raise();
    m_edit->setFocus();
}

QString ReviewCommentEditor::text() const
{
    return m_edit->toPlainText();
}

void ReviewCommentEditor::submit()
{
    const QString t = text();
    if (t.trimmed().isEmpty())
        return;
    hide();
    Q_EMIT submitted(t);
}

void ReviewCommentEditor::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        hide();
        Q_EMIT cancelled();
        return;
    }
    QFrame::keyPressEvent(event);
}

} // namespace Switchyard
