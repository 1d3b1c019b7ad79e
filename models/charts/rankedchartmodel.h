// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// RankedChartModel: the N largest rows of a ChartTableModel by one column, in ascending order
// (the largest last: on top of a horizontal bar chart, rightmost on a timeline). Row i is "rank i",
// so a new ranking is a dataChanged, and only a change in the number of rows inserts or removes
// rows at the end. Qt Charts' bar mapper cannot take a QSortFilterProxyModel (it crashes on the
// proxy's headerDataChanged in Qt 6.4 and ignores layoutChanged); this model is what it reads.

#include "models/charts/charttablemodel.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace Switchyard {

class RankedChartModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    /// `limit` < 0: every row.
    RankedChartModel(ChartTableModel *source, int sortColumn, int limit, QObject *parent = nullptr);
    ~RankedChartModel() override;
    Q_DISABLE_COPY_MOVE(RankedChartModel)

    void setSortColumn(int column);
    [[nodiscard]] int sortColumn() const { return m_sortColumn; }
    void setLimit(int limit);
    [[nodiscard]] int limit() const { return m_limit; }
    /// Source row of rank `row`.
    [[nodiscard]] int sourceRow(int row) const { return m_order.value(row, -1); }

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    void rebuild();

    QPointer<ChartTableModel> m_source;
    int m_sortColumn;
    int m_limit;
    int m_columns = 0;
    QList<int> m_order; ///< rank -> source row
};

} // namespace Switchyard
