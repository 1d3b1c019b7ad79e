// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QSlider;
class QToolButton;

namespace Switchyard {

class ReplayController;

/// Play / pause / step and a speed choice for stepping through an offline trajectory.
class ReplayBar final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReplayBar)
public:
    explicit ReplayBar(QWidget *parent = nullptr);
    ~ReplayBar() override;

    void setController(ReplayController *controller);

private:
    void updateState();

    ReplayController *m_controller = nullptr;
    QToolButton *m_play = nullptr;
    QToolButton *m_step = nullptr;
    QComboBox *m_speed = nullptr;
    QSlider *m_position = nullptr;
    QLabel *m_label = nullptr;
};

} // namespace Switchyard
