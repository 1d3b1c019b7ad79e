// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/compare/comparetable.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QSet>

#include <algorithm>

namespace Switchyard {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::CompareTables)
};

bool allSame(const QStringList &cells)
{
    for (const QString &c : cells) {
        if (c != cells.constFirst())
            return false;
    }
    return true;
}

/// Appends a row with one cell per run from `cell`.
template<typename F>
void addRow(CompareTable *t, const QList<RunSummary> &runs, const QString &key, const QString &label, F cell)
{
    CompareRow r;
    r.key = key;
    r.label = label;
    for (const RunSummary &run : runs)
        r.cells.append(cell(run));
    r.differs = runs.size() > 1 && !allSame(r.cells);
    t->rows.append(r);
}

void addSection(CompareTable *t, const QString &key, const QString &label, int runCount)
{
    CompareRow r;
    r.key = key;
    r.label = label;
    r.section = true;
    for (int i = 0; i < runCount; ++i)
        r.cells.append(QString());
    t->rows.append(r);
}

QString number(qint64 n)
{
    return QLocale().toString(n);
}

QString plusMinus(int added, int removed)
{
    return QStringLiteral("+%1 \u2212%2").arg(added).arg(removed);
}

QString filesCell(const RunSummary &run)
{
    if (run.files.isEmpty())
        return Tr::tr("none");
    int unknown = 0;
    for (const RunFile &f : run.files)
        unknown += f.contentKnown() ? 0 : 1;
    const auto [added, removed] = run.lineTotals();
    QString text = Tr::tr("%n file(s), %1", nullptr, int(run.files.size())).arg(plusMinus(added, removed));
    if (unknown > 0)
        text += Tr::tr(" (%n without known content)", nullptr, unknown);
    return text;
}

QString errorsCell(const RunSummary &run)
{
    if (run.errors == 0)
        return QStringLiteral("0");
    return run.lastError.isEmpty() ? number(run.errors)
                                   : Tr::tr("%1 (last: %2)").arg(number(run.errors), run.lastError);
}

/// The actions-by-kind rows: every kind any run used, most used overall first.
void addActionKinds(CompareTable *t, const QList<RunSummary> &runs)
{
    QHash<QString, int> totals;
    for (const RunSummary &run : runs) {
        for (const auto &[kind, count] : run.actionsByKind)
            totals[kind] += count;
    }
    QList<QString> kinds = totals.keys();
    std::sort(kinds.begin(), kinds.end(), [&totals](const QString &a, const QString &b) {
        return totals.value(a) != totals.value(b) ? totals.value(a) > totals.value(b) : a < b;
    });
    for (const QString &kind : kinds) {
        addRow(t, runs, QStringLiteral("kind:") + kind, QStringLiteral("    ") + kind, [&kind](const RunSummary &r) {
            for (const auto &[k, count] : r.actionsByKind) {
                if (k == kind)
                    return number(count);
            }
            return QStringLiteral("0");
        });
    }
}

QString turnCell(const RunTurn &turn)
{
    QString text = turn.userText.isEmpty() ? Tr::tr("(no message)") : turn.userText;
    text += u'\n' + Tr::tr("%n action(s)", nullptr, turn.actions);
    if (turn.errors > 0)
        text += Tr::tr(", %n error(s)", nullptr, turn.errors);
    if (!turn.outcome.isEmpty())
        text += QStringLiteral(" \u00b7 ") + turn.outcome;
    return text;
}

} // namespace

namespace CompareTables {

QString runLetter(int index)
{
    return QString(QChar(u'A' + index));
}

QString runHeader(const RunSummary &run, int index)
{
    return QStringLiteral("%1 \u00b7 %2 (%3)").arg(runLetter(index), run.source.title, run.source.kindText());
}

QString durationText(qint64 ms)
{
    if (ms <= 0)
        return {};
    const qint64 s = ms / 1000;
    if (s < 60)
        return Tr::tr("%1 s").arg(s);
    if (s < 3600)
        return Tr::tr("%1 min %2 s").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
    return Tr::tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60, 2, 10, QLatin1Char('0'));
}

