// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/metadatawidget.h"

#include "models/domain/statusnames.h"
#include "models/read/storereader.h"
#include "models/sandboxmap/conversationlifecycle.h"
#include "ui/safetext.h"
#include "ui/shell/emptystatewidget.h"

#include <QBoxLayout>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QResizeEvent>
#include <QScrollArea>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace Switchyard {

namespace {
QString orDash(const QString &s)
{
    return s.isEmpty() ? QStringLiteral("—") : s;
}
/// A status's name, or empty (a dash) when there is none.
QString nameOf(const OpenEnum<SandboxStatus> &status)
{
    return status.isAbsent() ? QString() : sandboxStatusName(status);
}
QString nameOf(const OpenEnum<ExecutionStatus> &status)
{
    return status.isAbsent() ? QString() : executionStatusName(status);
}
QString when(const QDateTime &t)
{
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::ShortFormat) : QStringLiteral("—");
}
} // namespace

MetadataWidget::MetadataWidget(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
    , m_empty(new EmptyStateWidget(tr("No conversation selected"),
                                   tr("Select a conversation to see its metadata, cost and token usage."), this))
{
    setObjectName(QStringLiteral("metadataWidget"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_stack);
    m_stack->addWidget(m_empty);

    auto *scroll = new QScrollArea(m_stack);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setAccessibleName(tr("Metadata and usage"));
    scroll->setAccessibleDescription(tr("Cost, tokens, context use, sandbox and conversation details of the "
                                        "selected conversation"));
    auto *page = new QWidget(scroll);
    m_columns = new QBoxLayout(QBoxLayout::TopToBottom, page);

    auto *left = new QVBoxLayout;
    left->addWidget(buildUsageBox(page));
    left->addWidget(buildSandboxBox(page));
    left->addStretch(1);

    QGroupBox *convBox = buildConversationBox(page);

    auto *right = new QVBoxLayout;
    right->addWidget(convBox);
    m_links = new QWidget(page);
    m_links->setObjectName(QStringLiteral("conversationLinks"));
    right->addWidget(m_links);
    right->addStretch(1);
    m_columns->addLayout(left, 1);
    m_columns->addLayout(right, 1);
    scroll->setWidget(page);
    m_stack->addWidget(scroll);

    // The estimates are relative to now: refresh them while a conversation is shown.
    m_tick = new QTimer(this);
    m_tick->setInterval(30 * 1000);
    connect(m_tick, &QTimer::timeout, this, [this] {
        if (!isVisible() || !m_store || m_id.isEmpty())
            return;
        if (const auto record = m_store->conversation(m_id))
            displayLifecycle(*record);
    });
    m_tick->start();
}

// Cost, budget, tokens, context window, events.
QGroupBox *MetadataWidget::buildUsageBox(QWidget *page)
{
    auto *usageBox = new QGroupBox(tr("Usage"), page);
    auto *usage = new QFormLayout(usageBox);
    addField(usage, QStringLiteral("cost"), tr("Cost"));
    addField(usage, QStringLiteral("budget"), tr("Budget per task"));
    m_budget = new QProgressBar(usageBox);
    m_budget->setObjectName(QStringLiteral("budgetBar"));
    m_budget->setRange(0, 100);
    m_budget->setTextVisible(true);
    m_budget->setAccessibleName(tr("Budget spent"));
    usage->addRow(QString(), m_budget);
    addField(usage, QStringLiteral("tokens"), tr("Tokens (prompt / completion)"));
    addField(usage, QStringLiteral("cache"), tr("Cache (read / write)"));
    addField(usage, QStringLiteral("reasoning"), tr("Reasoning tokens"));
    m_context = new QProgressBar(usageBox);
    m_context->setObjectName(QStringLiteral("contextBar"));
    m_context->setTextVisible(true);
    usage->addRow(tr("Context window"), m_context);
    addField(usage, QStringLiteral("context"), QString())->setForegroundRole(QPalette::PlaceholderText);
    addField(usage, QStringLiteral("events"), tr("Events (local)"));
    return usageBox;
}

// The sandbox, both status axes, when the server last confirmed them, the lifecycle estimate.
QGroupBox *MetadataWidget::buildSandboxBox(QWidget *page)
{
    auto *sandboxBox = new QGroupBox(tr("Sandbox"), page);
    auto *sandbox = new QFormLayout(sandboxBox);
    addField(sandbox, QStringLiteral("sandbox"), tr("Sandbox"));
    addField(sandbox, QStringLiteral("sandboxStatus"), tr("Sandbox status"));
    addField(sandbox, QStringLiteral("execution"), tr("Agent status"));
    addField(sandbox, QStringLiteral("confirmed"), tr("Confirmed by the server"));
    addField(sandbox, QStringLiteral("lifecycle"), tr("Lifecycle (estimate)"));
    return sandboxBox;
}

// What the conversation record says.
QGroupBox *MetadataWidget::buildConversationBox(QWidget *page)
{
    auto *convBox = new QGroupBox(tr("Conversation"), page);
    auto *conv = new QFormLayout(convBox);
    addField(conv, QStringLiteral("title"), tr("Title"));
    addField(conv, QStringLiteral("id"), tr("Id"));
    addField(conv, QStringLiteral("repository"), tr("Repository"));
    addField(conv, QStringLiteral("model"), tr("Model"));
    addField(conv, QStringLiteral("agent"), tr("Agent"));
    addField(conv, QStringLiteral("trigger"), tr("Trigger"));
    addField(conv, QStringLiteral("created"), tr("Created"));
    addField(conv, QStringLiteral("updated"), tr("Updated"));
    addField(conv, QStringLiteral("parent"), tr("Parent"));
    addField(conv, QStringLiteral("children"), tr("Sub-conversations"));
    addField(conv, QStringLiteral("prs"), tr("Pull requests"));
    addField(conv, QStringLiteral("tags"), tr("Tags"));
    return convBox;
}

void MetadataWidget::setClock(std::function<QDateTime()> clock)
{
    m_clock = std::move(clock);
    refresh();
}

int MetadataWidget::budgetPercent() const
{
    return m_budgetPercent;
}

QLabel *MetadataWidget::addField(QFormLayout *form, const QString &key, const QString &label)
{
    auto *value = SafeText::plainLabel(new QLabel(form->parentWidget()));
    value->setObjectName(key);
    value->setProperty("fieldLabel", label);
    value->setAccessibleName(label);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setWordWrap(true);
    value->setMinimumWidth(120);
    value->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    form->addRow(label, value);
    m_fields.insert(key, value);
    return value;
}

void MetadataWidget::resizeEvent(QResizeEvent *event)
{
    // Two columns when there is room, one otherwise.
    m_columns->setDirection(width() >= 780 ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    QWidget::resizeEvent(event);
}

QString MetadataWidget::fieldText(const QString &key) const
{
    const QLabel *l = m_fields.value(key);
    return l ? l->text() : QString();
}

QString MetadataWidget::formatTokens(qint64 tokens)
{
    if (tokens >= 1000000)
        return QLocale().toString(double(tokens) / 1e6, 'f', 2) + QStringLiteral(" M");
    if (tokens >= 10000)
        return QLocale().toString(double(tokens) / 1e3, 'f', 1) + QStringLiteral(" k");
    return QLocale().toString(tokens);
}

void MetadataWidget::setStore(StoreReader *store)
{
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    if (store)
        connect(store, &StoreReader::changed, this, &MetadataWidget::onChanged);
    refresh();
}

void MetadataWidget::setConversation(const QString &id)
{
    m_id = id;
    refresh();
}

void MetadataWidget::onChanged(const StoreChanges &changes)
{
    if (m_id.isEmpty())
        return;
    if (changes.conversations.changed.contains(m_id) || changes.conversations.inserted.contains(m_id)
        || changes.eventsAppended.contains(m_id) || !changes.sandboxes.isEmpty())
        refresh();
}

void MetadataWidget::refresh()
{
    const std::optional<ConversationRecord> record =
        m_store && !m_id.isEmpty() ? m_store->conversation(m_id) : std::nullopt;
    if (!record) {
        m_stack->setCurrentIndex(0);
        return;
    }
    display(*record);
    m_stack->setCurrentIndex(1);
}

void MetadataWidget::display(const ConversationRecord &record)
{
    const Conversation &c = record.conversation;
    const QLocale locale;
    auto set = [this](const char *key, const QString &text) {
        QLabel *field = m_fields.value(QLatin1String(key));
        field->setText(text);
        // Read out as "Cost: $1.23" (an empty value or a dash says "not set").
        const bool empty = text.trimmed().isEmpty() || text == QStringLiteral("—");
        field->setAccessibleName(
            tr("%1: %2").arg(field->property("fieldLabel").toString(), empty ? tr("not set") : text));
    };
    set("title", orDash(c.title));
    set("id", c.id);
    set("repository",
        c.selectedRepository.isEmpty() ? QStringLiteral("—")
                                       : c.selectedRepository + QStringLiteral(" @ ") + orDash(c.selectedBranch));
    set("agent", orDash(c.agentKind));
    set("trigger", orDash(c.trigger));
    set("created", when(c.createdAt));
    set("updated", when(c.updatedAt));
    set("parent", orDash(c.parentConversationId));
    set("children",
        c.subConversationIds.isEmpty() ? QStringLiteral("—") : QString::number(c.subConversationIds.size()));
    QStringList prs;
    for (int pr : c.prNumbers)
        prs.append(QStringLiteral("#") + QString::number(pr));
    set("prs", prs.isEmpty() ? QStringLiteral("—") : prs.join(QStringLiteral(", ")));
    QStringList tags;
    for (auto it = c.tags.cbegin(); it != c.tags.cend(); ++it)
        tags.append(it.key() + QLatin1Char('=') + it.value());
    set("tags", tags.isEmpty() ? QStringLiteral("—") : tags.join(QStringLiteral(", ")));
    showLinks(record);

    const QString model = c.metrics && !c.metrics->modelName.isEmpty() ? c.metrics->modelName : c.llmModel;
    set("model", orDash(model));
    set("sandbox", orDash(c.sandboxId));
    set("sandboxStatus",
        orDash(nameOf(record.displaySandboxStatus.isAbsent() ? c.sandboxStatus : record.displaySandboxStatus)));
    set("execution", record.startingGrace ? tr("starting") : orDash(nameOf(record.displayExecution)));
    set("confirmed", when(record.confirmedAt));
    set("events", locale.toString(record.eventCount));

    const std::optional<MetricsSnapshot> &m = c.metrics;
    set("cost", m ? QStringLiteral("$") + locale.toString(m->accumulatedCost, 'f', 4) : tr("not reported"));
    displayBudget(m ? m->accumulatedCost : 0.0, m ? m->maxBudgetPerTask : std::nullopt);
    displayLifecycle(record);
    const std::optional<TokenUsage> u = m ? m->accumulatedTokenUsage : std::nullopt;
    if (u) {
        set("tokens", formatTokens(u->promptTokens) + QStringLiteral(" / ") + formatTokens(u->completionTokens));
        set("cache", formatTokens(u->cacheReadTokens) + QStringLiteral(" / ") + formatTokens(u->cacheWriteTokens));
        set("reasoning", formatTokens(u->reasoningTokens));
    } else {
        set("tokens", tr("not reported"));
        set("cache", QStringLiteral("—"));
        set("reasoning", QStringLiteral("—"));
    }
    if (u && u->contextWindow > 0) {
        const qint64 used = u->perTurnToken;
        const int percent = int(std::clamp<qint64>(used * 100 / u->contextWindow, 0, 100));
        m_context->setRange(0, 100);
        m_context->setValue(percent);
        m_context->setFormat(QStringLiteral("%p%"));
        set("context", tr("%1 / %2 tokens (last turn)").arg(formatTokens(used), formatTokens(u->contextWindow)));
    } else {
        m_context->setRange(0, 100);
        m_context->setValue(0);
        m_context->setFormat(tr("unknown"));
        set("context", tr("The server did not report the context window."));
    }
}

void MetadataWidget::displayBudget(double cost, std::optional<double> budget)
{
    QLabel *field = m_fields.value(QStringLiteral("budget"));
    const QLocale locale;
    const QString label = field->property("fieldLabel").toString();
    if (!budget || *budget <= 0.0) {
        m_budgetWarns = false;
        m_budgetPercent = -1;
        m_budget->hide();
        m_budget->setValue(0);
        field->setText(tr("no budget"));
        field->setStyleSheet(QString());
        field->setAccessibleName(tr("%1: %2").arg(label, tr("no budget")));
        return;
    }
    const double share = cost / *budget;
    const int percent = int(std::clamp(share * 100.0, 0.0, 100.0));
    m_budgetWarns = share * 100.0 >= kBudgetWarnPercent;
    m_budgetPercent = percent;
    m_budget->setValue(percent);
    m_budget->setFormat(QStringLiteral("%p%"));
    m_budget->show();
    const QString spent = QStringLiteral("$") + locale.toString(cost, 'f', 2);
    const QString of = QStringLiteral("$") + locale.toString(*budget, 'f', 2);
    QString text;
    if (share >= 1.0)
        text = tr("⚠ %1 of %2: the budget is used up; the agent may stop").arg(spent, of);
    else if (m_budgetWarns)
        text = tr("⚠ %1 of %2: near the end of the budget").arg(spent, of);
    else
        text = tr("%1 of %2").arg(spent, of);
    field->setText(text);
    // Amber text and bar near the end; the words say it too (colour is never the only signal).
    field->setStyleSheet(m_budgetWarns ? QStringLiteral("QLabel { color: #b45309; }") : QString());
    m_budget->setStyleSheet(m_budgetWarns ? QStringLiteral("QProgressBar::chunk { background: #d97706; }") : QString());
    field->setAccessibleName(tr("%1: %2").arg(label, text));
}

void MetadataWidget::displayLifecycle(const ConversationRecord &record)
{
    QLabel *field = m_fields.value(QStringLiteral("lifecycle"));
    const QDateTime now = m_clock ? m_clock() : QDateTime::currentDateTimeUtc();
    const LifecycleEstimate e = m_store ? conversationLifecycle(*m_store, record, now) : LifecycleEstimate{};
    const QString text = lifecycleText(e, now);
    field->setText(text.isEmpty() ? QStringLiteral("—") : (e.warn ? QStringLiteral("⚠ ") + text : text));
    field->setStyleSheet(e.warn ? QStringLiteral("QLabel { color: #b45309; }") : QString());
    field->setToolTip(tr("The server pauses a sandbox after 20 minutes without agent activity and 12 hours after it "
                         "was started or resumed, and deletes it with its workspace 10 days after it stopped. It "
                         "announces none of this: these times are estimated from what this client saw."));
    field->setAccessibleName(
        tr("%1: %2").arg(field->property("fieldLabel").toString(), text.isEmpty() ? tr("not set") : text));
}

} // namespace Switchyard
