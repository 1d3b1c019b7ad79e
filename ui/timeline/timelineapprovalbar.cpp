// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/timelineapprovalbar.h"

#include "ui/safetext.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QShortcut>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace Switchyard {

QHBoxLayout *TimelineApprovalBar::buildRow()
{
    auto *row = new QHBoxLayout;
    row->setSpacing(6);
    m_title = new QLabel(this);
    QFont f = m_title->font();
    f.setBold(true);
    m_title->setFont(f);
    m_title->setTextFormat(Qt::PlainText);
    m_risk = new QLabel(this);
    m_risk->setTextFormat(Qt::RichText); // our own markup; the risk word in it is escaped
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("approvalVerdict"));
    m_verdict->setTextFormat(Qt::PlainText); // the analyzer's name and policy: the server's text
    m_verdict->setAccessibleName(tr("Security analysis"));
    m_verdict->hide();
    m_summary = new QLabel(this);
    m_summary->setTextFormat(Qt::PlainText); // the agent's command: untrusted
    m_summary->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_summary->setMinimumWidth(60);
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(m_summary->font().pointSizeF());
    m_summary->setFont(mono);
    m_summary->setAccessibleName(tr("Pending action"));
    m_status = new QLabel(this);
    m_status->setTextFormat(Qt::RichText); // our own markup; the server's text in it is escaped
    m_details = new QToolButton(this);
    m_details->setText(tr("Details"));
    m_details->setCheckable(true);
    m_details->setToolTip(tr("Show the whole pending action (command or edit) with its security analysis"));
    m_details->setAccessibleDescription(m_details->toolTip());
    row->addWidget(m_title);
    row->addWidget(m_risk);
    row->addWidget(m_verdict);
    row->addWidget(m_summary, 1);
    row->addWidget(m_status);
    row->addWidget(m_details);

    m_reason = new QLineEdit(this);
    m_reason->setPlaceholderText(tr("Reason for rejecting (optional)"));
    m_reason->setClearButtonEnabled(true);
    m_reason->setAccessibleName(tr("Rejection reason"));
    m_reason->setAccessibleDescription(tr("Optional; sent to the agent when you reject the pending action"));
    m_reason->setFixedWidth(QFontMetrics(m_reason->font()).horizontalAdvance(m_reason->placeholderText()) + 32);
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
    row->addWidget(m_reason);
    row->addWidget(m_reject);
    row->addWidget(m_approve);
    return row;
}

void TimelineApprovalBar::buildCard()
{
    m_card = new SafeTextBrowser(this);
    m_card->setOpenLinks(false);
    m_card->setMaximumHeight(160);
    m_card->setMinimumHeight(60);
    m_card->setAccessibleName(tr("Pending action in full"));
    m_card->setAccessibleDescription(tr("The full command or edit the agent waits to run, with its security risk"));
    m_card->hide();
}

void TimelineApprovalBar::connectButtons()
{
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
}

TimelineApprovalBar::TimelineApprovalBar(QWidget *parent)
    : AmberPanel(QColor(0xff, 0xf8, 0xe1), parent)
{
    setObjectName(QStringLiteral("timelineApprovalBar"));
    // One slim row (issue 21: the timeline above keeps its rows on a laptop screen): what waits,
    // its risk, the pending command in one line, the reason and the two buttons. The full card
    // (the whole command or edit) opens below on "Details", by itself when one line cannot show
    // the action (several actions, a command of several lines).
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 3, 8, 3);
    layout->setSpacing(3);

    // The conflict radar's warning (issue 32), above the buttons: approving would overwrite what
    // another conversation of the sandbox wrote.
    m_conflict = new QLabel(this);
    m_conflict->setObjectName(QStringLiteral("approvalConflict"));
    m_conflict->setTextFormat(Qt::PlainText); // file names and titles: the server's text
    m_conflict->setWordWrap(true);
    m_conflict->setAccessibleName(tr("Conflict warning"));
    QPalette warn = m_conflict->palette();
    warn.setColor(QPalette::WindowText, QColor(0xc6, 0x28, 0x28));
    m_conflict->setPalette(warn);
    QFont bold = m_conflict->font();
    bold.setBold(true);
    m_conflict->setFont(bold);
    m_conflict->hide();
    layout->addWidget(m_conflict);
    layout->addLayout(buildRow());
    buildCard();
    layout->addWidget(m_card);
    connect(m_details, &QToolButton::toggled, m_card, &QWidget::setVisible);

    connectButtons();
    hide();
}

