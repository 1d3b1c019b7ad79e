// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/ (switchyard_models).
//
// The compare view's three tables as plain values, built from the runs' summaries: the summary
// (metric rows x run columns: outcome, errors, duration, cost, tokens, turns, actions by kind,
// approvals, files), the files (the union of the files changed, each run's +/-), and the turns
// (turn i of each run side by side). The item model (CompareTableModel) and the exports
// (compareexport.h) show the same rows, so what is exported is what is on screen.

#include "models/compare/runsummary.h"

#include <QAbstractTableModel>
#include <QList>
#include <QString>
#include <QStringList>

namespace Switchyard {

struct CompareRow
{
    QString key; ///< stable identity ("status", "kind:TerminalAction", "file:<path>", "turn:3")
    QString label; ///< column 0 (translated; a path or a turn number for those tables)
    QStringList cells; ///< one per run, plain text (untrusted text included: never rendered as HTML)
    bool differs = false; ///< the runs' values are not all the same
    bool section = false; ///< a heading row (no values)
    bool operator==(const CompareRow &) const = default;
};

struct CompareTable
{
    QString labelHeader;
    QStringList runHeaders; ///< "A: <title>", ...
    QList<CompareRow> rows;
};

namespace CompareTables {

/// "A", "B", ... for run `index`.
[[nodiscard]] QString runLetter(int index);
/// "A · <title> (<kind>)" for the column header.
[[nodiscard]] QString runHeader(const RunSummary &run, int index);
/// "1 h 02 min", "3 min 20 s", "12 s" (empty for 0).
[[nodiscard]] QString durationText(qint64 ms);

[[nodiscard]] CompareTable summary(const QList<RunSummary> &runs);
[[nodiscard]] CompareTable files(const QList<RunSummary> &runs);
[[nodiscard]] CompareTable turns(const QList<RunSummary> &runs);
/// The union of the changed files' paths, sorted.
[[nodiscard]] QStringList filePaths(const QList<RunSummary> &runs);

} // namespace CompareTables

/// Shows one CompareTable: column 0 is the row's label, columns 1..N the runs. setTable() with
/// the same columns updates rows in place (keyed); other columns reset the model.
class CompareTableModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Roles
    {
        KeyRole = Qt::UserRole + 1,
        DiffersRole, ///< bool: the runs disagree on this row
        SectionRole, ///< bool: a heading row
    };
    Q_ENUM(Roles)

    explicit CompareTableModel(QObject *parent = nullptr);
    ~CompareTableModel() override;
    Q_DISABLE_COPY_MOVE(CompareTableModel)

    void setTable(const CompareTable &table);
    [[nodiscard]] const CompareTable &table() const { return m_table; }
    [[nodiscard]] int rowOf(const QString &key) const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    CompareTable m_table;
};

} // namespace Switchyard
