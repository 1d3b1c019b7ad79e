// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/timelinetoolbar.h"

#include "models/timeline/timelinefilterproxy.h"

#include <QAction>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QStringList>
#include <QToolButton>

#include <algorithm>

namespace Switchyard {

namespace {

struct KindGroup
{
    const char *label;
    QList<EventKind> kinds;
};

// The labels keep the context they had in the widget, so existing translations still apply.
QList<KindGroup> kindGroups()
{
    return {
        {QT_TRANSLATE_NOOP("Switchyard::TimelineWidget", "Messages"), {EventKind::Message}},
        {QT_TRANSLATE_NOOP("Switchyard::TimelineWidget", "Actions"), {EventKind::Action, EventKind::AcpToolCall}},
        {QT_TRANSLATE_NOOP("Switchyard::TimelineWidget", "Results"), {EventKind::Observation, EventKind::UserReject}},
        {QT_TRANSLATE_NOOP("Switchyard::TimelineWidget", "Errors"),
         {EventKind::AgentError, EventKind::ConversationError, EventKind::ServerError}},
        {QT_TRANSLATE_NOOP("Switchyard::TimelineWidget", "Condensations"),
         {EventKind::Condensation, EventKind::CondensationRequest, EventKind::CondensationSummary}},
        {QT_TRANSLATE_NOOP("Switchyard::TimelineWidget", "Hooks"), {EventKind::HookExecution}},
        {QT_TRANSLATE_NOOP("Switchyard::TimelineWidget", "Pause and interrupt"),
         {EventKind::Pause, EventKind::Interrupt}},
        {QT_TRANSLATE_NOOP("Switchyard::TimelineWidget", "System prompt"), {EventKind::SystemPrompt}},
        {QT_TRANSLATE_NOOP("Switchyard::TimelineWidget", "Other kinds"), {EventKind::Unknown}},
    };
}

/// A text tool button; its accessible name is `name` (or the text), its description the tool tip.
QToolButton *toolButton(QWidget *parent, const QString &text, const QString &tip, bool checkable = false,
                        const QString &name = {})
{
    auto *b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    b->setAccessibleName(name.isEmpty() ? text : name);
    b->setAccessibleDescription(tip);
    b->setCheckable(checkable);
    b->setAutoRaise(true);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return b;
}

} // namespace

TimelineToolBar::TimelineToolBar(TimelineFilterProxy *proxy, QWidget *parent)
    : QWidget(parent)
    , m_proxy(proxy)
{
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(6, 4, 6, 4);
    row->setSpacing(4);
    m_transcriptButton = toolButton(this, tr("Transcript"),
                                    tr("Read the conversation as a chat: messages in full, actions as cards"), true);
    connect(m_transcriptButton, &QToolButton::toggled, this, &TimelineToolBar::transcriptToggled);
    row->addWidget(m_transcriptButton);
    QToolButton *filter = buildFilterButton();
    row->addWidget(filter);
    auto *errors = toolButton(this, tr("Errors"), tr("Only errors, failed and rejected actions"), true);
    connect(errors, &QToolButton::toggled, m_proxy, &TimelineFilterProxy::setErrorsOnly);
    row->addWidget(errors);
    auto *exits = toolButton(this, tr("Exit \u2260 0"), tr("Only commands that ended with a non-zero exit code"), true,
                             tr("Non-zero exit codes only"));
    connect(exits, &QToolButton::toggled, m_proxy, &TimelineFilterProxy::setNonZeroExitOnly);
    row->addWidget(exits);
    row->addSpacing(8);
    m_fixed = {m_transcriptButton, filter, errors, exits};
    m_toggles = {errors, exits};
    buildSearch();
    row->addStretch();
    buildViewButtons();
    buildOverflowMenu();
}

TimelineToolBar::~TimelineToolBar() = default;

QToolButton *TimelineToolBar::buildFilterButton()
{
    auto *filter = toolButton(this, tr("Filter"), tr("Choose which events to show"));
    filter->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(filter);
    menu->addSection(tr("Kinds"));
    for (const KindGroup &group : kindGroups()) {
        QAction *a = menu->addAction(QCoreApplication::translate("Switchyard::TimelineWidget", group.label));
        a->setCheckable(true);
        a->setChecked(true);
        m_filtersOn.append(a);
        const QList<EventKind> kinds = group.kinds;
        connect(a, &QAction::toggled, m_proxy, [this, kinds](bool on) {
            for (EventKind k : kinds)
                m_proxy->setKindVisible(k, on);
        });
    }
    menu->addSection(tr("Sources"));
    const QList<std::pair<EventSource, QString>> sources{
        {EventSource::User, tr("User")},
        {EventSource::Agent, tr("Agent")},
        {EventSource::Environment, tr("Environment")},
        {EventSource::Hook, tr("Hooks")},
    };
    for (const auto &[source, label] : sources) {
        QAction *a = menu->addAction(label);
        a->setCheckable(true);
        a->setChecked(true);
        m_filtersOn.append(a);
        const EventSource s = source;
        connect(a, &QAction::toggled, m_proxy, [this, s](bool on) {
            m_proxy->setSourceVisible(s, on);
        });
    }
    menu->addSeparator();
    QAction *noise = menu->addAction(tr("Show state updates, deltas and token logs"));
    noise->setCheckable(true);
    connect(noise, &QAction::toggled, m_proxy, &TimelineFilterProxy::setShowNoise);
    QAction *results = menu->addAction(tr("Show results as separate rows"));
    results->setCheckable(true);
    connect(results, &QAction::toggled, m_proxy, &TimelineFilterProxy::setShowPairedResults);
    m_filtersOff = {noise, results};
    filter->setMenu(menu);
    return filter;
}

void TimelineToolBar::buildSearch()
{
    auto *row = qobject_cast<QHBoxLayout *>(layout());
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Search events (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setMinimumWidth(140);
    m_search->setMaximumWidth(280);
    m_search->setAccessibleName(tr("Search events"));
    m_search->setAccessibleDescription(tr("Searches the full text of every event of the conversation; Enter or F3 "
                                          "goes to the next match, Shift+F3 to the previous one"));
    row->addWidget(m_search, 1);
    auto *prev =
        toolButton(this, QStringLiteral("\u25b2"), tr("Previous match (Shift+F3)"), false, tr("Previous match"));
    auto *next = toolButton(this, QStringLiteral("\u25bc"), tr("Next match (F3, Enter)"), false, tr("Next match"));
    row->addWidget(prev);
    row->addWidget(next);
    m_matchLabel = new QLabel(this);
    m_matchLabel->setAccessibleName(tr("Search result"));
    m_matchLabel->setMinimumWidth(80);
    row->addWidget(m_matchLabel);
    m_fixed << prev << next;
    connect(m_search, &QLineEdit::textChanged, this, &TimelineToolBar::searchTextChanged);
    connect(m_search, &QLineEdit::returnPressed, this, &TimelineToolBar::findNextRequested);
    connect(prev, &QToolButton::clicked, this, &TimelineToolBar::findPreviousRequested);
    connect(next, &QToolButton::clicked, this, &TimelineToolBar::findNextRequested);
}

void TimelineToolBar::buildViewButtons()
{
    auto *collapse = toolButton(this, tr("Collapse all"), tr("Collapse every turn to its message"));
    connect(collapse, &QToolButton::clicked, this, &TimelineToolBar::collapseAllRequested);
    auto *expand = toolButton(this, tr("Expand all"), tr("Expand every turn"));
    connect(expand, &QToolButton::clicked, this, &TimelineToolBar::expandAllRequested);
    m_outlineButton = toolButton(this, tr("Outline"), tr("Show the turn outline"), true);
    m_outlineButton->setChecked(true);
    connect(m_outlineButton, &QToolButton::toggled, this, &TimelineToolBar::outlineToggled);
    m_followButton = toolButton(this, tr("Follow"), tr("Scroll to new events as they arrive"), true);
    m_followButton->setChecked(true);
    connect(m_followButton, &QToolButton::toggled, this, &TimelineToolBar::followToggled);
    auto *latest = toolButton(this, tr("Latest \u2193"), tr("Jump to the latest event (Ctrl+End)"), false,
                              tr("Jump to the latest event"));
    connect(latest, &QToolButton::clicked, this, &TimelineToolBar::latestRequested);
    auto *row = qobject_cast<QHBoxLayout *>(layout());
    for (QToolButton *b : {collapse, expand, m_outlineButton, m_followButton, latest})
        row->addWidget(b);
    m_overflowFirst = {collapse, expand, m_outlineButton};
    m_overflowLast = {m_followButton, latest};
}

void TimelineToolBar::buildOverflowMenu()
{
    // Menu entries mirror the buttons: same texts, tips and checked states.
    const QString moreTip =
        QStringList{tr("Collapse all"), tr("Expand all"), tr("Outline"), tr("Follow"), tr("Jump to the latest event")}
            .join(QStringLiteral(", "));
    m_moreButton = toolButton(this, QStringLiteral("\u22ef"), moreTip, false, tr("Actions"));
    m_moreButton->setPopupMode(QToolButton::InstantPopup);
    auto *moreMenu = new QMenu(m_moreButton);
    for (QToolButton *b : m_overflowFirst + m_overflowLast) {
        QAction *a = moreMenu->addAction(b->text());
        a->setToolTip(b->toolTip());
        a->setCheckable(b->isCheckable());
        a->setChecked(b->isChecked());
        connect(a, &QAction::triggered, b, [b] {
            b->click();
        });
        connect(b, &QToolButton::toggled, a, &QAction::setChecked);
        connect(moreMenu, &QMenu::aboutToShow, a, [a, b] {
            a->setVisible(b->isHidden());
        });
    }
    m_moreButton->setMenu(moreMenu);
    m_moreButton->hide();
    layout()->addWidget(m_moreButton);
}

QLineEdit *TimelineToolBar::searchEdit() const
{
    return m_search;
}

void TimelineToolBar::setMatchText(const QString &text)
{
    m_matchLabel->setText(text);
}

void TimelineToolBar::setFollowChecked(bool on)
{
    m_followButton->setChecked(on);
}

void TimelineToolBar::setOutlineChecked(bool on)
{
    m_outlineButton->setChecked(on);
}

void TimelineToolBar::setTranscriptChecked(bool on)
{
    m_transcriptButton->setChecked(on);
}

void TimelineToolBar::resetFilters()
{
    for (QAction *a : std::as_const(m_filtersOn))
        a->setChecked(true);
    for (QAction *a : std::as_const(m_filtersOff))
        a->setChecked(false);
    for (QToolButton *b : std::as_const(m_toggles))
        b->setChecked(false);
}

void TimelineToolBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    updateOverflow();
}

void TimelineToolBar::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    updateOverflow();
}