// Long: one row per metric of the issue, in the order the view shows them; splitting it would
// only scatter the list.
CompareTable summary(const QList<RunSummary> &runs)
{
    CompareTable t;
    t.labelHeader = Tr::tr("Metric");
    for (int i = 0; i < runs.size(); ++i)
        t.runHeaders.append(runHeader(runs.at(i), i));
    const int n = int(runs.size());
    addSection(&t, QStringLiteral("section:run"), Tr::tr("Run"), n);
    addRow(&t, runs, QStringLiteral("source"), Tr::tr("Source"), [](const RunSummary &r) {
        return r.source.gone ? Tr::tr("%1 (gone from the server)").arg(r.source.kindText()) : r.source.kindText();
    });
    const bool anyVariant = std::any_of(runs.cbegin(), runs.cend(), [](const RunSummary &r) {
        return !r.source.variantLabel.isEmpty();
    });
    if (anyVariant) {
        addRow(&t, runs, QStringLiteral("variant"), Tr::tr("Variant"), [](const RunSummary &r) {
            return r.source.variantLabel;
        });
    }
    addRow(&t, runs, QStringLiteral("model"), Tr::tr("Model"), [](const RunSummary &r) {
        return r.source.model;
    });
    addRow(&t, runs, QStringLiteral("repository"), Tr::tr("Repository"), [](const RunSummary &r) {
        return r.source.repository;
    });
    addRow(&t, runs, QStringLiteral("branch"), Tr::tr("Branch"), [](const RunSummary &r) {
        return r.source.branch;
    });
    addSection(&t, QStringLiteral("section:outcome"), Tr::tr("Outcome"), n);
    addRow(&t, runs, QStringLiteral("status"), Tr::tr("Status"), [](const RunSummary &r) {
        return r.scanError.isEmpty() ? r.outcomeText() : r.scanError;
    });
    addRow(&t, runs, QStringLiteral("errors"), Tr::tr("Errors"), errorsCell);
    addRow(&t, runs, QStringLiteral("failedCommands"), Tr::tr("Failed commands"), [](const RunSummary &r) {
        return number(r.failedCommands);
    });
    addRow(&t, runs, QStringLiteral("finalReply"), Tr::tr("Last agent reply"), [](const RunSummary &r) {
        return r.finishMessage;
    });
    addRow(&t, runs, QStringLiteral("duration"), Tr::tr("Duration"), [](const RunSummary &r) {
        return durationText(r.durationMs());
    });
    addSection(&t, QStringLiteral("section:usage"), Tr::tr("Usage"), n);
    addRow(&t, runs, QStringLiteral("cost"), Tr::tr("Cost"), [](const RunSummary &r) {
        return r.usageKnown ? QStringLiteral("$%1").arg(r.cost, 0, 'f', 2) : Tr::tr("unknown");
    });
    addRow(&t, runs, QStringLiteral("tokens"), Tr::tr("Tokens (prompt / completion)"), [](const RunSummary &r) {
        return r.usageKnown ? QStringLiteral("%1 / %2").arg(number(r.promptTokens), number(r.completionTokens))
                            : Tr::tr("unknown");
    });
    addRow(&t, runs, QStringLiteral("turns"), Tr::tr("Turns"), [](const RunSummary &r) {
        return number(r.turns);
    });
    addRow(&t, runs, QStringLiteral("events"), Tr::tr("Events"), [](const RunSummary &r) {
        return number(r.events);
    });
    addSection(&t, QStringLiteral("section:actions"), Tr::tr("Actions"), n);
    addRow(&t, runs, QStringLiteral("actions"), Tr::tr("Actions"), [](const RunSummary &r) {
        return number(r.actions);
    });
    addActionKinds(&t, runs);
    addRow(&t, runs, QStringLiteral("approvals"), Tr::tr("Approvals asked"), [](const RunSummary &r) {
        return number(r.approvalsAsked);
    });
    addRow(&t, runs, QStringLiteral("rejections"), Tr::tr("Rejected actions"), [](const RunSummary &r) {
        return number(r.rejections);
    });
    addRow(&t, runs, QStringLiteral("questions"), Tr::tr("Questions asked"), [](const RunSummary &r) {
        return number(r.questionsAsked);
    });
    addSection(&t, QStringLiteral("section:files"), Tr::tr("Files"), n);
    addRow(&t, runs, QStringLiteral("files"), Tr::tr("Files changed"), filesCell);
    return t;
}

QStringList filePaths(const QList<RunSummary> &runs)
{
    QSet<QString> seen;
    QStringList paths;
    for (const RunSummary &run : runs) {
        for (const RunFile &f : run.files) {
            if (!seen.contains(f.path)) {
                seen.insert(f.path);
                paths.append(f.path);
            }
        }
    }
    std::sort(paths.begin(), paths.end());
    return paths;
}

