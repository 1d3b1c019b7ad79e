// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diff/elidedlabel.h"

#include "ui/safetext.h"

#include <QEvent>
#include <QFontMetrics>

namespace Switchyard {

ElidedLabel::ElidedLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void ElidedLabel::setFullText(const QString &text)
{
    m_fullText = text;
    setToolTip(SafeText::toolTip(text));
    setAccessibleName(text);
    updateElided();
    updateGeometry();
}

QSize ElidedLabel::minimumSizeHint() const
{
    return {0, QLabel::minimumSizeHint().height()};
}

QSize ElidedLabel::sizeHint() const
{
    const QMargins m = contentsMargins();
    return {fontMetrics().horizontalAdvance(m_fullText) + m.left() + m.right() + 2 * margin(),
            QLabel::sizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    updateElided();
}

void ElidedLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateElided();
}

void ElidedLabel::updateElided()
{
    const int room = contentsRect().width() - 2 * margin();
    const QFontMetrics fm = fontMetrics();
    const QString shown =
        fm.horizontalAdvance(m_fullText) <= room ? m_fullText : fm.elidedText(m_fullText, Qt::ElideRight, room);
    if (shown != text())
        QLabel::setText(shown);
}

} // namespace Switchyard
