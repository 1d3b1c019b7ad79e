// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/diff/filediff.h"
#include "models/domain/conversation.h"
#include "models/domain/event.h"
#include "models/domain/workspace.h"
#include "models/workspace/editreconstruction.h"
#include "models/workspace/workspacechange.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace Switchyard {

class ChangesModel;
class StoreReader;
class WorkspaceCommands;
class FileTreeModel;
struct StoreChanges;

/// The changes, diffs and files of one conversation's workspace.
///
/// Live: /git/changes of the repository root (spec §9.2), /git/diff per file (§9.3, the diff is
/// computed here on a worker thread) and /file (§9.1). The repository root is the conversation's
/// tags.archiveworkspacepath (default /workspace/project) plus the repository name (§3.4, §4.1).
/// Reconstructed: with no server, or when the sandbox cannot be asked, the same changes and diffs
/// come from the FileEditorObservation old/new contents of the conversation's events.
/// refresh() runs again by itself (debounced) when new file-edit or terminal events arrive.
///
/// What is not on screen costs no request (issue 28 item 15): while the service is inactive (its
/// change list is not shown) a refresh only marks the changes stale, and setActive(true) reads them;
/// the list of every file is read only while it is shown (setFilesShown). Reconstructing from the
/// events asks nothing of the server and is never deferred. Both default to on.
class WorkspaceService final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkspaceService)
public:
    enum class Mode
    {
        None, ///< no conversation
        Live, ///< from the sandbox
        Reconstructed, ///< from the events
    };
    Q_ENUM(Mode)

    explicit WorkspaceService(QObject *parent = nullptr);
    ~WorkspaceService() override;

    /// Not owned; null (or not connected): offline, reconstructed from the events.
    void setCommands(WorkspaceCommands *commands);
    void setStore(StoreReader *store);
    /// Looks the record up in the store (if any) and refreshes.
    void setConversation(const QString &conversationId);
    /// For callers without a store (tests, tools): the record itself.
    void setConversationRecord(const Conversation &conversation);
    /// Offline input without a store: the events of the conversation.
    void setEvents(const QList<Event> &events);
    /// The base ref for /git/changes and /git/diff ("" = the server's default: upstream branch).
    void setRef(const QString &ref);
    [[nodiscard]] QString ref() const { return m_ref; }

    [[nodiscard]] QString conversationId() const { return m_conversation.id; }
    [[nodiscard]] Mode mode() const { return m_mode; }
    [[nodiscard]] QString repositoryRoot() const;
    [[nodiscard]] static QString repositoryRootFor(const Conversation &conversation);
    /// Absolute sandbox path of a path relative to the repository root (absolute paths unchanged).
    [[nodiscard]] QString absolutePath(const QString &path) const;
    [[nodiscard]] ChangesModel *model() const { return m_model; }
    /// Every file of the workspace (GET …/files, newer servers), changed ones marked; empty when the
    /// server cannot list them (older server, paused or offline): filesStatus() says why.
    [[nodiscard]] FileTreeModel *fileTree() const { return m_files; }
    /// What the file tree shows or why it is empty ("showing the first 2,000 files", …); translated.
    [[nodiscard]] QString filesStatus() const { return m_filesStatus; }
    [[nodiscard]] bool filesCapped() const { return m_filesCapped; }
    /// The server has no /files endpoint (an older server): only changed files can be browsed.
    [[nodiscard]] bool filesEndpointMissing() const { return m_filesMissing; }
    [[nodiscard]] QString statusMessage() const { return m_status; }
    [[nodiscard]] bool isBusy() const { return m_busy; }
    /// The status of a changed file (Unknown for files that are not in the list).
    [[nodiscard]] OpenEnum<GitChangeStatus> statusOf(const QString &path) const;

    /// Emits diffReady or diffFailed (never before returning).
    void requestDiff(const QString &path);
    /// Emits fileReady (text may be "": see FileViewerWidget) or fileFailed.
    void requestFile(const QString &path);

    /// Whether the change list is on screen (see the class comment); true by default.
    void setActive(bool active);
    [[nodiscard]] bool isActive() const { return m_active; }
    /// Whether the list of every file is on screen; true by default.
    void setFilesShown(bool shown);
    /// A refresh waits until the service is active.
    [[nodiscard]] bool isStale() const { return m_stale; }

    /// How long to wait after a file-edit/terminal event before refreshing (default 1.5 s).
    void setAutoRefreshDelay(int ms);

public Q_SLOTS:
    void refresh();

Q_SIGNALS:
    void changesUpdated();
    /// The file tree was listed again (or cleared); filesStatus() tells the outcome.
    void filesUpdated();
    void busyChanged(bool busy);
    void statusChanged(const QString &message);
    void modeChanged(Switchyard::WorkspaceService::Mode mode);
    void diffReady(const QString &path, const Switchyard::FileDiff &diff);
    void diffFailed(const QString &path, const QString &message);
    void fileReady(const QString &path, const QString &text);
    void fileFailed(const QString &path, const QString &message);

private:
    void handleStoreChanged(const StoreChanges &changes);
    void applyLiveChanges(const QList<GitChange> &changes);
    void useReconstruction(const QString &reason);
    void pumpCounts();
    void computeDiff(const QString &path, const QString &oldText, const QString &newText, bool fromServer,
                     bool forCounts);
    [[nodiscard]] bool connected() const;
    QString relativePath(const QString &absolute) const;
    void setBusy(bool busy);
    void setStatus(const QString &message);
    void setMode(Mode mode);
    void refreshFiles();
    void setFilesOutcome(const QString &status, bool capped, bool missing);

    bool m_active = true;
    bool m_stale = false;
    bool m_filesShown = true;
    bool m_filesStale = false;
    QPointer<WorkspaceCommands> m_commands;
    QPointer<StoreReader> m_store;
    ChangesModel *m_model = nullptr;
    FileTreeModel *m_files = nullptr;
    QString m_filesStatus;
    bool m_filesCapped = false;
    bool m_filesMissing = false;
    quint64 m_filesGeneration = 0;
    Conversation m_conversation;
    QList<Event> m_events;
    bool m_haveEvents = false;
    QString m_ref;
    Mode m_mode = Mode::None;
    QString m_status;
    bool m_busy = false;
    quint64 m_generation = 0;
    qint64 m_seenEvents = 0;
    QTimer m_autoRefresh;
    QHash<QString, ReconstructedFile> m_reconstructed; ///< by relative path
    QHash<QString, FileDiff> m_diffCache; ///< by relative path (bounded)
    QList<QString> m_cacheOrder;
    QList<QString> m_countQueue;
    int m_countsInFlight = 0;
};

} // namespace Switchyard
