// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/domain/ids.h"

namespace Switchyard {

QString normalizeUuidHex(const QString &id)
{
    QString s = id.trimmed().toLower();
    if (s.startsWith(QLatin1String("urn:uuid:")))
        s = s.mid(9);
    if (s.startsWith(QLatin1Char('{')) && s.endsWith(QLatin1Char('}')))
        s = s.mid(1, s.size() - 2);
    if (s.size() == 36) {
        if (s.at(8) != QLatin1Char('-') || s.at(13) != QLatin1Char('-') || s.at(18) != QLatin1Char('-')
            || s.at(23) != QLatin1Char('-'))
            return {};
        s.remove(QLatin1Char('-'));
    }
    if (s.size() != 32)
        return {};
    for (const QChar c : std::as_const(s)) {
        const bool hex =
            (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'));
        if (!hex)
            return {};
    }
    return s;
}

} // namespace Switchyard
