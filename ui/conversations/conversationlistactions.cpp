// SPDX-License-Identifier: GPL-3.0-or-later
// ConversationListWidget, part two: what the user does to conversations from the list (issue 27
// split the widget's 1,059 lines by concern). The context menus, the steering actions with their
// confirmations (rename, delete, the sandbox left empty), and the selection bar's bulk actions
// through BulkCommands. The list itself (layout, filters, facets, selection) is in
// conversationlistwidget.cpp.
#include "models/commands/availableactions.h"
#include "models/commands/bulkcommands.h"
#include "models/commands/conversationcommands.h"
#include "models/commands/localcommands.h"
#include "models/commands/sandboxusage.h"
#include "models/commands/tagcommands.h"
#include "models/conversations/conversationfilterproxy.h"
#include "models/conversations/conversationlistmodel.h"
#include "models/conversations/eventtextsearch.h"
#include "models/conversations/statuspresentation.h"
#include "models/conversations/weblink.h"
#include "models/read/storereader.h"
#include "ui/conversations/conversationdelegate.h"
#include "ui/conversations/conversationlistwidget.h"
#include "ui/dialogs/bulkactiondialog.h"
#include "ui/dialogs/deleteconversationdialog.h"
#include "ui/dialogs/renameconversationdialog.h"
#include "ui/safetext.h"

