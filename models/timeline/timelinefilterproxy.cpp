// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/timeline/timelinefilterproxy.h"

#include "models/timeline/timelinemodel.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace Switchyard {

struct TimelineFilterProxy::Job
{
    quint64 generation = 0;
    Params params;
    QFutureWatcher<std::vector<int>> *watcher = nullptr;
};

TimelineFilterProxy::TimelineFilterProxy(QObject *parent)
    : QAbstractProxyModel(parent)
    , m_latest(std::make_shared<std::atomic<quint64>>(0))
{ }

TimelineFilterProxy::~TimelineFilterProxy()
{
    m_latest->store(~quint64(0)); // a running computation stops early
}

void TimelineFilterProxy::setTimelineModel(TimelineModel *model)
{
    if (m_model == model)
        return;
    beginResetModel();
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    QAbstractProxyModel::setSourceModel(model);
    if (m_model) {
        connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, &TimelineFilterProxy::onSourceAboutToBeReset);
        connect(m_model, &QAbstractItemModel::modelReset, this, &TimelineFilterProxy::onSourceReset);
        connect(m_model, &QAbstractItemModel::rowsInserted, this, &TimelineFilterProxy::onRowsInserted);
        connect(m_model, &QAbstractItemModel::dataChanged, this, &TimelineFilterProxy::onDataChanged);
        // The timeline model never removes or moves rows; be safe if a future one does.
        connect(m_model, &QAbstractItemModel::rowsRemoved, this, [this] {
            beginResetModel();
            rebuildAll();
            endResetModel();
        });
        connect(m_model, &QAbstractItemModel::layoutChanged, this, [this] {
            beginResetModel();
            rebuildAll();
            endResetModel();
        });
        connect(m_model, &QObject::destroyed, this, [this] {
            beginResetModel();
            m_model = nullptr;
            rebuildAll();
            endResetModel();
        });
    }
    rebuildAll();
    endResetModel();
}

TimelineModel *TimelineFilterProxy::timelineModel() const
{
    return m_model;
}

void TimelineFilterProxy::setAsyncThreshold(int rows)
{
    m_asyncThreshold = std::max(0, rows);
}

// --- Filter settings ---------------------------------------------------------------------------

void TimelineFilterProxy::setKindVisible(EventKind kind, bool visible)
{
    const quint32 bit = 1u << quint32(kind);
    const quint32 next = visible ? (m_params.hiddenKinds & ~bit) : (m_params.hiddenKinds | bit);
    if (next == m_params.hiddenKinds)
        return;
    m_params.hiddenKinds = next;
    refilter();
}

bool TimelineFilterProxy::isKindVisible(EventKind kind) const
{
    return (m_params.hiddenKinds & (1u << quint32(kind))) == 0;
}

void TimelineFilterProxy::setSourceVisible(EventSource source, bool visible)
{
    const quint32 bit = 1u << quint32(source);
    const quint32 next = visible ? (m_params.hiddenSources & ~bit) : (m_params.hiddenSources | bit);
    if (next == m_params.hiddenSources)
        return;
    m_params.hiddenSources = next;
    refilter();
}

bool TimelineFilterProxy::isSourceVisible(EventSource source) const
{
    return (m_params.hiddenSources & (1u << quint32(source))) == 0;
}

void TimelineFilterProxy::setErrorsOnly(bool on)
{
    if (on == m_params.errorsOnly)
        return;
    m_params.errorsOnly = on;
    refilter();
}

bool TimelineFilterProxy::errorsOnly() const
{
    return m_params.errorsOnly;
}

void TimelineFilterProxy::setNonZeroExitOnly(bool on)
{
    if (on == m_params.nonZeroExitOnly)
        return;
    m_params.nonZeroExitOnly = on;
    refilter();
}

bool TimelineFilterProxy::nonZeroExitOnly() const
{
    return m_params.nonZeroExitOnly;
}

void TimelineFilterProxy::setShowNoise(bool on)
{
    if (on == m_params.showNoise)
        return;
    m_params.showNoise = on;
    refilter();
}

