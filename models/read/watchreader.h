// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The read face of the watch rules (issue 31): a saved search checked on every new event the
// store writes (socket or REST, once per event id), and what a rule may do about a match —
// notify, put it in the inbox, tag the conversation (a local tag), pause the agent. A rule never
// resumes, approves, answers or sends anything (invariant 13: watching never acts for the user
// beyond notify/inbox/tag/pause). Implemented by Search::WatchService (models/search/) over the
// store; changes go through WatchCommands (models/commands/watchcommands.h).

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>

namespace Switchyard {

struct WatchRule
{
    /// What a match does (bits of `actions`). Nothing else exists on purpose.
    enum Action : int
    {
        Notify = 1,
        Inbox = 2,
        Tag = 4,
        Pause = 8,
    };
    qint64 id = 0; ///< 0: not stored yet
    QString name;
    QString query; ///< the search language (models/search/searchquery.h)
    int actions = Notify | Inbox;
    QString tag; ///< the local tag put on the conversation (Action Tag)
    bool enabled = false;
    qint64 hits = 0; ///< events matched since the rule exists
    qint64 enabledAtMs = 0; ///< when it was last enabled: events older than this are not new to it

    [[nodiscard]] bool has(Action a) const { return (actions & a) != 0; }
    bool operator==(const WatchRule &) const = default;
};

/// One event a rule matched (recorded once per rule and event id).
struct RuleHit
{
    qint64 ruleId = 0;
    QString ruleName;
    int actions = 0;
    QString tag;
    QString conversationId;
    QString eventId;
    qint64 timeMs = 0; ///< the event's time (UTC ms)
    QString text; ///< a line of what matched (plain, untrusted: never markup)
};

class WatchReader : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WatchReader)
public:
    ~WatchReader() override;

    /// Every rule, enabled or not, in the order they were made.
    [[nodiscard]] virtual QList<WatchRule> rules() const = 0;
    /// The local tags rules put on this conversation.
    [[nodiscard]] virtual QStringList tags(const QString &conversationId) const = 0;

Q_SIGNALS:
    /// A rule was added, changed, removed, or its hit count moved.
    void rulesChanged();
    /// Rules matched new events (after the store committed them).
    void hits(const QList<Switchyard::RuleHit> &hits);
    /// The local tags of these conversations changed (a rule put one on, the user took one off
    /// through TagCommands): views showing them read tags() again.
    void tagsChanged(const QList<QString> &conversationIds);

protected:
    explicit WatchReader(QObject *parent = nullptr);
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::WatchRule)
Q_DECLARE_METATYPE(Switchyard::RuleHit)
