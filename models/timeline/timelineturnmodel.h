// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QPointer>

namespace Switchyard {

class TimelineModel;

/// The turn outline: one row per user turn of a TimelineModel, with the user's message and the
/// tokens and cost spent in the turn (computed lazily, only for the rows a view asks for).
class TimelineTurnModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Roles
    {
        TurnKeyRole = Qt::UserRole + 1, ///< TimelineModel::turnKey
        SourceRowRole, ///< the user message's row in the TimelineModel
        MessageRole, ///< the one-line user message
        TimeRole,
        PromptTokensRole, ///< qint64, invalid if unknown
        CompletionTokensRole,
        CostRole, ///< double, invalid if unknown
        UsageTextRole, ///< "12.3k tokens · $0.04", or empty
        TurnNumberRole, ///< qint64: absolute turn number (1 = first user message), -1 while unknown
    };
    Q_ENUM(Roles)

    explicit TimelineTurnModel(QObject *parent = nullptr);
    void setTimelineModel(TimelineModel *model);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /// "12.3k tokens · $0.04" (translated); empty when nothing is known.
    [[nodiscard]] static QString usageText(qint64 tokens, double cost, bool approximate);

private:
    QPointer<TimelineModel> m_model;
    int m_count = 0;
    int m_offset = 0; ///< turns the TimelineModel already has in front of ours (during an insert)
};

} // namespace Switchyard
