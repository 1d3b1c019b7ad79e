// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/charts/rankedchartmodel.h"

#include <algorithm>

namespace Switchyard {

RankedChartModel::RankedChartModel(ChartTableModel *source, int sortColumn, int limit, QObject *parent)
    : QAbstractTableModel(parent)
    , m_source(source)
    , m_sortColumn(sortColumn)
    , m_limit(limit)
{
    Q_ASSERT(source);
    auto update = [this] {
        rebuild();
    };
    connect(source, &QAbstractItemModel::dataChanged, this, update);
    connect(source, &QAbstractItemModel::rowsInserted, this, update);
    connect(source, &QAbstractItemModel::rowsRemoved, this, update);
    connect(source, &QAbstractItemModel::modelReset, this, update);
    connect(source, &QAbstractItemModel::headerDataChanged, this, update);
    rebuild();
}

RankedChartModel::~RankedChartModel() = default;

void RankedChartModel::setSortColumn(int column)
{
    if (column == m_sortColumn)
        return;
    m_sortColumn = column;
    rebuild();
}

void RankedChartModel::setLimit(int limit)
{
    if (limit == m_limit)
        return;
    m_limit = limit;
    rebuild();
}

void RankedChartModel::rebuild()
{
    const ChartTableModel *src = m_source.data();
    const int columns = src ? src->columnCount() : 0;
    QList<int> order;
    if (src) {
        const auto &rows = src->rows();
        order.reserve(rows.size());
        for (int i = 0; i < rows.size(); ++i)
            order.append(i);
        const int valueIndex = m_sortColumn - 1;
        auto valueOf = [&rows, valueIndex](int r) {
            const auto &v = rows.at(r).values;
            return valueIndex >= 0 && valueIndex < v.size() ? v.at(valueIndex) : 0.0;
        };
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            const double va = valueOf(a);
            const double vb = valueOf(b);
            if (va != vb)
                return va < vb;
            return rows.at(a).key > rows.at(b).key; // ties: alphabetical from the top
        });
        if (m_limit >= 0 && order.size() > m_limit)
            order.remove(0, order.size() - m_limit);
    }

    if (columns != m_columns) {
        beginResetModel();
        m_columns = columns;
        m_order = order;
        endResetModel();
        return;
    }
    const int before = int(m_order.size());
    const int after = int(order.size());
    if (after < before) {
        beginRemoveRows({}, after, before - 1);
        m_order.resize(after);
        endRemoveRows();
    }
    // Same ranks: values (and which record holds the rank) change in place.
    m_order = order.mid(0, std::min(before, after));
    if (std::min(before, after) > 0)
        Q_EMIT dataChanged(index(0, 0), index(std::min(before, after) - 1, std::max(0, m_columns - 1)));
    if (after > before) {
        beginInsertRows({}, before, after - 1);
        m_order = order;
        endInsertRows();
    }
}

int RankedChartModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_order.size());
}

int RankedChartModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

QVariant RankedChartModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_source)
        return {};
    return m_source->index(m_order.at(index.row()), index.column()).data(role);
}

QVariant RankedChartModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!m_source)
        return {};
    if (orientation == Qt::Horizontal)
        return m_source->headerData(section, orientation, role);
    return section >= 0 && section < m_order.size() ? m_source->headerData(m_order.at(section), orientation, role)
                                                    : QVariant();
}

} // namespace Switchyard
