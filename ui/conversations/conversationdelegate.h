// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QStringList>
#include <QStyledItemDelegate>

#include <functional>

namespace Switchyard {

/// Paints one conversation (or start task) of the list in three lines: title and last activity;
/// repository/branch, model and cost; the execution and sandbox badges, the staleness and the
/// local tags of the watch rules (label-shaped outline chips, plain text, elided). Rows that need
/// the user get a coloured bar; sub-conversations are indented.
class ConversationDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit ConversationDelegate(QObject *parent = nullptr);
    /// Clock for "N s ago" (screenshots and tests pin it).
    void setClock(std::function<QDateTime()> clock);

    /// A fourth line under each row: the event text the search matched (set while searching).
    void setShowMatchLine(bool on) { m_matchLine = on; }
    /// Offline review (a trajectory file): rows say so instead of "confirmed N s ago".
    void setOffline(bool offline) { m_offline = offline; }
    [[nodiscard]] bool isOffline() const { return m_offline; }
    /// The search words marked in the match line.
    void setSearchWords(const QStringList &words) { m_words = words; }
    [[nodiscard]] bool showsMatchLine() const { return m_matchLine; }
    /// Where the fold arrow of a parent row is painted (clicks there fold or unfold its children).
    [[nodiscard]] static QRect foldArrowRect(const QStyleOptionViewItem &option, const QModelIndex &index);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

Q_SIGNALS:
    /// The user clicked the fold arrow of `index` (a proxy index).
    void foldToggled(const QModelIndex &index);

protected:
    bool editorEvent(QEvent *event, QAbstractItemModel *model, const QStyleOptionViewItem &option,
                     const QModelIndex &index) override;

private:
    bool m_offline = false;
    struct Row;
    void paintRowFrame(const Row &row, int depth) const;
    void paintTitleLine(const Row &row, const QDateTime &now) const;
    int paintFoldArrow(const Row &row) const;
    void paintWhereLine(const Row &row, int y2) const;
    void paintBadgeLine(const Row &row, int y3, const QDateTime &now) const;
    /// The local tags as chips at the right end of line 3, in at most `budget` pixels; returns the
    /// left edge of what it painted (`right` + 1 when nothing).
    int paintTagChips(const Row &row, int right, int budget, int y3, const QFont &font) const;
    void paintStartTask(QPainter *painter, const QRect &rect, const QStyleOptionViewItem &option,
                        const QModelIndex &index) const;
    std::function<QDateTime()> m_clock;
    void paintMatchLine(QPainter *painter, const QRect &rect, const QStyleOptionViewItem &option, const QString &line,
                        bool selected) const;
    bool m_matchLine = false;
    QStringList m_words;
};

} // namespace Switchyard