void TimelineToolBar::updateOverflow()
{
    const auto *row = qobject_cast<QHBoxLayout *>(layout());
    if (!row || !m_moreButton)
        return;
    const QMargins margins = row->contentsMargins();
    const int spacing = std::max(0, row->spacing());
    // Width of the always-visible part: fixed buttons, the search field at its minimum, the match
    // label, the spacer before the search field.
    int fixed = margins.left() + margins.right() + 8 + m_search->minimumWidth() + spacing
        + std::max(m_matchLabel->minimumWidth(), m_matchLabel->sizeHint().width()) + spacing;
    for (QWidget *w : std::as_const(m_fixed))
        fixed += w->sizeHint().width() + spacing;
    auto widthOf = [spacing](const QList<QToolButton *> &buttons) {
        int w = 0;
        for (QToolButton *b : buttons)
            w += b->sizeHint().width() + spacing;
        return w;
    };
    const int first = widthOf(m_overflowFirst);
    const int last = widthOf(m_overflowLast);
    const int more = m_moreButton->sizeHint().width() + spacing;
    const int available = width();
    const bool showFirst = fixed + first + last <= available;
    const bool showLast = showFirst || fixed + last + more <= available;
    for (QToolButton *b : std::as_const(m_overflowFirst))
        b->setVisible(showFirst);
    for (QToolButton *b : std::as_const(m_overflowLast))
        b->setVisible(showLast);
    m_moreButton->setVisible(!showFirst);
}

} // namespace Switchyard
