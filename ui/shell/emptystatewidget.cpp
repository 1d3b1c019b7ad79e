// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/emptystatewidget.h"

#include <QLabel>
#include <QVBoxLayout>

namespace Switchyard {

EmptyStateWidget::EmptyStateWidget(const QString &title, const QString &text, QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(title, this))
    , m_text(new QLabel(text, this))
{
    setObjectName(QStringLiteral("emptyState"));
    auto *layout = new QVBoxLayout(this);
    layout->addStretch(1);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setAlignment(Qt::AlignCenter);
    m_text->setAlignment(Qt::AlignCenter);
    m_text->setWordWrap(true);
    m_text->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    layout->addStretch(2);
}

void EmptyStateWidget::setText(const QString &text)
{
    m_text->setText(text);
}

void EmptyStateWidget::setTitle(const QString &title)
{
    m_title->setText(title);
}

} // namespace Switchyard
