// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/conversationactions.h"

#include "models/commands/availableactions.h"
#include "models/commands/conversationcommands.h"
#include "models/conversations/weblink.h"
#include "models/read/storereader.h"
#include "ui/shell/shellactions.h"

#include <QAction>
#include <QDesktopServices>
#include <QInputDialog>
#include <QMessageBox>
#include <QWidget>

namespace Switchyard {

ConversationActions::ConversationActions(ShellActions *actions, QWidget *dialogParent)
    : QObject(actions)
    , m_actions(actions)
    , m_parent(dialogParent)
{
    connect(actions->pauseAgent, &QAction::triggered, this, [this] {
        m_commands->pauseAgent(m_current);
    });
    connect(actions->runAgent, &QAction::triggered, this, [this] {
        m_commands->runAgent(m_current);
    });
    connect(actions->approve, &QAction::triggered, this, [this] {
        const QString sid = sandboxOfCurrent();
        const QString warning = sandboxWarning(sid);
        if (warning.isEmpty()) {
            m_commands->approve(m_current);
            return;
        }
        confirmAndRun(tr("Approve action"), tr("Approve the pending action?") + QStringLiteral("\n\n") + warning,
                      [this] {
                          m_commands->approve(m_current);
                      });
    });
    connect(actions->reject, &QAction::triggered, this, [this] {
        bool ok = false;
        const QString reason =
            QInputDialog::getText(m_parent, tr("Reject action"), tr("Why? The agent reads this reason (optional):"),
                                  QLineEdit::Normal, QString(), &ok);
        if (ok)
            m_commands->reject(m_current, reason);
    });
    connect(actions->rename, &QAction::triggered, this, [this] {
        const auto record = m_store ? m_store->conversation(m_current) : std::nullopt;
        bool ok = false;
        const QString title =
            QInputDialog::getText(m_parent, tr("Rename conversation"), tr("New title:"), QLineEdit::Normal,
                                  record ? record->conversation.title : QString(), &ok);
        if (ok && !title.trimmed().isEmpty())
            m_commands->rename(m_current, title.trimmed());
    });
    connect(actions->remove, &QAction::triggered, this, [this] {
        const auto record = m_store ? m_store->conversation(m_current) : std::nullopt;
        const QString title = record ? record->conversation.title : m_current;
        confirmAndRun(tr("Delete conversation"),
                      tr("Delete “%1”? Its history on the server is deleted too. This cannot be undone.").arg(title),
                      [this] {
                          m_commands->remove(m_current);
                      });
    });
    connect(actions->archive, &QAction::triggered, this, [this] {
        if (m_local)
            m_local->toggleArchived(m_current);
    });
    connect(actions->openInBrowser, &QAction::triggered, this, [this] {
        openUrl(webUrl());
    });
    connect(actions->pauseSandbox, &QAction::triggered, this, [this] {
        const QString sid = sandboxOfCurrent();
        confirmAndRun(tr("Pause sandbox"),
                      tr("Pause sandbox %1?").arg(sid) + QStringLiteral("\n\n") + sandboxWarning(sid), [this, sid] {
                          m_commands->pauseSandbox(sid);
                      });
    });
    connect(actions->resumeSandbox, &QAction::triggered, this, [this] {
        m_commands->resumeSandbox(sandboxOfCurrent());
    });
    connect(actions->deleteSandbox, &QAction::triggered, this, [this] {
        const QString sid = sandboxOfCurrent();
        confirmAndRun(tr("Delete sandbox"),
                      tr("Delete sandbox %1? Every conversation on it loses its workspace.").arg(sid)
                          + QStringLiteral("\n\n") + sandboxWarning(sid),
                      [this, sid] {
                          m_commands->deleteSandbox(sid);
                      });
    });
    updateEnabled();
}

void ConversationActions::setServices(StoreReader *store, ConversationCommands *commands, LocalCommands *local)
{
    m_local = local;
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    m_commands = commands;
    if (store) {
        connect(store, &StoreReader::changed, this, [this](const StoreChanges &changes) {
            if (changes.conversations.changed.contains(m_current) || !changes.sandboxes.isEmpty())
                updateEnabled();
        });
        connect(store, &StoreReader::archiveChanged, this, [this](const QList<QString> &ids) {
            if (ids.contains(m_current))
                updateEnabled();
        });
    }
    updateEnabled();
}

void ConversationActions::setServerUrl(const QUrl &url)
{
    m_serverUrl = url;
    updateEnabled();
}

QUrl ConversationActions::webUrl() const
{
    if (m_current.isEmpty() || m_serverUrl.isEmpty())
        return {};
    return WebLink::conversationUrl(m_serverUrl, m_current);
}

bool ConversationActions::openUrl(const QUrl &url)
{
    // Only http(s): a link built from server data never opens a file, a script or another scheme.
    if (!WebLink::isOpenable(url))
        return false;
    return QDesktopServices::openUrl(url);
}

void ConversationActions::setCurrent(const QString &conversationId)
{
    m_current = conversationId;
    updateEnabled();
}

QString ConversationActions::sandboxOfCurrent() const
{
    const auto record = m_store ? m_store->conversation(m_current) : std::nullopt;
    return record ? record->conversation.sandboxId : QString();
}

QString ConversationActions::sandboxWarning(const QString &sandboxId) const
{
    if (!m_store || sandboxId.isEmpty())
        return {};
    const QList<QString> on = m_store->conversationsOnSandbox(sandboxId);
    if (on.size() <= 1)
        return {};
    QStringList titles;
    for (const QString &id : on) {
        const auto r = m_store->conversation(id);
        titles.append(QStringLiteral("• ") + (r && !r->conversation.title.isEmpty() ? r->conversation.title : id));
        if (titles.size() >= 12) {
            titles.append(tr("… and %n more", nullptr, int(on.size() - 12)));
            break;
        }
    }
    return tr("This sandbox is shared by %n conversation(s); it affects all of them. A shared sandbox is not "
              "a security boundary.",
              nullptr, int(on.size()))
        + QLatin1Char('\n') + titles.join(QLatin1Char('\n'));
}

void ConversationActions::confirmAndRun(const QString &title, const QString &text, const std::function<void()> &run)
{
    if (QMessageBox::question(m_parent, title, text.trimmed()) == QMessageBox::Yes && m_commands)
        run();
}

void ConversationActions::updateEnabled()
{
    const auto record = m_store && !m_current.isEmpty() ? m_store->conversation(m_current) : std::nullopt;
    const SteeringActions can =
        record ? availableActions(ActionContext::of(*record, m_commands != nullptr)) : SteeringActions();
    using A = SteeringAction;
    m_actions->newConversation->setEnabled(m_commands != nullptr);
    m_actions->approve->setEnabled(can.has(A::Approve));
    m_actions->reject->setEnabled(can.has(A::Reject));
    m_actions->pauseAgent->setEnabled(can.has(A::PauseAgent));
    m_actions->runAgent->setEnabled(can.has(A::RunAgent));
    m_actions->rename->setEnabled(can.has(A::Rename));
    m_actions->remove->setEnabled(can.has(A::Delete));
    m_actions->pauseSandbox->setEnabled(can.has(A::PauseSandbox));
    m_actions->resumeSandbox->setEnabled(can.has(A::ResumeSandbox));
    m_actions->deleteSandbox->setEnabled(can.has(A::DeleteSandbox));
    m_actions->downloadTrajectory->setEnabled(can.has(A::DownloadTrajectory));
    const bool archived = record && m_store->isArchived(m_current);
    m_actions->archive->setEnabled(record.has_value() && m_local);
    m_actions->archive->setText(archived ? tr("Restore from archive") : tr("Ar&chive conversation"));
    m_actions->openInBrowser->setEnabled(WebLink::isOpenable(webUrl()));
}

} // namespace Switchyard