void TimelineApprovalBar::setConflictWarning(const QString &text)
{
    m_conflict->setText(text.isEmpty() ? QString() : QStringLiteral("\u26a0 ") + text);
    m_conflict->setVisible(!text.isEmpty());
}

QString TimelineApprovalBar::conflictWarningText() const
{
    return m_conflict->isHidden() ? QString() : m_conflict->text();
}

void TimelineApprovalBar::setPending(const QString &key, const QString &summary, const QString &html,
                                     const QString &riskText, const QString &riskColor, int actionCount)
{
    const bool fresh = key != m_key;
    if (fresh) {
        m_key = key;
        m_submitted = false;
        m_reason->clear();
        m_status->clear();
    }
    m_title->setText(actionCount > 1 ? tr("%n actions wait for your approval:", nullptr, actionCount)
                                     : tr("Waiting for your approval:"));
    m_title->setToolTip(actionCount > 1
                            ? tr("The agent waits for your confirmation of %n actions", nullptr, actionCount)
                            : tr("The agent waits for your confirmation"));
    m_risk->setText(QStringLiteral("<span style=\"background-color:%1; color:#ffffff; font-weight:600;\">&nbsp;%2&nbsp;"
                                   "</span>")
                        .arg(riskColor, riskText.toHtmlEscaped()));
    // One line of the first action; its line breaks shown as ⏎ so that nothing hides behind one.
    QString line = summary.trimmed();
    line.replace(QLatin1Char('\n'), QStringLiteral(" \u23CE "));
    m_summaryFull = line;
    m_summary->setToolTip(SafeText::toolTip(summary));
    m_card->setHtml(html);
    m_approve->setEnabled(!m_submitted);
    m_reject->setEnabled(!m_submitted);
    show();
    updateSummary();
    // What one line cannot show (several actions, a command of several lines) opens in full at
    // once; a long command is elided with "…" (full in the tooltip and under Details).
    if (fresh)
        m_details->setChecked(actionCount > 1 || summary.trimmed().contains(QLatin1Char('\n')));
}

void TimelineApprovalBar::setVerdict(const QString &text, const QString &color)
{
    m_verdict->setText(text);
    m_verdict->setToolTip(SafeText::toolTip(text));
    m_verdict->setStyleSheet(color.isEmpty() ? QString()
                                             : QStringLiteral("QLabel { color: %1; font-weight: 600; }").arg(color));
    m_verdict->setVisible(!text.isEmpty());
}

QString TimelineApprovalBar::verdictText() const
{
    return m_verdict->isHidden() ? QString() : m_verdict->text();
}

void TimelineApprovalBar::updateSummary()
{
    const QFontMetrics fm(m_summary->font());
    m_summary->setText(fm.elidedText(m_summaryFull, Qt::ElideRight, std::max(0, m_summary->width())));
}

bool TimelineApprovalBar::isDetailShown() const
{
    return m_details->isChecked();
}

QString TimelineApprovalBar::summaryText() const
{
    return m_summaryFull;
}

void TimelineApprovalBar::resizeEvent(QResizeEvent *event)
{
    AmberPanel::resizeEvent(event);
    updateSummary();
}

void TimelineApprovalBar::clearPending()
{
    m_key.clear();
    m_summaryFull.clear();
    m_details->setChecked(false);
    m_submitted = false;
    setVerdict({}, {});
    setConflictWarning({});
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
