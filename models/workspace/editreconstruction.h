// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/event.h"

#include <QList>
#include <QString>

namespace Switchyard {

class StoreReader;

/// A file as the conversation's file edits left it: the content before the first edit and after
/// the last one, from FileEditorObservation old_content / new_content. Used offline (trajectories)
/// and when the sandbox cannot be asked.
struct ReconstructedFile
{
    QString path; ///< absolute, as in the events
    QString original; ///< before the first edit ("" when the file did not exist)
    QString current; ///< after the last edit
    bool existedBefore = true;
    int editCount = 0;
};

class EditReconstruction
{
public:
    /// Files edited by the events, in the order of their first edit.
    [[nodiscard]] static QList<ReconstructedFile> fromEvents(const QList<Event> &events);
    /// The same from a conversation's log in a Store (only file-edit events are parsed).
    [[nodiscard]] static QList<ReconstructedFile> fromStore(const StoreReader &store, const QString &conversationId);
};

} // namespace Switchyard
