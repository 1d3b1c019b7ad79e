// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/ (switchyard_models). Decides which desktop notifications are shown (issue 29):
// the user's kinds and quiet hours (NotificationSettings), one notification per conversation (a
// newer one replaces it), a summary instead once more than maxShown() conversations would be
// shown at once, Approve / Reject / Open on a LOW or MEDIUM pending action and Open on the rest.
// It shows nothing itself: present() and withdraw() go to a transport (NotificationBus over
// D-Bus, or the tray), which reports back with invoke() and dismissed().
//
// Approve from a notification opens no window and sends the one respond_to_confirmation through
// ConversationCommands, after checking in the cache that the action is still the one shown and
// still LOW or MEDIUM; otherwise the notification is replaced by one that says so, with Open only.
// Watching never acts for the user (invariant 13): only the user's click approves.

#include "models/attention/notificationpolicy.h"
#include "models/commands/commanderror.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>

#include <functional>

namespace Switchyard {

class ConversationCommands;
class StoreReader;
struct StoreChanges;

/// One notification as a transport shows it. Texts are plain (untrusted titles inside): a
/// transport that speaks markup escapes them.
struct Notification
{
    struct Action
    {
        QString id; ///< NotificationCenter::kApprove, kReject, kOpen
        QString label;
    };
    quint32 key = 0; ///< the center's id; a present() with a known key replaces that notification
    QString conversationId; ///< empty for the summary
    NotificationKind kind = NotificationKind::Waiting;
    QString title;
    QString body;
    QList<Action> actions;
    bool urgent = false; ///< waits for the user or failed
    QString actionEventId; ///< Waiting: the pending action it was shown for

    [[nodiscard]] bool offers(const QString &actionId) const;
};

class NotificationCenter final : public QObject
{
    Q_OBJECT
public:
    static inline const QString kApprove = QStringLiteral("approve");
    static inline const QString kReject = QStringLiteral("reject");
    static inline const QString kOpen = QStringLiteral("open");
    /// The freedesktop "default" action (a click on the notification's body): Open.
    static inline const QString kDefault = QStringLiteral("default");

    explicit NotificationCenter(QObject *parent = nullptr);
    ~NotificationCenter() override;

    /// Not owned; may be null (no pending action known: Open only). Follows its changes: a
    /// notification whose reason is gone (answered, resolved elsewhere) is withdrawn.
    void setStore(StoreReader *store);
    /// Approve and Reject go through these (null: Open only).
    void setCommands(ConversationCommands *commands);
    void setSettings(const NotificationSettings &settings);
    [[nodiscard]] const NotificationSettings &settings() const { return m_settings; }
    /// Local time for the quiet hours (tests replace it).
    void setClock(std::function<QDateTime()> clock);
    /// More conversations than this shown at once become one summary.
    [[nodiscard]] static constexpr int maxShown() { return 5; }

    /// Something happened that the user may want to hear about. `head`/`body`: the general wording
    /// (the center adds the pending action to a Waiting one). False when the settings or the quiet
    /// hours keep it quiet.
    bool notify(NotificationKind kind, const QString &conversationId, const QString &conversationTitle,
                const QString &head, const QString &body);
    /// The user chose `actionId` on notification `key` (the transport's report).
    void invoke(quint32 key, const QString &actionId);
    /// The notification went away (closed by the user, expired): forgotten, nothing done.
    void dismissed(quint32 key);
    /// The user looks at this conversation now: its notification is no longer needed.
    void conversationViewed(const QString &conversationId);

    /// What is shown now (per conversation, or the one summary).
    [[nodiscard]] QList<Notification> shown() const;
    [[nodiscard]] bool isSummarizing() const { return m_summary.key != 0; }

Q_SIGNALS:
    /// Show `n` (replacing the one with the same key, if any).
    void present(const Switchyard::Notification &n);
    /// Take notification `key` away.
    void withdraw(quint32 key);
    /// Open: the window shows the conversation (empty id: the summary; show what needs the user).
    void openRequested(const QString &conversationId);

private:
    void show(Notification n);
    void drop(const QString &conversationId);
    void summarize();
    void updateSummary();
    void approveOrReject(const Notification &n, bool approve);
    void onChanged(const StoreChanges &changes);
    void onOutcome(const CommandOutcome &outcome);
    [[nodiscard]] Notification build(NotificationKind kind, const QString &conversationId, const QString &title,
                                     const QString &head, const QString &body) const;
    [[nodiscard]] QDateTime now() const;

    QPointer<StoreReader> m_store;
    QPointer<ConversationCommands> m_commands;
    NotificationSettings m_settings;
    std::function<QDateTime()> m_clock;
    QHash<QString, Notification> m_byConversation; ///< shown one by one
    QHash<QString, QString> m_titles; ///< conversation id -> its title, for the summary
    Notification m_summary; ///< key 0: none
    QHash<QString, NotificationKind> m_summarized; ///< conversation id -> latest kind, in the summary
    QSet<QString> m_sent; ///< "approve:<id>" / "reject:<id>" sent from a notification, until answered
    quint32 m_nextKey = 1;
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::Notification)
