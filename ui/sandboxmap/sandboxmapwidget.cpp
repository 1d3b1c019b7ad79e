// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sandboxmap/sandboxmapwidget.h"

#include "models/commands/conversationcommands.h"
#include "models/commands/sandboxcommands.h"
#include "models/conversations/statuspresentation.h"
#include "models/radar/conflictradarmodel.h"
#include "models/read/storereader.h"
#include "models/sandboxmap/sandboxmapmodel.h"
#include "ui/dialogs/startconversationdialog.h"
#include "ui/logging.h"
#include "ui/safetext.h"
#include "ui/sandboxmap/sandboxactiondialog.h"
#include "ui/sandboxmap/sandboxdetailpanel.h"
#include "ui/sandboxmap/sandboxmapview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDesktopServices>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMetaMethod>
#include <QPushButton>
#include <QSplitter>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <memory>

namespace Switchyard {

namespace {

using Action = SandboxActionDialog::Action;

QString legendHtml()
{
    QString html;
    html += QStringLiteral("<b>%1</b> ").arg(SandboxMapWidget::tr("Sandboxes:").toHtmlEscaped());
    for (const auto &status : StatusPresentation::sandboxLegend()) {
        const StatusLook look = StatusPresentation::sandbox(status);
        html += QStringLiteral("<span style='color:%1'>\u25a0</span>&nbsp;%2&nbsp;&nbsp;")
                    .arg(look.color.name(), look.label.toHtmlEscaped());
    }
    html += QStringLiteral(" <b>%1</b> ").arg(SandboxMapWidget::tr("Conversations:").toHtmlEscaped());
    for (const auto &status : StatusPresentation::executionLegend()) {
        const StatusLook look = StatusPresentation::execution(status);
        html += QStringLiteral("<span style='color:%1'>\u25cf</span>&nbsp;%2&nbsp;&nbsp;")
                    .arg(look.color.name(), look.label.toHtmlEscaped());
    }
    html += QStringLiteral("<br/>%1 &nbsp; <span style='color:%2'>\u2504</span> %3")
                .arg(SandboxMapWidget::tr("Thick frame: shared sandbox.").toHtmlEscaped(),
                     StatusPresentation::alertColor().name(),
                     SandboxMapWidget::tr("Red dashes: sandbox gone or status disagrees (desync).").toHtmlEscaped());
    return html;
}

} // namespace

SandboxMapWidget::SandboxMapWidget(QWidget *parent)
    : QWidget(parent)
    , m_model(new SandboxMapModel(this))
    , m_urlOpener([](const QUrl &url) {
        return QDesktopServices::openUrl(url);
    })
{
    setObjectName(QStringLiteral("sandboxMapWidget"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);

    layout->addLayout(buildToolBar());
    // On its own line, wrapped: in the toolbar its length made the map wider than its dock.
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setContentsMargins(8, 0, 8, 0);
    layout->addWidget(m_summary);

    m_legend = new QLabel(legendHtml(), this);
    m_legend->setObjectName(QStringLiteral("legend"));
    m_legend->setTextFormat(Qt::RichText); // our own markup
    m_legend->setWordWrap(true);
    m_legend->setContentsMargins(8, 0, 8, 0);
    QFont lf = m_legend->font();
    lf.setPointSizeF(lf.pointSizeF() * 0.9);
    m_legend->setFont(lf);
    layout->addWidget(m_legend);

    auto *split = new QSplitter(Qt::Horizontal, this);
    m_view = new SandboxMapView(split);
    m_panel = new SandboxDetailPanel(split);
    split->addWidget(m_view);
    split->addWidget(m_panel);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setSizes({900, 340});
    layout->addWidget(split, 1);

    connectControls();
    connectPanel();

    updateActionsAvailable();
    updateSummary();
}

// New sandbox, the filters (status, shared, with findings) and zoom.
QHBoxLayout *SandboxMapWidget::buildToolBar()
{
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 6, 6, 0);
    m_create = new QPushButton(style()->standardIcon(QStyle::SP_FileDialogNewFolder), tr("New sandbox"), this);
    m_create->setObjectName(QStringLiteral("createSandboxButton"));
    m_create->setToolTip(tr("Create an empty sandbox (POST /sandboxes); it starts in STARTING."));
    bar->addWidget(m_create);
    bar->addSpacing(12);
    auto *statusLabel = new QLabel(tr("&Status:"), this);
    bar->addWidget(statusLabel);
    m_statusFilter = new QComboBox(this);
    statusLabel->setBuddy(m_statusFilter);
    m_statusFilter->setAccessibleDescription(tr("Shows only the sandboxes with this status"));
    m_statusFilter->setObjectName(QStringLiteral("statusFilter"));
    m_statusFilter->addItem(tr("All"), -1);
    for (const auto &st : StatusPresentation::sandboxLegend())
        m_statusFilter->addItem(StatusPresentation::sandbox(st).label, int(st.value()));
    bar->addWidget(m_statusFilter);
    m_sharedOnly = new QCheckBox(tr("Shared only"), this);
    m_sharedOnly->setObjectName(QStringLiteral("sharedOnly"));
    m_sharedOnly->setAccessibleDescription(tr("Shows only sandboxes that more than one conversation uses"));
    bar->addWidget(m_sharedOnly);
    m_problemsOnly = new QCheckBox(tr("With findings only"), this);
    m_problemsOnly->setObjectName(QStringLiteral("problemsOnly"));
    m_problemsOnly->setAccessibleDescription(
        tr("Shows only sandboxes with a finding: shared, near or at capacity, empty, gone or out of sync"));
    bar->addWidget(m_problemsOnly);
    bar->addSpacing(12);
    auto makeTool = [this, bar](const QString &text, const QString &tip, const QKeySequence &key) {
        auto *b = new QToolButton(this);
        b->setText(text);
        b->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        b->setAccessibleName(tip);
        b->setAutoRaise(true);
        bar->addWidget(b);
        return b;
    };
    auto *zoomOut = makeTool(QStringLiteral("\u2212"), tr("Zoom out"), QKeySequence(Qt::CTRL | Qt::Key_Minus));
    auto *zoomIn = makeTool(QStringLiteral("+"), tr("Zoom in"), QKeySequence(Qt::CTRL | Qt::Key_Plus));
    auto *fit = makeTool(tr("Fit"), tr("Fit the whole map"), QKeySequence(Qt::CTRL | Qt::Key_0));
    bar->addStretch(1);
    // The view is made after the toolbar: the buttons reach it when clicked.
    connect(zoomIn, &QToolButton::clicked, this, [this] {
        m_view->zoomIn();
    });
    connect(zoomOut, &QToolButton::clicked, this, [this] {
        m_view->zoomOut();
    });
    connect(fit, &QToolButton::clicked, this, [this] {
        m_view->fitAll();
    });
    return bar;
}

// The toolbar's filters and the map view.
void SandboxMapWidget::connectControls()
{
    connect(m_create, &QPushButton::clicked, this, &SandboxMapWidget::createSandbox);
    connect(m_statusFilter, &QComboBox::currentIndexChanged, this, [this] {
        const int v = m_statusFilter->currentData().toInt();
        m_view->setStatusFilter(v < 0 ? std::nullopt : std::optional<SandboxStatus>(SandboxStatus(v)));
    });
    connect(m_sharedOnly, &QCheckBox::toggled, m_view, &SandboxMapView::setSharedOnly);
    connect(m_problemsOnly, &QCheckBox::toggled, m_view, &SandboxMapView::setProblemsOnly);

    connect(m_model, &SandboxMapModel::changed, this, &SandboxMapWidget::applyDelta);
    connect(m_view, &SandboxMapView::conversationActivated, this, [this](const QString &id) {
        selectConversation(id);
        Q_EMIT conversationActivated(id);
    });
    connect(m_view, &SandboxMapView::sandboxClicked, this, &SandboxMapWidget::selectSandbox);
    connect(m_view, &SandboxMapView::backgroundClicked, this, &SandboxMapWidget::showOverview);
}

// The side panel asks; the widget performs.
void SandboxMapWidget::connectPanel()
{
    connect(m_panel, &SandboxDetailPanel::pauseRequested, this, &SandboxMapWidget::requestPause);
    connect(m_panel, &SandboxDetailPanel::resumeRequested, this, &SandboxMapWidget::requestResume);
    connect(m_panel, &SandboxDetailPanel::deleteRequested, this, &SandboxMapWidget::requestDelete);
    connect(m_panel, &SandboxDetailPanel::startHereRequested, this, &SandboxMapWidget::requestStartHere);
    connect(m_panel, &SandboxDetailPanel::deleteConversationRequested, this,
            &SandboxMapWidget::requestDeleteConversation);
    connect(m_panel, &SandboxDetailPanel::openUrlRequested, this, &SandboxMapWidget::openUrl);
    connect(m_panel, &SandboxDetailPanel::conversationActivated, this, &SandboxMapWidget::conversationActivated);
    connect(m_panel, &SandboxDetailPanel::conversationSelected, this, [this](const QString &id) {
        m_selectedConversation = id;
        m_view->setSelectedConversation(id);
    });
    connect(m_panel, &SandboxDetailPanel::sandboxRequested, this, [this](const QString &id) {
        selectSandbox(id);
        m_view->centerOnSandbox(id);
    });
    connect(m_panel, &SandboxDetailPanel::overviewRequested, this, &SandboxMapWidget::showOverview);
}

SandboxMapWidget::~SandboxMapWidget() = default;

void SandboxMapWidget::setStore(StoreReader *store)
{
    m_store = store;
    m_model->setStore(store);
}

void SandboxMapWidget::setRadar(ConflictRadarModel *radar)
{
    if (m_radar)
        disconnect(m_radar, nullptr, this, nullptr);
    m_radar = radar;
    if (m_radar)
        connect(m_radar, &ConflictRadarModel::changed, this, &SandboxMapWidget::updateConflicts);
    updateConflicts();
}

void SandboxMapWidget::updateConflicts()
{
    QList<RadarConflict> all;
    if (m_radar) {
        for (const SandboxMapSandbox &s : m_model->snapshot().sandboxes) {
            if (s.isShared())
                all += m_radar->conflicts(s.id);
        }
    }
    m_view->setConflicts(all);
    QList<QString> lines;
    for (const RadarConflict &c : std::as_const(all)) {
        if (c.sandboxId != m_selectedSandbox)
            continue;
        QString line = QStringLiteral("\u201c%1\u201d \u2194 \u201c%2\u201d: %3")
                           .arg(m_radar->titleOf(c.a), m_radar->titleOf(c.b), ConflictRadarModel::filesText(c, 3));
        if (!c.commands.isEmpty())
            line += QStringLiteral(" (%1)").arg(c.commands.join(QStringLiteral("; ")));
        lines.append(line);
    }
    m_panel->setOverlaps(lines);
}

void SandboxMapWidget::setCommands(ConversationCommands *commands)
{
    if (m_commands) {
        disconnect(m_commands, nullptr, this, nullptr);
        disconnect(m_commands->sandboxes(), nullptr, this, nullptr);
    }
    m_commands = commands;
    if (m_commands) {
        // Deleting a conversation is the conversation service's; everything else here is the
        // sandbox service's own outcome (no relay between the two).
        connect(m_commands, &ConversationCommands::finished, this, [this](const CommandOutcome &o) {
            if (o.command == Command::Remove && o.failure() != CommandFailure::Busy)
                finishAction(QString(), o.ok(), o.message);
        });
        SandboxCommands *lifecycle = m_commands->sandboxes();
        connect(lifecycle, &SandboxCommands::finished, this, [this](const CommandOutcome &o) {
            if (o.failure() == CommandFailure::Busy)
                return;
            finishAction(o.command == Command::CreateSandbox ? QString() : o.target, o.ok(), o.message);
        });
        connect(lifecycle, &SandboxCommands::leftEmpty, this, [this](const QString &sandboxId, const QString &) {
            reportSandboxLeftEmpty(sandboxId);
        });
        connect(lifecycle, &SandboxCommands::created, this, [this](const Sandbox &sandbox) {
            Q_EMIT sandboxCreated(sandbox.id);
            if (!m_store)
                refreshFromClient();
            selectSandbox(sandbox.id);
        });
        connect(lifecycle, &SandboxCommands::worldFetched, this,
                [this](const QList<Sandbox> &sandboxes, const QList<Conversation> &conversations) {
                    if (!m_store)
                        m_model->setSnapshot(sandboxes, conversations, m_model->snapshot().grouping);
                });
    }
    updateActionsAvailable();
}

void SandboxMapWidget::setUrlOpener(std::function<bool(const QUrl &)> opener)
{
    m_urlOpener = std::move(opener);
}

void SandboxMapWidget::updateActionsAvailable()
{
    const bool connected = m_commands && m_commands->sandboxes()->isConnected();
    m_panel->setActionsAvailable(connected);
    m_create->setEnabled(connected);
    m_create->setVisible(!m_commands.isNull());
}

void SandboxMapWidget::applyDelta(const SandboxMapDelta &)
{
    m_view->setSnapshot(m_model->snapshot());
    refreshPanel();
    updateSummary();
}

void SandboxMapWidget::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        refreshPanel();
}

