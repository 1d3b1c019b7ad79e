// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/eventsummary.h"
#include "models/timeline/timelinefilter.h"

#include <QAbstractProxyModel>
#include <QList>
#include <QSet>

#include <atomic>
#include <memory>
#include <vector>

namespace Switchyard {

class TimelineModel;

/// What the timeline shows of a TimelineModel: filters by kind, source, errors and non-zero exit
/// codes; noise (state updates, deltas, token logs) hidden unless asked; results folded into their
/// action's card; turns collapsed to their user message. Never sorts (log order).
///
/// Driven by a precomputed index vector (the accepted source rows, ascending) over a compact
/// 32-bit filter key per source row (kind, source, effective flags, paired result; the predicate
/// is TimelineFilter). A filter change
/// over many rows is computed on a worker thread (QtConcurrent) from an implicitly shared snapshot
/// of the keys and swapped in with one layoutChanged (persistent indexes, hence the current row, are
/// kept when they stay visible); a newer request supersedes an older one. Appends, older pages,
/// pairing changes and single-turn collapsing are applied incrementally on the GUI thread.
class TimelineFilterProxy : public QAbstractProxyModel
{
    Q_OBJECT
public:
    /// Filter recomputations over at least this many rows run off the GUI thread.
    static constexpr int kDefaultAsyncThreshold = 100000;

    explicit TimelineFilterProxy(QObject *parent = nullptr);
    ~TimelineFilterProxy() override;

    void setTimelineModel(TimelineModel *model);
    [[nodiscard]] TimelineModel *timelineModel() const;
    void setAsyncThreshold(int rows);

    void setKindVisible(EventKind kind, bool visible);
    [[nodiscard]] bool isKindVisible(EventKind kind) const;
    void setSourceVisible(EventSource source, bool visible);
    [[nodiscard]] bool isSourceVisible(EventSource source) const;
    /// Only errors: error events, error results, rejections, failed actions.
    void setErrorsOnly(bool on);
    [[nodiscard]] bool errorsOnly() const;
    /// Only terminal commands that ended with a non-zero exit code.
    void setNonZeroExitOnly(bool on);
    [[nodiscard]] bool nonZeroExitOnly() const;
    /// Show state updates, streaming deltas, token and LLM-log events (hidden by default).
    void setShowNoise(bool on);
    [[nodiscard]] bool showNoise() const;
    /// Show results as their own rows too (by default a paired result is part of its action's row).
    void setShowPairedResults(bool on);
    [[nodiscard]] bool showPairedResults() const;

    // Turns (keys from TimelineModel::turnKey, stable across older pages).
    void setTurnCollapsed(qint64 turnKey, bool collapsed);
    [[nodiscard]] bool isTurnCollapsed(qint64 turnKey) const;
    void collapseAll();
    void expandAll();

    /// True while a filter change is being computed off the GUI thread (the rows shown are still
    /// those of the previous filter).
    [[nodiscard]] bool isFiltering() const;

    /// The source row of a proxy row, without a QModelIndex (views over many rows); -1 if none.
    [[nodiscard]] int sourceRowOf(int proxyRow) const
    {
        return proxyRow >= 0 && std::size_t(proxyRow) < m_accepted.size() ? m_accepted[std::size_t(proxyRow)] : -1;
    }
    /// The proxy row showing sourceRow, or the first one after it (the last row if none); -1 if empty.
    [[nodiscard]] int nearestProxyRow(int sourceRow) const;
    /// True if the source row passes every filter except turn collapsing.
    [[nodiscard]] bool acceptsIgnoringCollapse(int sourceRow) const;
    /// The next/previous source row (from sourceRow, wrapping) matching needle and passing the
    /// filters, collapsed turns included (the caller expands them); -1 if none.
    [[nodiscard]] int findMatch(const QString &needle, int fromSourceRow, bool forward) const;
    /// How many source rows match needle and pass the filters.
    [[nodiscard]] int countMatches(const QString &needle) const;

    // QAbstractProxyModel
    [[nodiscard]] QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    [[nodiscard]] QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    [[nodiscard]] QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    [[nodiscard]] QModelIndex parent(const QModelIndex &child) const override;
    [[nodiscard]] QModelIndex sibling(int row, int column, const QModelIndex &idx) const override;
    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] bool hasChildren(const QModelIndex &parent = {}) const override;
    /// Always false: a view pages on its own only when the LAST row is visible, which for a
    /// timeline (older pages at the top) would load everything. The widget calls
    /// TimelineModel::fetchMore when the user scrolls to the top.
    [[nodiscard]] bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

Q_SIGNALS:
    void collapseChanged();
    /// The rows shown reflect the latest filter request (after an asynchronous computation).
    void filterApplied();

private:
    using Params = TimelineFilter;
    using Turns = TimelineFilter::Turns;
    struct Job;

    [[nodiscard]] quint32 keyOf(int sourceRow) const;
    [[nodiscard]] Turns turnsFor(const Params &p) const;
    [[nodiscard]] bool acceptsApplied(int sourceRow) const;
    void refilter();
    void onJobDone(const std::shared_ptr<Job> &job);
    void swapIn(std::vector<int> accepted);
    void rebuildAll();
    void onSourceAboutToBeReset();
    void onSourceReset();
    void onRowsInserted(const QModelIndex &parent, int first, int last);
    void onDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight);
    void setRowAccepted(int sourceRow, bool accepted);

    TimelineModel *m_model = nullptr;
    Params m_params; ///< requested
    Params m_applied; ///< what m_accepted reflects
    QList<quint32> m_keys; ///< per source row; implicitly shared with a running computation
    std::vector<int> m_accepted; ///< visible source rows, ascending
    int m_asyncThreshold = kDefaultAsyncThreshold;
    std::shared_ptr<std::atomic<quint64>> m_latest; ///< generation of the newest request
    quint64 m_generation = 0;
    bool m_jobRunning = false;
    int m_snapshotRows = 0; ///< source rows in the running job's snapshot
    int m_prependedSince = 0; ///< rows prepended since that snapshot
    int m_dirtyFirst = -1; ///< source rows whose key changed since that snapshot (current numbering)
    int m_dirtyLast = -1;
};

} // namespace Switchyard