#include <QAction>
#include <QActionGroup>
#include <QClipboard>
#include <QComboBox>
#include <QDesktopServices>
#include <QFileDialog>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QSet>
#include <QShortcut>
#include <QStandardItemModel>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <tuple>
namespace Switchyard {

using M = ConversationListModel;

void ConversationListWidget::showContextMenu(const QPoint &pos)
{
    const QModelIndex idx = m_view->indexAt(pos);
    if (!idx.isValid())
        return;
    if (idx.data(M::IsStartTaskRole).toBool()) {
        showStartTaskMenu(idx.data(M::IdRole).toString(), pos);
        return;
    }
    // A right-click on a row of a multiple selection acts on the selection.
    const QList<QString> selected = selectedConversationIds();
    if (selected.size() > 1 && m_view->selectionModel()->isSelected(idx)) {
        QMenu menu(this);
        addBulkActions(&menu, selected);
        menu.addSeparator();
        addCompareActions(menu, selected);
        menu.addSeparator();
        addSelectAllShown(menu);
        menu.exec(m_view->viewport()->mapToGlobal(pos));
        return;
    }
    const QString id = idx.data(M::IdRole).toString();
    const QString sandboxId = idx.data(M::SandboxIdRole).toString();
    ActionContext context;
    context.connected = m_commands != nullptr;
    context.gone = idx.data(M::GoneRole).toBool();
    context.hasSandbox = !sandboxId.isEmpty();
    context.sandbox = idx.data(M::SandboxStatusRole).value<OpenEnum<SandboxStatus>>();
    context.execution = idx.data(M::ExecutionStatusRole).value<OpenEnum<ExecutionStatus>>();
    const SteeringActions can = availableActions(context);
    QMenu menu(this);
    addOpenActions(menu, id);
    addCompareActions(menu, {id});
    menu.addSeparator();
    addAgentActions(menu, id, can);
    menu.addSeparator();
    addSandboxActions(menu, id, sandboxId, can);
    menu.addSeparator();
    const bool archived = idx.data(M::ArchivedRole).toBool();
    QAction *archive = menu.addAction(archived ? tr("Restore from archive") : tr("Archive"));
    archive->setEnabled(m_local != nullptr);
    connect(archive, &QAction::triggered, this, [this, id, archived] {
        if (m_local)
            m_local->setArchived({id}, !archived);
    });
    const bool unread = idx.data(M::UnreadRole).toBool();
    QAction *read = menu.addAction(unread ? tr("Mark as read") : tr("Mark as unread"));
    read->setEnabled(m_local != nullptr);
    connect(read, &QAction::triggered, this, [this, id, unread] {
        if (!m_local)
            return;
        if (unread)
            m_local->markRead({id});
        else
            m_local->markUnread(id);
    });
    addTagActions(menu, id, idx.data(M::LocalTagsRole).toStringList());
    QAction *del = menu.addAction(tr("Delete…"));
    del->setShortcut(QKeySequence::Delete);
    del->setEnabled(can.has(SteeringAction::Delete));
    connect(del, &QAction::triggered, this, &ConversationListWidget::deleteCurrent);
    menu.addSeparator();
    addSelectAllShown(menu);
    m_view->setCurrentIndex(idx);
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

// A start task's menu: only a failed one can be dismissed.
void ConversationListWidget::showStartTaskMenu(const QString &taskId, const QPoint &pos)
{
    if (!m_model->isFailedStart(taskId))
        return;
    QMenu menu(this);
    QAction *dismiss = menu.addAction(tr("Dismiss failed start"));
    connect(dismiss, &QAction::triggered, this, [this, taskId] {
        m_model->dismissFailedStart(taskId);
    });
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

void ConversationListWidget::addTagActions(QMenu &menu, const QString &id, const QStringList &tags)
{
    if (tags.isEmpty())
        return;
    // The tag is the text of the user's rule, shown as text: "&" would be taken for a mnemonic.
    const auto shown = [](QString tag) {
        return tag.replace(u'&', QStringLiteral("&&"));
    };
    QMenu *into = &menu;
    if (tags.size() > 1)
        into = menu.addMenu(tr("Remove tag"));
    for (const QString &tag : tags) {
        QAction *remove = into->addAction(tags.size() > 1 ? shown(tag) : tr("Remove tag “%1”").arg(shown(tag)));
        remove->setObjectName(QStringLiteral("removeTagAction"));
        remove->setData(tag);
        remove->setEnabled(m_tags != nullptr);
        connect(remove, &QAction::triggered, this, [this, id, tag] {
            if (m_tags)
                m_tags->removeTag(id, tag);
        });
    }
}

void ConversationListWidget::addSelectAllShown(QMenu &menu)
{
    QAction *all = menu.addAction(tr("Select all shown"));
    all->setShortcut(QKeySequence::SelectAll);
    connect(all, &QAction::triggered, this, &ConversationListWidget::selectAllShown);
    QAction *allRead = menu.addAction(tr("Mark all read"));
    allRead->setEnabled(m_local != nullptr);
    connect(allRead, &QAction::triggered, this, [this] {
        if (m_local)
            m_local->markAllRead();
    });
}

// Open, copy its id, open it in the server's web UI, copy that link.
void ConversationListWidget::addOpenActions(QMenu &menu, const QString &id)
{
    QAction *open = menu.addAction(tr("Open"));
    connect(open, &QAction::triggered, this, [this, id] {
        Q_EMIT conversationActivated(id);
    });
    QAction *copy = menu.addAction(tr("Copy id"));
    connect(copy, &QAction::triggered, this, [id] {
        QGuiApplication::clipboard()->setText(id);
    });
    const QUrl web = WebLink::conversationUrl(m_serverUrl, id, m_webStyle);
    QAction *browser = menu.addAction(tr("Open in browser"));
    browser->setEnabled(WebLink::isOpenable(web));
    browser->setToolTip(web.toString());
    connect(browser, &QAction::triggered, this, [this, id] {
        openInBrowser(id);
    });
    QAction *copyLink = menu.addAction(tr("Copy web link"));
    copyLink->setEnabled(WebLink::isOpenable(web));
    connect(copyLink, &QAction::triggered, this, [web] {
        QGuiApplication::clipboard()->setText(web.toString());
    });
}

// Rename, pause and resume the agent.
void ConversationListWidget::addAgentActions(QMenu &menu, const QString &id, const SteeringActions &can)
{
    QAction *rename = menu.addAction(tr("Rename…"));
    rename->setShortcut(QKeySequence(Qt::Key_F2));
    rename->setEnabled(can.has(SteeringAction::Rename));
    connect(rename, &QAction::triggered, this, &ConversationListWidget::renameCurrent);
    QAction *pauseAgent = menu.addAction(tr("Pause agent"));
    pauseAgent->setEnabled(can.has(SteeringAction::PauseAgent));
    connect(pauseAgent, &QAction::triggered, this, [this, id] {
        if (m_commands)
            m_commands->pauseAgent(id);
    });
    QAction *runAgent = menu.addAction(tr("Resume agent"));
    runAgent->setEnabled(can.has(SteeringAction::RunAgent));
    connect(runAgent, &QAction::triggered, this, [this, id] {
        if (m_commands)
            m_commands->runAgent(id);
    });
}

// Pause (asking first when other conversations share it) and resume the sandbox.
void ConversationListWidget::addSandboxActions(QMenu &menu, const QString &id, const QString &sandboxId,
                                               const SteeringActions &can)
{
    QAction *pauseSb = menu.addAction(tr("Pause sandbox"));
    pauseSb->setEnabled(can.has(SteeringAction::PauseSandbox));
    connect(pauseSb, &QAction::triggered, this, [this, id, sandboxId] {
        if (!m_commands)
            return;
        const int others = int(SandboxUsage::othersOn(m_store, sandboxId, id).size());
        if (others > 0
            && QMessageBox::question(
                   this, tr("Pause sandbox"),
                   tr("This sandbox is shared: pausing it also pauses %n other conversation(s).", nullptr, others))
                != QMessageBox::Yes)
            return;
        m_commands->sandboxes()->pause(sandboxId);
    });
    QAction *resumeSb = menu.addAction(tr("Resume sandbox"));
    resumeSb->setEnabled(can.has(SteeringAction::ResumeSandbox));
    connect(resumeSb, &QAction::triggered, this, [this, sandboxId] {
        if (m_commands)
            m_commands->sandboxes()->resume(sandboxId);
    });
}

void ConversationListWidget::setBulkCommands(BulkCommands *bulk)
{
    if (m_bulk)
        disconnect(m_bulk, nullptr, this, nullptr);
    m_bulk = bulk;
    if (m_bulk) {
        connect(m_bulk, &BulkCommands::finished, this, [this](BulkAction, int, int failed, const QString &message) {
            if (failed > 0)
                QMessageBox::warning(this, tr("Conversations"), message);
            else
                m_summary->setToolTip(message);
        });
    }
    updateSelectionBar();
}

void ConversationListWidget::setLocalCommands(LocalCommands *local)
{
    m_local = local;
}

void ConversationListWidget::setWatch(WatchReader *watch)
{
    m_model->setWatch(watch);
}

void ConversationListWidget::setTagCommands(TagCommands *tags)
{
    m_tags = tags;
}

void ConversationListWidget::setServerUrl(const QUrl &url)
{
    m_serverUrl = url;
}

void ConversationListWidget::openInBrowser(const QString &conversationId)
{
    const QUrl url = WebLink::conversationUrl(m_serverUrl, conversationId, m_webStyle);
    if (SafeText::isOpenableUrl(url) && WebLink::isOpenable(url))
        QDesktopServices::openUrl(url);
}

QString ConversationListWidget::titleOf(const QString &conversationId) const
{
    const ConversationRecord *rec = m_store ? m_store->findConversation(conversationId) : nullptr;
    if (rec && !rec->conversation.title.isEmpty())
        return rec->conversation.title;
    return conversationId.left(8);
}

QList<QString> ConversationListWidget::selectedConversationIds() const
{
    QList<QModelIndex> rows = m_view->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) {
        return a.row() < b.row();
    });
    QList<QString> ids;
    ids.reserve(rows.size());
    for (const QModelIndex &i : std::as_const(rows)) {
        if (!i.data(M::IsStartTaskRole).toBool())
            ids.append(i.data(M::IdRole).toString());
    }
    return ids;
}

void ConversationListWidget::selectAllShown()
{
    m_view->selectAll();
}

void ConversationListWidget::updateSelectionBar()
{
    const QList<QString> ids = selectedConversationIds();
    const bool many = ids.size() > 1;
    m_selectionBar->setVisible(many);
    if (!many)
        return;
    m_selectionLabel->setText(tr("%n selected", nullptr, int(ids.size())));
    const BulkActions can = m_bulk ? m_bulk->available(ids) : BulkActions();
    for (QToolButton *b : std::as_const(m_bulkButtons))
        b->setEnabled(can.has(BulkAction(b->property("bulkAction").toInt())));
}

void ConversationListWidget::addBulkActions(QMenu *menu, const QList<QString> &ids)
{
    const BulkActions can = m_bulk ? m_bulk->available(ids) : BulkActions();
    menu->addSection(tr("%n selected", nullptr, int(ids.size())));
    for (QToolButton *b : std::as_const(m_bulkButtons)) {
        const int action = b->property("bulkAction").toInt();
        QAction *a = menu->addAction(b->toolTip().section(u':', 0, 0));
        a->setEnabled(can.has(BulkAction(action)));
        connect(a, &QAction::triggered, this, [this, action] {
            runBulk(action);
        });
    }
}

void ConversationListWidget::toggleFold(const QModelIndex &proxyIndex)
{
    if (!proxyIndex.isValid())
        return;
    const QString id = proxyIndex.data(M::IdRole).toString();
    m_proxy->setCollapsed(id, !m_proxy->isCollapsed(id));
}

void ConversationListWidget::onSearchChanged(const QString &text)
{
    const bool searching = !text.simplified().isEmpty();
    m_delegate->setSearchWords(m_proxy->searchWords());
    if (searching != m_delegate->showsMatchLine()) {
        m_delegate->setShowMatchLine(searching);
        m_view->doItemsLayout(); // every row is one line taller (or shorter) now
    }
    m_eventSearch->search(text);
}

QDialog *ConversationListWidget::makeBulkDialog(int actionValue)
{
    const auto action = BulkAction(actionValue);
    const BulkPlan plan = m_bulk ? m_bulk->plan(action, selectedConversationIds()) : BulkPlan();
    BulkActionDialog::Content c =
        bulkDialogTexts(actionValue, int(plan.conversations.size()), int(plan.sandboxes.size()));
    for (const QString &id : plan.conversations)
        c.conversationTitles.append(titleOf(id));
    c.skipped = int(plan.skipped.size());
    for (auto it = plan.sharedWith.cbegin(); it != plan.sharedWith.cend(); ++it) {
        BulkActionDialog::SharedSandbox shared;
        shared.sandboxId = it.key();
        for (const QString &other : it.value())
            shared.otherTitles.append(titleOf(other));
        c.shared.append(shared);
    }
    std::sort(c.shared.begin(), c.shared.end(), [](const auto &a, const auto &b) {
        return a.sandboxId < b.sandboxId;
    });
    if (action == BulkAction::Delete)
        c.emptiedSandboxes = int(plan.emptied.size());
    return new BulkActionDialog(c, this);
}

// The words of the confirmation for each action (`n` conversations on `sandboxes` sandboxes).
BulkActionDialog::Content ConversationListWidget::bulkDialogTexts(int actionValue, int n, int sandboxes) const
{
    const auto texts = [](const QString &windowTitle, const QString &question, const QString &detail,
                          const QString &confirmLabel, const QString &skippedReason, const QString &sharedNote) {
        BulkActionDialog::Content c;
        std::tie(c.windowTitle, c.question, c.detail, c.confirmLabel, c.skippedReason, c.sharedNote) =
            std::tie(windowTitle, question, detail, confirmLabel, skippedReason, sharedNote);
        return c;
    };
    switch (BulkAction(actionValue)) {
    case BulkAction::Archive:
        return texts(tr("Archive conversations"), tr("Archive %n conversation(s)?", nullptr, n),
                     tr("They are hidden from the list and kept, on this computer and on the server; the Archived "
                        "view shows them and restores them. Their sandboxes are not touched."),
                     tr("Archive"), tr("already archived"), {});
    case BulkAction::Restore:
        return texts(tr("Restore conversations"), tr("Put %n conversation(s) back in the list?", nullptr, n), {},
                     tr("Restore"), tr("not archived"), {});
    case BulkAction::Export:
        return texts(tr("Export trajectories"), tr("Download the trajectory of %n conversation(s)?", nullptr, n),
                     tr("One zip file per conversation, into the folder you choose; files already there are kept."),
                     tr("Export"), tr("deleted on the server"), {});
    case BulkAction::PauseSandboxes:
        return texts(tr("Pause sandboxes"), tr("Pause %n sandbox(es)?", nullptr, sandboxes),
                     tr("The agents on them stop; their workspaces are kept. Resuming takes a while."), tr("Pause"),
                     tr("their sandbox is not running"),
                     tr("Pausing a shared sandbox pauses every conversation on it, the ones listed too."));
    case BulkAction::ResumeSandboxes:
        return texts(tr("Resume sandboxes"), tr("Resume %n sandbox(es)?", nullptr, sandboxes), {}, tr("Resume"),
                     tr("their sandbox is not paused"), tr("A shared sandbox resumes for every conversation on it."));
    case BulkAction::Delete: {
        BulkActionDialog::Content c =
            texts(tr("Delete conversations"), tr("Delete %n conversation(s)?", nullptr, n),
                  tr("Their events, sub-conversations and start tasks are deleted on the server. This cannot be "
                     "undone; export the trajectories first if you need them."),
                  tr("Delete"), tr("already deleted on the server"),
                  tr("A shared sandbox stays for the conversations outside the selection."));
        c.destructive = true;
        return c;
    }
    }
    return {};
}

void ConversationListWidget::runBulk(int actionValue, const QString &exportFolderIn)
{
    const auto action = BulkAction(actionValue);
    const QList<QString> ids = selectedConversationIds();
    const BulkPlan plan = m_bulk ? m_bulk->plan(action, ids) : BulkPlan();
    if (plan.isEmpty())
        return;
    QString folder = exportFolderIn;
    if (action == BulkAction::Export && folder.isEmpty()) {
        folder = QFileDialog::getExistingDirectory(this, tr("Export trajectories into"));
        if (folder.isEmpty())
            return;
    }
    auto *dialog = static_cast<BulkActionDialog *>(makeBulkDialog(actionValue));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, plan, folder] {
        if (plan.action == BulkAction::Delete) {
            // The dialog decided about the sandboxes left empty: nobody asks again per conversation.
            for (const QString &id : plan.conversations)
                m_sandboxChoice.insert(id, false);
        }
        if (m_bulk)
            m_bulk->run(plan, folder, dialog->deleteEmptiedSandboxes());
    });
    dialog->open();
}

