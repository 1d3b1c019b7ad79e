// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a status looks, in one place: the label, colour, symbol and tooltip of every state of the two
// status axes (agent execution x sandbox), used by the conversation list's badges, the sandbox
// map (its containers, nodes and legend), the detail panel, the confirmations and the charts, so
// that they always agree. A value this build does not know shows the server's raw text with a
// neutral outline; an absent one says so. Colours are plain QColors (Qt Gui): no widgets here.

#include "models/domain/openenum.h"
#include "models/domain/status.h"

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Switchyard {

struct StatusLook
{
    QString label; ///< "Waiting for confirmation", "Provider unavailable", or the raw text
    QString badge; ///< the list's badge text (the sandbox axis says "Sandbox: …")
    QString tooltip; ///< one sentence on what the state means
    QColor color; ///< fill (or outline when `outlined`)
    QString symbol; ///< a one-character icon for legends and lists
    bool outlined = false; ///< a quiet state, drawn as an outline (unknown, absent, no agent, healthy sandbox)
};

class StatusPresentation
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::StatusPresentation)
public:
    /// `startingGrace`: a conversation just started whose agent has not reported yet.
    [[nodiscard]] static StatusLook execution(const OpenEnum<ExecutionStatus> &status, bool startingGrace = false);
    [[nodiscard]] static StatusLook sandbox(const OpenEnum<SandboxStatus> &status);

    /// Shorthands for execution(status).color and sandbox(status).color.
    [[nodiscard]] static QColor executionColor(const OpenEnum<ExecutionStatus> &status);
    [[nodiscard]] static QColor sandboxColor(const OpenEnum<SandboxStatus> &status);
    /// Desync / orphan / gone outline.
    [[nodiscard]] static QColor alertColor();
    /// Readable text colour on top of `background`.
    [[nodiscard]] static QColor textOn(const QColor &background);

    /// The states a legend or a filter lists, in their order (no agent is the absent value).
    [[nodiscard]] static QList<OpenEnum<SandboxStatus>> sandboxLegend();
    [[nodiscard]] static QList<OpenEnum<ExecutionStatus>> executionLegend();
};

} // namespace Switchyard
