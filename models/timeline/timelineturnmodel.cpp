// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/timeline/timelineturnmodel.h"

#include "models/timeline/timelinemodel.h"

#include <QDateTime>
#include <QLocale>

namespace Switchyard {

TimelineTurnModel::TimelineTurnModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

void TimelineTurnModel::setTimelineModel(TimelineModel *model)
{
    beginResetModel();
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    m_count = m_model ? m_model->turnCount() : 0;
    endResetModel();
    if (!m_model)
        return;
    connect(m_model, &TimelineModel::turnsInserted, this, [this](int first, int count) {
        // The TimelineModel is already updated: while views ask for the old rows, shift by the new ones.
        m_offset = first == 0 ? count : 0;
        beginInsertRows({}, first, first + count - 1);
        m_offset = 0;
        m_count = m_model->turnCount();
        endInsertRows();
        // The turn before the new ones ends earlier now; its usage may change.
        if (first > 0)
            Q_EMIT dataChanged(index(first - 1), index(first - 1));
    });
    connect(m_model, &TimelineModel::turnUsageChanged, this, [this](int turn) {
        if (turn >= 0 && turn < m_count)
            Q_EMIT dataChanged(index(turn), index(turn));
    });
    connect(m_model, &TimelineModel::turnNumbersChanged, this, [this] {
        if (m_count > 0)
            Q_EMIT dataChanged(index(0), index(m_count - 1), {TurnNumberRole});
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        beginResetModel();
        m_count = m_model->turnCount();
        endResetModel();
    });
}

int TimelineTurnModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_count;
}

QString TimelineTurnModel::usageText(qint64 tokens, double cost, bool approximate)
{
    if (tokens <= 0 && cost <= 0.0)
        return {};
    const QLocale locale;
    QString tok;
    if (tokens >= 1000000)
        tok = locale.toString(double(tokens) / 1e6, 'f', 1) + QLatin1Char('M');
    else if (tokens >= 1000)
        tok = locale.toString(double(tokens) / 1e3, 'f', 1) + QLatin1Char('k');
    else
        tok = locale.toString(tokens);
    const QString text = tr("%1 tokens \u00b7 $%2").arg(tok, locale.toString(cost, 'f', cost < 1.0 ? 3 : 2));
    return approximate ? QStringLiteral("\u2248 ") + text : text;
}

QVariant TimelineTurnModel::data(const QModelIndex &index, int role) const
{
    if (!m_model || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int turn = index.row() + m_offset;
    const int row = m_model->turnStartRow(turn);
    switch (role) {
    case Qt::DisplayRole:
    case MessageRole:
        return row >= 0 ? m_model->summaryAt(row) : QString();
    case TurnKeyRole:
        return m_model->turnKey(turn);
    case TurnNumberRole:
        return m_model->turnNumber(turn);
    case SourceRowRole:
        return row;
    case TimeRole:
        return row >= 0 && m_model->timeMsAt(row) ? QDateTime::fromMSecsSinceEpoch(m_model->timeMsAt(row), Qt::UTC)
                                                  : QDateTime();
    case PromptTokensRole:
    case CompletionTokensRole:
    case CostRole:
    case UsageTextRole: {
        const TurnUsage u = m_model->turnUsage(turn);
        if (role == UsageTextRole)
            return u.known ? usageText(u.promptTokens + u.completionTokens, u.cost, u.approximate) : QString();
        if (!u.known)
            return {};
        if (role == PromptTokensRole)
            return u.promptTokens;
        if (role == CompletionTokensRole)
            return u.completionTokens;
        return u.cost;
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> TimelineTurnModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(TurnKeyRole, "turnKey");
    names.insert(SourceRowRole, "sourceRow");
    names.insert(MessageRole, "message");
    names.insert(TimeRole, "time");
    names.insert(PromptTokensRole, "promptTokens");
    names.insert(CompletionTokensRole, "completionTokens");
    names.insert(CostRole, "cost");
    names.insert(UsageTextRole, "usageText");
    names.insert(TurnNumberRole, "turnNumber");
    return names;
}

} // namespace Switchyard
