// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace Switchyard {

namespace {

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x26, 0x29, 0x2e);
    const QColor base(0x1b, 0x1d, 0x21);
    const QColor text(0xe6, 0xe8, 0xeb);
    const QColor disabled(0x7d, 0x83, 0x8c);
    const QColor highlight(0x2f, 0x6f, 0xde);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Light, window.lighter(140));
    p.setColor(QPalette::Midlight, window.lighter(120));
    p.setColor(QPalette::Mid, window.darker(120));
    p.setColor(QPalette::Dark, window.darker(150));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xa6, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb0, 0x8c, 0xff));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

} // namespace

QString themeSettingsKey()
{
    return QStringLiteral("ui/theme");
}

bool applyTheme(const QString &name)
{
    auto *app = qobject_cast<QApplication *>(QCoreApplication::instance());
    if (!app)
        return false;
    if (name.isEmpty() || name == QLatin1String("system")) {
        QApplication::setPalette(QPalette());
        return true;
    }
    if (name != QLatin1String("dark") && name != QLatin1String("light"))
        return false;
    if (QStyle *fusion = QStyleFactory::create(QStringLiteral("Fusion")))
        QApplication::setStyle(fusion);
    QApplication::setPalette(name == QLatin1String("dark") ? darkPalette() : QApplication::style()->standardPalette());
    return true;
}

} // namespace Switchyard
