// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/workspace/workspaceservice.h"

#include "models/commands/workspacecommands.h"
#include "models/domain/eventsummary.h"
#include "models/logging.h"
#include "models/read/storereader.h"
#include "models/workspace/changesmodel.h"
#include "models/workspace/filetreemodel.h"

#include <QFuture>
#include <QFutureWatcher>
#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>

namespace Switchyard {

namespace {
constexpr int kMaxCountsInFlight = 3;
constexpr int kDiffCacheSize = 64;
} // namespace

WorkspaceService::WorkspaceService(QObject *parent)
    : QObject(parent)
    , m_model(new ChangesModel(this))
    , m_files(new FileTreeModel(this))
{
    m_autoRefresh.setSingleShot(true);
    m_autoRefresh.setInterval(1500);
    connect(&m_autoRefresh, &QTimer::timeout, this, &WorkspaceService::refresh);
    // The file tree marks what the change list holds, whichever way it was read.
    connect(this, &WorkspaceService::changesUpdated, this, [this] {
        QList<QString> changed;
        const QList<WorkspaceChange> changes = m_model->changes();
        changed.reserve(changes.size());
        for (const WorkspaceChange &c : changes)
            changed.append(c.path);
        m_files->setChanged(changed);
    });
}

void WorkspaceService::setFilesOutcome(const QString &status, bool capped, bool missing)
{
    m_filesStatus = status;
    m_filesCapped = capped;
    m_filesMissing = missing;
    Q_EMIT filesUpdated();
}

void WorkspaceService::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    if (m_active && m_stale)
        refresh();
}

void WorkspaceService::setFilesShown(bool shown)
{
    if (shown == m_filesShown)
        return;
    m_filesShown = shown;
    if (m_filesShown && m_filesStale)
        refreshFiles();
}

void WorkspaceService::refreshFiles()
{
    const quint64 generation = ++m_filesGeneration;
    m_filesStale = false;
    if (connected() && !m_conversation.id.isEmpty() && !m_filesShown) {
        m_files->clear(); // read when the list is shown
        m_filesStale = true;
        return;
    }
    if (!connected() || m_conversation.id.isEmpty()) {
        m_files->clear();
        setFilesOutcome(m_conversation.id.isEmpty() && !m_haveEvents
                            ? QString()
                            : tr("Offline: only the files this conversation changed are known."),
                        false, false);
        return;
    }
    m_commands->files(m_conversation.id, this, [this, generation](const CommandResult<WorkspaceFileList> &result) {
        if (generation != m_filesGeneration)
            return;
        if (!result.ok()) {
            m_files->clear();
            setFilesOutcome(tr("The files could not be listed: %1").arg(result.error().message), false, false);
            return;
        }
        const WorkspaceFileList &list = result.value();
        if (list.endpointMissing) {
            m_files->clear();
            setFilesOutcome(tr("This server cannot list every file of the workspace (an older server): only the "
                               "changed files are shown."),
                            false, true);
            return;
        }
        m_files->setFiles(list.paths);
        QLocale locale;
        const QString status = list.capped ? tr("Showing the first %1 files: the server lists no more than that.")
                                                 .arg(locale.toString(WorkspaceFileList::kCap))
                                           : tr("%n file(s) in the workspace", nullptr, m_files->fileCount());
        setFilesOutcome(status, list.capped, false);
    });
}

WorkspaceService::~WorkspaceService() = default;

void WorkspaceService::setCommands(WorkspaceCommands *commands)
{
    m_commands = commands;
}

bool WorkspaceService::connected() const
{
    return m_commands && m_commands->isConnected();
}

void WorkspaceService::setStore(StoreReader *store)
{
    if (m_store == store)
        return;
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    if (m_store)
        connect(m_store, &StoreReader::changed, this, &WorkspaceService::handleStoreChanged);
}

void WorkspaceService::setAutoRefreshDelay(int ms)
{
    m_autoRefresh.setInterval(ms);
}

void WorkspaceService::setConversation(const QString &conversationId)
{
    Conversation c;
    c.id = conversationId;
    if (m_store)
        if (const auto rec = m_store->conversation(conversationId))
            c = rec->conversation;
    m_events.clear();
    m_haveEvents = false;
    setConversationRecord(c);
}