void SandboxMapWidget::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_model->setActive(true);
}

void SandboxMapWidget::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_model->setActive(false);
}

void SandboxMapWidget::refreshPanel()
{
    const auto &snap = m_model->snapshot();
    if (!m_selectedSandbox.isNull() && snap.sandbox(m_selectedSandbox)) {
        if (!m_selectedConversation.isEmpty() && !snap.conversation(m_selectedConversation))
            m_selectedConversation.clear();
        m_panel->showSandbox(snap, m_selectedSandbox, m_selectedConversation);
    } else {
        m_selectedSandbox = QString();
        m_selectedConversation.clear();
        m_panel->showOverview(snap);
    }
    updateConflicts();
}

void SandboxMapWidget::updateSummary()
{
    const auto &snap = m_model->snapshot();
    int shared = 0;
    for (const auto &s : snap.sandboxes)
        shared += s.known && s.isShared() ? 1 : 0;
    const int problems = snap.count(SandboxMapFinding::Orphan) + snap.count(SandboxMapFinding::Desync);
    QString text = tr("%n sandbox(es)", nullptr, int(snap.sandboxes.size())) + QStringLiteral(" \u00b7 ")
        + tr("%n conversation(s)", nullptr, int(snap.conversations.size())) + QStringLiteral(" \u00b7 ")
        + tr("%n shared", nullptr, shared);
    if (problems > 0)
        text += QStringLiteral(" \u00b7 ") + tr("%n out of sync", nullptr, problems);
    text += QStringLiteral(" \u00b7 ") + tr("grouping: %1").arg(groupingStrategyName(snap.grouping));
    m_summary->setText(text);
}

