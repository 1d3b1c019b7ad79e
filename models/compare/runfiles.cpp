// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/compare/runfiles.h"

#include "models/diff/filediff.h"

#include <QStringList>

#include <variant>

namespace Switchyard {

namespace {

const QLatin1String kEditorAction("FileEditorAction");
const QLatin1String kEditorObservation("FileEditorObservation");

/// `text` with `insert` put after line `line` (0: at the top), or nullopt when the line is past the end.
std::optional<QString> insertAfterLine(const QString &text, int line, const QString &insert)
{
    if (line < 0)
        return std::nullopt;
    QStringList lines = text.split(u'\n');
    if (line > lines.size())
        return std::nullopt;
    const QStringList added = insert.split(u'\n');
    for (qsizetype i = 0; i < added.size(); ++i)
        lines.insert(line + i, added.at(i));
    return lines.join(u'\n');
}

} // namespace

RunFileTracker::State &RunFileTracker::stateFor(const QString &path, bool existedBefore)
{
    auto it = m_index.constFind(path);
    if (it == m_index.constEnd()) {
        State s;
        s.file.path = path;
        s.file.created = !existedBefore;
        it = m_index.insert(path, static_cast<int>(m_files.size()));
        m_files.append(s);
    }
    return m_files[it.value()];
}

void RunFileTracker::add(const Event &event)
{
    if (const auto *a = std::get_if<ActionPayload>(&event.payload)) {
        if (a->actionKind != kEditorAction || a->path.isEmpty() || a->command == QLatin1String("view"))
            return;
        if (a->toolCallId.isEmpty())
            applyAction(*a); // nothing will pair with it: take it as done
        else
            m_pending.insert(a->toolCallId, *a);
        return;
    }
    if (const auto *o = std::get_if<ObservationPayload>(&event.payload)) {
        if (o->observationKind == kEditorObservation || (!o->path.isEmpty() && o->newContent))
            applyObservation(*o);
    }
}

void RunFileTracker::applyObservation(const ObservationPayload &o)
{
    std::optional<ActionPayload> pending;
    if (!o.toolCallId.isEmpty() && m_pending.contains(o.toolCallId))
        pending = m_pending.take(o.toolCallId);
    if (o.isError)
        return; // the edit did not happen
    if (!o.newContent && !o.oldContent) {
        // No content in the result (a view, or an older server): apply the action to what is known.
        if (pending && !pending->path.isEmpty())
            applyAction(*pending);
        return;
    }
    const QString path = o.path.isEmpty() && pending ? pending->path : o.path;
    if (path.isEmpty())
        return;
    const bool existed = o.prevExist || (o.oldContent && !o.oldContent->isEmpty());
    const bool first = !m_index.contains(path);
    State &s = stateFor(path, existed);
    if (first && (o.oldContent || !o.prevExist)) {
        s.file.original = o.oldContent.value_or(QString());
        s.originalKnown = true;
    }
    if (o.newContent) {
        s.file.result = *o.newContent;
        s.resultKnown = true;
    } else {
        s.resultKnown = false;
    }
    ++s.file.edits;
}

void RunFileTracker::applyAction(const ActionPayload &a)
{
    const QString &cmd = a.command;
    const bool create = cmd == QLatin1String("create");
    const bool first = !m_index.contains(a.path);
    State &s = stateFor(a.path, !create);
    ++s.file.edits;
    if (create) {
        if (first) {
            s.file.original.clear();
            s.originalKnown = true;
        }
        s.file.result = a.fileText;
        s.resultKnown = true;
        return;
    }
    if (!s.resultKnown)
        return; // applied to an unknown text: stays unknown
    if (cmd == QLatin1String("str_replace") && !a.oldStr.isEmpty() && s.file.result.count(a.oldStr) == 1) {
        s.file.result.replace(a.oldStr, a.newStr);
        return;
    }
    if (cmd == QLatin1String("insert") && a.insertLine) {
        if (const auto text = insertAfterLine(s.file.result, *a.insertLine, a.newStr)) {
            s.file.result = *text;
            return;
        }
    }
    // undo_edit, a replace that does not match once, anything newer: what the file holds now is
    // not known any more.
    s.resultKnown = false;
    s.file.result.clear();
}

QList<RunFile> RunFileTracker::take()
{
    QList<RunFile> out;
    out.reserve(m_files.size());
    DiffOptions options;
    options.detectMoves = false;
    options.wordDiff = false;
    for (State &s : m_files) {
        RunFile f = std::move(s.file);
        f.originalKnown = s.originalKnown;
        f.resultKnown = s.resultKnown;
        if (!f.originalKnown)
            f.original.clear();
        if (f.contentKnown()) {
            const FileDiff diff = FileDiff::compute(f.original, f.result, options);
            f.added = diff.addedCount();
            f.removed = diff.removedCount();
        }
        out.append(std::move(f));
    }
    m_files.clear();
    m_index.clear();
    m_pending.clear();
    return out;
}

} // namespace Switchyard
