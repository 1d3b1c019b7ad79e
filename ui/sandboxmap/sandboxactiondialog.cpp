// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sandboxmap/sandboxactiondialog.h"

#include "models/conversations/statuspresentation.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace Switchyard {

namespace {

QIcon dot(const QColor &c)
{
    QPixmap pm(12, 12);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(c.darker(140));
    p.setBrush(c);
    p.drawEllipse(QRectF(1, 1, 10, 10));
    return QIcon(pm);
}

} // namespace

QString SandboxActionDialog::sharedWarning(int conversationCount)
{
    return tr("This sandbox is shared by %n conversation(s): they share one filesystem, the same credentials, "
              "compute and failure domain. A shared sandbox is not a security boundary.",
              nullptr, conversationCount);
}

SandboxActionDialog::SandboxActionDialog(Action action, const SandboxMapSnapshot &snapshot, const QString &sandboxId,
                                         const QString &conversationId, QWidget *parent)
    : QDialog(parent)
    , m_action(action)
    , m_sandboxId(sandboxId)
    , m_conversationId(conversationId)
{
    setObjectName(QStringLiteral("sandboxActionDialog"));
    const SandboxMapSandbox *s = snapshot.sandbox(sandboxId);
    const QList<QString> onSandbox = s ? s->conversationIds : QList<QString>{};
    const int used = int(onSandbox.size());

    Wording w = wordingFor(action, s, sandboxId.left(16), used);
    setWindowTitle(w.title);
    m_affected = action == Action::DeleteConversation ? QList<QString>{conversationId} : onSandbox;
    const bool sharedAfter = action == Action::StartHere ? used >= 1 : used > 1;
    if (sharedAfter)
        w.warnings.prepend(sharedWarning(action == Action::StartHere ? used + 1 : used));

    auto *layout = new QVBoxLayout(this);
    m_question = new QLabel(w.question, this);
    m_question->setWordWrap(true);
    m_question->setObjectName(QStringLiteral("question"));
    layout->addWidget(m_question);

    m_warning = new QLabel(this);
    m_warning->setObjectName(QStringLiteral("warning"));
    m_warning->setWordWrap(true);
    m_warning->setText(w.warnings.join(u'\n'));
    m_warning->setVisible(!w.warnings.isEmpty());
    m_warning->setStyleSheet(QStringLiteral("QLabel { background: #fef3c7; color: #78350f; border: 1px solid #f59e0b; "
                                            "border-radius: 4px; padding: 6px; }"));
    layout->addWidget(m_warning);

    buildAffectedList(snapshot, layout);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    auto *ok = buttons->addButton(w.verb, QDialogButtonBox::AcceptRole);
    ok->setObjectName(QStringLiteral("confirm"));
    if (action == Action::Delete || action == Action::DeleteConversation)
        ok->setIcon(style()->standardIcon(QStyle::SP_TrashIcon));
    buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(520, 380);
}

// What the dialog says for each action: one case per action.
SandboxActionDialog::Wording SandboxActionDialog::wordingFor(Action action, const SandboxMapSandbox *s,
                                                             const QString &shortId, int used)
{
    Wording w;
    switch (action) {
    case Action::Pause:
        w.title = tr("Pause sandbox");
        w.question = tr("Pause sandbox %1? The agent of every conversation below stops until the sandbox is resumed.")
                         .arg(shortId);
        w.verb = tr("Pause");
        break;
    case Action::Resume:
        w.title = tr("Resume sandbox");
        w.question = tr("Resume sandbox %1? Every conversation below becomes reachable again.").arg(shortId);
        w.verb = tr("Resume");
        w.warnings << tr("Resuming may pause your oldest running sandboxes to stay within your limit.");
        break;
    case Action::Delete:
        w.title = tr("Delete sandbox");
        w.question = tr("Delete sandbox %1? Its runtime and workspace are removed; every conversation below becomes "
                        "read-only (its sandbox will be MISSING). This cannot be undone.")
                         .arg(shortId);
        w.verb = tr("Delete sandbox");
        break;
    case Action::StartHere:
        w.title = tr("Start a conversation here");
        w.question = tr("Start a new conversation in sandbox %1 (%2/%3 used)? It will share the sandbox with the "
                        "conversations below.")
                         .arg(shortId)
                         .arg(used)
                         .arg(kSandboxCapacity);
        w.verb = tr("Continue");
        if (used >= kSandboxCapacity)
            w.warnings << tr("The sandbox is at its capacity of %1 conversations.").arg(kSandboxCapacity);
        else if (used + 1 >= kSandboxNearCapacity)
            w.warnings << tr("The sandbox will be near its capacity (%1/%2).").arg(used + 1).arg(kSandboxCapacity);
        if (s && s->status.value() == SandboxStatus::Paused)
            w.warnings << tr("The sandbox is paused: starting here resumes it for every conversation on it.");
        break;
    case Action::DeleteConversation:
        w.title = tr("Delete conversation");
        w.question = tr("Delete this conversation? Its record and start tasks are removed.");
        w.verb = tr("Delete conversation");
        if (used > 1)
            w.warnings << tr("The sandbox stays: %n other conversation(s) still use it.", nullptr, used - 1);
        else
            w.warnings << tr("It is the last conversation on sandbox %1: the server removes the sandbox afterwards "
                             "(this is checked once the deletion is done).")
                              .arg(shortId);
        break;
    }
    return w;
}

// Every conversation the action affects, with its status and repository.
void SandboxActionDialog::buildAffectedList(const SandboxMapSnapshot &snapshot, QVBoxLayout *layout)
{
    auto *listLabel = new QLabel(m_affected.isEmpty() ? tr("No conversation is affected.")
                                                      : tr("Affected conversations (%1):").arg(m_affected.size()),
                                 this);
    layout->addWidget(listLabel);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("affectedConversations"));
    m_list->setAccessibleName(tr("Affected conversations"));
    for (const QString &id : std::as_const(m_affected)) {
        const SandboxMapConversation *c = snapshot.conversation(id);
        QString text = c && !c->title.isEmpty() ? c->title : id;
        if (c) {
            text += QStringLiteral("  \u2014  %1").arg(StatusPresentation::execution(c->execution).label);
            if (!c->repository.isEmpty())
                text += QStringLiteral("  \u2014  %1").arg(c->repository);
        }
        auto *item = new QListWidgetItem(
            dot(StatusPresentation::executionColor(c ? c->execution : OpenEnum<ExecutionStatus>())), text);
        item->setData(Qt::UserRole, id);
        item->setToolTip(id);
        m_list->addItem(item);
    }
    m_list->setVisible(!m_affected.isEmpty());
    layout->addWidget(m_list, 1);
}

SandboxActionDialog::~SandboxActionDialog() = default;

QString SandboxActionDialog::questionText() const
{
    return m_question->text();
}

QString SandboxActionDialog::warningText() const
{
    return m_warning->text();
}

} // namespace Switchyard
