// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/ (switchyard_models).
//
// One compare view's data (issue 30 part B): two to four runs — conversations of the connected
// server (live or cached) and offline trajectories, mixed — summarised off the GUI thread (one
// worker task per run, RunScan::summarize over the run's store file), and the three tables the
// view shows (summary, files, turns) as item models. A trajectory zip added here is imported into
// a temporary store of its own (as offline review does), then summarised like the others. While
// a compared conversation receives events, the summaries are redone (at most once a second).
// Nothing here writes to the server or to the cache.

#include "models/compare/comparetable.h"
#include "models/compare/runsummary.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <atomic>
#include <memory>
#include <vector>

class QTimer;

namespace Switchyard {

class Store;
class StoreReader;
class TrajectoryImporter;
class TrajectoryReader;
class VariantGroupReader;
struct StoreChanges;

class CompareSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareSession)
public:
    static constexpr int kMinRuns = 2;
    static constexpr int kMaxRuns = 4;

    /// `store` (may be null: offline runs only) is the connected server's cache, `groups` its
    /// variant groups (may be null: no variant labels, no setGroup()); neither is owned.
    explicit CompareSession(StoreReader *store, VariantGroupReader *groups = nullptr, QObject *parent = nullptr);
    ~CompareSession() override;

    /// Compares these conversations of the store (the first kMaxRuns); offline runs stay.
    void setConversations(const QList<QString> &conversationIds);
    /// Compares the members of a variant group (their variant labels shown).
    bool setGroup(const QString &groupId);
    /// Adds a trajectory zip (imported in the background; the run joins once imported). False
    /// (with `error`) when it cannot be opened or kMaxRuns runs are compared already.
    bool addTrajectory(const QString &path, QString *error);
    void removeRun(int index);
    /// Summarises every run again.
    void refresh();

    [[nodiscard]] const QList<RunSource> &sources() const { return m_sources; }
    /// The summaries of the last finished pass (in the sources' order).
    [[nodiscard]] const QList<RunSummary> &runs() const { return m_runs; }
    [[nodiscard]] bool isBusy() const { return m_busy; }
    /// Trajectories being imported.
    [[nodiscard]] int importing() const;
    [[nodiscard]] QString title() const;
    /// The group compared (empty: runs picked one by one).
    [[nodiscard]] QString groupId() const { return m_groupId; }

    [[nodiscard]] CompareTableModel *summaryModel() const { return m_summary; }
    [[nodiscard]] CompareTableModel *filesModel() const { return m_files; }
    [[nodiscard]] CompareTableModel *turnsModel() const { return m_turns; }

    [[nodiscard]] QByteArray exportMarkdown() const;
    [[nodiscard]] QByteArray exportHtml() const;

Q_SIGNALS:
    /// The runs compared changed (added, removed, imported); summaries follow.
    void sourcesChanged();
    /// A pass finished: runs() and the models hold it. `elapsedMs` since the pass was asked for.
    void summariesReady(qint64 elapsedMs);
    /// Something could not be done (translated): a trajectory that failed to import...
    void problem(const QString &message);

private:
    struct Offline;
    void scan();
    void scanFinished(quint64 generation, int index, const RunSummary &summary);
    void storeChanged(const StoreChanges &changes);
    void importFinished(Offline *offline);
    void applyVariantLabels();

    QPointer<StoreReader> m_store;
    QPointer<VariantGroupReader> m_groups;
    QList<RunSource> m_sources;
    QList<RunSummary> m_runs;
    QList<RunSummary> m_building;
    int m_outstanding = 0;
    quint64 m_generation = 0;
    std::shared_ptr<std::atomic_bool> m_cancel;
    QElapsedTimer m_clock;
    bool m_busy = false;
    bool m_rescanQueued = false;
    QString m_groupId;
    QString m_groupTitle;
    QTimer *m_rescan = nullptr;
    CompareTableModel *m_summary = nullptr;
    CompareTableModel *m_files = nullptr;
    CompareTableModel *m_turns = nullptr;
    std::vector<std::unique_ptr<Offline>> m_offline;
};

} // namespace Switchyard
