// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/ (switchyard_models; Qt D-Bus, no widgets). The freedesktop notification service
// (org.freedesktop.Notifications on the session bus) as a transport of NotificationCenter: Notify
// with the center's actions (replaces_id keeps one per conversation), CloseNotification, and the
// service's ActionInvoked / NotificationClosed signals back as actionInvoked() / closed().
//
// Every call is asynchronous (nothing waits on the GUI thread, and a test's own service on the
// same thread answers). The first notification waits for GetCapabilities: a server that renders
// body markup gets the body escaped (untrusted titles are never markup, invariant 8). A call the
// bus refuses (no notification server runs) reports unavailable() with the notification, which
// the caller then shows through the tray.

#include "models/attention/notificationcenter.h"

#include <QDBusConnection>
#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QString>

class QDBusPendingCallWatcher;

namespace Switchyard {

class NotificationBus final : public QObject
{
    Q_OBJECT
public:
    static inline const QString kService = QStringLiteral("org.freedesktop.Notifications");
    static inline const QString kPath = QStringLiteral("/org/freedesktop/Notifications");
    static inline const QString kInterface = QStringLiteral("org.freedesktop.Notifications");

    /// On `connection` (the session bus by default).
    explicit NotificationBus(const QDBusConnection &connection = QDBusConnection::sessionBus(),
                             QObject *parent = nullptr);
    ~NotificationBus() override;

    /// The bus is connected and no call was refused since the last success.
    [[nodiscard]] bool isAvailable() const { return m_connection.isConnected() && !m_refused; }
    /// The server's capabilities once known ("actions", "body-markup", ...).
    [[nodiscard]] const QStringList &capabilities() const { return m_capabilities; }

    /// Shows `n`, replacing what was shown under its key.
    void show(const Notification &n);
    /// Closes what is shown under `key`.
    void close(quint32 key);
    /// Notifications sent and answered by the server (tests, figures).
    [[nodiscard]] int shownCount() const { return m_shown; }

    /// The text of the body as sent: escaped when the server renders markup.
    [[nodiscard]] static QString bodyFor(const QString &plain, bool markup);

Q_SIGNALS:
    void actionInvoked(quint32 key, const QString &actionId);
    /// The server closed it (expired, dismissed by the user, or closed by a call).
    void closed(quint32 key);
    /// The bus refused the call (no notification server, no bus): show `n` another way.
    void unavailable(const Switchyard::Notification &n);

private Q_SLOTS:
    void onActionInvoked(uint id, const QString &actionKey);
    void onNotificationClosed(uint id, uint reason);

private:
    void askCapabilities();
    void send(const Notification &n);

    QDBusConnection m_connection;
    QStringList m_capabilities;
    bool m_capabilitiesKnown = false;
    bool m_asking = false;
    bool m_refused = false;
    QList<Notification> m_queued; ///< waiting for the capabilities
    QHash<quint32, uint> m_serverId; ///< center key -> the server's id
    QHash<uint, quint32> m_keyOf; ///< the server's id -> center key
    QSet<quint32> m_inFlight; ///< Notify sent, not answered yet
    QSet<quint32> m_closeWhenShown; ///< closed before the server answered Notify
    int m_shown = 0;
};

} // namespace Switchyard