CompareTable files(const QList<RunSummary> &runs)
{
    CompareTable t;
    t.labelHeader = Tr::tr("File");
    for (int i = 0; i < runs.size(); ++i)
        t.runHeaders.append(runHeader(runs.at(i), i));
    const QStringList paths = filePaths(runs);
    for (const QString &path : paths) {
        addRow(&t, runs, QStringLiteral("file:") + path, path, [&path](const RunSummary &r) {
            const RunFile *f = r.file(path);
            if (!f)
                return QStringLiteral("\u2014");
            if (!f->contentKnown())
                return Tr::tr("changed (content not known)");
            const QString counts = plusMinus(f->added, f->removed);
            return f->created ? Tr::tr("new, %1").arg(counts) : counts;
        });
    }
    return t;
}

CompareTable turns(const QList<RunSummary> &runs)
{
    CompareTable t;
    t.labelHeader = Tr::tr("Turn");
    for (int i = 0; i < runs.size(); ++i)
        t.runHeaders.append(runHeader(runs.at(i), i));
    // Turn i of each run side by side; what came before the first user message gets its own row.
    QList<QList<RunTurn>> userTurns;
    QList<std::optional<RunTurn>> before;
    qsizetype most = 0;
    for (const RunSummary &run : runs) {
        QList<RunTurn> list = run.turnList;
        std::optional<RunTurn> pre;
        if (!list.isEmpty() && list.constFirst().seq < 0)
            pre = list.takeFirst();
        most = std::max(most, list.size());
        userTurns.append(list);
        before.append(pre);
    }
    if (std::any_of(before.cbegin(), before.cend(), [](const auto &p) {
            return p.has_value();
        })) {
        CompareRow r;
        r.key = QStringLiteral("turn:before");
        r.label = Tr::tr("Before the first message");
        for (const auto &p : before)
            r.cells.append(p ? turnCell(*p) : QString());
        t.rows.append(r);
    }
    for (qsizetype i = 0; i < most; ++i) {
        CompareRow r;
        r.key = QStringLiteral("turn:%1").arg(i + 1);
        r.label = Tr::tr("Turn %1").arg(i + 1);
        for (const QList<RunTurn> &list : userTurns)
            r.cells.append(i < list.size() ? turnCell(list.at(i)) : QStringLiteral("\u2014"));
        t.rows.append(r);
    }
    return t;
}

} // namespace CompareTables

CompareTableModel::CompareTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

CompareTableModel::~CompareTableModel() = default;

void CompareTableModel::setTable(const CompareTable &table)
{
    bool sameShape = table.runHeaders == m_table.runHeaders && table.labelHeader == m_table.labelHeader
        && table.rows.size() == m_table.rows.size();
    for (qsizetype i = 0; sameShape && i < table.rows.size(); ++i)
        sameShape = table.rows.at(i).key == m_table.rows.at(i).key;
    if (!sameShape) {
        beginResetModel();
        m_table = table;
        endResetModel();
        return;
    }
    int first = -1;
    int last = -1;
    for (qsizetype i = 0; i < table.rows.size(); ++i) {
        if (table.rows.at(i) == m_table.rows.at(i))
            continue;
        first = first < 0 ? int(i) : first;
        last = int(i);
    }
    m_table = table;
    if (first >= 0)
        Q_EMIT dataChanged(index(first, 0), index(last, columnCount() - 1));
}

int CompareTableModel::rowOf(const QString &key) const
{
    for (qsizetype i = 0; i < m_table.rows.size(); ++i) {
        if (m_table.rows.at(i).key == key)
            return int(i);
    }
    return -1;
}

int CompareTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.rows.size());
}

int CompareTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 1 + int(m_table.runHeaders.size());
}

QVariant CompareTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const CompareRow &r = m_table.rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole: // no tooltip: untrusted text in a tooltip may be taken for rich text
        return index.column() == 0 ? r.label : r.cells.value(index.column() - 1);
    case KeyRole:
        return r.key;
    case DiffersRole:
        return r.differs;
    case SectionRole:
        return r.section;
    default:
        return {};
    }
}

QVariant CompareTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return section == 0 ? m_table.labelHeader : m_table.runHeaders.value(section - 1);
}

} // namespace Switchyard
