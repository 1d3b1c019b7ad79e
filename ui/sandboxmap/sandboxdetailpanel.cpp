// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sandboxmap/sandboxdetailpanel.h"

#include "models/commands/availableactions.h"
#include "models/conversations/statuspresentation.h"
#include "models/radar/lifecycleplan.h"
#include "ui/sandboxmap/sandboxactiondialog.h"

#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace Switchyard {

namespace {

enum ItemRole
{
    ConversationIdRole = Qt::UserRole + 1,
    SandboxIdRole,
};

QIcon paintSwatch(const QColor &c, bool round)
{
    QPixmap pm(14, 14);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(c.darker(140));
    p.setBrush(c);
    if (round)
        p.drawEllipse(QRectF(1.5, 1.5, 11, 11));
    else
        p.drawRoundedRect(QRectF(1.5, 1.5, 11, 11), 2, 2);
    return QIcon(pm);
}

/// One icon per colour and shape (a map of 500 sandboxes lists ~1,000 findings in a few colours).
QIcon swatch(const QColor &c, bool round)
{
    static QHash<quint64, QIcon> cache;
    const quint64 key = (quint64(c.rgba()) << 1) | (round ? 1U : 0U);
    auto it = cache.find(key);
    if (it == cache.end())
        it = cache.insert(key, paintSwatch(c, round));
    return *it;
}

QString when(const QDateTime &t)
{
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::ShortFormat) : QStringLiteral("\u2014");
}

QString row(const QString &key, const QString &value)
{
    // The key dimmed like placeholder text: readable on a light and on a dark palette ("Mid" was
    // almost the background colour of a dark one).
    const QString dim = QGuiApplication::palette().color(QPalette::PlaceholderText).name();
    return QStringLiteral("<tr><td style='padding-right:8px;color:%3'>%1</td><td>%2</td></tr>")
        .arg(key.toHtmlEscaped(), value, dim);
}

} // namespace

SandboxDetailPanel::SandboxDetailPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("sandboxDetailPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);

    buildHeader(layout);
    buildSandboxActions(layout);
    buildList(layout);
    buildConversationActions(layout);
    setMinimumWidth(280);
    showOverview({});
}

// The title (with the way back to the overview), the message, the facts, capacity, sharing, URLs.
void SandboxDetailPanel::buildHeader(QVBoxLayout *layout)
{
    auto *titleRow = new QHBoxLayout;
    m_back = new QPushButton(tr("Overview"), this);
    m_back->setObjectName(QStringLiteral("overviewButton"));
    m_back->setFlat(true);
    connect(m_back, &QPushButton::clicked, this, &SandboxDetailPanel::overviewRequested);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("title"));
    QFont tf = m_title->font();
    tf.setBold(true);
    tf.setPointSizeF(tf.pointSizeF() * 1.15);
    m_title->setFont(tf);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    titleRow->addWidget(m_title, 1);
    titleRow->addWidget(m_back);
    layout->addLayout(titleRow);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_message->hide();
    layout->addWidget(m_message);

    m_info = new QLabel(this);
    m_info->setObjectName(QStringLiteral("info"));
    m_info->setWordWrap(true);
    m_info->setTextFormat(Qt::RichText);
    m_info->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_info);

    m_capacity = new QProgressBar(this);
    m_capacity->setObjectName(QStringLiteral("capacity"));
    m_capacity->setRange(0, kSandboxCapacity);
    m_capacity->setFormat(tr("%v / %m conversations"));
    layout->addWidget(m_capacity);

    m_shared = new QLabel(this);
    m_shared->setObjectName(QStringLiteral("sharedWarning"));
    m_shared->setWordWrap(true);
    m_shared->setStyleSheet(QStringLiteral("QLabel { background: #fef3c7; color: #78350f; border: 1px solid #f59e0b; "
                                           "border-radius: 4px; padding: 4px; }"));
    layout->addWidget(m_shared);

    // The conflict radar (issue 32): conversations of this sandbox that wrote the same files.
    m_overlaps = new QLabel(this);
    m_overlaps->setObjectName(QStringLiteral("overlapWarning"));
    m_overlaps->setWordWrap(true);
    m_overlaps->setTextFormat(Qt::PlainText); // titles and paths: the server's text
    m_overlaps->setStyleSheet(QStringLiteral("QLabel { background: #fee2e2; color: #7f1d1d; border: 1px solid "
                                             "#dc2626; border-radius: 4px; padding: 4px; }"));
    m_overlaps->hide();
    layout->addWidget(m_overlaps);

    m_urlBox = new QWidget(this);
    m_urlLayout = new QHBoxLayout(m_urlBox);
    m_urlLayout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_urlBox);
}

