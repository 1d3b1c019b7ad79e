// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/fleet/fleetprint.h"

#include "ui/fleet/fleettimelineview.h"

#include <QPainter>
#include <QPrintDialog>
#include <QPrinter>

namespace Switchyard::FleetPrint {

bool print(const FleetTimelineView &view, QPrinter &printer)
{
    printer.setPageOrientation(QPageLayout::Landscape);
    printer.setDocName(FleetTimelineView::tr("Fleet timeline"));
    QPainter p;
    if (!p.begin(&printer))
        return false;
    const QRect page = p.viewport();
    const QSize size = view.viewport()->size();
    const double scale =
        std::min(double(page.width()) / std::max(1, size.width()), double(page.height()) / std::max(1, size.height()));
    p.scale(scale, scale);
    view.paintTimeline(p, size);
    return p.end();
}

bool printWithDialog(const FleetTimelineView &view, QWidget *parent)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageOrientation(QPageLayout::Landscape);
    QPrintDialog dialog(&printer, parent);
    dialog.setWindowTitle(FleetTimelineView::tr("Print the fleet timeline"));
    if (dialog.exec() != QDialog::Accepted)
        return false;
    return print(view, printer);
}

} // namespace Switchyard::FleetPrint
