// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/traynotifier.h"

#include "ui/logging.h"

#include <QApplication>
#include <QIcon>
#include <QSystemTrayIcon>

namespace Switchyard {

TrayNotifier::TrayNotifier(QObject *parent)
    : QObject(parent)
{
    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        m_tray = new QSystemTrayIcon(QIcon(QStringLiteral(":/icons/switchyard.svg")), this);
        m_tray->setToolTip(tr("Switchyard"));
        connect(m_tray, &QSystemTrayIcon::messageClicked, this, [this] {
            if (!m_lastId.isEmpty())
                Q_EMIT conversationActivated(m_lastId);
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
    m_lastId = id;
    if (m_tray) {
        const auto icon = event == AttentionTracker::Event::Failed || event == AttentionTracker::Event::PausingSoon
            ? QSystemTrayIcon::Warning
            : QSystemTrayIcon::Information;
        m_tray->showMessage(head, body, icon, 8000);
    }
    Q_EMIT notified(head, body, id);
}

} // namespace Switchyard
