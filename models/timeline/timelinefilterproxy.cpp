// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/timeline/timelinefilterproxy.h"

#include "models/timeline/timelinemodel.h"

namespace Switchyard {

TimelineFilterProxy::TimelineFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(true);
}

void TimelineFilterProxy::setTimelineModel(TimelineModel *model)
{
    m_model = model;
    // Pairing changes show up as dataChanged of the rows involved; the dynamic filter re-checks them.
    setSourceModel(model);
}

TimelineModel *TimelineFilterProxy::timelineModel() const
{
    return m_model;
}

void TimelineFilterProxy::setKindVisible(EventKind kind, bool visible)
{
    const quint32 bit = 1u << quint32(kind);
    const quint32 next = visible ? (m_hiddenKinds & ~bit) : (m_hiddenKinds | bit);
    if (next == m_hiddenKinds)
        return;
    m_hiddenKinds = next;
    // One rebuild of the mapping: invalidateFilter() would signal every changed range (slow at 1M rows).
    invalidate();
}

bool TimelineFilterProxy::isKindVisible(EventKind kind) const
{
    return (m_hiddenKinds & (1u << quint32(kind))) == 0;
}

void TimelineFilterProxy::setSourceVisible(Api::EventSource source, bool visible)
{
    const quint32 bit = 1u << quint32(source);
    const quint32 next = visible ? (m_hiddenSources & ~bit) : (m_hiddenSources | bit);
    if (next == m_hiddenSources)
        return;
    m_hiddenSources = next;
    invalidate();
}

bool TimelineFilterProxy::isSourceVisible(Api::EventSource source) const
{
    return (m_hiddenSources & (1u << quint32(source))) == 0;
}

void TimelineFilterProxy::setErrorsOnly(bool on)
{
    if (on == m_errorsOnly)
        return;
    m_errorsOnly = on;
    invalidate();
}

bool TimelineFilterProxy::errorsOnly() const
{
    return m_errorsOnly;
}

void TimelineFilterProxy::setNonZeroExitOnly(bool on)
{
    if (on == m_nonZeroExitOnly)
        return;
    m_nonZeroExitOnly = on;
    invalidate();
}

bool TimelineFilterProxy::nonZeroExitOnly() const
{
    return m_nonZeroExitOnly;
}

void TimelineFilterProxy::setShowNoise(bool on)
{
    if (on == m_showNoise)
        return;
    m_showNoise = on;
    invalidate();
}

bool TimelineFilterProxy::showNoise() const
{
    return m_showNoise;
}

void TimelineFilterProxy::setShowPairedResults(bool on)
{
    if (on == m_showPairedResults)
        return;
    m_showPairedResults = on;
    invalidate();
}

bool TimelineFilterProxy::showPairedResults() const
{
    return m_showPairedResults;
}

void TimelineFilterProxy::setTurnCollapsed(qint64 turnKey, bool collapsed)
{
    if (isTurnCollapsed(turnKey) == collapsed)
        return;
    if (collapsed == m_collapsedByDefault)
        m_toggledTurns.remove(turnKey);
    else
        m_toggledTurns.insert(turnKey);
    invalidateFilter();
    Q_EMIT collapseChanged();
}

bool TimelineFilterProxy::isTurnCollapsed(qint64 turnKey) const
{
    return m_collapsedByDefault != m_toggledTurns.contains(turnKey);
}

void TimelineFilterProxy::collapseAll()
{
    m_collapsedByDefault = true;
    m_toggledTurns.clear();
    invalidate();
    Q_EMIT collapseChanged();
}

void TimelineFilterProxy::expandAll()
{
    m_collapsedByDefault = false;
    m_toggledTurns.clear();
    invalidate();
    Q_EMIT collapseChanged();
}

bool TimelineFilterProxy::acceptsIgnoringCollapse(int row) const
{
    if (!m_model)
        return false;
    const EventKind kind = m_model->kindAt(row);
    const quint16 flags = m_model->effectiveFlagsAt(row);
    const bool turnStart = kind == EventKind::Message && (flags & EventSummary::UserTurn);
    if (m_hiddenKinds & (1u << quint32(kind)))
        return false;
    if (m_hiddenSources & (1u << quint32(m_model->sourceAt(row))))
        return false;
    if (!m_showNoise && (flags & EventSummary::Noise))
        return false;
    if (!m_showPairedResults && m_model->pairStateAt(row) == TimelineModel::PairState::Result) {
        // Shown inside its action's card; unless a filter picks results and not actions.
        if (m_hiddenKinds & (1u << quint32(EventKind::Action)))
            return !m_errorsOnly || (flags & EventSummary::IsError);
        return false;
    }
    if (m_errorsOnly && !(flags & (EventSummary::IsError | EventSummary::Rejected | EventSummary::NonZeroExit))
        && !turnStart)
        return false;
    if (m_nonZeroExitOnly && !(flags & EventSummary::NonZeroExit) && !turnStart)
        return false;
    return true;
}

bool TimelineFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid() || !acceptsIgnoringCollapse(sourceRow))
        return false;
    if (!m_collapsedByDefault && m_toggledTurns.isEmpty())
        return true;
    const int turn = m_model->turnOfRow(sourceRow);
    if (turn < 0)
        return true;
    const qint64 key = m_model->turnKey(turn);
    if (!isTurnCollapsed(key))
        return true;
    return m_model->seqAt(sourceRow) == key; // the user message heads the collapsed turn
}

bool TimelineFilterProxy::canFetchMore(const QModelIndex &) const
{
    return false;
}

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