void WorkspaceService::setConversationRecord(const Conversation &conversation)
{
    const bool other = conversation.id != m_conversation.id;
    m_conversation = conversation;
    if (other) {
        m_model->clear();
        m_files->clear();
        m_diffCache.clear();
        m_cacheOrder.clear();
        m_reconstructed.clear();
        m_countQueue.clear();
        m_seenEvents = m_store ? m_store->eventCount(conversation.id) : 0;
        setMode(Mode::None); // until this one is read
    }
    refresh();
}

void WorkspaceService::setEvents(const QList<Event> &events)
{
    m_events = events;
    m_haveEvents = true;
    refresh();
}

void WorkspaceService::setRef(const QString &ref)
{
    if (ref == m_ref)
        return;
    m_ref = ref;
    m_diffCache.clear();
    m_cacheOrder.clear();
    refresh();
}

QString WorkspaceService::repositoryRootFor(const Conversation &conversation)
{
    QString root = conversation.tags.value(QStringLiteral("archiveworkspacepath"));
    if (root.isEmpty())
        root = QStringLiteral("/workspace/project");
    while (root.size() > 1 && root.endsWith(QLatin1Char('/')))
        root.chop(1);
    QString repo = conversation.tags.value(QStringLiteral("repo_name"));
    if (repo.isEmpty())
        repo = conversation.selectedRepository;
    repo = repo.section(QLatin1Char('/'), -1);
    if (repo.endsWith(QLatin1String(".git")))
        repo.chop(4);
    if (repo.isEmpty())
        return root;
    return root + QLatin1Char('/') + repo;
}

QString WorkspaceService::repositoryRoot() const
{
    return repositoryRootFor(m_conversation);
}

QString WorkspaceService::absolutePath(const QString &path) const
{
    if (path.startsWith(QLatin1Char('/')))
        return path;
    return repositoryRoot() + QLatin1Char('/') + path;
}

QString WorkspaceService::relativePath(const QString &absolute) const
{
    const QString root = repositoryRoot() + QLatin1Char('/');
    if (absolute.startsWith(root))
        return absolute.mid(root.size());
    return absolute;
}

OpenEnum<GitChangeStatus> WorkspaceService::statusOf(const QString &path) const
{
    const QModelIndex idx = m_model->indexForPath(path);
    if (!idx.isValid())
        return {};
    return idx.data(ChangesModel::ChangeRole).value<WorkspaceChange>().status;
}

void WorkspaceService::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}

void WorkspaceService::setStatus(const QString &message)
{
    if (message == m_status)
        return;
    m_status = message;
    Q_EMIT statusChanged(message);
}

void WorkspaceService::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    Q_EMIT modeChanged(mode);
}

void WorkspaceService::refresh()
{
    const quint64 generation = ++m_generation;
    m_countQueue.clear();
    m_stale = false;
    if (!m_active && connected() && !m_conversation.id.isEmpty()) {
        // Not on screen: read when it is (setActive). Nothing shown is kept for another conversation.
        m_stale = true;
        setBusy(false);
        return;
    }
    if (m_conversation.id.isEmpty() || !connected())
        refreshFiles(); // clears the tree, says why
    if (m_conversation.id.isEmpty() && !m_haveEvents) {
        m_model->clear();
        setMode(Mode::None);
        setStatus(QString());
        return;
    }
    if (!connected() || m_conversation.id.isEmpty()) {
        useReconstruction(QString());
        return;
    }
    setBusy(true);
    m_commands->changes(m_conversation.id, repositoryRoot(), m_ref, this,
                        [this, generation](const CommandResult<QList<GitChange>> &result) {
                            if (generation != m_generation)
                                return;
                            setBusy(false);
                            // Every file after the changed ones: one request at a time, and the
                            // tree marks what the change list now holds.
                            if (result.ok()) {
                                applyLiveChanges(result.value());
                            } else {
                                qCInfo(lcModels) << "git changes failed:" << int(result.error().failure);
                                useReconstruction(result.error().message);
                            }
                            refreshFiles();
                        });
}

