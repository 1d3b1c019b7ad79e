// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/review. The pull requests of the open conversation (issue 30 part A, git
// hand-off): the record's `pr_number` list and the pull / merge request links its agent wrote in
// messages and observations (PullRequests::find: https, known forge paths only). Events are read
// as they arrive (the newest kTailEvents of a log when it is opened), never the whole log on the
// GUI thread.

#include "models/review/pullrequests.h"

#include <QObject>
#include <QPointer>

namespace Switchyard {

class StoreReader;
struct StoreChanges;

class PullRequestTracker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PullRequestTracker)
public:
    static constexpr qint64 kTailEvents = 300;

    explicit PullRequestTracker(QObject *parent = nullptr);
    ~PullRequestTracker() override;

    /// Not owned.
    void setStore(StoreReader *store);
    void setConversation(const QString &conversationId);
    /// The record's pull requests first, then those found in events, each once.
    [[nodiscard]] QList<PullRequests::Link> links() const;

Q_SIGNALS:
    void linksChanged();

private:
    void onChanged(const StoreChanges &changes);
    void rescan();
    void scan(qint64 from, qint64 to);
    void publish();

    QPointer<StoreReader> m_store;
    QString m_conversationId;
    qint64 m_scanned = 0; ///< events [0, m_scanned) were looked at (or skipped as too old)
    QList<PullRequests::Link> m_found; ///< from events, in order
    QList<PullRequests::Link> m_links; ///< what links() answers
};

} // namespace Switchyard
