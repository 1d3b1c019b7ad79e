// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace Switchyard {

class Store;
struct ConversationRecord;

/// "Needs me": conversations waiting for confirmation, in error or stuck (and not gone).
namespace Attention {

[[nodiscard]] bool needsMe(const ConversationRecord &record);
/// Ids of the conversations that need me, most urgent first (waiting > error > stuck), then newest
/// activity first.
[[nodiscard]] QList<QString> needsMeOrder(const Store &store);
/// The next (or previous) id in `order` after `current`, wrapping around; the first (last) one when
/// `current` is not in it; empty when `order` is empty.
[[nodiscard]] QString step(const QList<QString> &order, const QString &current, bool forward);

} // namespace Attention
} // namespace Switchyard
