// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/attention/notificationpolicy.h"

#include <QGroupBox>

class QCheckBox;
class QTimeEdit;

namespace Switchyard {

/// Preferences › Notifications: one switch per kind (an action waits, a question, an error, a
/// finished conversation, a coming sandbox pause) and quiet hours (from, to; local time).
class NotificationSettingsWidget final : public QGroupBox
{
    Q_OBJECT
public:
    explicit NotificationSettingsWidget(QWidget *parent = nullptr);

    void setSettings(const NotificationSettings &settings);
    [[nodiscard]] NotificationSettings settings() const;

private:
    void updateEnabled();

    QCheckBox *m_waiting = nullptr;
    QCheckBox *m_question = nullptr;
    QCheckBox *m_error = nullptr;
    QCheckBox *m_finished = nullptr;
    QCheckBox *m_pausing = nullptr;
    QCheckBox *m_quiet = nullptr;
    QTimeEdit *m_from = nullptr;
    QTimeEdit *m_to = nullptr;
};

} // namespace Switchyard
