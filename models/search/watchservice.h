// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// WatchReader over the store (issue 31): the rules and local tags from the store's mirror, the
// hits the store's writer recorded, and the one action a rule takes on the server — pausing the
// agent, through ConversationCommands::pauseAgent(). Nothing else is ever sent: no resume, no
// approval, no answer, no message (invariant 13). Notify and inbox are the views' (TrayNotifier,
// the inbox) reading hits(); the tag was written by the store with the hit.

#include "models/read/watchreader.h"

#include <QPointer>
#include <QSet>

namespace Switchyard {

class ConversationCommands;
class Store;

namespace Search {

class WatchService final : public WatchReader
{
    Q_OBJECT
public:
    /// `commands` may be null (offline review: a rule cannot pause anything there).
    WatchService(Store *store, ConversationCommands *commands, QObject *parent = nullptr);
    ~WatchService() override;
    Q_DISABLE_COPY_MOVE(WatchService)

    [[nodiscard]] QList<WatchRule> rules() const override;
    [[nodiscard]] QStringList tags(const QString &conversationId) const override;
    /// Pause requests sent because of a rule (tests).
    [[nodiscard]] int pausesRequested() const { return m_pauses; }

private:
    void onHits(const QList<RuleHit> &batch);

    QPointer<Store> m_store;
    QPointer<ConversationCommands> m_commands;
    int m_pauses = 0;
};

} // namespace Search
} // namespace Switchyard