void SandboxMapWidget::selectSandbox(const QString &sandboxId)
{
    m_selectedSandbox = sandboxId;
    m_selectedConversation.clear();
    m_view->setSelectedConversation({});
    m_view->setSelectedSandbox(sandboxId);
    m_panel->setMessage({});
    refreshPanel();
}

void SandboxMapWidget::selectConversation(const QString &conversationId)
{
    const auto *c = m_model->snapshot().conversation(conversationId);
    if (!c)
        return;
    m_selectedSandbox = c->sandboxId;
    m_selectedConversation = conversationId;
    m_view->setSelectedSandbox(c->sandboxId);
    m_view->setSelectedConversation(conversationId);
    m_panel->setMessage({});
    refreshPanel();
}

void SandboxMapWidget::showOverview()
{
    m_selectedSandbox = QString();
    m_selectedConversation.clear();
    m_view->setSelectedSandbox({});
    m_view->setSelectedConversation({});
    refreshPanel();
}

void SandboxMapWidget::requestPause(const QString &sandboxId)
{
    confirmThen(int(Action::Pause), sandboxId, {});
}

void SandboxMapWidget::requestResume(const QString &sandboxId)
{
    confirmThen(int(Action::Resume), sandboxId, {});
}

void SandboxMapWidget::requestDelete(const QString &sandboxId)
{
    confirmThen(int(Action::Delete), sandboxId, {});
}

