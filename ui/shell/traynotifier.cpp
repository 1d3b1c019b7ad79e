// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/traynotifier.h"

#include "models/attention/notificationbus.h"
#include "models/attention/notificationcenter.h"
#include "models/read/storereader.h"
#include "models/read/watchreader.h"
#include "ui/logging.h"

#include <QApplication>
#include <QIcon>
#include <QSystemTrayIcon>

namespace Switchyard {

namespace {
NotificationKind kindOf(AttentionTracker::Event event)
{
    switch (event) {
    case AttentionTracker::Event::WaitingForConfirmation:
        return NotificationKind::Waiting;
    case AttentionTracker::Event::Finished:
        return NotificationKind::Finished;
    case AttentionTracker::Event::Failed:
        return NotificationKind::Error;
    case AttentionTracker::Event::PausingSoon:
        return NotificationKind::PausingSoon;
    case AttentionTracker::Event::Question:
        return NotificationKind::Question;
    }
    return NotificationKind::Waiting;
}
} // namespace

TrayNotifier::TrayNotifier(QObject *parent)
    : QObject(parent)
    , m_center(new NotificationCenter(this))
{
    connect(m_center, &NotificationCenter::present, this, &TrayNotifier::present);
    connect(m_center, &NotificationCenter::withdraw, this, [this](quint32 key) {
        if (m_bus)
            m_bus->close(key);
    });
    connect(m_center, &NotificationCenter::openRequested, this, [this](const QString &id) {
        if (id.isEmpty())
            Q_EMIT showWindowRequested();
        else
            Q_EMIT conversationActivated(id);
    });
    const bool offscreen = QGuiApplication::platformName() == QLatin1String("offscreen");
    if (!offscreen && !qEnvironmentVariableIsSet("SWITCHYARD_NO_DBUS_NOTIFICATIONS")
        && QDBusConnection::sessionBus().isConnected()) {
        m_ownBus = new NotificationBus(QDBusConnection::sessionBus(), this);
        setBus(m_ownBus);
    }
    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        m_tray = new QSystemTrayIcon(QIcon(QStringLiteral(":/icons/switchyard.svg")), this);
        m_tray->setToolTip(tr("Switchyard"));
        connect(m_tray, &QSystemTrayIcon::messageClicked, this, [this] {
            if (!m_lastId.isEmpty())
                Q_EMIT conversationActivated(m_lastId);
            else
                Q_EMIT showWindowRequested(); // the summary
        });
        connect(m_tray, &QSystemTrayIcon::activated, this, [this](QSystemTrayIcon::ActivationReason reason) {
            if (reason == QSystemTrayIcon::Trigger || reason == QSystemTrayIcon::DoubleClick)
                Q_EMIT showWindowRequested();
        });
        m_tray->show();
    } else {
        qCInfo(lcUi) << "no system tray: notifications go to the status bar only";
    }
}

TrayNotifier::~TrayNotifier() = default;

bool TrayNotifier::isTrayAvailable() const
{
    return m_tray != nullptr;
}

void TrayNotifier::setEnabled(bool enabled)
{
    m_enabled = enabled;
}

void TrayNotifier::setServices(StoreReader *store, ConversationCommands *commands)
{
    m_center->setStore(store);
    m_center->setCommands(commands);
    m_store = store;
}

void TrayNotifier::setWatch(WatchReader *watch)
{
    if (m_watch)
        disconnect(m_watch, nullptr, this, nullptr);
    m_watch = watch;
    if (watch)
        connect(watch, &WatchReader::hits, this, &TrayNotifier::onRuleHits);
}

