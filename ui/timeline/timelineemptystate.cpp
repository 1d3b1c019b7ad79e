// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/timelineemptystate.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace Switchyard {

TimelineEmptyState::TimelineEmptyState(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("timelineEmptyState"));
    auto *layout = new QVBoxLayout(this);
    layout->addStretch();
    m_title = new QLabel(this);
    QFont f = m_title->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.2);
    m_title->setFont(f);
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setTextFormat(Qt::PlainText);
    m_text = new QLabel(this);
    m_text->setWordWrap(true);
    m_text->setAlignment(Qt::AlignCenter);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setForegroundRole(QPalette::PlaceholderText);
    m_action = new QPushButton(this);
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    layout->addWidget(m_action, 0, Qt::AlignHCenter);
    layout->addStretch();
    connect(m_action, &QPushButton::clicked, this, [this] {
        if (m_kind == Kind::AllFiltered)
            Q_EMIT showAllRequested();
        else
            Q_EMIT retryRequested();
    });
    hide();
}

void TimelineEmptyState::setKind(Kind kind, const QString &detail)
{
    m_kind = kind;
    switch (kind) {
    case Kind::None:
        hide();
        return;
    case Kind::NoConversation:
        m_title->setText(tr("No conversation selected"));
        m_text->setText(tr("Choose a conversation in the list to read its events, or press Ctrl+J for the next "
                           "one that needs you."));
        m_action->hide();
        break;
    case Kind::NoEvents:
        m_title->setText(tr("No events yet"));
        m_text->setText(tr("Nothing has been recorded in this conversation yet. New events appear here as the "
                           "agent works."));
        m_action->setText(tr("Check again"));
        m_action->show();
        break;
    case Kind::AllFiltered:
        m_title->setText(tr("No event matches the filters"));
        m_text->setText(tr("Every event of this conversation is hidden by the current filters."));
        m_action->setText(tr("Show all events"));
        m_action->show();
        break;
    case Kind::Unreachable:
        m_title->setText(tr("The server cannot be reached"));
        m_text->setText(detail.isEmpty()
                            ? tr("No events of this conversation are cached on this computer yet.")
                            : tr("%1\nNo events of this conversation are cached on this computer yet.").arg(detail));
        m_action->setText(tr("Try again"));
        m_action->show();
        break;
    }
    m_action->setAccessibleName(m_action->text());
    setAccessibleName(m_title->text());
    show();
    raise();
}

QString TimelineEmptyState::title() const
{
    return m_kind == Kind::None ? QString() : m_title->text();
}

} // namespace Switchyard
