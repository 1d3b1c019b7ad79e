// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/diff/splittext.h"

namespace Switchyard {

SplitText SplitText::split(const QString &text)
{
    SplitText out;
    if (text.isEmpty())
        return out;
    const QStringView view(text);
    qsizetype start = 0;
    const qsizetype n = view.size();
    out.lines.reserve(text.count(QLatin1Char('\n')) + 1);
    while (start < n) {
        qsizetype nl = view.indexOf(QLatin1Char('\n'), start);
        if (nl < 0) {
            out.lines.append(view.mid(start).toString());
            out.crlf.push_back(0);
            out.endsWithNewline = false;
            return out;
        }
        qsizetype end = nl;
        const bool cr = end > start && view[end - 1] == QLatin1Char('\r');
        if (cr) {
            --end;
            ++out.crlfCount;
        }
        out.lines.append(view.mid(start, end - start).toString());
        out.crlf.push_back(cr ? 1 : 0);
        start = nl + 1;
    }
    out.endsWithNewline = true;
    return out;
}

SplitText::LineEndings SplitText::lineEndings() const
{
    const qsizetype terminated = endsWithNewline ? lines.size() : lines.size() - 1;
    if (terminated <= 0)
        return LineEndings::None;
    if (crlfCount == 0)
        return LineEndings::Lf;
    if (crlfCount == terminated)
        return LineEndings::Crlf;
    return LineEndings::Mixed;
}

QString SplitText::join() const
{
    QString out;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        out += lines.at(i);
        const bool last = i + 1 == lines.size();
        if (!last || endsWithNewline)
            out += crlf[static_cast<size_t>(i)] ? QStringLiteral("\r\n") : QStringLiteral("\n");
    }
    return out;
}

} // namespace Switchyard
