// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/review/reviewmessage.h"

#include "models/review/reviewanchor.h"

#include <QCoreApplication>

#include <algorithm>

namespace Switchyard::ReviewMessage {

namespace {

/// The translation context of this file (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::ReviewMessage)
};

/// A language hint for the fence from the file's extension (plain "" when unknown).
QString fenceLanguage(const QString &path)
{
    const QString ext = path.section(QLatin1Char('.'), -1).toLower();
    if (ext == path.toLower() || ext.size() > 10)
        return {};
    for (const QChar c : ext) {
        if (!c.isLetterOrNumber())
            return {};
    }
    return ext;
}

} // namespace

QString fenceFor(const QStringList &code)
{
    int longest = 0;
    for (const QString &line : code) {
        int run = 0;
        for (const QChar c : line) {
            run = c == QLatin1Char('`') ? run + 1 : 0;
            longest = std::max(longest, run);
        }
    }
    return QString(std::max(3, longest + 1), QLatin1Char('`'));
}

QList<ReviewComment> ordered(QList<ReviewComment> comments)
{
    std::stable_sort(comments.begin(), comments.end(), [](const ReviewComment &a, const ReviewComment &b) {
        if (a.anchor.path != b.anchor.path)
            return a.anchor.path < b.anchor.path;
        if (a.anchor.side != b.anchor.side)
            return a.anchor.side == ReviewAnchor::Side::Old;
        if (a.anchor.startLine != b.anchor.startLine)
            return a.anchor.startLine < b.anchor.startLine;
        return a.createdMs < b.createdMs;
    });
    return comments;
}

QString compose(const QList<ReviewComment> &comments, const QHash<QString, bool> &outdated)
{
    if (comments.isEmpty())
        return {};
    QString out =
        Tr::tr("Please address these review comments on your changes (%n comment(s)):", nullptr, int(comments.size()));
    out += QLatin1String("\n");
    for (const ReviewComment &c : ordered(comments)) {
        out += QLatin1String("\n");
        out += ReviewAnchors::reference(c.anchor);
        if (c.anchor.side == ReviewAnchor::Side::Old)
            out += QLatin1Char(' ') + Tr::tr("(removed lines, before your changes)");
        if (outdated.value(c.id))
            out += QLatin1Char(' ') + Tr::tr("(these lines changed since the comment was written)");
        out += QLatin1Char('\n');
        const QString fence = fenceFor(c.anchor.quoted);
        out += fence + fenceLanguage(c.anchor.path) + QLatin1Char('\n');
        for (const QString &line : c.anchor.quoted)
            out += line + QLatin1Char('\n');
        out += fence + QLatin1Char('\n');
        out += c.body.trimmed() + QLatin1Char('\n');
    }
    return out;
}

} // namespace Switchyard::ReviewMessage
