// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace Switchyard {

/// What the timeline says where it has no rows to show, with the action that helps: no
/// conversation selected, a conversation without events, filters that hide every event, a server
/// that cannot be reached. Lies over the list's viewport (transparent for the rest).
class TimelineEmptyState : public QWidget
{
    Q_OBJECT
public:
    enum class Kind
    {
        None, ///< rows are shown: hidden
        NoConversation,
        NoEvents,
        AllFiltered,
        Unreachable,
    };
    Q_ENUM(Kind)

    explicit TimelineEmptyState(QWidget *parent = nullptr);

    /// `detail` completes the text (the connection error for Unreachable).
    void setKind(Kind kind, const QString &detail = {});
    [[nodiscard]] Kind kind() const { return m_kind; }
    [[nodiscard]] QString title() const;
    [[nodiscard]] QPushButton *actionButton() const { return m_action; }

Q_SIGNALS:
    void showAllRequested();
    void retryRequested();

private:
    Kind m_kind = Kind::None;
    QLabel *m_title = nullptr;
    QLabel *m_text = nullptr;
    QPushButton *m_action = nullptr;
};

} // namespace Switchyard
