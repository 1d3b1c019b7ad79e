// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trajectory/replaybar.h"

#include "models/trajectory/replaycontroller.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QStyle>
#include <QToolButton>

namespace Switchyard {

ReplayBar::ReplayBar(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    m_play = new QToolButton(this);
    m_play->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Space));
    m_play->setAccessibleName(tr("Play or pause the replay"));
    m_step = new QToolButton(this);
    m_step->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    m_step->setToolTip(tr("Next event (Ctrl+Right)"));
    m_step->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Right));
    m_step->setAccessibleName(tr("Show the next event"));
    m_speed = new QComboBox(this);
    m_speed->setAccessibleName(tr("Replay speed"));
    for (double s : {1.0, 10.0, 100.0, 1000.0})
        m_speed->addItem(tr("%1×").arg(s), s);
    m_speed->setCurrentIndex(1);
    m_position = new QSlider(Qt::Horizontal, this);
    m_position->setEnabled(false);
    m_position->setAccessibleName(tr("Replay position"));
    m_label = new QLabel(this);
    layout->addWidget(new QLabel(tr("Replay:"), this));
    layout->addWidget(m_play);
    layout->addWidget(m_step);
    layout->addWidget(m_speed);
    layout->addWidget(m_position, 1);
    layout->addWidget(m_label);

    connect(m_play, &QToolButton::clicked, this, [this] {
        if (!m_controller)
            return;
        if (m_controller->isPlaying())
            m_controller->pause();
        else
            m_controller->play();
    });
    connect(m_step, &QToolButton::clicked, this, [this] {
        if (m_controller)
            m_controller->step();
    });
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this] {
        if (m_controller)
            m_controller->setSpeed(m_speed->currentData().toDouble());
    });
    updateState();
}

ReplayBar::~ReplayBar() = default;

void ReplayBar::setController(ReplayController *controller)
{
    m_controller = controller;
    if (controller) {
        controller->setSpeed(m_speed->currentData().toDouble());
        connect(controller, &ReplayController::positionChanged, this, &ReplayBar::updateState);
        connect(controller, &ReplayController::playingChanged, this, &ReplayBar::updateState);
    }
    updateState();
}

void ReplayBar::updateState()
{
    const bool playing = m_controller && m_controller->isPlaying();
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setToolTip(playing ? tr("Pause (Ctrl+Space)") : tr("Play (Ctrl+Space)"));
    const qint64 pos = m_controller ? m_controller->position() : 0;
    const qint64 count = m_controller ? m_controller->count() : 0;
    m_position->setRange(0, int(count));
    m_position->setValue(int(pos));
    m_label->setText(tr("%1 / %2").arg(pos).arg(count));
    m_play->setEnabled(m_controller && pos < count);
    m_step->setEnabled(m_controller && pos < count);
}

} // namespace Switchyard
