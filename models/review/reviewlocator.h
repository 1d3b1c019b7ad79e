// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/review. Where the draft comments of one conversation are in the texts shown now:
// each re-diff of a file (a new /git/changes or file edit: WorkspaceService::diffReady) relocates
// the comments on that file (ReviewAnchors::locate). A comment whose quoted lines changed is
// outdated: kept, shown as outdated with its original code. A comment on a file not diffed yet has
// no location (shown where it was made).

#include "models/diff/filediff.h"
#include "models/review/reviewanchor.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <optional>

namespace Switchyard {

class ReviewReader;

class ReviewLocator final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReviewLocator)
public:
    explicit ReviewLocator(QObject *parent = nullptr);
    ~ReviewLocator() override;

    /// Not owned. Its reviewChanged() relocates the conversation's comments.
    void setReader(ReviewReader *reader);
    /// Forgets the texts and locations of the previous conversation.
    void setConversation(const QString &conversationId);
    [[nodiscard]] QString conversationId() const { return m_conversationId; }

    /// The file's diff now (old side: the base; new side: the workspace).
    void updateDiff(const QString &path, const FileDiff &diff);
    /// The file's text now (the file viewer: the new side only).
    void updateText(const QString &path, const SplitText &text);

    [[nodiscard]] std::optional<ReviewLocation> location(const QString &commentId) const;
    [[nodiscard]] bool isOutdated(const QString &commentId) const;
    /// Comment id -> outdated, for every located draft comment (ReviewCommands::preview, sendReview).
    [[nodiscard]] QHash<QString, bool> outdatedMap() const;
    /// The draft comments on one side of `path`, each with where it is now (its anchor's range when
    /// the file was not located yet).
    [[nodiscard]] QList<QPair<ReviewComment, ReviewLocation>> commentsOn(const QString &path,
                                                                         ReviewAnchor::Side side) const;

Q_SIGNALS:
    /// Locations changed (after a re-diff or a change of the draft).
    void locationsChanged();

private:
    struct Texts
    {
        std::optional<SplitText> oldText;
        std::optional<SplitText> newText;
    };
    void relocate(const QString &path);
    void relocateAll();

    QPointer<ReviewReader> m_store;
    QString m_conversationId;
    QHash<QString, Texts> m_texts; ///< by path
    QHash<QString, ReviewLocation> m_locations; ///< by comment id
};

} // namespace Switchyard
