// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/shell/attentiontracker.h"

#include <QObject>
#include <QPointer>

class QSystemTrayIcon;

namespace Switchyard {

class ConversationCommands;
class NotificationBus;
class NotificationCenter;
class StoreReader;
class WatchReader;
struct Notification;
struct RuleHit;

/// Desktop notifications (issue 29): what the AttentionTracker reports goes to a NotificationCenter
/// (models/attention: the kinds and quiet hours of the preferences, one per conversation, a summary
/// past five, Approve / Reject / Open on a LOW or MEDIUM pending action), shown as freedesktop
/// notifications over D-Bus (NotificationBus) where a notification server runs, else through the
/// system tray (a click opens the conversation). Every one also goes to notified() (the status bar).
class TrayNotifier final : public QObject
{
    Q_OBJECT
public:
    /// Uses the session bus's notification service unless the platform is offscreen (tests) or
    /// SWITCHYARD_NO_DBUS_NOTIFICATIONS is set; setBus() chooses another.
    explicit TrayNotifier(QObject *parent = nullptr);
    ~TrayNotifier() override;

    void setTracker(AttentionTracker *tracker);
    /// The cache (pending actions) and the commands Approve / Reject go through; may be null.
    void setServices(StoreReader *store, ConversationCommands *commands);
    /// Watch rules whose Notify action notifies (issue 31; not owned; null: none).
    void setWatch(WatchReader *watch);
    /// The D-Bus transport (not owned; null: the tray only).
    void setBus(NotificationBus *bus);
    [[nodiscard]] NotificationCenter *center() const { return m_center; }
    [[nodiscard]] bool isTrayAvailable() const;
    void setEnabled(bool enabled);
    [[nodiscard]] bool isEnabled() const { return m_enabled; }
    /// The user opened this conversation: its notification goes.
    void conversationViewed(const QString &conversationId);
    /// Notifications shown through the tray because no notification server answered (tests).
    [[nodiscard]] int trayFallbacks() const { return m_trayFallbacks; }

    /// The translated title and body of a notification (also shown in the status bar).
    [[nodiscard]] static QString titleFor(AttentionTracker::Event event);
    [[nodiscard]] static QString bodyFor(AttentionTracker::Event event, const QString &conversationTitle);

Q_SIGNALS:
    /// Every notification, whether or not a tray shows it.
    void notified(const QString &title, const QString &body, const QString &conversationId);
    /// The user clicked a notification (or its Open).
    void conversationActivated(const QString &conversationId);
    /// The user clicked the tray icon itself, or the summary notification.
    void showWindowRequested();

private:
    void onAttention(AttentionTracker::Event event, const QString &id, const QString &title);
    void onRuleHits(const QList<Switchyard::RuleHit> &hits);
    void present(const Notification &n);
    void showInTray(const Notification &n);

    QPointer<AttentionTracker> m_tracker;
    QPointer<WatchReader> m_watch;
    QPointer<StoreReader> m_store;
    NotificationCenter *m_center = nullptr;
    QPointer<NotificationBus> m_bus;
    NotificationBus *m_ownBus = nullptr;
    QSystemTrayIcon *m_tray = nullptr;
    QString m_lastId;
    bool m_enabled = true;
    int m_trayFallbacks = 0;
};

} // namespace Switchyard
