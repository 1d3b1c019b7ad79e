// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/charts/charttablemodel.h"

#include <QHash>
#include <QSet>

namespace Switchyard {

ChartTableModel::ChartTableModel(const QString &labelHeader, const QStringList &valueColumns, QObject *parent)
    : QAbstractTableModel(parent)
    , m_labelHeader(labelHeader)
    , m_valueColumns(valueColumns)
{ }

ChartTableModel::~ChartTableModel() = default;

int ChartTableModel::rowOf(const QString &key) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).key == key)
            return i;
    }
    return -1;
}

void ChartTableModel::setRows(const QList<ChartRow> &incoming)
{
    QHash<QString, int> wanted;
    wanted.reserve(incoming.size());
    for (int i = 0; i < incoming.size(); ++i)
        wanted.insert(incoming.at(i).key, i);

    // 1. Remove vanished keys, as contiguous ranges from the end.
    for (int i = int(m_rows.size()) - 1; i >= 0;) {
        if (wanted.contains(m_rows.at(i).key)) {
            --i;
            continue;
        }
        int first = i;
        while (first > 0 && !wanted.contains(m_rows.at(first - 1).key))
            --first;
        beginRemoveRows({}, first, i);
        m_rows.remove(first, i - first + 1);
        endRemoveRows();
        i = first - 1;
    }

    // 2. Update the rows that stay, in place.
    //    One dataChanged spans every changed row: listeners (ranked models, chart mappers) redo their
    //    work once per refresh, not once per row.
    const int columns = columnCount();
    QSet<QString> present;
    present.reserve(m_rows.size());
    int firstChanged = -1;
    int lastChanged = -1;
    for (int i = 0; i < m_rows.size(); ++i) {
        const ChartRow &next = incoming.at(wanted.value(m_rows.at(i).key));
        present.insert(next.key);
        if (m_rows.at(i) == next)
            continue;
        m_rows[i] = next;
        if (firstChanged < 0)
            firstChanged = i;
        lastChanged = i;
    }
    // a row may carry fewer values than columns; data() pads with 0
    if (firstChanged >= 0)
        Q_EMIT dataChanged(index(firstChanged, 0), index(lastChanged, columns - 1));

    // 3. Append new keys in the given order.
    QList<ChartRow> added;
    for (const ChartRow &r : incoming) {
        if (!present.contains(r.key))
            added.append(r);
    }
    if (!added.isEmpty()) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(added.size()) - 1);
        m_rows.append(added);
        endInsertRows();
    }
}

void ChartTableModel::resetColumns(const QString &labelHeader, const QStringList &valueColumns,
                                   const QList<ChartRow> &rows)
{
    beginResetModel();
    m_labelHeader = labelHeader;
    m_valueColumns = valueColumns;
    m_rows = rows;
    endResetModel();
}

int ChartTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ChartTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 1 + int(m_valueColumns.size());
}

QVariant ChartTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ChartRow &r = m_rows.at(index.row());
    const int col = index.column();
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
    case SortRole:
        if (col == 0)
            return r.label;
        return col - 1 < r.values.size() ? r.values.at(col - 1) : 0.0;
    case Qt::ToolTipRole:
        return col == 0 ? r.key : QVariant();
    case KeyRole:
        return r.key;
    case SubjectRole:
        return r.subject;
    case Qt::TextAlignmentRole:
        return col == 0 ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    default:
        return {};
    }
}

QVariant ChartTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section >= 0 && section < m_rows.size() ? QVariant(m_rows.at(section).label) : QVariant();
    if (section == 0)
        return m_labelHeader;
    return section - 1 >= 0 && section - 1 < m_valueColumns.size() ? QVariant(m_valueColumns.at(section - 1))
                                                                   : QVariant();
}

QHash<int, QByteArray> ChartTableModel::roleNames() const
{
    auto names = QAbstractTableModel::roleNames();
    names.insert(KeyRole, "key");
    names.insert(SortRole, "sort");
    names.insert(SubjectRole, "subject");
    return names;
}

} // namespace Switchyard
