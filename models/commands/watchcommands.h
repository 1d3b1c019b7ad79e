// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The watch rules' changes (issue 31): add a rule from a query, change its name, query or
// actions, enable or disable it, remove it — local writes to the store, each reported once by
// finished() (Command::WatchRule) — and the dry run: what the rule would have matched in the
// last 7 days, through the full-text index on a worker thread (Command::DryRun, its answer in
// dryRunReady()). A query that does not parse is refused with its explanation, never saved.

#include "models/commands/commanderror.h"
#include "models/read/searchreader.h"
#include "models/read/watchreader.h"

#include <QObject>
#include <QPointer>

namespace Switchyard {

class Store;

class WatchCommands final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WatchCommands)
public:
    /// How far back a dry run looks.
    static constexpr qint64 kDryRunDays = 7;

    /// `store` is not owned; null or gone: every command fails with NotConnected.
    explicit WatchCommands(Store *store, QObject *parent = nullptr);
    ~WatchCommands() override;

    /// Adds `rule` (its id is ignored); returns the new id, 0 when refused (finished() says why).
    qint64 add(const WatchRule &rule);
    /// Replaces the rule with rule.id (name, query, actions, tag, enabled).
    bool update(const WatchRule &rule);
    bool setEnabled(qint64 id, bool enabled);
    bool remove(qint64 id);
    /// What `query` would have matched in the last kDryRunDays days: dryRunReady() answers.
    bool dryRun(const QString &query);

Q_SIGNALS:
    void finished(const Switchyard::CommandOutcome &outcome);
    /// The dry run's matches (grouped by conversation, as the search view shows them).
    void dryRunReady(const QString &query, const Switchyard::SearchResult &result);

private:
    bool refuse(const QString &target, const CommandError &error);
    [[nodiscard]] std::optional<WatchRule> find(qint64 id) const;

    QPointer<Store> m_store;
};

} // namespace Switchyard
