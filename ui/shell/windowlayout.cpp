// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/windowlayout.h"

#include "ui/pages/conversationpage.h"
#include "ui/shell/shellactions.h"

#include <QAction>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>

namespace Switchyard::WindowLayout {

QString group()
{
    return QStringLiteral("MainWindow");
}

void save(const QMainWindow &window, const ConversationPage &page, const ShellActions &actions)
{
    QSettings settings;
    settings.beginGroup(group());
    settings.setValue(QStringLiteral("geometry"), window.saveGeometry());
    settings.setValue(QStringLiteral("state"), window.saveState());
    page.saveLayout(settings);
    settings.setValue(QStringLiteral("notifications"), actions.notifications->isChecked());
}

void restore(QMainWindow &window, ConversationPage &page, const ShellActions &actions)
{
    QSettings settings;
    settings.beginGroup(group());
    window.restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray());
    window.restoreState(settings.value(QStringLiteral("state")).toByteArray());
    page.restoreLayout(settings);
    actions.notifications->setChecked(settings.value(QStringLiteral("notifications"), true).toBool());
}

QSize fittedSize(const QSize &wanted, const QRect &available)
{
    if (!available.isValid())
        return wanted;
    // Room for the frame and title bar, which are not known before the window is shown.
    const QSize room = (available.size() - QSize(16, 48)).expandedTo(QSize(640, 480));
    return wanted.boundedTo(room).boundedTo(available.size());
}

void fitToScreen(QMainWindow &window)
{
    const QScreen *s = window.screen();
    if (!s)
        return;
    const QRect available = s->availableGeometry();
    const QSize size = fittedSize(window.size(), available);
    if (size == window.size())
        return;
    window.resize(size);
    // Keep the window on its screen (centred when it had to shrink).
    window.move(available.center() - QPoint(size.width() / 2, (size.height() + 32) / 2));
}

} // namespace Switchyard::WindowLayout
