// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diff/pullrequestbuttons.h"

#include "models/review/pullrequests.h"
#include "models/review/pullrequesttracker.h"
#include "ui/safetext.h"

#include <QDesktopServices>
#include <QHBoxLayout>
#include <QToolButton>

namespace Switchyard {

PullRequestButtons::PullRequestButtons(const QString &buttonName, QWidget *parent)
    : QWidget(parent)
    , m_buttonName(buttonName)
    , m_tracker(new PullRequestTracker(this))
    , m_row(new QHBoxLayout(this))
{
    m_row->setContentsMargins(0, 0, 0, 0);
    m_row->setSpacing(2);
    connect(m_tracker, &PullRequestTracker::linksChanged, this, &PullRequestButtons::update);
}

PullRequestButtons::~PullRequestButtons() = default;

void PullRequestButtons::setStore(StoreReader *store)
{
    m_tracker->setStore(store);
}

void PullRequestButtons::setConversation(const QString &conversationId)
{
    m_tracker->setConversation(conversationId);
}

void PullRequestButtons::update()
{
    qDeleteAll(m_buttons);
    m_buttons.clear();
    const QList<PullRequests::Link> links = m_tracker->links();
    for (qsizetype i = 0; i < links.size() && i < kMaxButtons; ++i) {
        const PullRequests::Link link = links.at(i);
        auto *b = new QToolButton(this);
        b->setObjectName(m_buttonName);
        b->setAutoRaise(true);
        b->setCursor(Qt::PointingHandCursor);
        b->setText(tr("PR #%1 \u2197").arg(link.number));
        b->setToolTip(SafeText::toolTip(tr("Opens %1 in the browser").arg(link.url.toString())));
        b->setAccessibleName(tr("Pull request %1 of %2").arg(link.number).arg(link.repository));
        connect(b, &QToolButton::clicked, this, [link] {
            // Validated again: only an https link to a known forge's pull request leaves the app.
            const auto valid = PullRequests::parse(link.url);
            if (valid && SafeText::isOpenableUrl(valid->url))
                QDesktopServices::openUrl(valid->url);
        });
        m_row->addWidget(b);
        m_buttons.append(b);
    }
}

} // namespace Switchyard
