// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/compare/comparefile.h"

#include <QCoreApplication>

namespace Switchyard::CompareFiles {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::CompareFiles)
};

} // namespace

FileComparison compare(const QList<RunSummary> &runs, const QString &path)
{
    FileComparison c;
    c.path = path;
    for (const RunSummary &run : runs) {
        FileSide side;
        const RunFile *f = run.file(path);
        if (!f) {
            side.note = Tr::tr("Not changed by this run.");
        } else {
            side.changed = true;
            side.created = f->created;
            side.contentKnown = f->contentKnown();
            if (side.contentKnown)
                side.change = FileDiff::compute(f->original, f->result);
            else
                side.note = Tr::tr("Changed %n time(s), but the file's content before the run is not in its "
                                   "events, so the change cannot be shown.",
                                   nullptr, f->edits);
        }
        c.sides.append(side);
    }
    return c;
}

std::optional<FileDiff> results(const RunSummary &a, const RunSummary &b, const QString &path, QString *why)
{
    const RunFile *fa = a.file(path);
    const RunFile *fb = b.file(path);
    const auto unknown = [why](const RunSummary &run, const RunFile *f) {
        if (why) {
            *why = f ? Tr::tr("The resulting file of \"%1\" is not known from its events.").arg(run.source.title)
                     : Tr::tr("\"%1\" did not change this file; its content there is not known.").arg(run.source.title);
        }
    };
    if (!fa || !fa->resultKnown) {
        unknown(a, fa);
        return std::nullopt;
    }
    if (!fb || !fb->resultKnown) {
        unknown(b, fb);
        return std::nullopt;
    }
    return FileDiff::compute(fa->result, fb->result);
}

} // namespace Switchyard::CompareFiles
