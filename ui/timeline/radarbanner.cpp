// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/radarbanner.h"

#include "models/radar/conflictradarmodel.h"
#include "ui/safetext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace Switchyard {

namespace {
constexpr int kMaxRows = 3;
} // namespace

RadarBanner::RadarBanner(QWidget *parent)
    : AmberPanel(QColor(0xff, 0xe8, 0xd6), parent)
{
    setObjectName(QStringLiteral("radarBanner"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    auto *icon = new QLabel(this);
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this).pixmap(size, size));
    layout->addWidget(icon, 0, Qt::AlignTop);
    m_rows = new QVBoxLayout;
    m_rows->setContentsMargins(0, 0, 0, 0);
    m_rows->setSpacing(2);
    layout->addLayout(m_rows, 1);
    setAccessibleName(tr("Conflicts with other conversations in this sandbox"));
    hide();
}

void RadarBanner::setRadar(ConflictRadarModel *radar)
{
    if (m_radar)
        disconnect(m_radar, nullptr, this, nullptr);
    m_radar = radar;
    if (m_radar)
        connect(m_radar, &ConflictRadarModel::changed, this, &RadarBanner::refresh);
    refresh();
}

void RadarBanner::setConversation(const QString &conversationId)
{
    m_conversationId = conversationId;
    refresh();
}

void RadarBanner::setShowTouches(bool show)
{
    m_showTouches = show;
    refresh();
}

QList<QString> RadarBanner::lines() const
{
    return m_lines;
}

void RadarBanner::refresh()
{
    const QList<RadarConflict> conflicts =
        m_radar && !m_conversationId.isEmpty() ? m_radar->conflictsOf(m_conversationId) : QList<RadarConflict>{};
    QList<QString> lines;
    for (const RadarConflict &c : conflicts)
        lines.append(m_radar->conflictText(c, m_conversationId));
    QString touches;
    if (conflicts.isEmpty() && m_showTouches && m_radar && !m_conversationId.isEmpty())
        touches = m_radar->touchesText(m_conversationId);
    if (!touches.isEmpty())
        lines.append(touches);
    if (lines == m_lines && isHidden() == lines.isEmpty())
        return;
    m_lines = lines;
    qDeleteAll(m_rowWidgets);
    m_rowWidgets.clear();
    for (qsizetype i = 0; i < conflicts.size() && i < kMaxRows; ++i) {
        const RadarConflict &c = conflicts.at(i);
        auto *row = new QWidget(this);
        auto *h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        auto *text = new QLabel(lines.at(i), row);
        text->setObjectName(QStringLiteral("radarBannerText"));
        text->setTextFormat(Qt::PlainText); // titles and paths come from the server
        text->setWordWrap(true);
        text->setToolTip(SafeText::toolTip(c.files.join(QLatin1Char('\n'))));
        h->addWidget(text, 1);
        const QString other = c.other(m_conversationId);
        auto *open = new QPushButton(tr("Open the other conversation"), row);
        open->setObjectName(QStringLiteral("radarBannerOpen"));
        open->setToolTip(SafeText::toolTip(tr("Open \u201c%1\u201d").arg(m_radar->titleOf(other))));
        connect(open, &QPushButton::clicked, this, [this, other] {
            Q_EMIT openConversationRequested(other);
        });
        h->addWidget(open, 0, Qt::AlignVCenter);
        m_rows->addWidget(row);
        m_rowWidgets.append(row);
    }
    if (!touches.isEmpty()) {
        auto *text = new QLabel(touches, this);
        text->setObjectName(QStringLiteral("radarBannerTouches"));
        text->setTextFormat(Qt::PlainText);
        text->setWordWrap(true);
        m_rows->addWidget(text);
        m_rowWidgets.append(text);
    }
    if (conflicts.size() > kMaxRows) {
        auto *more = new QLabel(
            tr("… and %n more conversation(s) in this sandbox", nullptr, int(conflicts.size() - kMaxRows)), this);
        m_rows->addWidget(more);
        m_rowWidgets.append(more);
    }
    setVisible(!lines.isEmpty());
}

} // namespace Switchyard
