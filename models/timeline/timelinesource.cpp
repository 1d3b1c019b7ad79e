// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/timeline/timelinesource.h"

namespace Switchyard {

TimelineSource::~TimelineSource() = default;

} // namespace Switchyard