// Pause, resume, delete, start a conversation here.
void SandboxDetailPanel::buildSandboxActions(QVBoxLayout *layout)
{
    auto *actions = new QGridLayout;
    m_pause = new QPushButton(tr("Pause"), this);
    m_pause->setObjectName(QStringLiteral("pauseButton"));
    m_resume = new QPushButton(tr("Resume"), this);
    m_resume->setObjectName(QStringLiteral("resumeButton"));
    m_delete = new QPushButton(tr("Delete\u2026"), this);
    m_delete->setObjectName(QStringLiteral("deleteButton"));
    m_startHere = new QPushButton(tr("Start a conversation here\u2026"), this);
    m_startHere->setObjectName(QStringLiteral("startHereButton"));
    actions->addWidget(m_pause, 0, 0);
    actions->addWidget(m_resume, 0, 1);
    actions->addWidget(m_delete, 0, 2);
    actions->addWidget(m_startHere, 1, 0, 1, 3);
    layout->addLayout(actions);
    connect(m_pause, &QPushButton::clicked, this, [this] {
        Q_EMIT pauseRequested(m_sandboxId);
    });
    connect(m_resume, &QPushButton::clicked, this, [this] {
        Q_EMIT resumeRequested(m_sandboxId);
    });
    connect(m_delete, &QPushButton::clicked, this, [this] {
        Q_EMIT deleteRequested(m_sandboxId);
    });
    connect(m_startHere, &QPushButton::clicked, this, [this] {
        Q_EMIT startHereRequested(m_sandboxId);
    });
}

// The findings (overview) or the sandbox's conversations.
void SandboxDetailPanel::buildList(QVBoxLayout *layout)
{
    m_listLabel = new QLabel(this);
    layout->addWidget(m_listLabel);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("list"));
    m_list->setAccessibleName(tr("Findings"));
    m_list->setAccessibleDescription(tr("Enter opens the conversation or the sandbox of the selected row"));
    m_list->setWordWrap(true);
    m_list->setAlternatingRowColors(true);
    // A thousand wrapped findings are laid out over several event-loop turns, not in one.
    m_list->setLayoutMode(QListView::Batched);
    m_list->setBatchSize(100);
    layout->addWidget(m_list, 1);
    connect(m_list, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (!item)
            return;
        const QString cid = item->data(ConversationIdRole).toString();
        if (!cid.isEmpty() && !m_sandboxId.isNull()) {
            m_conversationId = cid;
            updateButtons();
            Q_EMIT conversationSelected(cid);
        }
    });
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const QString cid = item->data(ConversationIdRole).toString();
        const QString sid = item->data(SandboxIdRole).toString();
        if (!cid.isEmpty())
            Q_EMIT conversationActivated(cid);
        else if (!sid.isNull())
            Q_EMIT sandboxRequested(sid);
    });
}

