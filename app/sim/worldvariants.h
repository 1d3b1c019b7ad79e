// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace Switchyard::Sim {

class World;

/// The demo's variant runs (issue 30 part B): three conversations of one task, tagged as a group.
void seedDemoVariants(World &world);

} // namespace Switchyard::Sim
