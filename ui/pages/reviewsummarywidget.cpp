// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/reviewsummarywidget.h"

#include "models/domain/lifecycle.h"
#include "models/domain/timeformatter.h"
#include "models/read/storereader.h"
#include "models/timeline/timelineturnmodel.h"
#include "ui/timeline/eventcard.h"

#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace Switchyard {

namespace {

QLabel *value(QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setTextFormat(Qt::PlainText);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

} // namespace

ReviewSummaryWidget::ReviewSummaryWidget(QWidget *parent)
    : QWidget(parent)
    , m_debounce(new QTimer(this))
{
    setObjectName(QStringLiteral("reviewSummary"));
    setAccessibleName(tr("Trajectory summary"));
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(300);
    connect(m_debounce, &QTimer::timeout, this, &ReviewSummaryWidget::recompute);

    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_duration = value(this);
    m_turns = value(this);
    m_usage = value(this);
    m_errors = value(this);
    m_tools = value(this);
    form->addRow(tr("Duration:"), m_duration);
    form->addRow(tr("Turns:"), m_turns);
    form->addRow(tr("Tokens and cost:"), m_usage);
    form->addRow(tr("Errors:"), m_errors);
    form->addRow(tr("Tools used:"), m_tools);
    layout->addLayout(form);
    m_filesTitle = new QLabel(this);
    layout->addWidget(m_filesTitle);
    m_files = new QListWidget(this);
    m_files->setAccessibleName(tr("Files changed"));
    m_files->setToolTip(tr("Double-click a file to see its changes"));
    layout->addWidget(m_files, 1);
    connect(m_files, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        Q_EMIT fileActivated(item->text());
    });
    display(m_summary);
}

void ReviewSummaryWidget::setStore(StoreReader *store)
{
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    if (m_store)
        connect(m_store, &StoreReader::changed, m_debounce, qOverload<>(&QTimer::start));
    recompute();
}

void ReviewSummaryWidget::setConversation(const QString &conversationId)
{
    m_conversationId = conversationId;
    recompute();
}

void ReviewSummaryWidget::recompute()
{
    m_debounce->stop();
    m_summary = m_store && !m_conversationId.isEmpty() ? TrajectorySummary::compute(*m_store, m_conversationId)
                                                       : TrajectorySummary();
    display(m_summary);
}

void ReviewSummaryWidget::display(const TrajectorySummary &s)
{
    const TimeFormatter time;
    m_duration->setText(s.firstMs == 0 ? tr("unknown")
                                       : tr("%1 (%2 to %3)")
                                             .arg(shortDuration(s.durationMs() / 1000, DurationDetail::Seconds),
                                                  time.dateTime(s.firstMs), time.dateTime(s.lastMs)));
    m_turns->setText(tr("%n user turn(s), ", nullptr, s.turns) + tr("%n reply(ies), ", nullptr, s.agentReplies)
                     + tr("%n action(s) in %1 event(s)", nullptr, s.actions).arg(s.events));
    m_usage->setText(s.usageKnown ? TimelineTurnModel::usageText(s.promptTokens + s.completionTokens, s.cost, false)
                                  : tr("not recorded in this trajectory"));
    m_errors->setText(s.errors == 0 && s.failedCommands == 0 ? tr("none")
                                                             : tr("%n error(s), ", nullptr, s.errors)
                              + tr("%n failed command(s)", nullptr, s.failedCommands));
    QStringList tools;
    for (const auto &[kind, count] : s.tools)
        tools.append(QStringLiteral("%1 \u00d7%2").arg(EventCard::kindLabel(kind)).arg(count));
    m_tools->setText(tools.isEmpty() ? tr("none") : tools.join(QStringLiteral(", ")));
    m_filesTitle->setText(tr("%n file(s) changed:", nullptr, int(s.filesChanged.size())));
    m_files->clear();
    m_files->addItems(s.filesChanged);
}

} // namespace Switchyard
