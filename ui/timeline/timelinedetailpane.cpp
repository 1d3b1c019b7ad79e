// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/timelinedetailpane.h"

#include "models/timeline/timelinemodel.h"
#include "ui/timeline/eventcard.h"

#include <QEvent>
#include <QScrollBar>
#include <QUrlQuery>

namespace Switchyard {

TimelineDetailPane::TimelineDetailPane(QWidget *parent)
    : SafeTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setPlaceholderText(tr("Select an event to see its details."));
    setAccessibleName(tr("Event details"));
    connect(this, &QTextBrowser::anchorClicked, this, &TimelineDetailPane::onAnchor);
}

TimelineDetailPane::~TimelineDetailPane() = default;

void TimelineDetailPane::setTimelineModel(TimelineModel *model)
{
    m_model = model;
    clearEntry();
}

void TimelineDetailPane::clearEntry()
{
    m_row = -1;
    m_seq = -1;
    clear();
}

void TimelineDetailPane::showRow(int sourceRow)
{
    if (!m_model || sourceRow < 0 || sourceRow >= m_model->rowCount()) {
        clearEntry();
        return;
    }
    m_row = sourceRow;
    const qint64 seq = m_model->seqAt(sourceRow);
    const bool sameEvent = seq == m_seq;
    if (!sameEvent) {
        m_expandOutput = false;
        m_expandThinking = false;
        m_seq = seq;
    }
    const int scroll = verticalScrollBar()->value();
    render();
    if (sameEvent)
        verticalScrollBar()->setValue(scroll);
}

void TimelineDetailPane::render()
{
    const auto event = m_model->eventAt(m_row);
    if (!event) {
        setPlainText(tr("This event is not available in the local cache."));
        return;
    }
    EventCard::Options options;
    options.expandOutput = m_expandOutput;
    options.expandThinking = m_expandThinking;
    options.mergedCount = m_model->mergedCountAt(m_row);
    if (options.mergedCount > 1)
        options.mergedText = m_model->mergedText(m_row);
    options.verdict = m_model->securityVerdictFor(event->id);
    EventCard::Images images;
    const QString html = EventCard::html(*event, m_model->pairedEventAt(m_row), options, &images);
    setHtml(html);
    for (const auto &[url, image] : images)
        document()->addResource(QTextDocument::ImageResource, url, image);
    if (!images.isEmpty())
        document()->markContentsDirty(0, document()->characterCount());
}

void TimelineDetailPane::refresh()
{
    // Rows move when older pages load: the entry is known by its seq.
    if (m_model && m_seq >= 0)
        showRow(m_model->rowForSeq(m_seq));
}

void TimelineDetailPane::changeEvent(QEvent *event)
{
    SafeTextBrowser::changeEvent(event);
    if ((event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange) && m_seq >= 0)
        refresh();
}

void TimelineDetailPane::onAnchor(const QUrl &url)
{
    if (url.scheme() != QLatin1String("switchyard"))
        return;
    const QString target = url.path();
    if (target == QLatin1String(EventCard::kLinkExpandOutput)) {
        m_expandOutput = true;
        refresh();
    } else if (target == QLatin1String(EventCard::kLinkExpandThinking)) {
        m_expandThinking = true;
        refresh();
    } else if (target == QLatin1String(EventCard::kLinkFileDiff)) {
        const QString path = QUrlQuery(url).queryItemValue(QStringLiteral("path"), QUrl::FullyDecoded);
        if (!path.isEmpty())
            Q_EMIT fileDiffRequested(path);
    }
}

} // namespace Switchyard
