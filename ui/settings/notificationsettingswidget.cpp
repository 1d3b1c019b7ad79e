// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/settings/notificationsettingswidget.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTimeEdit>
#include <QVBoxLayout>

namespace Switchyard {

namespace {
QCheckBox *box(const QString &text, const QString &name, QWidget *parent)
{
    auto *b = new QCheckBox(text, parent);
    b->setObjectName(name);
    return b;
}
} // namespace

NotificationSettingsWidget::NotificationSettingsWidget(QWidget *parent)
    : QGroupBox(tr("Desktop notifications"), parent)
    , m_waiting(box(tr("An action waits for my &approval"), QStringLiteral("notifyWaiting"), this))
    , m_question(box(tr("The agent asks me a &question"), QStringLiteral("notifyQuestion"), this))
    , m_error(box(tr("A conversation stops with an &error"), QStringLiteral("notifyError"), this))
    , m_finished(box(tr("A conversation &finishes"), QStringLiteral("notifyFinished"), this))
    , m_pausing(box(tr("A sandbox will be &paused soon"), QStringLiteral("notifyPausing"), this))
    , m_quiet(box(tr("&Quiet hours from"), QStringLiteral("quietHours"), this))
    , m_from(new QTimeEdit(this))
    , m_to(new QTimeEdit(this))
{
    setObjectName(QStringLiteral("notificationSettings"));
    m_from->setObjectName(QStringLiteral("quietFrom"));
    m_to->setObjectName(QStringLiteral("quietTo"));
    m_from->setDisplayFormat(QStringLiteral("HH:mm"));
    m_to->setDisplayFormat(QStringLiteral("HH:mm"));
    m_from->setAccessibleName(tr("Quiet hours start"));
    m_to->setAccessibleName(tr("Quiet hours end"));
    m_waiting->setToolTip(tr("With Approve and Reject on the notification when the action's risk is low or medium"));
    auto *quiet = new QHBoxLayout;
    quiet->addWidget(m_quiet);
    quiet->addWidget(m_from);
    auto *to = new QLabel(tr("to"), this);
    to->setBuddy(m_to);
    quiet->addWidget(to);
    quiet->addWidget(m_to);
    quiet->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    for (QCheckBox *b : {m_waiting, m_question, m_error, m_finished, m_pausing})
        layout->addWidget(b);
    layout->addLayout(quiet);
    auto *note = new QLabel(tr("During quiet hours nothing pops up; the status bar and the list still show "
                               "what needs you."),
                            this);
    note->setWordWrap(true);
    layout->addWidget(note);
    connect(m_quiet, &QCheckBox::toggled, this, &NotificationSettingsWidget::updateEnabled);
    setSettings(NotificationSettings{});
}

void NotificationSettingsWidget::setSettings(const NotificationSettings &s)
{
    m_waiting->setChecked(s.waiting);
    m_question->setChecked(s.question);
    m_error->setChecked(s.error);
    m_finished->setChecked(s.finished);
    m_pausing->setChecked(s.pausingSoon);
    m_quiet->setChecked(s.quietHours);
    m_from->setTime(s.quietFrom);
    m_to->setTime(s.quietTo);
    updateEnabled();
}

NotificationSettings NotificationSettingsWidget::settings() const
{
    NotificationSettings s;
    s.waiting = m_waiting->isChecked();
    s.question = m_question->isChecked();
    s.error = m_error->isChecked();
    s.finished = m_finished->isChecked();
    s.pausingSoon = m_pausing->isChecked();
    s.quietHours = m_quiet->isChecked();
    s.quietFrom = m_from->time();
    s.quietTo = m_to->time();
    return s;
}

void NotificationSettingsWidget::updateEnabled()
{
    m_from->setEnabled(m_quiet->isChecked());
    m_to->setEnabled(m_quiet->isChecked());
}

} // namespace Switchyard