bool TimelineFilterProxy::showNoise() const
{
    return m_params.showNoise;
}

void TimelineFilterProxy::setShowPairedResults(bool on)
{
    if (on == m_params.showPairedResults)
        return;
    m_params.showPairedResults = on;
    refilter();
}

bool TimelineFilterProxy::showPairedResults() const
{
    return m_params.showPairedResults;
}

void TimelineFilterProxy::setTurnCollapsed(qint64 turnKey, bool collapsed)
{
    if (isTurnCollapsed(turnKey) == collapsed)
        return;
    auto toggle = [turnKey, collapsed](Params &p) {
        if (collapsed == p.collapsedByDefault)
            p.toggledTurns.remove(turnKey);
        else
            p.toggledTurns.insert(turnKey);
    };
    toggle(m_params);
    if (m_jobRunning || !m_model) {
        refilter();
        Q_EMIT collapseChanged();
        return;
    }
    // Incremental: only the rows of this turn after its head appear or disappear.
    toggle(m_applied);
    const int turn = m_model->turnForKey(turnKey);
    const int start = m_model->turnStartRow(turn);
    const int end = m_model->turnEndRow(turn);
    if (turn >= 0 && start >= 0 && end > start) {
        const auto lo = std::lower_bound(m_accepted.begin(), m_accepted.end(), start + 1);
        const auto hi = std::upper_bound(lo, m_accepted.end(), end);
        const int at = int(lo - m_accepted.begin());
        if (collapsed) {
            if (hi > lo) {
                beginRemoveRows({}, at, int(hi - m_accepted.begin()) - 1);
                m_accepted.erase(lo, hi);
                endRemoveRows();
            }
        } else {
            std::vector<int> add;
            for (int row = start + 1; row <= end && row < int(m_keys.size()); ++row) {
                if (m_applied.accepts(m_keys.at(row)))
                    add.push_back(row);
            }
            if (!add.empty()) {
                beginInsertRows({}, at, at + int(add.size()) - 1);
                m_accepted.insert(m_accepted.begin() + at, add.begin(), add.end());
                endInsertRows();
            }
        }
    }
    Q_EMIT collapseChanged();
}

bool TimelineFilterProxy::isTurnCollapsed(qint64 turnKey) const
{
    return m_params.collapsed(turnKey);
}

void TimelineFilterProxy::collapseAll()
{
    m_params.collapsedByDefault = true;
    m_params.toggledTurns.clear();
    refilter();
    Q_EMIT collapseChanged();
}

void TimelineFilterProxy::expandAll()
{
    const bool changed = m_params.anyCollapsed();
    m_params.collapsedByDefault = false;
    m_params.toggledTurns.clear();
    if (changed || m_jobRunning)
        refilter();
    Q_EMIT collapseChanged();
}

bool TimelineFilterProxy::isFiltering() const
{
    return m_jobRunning;
}

// --- The predicate -----------------------------------------------------------------------------

quint32 TimelineFilterProxy::keyOf(int row) const
{
    return TimelineFilter::key(m_model->effectiveFlagsAt(row), m_model->kindAt(row), m_model->sourceAt(row),
                               m_model->pairStateAt(row) == TimelineModel::PairState::Result);
}

TimelineFilterProxy::Turns TimelineFilterProxy::turnsFor(const Params &p) const
{
    Turns turns;
    if (!m_model || !p.anyCollapsed())
        return turns;
    const int count = m_model->turnCount();
    turns.startRows.reserve(std::size_t(count));
    turns.collapsed.reserve(std::size_t(count));
    for (int t = 0; t < count; ++t) {
        const int row = m_model->turnStartRow(t);
        if (row < 0)
            continue;
        turns.startRows.push_back(row);
        turns.collapsed.push_back(p.collapsed(m_model->turnKey(t)) ? 1 : 0);
    }
    return turns;
}

