// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/ (switchyard_models). What a desktop notification says and offers (issue 29):
// the kinds the user can switch off one by one, quiet hours, and what a conversation's pending
// action allows from a notification (Approve / Reject only on a LOW or MEDIUM action, Open on the
// rest). Pure values and functions; NotificationCenter (notificationcenter.h) decides with them.

#include "models/domain/status.h"

#include <QList>
#include <QString>
#include <QTime>

#include <optional>

class QSettings;

namespace Switchyard {

class StoreReader;

/// What a notification is about. One setting per kind.
enum class NotificationKind
{
    Waiting, ///< an action waits for the user's confirmation
    Question, ///< the agent asked a question and waits for the answer
    Error, ///< the conversation stopped with an error
    Finished, ///< the conversation finished
    PausingSoon, ///< the agent works, but its sandbox will probably be paused within minutes
    RuleHit, ///< a watch rule the user made matched an event (its Notify action: always wanted)
};

/// The user's choices (File › Preferences › Notifications), kept in QSettings.
struct NotificationSettings
{
    bool waiting = true;
    bool question = true;
    bool error = true;
    bool finished = true;
    bool pausingSoon = true;
    bool quietHours = false;
    QTime quietFrom{22, 0}; ///< local time; a range over midnight (22:00-07:00) is allowed
    QTime quietTo{7, 0};

    [[nodiscard]] bool wants(NotificationKind kind) const;
    void setWants(NotificationKind kind, bool on);
    /// Within the quiet hours (when they are on) at this local time: [from, to), wrapping midnight;
    /// from == to means never.
    [[nodiscard]] bool isQuietAt(const QTime &localTime) const;

    /// From / to the group "Notifications" of `settings` (defaults for what is not there).
    [[nodiscard]] static NotificationSettings load(QSettings &settings);
    void save(QSettings &settings) const;
    /// Same as load()/save() on the application's QSettings().
    [[nodiscard]] static NotificationSettings load();
    void save() const;

    bool operator==(const NotificationSettings &) const = default;
};

/// What a conversation waits on, for a notification: its pending actions as the inbox reads them
/// (InboxScan::pendingActions: the agent's last step without an answer, ask-user actions left
/// out), summed up. Several when the agent called tools in parallel (one respond_to_confirmation
/// answers them all).
struct PendingSet
{
    QString eventId; ///< the newest pending ActionEvent
    qint64 seq = -1;
    QString summary; ///< its one-line summary (untrusted: plain text only)
    int count = 0; ///< pending actions in all
    /// The highest risk among them (PendingAction::risk(): the declared one or the analyzer's, the
    /// higher). Unknown when any of them is not rated.
    OpenEnum<SecurityRisk> risk;

    /// Approve and Reject may be offered outside the conversation: every pending action is rated
    /// LOW or MEDIUM. A HIGH or unrated action is decided in the conversation, its command in view.
    [[nodiscard]] bool approvableFromNotification() const
    {
        return count > 0 && (risk.value() == SecurityRisk::Low || risk.value() == SecurityRisk::Medium);
    }
};

/// How far back the log is looked at for a waiting question.
inline constexpr qint64 kPendingActionTail = 64;

/// The conversation's pending set from the cache (nullopt: none known, e.g. the log is not cached
/// yet, or the conversation does not wait for a confirmation).
[[nodiscard]] std::optional<PendingSet> pendingSet(const StoreReader &store, const QString &conversationId);

} // namespace Switchyard
