// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// ChartTableModel: the table behind one chart (STYLE §4.3 "Charts"): column 0 is the label,
// columns 1.. are numbers. Qt Charts model mappers read it (QVBarModelMapper, QVPieModelMapper,
// QVXYModelMapper). Rows are keyed: setRows() applies a diff (remove, update in place, append),
// never a reset, so a refresh keeps the chart's slices and bars (and their hover state).

#include <QAbstractTableModel>
#include <QList>
#include <QString>
#include <QStringList>

namespace Switchyard {

struct ChartRow
{
    QString key; ///< stable identity (sandbox id, status key, repository, yyyy-MM-dd...)
    QString label; ///< what the axis or slice shows
    QList<double> values; ///< one per value column
    QVariant subject; ///< what the row stands for, typed (a status row's OpenEnum<SandboxStatus>), or null
    bool operator==(const ChartRow &) const = default;
};

class ChartTableModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Roles
    {
        KeyRole = Qt::UserRole + 1,
        SortRole,
        SubjectRole, ///< ChartRow::subject
    };
    Q_ENUM(Roles)

    /// `valueColumns` names the value columns (translated); the label column is "labelHeader".
    ChartTableModel(const QString &labelHeader, const QStringList &valueColumns, QObject *parent = nullptr);
    ~ChartTableModel() override;
    Q_DISABLE_COPY_MOVE(ChartTableModel)

    /// Keyed diff against the current rows: vanished keys are removed, known keys updated in place
    /// (one dataChanged from the first to the last changed row), new keys appended in the order
    /// given. Rows keep their first position.
    void setRows(const QList<ChartRow> &rows);
    [[nodiscard]] const QList<ChartRow> &rows() const { return m_rows; }
    [[nodiscard]] int rowOf(const QString &key) const;
    /// Changes what the columns mean ("a new document": one reset).
    void resetColumns(const QString &labelHeader, const QStringList &valueColumns, const QList<ChartRow> &rows);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

private:
    QString m_labelHeader;
    QStringList m_valueColumns;
    QList<ChartRow> m_rows;
};

} // namespace Switchyard