bool TimelineFilterProxy::acceptsApplied(int row) const
{
    if (!m_applied.accepts(m_keys.at(row)))
        return false;
    if (!m_applied.anyCollapsed())
        return true;
    const int turn = m_model->turnOfRow(row);
    if (turn < 0)
        return true;
    const qint64 key = m_model->turnKey(turn);
    return !m_applied.collapsed(key) || m_model->seqAt(row) == key;
}

int TimelineFilterProxy::nearestProxyRow(int sourceRow) const
{
    if (m_accepted.empty())
        return -1;
    const auto it = std::lower_bound(m_accepted.begin(), m_accepted.end(), sourceRow);
    return it == m_accepted.end() ? int(m_accepted.size()) - 1 : int(it - m_accepted.begin());
}

bool TimelineFilterProxy::acceptsIgnoringCollapse(int row) const
{
    if (!m_model || row < 0 || row >= m_model->rowCount())
        return false;
    return m_params.accepts(row < m_keys.size() ? m_keys.at(row) : keyOf(row));
}

// --- Recomputation -----------------------------------------------------------------------------

void TimelineFilterProxy::refilter()
{
    ++m_generation;
    m_latest->store(m_generation);
    if (!m_model) {
        m_applied = m_params;
        m_jobRunning = false;
        return;
    }
    if (m_keys.size() < m_asyncThreshold) {
        m_jobRunning = false;
        std::vector<int> accepted = m_params.acceptedRows(m_keys, turnsFor(m_params));
        m_applied = m_params;
        swapIn(std::move(accepted));
        Q_EMIT filterApplied();
        return;
    }
    auto job = std::make_shared<Job>();
    job->generation = m_generation;
    job->params = m_params;
    job->watcher = new QFutureWatcher<std::vector<int>>(this);
    m_jobRunning = true;
    m_snapshotRows = int(m_keys.size());
    m_prependedSince = 0;
    m_dirtyFirst = m_dirtyLast = -1;
    connect(job->watcher, &QFutureWatcherBase::finished, this, [this, job] {
        onJobDone(job);
    });
    // The keys are implicitly shared: the snapshot costs a reference; an append meanwhile detaches.
    job->watcher->setFuture(QtConcurrent::run(
        [keys = m_keys, params = m_params, turns = turnsFor(m_params), latest = m_latest, generation = m_generation] {
            return params.acceptedRows(keys, turns, latest.get(), generation);
        }));
}

void TimelineFilterProxy::onJobDone(const std::shared_ptr<Job> &job)
{
    job->watcher->deleteLater();
    if (job->generation != m_generation || !m_jobRunning)
        return; // superseded by a newer request
    m_jobRunning = false;
    std::vector<int> accepted = job->watcher->result();
    m_applied = job->params;
    const int shift = m_prependedSince;
    if (shift > 0) {
        for (int &row : accepted)
            row += shift;
        std::vector<int> head;
        for (int row = 0; row < shift; ++row) {
            if (acceptsApplied(row))
                head.push_back(row);
        }
        accepted.insert(accepted.begin(), head.begin(), head.end());
    }
    const int snapshotEnd = m_snapshotRows + shift;
    // Rows whose key changed while the computation ran (pairing): test them again.
    if (m_dirtyFirst >= 0) {
        const int first = std::max(m_dirtyFirst, shift);
        const int last = std::min(m_dirtyLast, snapshotEnd - 1);
        if (first <= last) {
            const auto lo = std::lower_bound(accepted.begin(), accepted.end(), first);
            const auto hi = std::upper_bound(lo, accepted.end(), last);
            std::vector<int> again;
            for (int row = first; row <= last; ++row) {
                if (acceptsApplied(row))
                    again.push_back(row);
            }
            const auto at = accepted.erase(lo, hi);
            accepted.insert(at, again.begin(), again.end());
        }
    }
    // Rows appended while it ran.
    for (int row = snapshotEnd, n = int(m_keys.size()); row < n; ++row) {
        if (acceptsApplied(row))
            accepted.push_back(row);
    }
    swapIn(std::move(accepted));
    Q_EMIT filterApplied();
}

