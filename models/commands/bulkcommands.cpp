// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/commands/bulkcommands.h"

#include "models/commands/conversationcommands.h"
#include "models/commands/downloadcommands.h"
#include "models/commands/trajectorydownload.h"
#include "models/store/store.h"

#include <QDir>
#include <QSet>

namespace Switchyard {

bool bulkAllows(BulkAction action, const BulkItem &item)
{
    const SteeringActions can = availableActions(item.context);
    switch (action) {
    case BulkAction::Archive:
        return item.local && !item.archived;
    case BulkAction::Restore:
        return item.local && item.archived;
    case BulkAction::Export:
        return can.has(SteeringAction::DownloadTrajectory);
    case BulkAction::PauseSandboxes:
        return can.has(SteeringAction::PauseSandbox);
    case BulkAction::ResumeSandboxes:
        return can.has(SteeringAction::ResumeSandbox);
    case BulkAction::Delete:
        return can.has(SteeringAction::Delete);
    }
    return false;
}

BulkActions availableBulkActions(const QList<BulkItem> &items)
{
    BulkActions out;
    for (const BulkItem &item : items) {
        for (BulkAction a : {BulkAction::Archive, BulkAction::Restore, BulkAction::Export, BulkAction::PauseSandboxes,
                             BulkAction::ResumeSandboxes, BulkAction::Delete}) {
            if (!out.has(a) && bulkAllows(a, item))
                out.add(a);
        }
    }
    return out;
}

BulkCommands::BulkCommands(Store *store, ConversationCommands *commands, DownloadCommands *downloads, QObject *parent)
    : QObject(parent)
{
    setServices(store, commands, downloads);
}

BulkCommands::~BulkCommands() = default;

void BulkCommands::setServices(Store *store, ConversationCommands *commands, DownloadCommands *downloads)
{
    if (m_commands)
        disconnect(m_commands->sandboxes(), nullptr, this, nullptr);
    m_store = store;
    m_commands = commands;
    m_downloads = downloads;
    m_deleteIfEmptied.clear();
    if (commands) {
        connect(commands->sandboxes(), &SandboxCommands::leftEmpty, this, [this](const QString &sandboxId) {
            // Once per sandbox, however many of the deleted conversations were on it.
            if (m_deleteIfEmptied.removeAll(sandboxId) > 0 && m_commands)
                m_commands->sandboxes()->remove(sandboxId);
        });
    }
}

QList<BulkItem> BulkCommands::items(const QList<QString> &conversationIds) const
{
    QList<BulkItem> out;
    if (!m_store)
        return out;
    const bool connected = m_commands != nullptr;
    for (const QString &id : conversationIds) {
        const ConversationRecord *rec = m_store->findConversation(id);
        if (!rec)
            continue;
        BulkItem item;
        item.context = ActionContext::of(*rec, connected);
        item.archived = m_store->isArchived(id);
        out.append(item);
    }
    return out;
}

BulkActions BulkCommands::available(const QList<QString> &conversationIds) const
{
    return availableBulkActions(items(conversationIds));
}

BulkPlan BulkCommands::plan(BulkAction action, const QList<QString> &conversationIds) const
{
    BulkPlan p;
    p.action = action;
    if (!m_store)
        return p;
    const bool connected = m_commands != nullptr;
    QSet<QString> seen;
    for (const QString &id : conversationIds) {
        if (seen.contains(id))
            continue;
        seen.insert(id);
        const ConversationRecord *rec = m_store->findConversation(id);
        if (!rec)
            continue;
        BulkItem item;
        item.context = ActionContext::of(*rec, connected);
        item.archived = m_store->isArchived(id);
        if (!bulkAllows(action, item)) {
            p.skipped.append(id);
            continue;
        }
        p.conversations.append(id);
        const QString sandbox = rec->conversation.sandboxId;
        if (!sandbox.isEmpty() && !p.sandboxes.contains(sandbox))
            p.sandboxes.append(sandbox);
    }
    const bool touchesSandboxes =
        action == BulkAction::PauseSandboxes || action == BulkAction::ResumeSandboxes || action == BulkAction::Delete;
    if (!touchesSandboxes) {
        p.sandboxes.clear();
        return p;
    }
    const QSet<QString> chosen(p.conversations.cbegin(), p.conversations.cend());
    for (const QString &sandbox : std::as_const(p.sandboxes)) {
        QList<QString> others;
        for (const QString &id : m_store->conversationsOnSandbox(sandbox)) {
            if (!chosen.contains(id))
                others.append(id);
        }
        if (!others.isEmpty())
            p.sharedWith.insert(sandbox, others);
        else if (action == BulkAction::Delete)
            p.emptied.append(sandbox);
    }
    return p;
}

QString BulkCommands::exportFileName(const QString &title, const QString &conversationId)
{
    QString base;
    for (const QChar c : title.left(60)) {
        if (c.isLetterOrNumber() || c == u'-' || c == u'_')
            base.append(c);
        else if (!base.isEmpty() && !base.endsWith(u'-'))
            base.append(u'-');
    }
    while (base.endsWith(u'-'))
        base.chop(1);
    QString id;
    for (const QChar c : conversationId) {
        if (c.isLetterOrNumber())
            id.append(c);
    }
    id = id.left(8);
    if (base.isEmpty())
        return QStringLiteral("conversation-%1.zip").arg(id);
    return QStringLiteral("%1-%2.zip").arg(base, id);
}

void BulkCommands::run(const BulkPlan &plan, const QString &exportFolder, bool deleteEmptiedSandboxes)
{
    const int n = int(plan.conversations.size());
    switch (plan.action) {
    case BulkAction::Archive:
    case BulkAction::Restore: {
        if (!m_store) {
            Q_EMIT finished(plan.action, 0, n, tr("No cache is open."));
            return;
        }
        const bool archive = plan.action == BulkAction::Archive;
        m_store->setArchived(plan.conversations, archive);
        Q_EMIT finished(plan.action, n, 0,
                        archive ? tr("%n conversation(s) archived. They are kept on this computer and on the "
                                     "server; the “Archived” view shows them.",
                                     nullptr, n)
                                : tr("%n conversation(s) restored to the list.", nullptr, n));
        return;
    }
    case BulkAction::PauseSandboxes:
    case BulkAction::ResumeSandboxes: {
        const bool pause = plan.action == BulkAction::PauseSandboxes;
        int sent = 0;
        int failed = 0;
        for (const QString &sandbox : plan.sandboxes) {
            const bool ok = m_commands
                && (pause ? m_commands->sandboxes()->pause(sandbox) : m_commands->sandboxes()->resume(sandbox));
            if (ok)
                ++sent;
            else
                ++failed;
        }
        const int count = int(plan.sandboxes.size());
        Q_EMIT finished(plan.action, sent, failed,
                        pause ? tr("Pausing %n sandbox(es).", nullptr, count)
                              : tr("Resuming %n sandbox(es).", nullptr, count));
        return;
    }
    case BulkAction::Delete: {
        if (deleteEmptiedSandboxes) {
            for (const QString &sandbox : plan.emptied) {
                if (!m_deleteIfEmptied.contains(sandbox))
                    m_deleteIfEmptied.append(sandbox);
            }
        }
        int sent = 0;
        int failed = 0;
        for (const QString &id : plan.conversations) {
            const bool ok = m_commands && m_commands->remove(id);
            if (ok)
                ++sent;
            else
                ++failed;
        }
        Q_EMIT finished(plan.action, sent, failed, tr("Deleting %n conversation(s).", nullptr, n));
        return;
    }
    case BulkAction::Export: {
        if (!m_downloads || exportFolder.isEmpty() || !QDir(exportFolder).exists()) {
            Q_EMIT finished(plan.action, 0, n, tr("The export folder does not exist."));
            return;
        }
        if (!m_exportQueue.isEmpty()) {
            Q_EMIT finished(plan.action, 0, n, tr("An export is already running."));
            return;
        }
        m_exportQueue = plan.conversations;
        m_exportFolder = exportFolder;
        m_exportTotal = n;
        m_exportDone = 0;
        m_exportFailed = 0;
        nextExport();
        return;
    }
    }
}

void BulkCommands::nextExport()
{
    if (m_exportQueue.isEmpty()) {
        const int ok = m_exportDone - m_exportFailed;
        Q_EMIT finished(
            BulkAction::Export, ok, m_exportFailed,
            m_exportFailed == 0
                ? tr("%n trajectory(ies) exported to %1.", nullptr, ok).arg(QDir::toNativeSeparators(m_exportFolder))
                : tr("%1 of %2 trajectories exported to %3; %4 failed.")
                      .arg(ok)
                      .arg(m_exportTotal)
                      .arg(QDir::toNativeSeparators(m_exportFolder))
                      .arg(m_exportFailed));
        return;
    }
    const QString id = m_exportQueue.takeFirst();
    const ConversationRecord *rec = m_store ? m_store->findConversation(id) : nullptr;
    QString name = exportFileName(rec ? rec->conversation.title : QString(), id);
    const QDir dir(m_exportFolder);
    // Never overwrite: two conversations with the same title and id prefix get a number.
    for (int i = 2; dir.exists(name) && i < 1000; ++i)
        name =
            exportFileName(rec ? rec->conversation.title : QString(), id).chopped(4) + QStringLiteral("-%1.zip").arg(i);
    if (!m_downloads) {
        ++m_exportDone;
        ++m_exportFailed;
        nextExport();
        return;
    }
    TrajectoryDownload *job = m_downloads->downloadTrajectory(id, dir.filePath(name), this);
    connect(job, &TrajectoryDownload::finished, this, [this](bool ok, const CommandError &) {
        ++m_exportDone;
        if (!ok)
            ++m_exportFailed;
        Q_EMIT exportProgress(m_exportDone, m_exportTotal, m_exportFailed);
        nextExport();
    });
}

} // namespace Switchyard
