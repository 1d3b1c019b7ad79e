// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/fleet/fleetpage.h"

#include "models/fleet/fleetreader.h"
#include "ui/fleet/fleetprint.h"
#include "ui/fleet/fleettimelineview.h"

#include <QAction>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>
#include <QToolButton>
#include <QVBoxLayout>

namespace Switchyard {

namespace {
QString rangeText(qint64 from, qint64 to)
{
    const QLocale l;
    return l.toString(QDateTime::fromMSecsSinceEpoch(from).toLocalTime(), QLocale::ShortFormat)
        + QStringLiteral(" \u2013 ")
        + l.toString(QDateTime::fromMSecsSinceEpoch(to).toLocalTime(), QLocale::ShortFormat);
}
} // namespace

// Over 80 lines: the toolbar's widgets, the export and print menu, the layout and their connections
// in one reading order; split up, each part would only be called from here.
FleetPage::FleetPage(QWidget *parent)
    : QWidget(parent)
    , m_reader(new FleetReader(this))
    , m_view(new FleetTimelineView(this))
{
    setObjectName(QStringLiteral("fleetPage"));
    m_reader->setActive(false); // until the page shows
    m_grouping = new QComboBox(this);
    m_grouping->setAccessibleName(tr("Group lanes by"));
    m_grouping->addItem(tr("Group by sandbox"));
    m_grouping->addItem(tr("Group by repository"));
    auto button = [this](const QString &text, const QString &tip) {
        auto *b = new QToolButton(this);
        b->setText(text);
        b->setToolTip(tip);
        b->setAutoRaise(true);
        return b;
    };
    QToolButton *zoomIn = button(tr("Zoom in"), tr("Zoom in (+, Ctrl+wheel)"));
    QToolButton *zoomOut = button(tr("Zoom out"), tr("Zoom out (\u2212, Ctrl+wheel)"));
    QToolButton *fit = button(tr("Fit"), tr("The whole history up to now (Home)"));
    m_range = new QLabel(tr("Shift+drag (or drag on the time axis) to select a range"), this);
    m_range->setTextFormat(Qt::PlainText);
    m_showInList = button(tr("Show these conversations in the list"),
                          tr("Filter the conversation list to those running or waiting in the selected range"));
    m_showInList->setEnabled(false);
    QToolButton *exportButton =
        button(tr("Export"), tr("Save the timeline as it shows as PNG, SVG or PDF, or print it"));
    auto *menu = new QMenu(exportButton);
    menu->addAction(tr("PNG image\u2026"), this, [this] {
        exportAs(QStringLiteral("png"));
    });
    menu->addAction(tr("SVG drawing\u2026"), this, [this] {
        exportAs(QStringLiteral("svg"));
    });
    menu->addAction(tr("PDF for printing\u2026"), this, [this] {
        exportAs(QStringLiteral("pdf"));
    });
    menu->addSeparator();
    QAction *print = menu->addAction(tr("Print\u2026"), this, [this] {
        FleetPrint::printWithDialog(*m_view, this);
    });
    print->setObjectName(QStringLiteral("fleetPrint"));
    print->setShortcut(QKeySequence::Print);
    print->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(print); // Ctrl+P on the page, not only in the open menu
    exportButton->setMenu(menu);
    exportButton->setPopupMode(QToolButton::InstantPopup);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 4, 6, 4);
    bar->addWidget(m_grouping);
    bar->addWidget(zoomIn);
    bar->addWidget(zoomOut);
    bar->addWidget(fit);
    bar->addSpacing(12);
    bar->addWidget(m_range, 1);
    bar->addWidget(m_showInList);
    bar->addWidget(exportButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);
    setFocusProxy(m_view);

    connect(m_grouping, &QComboBox::currentIndexChanged, this, [this](int i) {
        m_reader->setGrouping(i == 1 ? Fleet::Grouping::Repository : Fleet::Grouping::Sandbox);
    });
    connect(zoomIn, &QToolButton::clicked, m_view, [this] {
        m_view->zoomBy(0.5);
    });
    connect(zoomOut, &QToolButton::clicked, m_view, [this] {
        m_view->zoomBy(2.0);
    });
    connect(fit, &QToolButton::clicked, m_view, &FleetTimelineView::fitAll);
    connect(m_reader, &FleetReader::dataReady, this, [this] {
        m_view->setData(m_reader->data());
        updateSelection();
    });
    connect(m_view, &FleetTimelineView::selectionChanged, this, &FleetPage::updateSelection);
    connect(m_showInList, &QToolButton::clicked, this, [this] {
        Q_EMIT showConversations(m_view->selectedConversationIds());
    });
}

FleetPage::~FleetPage() = default;

void FleetPage::showEvent(QShowEvent *event)
{
    m_reader->setActive(true);
    QWidget::showEvent(event);
}

void FleetPage::hideEvent(QHideEvent *event)
{
    m_reader->setActive(false); // store changes wait until the page shows again
    QWidget::hideEvent(event);
}

void FleetPage::setStore(StoreReader *store)
{
    m_reader->setStore(store);
}

void FleetPage::updateSelection()
{
    if (!m_view->hasSelection()) {
        m_range->setText(tr("Shift+drag (or drag on the time axis) to select a range"));
        m_showInList->setEnabled(false);
        return;
    }
    const int n = int(m_view->selectedConversationIds().size());
    m_range->setText(tr("%1: %n conversation(s) active", nullptr, n)
                         .arg(rangeText(m_view->selectionFromMs(), m_view->selectionToMs())));
    m_showInList->setEnabled(n > 0);
}

void FleetPage::exportAs(const QString &format)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString filter = format == QLatin1String("png") ? tr("PNG image (*.png)")
        : format == QLatin1String("svg")                  ? tr("SVG drawing (*.svg)")
                                                          : tr("PDF document (*.pdf)");
    QString path = QFileDialog::getSaveFileName(this, tr("Export the fleet timeline"),
                                                dir + QStringLiteral("/fleet-timeline.") + format, filter);
    if (path.isEmpty())
        return;
    const bool ok = format == QLatin1String("png") ? m_view->exportPng(path)
        : format == QLatin1String("svg")           ? m_view->exportSvg(path)
                                                   : m_view->exportPdf(path);
    if (!ok)
        QMessageBox::warning(this, tr("Export failed"), tr("The timeline could not be written to %1.").arg(path));
}

} // namespace Switchyard
