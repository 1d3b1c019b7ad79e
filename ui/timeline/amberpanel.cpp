// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/amberpanel.h"

#include <QEvent>
#include <QGuiApplication>

namespace Switchyard {

AmberPanel::AmberPanel(const QColor &lightWindow, QWidget *parent)
    : QFrame(parent)
    , m_lightWindow(lightWindow)
{
    setFrameShape(QFrame::StyledPanel);
    updateColors();
}

void AmberPanel::updateColors()
{
    QPalette p = QGuiApplication::palette();
    const bool dark = p.color(QPalette::Window).lightness() < 128;
    p.setColor(QPalette::Window, dark ? QColor(0x3d, 0x33, 0x20) : m_lightWindow);
    p.setColor(QPalette::Dark, QColor(0xff, 0xb3, 0x00));
    setPalette(p);
    setAutoFillBackground(true);
}

void AmberPanel::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if ((event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        && !m_updatingColors) {
        m_updatingColors = true;
        updateColors();
        m_updatingColors = false;
    }
}

} // namespace Switchyard
