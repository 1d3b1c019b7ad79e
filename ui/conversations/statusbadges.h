// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The list's badges of the two status axes (execution × sandbox), drawn from StatusPresentation
// (models/conversations/statuspresentation.h), the one place that says how a status looks.

#include "models/domain/status.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

class QPainter;
class QRect;
class QFont;

namespace Switchyard {

struct Badge
{
    QString text;
    QColor color; ///< fill (or outline when `outlined`)
    bool outlined = false;
    QString tooltip;
};

class StatusBadges
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::StatusBadges)
public:
    /// An absent `status` means none: the sandbox is not running.
    [[nodiscard]] static Badge execution(const OpenEnum<ExecutionStatus> &status, bool startingGrace);
    [[nodiscard]] static Badge sandbox(const OpenEnum<SandboxStatus> &status);
    /// "confirmed 12 s ago"; empty when never confirmed.
    [[nodiscard]] static QString staleness(qint64 secondsAgo);
    /// "3 min ago", "yesterday", a date.
    [[nodiscard]] static QString relativeTime(qint64 secondsAgo);
    /// Paints a rounded badge at `x` on the vertical centre of `row`; returns its width.
    static int paint(QPainter *painter, const Badge &badge, int x, int centerY, const QFont &font);
    [[nodiscard]] static int width(const Badge &badge, const QFont &font);
};

} // namespace Switchyard
