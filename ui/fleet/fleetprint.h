// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Printing the fleet timeline (issue 32): what the view shows, on one landscape page, scaled to
// fit. Kept apart from the view so that only this file sees Qt Print Support (the rest of the UI
// library compiles without its headers; the library links it).

class QPrinter;
class QWidget;

namespace Switchyard {

class FleetTimelineView;

namespace FleetPrint {

/// Paints the view's timeline on `printer` (landscape); false when the printer cannot start.
bool print(const FleetTimelineView &view, QPrinter &printer);
/// The Print… action: a print dialog, then print(); false when cancelled or failed.
bool printWithDialog(const FleetTimelineView &view, QWidget *parent);

} // namespace FleetPrint

} // namespace Switchyard
