// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QWidget>

class QHBoxLayout;
class QToolButton;

namespace Switchyard {

class PullRequestTracker;
class StoreReader;

/// The pull requests a conversation's agent reported (the record's pr_number, links in its events:
/// PullRequestTracker), as up to three "PR #N ↗" buttons. A click opens the canonical https link the
/// app built from the forge, repository and number, validated again (PullRequests::parse,
/// SafeText::isOpenableUrl), in the browser; nothing opens without the click. Shown in the
/// conversation header and the Changes tab's git bar.
class PullRequestButtons final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PullRequestButtons)
public:
    /// `buttonName`: the buttons' object name (tests and style sheets find them by it).
    explicit PullRequestButtons(const QString &buttonName, QWidget *parent = nullptr);
    ~PullRequestButtons() override;

    /// Not owned.
    void setStore(StoreReader *store);
    void setConversation(const QString &conversationId);

    [[nodiscard]] QList<QToolButton *> buttons() const { return m_buttons; }
    [[nodiscard]] PullRequestTracker *tracker() const { return m_tracker; }

    static constexpr int kMaxButtons = 3;

private:
    void update();

    QString m_buttonName;
    PullRequestTracker *m_tracker = nullptr;
    QHBoxLayout *m_row = nullptr;
    QList<QToolButton *> m_buttons;
};

} // namespace Switchyard
