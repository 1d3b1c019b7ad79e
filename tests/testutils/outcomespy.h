// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Records a command service's finished(CommandOutcome) (issue 27: one result vocabulary) in the
// shape of a QSignalSpy, one row per outcome that matches `which`:
//   Succeeded        [Command, target, message]            outcomes that worked
//   Failed           [Command, target, message]            failures, busy refusals left out
//   FailedWithReason [Command, target, CommandFailure, message]   every failure
//   FailedWithError  [Command, target, CommandError]       every failure
// Header only: the connection's context is a plain QObject member.

#include "models/commands/commanderror.h"

#include <QList>
#include <QObject>
#include <QVariant>

namespace Switchyard::Test {

class OutcomeSpy : public QList<QList<QVariant>>
{
public:
    enum Which
    {
        Succeeded,
        Failed,
        FailedWithReason,
        FailedWithError,
    };

    template<typename Service>
    OutcomeSpy(Service *service, Which which)
        : m_which(which)
    {
        QObject::connect(service, &Service::finished, &m_context, [this](const CommandOutcome &o) {
            record(o);
        });
    }

private:
    void record(const CommandOutcome &o)
    {
        const QVariant command = QVariant::fromValue(o.command);
        switch (m_which) {
        case Succeeded:
            if (o.ok())
                append({command, o.target, o.message});
            break;
        case Failed:
            if (!o.ok() && o.failure() != CommandFailure::Busy)
                append({command, o.target, o.message});
            break;
        case FailedWithReason:
            if (!o.ok())
                append({command, o.target, QVariant::fromValue(o.failure()), o.message});
            break;
        case FailedWithError:
            if (!o.ok())
                append({command, o.target, QVariant::fromValue(*o.error)});
            break;
        }
    }

    Which m_which;
    QObject m_context;
};

} // namespace Switchyard::Test