void TimelineFilterProxy::swapIn(std::vector<int> accepted)
{
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList from = persistentIndexList();
    QModelIndexList to;
    to.reserve(from.size());
    for (const QModelIndex &index : from) {
        const int sourceRow = index.row() >= 0 && std::size_t(index.row()) < m_accepted.size()
            ? m_accepted[std::size_t(index.row())]
            : -1;
        const auto it = std::lower_bound(accepted.begin(), accepted.end(), sourceRow);
        if (sourceRow >= 0 && it != accepted.end() && *it == sourceRow)
            to.append(createIndex(int(it - accepted.begin()), index.column()));
        else
            to.append(QModelIndex());
    }
    m_accepted = std::move(accepted);
    changePersistentIndexList(from, to);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void TimelineFilterProxy::rebuildAll()
{
    ++m_generation;
    m_latest->store(m_generation);
    m_jobRunning = false;
    m_keys.clear();
    m_accepted.clear();
    m_applied = m_params;
    if (!m_model)
        return;
    const int n = m_model->rowCount();
    m_keys.reserve(n);
    for (int row = 0; row < n; ++row)
        m_keys.append(keyOf(row));
    m_accepted = m_applied.acceptedRows(m_keys, turnsFor(m_applied));
}

// --- Source changes ----------------------------------------------------------------------------

void TimelineFilterProxy::onSourceAboutToBeReset()
{
    beginResetModel();
}

void TimelineFilterProxy::onSourceReset()
{
    rebuildAll();
    endResetModel();
}

void TimelineFilterProxy::onRowsInserted(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid() || !m_model)
        return;
    const int n = last - first + 1;
    const int oldCount = int(m_keys.size());
    if (first == oldCount) {
        // New events: test only the new rows.
        m_keys.reserve(oldCount + n);
        for (int row = first; row <= last; ++row)
            m_keys.append(keyOf(row));
        std::vector<int> add;
        for (int row = first; row <= last; ++row) {
            if (acceptsApplied(row))
                add.push_back(row);
        }
        if (add.empty())
            return;
        const int at = int(m_accepted.size());
        beginInsertRows({}, at, at + int(add.size()) - 1);
        m_accepted.insert(m_accepted.end(), add.begin(), add.end());
        endInsertRows();
        return;
    }
    if (first != 0) {
        beginResetModel();
        rebuildAll();
        endResetModel();
        return;
    }
    // An older page at the top.
    QList<quint32> keys;
    keys.reserve(oldCount + n);
    for (int row = 0; row < n; ++row)
        keys.append(keyOf(row));
    keys.append(m_keys);
    m_keys = std::move(keys);
    if (m_jobRunning) {
        m_prependedSince += n;
        if (m_dirtyFirst >= 0) {
            m_dirtyFirst += n;
            m_dirtyLast += n;
        }
    }
    std::vector<int> add;
    for (int row = 0; row < n; ++row) {
        if (acceptsApplied(row))
            add.push_back(row);
    }
    // Renumber first: the rows shown keep their proxy rows, and observers of rowsAboutToBeInserted
    // read them through the new source numbering.
    for (int &row : m_accepted)
        row += n;
    if (!add.empty())
        beginInsertRows({}, 0, int(add.size()) - 1);
    m_accepted.insert(m_accepted.begin(), add.begin(), add.end());
    if (!add.empty())
        endInsertRows();
    // Rows before the first loaded turn may now belong to a (collapsed) turn.
    if (m_params.anyCollapsed())
        refilter();
}

