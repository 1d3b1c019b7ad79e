// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/read/reviewreader.h"

namespace Switchyard {

ReviewReader::ReviewReader(QObject *parent)
    : QObject(parent)
{ }

ReviewReader::~ReviewReader() = default;

QList<ReviewComment> ReviewReader::reviewDraft(const QString &conversationId) const
{
    QList<ReviewComment> out = reviewComments(conversationId);
    out.removeIf([](const ReviewComment &c) {
        return !c.isDraft();
    });
    return out;
}

} // namespace Switchyard
