// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diff/reviewpanel.h"

#include "models/commands/reviewcommands.h"
#include "models/read/reviewreader.h"
#include "models/review/reviewanchor.h"
#include "models/review/reviewlocator.h"
#include "ui/safetext.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Switchyard {

namespace {
constexpr int kCommentIdRole = Qt::UserRole + 1;
} // namespace

ReviewPanel::ReviewPanel(QWidget *parent)
    : QWidget(parent)
    , m_headline(SafeText::plainLabel(new QLabel(this)))
    , m_status(SafeText::plainLabel(new QLabel(this)))
    , m_list(new QListWidget(this))
    , m_preview(new QPushButton(tr("Preview\u2026"), this))
    , m_send(new QPushButton(tr("Send review"), this))
    , m_discard(new QPushButton(tr("Discard"), this))
{
    setObjectName(QStringLiteral("reviewPanel"));
    setAccessibleName(tr("Review draft"));
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(6, 4, 6, 4);
    column->setSpacing(3);
    QFont bold = m_headline->font();
    bold.setBold(true);
    m_headline->setFont(bold);
    m_status->setWordWrap(true);
    m_list->setAccessibleName(tr("Review comments"));
    m_list->setAccessibleDescription(tr("The comments of the review draft; Enter or a double click shows a comment's "
                                        "lines, the context menu edits or deletes it"));
    m_list->setContextMenuPolicy(Qt::CustomContextMenu);
    m_list->setMaximumHeight(150);
    m_list->setTextElideMode(Qt::ElideRight);
    m_preview->setToolTip(tr("Shows the message the review sends"));
    m_send->setToolTip(tr("Sends every comment to the agent as one message"));
    m_discard->setToolTip(tr("Deletes every comment of the draft"));
    auto *buttons = new QHBoxLayout;
    buttons->setSpacing(4);
    buttons->addWidget(m_preview);
    buttons->addWidget(m_send);
    buttons->addWidget(m_discard);
    column->addWidget(m_headline);
    column->addWidget(m_list);
    column->addLayout(buttons);
    column->addWidget(m_status);

    connect(m_preview, &QPushButton::clicked, this, &ReviewPanel::showPreview);
    connect(m_send, &QPushButton::clicked, this, &ReviewPanel::send);
    connect(m_discard, &QPushButton::clicked, this, [this] {
        if (!m_commands || m_list->count() == 0)
            return;
        const auto answer = QMessageBox::question(
            this, tr("Discard the review"),
            tr("Discard the %n comment(s) of this review draft? They are not sent.", nullptr, m_list->count()),
            QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer == QMessageBox::Discard)
            m_commands->discardDraft(m_conversationId);
    });
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        if (const auto c = commentAt(m_list->row(item)))
            Q_EMIT openComment(*c);
    });
    connect(m_list, &QListWidget::customContextMenuRequested, this, &ReviewPanel::showMenu);
    refresh();
}

ReviewPanel::~ReviewPanel() = default;

void ReviewPanel::setServices(ReviewCommands *commands, ReviewReader *store, ReviewLocator *locator)
{
    for (QObject *o : {static_cast<QObject *>(m_commands.data()), static_cast<QObject *>(m_store.data()),
                       static_cast<QObject *>(m_locator.data())}) {
        if (o)
            disconnect(o, nullptr, this, nullptr);
    }
    m_commands = commands;
    m_store = store;
    m_locator = locator;
    if (m_commands) {
        connect(m_commands, &ReviewCommands::finished, this, &ReviewPanel::onFinished);
        connect(m_commands, &ReviewCommands::sendingChanged, this, &ReviewPanel::refresh);
    }
    if (m_store) {
        connect(m_store, &ReviewReader::reviewChanged, this, [this](const QString &id) {
            if (id == m_conversationId)
                refresh();
        });
    }
    if (m_locator)
        connect(m_locator, &ReviewLocator::locationsChanged, this, &ReviewPanel::refresh);
    refresh();
}

void ReviewPanel::setConversation(const QString &conversationId)
{
    m_conversationId = conversationId;
    m_status->clear();
    refresh();
}

QString ReviewPanel::headline() const
{
    return m_headline->text();
}

QString ReviewPanel::statusText() const
{
    return m_status->text();
}

std::optional<ReviewComment> ReviewPanel::commentAt(int row) const
{
    const QListWidgetItem *item = m_list->item(row);
    if (!item || !m_store)
        return std::nullopt;
    return m_store->reviewComment(item->data(kCommentIdRole).toString());
}