// Open or delete the conversation selected in the list.
void SandboxDetailPanel::buildConversationActions(QVBoxLayout *layout)
{
    auto *convActions = new QHBoxLayout;
    m_openConversation = new QPushButton(tr("Open conversation"), this);
    m_openConversation->setObjectName(QStringLiteral("openConversationButton"));
    m_deleteConversation = new QPushButton(tr("Delete conversation\u2026"), this);
    m_deleteConversation->setObjectName(QStringLiteral("deleteConversationButton"));
    convActions->addWidget(m_openConversation);
    convActions->addWidget(m_deleteConversation);
    layout->addLayout(convActions);
    connect(m_openConversation, &QPushButton::clicked, this, [this] {
        if (!m_conversationId.isEmpty())
            Q_EMIT conversationActivated(m_conversationId);
    });
    connect(m_deleteConversation, &QPushButton::clicked, this, [this] {
        if (!m_conversationId.isEmpty())
            Q_EMIT deleteConversationRequested(m_conversationId);
    });
}

SandboxDetailPanel::~SandboxDetailPanel() = default;

void SandboxDetailPanel::clearUrlButtons()
{
    while (QLayoutItem *item = m_urlLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

void SandboxDetailPanel::showOverview(const SandboxMapSnapshot &snap)
{
    m_lifecycleText.clear();
    m_sandboxId = QString();
    m_conversationId.clear();
    m_known = false;
    m_title->setText(tr("All sandboxes"));
    m_back->hide();
    m_capacity->hide();
    m_shared->hide();
    m_overlaps->hide();
    clearUrlButtons();
    m_urlBox->hide();

    QHash<int, int> byStatus;
    int shared = 0;
    for (const auto &s : snap.sandboxes) {
        if (!s.known)
            continue;
        byStatus[int(s.status.value())]++;
        shared += s.isShared() ? 1 : 0;
    }
    QString html = QStringLiteral("<table>");
    html += row(tr("Grouping strategy"), groupingStrategyName(snap.grouping).toHtmlEscaped());
    html += row(tr("Sandboxes"), QString::number(snap.sandboxes.size()));
    html += row(tr("Conversations"), QString::number(snap.conversations.size()));
    html += row(tr("Shared sandboxes"), QString::number(shared));
    for (const auto &st : StatusPresentation::sandboxLegend()) {
        if (const int n = byStatus.value(int(st.value())))
            html += row(StatusPresentation::sandbox(st).label, QString::number(n));
    }
    html += QStringLiteral("</table>");
    if (snap.grouping.value() == GroupingStrategy::LeastRecentlyUsed)
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(tr("\u201cLeast recently used\u201d places new conversations in the oldest created running "
                            "sandbox.")
                             .toHtmlEscaped());
    m_info->setText(html);

    m_listLabel->setText(snap.findings.isEmpty() ? tr("No findings.") : tr("Findings (%1):").arg(snap.findings.size()));
    m_list->setAccessibleName(tr("Findings"));
    if (m_listShowsFindings && m_shownFindings == snap.findings) {
        updateButtons();
        return; // the same findings: keep the rows (and the scroll position)
    }
    m_listShowsFindings = true;
    m_shownFindings = snap.findings;
    m_list->clear();
    for (const auto &f : snap.findings) {
        QColor c = QColor(0xf5, 0x9e, 0x0b);
        if (f.kind == SandboxMapFinding::Orphan || f.kind == SandboxMapFinding::Desync)
            c = StatusPresentation::alertColor();
        else if (f.kind == SandboxMapFinding::NoConversation)
            c = QColor(0x9c, 0xa3, 0xaf);
        auto *item = new QListWidgetItem(swatch(c, false), f.text);
        item->setData(SandboxIdRole, f.sandboxId);
        m_list->addItem(item);
    }
    updateButtons();
}

void SandboxDetailPanel::setOverlaps(const QList<QString> &lines)
{
    m_overlapLines = lines;
    m_overlaps->setText(lines.isEmpty() ? QString()
                                        : tr("Overlapping work in this sandbox:") + QLatin1Char('\n')
                                + lines.join(QLatin1Char('\n')));
    m_overlaps->setVisible(!lines.isEmpty() && !m_sandboxId.isEmpty());
}

void SandboxDetailPanel::showSandbox(const SandboxMapSnapshot &snap, const QString &sandboxId,
                                     const QString &selectedConversationId)
{
    const SandboxMapSandbox *s = snap.sandbox(sandboxId);
    if (!s) {
        showOverview(snap);
        return;
    }
    m_sandboxId = sandboxId;
    m_conversationId = selectedConversationId;
    m_status = s->status;
    m_known = s->known && !s->gone;
    m_back->show();
    m_title->setText(s->id.isEmpty() ? tr("(no sandbox)") : tr("Sandbox %1").arg(s->id.left(24)));
    m_title->setToolTip(s->id);

    QString html = QStringLiteral("<table>");
    html += statusRows(*s);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const LifecycleEstimate lifecycle = sandboxLifecycle(*s, now);
    m_lifecycleText = Switchyard::lifecycleText(lifecycle, now);
    if (!m_lifecycleText.isEmpty()) {
        // Every step ahead with its clock time (issue 32: a lifecycle one can plan with).
        QStringList plan;
        for (const QString &line : lifecyclePlan(lifecycle, now))
            plan << line.toHtmlEscaped();
        const QString text = plan.isEmpty() ? m_lifecycleText.toHtmlEscaped() : plan.join(QStringLiteral("<br/>"));
        html += row(tr("Lifecycle"),
                    lifecycle.warn ? QStringLiteral("<span style='color:#b45309'>\u26a0 %1</span>").arg(text) : text);
    }
    html += row(tr("Grouping"), groupingStrategyName(snap.grouping).toHtmlEscaped());
    if (!s->transitions.isEmpty()) {
        QStringList steps;
        for (const auto &t : s->transitions)
            steps << QStringLiteral("%1 %2").arg(t.first.toLocalTime().toString(QStringLiteral("HH:mm:ss")),
                                                 StatusPresentation::sandbox(t.second).label);
        html += row(tr("Seen"), steps.join(QStringLiteral(" \u2192 ")).toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    for (const auto &f : snap.findingsFor(sandboxId)) {
        // the sharing warning has its own box below
        if (f.conversationId.isEmpty() && f.kind != SandboxMapFinding::Shared)
            html += QStringLiteral("<p>\u26a0 %1</p>").arg(f.text.toHtmlEscaped());
    }
    m_info->setText(html);

    m_capacity->setVisible(s->known);
    m_capacity->setMaximum(std::max(kSandboxCapacity, s->capacityUsed()));
    m_capacity->setValue(s->capacityUsed());
    m_shared->setVisible(s->isShared() && s->known);
    m_shared->setText(SandboxActionDialog::sharedWarning(s->capacityUsed()));
    m_overlaps->setVisible(!m_overlapLines.isEmpty());

    showUrlButtons(*s);
    listConversations(snap, *s, selectedConversationId);
    updateButtons();
}

// The rows of the facts table about the sandbox's state: status, detail, created, image.
QString SandboxDetailPanel::statusRows(const SandboxMapSandbox &s) const
{
    if (!s.known)
        return row(tr("Status"), tr("gone (not returned by the server)").toHtmlEscaped());
    QString status = QStringLiteral("<span style='color:%1'>\u25a0</span> %2")
                         .arg(StatusPresentation::sandboxColor(s.status).name(),
                              StatusPresentation::sandbox(s.status).label.toHtmlEscaped());
    if (s.gone)
        status += QStringLiteral(" (%1)").arg(tr("gone").toHtmlEscaped());
    QString html = row(tr("Status"), status);
    if (!s.statusDetail.isEmpty())
        html += row(tr("Detail"), s.statusDetail.toHtmlEscaped());
    html += row(tr("Created"), when(s.createdAt).toHtmlEscaped());
    if (!s.specId.isEmpty())
        html += row(tr("Image"), s.specId.toHtmlEscaped());
    return html;
}

// A button for each URL the sandbox exposes (not the agent's own API).
void SandboxDetailPanel::showUrlButtons(const SandboxMapSandbox &s)
{
    clearUrlButtons();
    for (const auto &u : s.exposedUrls) {
        if (u.name == u"AGENT_SERVER")
            continue; // the API endpoint of the agent, not something to browse
        QString label;
        if (u.name == u"VSCODE")
            label = tr("Open VS Code");
        else
            label = tr("Open port %1").arg(u.port);
        auto *b = new QPushButton(label, m_urlBox);
        b->setObjectName(QStringLiteral("url_%1").arg(u.name));
        b->setToolTip(displaySafeUrl(u.url));
        const QUrl url(u.url);
        connect(b, &QPushButton::clicked, this, [this, url] {
            Q_EMIT openUrlRequested(url);
        });
        m_urlLayout->addWidget(b);
    }
    m_urlLayout->addStretch(1);
    m_urlBox->setVisible(m_urlLayout->count() > 1);
}

// The conversations on the sandbox, `selectedConversationId` made current (without a signal).
void SandboxDetailPanel::listConversations(const SandboxMapSnapshot &snap, const SandboxMapSandbox &s,
                                           const QString &selectedConversationId)
{
    m_listShowsFindings = false;
    m_shownFindings.clear();
    m_list->clear();
    m_list->setAccessibleName(tr("Conversations in this sandbox"));
    m_listLabel->setText(s.conversationIds.isEmpty() ? tr("No conversation uses this sandbox.")
                                                     : tr("Conversations (%1):").arg(s.capacityUsed()));
    QListWidgetItem *current = nullptr;
    for (const QString &cid : s.conversationIds) {
        const SandboxMapConversation *c = snap.conversation(cid);
        if (!c)
            continue;
        QString text = c->title.isEmpty() ? cid : c->title;
        text += QStringLiteral("\n%1").arg(StatusPresentation::execution(c->execution).label);
        if (!c->repository.isEmpty())
            text += QStringLiteral(" \u00b7 %1").arg(c->repository);
        if (c->desync != SandboxDesync::None)
            text += QStringLiteral("\n\u26a0 %1").arg(desyncText(c->desync));
        auto *item = new QListWidgetItem(swatch(StatusPresentation::executionColor(c->execution), true), text);
        item->setData(ConversationIdRole, cid);
        item->setToolTip(cid);
        if (c->desync != SandboxDesync::None)
            item->setForeground(StatusPresentation::alertColor());
        m_list->addItem(item);
        if (cid == selectedConversationId)
            current = item;
    }
    if (current) {
        const QSignalBlocker block(m_list);
        m_list->setCurrentItem(current);
        m_list->scrollToItem(current);
    }
}

void SandboxDetailPanel::setActionsAvailable(bool available)
{
    m_actionsAvailable = available;
    updateButtons();
}

void SandboxDetailPanel::setBusy(bool busy)
{
    m_busy = busy;
    updateButtons();
}

void SandboxDetailPanel::setMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
    m_message->setStyleSheet(error ? QStringLiteral("QLabel { color: #b91c1c; }") : QString());
}

void SandboxDetailPanel::updateButtons()
{
    const bool sandbox = !m_sandboxId.isNull();
    const SteeringActions can = availableSandboxActions(m_status, m_known, m_actionsAvailable && !m_busy);
    for (QPushButton *b : {m_pause, m_resume, m_delete, m_startHere})
        b->setVisible(sandbox && m_known);
    m_pause->setEnabled(can.has(SteeringAction::PauseSandbox));
    m_resume->setEnabled(can.has(SteeringAction::ResumeSandbox));
    m_delete->setEnabled(can.has(SteeringAction::DeleteSandbox));
    m_startHere->setEnabled(can.has(SteeringAction::StartInSandbox));
    const bool conv = sandbox && !m_conversationId.isEmpty();
    m_openConversation->setVisible(sandbox);
    m_deleteConversation->setVisible(sandbox);
    m_openConversation->setEnabled(conv);
    m_deleteConversation->setEnabled(conv && m_actionsAvailable && !m_busy);
}

} // namespace Switchyard
