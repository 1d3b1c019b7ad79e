// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/attention/notificationbus.h"

#include "models/logging.h"

#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QVariantMap>

#include <utility>

namespace Switchyard {

namespace {
const QString kApp = QStringLiteral("Switchyard");
const QString kDesktopEntry = QStringLiteral("io.github.switchyard.Switchyard");
constexpr int kExpireMs = 0; ///< a notification that waits for the user stays until answered
constexpr int kInfoExpireMs = 10000;
} // namespace

NotificationBus::NotificationBus(const QDBusConnection &connection, QObject *parent)
    : QObject(parent)
    , m_connection(connection)
{
    if (!m_connection.isConnected())
        return;
    m_connection.connect(kService, kPath, kInterface, QStringLiteral("ActionInvoked"), this,
                         SLOT(onActionInvoked(uint, QString)));
    m_connection.connect(kService, kPath, kInterface, QStringLiteral("NotificationClosed"), this,
                         SLOT(onNotificationClosed(uint, uint)));
}

NotificationBus::~NotificationBus() = default;

QString NotificationBus::bodyFor(const QString &plain, bool markup)
{
    return markup ? plain.toHtmlEscaped() : plain;
}

void NotificationBus::show(const Notification &n)
{
    if (!m_connection.isConnected()) {
        Q_EMIT unavailable(n);
        return;
    }
    if (!m_capabilitiesKnown) {
        m_queued.removeIf([&n](const Notification &q) {
            return q.key == n.key;
        });
        m_queued.append(n);
        askCapabilities();
        return;
    }
    send(n);
}

void NotificationBus::askCapabilities()
{
    if (m_asking)
        return;
    m_asking = true;
    const QDBusMessage call =
        QDBusMessage::createMethodCall(kService, kPath, kInterface, QStringLiteral("GetCapabilities"));
    auto *watcher = new QDBusPendingCallWatcher(m_connection.asyncCall(call), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher *w) {
        w->deleteLater();
        m_asking = false;
        const QDBusPendingReply<QStringList> reply = *w;
        const QList<Notification> queued = std::exchange(m_queued, {});
        if (reply.isError()) {
            // No notification server: the queued ones go to the tray; the next one asks again.
            qCInfo(lcModels) << "no desktop notification service:" << reply.error().message();
            m_refused = true;
            for (const Notification &n : queued)
                Q_EMIT unavailable(n);
            return;
        }
        m_refused = false;
        m_capabilities = reply.value();
        m_capabilitiesKnown = true;
        for (const Notification &n : queued)
            send(n);
    });
}

void NotificationBus::send(const Notification &n)
{
    const bool markup = m_capabilities.contains(QStringLiteral("body-markup"));
    const bool actions = m_capabilities.contains(QStringLiteral("actions"));
    QStringList list;
    if (actions) {
        for (const Notification::Action &a : n.actions)
            list << a.id << a.label;
    }
    QVariantMap hints;
    hints.insert(QStringLiteral("urgency"), QVariant::fromValue<uchar>(n.urgent ? 1 : 0));
    hints.insert(QStringLiteral("desktop-entry"), kDesktopEntry);
    hints.insert(QStringLiteral("category"),
                 n.kind == NotificationKind::Error ? QStringLiteral("im.error") : QStringLiteral("im.received"));
    const uint replaces = m_serverId.value(n.key, 0);
    QDBusMessage call = QDBusMessage::createMethodCall(kService, kPath, kInterface, QStringLiteral("Notify"));
    call << kApp << replaces << QStringLiteral("switchyard") << n.title << bodyFor(n.body, markup) << list << hints
         << (n.urgent ? kExpireMs : kInfoExpireMs);
    auto *watcher = new QDBusPendingCallWatcher(m_connection.asyncCall(call), this);
    const Notification copy = n;
    m_inFlight.insert(n.key);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this, copy](QDBusPendingCallWatcher *w) {
        w->deleteLater();
        m_inFlight.remove(copy.key);
        const QDBusPendingReply<uint> reply = *w;
        if (reply.isError()) {
            qCInfo(lcModels) << "the notification service refused Notify:" << reply.error().message();
            m_refused = true;
            m_capabilitiesKnown = false; // ask again next time (a server may start later)
            if (m_closeWhenShown.remove(copy.key) == 0)
                Q_EMIT unavailable(copy);
            return;
        }
        m_refused = false;
        ++m_shown;
        const uint id = reply.value();
        const uint before = m_serverId.value(copy.key, 0);
        if (before != 0 && before != id)
            m_keyOf.remove(before);
        m_serverId.insert(copy.key, id);
        m_keyOf.insert(id, copy.key);
        if (m_closeWhenShown.remove(copy.key) > 0)
            close(copy.key);
    });
}

void NotificationBus::close(quint32 key)
{
    m_queued.removeIf([key](const Notification &q) {
        return q.key == key;
    });
    const auto it = m_serverId.constFind(key);
    if (it == m_serverId.cend()) {
        if (m_inFlight.contains(key))
            m_closeWhenShown.insert(key);
        return;
    }
    QDBusMessage call =
        QDBusMessage::createMethodCall(kService, kPath, kInterface, QStringLiteral("CloseNotification"));
    call << *it;
    m_connection.asyncCall(call);
}

void NotificationBus::onActionInvoked(uint id, const QString &actionKey)
{
    const auto it = m_keyOf.constFind(id);
    if (it != m_keyOf.cend())
        Q_EMIT actionInvoked(*it, actionKey);
}

void NotificationBus::onNotificationClosed(uint id, uint reason)
{
    Q_UNUSED(reason)
    const auto it = m_keyOf.constFind(id);
    if (it == m_keyOf.cend())
        return;
    const quint32 key = *it;
    m_keyOf.erase(it);
    m_serverId.remove(key);
    Q_EMIT closed(key);
}

} // namespace Switchyard
