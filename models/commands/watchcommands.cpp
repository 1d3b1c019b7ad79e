// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/commands/watchcommands.h"

#include "models/search/searchengine.h"
#include "models/search/watchrule.h"
#include "models/store/store.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace Switchyard {

namespace {

constexpr int kAllActions = WatchRule::Notify | WatchRule::Inbox | WatchRule::Tag | WatchRule::Pause;

/// Why `rule` cannot be saved (nullopt: it can).
std::optional<CommandError> invalid(const WatchRule &rule)
{
    const Search::Query q = Search::parse(rule.query);
    if (!q.isValid())
        return CommandError::of(CommandFailure::Invalid, q.error);
    if ((rule.actions & ~kAllActions) != 0 || rule.actions == 0)
        return CommandError::of(CommandFailure::Invalid,
                                WatchCommands::tr("Choose what the rule does: notify, inbox, tag or pause."));
    if ((rule.actions & WatchRule::Tag) && rule.tag.trimmed().isEmpty())
        return CommandError::of(CommandFailure::Invalid, WatchCommands::tr("Name the tag the rule puts on."));
    return std::nullopt;
}

WatchRule normalized(WatchRule rule)
{
    rule.query = rule.query.trimmed();
    rule.name = rule.name.trimmed();
    if (rule.name.isEmpty())
        rule.name = rule.query;
    rule.tag = rule.tag.trimmed();
    return rule;
}

} // namespace

WatchCommands::WatchCommands(Store *store, QObject *parent)
    : QObject(parent)
    , m_store(store)
{
    qRegisterMetaType<CommandOutcome>();
    qRegisterMetaType<SearchResult>();
}

WatchCommands::~WatchCommands() = default;

bool WatchCommands::refuse(const QString &target, const CommandError &error)
{
    Q_EMIT finished(CommandOutcome::failed(Command::WatchRule, target, error));
    return false;
}

std::optional<WatchRule> WatchCommands::find(qint64 id) const
{
    if (!m_store)
        return std::nullopt;
    for (const WatchRule &r : m_store->watchRules()) {
        if (r.id == id)
            return r;
    }
    return std::nullopt;
}

qint64 WatchCommands::add(const WatchRule &given)
{
    WatchRule rule = normalized(given);
    rule.id = 0;
    if (!m_store) {
        refuse(rule.name, CommandError::of(CommandFailure::NotConnected));
        return 0;
    }
    if (const auto error = invalid(rule)) {
        refuse(rule.name, *error);
        return 0;
    }
    const qint64 id = m_store->putWatchRule(rule);
    Q_EMIT finished(CommandOutcome::succeeded(
        Command::WatchRule, QString::number(id),
        tr("Rule “%1” saved%2.").arg(rule.name, rule.enabled ? tr(", watching new events") : tr(" (disabled)"))));
    return id;
}

bool WatchCommands::update(const WatchRule &given)
{
    const WatchRule rule = normalized(given);
    const QString target = QString::number(rule.id);
    if (!m_store)
        return refuse(target, CommandError::of(CommandFailure::NotConnected));
    if (!find(rule.id))
        return refuse(target, CommandError::of(CommandFailure::NotFound, tr("This rule no longer exists.")));
    if (const auto error = invalid(rule))
        return refuse(target, *error);
    m_store->putWatchRule(rule);
    Q_EMIT finished(CommandOutcome::succeeded(Command::WatchRule, target, {}));
    return true;
}

bool WatchCommands::setEnabled(qint64 id, bool enabled)
{
    std::optional<WatchRule> rule = find(id);
    if (!rule)
        return refuse(QString::number(id),
                      CommandError::of(m_store ? CommandFailure::NotFound : CommandFailure::NotConnected));
    rule->enabled = enabled;
    return update(*rule);
}

bool WatchCommands::remove(qint64 id)
{
    if (!find(id))
        return refuse(QString::number(id),
                      CommandError::of(m_store ? CommandFailure::NotFound : CommandFailure::NotConnected));
    m_store->removeWatchRule(id);
    Q_EMIT finished(CommandOutcome::succeeded(Command::WatchRule, QString::number(id), {}));
    return true;
}

bool WatchCommands::dryRun(const QString &text)
{
    if (!m_store) {
        Q_EMIT finished(CommandOutcome::failed(Command::DryRun, text, CommandError::of(CommandFailure::NotConnected)));
        return false;
    }
    Search::Request r;
    r.dbPath = m_store->path();
    r.text = text;
    r.query = Search::parse(text);
    if (!r.query.isValid()) {
        Q_EMIT finished(
            CommandOutcome::failed(Command::DryRun, text, CommandError::of(CommandFailure::Invalid, r.query.error)));
        return false;
    }
    const qint64 weekAgo = QDateTime::currentMSecsSinceEpoch() - kDryRunDays * 86'400'000;
    r.query.sinceMs = std::max(r.query.sinceMs, weekAgo);
    QSet<QString> allowed;
    for (const ConversationRecord &rec : m_store->conversations()) {
        r.titles.insert(rec.conversation.id, rec.conversation.title);
        if (r.query.filtersConversations() && Search::factsMatch(r.query, Search::factsOf(rec)))
            allowed.insert(rec.conversation.id);
    }
    if (r.query.filtersConversations())
        r.conversations = allowed;
    auto *watcher = new QFutureWatcher<SearchResult>(this);
    connect(watcher, &QFutureWatcher<SearchResult>::finished, this, [this, watcher, text] {
        watcher->deleteLater();
        const SearchResult result = watcher->result();
        if (!result.error.isEmpty()) {
            Q_EMIT finished(
                CommandOutcome::failed(Command::DryRun, text, CommandError::of(CommandFailure::Generic, result.error)));
        } else {
            Q_EMIT finished(CommandOutcome::succeeded(
                Command::DryRun, text,
                tr("In the last %1 days this rule would have matched %n event(s)", nullptr, int(result.hitCount))
                        .arg(kDryRunDays)
                    + tr(" in %n conversation(s).", nullptr, int(result.groups.size()))));
        }
        Q_EMIT dryRunReady(text, result);
    });
    watcher->setFuture(QtConcurrent::run([r = std::move(r)] {
        return Search::run(r);
    }));
    return true;
}

} // namespace Switchyard