void TrayNotifier::onRuleHits(const QList<RuleHit> &hits)
{
    if (!m_enabled)
        return;
    for (const RuleHit &h : hits) {
        if (!(h.actions & WatchRule::Notify))
            continue;
        const ConversationRecord *r = m_store ? m_store->findConversation(h.conversationId) : nullptr;
        const QString title = r && !r->conversation.title.isEmpty() ? r->conversation.title : h.conversationId.left(8);
        const QString head = tr("Watch rule “%1” matched").arg(h.ruleName);
        const QString body = tr("“%1”: %2").arg(title, h.text);
        m_center->setSettings(NotificationSettings::load());
        m_center->notify(NotificationKind::RuleHit, h.conversationId, title, head, body);
        Q_EMIT notified(head, body, h.conversationId);
    }
}

void TrayNotifier::setBus(NotificationBus *bus)
{
    if (m_bus)
        disconnect(m_bus, nullptr, this, nullptr);
    m_bus = bus;
    if (!bus)
        return;
    connect(bus, &NotificationBus::actionInvoked, m_center, &NotificationCenter::invoke);
    connect(bus, &NotificationBus::closed, m_center, &NotificationCenter::dismissed);
    connect(bus, &NotificationBus::unavailable, this, &TrayNotifier::showInTray);
}

void TrayNotifier::conversationViewed(const QString &conversationId)
{
    m_center->conversationViewed(conversationId);
}

void TrayNotifier::setTracker(AttentionTracker *tracker)
{
    if (m_tracker)
        disconnect(m_tracker, nullptr, this, nullptr);
    m_tracker = tracker;
    if (tracker)
        connect(tracker, &AttentionTracker::attention, this, &TrayNotifier::onAttention);
}

QString TrayNotifier::titleFor(AttentionTracker::Event event)
{
    switch (event) {
    case AttentionTracker::Event::WaitingForConfirmation:
        return tr("Waiting for your confirmation");
    case AttentionTracker::Event::Finished:
        return tr("Conversation finished");
    case AttentionTracker::Event::Failed:
        return tr("Conversation failed");
    case AttentionTracker::Event::PausingSoon:
        return tr("Sandbox will be paused soon");
    case AttentionTracker::Event::Question:
        return tr("A question for you");
    }
    return {};
}

QString TrayNotifier::bodyFor(AttentionTracker::Event event, const QString &conversationTitle)
{
    switch (event) {
    case AttentionTracker::Event::WaitingForConfirmation:
        return tr("“%1” wants to run an action that needs your approval.").arg(conversationTitle);
    case AttentionTracker::Event::Finished:
        return tr("“%1” has finished.").arg(conversationTitle);
    case AttentionTracker::Event::Failed:
        return tr("“%1” stopped with an error.").arg(conversationTitle);
    case AttentionTracker::Event::PausingSoon:
        return tr("“%1” is working, but its sandbox will probably be paused within minutes (estimate: the "
                  "idle pause or the 12-hour limit); the agent stops then until you resume it.")
            .arg(conversationTitle);
    case AttentionTracker::Event::Question:
        return tr("“%1” asks you a question and waits for your answer.").arg(conversationTitle);
    }
    return {};
}

void TrayNotifier::onAttention(AttentionTracker::Event event, const QString &id, const QString &title)
{
    if (!m_enabled)
        return;
    const QString head = titleFor(event);
    const QString body = bodyFor(event, title);
    // The preferences may have changed since the last one (read when something happens: rarely).
    m_center->setSettings(NotificationSettings::load());
    m_center->notify(kindOf(event), id, title, head, body);
    Q_EMIT notified(head, body, id);
}

void TrayNotifier::present(const Notification &n)
{
    if (m_bus)
        m_bus->show(n); // a refusal (no notification server) comes back through unavailable()
    else
        showInTray(n);
}

void TrayNotifier::showInTray(const Notification &n)
{
    ++m_trayFallbacks;
    m_lastId = n.conversationId;
    if (!m_tray)
        return;
    const auto icon = n.kind == NotificationKind::Error || n.kind == NotificationKind::PausingSoon
        ? QSystemTrayIcon::Warning
        : QSystemTrayIcon::Information;
    m_tray->showMessage(n.title, n.body, icon, 8000);
}

} // namespace Switchyard
