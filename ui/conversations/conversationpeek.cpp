// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/conversations/conversationpeek.h"

#include "models/attention/notificationpolicy.h"
#include "models/conversations/conversationlistmodel.h"
#include "models/domain/eventsummary.h"
#include "models/domain/statusnames.h"
#include "models/read/storereader.h"

#include <QAbstractItemView>
#include <QDateTime>
#include <QEvent>
#include <QFrame>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QScreen>
#include <QVBoxLayout>

#include <algorithm>

namespace Switchyard {

namespace {
using M = ConversationListModel;
constexpr int kWidth = 420;

QLabel *plainLabel(QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setTextFormat(Qt::PlainText); // the server's and the agent's text: never rich text
    l->setWordWrap(true);
    return l;
}
} // namespace

ConversationPeek::ConversationPeek(QAbstractItemView *view)
    : QObject(view)
    , m_view(view)
{
    view->installEventFilter(this);
    view->viewport()->installEventFilter(this);
}

ConversationPeek::~ConversationPeek()
{
    delete m_popup;
}

void ConversationPeek::setStore(StoreReader *store)
{
    m_store = store;
    hide();
}

void ConversationPeek::build()
{
    if (m_popup)
        return;
    // A tool-tip window: never takes the focus from the list or the open conversation.
    m_popup = new QFrame(nullptr, Qt::ToolTip | Qt::FramelessWindowHint);
    m_popup->setObjectName(QStringLiteral("conversationPeek"));
    m_popup->setFrameShape(QFrame::StyledPanel);
    m_popup->setAttribute(Qt::WA_ShowWithoutActivating);
    m_popup->setFixedWidth(kWidth);
    m_popup->setAccessibleName(tr("Peek"));
    auto *layout = new QVBoxLayout(m_popup);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->setSpacing(4);
    m_title = plainLabel(m_popup);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_status = plainLabel(m_popup);
    m_pending = plainLabel(m_popup);
    m_events = plainLabel(m_popup);
    layout->addWidget(m_title);
    layout->addWidget(m_status);
    layout->addWidget(m_pending);
    layout->addWidget(m_events);
}

QString ConversationPeek::eventsText(const QString &id) const
{
    const qint64 count = m_store->eventCount(id);
    if (count <= 0)
        return tr("No events cached yet.");
    // Look a little further back than shown: the noise (state updates, tokens) is left out.
    const qint64 from = std::max<qint64>(0, count - kEvents * 4);
    const QList<EventSummary> tail = m_store->eventSummaries(id, from, count - from);
    QStringList lines;
    const QLocale locale;
    for (auto it = tail.crbegin(); it != tail.crend() && lines.size() < kEvents; ++it) {
        if (it->has(EventSummary::Noise) || it->summary.isEmpty())
            continue;
        const QString when = it->timeMs > 0
            ? locale.toString(QDateTime::fromMSecsSinceEpoch(it->timeMs).toLocalTime().time(), QLocale::ShortFormat)
            : QString();
        lines.prepend(when.isEmpty() ? it->summary : QStringLiteral("%1  %2").arg(when, it->summary));
    }
    return lines.isEmpty() ? tr("No events to show.") : lines.join(QLatin1Char('\n'));
}

void ConversationPeek::showFor(const QModelIndex &index)
{
    if (!m_store || !index.isValid() || index.data(M::IsStartTaskRole).toBool()) {
        hide();
        return;
    }
    const QString id = index.data(M::IdRole).toString();
    const ConversationRecord *r = m_store->findConversation(id);
    if (!r) {
        hide();
        return;
    }
    build();
    m_id = id;
    m_title->setText(index.data(Qt::DisplayRole).toString());
    m_status->setText(index.data(Qt::ToolTipRole).toString());
    const std::optional<PendingActions> p =
        r->displayExecution == ExecutionStatus::WaitingForConfirmation ? pendingAction(*m_store, id) : std::nullopt;
    m_pending->setVisible(p.has_value());
    if (p)
        m_pending->setText(tr("Waiting for your approval: %1 (risk: %2)")
                               .arg(p->summary.isEmpty() ? tr("an action") : p->summary,
                                    p->risk.isKnown() ? securityRiskName(p->risk) : tr("not rated")));
    m_events->setText(eventsText(id));
    m_popup->adjustSize();
    const QRect row = m_view->visualRect(index);
    QPoint at = m_view->viewport()->mapToGlobal(QPoint(row.left() + 24, row.bottom() + 2));
    if (const QScreen *screen = m_view->screen()) {
        const QRect avail = screen->availableGeometry();
        if (at.y() + m_popup->height() > avail.bottom())
            at.setY(m_view->viewport()->mapToGlobal(row.topLeft()).y() - m_popup->height() - 2);
        at.setX(std::clamp(at.x(), avail.left(), std::max(avail.left(), avail.right() - m_popup->width())));
    }
    m_popup->move(at);
    m_popup->show();
}

void ConversationPeek::hide()
{
    m_id.clear();
    if (m_popup)
        m_popup->hide();
}

bool ConversationPeek::isShown() const
{
    return m_popup && m_popup->isVisible();
}

QString ConversationPeek::text() const
{
    if (!isShown())
        return {};
    QStringList parts{m_title->text(), m_status->text()};
    if (m_pending->isVisible())
        parts << m_pending->text();
    parts << m_events->text();
    return parts.join(QLatin1Char('\n'));
}

bool ConversationPeek::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::ToolTip:
        if (watched == m_view->viewport()) {
            const QModelIndex index = m_view->indexAt(static_cast<QHelpEvent *>(event)->pos());
            if (index.isValid() && index.data(M::IdRole).toString() != m_id)
                showFor(index);
            else if (!index.isValid())
                hide();
            return index.isValid(); // the peek replaces the row's tooltip
        }
        break;
    case QEvent::KeyPress:
        if (watched == m_view) {
            const auto *key = static_cast<QKeyEvent *>(event);
            if (key->key() == Qt::Key_Space && key->modifiers() == Qt::NoModifier) {
                const QModelIndex current = m_view->currentIndex();
                if (isShown() && current.data(M::IdRole).toString() == m_id)
                    hide();
                else
                    showFor(current);
                return true;
            }
            if (key->key() == Qt::Key_Escape && isShown()) {
                hide();
                return true;
            }
            hide(); // moving on: the peek was of another row
        }
        break;
    case QEvent::Leave:
    case QEvent::FocusOut:
    case QEvent::Hide:
    case QEvent::Wheel:
    case QEvent::MouseButtonPress:
        hide();
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace Switchyard