void SandboxMapWidget::requestStartHere(const QString &sandboxId)
{
    if (!m_commands) {
        // No command service: confirm here (capacity, sharing), then let the shell start it.
        confirmThen(int(Action::StartHere), sandboxId, {});
        return;
    }
    // The start dialog shows the placement with its capacity and the sharing warning itself. A shell
    // that listens opens it (and follows the start); otherwise the map opens it.
    if (isSignalConnected(QMetaMethod::fromSignal(&SandboxMapWidget::startHereRequested))) {
        Q_EMIT startHereRequested(sandboxId);
        return;
    }
    const auto open = findChildren<StartConversationDialog *>(QString(), Qt::FindDirectChildrenOnly);
    for (auto *d : open)
        d->deleteLater();
    auto *dialog = new StartConversationDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setStore(m_store);
    dialog->setCommands(m_commands);
    dialog->setPlacementSandbox(sandboxId);
    connect(dialog, &StartConversationDialog::conversationStarted, this, &SandboxMapWidget::conversationActivated);
    dialog->open();
}

void SandboxMapWidget::requestDeleteConversation(const QString &conversationId)
{
    const auto *c = m_model->snapshot().conversation(conversationId);
    confirmThen(int(Action::DeleteConversation), c ? c->sandboxId : QString(), conversationId);
}

