// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the DOM reference (domeventparser.cpp, domeventpayloads.cpp).

#include "models/api/codec_p.h"

namespace Switchyard::Test::DomEvents {

/// One event from its object; `raw` is the compact JSON of the whole event.
Event eventFrom(const Api::CodecDetail::json &o, const Api::CodecDetail::Path &path, QByteArray raw);

} // namespace Switchyard::Test::DomEvents