void WorkspaceService::applyLiveChanges(const QList<GitChange> &changes)
{
    setMode(Mode::Live);
    QList<WorkspaceChange> list;
    list.reserve(changes.size());
    for (const GitChange &g : changes) {
        WorkspaceChange c;
        c.path = g.path;
        c.status = g.status;
        if (const auto it = m_diffCache.constFind(g.path); it != m_diffCache.constEnd()) {
            c.added = it->addedCount();
            c.removed = it->removedCount();
        }
        list.append(c);
    }
    m_model->setChanges(list);
    setStatus(list.isEmpty() ? tr("No changes in %1").arg(repositoryRoot()) : QString());
    Q_EMIT changesUpdated();
    // Line counts for every file (no cap), a few requests at a time.
    m_countQueue.clear();
    for (const WorkspaceChange &c : std::as_const(list))
        if (c.status.value() != GitChangeStatus::Deleted)
            m_countQueue.append(c.path);
    pumpCounts();
}

void WorkspaceService::pumpCounts()
{
    while (m_countsInFlight < kMaxCountsInFlight && !m_countQueue.isEmpty() && connected()) {
        const QString path = m_countQueue.takeFirst();
        ++m_countsInFlight;
        const quint64 generation = m_generation;
        m_commands->diff(
            m_conversation.id, absolutePath(path), m_ref, this,
            [this, path, generation](const CommandResult<GitDiff> &result) {
                --m_countsInFlight;
                if (generation == m_generation && result.ok() && result.value().modified && result.value().original)
                    computeDiff(path, *result.value().original, *result.value().modified, true, true);
                pumpCounts();
            },
            true); // the counts yield to what the user waits for
    }
}

void WorkspaceService::useReconstruction(const QString &reason)
{
    QList<ReconstructedFile> files;
    if (m_haveEvents)
        files = EditReconstruction::fromEvents(m_events);
    else if (m_store && !m_conversation.id.isEmpty())
        files = EditReconstruction::fromStore(*m_store, m_conversation.id);
    if (files.isEmpty() && !reason.isEmpty()) {
        setMode(Mode::None);
        m_model->clear();
        setStatus(reason);
        Q_EMIT changesUpdated();
        return;
    }
    setMode(Mode::Reconstructed);
    m_reconstructed.clear();
    QList<WorkspaceChange> list;
    for (const ReconstructedFile &f : std::as_const(files)) {
        if (f.original == f.current && f.existedBefore)
            continue;
        WorkspaceChange c;
        c.path = relativePath(f.path);
        c.status = f.existedBefore ? GitChangeStatus::Updated : GitChangeStatus::Added;
        m_reconstructed.insert(c.path, f);
        list.append(c);
    }
    m_model->setChanges(list);
    const QString note = tr("Reconstructed from the file edits recorded in the conversation.");
    setStatus(reason.isEmpty() ? note : reason + QLatin1Char(' ') + note);
    Q_EMIT changesUpdated();
    for (const WorkspaceChange &c : std::as_const(list)) {
        const ReconstructedFile &f = m_reconstructed[c.path];
        computeDiff(c.path, f.original, f.current, false, true);
    }
}

void WorkspaceService::computeDiff(const QString &path, const QString &oldText, const QString &newText, bool fromServer,
                                   bool forCounts)
{
    DiffOptions options;
    options.ignoreFinalNewline = fromServer; // /git/diff drops the trailing newline of `modified`
    const quint64 generation = m_generation;
    // A watcher rather than QFuture::then(context, ...): on Qt 6.4 the continuation was sometimes
    // never run when the worker finished first (seen as a lost diffReady under load).
    auto *watcher = new QFutureWatcher<FileDiff>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, path, generation, forCounts] {
        watcher->deleteLater();
        const FileDiff diff = watcher->result();
        if (generation != m_generation && forCounts)
            return;
        m_model->setCounts(path, diff.addedCount(), diff.removedCount());
        // A re-read after new edits: the diff shown from the cache is stale, so a changed one is
        // reported too (the view and the review comments follow the agent's edits; issue 30).
        const auto cached = m_diffCache.constFind(path);
        const bool changed = cached != m_diffCache.constEnd()
            && (cached->oldText().lines != diff.oldText().lines || cached->newText().lines != diff.newText().lines
                || cached->newText().endsWithNewline != diff.newText().endsWithNewline);
        if (!m_diffCache.contains(path)) {
            m_cacheOrder.append(path);
            while (m_cacheOrder.size() > kDiffCacheSize)
                m_diffCache.remove(m_cacheOrder.takeFirst());
        }
        m_diffCache.insert(path, diff);
        if (!forCounts || changed)
            Q_EMIT diffReady(path, diff);
    });
    watcher->setFuture(QtConcurrent::run([oldText, newText, options] {
        return FileDiff::compute(oldText, newText, options);
    }));
}