void ConversationListWidget::renameCurrent()
{
    const QString id = currentConversationId();
    if (id.isEmpty() || !m_commands)
        return;
    const int row = m_model->rowOfConversation(id);
    auto *dialog = new RenameConversationDialog(m_model->rowAt(row).title(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, id] {
        if (m_commands)
            m_commands->rename(id, dialog->title());
    });
    dialog->open();
}

void ConversationListWidget::deleteCurrent()
{
    if (selectedConversationIds().size() > 1) {
        runBulk(int(BulkAction::Delete)); // the same confirmation, listing all of them
        return;
    }
    const QString id = currentConversationId();
    if (id.isEmpty() || !m_commands)
        return;
    const ConversationRow &row = m_model->rowAt(m_model->rowOfConversation(id));
    const QString sandboxId = row.sandboxId();
    const int others = int(SandboxUsage::othersOn(m_store, sandboxId, id).size());
    auto *dialog = new DeleteConversationDialog(row.title().isEmpty() ? id : row.title(), sandboxId, others, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, id] {
        if (!m_commands)
            return;
        if (dialog->offersSandboxDelete())
            m_sandboxChoice.insert(id, dialog->deleteEmptiedSandbox());
        m_commands->remove(id);
    });
    dialog->open();
}

void ConversationListWidget::handleSandboxLeftEmpty(const QString &sandboxId, const QString &removedConversationId)
{
    if (!m_commands)
        return;
    // The delete dialog already asked (its "also delete its sandbox" box): do what was chosen there
    // and ask nothing more.
    const auto decided = m_sandboxChoice.constFind(removedConversationId);
    if (decided != m_sandboxChoice.cend()) {
        const bool deleteIt = *decided;
        m_sandboxChoice.erase(decided);
        if (deleteIt)
            m_commands->sandboxes()->remove(sandboxId);
        return;
    }
    // One question per sandbox: two conversations removed from it close together report it twice.
    if (m_askingAboutSandbox.contains(sandboxId))
        return;
    m_askingAboutSandbox.insert(sandboxId);
    auto *box = new QMessageBox(QMessageBox::Question, tr("Empty sandbox"),
                                tr("No conversation is left on sandbox %1. Delete the sandbox too?").arg(sandboxId),
                                QMessageBox::Yes | QMessageBox::No, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, sandboxId](int result) {
        m_askingAboutSandbox.remove(sandboxId);
        if (result == QMessageBox::Yes && m_commands)
            m_commands->sandboxes()->remove(sandboxId);
    });
    box->open();
}

} // namespace Switchyard