void SandboxMapWidget::confirmThen(int action, const QString &sandboxId, const QString &conversationId)
{
    // One confirmation at a time.
    const auto open = findChildren<SandboxActionDialog *>(QString(), Qt::FindDirectChildrenOnly);
    for (auto *d : open)
        d->deleteLater();
    auto *dialog = new SandboxActionDialog(Action(action), m_model->snapshot(), sandboxId, conversationId, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, action, sandboxId, conversationId] {
        perform(action, sandboxId, conversationId);
    });
    dialog->open();
}

void SandboxMapWidget::perform(int action, const QString &sandboxId, const QString &conversationId)
{
    const QString shortId = sandboxId.left(16);
    switch (Action(action)) {
    case Action::StartHere:
        Q_EMIT startHereRequested(sandboxId);
        return;
    case Action::Pause:
        m_panel->setMessage(tr("Pausing sandbox %1\u2026").arg(shortId));
        break;
    case Action::Resume:
        m_panel->setMessage(tr("Resuming sandbox %1\u2026").arg(shortId));
        break;
    case Action::Delete:
        m_panel->setMessage(tr("Deleting sandbox %1\u2026").arg(shortId));
        break;
    case Action::DeleteConversation:
        m_panel->setMessage(tr("Deleting the conversation\u2026"));
        break;
    }

    if (!m_commands) {
        m_panel->setMessage(tr("Not connected: the map is read-only."), true);
        return;
    }
    bool started = false;
    switch (Action(action)) {
    case Action::Pause:
        started = m_commands->sandboxes()->pause(sandboxId);
        break;
    case Action::Resume:
        started = m_commands->sandboxes()->resume(sandboxId);
        break;
    case Action::Delete:
        started = m_commands->sandboxes()->remove(sandboxId);
        break;
    case Action::DeleteConversation:
        started = m_commands->remove(conversationId);
        break;
    case Action::StartHere:
        break;
    }
    if (!started)
        m_panel->setMessage(tr("That action is already running."), true);
}

void SandboxMapWidget::reportSandboxLeftEmpty(const QString &sandboxId)
{
    selectSandbox(sandboxId);
    m_panel->setMessage(tr("Sandbox %1 still exists but no conversation uses it any more. Delete it here to free "
                           "its compute, or leave it to the idle reaper.")
                            .arg(sandboxId.left(16)));
}

void SandboxMapWidget::finishAction(const QString &sandboxId, bool ok, const QString &message)
{
    m_panel->setMessage(message, !ok);
    Q_EMIT actionFinished(sandboxId, ok, message);
    if (ok && !m_store)
        refreshFromClient();
}

void SandboxMapWidget::createSandbox()
{
    if (!m_commands)
        return;
    m_panel->setMessage(tr("Creating a sandbox\u2026"));
    m_commands->sandboxes()->create();
}

void SandboxMapWidget::refreshFromClient()
{
    if (m_commands)
        m_commands->sandboxes()->fetchWorld();
}

void SandboxMapWidget::openUrl(const QUrl &url)
{
    if (!url.isValid())
        return;
    if (!SafeText::isOpenableUrl(url)) { // a server decides these URLs: only web pages open
        m_panel->setMessage(tr("Not opened: %1 is not an http or https address.").arg(displaySafeUrl(url.toString())),
                            true);
        return;
    }
    if (!m_urlOpener || !m_urlOpener(url))
        m_panel->setMessage(tr("Could not open %1").arg(displaySafeUrl(url.toString())), true);
}

} // namespace Switchyard
