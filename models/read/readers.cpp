// SPDX-License-Identifier: GPL-3.0-or-later
// The read interfaces' out-of-line members (one place for their vtables).
#include "models/read/livereader.h"
#include "models/read/searchreader.h"
#include "models/read/storereader.h"
#include "models/read/syncstatus.h"

namespace Switchyard {

StoreReader::StoreReader(QObject *parent)
    : QObject(parent)
{ }

StoreReader::~StoreReader() = default;

SyncStatus::SyncStatus(QObject *parent)
    : QObject(parent)
{ }

SyncStatus::~SyncStatus() = default;

LiveReader::LiveReader(QObject *parent)
    : QObject(parent)
{ }

LiveReader::~LiveReader() = default;

SearchReader::SearchReader(QObject *parent)
    : QObject(parent)
{ }

SearchReader::~SearchReader() = default;

} // namespace Switchyard
