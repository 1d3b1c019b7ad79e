// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QPushButton;

namespace Switchyard {

/// The first-run page, shown while no server is connected: what Switchyard is and three ways in —
/// try the built-in demo, add a server, open a downloaded trajectory.
class WelcomePage : public QWidget
{
    Q_OBJECT
public:
    explicit WelcomePage(QWidget *parent = nullptr);

    [[nodiscard]] QPushButton *demoButton() const { return m_demo; }
    [[nodiscard]] QPushButton *serverButton() const { return m_server; }
    [[nodiscard]] QPushButton *trajectoryButton() const { return m_trajectory; }

Q_SIGNALS:
    void demoRequested();
    void addServerRequested();
    void openTrajectoryRequested();

private:
    QPushButton *m_demo = nullptr;
    QPushButton *m_server = nullptr;
    QPushButton *m_trajectory = nullptr;
};

} // namespace Switchyard
