// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPointer>
#include <QWidget>

class QLabel;
class QToolButton;

namespace Switchyard {

class ElidedLabel;
class PullRequestButtons;
class PullRequestTracker;
class StoreReader;
struct StoreChanges;

/// The strip above the open conversation's timeline (issue 30): its title, its status (execution and
/// sandbox, as the list's badges say them) and the pull requests its agent reported (the record's
/// pr_number, links in its events: PullRequestTracker). A pull request is a "PR #N" button that
/// opens the canonical https link the app built from the forge, repository and number
/// (PullRequests::parse, validated again on the click) in the browser, on the user's click only.
class ConversationHeader final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConversationHeader)
public:
    explicit ConversationHeader(QWidget *parent = nullptr);
    ~ConversationHeader() override;

    /// Not owned.
    void setStore(StoreReader *store);
    void setConversation(const QString &conversationId);

    [[nodiscard]] QString titleText() const;
    [[nodiscard]] QString statusText() const;
    /// The pull request buttons shown (at most three).
    [[nodiscard]] QList<QToolButton *> pullRequestButtons() const;
    [[nodiscard]] PullRequestTracker *tracker() const;

private:
    void onChanged(const StoreChanges &changes);
    void refresh();

    QPointer<StoreReader> m_store;
    QString m_conversationId;
    ElidedLabel *m_title = nullptr;
    QLabel *m_status = nullptr;
    PullRequestButtons *m_pullRequests = nullptr;
};

} // namespace Switchyard