void WorkspaceService::requestDiff(const QString &path)
{
    if (const auto it = m_diffCache.constFind(path); it != m_diffCache.constEnd()) {
        const FileDiff diff = it.value();
        QMetaObject::invokeMethod(
            this,
            [this, path, diff] {
                Q_EMIT diffReady(path, diff);
            },
            Qt::QueuedConnection);
        return;
    }
    if (m_mode == Mode::Reconstructed || !connected()) {
        const auto it = m_reconstructed.constFind(path);
        if (it == m_reconstructed.constEnd()) {
            QMetaObject::invokeMethod(
                this,
                [this, path] {
                    Q_EMIT diffFailed(path, tr("No recorded edit of this file."));
                },
                Qt::QueuedConnection);
            return;
        }
        computeDiff(path, it->original, it->current, false, false);
        return;
    }
    if (statusOf(path).value() == GitChangeStatus::Deleted) {
        QMetaObject::invokeMethod(
            this,
            [this, path] {
                Q_EMIT diffFailed(path,
                                  tr("This file was deleted. The server cannot show the diff of a deleted file."));
            },
            Qt::QueuedConnection);
        return;
    }
    m_commands->diff(m_conversation.id, absolutePath(path), m_ref, this,
                     [this, path](const CommandResult<GitDiff> &result) {
                         if (!result.ok()) {
                             Q_EMIT diffFailed(path, result.error().message);
                             return;
                         }
                         const GitDiff &d = result.value();
                         if (!d.modified && !d.original) {
                             Q_EMIT diffFailed(path, tr("This file is not in a git repository."));
                             return;
                         }
                         computeDiff(path, d.original.value_or(QString()), d.modified.value_or(QString()), true, false);
                     });
}

void WorkspaceService::requestFile(const QString &path)
{
    const QString absolute = absolutePath(path);
    if (!connected() || m_mode == Mode::Reconstructed || m_conversation.id.isEmpty()) {
        const QString rel = relativePath(absolute);
        const auto it = m_reconstructed.constFind(rel);
        QMetaObject::invokeMethod(
            this,
            [this, path, found = it != m_reconstructed.constEnd(),
             text = it != m_reconstructed.constEnd() ? it->current : QString()] {
                if (found)
                    Q_EMIT fileReady(path, text);
                else
                    Q_EMIT fileFailed(path, tr("Offline: only files edited in the conversation can be shown."));
            },
            Qt::QueuedConnection);
        return;
    }
    m_commands->file(m_conversation.id, absolute, this, [this, path](const CommandResult<QString> &result) {
        if (result.ok())
            Q_EMIT fileReady(path, result.value());
        else
            Q_EMIT fileFailed(path, result.error().message);
    });
}

void WorkspaceService::handleStoreChanged(const StoreChanges &changes)
{
    if (m_conversation.id.isEmpty() || !m_store)
        return;
    if (changes.conversations.changed.contains(m_conversation.id)) {
        if (const auto rec = m_store->conversation(m_conversation.id)) {
            const QString oldRoot = repositoryRoot();
            const bool wasRunning = m_conversation.sandboxStatus.value() == SandboxStatus::Running;
            m_conversation = rec->conversation;
            const bool running = m_conversation.sandboxStatus.value() == SandboxStatus::Running;
            if (oldRoot != repositoryRoot() || running != wasRunning)
                m_autoRefresh.start();
        }
    }
    const auto it = changes.eventsAppended.constFind(m_conversation.id);
    if (it == changes.eventsAppended.constEnd())
        return;
    const qint64 total = it.value();
    if (changes.eventsReset.contains(m_conversation.id))
        m_seenEvents = 0;
    if (total <= m_seenEvents)
        return;
    const QList<EventSummary> rows = m_store->eventSummaries(m_conversation.id, m_seenEvents, total - m_seenEvents);
    m_seenEvents = total;
    for (const EventSummary &s : rows) {
        if (s.kind == EventKind::Observation && (s.has(EventSummary::FileEdit) || s.has(EventSummary::Terminal))) {
            m_autoRefresh.start();
            return;
        }
    }
}

} // namespace Switchyard
