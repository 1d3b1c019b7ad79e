// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/status.h"

#include <QList>
#include <QMetaType>
#include <QString>

namespace Switchyard {

/// One changed file of a workspace (from /git/changes, or reconstructed from file-edit events).
struct WorkspaceChange
{
    QString path; ///< relative to the repository root (posix), or absolute when outside it
    OpenEnum<GitChangeStatus> status;
    QString movedFrom; ///< for a move detected from a DELETED + ADDED pair with the same content
    int added = -1; ///< -1 until the diff was computed
    int removed = -1;

    [[nodiscard]] bool countsKnown() const { return added >= 0 && removed >= 0; }
    bool operator==(const WorkspaceChange &) const = default;
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::WorkspaceChange)