void TimelineFilterProxy::onDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight)
{
    if (!m_model || topLeft.parent().isValid())
        return;
    const int first = std::max(0, topLeft.row());
    const int last = std::min(bottomRight.row(), int(m_keys.size()) - 1);
    for (int row = first; row <= last; ++row) {
        const quint32 key = keyOf(row);
        if (key == m_keys.at(row))
            continue;
        m_keys[row] = key;
        if (m_jobRunning) {
            m_dirtyFirst = m_dirtyFirst < 0 ? row : std::min(m_dirtyFirst, row);
            m_dirtyLast = std::max(m_dirtyLast, row);
        }
        setRowAccepted(row, acceptsApplied(row));
    }
    // Repaint the visible rows of the range.
    const auto lo = std::lower_bound(m_accepted.begin(), m_accepted.end(), first);
    const auto hi = std::upper_bound(lo, m_accepted.end(), last);
    if (hi > lo)
        Q_EMIT dataChanged(index(int(lo - m_accepted.begin()), 0), index(int(hi - m_accepted.begin()) - 1, 0));
}

void TimelineFilterProxy::setRowAccepted(int sourceRow, bool accepted)
{
    const auto it = std::lower_bound(m_accepted.begin(), m_accepted.end(), sourceRow);
    const bool present = it != m_accepted.end() && *it == sourceRow;
    const int at = int(it - m_accepted.begin());
    if (accepted && !present) {
        beginInsertRows({}, at, at);
        m_accepted.insert(it, sourceRow);
        endInsertRows();
    } else if (!accepted && present) {
        beginRemoveRows({}, at, at);
        m_accepted.erase(it);
        endRemoveRows();
    }
}

// --- QAbstractProxyModel -----------------------------------------------------------------------

QModelIndex TimelineFilterProxy::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!m_model || !proxyIndex.isValid() || proxyIndex.model() != this)
        return {};
    const int row = proxyIndex.row();
    if (row < 0 || std::size_t(row) >= m_accepted.size())
        return {};
    return m_model->index(m_accepted[std::size_t(row)], proxyIndex.column());
}

QModelIndex TimelineFilterProxy::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!m_model || !sourceIndex.isValid() || sourceIndex.model() != m_model)
        return {};
    const auto it = std::lower_bound(m_accepted.begin(), m_accepted.end(), sourceIndex.row());
    if (it == m_accepted.end() || *it != sourceIndex.row())
        return {};
    return createIndex(int(it - m_accepted.begin()), sourceIndex.column());
}

QModelIndex TimelineFilterProxy::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || column != 0 || std::size_t(row) >= m_accepted.size())
        return {};
    return createIndex(row, column);
}

QModelIndex TimelineFilterProxy::parent(const QModelIndex &) const
{
    return {};
}

QModelIndex TimelineFilterProxy::sibling(int row, int column, const QModelIndex &idx) const
{
    return idx.isValid() ? index(row, column) : QModelIndex();
}

int TimelineFilterProxy::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_accepted.size());
}

int TimelineFilterProxy::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 1;
}

bool TimelineFilterProxy::hasChildren(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_accepted.empty();
}

bool TimelineFilterProxy::canFetchMore(const QModelIndex &) const
{
    return false;
}

void TimelineFilterProxy::fetchMore(const QModelIndex &) { }

// --- Search over the loaded rows ---------------------------------------------------------------

int TimelineFilterProxy::findMatch(const QString &needle, int fromSourceRow, bool forward) const
{
    if (!m_model)
        return -1;
    const int n = m_model->rowCount();
    if (needle.isEmpty() || n == 0)
        return -1;
    int row = std::clamp(fromSourceRow, -1, n);
    for (int i = 0; i < n; ++i) {
        row = forward ? row + 1 : row - 1;
        if (row >= n)
            row = 0;
        else if (row < 0)
            row = n - 1;
        if (m_model->rowMatches(row, needle) && acceptsIgnoringCollapse(row))
            return row;
    }
    return -1;
}

int TimelineFilterProxy::countMatches(const QString &needle) const
{
    if (!m_model || needle.isEmpty())
        return 0;
    int count = 0;
    for (int row = 0, n = m_model->rowCount(); row < n; ++row) {
        if (m_model->rowMatches(row, needle) && acceptsIgnoringCollapse(row))
            ++count;
    }
    return count;
}

} // namespace Switchyard
