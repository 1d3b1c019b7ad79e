// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/shell/attentiontracker.h"

#include <QObject>
#include <QPointer>

class QSystemTrayIcon;
class QMenu;

namespace Switchyard {

/// Desktop notifications through the system tray (when the desktop has one): a conversation waits
/// for confirmation, finished or failed. Clicking the message opens the conversation.
class TrayNotifier final : public QObject
{
    Q_OBJECT
public:
    explicit TrayNotifier(QObject *parent = nullptr);
    ~TrayNotifier() override;

    void setTracker(AttentionTracker *tracker);
    [[nodiscard]] bool isTrayAvailable() const;
    void setEnabled(bool enabled);
    [[nodiscard]] bool isEnabled() const { return m_enabled; }

    /// The translated title and body of a notification (also shown in the status bar).
    [[nodiscard]] static QString titleFor(AttentionTracker::Event event);
    [[nodiscard]] static QString bodyFor(AttentionTracker::Event event, const QString &conversationTitle);

Q_SIGNALS:
    /// Every notification, whether or not a tray shows it.
    void notified(const QString &title, const QString &body, const QString &conversationId);
    /// The user clicked a notification.
    void conversationActivated(const QString &conversationId);
    /// The user clicked the tray icon itself.
    void showWindowRequested();

private:
    void onAttention(AttentionTracker::Event event, const QString &id, const QString &title);

    QPointer<AttentionTracker> m_tracker;
    QSystemTrayIcon *m_tray = nullptr;
    QString m_lastId;
    bool m_enabled = true;
};

} // namespace Switchyard
