// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace Switchyard {

class QuestionTracker;
class StoreReader;
struct ConversationRecord;

/// "Needs me": conversations waiting for confirmation or for the answer to a question, in error or
/// stuck (and not gone).
namespace Attention {

/// `questions` (may be null) says which conversations have an ask-user question waiting.
[[nodiscard]] bool needsMe(const ConversationRecord &record, const QuestionTracker *questions = nullptr);
/// Ids of the conversations that need me, most urgent first (waiting for confirmation or an answer
/// > error > stuck), then newest activity first.
[[nodiscard]] QList<QString> needsMeOrder(const StoreReader &store, const QuestionTracker *questions = nullptr);
/// The next (or previous) id in `order` after `current`, wrapping around; the first (last) one when
/// `current` is not in it; empty when `order` is empty.
[[nodiscard]] QString step(const QList<QString> &order, const QString &current, bool forward);

} // namespace Attention
} // namespace Switchyard
