// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/read/variantgroupreader.h"

namespace Switchyard {

VariantGroupReader::VariantGroupReader(QObject *parent)
    : QObject(parent)
{ }

VariantGroupReader::~VariantGroupReader() = default;

} // namespace Switchyard
