// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/welcomepage.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace Switchyard {

namespace {

/// A large button with a line of explanation under it.
QWidget *way(QWidget *parent, QPushButton *button, const QString &explanation)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    button->setMinimumHeight(40);
    button->setMinimumWidth(220);
    layout->addWidget(button);
    auto *text = new QLabel(explanation, box);
    text->setWordWrap(true);
    text->setTextFormat(Qt::PlainText);
    text->setMaximumWidth(260);
    layout->addWidget(text);
    layout->addStretch();
    return box;
}

} // namespace

WelcomePage::WelcomePage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("welcomePage"));
    setAccessibleName(tr("Welcome"));
    auto *outer = new QVBoxLayout(this);
    outer->addStretch(2);
    auto *title = new QLabel(tr("Welcome to Switchyard"), this);
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    title->setFont(big);
    title->setAlignment(Qt::AlignCenter);
    outer->addWidget(title);
    auto *intro = new QLabel(tr("Watch and steer your OpenHands conversations, review their changes, and see "
                                "which sandboxes they share. Choose how to begin:"),
                             this);
    intro->setWordWrap(true);
    intro->setAlignment(Qt::AlignCenter);
    intro->setTextFormat(Qt::PlainText);
    outer->addWidget(intro);
    outer->addSpacing(24);

    m_demo = new QPushButton(tr("Try the demo"), this);
    m_server = new QPushButton(tr("Add a server…"), this);
    m_trajectory = new QPushButton(tr("Open a trajectory…"), this);
    m_demo->setDefault(true);
    auto *ways = new QGridLayout;
    ways->setHorizontalSpacing(32);
    ways->addWidget(way(this, m_demo,
                        tr("A built-in simulator with a few conversations and sandboxes; nothing "
                           "leaves this computer.")),
                    0, 0);
    ways->addWidget(way(this, m_server,
                        tr("Connect to OpenHands Cloud or your own server with its address and "
                           "an API key.")),
                    0, 1);
    ways->addWidget(way(this, m_trajectory,
                        tr("Read a downloaded conversation (a .zip or an agent-server folder) "
                           "offline, without a server.")),
                    0, 2);
    auto *centre = new QHBoxLayout;
    centre->addStretch();
    centre->addLayout(ways);
    centre->addStretch();
    outer->addLayout(centre);
    outer->addStretch(3);

    connect(m_demo, &QPushButton::clicked, this, &WelcomePage::demoRequested);
    connect(m_server, &QPushButton::clicked, this, &WelcomePage::addServerRequested);
    connect(m_trajectory, &QPushButton::clicked, this, &WelcomePage::openTrajectoryRequested);
}

} // namespace Switchyard
