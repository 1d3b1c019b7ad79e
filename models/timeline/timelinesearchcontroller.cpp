// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/timeline/timelinesearchcontroller.h"

#include "models/timeline/timelinefilterproxy.h"
#include "models/timeline/timelinemodel.h"
#include "models/timeline/timelinesource.h"

#include <QTimer>

#include <algorithm>
#include <climits>

namespace Switchyard {

TimelineSearchController::TimelineSearchController(TimelineModel *model, TimelineFilterProxy *proxy, QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_proxy(proxy)
    , m_countTimer(new QTimer(this))
{
    m_countTimer->setSingleShot(true);
    m_countTimer->setInterval(kCountDelayMs);
    connect(m_countTimer, &QTimer::timeout, this, &TimelineSearchController::countNow);
}

TimelineSearchController::~TimelineSearchController() = default;

void TimelineSearchController::setSource(TimelineSource *source)
{
    if (m_source)
        disconnect(m_source, nullptr, this, nullptr);
    m_source = source;
    m_searchRequest = 0;
    m_countRequest = 0;
    if (source) {
        connect(source, &TimelineSource::textFound, this, &TimelineSearchController::onTextFound);
        connect(source, &TimelineSource::textCounted, this, &TimelineSearchController::onTextCounted);
    }
}

void TimelineSearchController::setText(const QString &needle)
{
    m_text = needle;
    m_countTimer->start();
}

QString TimelineSearchController::text() const
{
    return m_text;
}

void TimelineSearchController::find(bool forward, int currentSourceRow)
{
    if (m_text.isEmpty() || !m_source)
        return;
    qint64 from = forward ? -1 : m_source->eventCount();
    if (currentSourceRow >= 0) {
        // From the current card: a merged row covers several events, an action card its result too.
        from = m_model->seqAt(currentSourceRow);
        if (forward)
            from += m_model->mergedCountAt(currentSourceRow) - 1;
    }
    m_forward = forward;
    m_originRow = currentSourceRow;
    m_firstSeq = -2;
    m_needle = m_text;
    m_searchRequest = ++m_requestCounter;
    setStatus(tr("Searching\u2026"));
    m_source->findText(m_searchRequest, m_needle, from, forward);
}

int TimelineSearchController::visibleRowFor(qint64 seq) const
{
    const int row = m_model->rowForSeq(seq);
    if (row < 0)
        return -1;
    if (m_proxy->acceptsIgnoringCollapse(row))
        return row;
    if (const int action = m_model->pairedRow(row); action >= 0
        && m_model->pairStateAt(row) == TimelineModel::PairState::Result && m_proxy->acceptsIgnoringCollapse(action))
        return action; // a result is shown in its action's card
    return -1;
}

void TimelineSearchController::onTextFound(quint64 requestId, qint64 seq)
{
    if (requestId != m_searchRequest || !m_source)
        return;
    m_searchRequest = 0;
    if (seq < 0) {
        setStatus(tr("No match"));
        return;
    }
    const bool roundDone = seq == m_firstSeq;
    if (m_firstSeq == -2)
        m_firstSeq = seq;
    // Load the older rows down to the match (the views keep their place).
    if (seq < m_model->firstLoadedSeq()) {
        m_loadingOlder = true;
        m_model->fetchTo(seq);
        m_loadingOlder = false;
    }
    const int target = visibleRowFor(seq);
    if (roundDone) {
        // Every match was looked at: only the card we started from (or a hidden one) matches.
        setStatus(target >= 0 && target == m_originRow ? tr("Only this match") : tr("No match"));
        return;
    }
    if (target < 0 || target == m_originRow) {
        // Hidden by the filters, or part of the card we are on: look further.
        m_searchRequest = ++m_requestCounter;
        m_source->findText(m_searchRequest, m_needle, seq, m_forward);
        return;
    }
    Q_EMIT matchFound(target);
    countNow();
}

void TimelineSearchController::onTextCounted(quint64 requestId, qint64 count)
{
    if (requestId != m_countRequest || m_searchRequest != 0)
        return;
    m_countRequest = 0;
    setStatus(count <= 0 ? tr("No match") : tr("%n matching event(s)", nullptr, int(std::min<qint64>(count, INT_MAX))));
}

bool TimelineSearchController::isSearching() const
{
    return m_searchRequest != 0;
}

bool TimelineSearchController::isLoadingOlder() const
{
    return m_loadingOlder;
}

void TimelineSearchController::countNow()
{
    m_countTimer->stop();
    if (m_text.isEmpty() || !m_source) {
        setStatus({});
        return;
    }
    // Counted over the whole log (loaded or not) off the GUI thread for a store.
    m_countRequest = ++m_requestCounter;
    m_source->countText(m_countRequest, m_text);
}

void TimelineSearchController::countLater()
{
    if (!m_text.isEmpty())
        m_countTimer->start();
}

QString TimelineSearchController::statusText() const
{
    return m_status;
}

void TimelineSearchController::setStatus(const QString &text)
{
    if (m_status == text)
        return;
    m_status = text;
    Q_EMIT statusChanged(text);
}

} // namespace Switchyard