void ReviewPanel::refresh()
{
    setVisible(m_commands && m_store && !m_conversationId.isEmpty());
    const QList<ReviewComment> draft =
        m_store && !m_conversationId.isEmpty() ? m_store->reviewDraft(m_conversationId) : QList<ReviewComment>();
    int outdated = 0;
    m_list->clear();
    for (const ReviewComment &c : draft) {
        const bool old = m_locator && m_locator->isOutdated(c.id);
        outdated += old ? 1 : 0;
        QString label = ReviewAnchors::reference(c.anchor);
        if (old)
            label += QLatin1Char(' ') + tr("(outdated)");
        label += QStringLiteral(" \u2014 ") + c.body.simplified().left(200);
        auto *item = new QListWidgetItem(label, m_list);
        item->setData(kCommentIdRole, c.id);
        item->setToolTip(SafeText::toolTip(c.body));
        if (old)
            item->setForeground(QColor(176, 110, 0));
    }
    const auto n = int(draft.size());
    m_headline->setText(n == 0             ? tr("Review: no comments yet")
                            : outdated > 0 ? tr("Review draft: %n comment(s), %1 outdated", nullptr, n).arg(outdated)
                                           : tr("Review draft: %n comment(s)", nullptr, n));
    m_list->setVisible(n > 0);
    const QString hint = tr("Drag over the line numbers of the diff, then press C (or right-click) to comment.");
    if (n == 0 && m_status->text().isEmpty())
        m_status->setText(hint);
    else if (n > 0 && m_status->text() == hint)
        m_status->clear();
    const bool sending = m_commands && m_commands->isSending(m_conversationId);
    m_send->setEnabled(n > 0 && !sending);
    m_preview->setEnabled(n > 0);
    m_discard->setEnabled(n > 0 && !sending);
    m_send->setText(sending ? tr("Sending\u2026") : tr("Send review"));
    // With no draft the hint takes the buttons' line (it was clipped at 1366x768).
    for (QPushButton *b : {m_preview, m_send, m_discard})
        b->setVisible(n > 0);
}

void ReviewPanel::showPreview()
{
    if (!m_commands)
        return;
    const QString text =
        m_commands->preview(m_conversationId, m_locator ? m_locator->outdatedMap() : QHash<QString, bool>());
    if (text.isEmpty())
        return;
    auto *dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("reviewPreview"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Review preview"));
    auto *column = new QVBoxLayout(dialog);
    auto *intro = SafeText::plainLabel(new QLabel(tr("This is the message the agent receives:"), dialog));
    auto *view = new QPlainTextEdit(dialog); // plain text: the message exactly, never HTML
    view->setReadOnly(true);
    view->setPlainText(text);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QPushButton *sendNow = buttons->addButton(tr("Send review"), QDialogButtonBox::AcceptRole);
    sendNow->setEnabled(m_send->isEnabled());
    column->addWidget(intro);
    column->addWidget(view, 1);
    column->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    connect(sendNow, &QPushButton::clicked, dialog, [this, dialog] {
        dialog->accept();
        send();
    });
    dialog->resize(720, 520);
    dialog->show();
}

void ReviewPanel::send()
{
    if (!m_commands)
        return;
    m_status->setText(tr("Sending the review\u2026"));
    m_commands->sendReview(m_conversationId, m_locator ? m_locator->outdatedMap() : QHash<QString, bool>());
}

void ReviewPanel::onFinished(const CommandOutcome &outcome)
{
    if (outcome.target == m_conversationId) // a send or a discard of this draft
        m_status->setText(outcome.message);
    else if (!outcome.ok())
        m_status->setText(outcome.message);
    refresh();
}

void ReviewPanel::showMenu(const QPoint &pos)
{
    const auto c = commentAt(m_list->row(m_list->itemAt(pos)));
    if (!c || !m_commands)
        return;
    QMenu menu(this);
    menu.addAction(tr("Show lines"), this, [this, c] {
        Q_EMIT openComment(*c);
    });
    menu.addAction(tr("Edit\u2026"), this, [this, c] {
        Q_EMIT editRequested(*c);
    });
    menu.addAction(tr("Delete"), this, [this, c] {
        m_commands->deleteComment(c->id);
    });
    menu.exec(m_list->viewport()->mapToGlobal(pos));
}

} // namespace Switchyard
