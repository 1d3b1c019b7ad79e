// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/radar (switchyard_models). The read face of the conflict radar for the UI (issue 32):
// the sandbox map, the timeline banner, the approval bar and the inbox ask this, never the store.
//
// Following a store: every conversation is placed on its sandbox; the events of conversations
// that share a sandbox are fed to the ConflictRadar. The full build (a new store, a rewritten log)
// runs on a worker thread with a read-only connection of its own (RadarBuild::run); the answers stay
// those of the previous radar until it is swapped in, and a build that a newer one superseded is
// dropped. After it, on this thread, new events are fed incrementally as StoreChanges report them
// (a few summaries each). A conversation alone on its sandbox is read only once another joins it.
// Offline: the same analysis over loaded trajectories (each its own "sandbox" unless they name the
// same one).

#include "models/radar/conflictradar.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <atomic>
#include <memory>

namespace Switchyard {

class StoreReader;
class WorkspaceService;
struct StoreChanges;

class ConflictRadarModel final : public QObject
{
    Q_OBJECT
public:
    explicit ConflictRadarModel(QObject *parent = nullptr);
    ~ConflictRadarModel() override;
    Q_DISABLE_COPY_MOVE(ConflictRadarModel)

    /// Follows `store` (nullptr detaches and clears).
    void setStore(StoreReader *store);
    /// Offline review: every conversation is read (not only those sharing a sandbox), so that each
    /// one's touches() are known; one without a sandbox is alone in a sandbox of its own. Rebuilds.
    void setAnalyseAll(bool all);
    [[nodiscard]] bool analysesAll() const { return m_all; }
    [[nodiscard]] StoreReader *store() const;

    /// One loaded trajectory for the offline analysis: its id, title, sandbox (empty: its own) and
    /// events.
    struct Trajectory
    {
        QString id;
        QString title;
        QString sandboxId;
        QString repoRoot;
        QList<Event> events;
    };
    /// The files the conversation's workspace reports changed (git status of its worktree: the
    /// uncommitted work, whoever wrote it), as writes of that conversation: two conversations of a
    /// sandbox with changes to one file overlap even without a file-edit event. Absolute paths or
    /// relative to its repository; kept across rebuilds. `timeMs`: when they were reported.
    void setWorkspaceChanges(const QString &conversationId, const QList<QString> &paths, qint64 timeMs);
    /// Feeds the live changes `service` reports (its /git/changes, not those it reconstructs from
    /// events, which the radar reads itself) through setWorkspaceChanges(). Several may be followed.
    void followWorkspace(WorkspaceService *service);

    /// Offline: analyses these trajectories instead of a store.
    void setTrajectories(const QList<Trajectory> &trajectories);

    [[nodiscard]] const ConflictRadar &radar() const { return m_radar; }
    [[nodiscard]] QList<RadarConflict> conflicts(const QString &sandboxId) const;
    [[nodiscard]] QList<RadarConflict> conflictsOf(const QString &conversationId) const;
    [[nodiscard]] RadarTouches touches(const QString &conversationId) const;
    /// The overlaps `pendingAction` (an ActionEvent of `conversationId` waiting for approval) would
    /// cause; empty when it causes none or is no write.
    [[nodiscard]] QList<RadarConflict> wouldConflict(const QString &conversationId, const Event &pendingAction) const;

    /// The warning for a pending action known only by its kind and texts (the inbox's rows): the
    /// command line of a terminal action, or the file editor's summary ("str_replace /path").
    [[nodiscard]] QString pendingWarning(const QString &conversationId, const QString &actionKind,
                                         const QString &summary, const QString &command) const;

    /// The conversation's title as the radar names it (falls back to a short id).
    [[nodiscard]] QString titleOf(const QString &conversationId) const;
    /// One line for `conversationId`'s banner: "This conversation and «other» both wrote app.py in
    /// sandbox 1a2b…" and the like (translated, plain text).
    [[nodiscard]] QString conflictText(const RadarConflict &conflict, const QString &conversationId) const;
    /// One line warning before a pending action is approved ("Approving this would overwrite
    /// app.py, which «other» also wrote in this sandbox").
    [[nodiscard]] QString warningText(const QList<RadarConflict> &conflicts, const QString &conversationId) const;
    /// One line of what the conversation touched, for offline review ("Touched 4 files: app.py,
    /// test_app.py and 2 more; rewrote the worktree: git stash: /workspace/project/repo"); empty when
    /// nothing.
    [[nodiscard]] QString touchesText(const QString &conversationId) const;
    /// Short text for a map edge or list ("app.py, parser.py +3").
    [[nodiscard]] static QString filesText(const RadarConflict &conflict, int maxNames = 2);

    /// A full build is running on a worker (the answers are the previous radar's until it ends).
    [[nodiscard]] bool isBuilding() const { return m_buildingGeneration != 0; }
    /// The thread the last full build ran on (tests: never the GUI thread); null before the first.
    [[nodiscard]] Qt::HANDLE lastBuildThread() const { return m_lastBuildThread; }

Q_SIGNALS:
    /// The overlaps of these sandboxes changed (added files or pairs; a rebuild lists every sandbox).
    void changed(const QList<QString> &sandboxIds);

private:
    /// Starts a full build on a worker (a running one is superseded).
    void rebuild();
    /// Places every stored conversation again and reads what its shared sandbox added since.
    void catchUp();
    void onStoreChanged(const StoreChanges &changes);
    /// Places the conversation on its sandbox; true when it moved (its history is read again).
    bool place(const QString &conversationId);
    /// Reads the conversation's events after the ones already read; true when overlaps changed.
    bool ingest(const QString &conversationId);
    /// Records the workspace changes of `conversationId` in the radar; true when overlaps changed.
    bool applyWorkspace(const QString &conversationId);
    [[nodiscard]] bool isShared(const QString &sandboxId) const;

    ConflictRadar m_radar;
    RadarFeed m_feed;
    QPointer<StoreReader> m_store;
    QHash<QString, qint64> m_read; ///< conversation -> events fed to the radar
    QHash<QString, QString> m_sandboxOf; ///< conversation -> sandbox as placed
    QHash<QString, QList<QString>> m_onSandbox; ///< sandbox -> conversations placed on it
    QHash<QString, QString> m_titles; ///< offline trajectories' titles
    bool m_all = false;
    std::shared_ptr<std::atomic<quint64>> m_generation = std::make_shared<std::atomic<quint64>>(0);
    quint64 m_buildingGeneration = 0; ///< the build whose result is awaited (0: none)
    QSet<QString> m_buildReads; ///< the conversations the running build reads
    Qt::HANDLE m_lastBuildThread = nullptr;
    struct WorkspaceWrites
    {
        QList<QString> paths;
        qint64 timeMs = 0;
    };
    QHash<QString, WorkspaceWrites> m_workspace; ///< conversation -> files its workspace reports changed
};

} // namespace Switchyard
