// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/radar (switchyard_models). The read face of the conflict radar for the UI (issue 32):
// the sandbox map, the timeline banner, the approval bar and the inbox ask this, never the store.
//
// Following a store: every conversation is placed on its sandbox; the events of conversations
// that share a sandbox are fed to the ConflictRadar (from the stored summaries, on this thread),
// incrementally as StoreChanges report appended events; a rewritten log or a move rebuilds. A
// conversation alone on its sandbox is read only once another joins it. Offline: the same analysis
// over loaded trajectories (each its own "sandbox" unless they name the same one).

#include "models/radar/conflictradar.h"

#include <QHash>
#include <QObject>
#include <QPointer>

namespace Switchyard {

class StoreReader;
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

Q_SIGNALS:
    /// The overlaps of these sandboxes changed (added files or pairs; a rebuild lists every sandbox).
    void changed(const QList<QString> &sandboxIds);

private:
    void rebuild();
    void onStoreChanged(const StoreChanges &changes);
    /// Places the conversation on its sandbox; true when it moved (its history is read again).
    bool place(const QString &conversationId);
    /// Reads the conversation's events after the ones already read; true when overlaps changed.
    bool ingest(const QString &conversationId);
    [[nodiscard]] bool isShared(const QString &sandboxId) const;

    ConflictRadar m_radar;
    RadarFeed m_feed;
    QPointer<StoreReader> m_store;
    QHash<QString, qint64> m_read; ///< conversation -> events fed to the radar
    QHash<QString, QString> m_sandboxOf; ///< conversation -> sandbox as placed
    QHash<QString, QList<QString>> m_onSandbox; ///< sandbox -> conversations placed on it
    QHash<QString, QString> m_titles; ///< offline trajectories' titles
    bool m_all = false;
};

} // namespace Switchyard
