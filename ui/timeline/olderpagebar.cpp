// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/olderpagebar.h"

#include "models/commands/synccommands.h"
#include "models/timeline/timelinemodel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace Switchyard {

OlderPageBar::OlderPageBar(TimelineModel *model, QWidget *parent)
    : AmberPanel(QColor(0xff, 0xf3, 0xcd), parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("olderPageBar"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 4, 10, 4);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("olderPageText"));
    m_text->setTextFormat(Qt::PlainText); // the reason is the server's words
    m_text->setWordWrap(true);
    layout->addWidget(m_text, 1);
    m_retry = new QPushButton(tr("Retry"), this);
    m_retry->setObjectName(QStringLiteral("olderPageRetry"));
    m_retry->setToolTip(tr("Ask the server for the older events again"));
    layout->addWidget(m_retry);
    m_retry->setVisible(false); // until there is somewhere to send it (setCommands)
    connect(m_retry, &QPushButton::clicked, this, &OlderPageBar::retry);
    connect(model, &TimelineModel::olderPageErrorChanged, this, &OlderPageBar::showError);
    showError(model->olderPageError());
}

void OlderPageBar::setCommands(SyncCommands *commands)
{
    m_commands = commands;
    m_retry->setVisible(commands != nullptr);
}

void OlderPageBar::setConversation(const QString &conversationId)
{
    m_conversationId = conversationId;
    showError(m_model ? m_model->olderPageError() : QString());
}

void OlderPageBar::showError(const QString &error)
{
    if (!error.isEmpty()) {
        QString reason = error.trimmed();
        while (reason.endsWith(QLatin1Char('.')))
            reason.chop(1);
        m_text->setText(tr("Could not load older events: %1.").arg(reason));
        m_text->setAccessibleName(m_text->text());
    }
    setVisible(!error.isEmpty());
}

void OlderPageBar::retry()
{
    if (m_commands && !m_conversationId.isEmpty())
        m_commands->loadOlderEvents(m_conversationId);
}

} // namespace Switchyard
