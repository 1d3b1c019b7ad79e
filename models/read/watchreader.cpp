// SPDX-License-Identifier: GPL-3.0-or-later
// WatchReader's out-of-line members (its vtable).
#include "models/read/watchreader.h"

namespace Switchyard {

WatchReader::WatchReader(QObject *parent)
    : QObject(parent)
{ }

WatchReader::~WatchReader() = default;

} // namespace Switchyard
