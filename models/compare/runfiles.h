// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/ (switchyard_models). Internal to models/compare.
//
// Rebuilds the files a run changed from its file-edit events, in log order. The observation of an
// edit is the authority when it carries the file's content (FileEditorObservation old_content /
// new_content); otherwise the action is applied to what is known: a create's file_text, a
// str_replace whose old text is found once, an insert at a known line. An edit that cannot be
// applied makes the file's content unknown (the compare view says so; it never guesses). An edit
// whose observation is an error changed nothing.

#include "models/compare/runsummary.h"
#include "models/domain/event.h"

#include <QHash>
#include <QList>
#include <QString>

namespace Switchyard {

class RunFileTracker
{
public:
    /// A FileEditorAction, ApplyPatchAction or FileEditorObservation (others are ignored).
    void add(const Event &event);
    /// The files in first-edit order, with +/- counted where the content is known.
    [[nodiscard]] QList<RunFile> take();

private:
    struct State
    {
        RunFile file;
        bool originalKnown = false;
        bool resultKnown = false;
    };
    State &stateFor(const QString &path, bool existedBefore);
    void applyAction(const ActionPayload &action);
    void applyObservation(const ObservationPayload &observation);

    QHash<QString, int> m_index; ///< path -> position in m_files
    QList<State> m_files;
    QHash<QString, ActionPayload> m_pending; ///< tool call id -> an edit waiting for its observation
};

} // namespace Switchyard
