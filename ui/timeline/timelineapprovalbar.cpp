// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/timelineapprovalbar.h"

#include "ui/safetext.h"

#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QShortcut>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Switchyard {

void TimelineApprovalBar::updateColors()
{
    // An amber panel that stays readable in light and dark palettes. No style sheet: a widget tree
    // under a style sheet keeps its old palette when the application's palette changes.
    QPalette p = QGuiApplication::palette();
    const bool dark = p.color(QPalette::Window).lightness() < 128;
    p.setColor(QPalette::Window, dark ? QColor(0x3d, 0x33, 0x20) : QColor(0xff, 0xf8, 0xe1));
    p.setColor(QPalette::Dark, QColor(0xff, 0xb3, 0x00));
    setPalette(p);
    setAutoFillBackground(true);
}

void TimelineApprovalBar::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if ((event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        && !m_updatingColors) {
        m_updatingColors = true;
        updateColors();
        m_updatingColors = false;
    }
}

TimelineApprovalBar::TimelineApprovalBar(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("timelineApprovalBar"));
    setFrameShape(QFrame::StyledPanel);
    updateColors();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);

    auto *top = new QHBoxLayout;
    m_title = new QLabel(this);
    QFont f = m_title->font();
    f.setBold(true);
    m_title->setFont(f);
    m_risk = new QLabel(this);
    m_risk->setTextFormat(Qt::RichText);
    top->addWidget(m_title);
    top->addWidget(m_risk);
    top->addStretch();
    m_status = new QLabel(this);
    m_status->setTextFormat(Qt::RichText); // our own markup; the server's text in it is escaped
    top->addWidget(m_status);
    layout->addLayout(top);

    m_card = new SafeTextBrowser(this);
    m_card->setOpenLinks(false);
    m_card->setMaximumHeight(96); // the timeline above keeps its rows on a laptop screen
    m_card->setMinimumHeight(60);
    m_card->setAccessibleName(tr("Pending action"));
    m_card->setAccessibleDescription(tr("The full command or edit the agent waits to run, with its security risk"));
    layout->addWidget(m_card);

    auto *bottom = new QHBoxLayout;
    m_reason = new QLineEdit(this);
    m_reason->setPlaceholderText(tr("Reason for rejecting (optional)"));
    m_reason->setClearButtonEnabled(true);
    m_reason->setAccessibleName(tr("Rejection reason"));
    m_reason->setAccessibleDescription(tr("Optional; sent to the agent when you reject the pending action"));
    m_reject = new QPushButton(tr("&Reject"), this);
    m_reject->setToolTip(tr("Reject the pending action with the reason (Ctrl+Shift+Return)"));
    m_reject->setAccessibleName(tr("Reject"));
    m_reject->setAccessibleDescription(m_reject->toolTip());
    m_approve = new QPushButton(tr("&Approve"), this);
    m_approve->setToolTip(tr("Let the agent run the pending action (Ctrl+Return)"));
    m_approve->setAccessibleName(tr("Approve"));
    m_approve->setAccessibleDescription(m_approve->toolTip());
    m_approve->setDefault(true);
    QFont strong = m_approve->font();
    strong.setWeight(QFont::DemiBold);
    m_approve->setFont(strong);
    bottom->addWidget(m_reason, 1);
    bottom->addWidget(m_reject);
    bottom->addWidget(m_approve);
    layout->addLayout(bottom);

    connect(m_approve, &QPushButton::clicked, this, [this] {
        submit(true);
    });
    connect(m_reject, &QPushButton::clicked, this, [this] {
        submit(false);
    });
    connect(m_reason, &QLineEdit::returnPressed, this, [this] {
        submit(false);
    });
    auto *approveKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this);
    approveKey->setContext(Qt::WindowShortcut);
    connect(approveKey, &QShortcut::activated, this, [this] {
        if (isVisible())
            submit(true);
    });
    auto *rejectKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return), this);
    rejectKey->setContext(Qt::WindowShortcut);
    connect(rejectKey, &QShortcut::activated, this, [this] {
        if (isVisible())
            submit(false);
    });
    hide();
}

void TimelineApprovalBar::setPending(const QString &key, const QString &html, const QString &riskText,
                                     const QString &riskColor, int actionCount)
{
    if (key != m_key) {
        m_key = key;
        m_submitted = false;
        m_reason->clear();
        m_status->clear();
    }
    m_title->setText(actionCount > 1 ? tr("The agent waits for your confirmation of %n actions", nullptr, actionCount)
                                     : tr("The agent waits for your confirmation"));
    m_risk->setText(QStringLiteral("<span style=\"background-color:%1; color:#ffffff; font-weight:600;\">&nbsp;%2&nbsp;"
                                   "</span>")
                        .arg(riskColor, riskText.toHtmlEscaped()));
    m_card->setHtml(html);
    m_approve->setEnabled(!m_submitted);
    m_reject->setEnabled(!m_submitted);
    show();
}

void TimelineApprovalBar::clearPending()
{
    m_key.clear();
    m_submitted = false;
    hide();
}

QString TimelineApprovalBar::pendingKey() const
{
    return m_key;
}

void TimelineApprovalBar::submissionFailed(const QString &message)
{
    m_submitted = false;
    m_approve->setEnabled(true);
    m_reject->setEnabled(true);
    m_status->setText(QStringLiteral("<span style=\"color:#c62828;\">%1</span>").arg(message.toHtmlEscaped()));
}

bool TimelineApprovalBar::isSubmitted() const
{
    return m_submitted;
}

QPushButton *TimelineApprovalBar::approveButton() const
{
    return m_approve;
}

QPushButton *TimelineApprovalBar::rejectButton() const
{
    return m_reject;
}

QLineEdit *TimelineApprovalBar::reasonEdit() const
{
    return m_reason;
}

void TimelineApprovalBar::submit(bool approve)
{
    if (m_submitted || m_key.isEmpty())
        return;
    m_submitted = true;
    m_approve->setEnabled(false);
    m_reject->setEnabled(false);
    m_status->setText(approve ? tr("Approving\u2026") : tr("Rejecting\u2026"));
    if (approve)
        Q_EMIT approveClicked();
    else
        Q_EMIT rejectClicked(m_reason->text().trimmed());
}

} // namespace Switchyard
