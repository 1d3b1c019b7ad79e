// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/eventsummary.h"

#include <QSet>
#include <QSortFilterProxyModel>

namespace Switchyard {

class TimelineModel;

/// What the timeline shows of a TimelineModel: filters by kind, source, errors and non-zero exit
/// codes; noise (state updates, deltas, token logs) hidden unless asked; results folded into their
/// action's card; turns collapsed to their user message. Never sorts (log order).
class TimelineFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit TimelineFilterProxy(QObject *parent = nullptr);

    void setTimelineModel(TimelineModel *model);
    [[nodiscard]] TimelineModel *timelineModel() const;

    void setKindVisible(EventKind kind, bool visible);
    [[nodiscard]] bool isKindVisible(EventKind kind) const;
    void setSourceVisible(Api::EventSource source, bool visible);
    [[nodiscard]] bool isSourceVisible(Api::EventSource source) const;
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

    /// True if the source row passes every filter except turn collapsing.
    [[nodiscard]] bool acceptsIgnoringCollapse(int sourceRow) const;
    /// The next/previous source row (from sourceRow, wrapping) matching needle and passing the
    /// filters, collapsed turns included (the caller expands them); -1 if none.
    [[nodiscard]] int findMatch(const QString &needle, int fromSourceRow, bool forward) const;
    /// How many source rows match needle and pass the filters.
    [[nodiscard]] int countMatches(const QString &needle) const;

    /// Always false: a view pages on its own only when the LAST row is visible, which for a
    /// timeline (older pages at the top) would load everything. The widget calls
    /// TimelineModel::fetchMore when the user scrolls to the top.
    [[nodiscard]] bool canFetchMore(const QModelIndex &parent) const override;

Q_SIGNALS:
    void collapseChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    TimelineModel *m_model = nullptr;
    quint32 m_hiddenKinds = 0;
    quint32 m_hiddenSources = 0;
    bool m_errorsOnly = false;
    bool m_nonZeroExitOnly = false;
    bool m_showNoise = false;
    bool m_showPairedResults = false;
    bool m_collapsedByDefault = false;
    QSet<qint64> m_toggledTurns; ///< turns whose state differs from m_collapsedByDefault
};

} // namespace Switchyard
