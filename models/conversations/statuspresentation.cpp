// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/conversations/statuspresentation.h"

#include "models/domain/statusnames.h"

namespace Switchyard {

namespace {
// One colour per state, the same on both axes where the state is the same (running, paused, error).
const QColor kGreen(0x16, 0xa3, 0x4a);
const QColor kBlue(0x3b, 0x82, 0xf6);
const QColor kLightBlue(0x60, 0xa5, 0xfa);
const QColor kOrange(0xea, 0x58, 0x0c);
const QColor kAmber(0xca, 0x8a, 0x04);
const QColor kSlate(0x64, 0x74, 0x8b);
const QColor kRed(0xdc, 0x26, 0x26);
const QColor kMagenta(0xc0, 0x26, 0xd3);
const QColor kDark(0x52, 0x52, 0x5b);
const QColor kGrey(0x6b, 0x72, 0x80);
const QColor kLightGrey(0x9c, 0xa3, 0xaf);
const QColor kCyan(0x08, 0x91, 0xb2);
const QColor kPurple(0x93, 0x33, 0xea); // a value this build does not know

StatusLook look(QString label, QString tooltip, QColor color, const char16_t *symbol, bool outlined = false)
{
    StatusLook l;
    l.badge = label;
    l.label = std::move(label);
    l.tooltip = std::move(tooltip);
    l.color = color;
    l.symbol = QString::fromUtf16(symbol);
    l.outlined = outlined;
    return l;
}
} // namespace

StatusLook StatusPresentation::execution(const OpenEnum<ExecutionStatus> &status, bool startingGrace)
{
    using E = ExecutionStatus;
    if (startingGrace && (status.isAbsent() || status == E::Idle))
        return look(tr("Starting", "agent"), tr("The conversation was just started; its agent has not reported yet."),
                    kBlue, u"\u2026");
    const QString name = executionStatusName(status);
    switch (status.value()) {
    case E::Running:
        return look(name, tr("The agent is working."), kGreen, u"\u25b6");
    case E::WaitingForConfirmation:
        return look(name, tr("The agent waits for you to approve or reject its next action."), kOrange, u"?");
    case E::Error:
        return look(name, tr("The agent stopped with an error."), kRed, u"\u2715");
    case E::Stuck:
        return look(name, tr("The agent repeats itself without progress."), kMagenta, u"!");
    case E::Finished:
        return look(name, tr("The agent finished its task."), kSlate, u"\u2713");
    case E::Idle:
        return look(name, tr("The agent waits for a message."), kLightBlue, u"\u25cb");
    case E::Paused:
        return look(name, tr("The agent was paused."), kAmber, u"\u2016");
    case E::Deleting:
        return look(name, tr("The conversation is being deleted."), kDark, u"\u2026");
    case E::Unknown:
        break;
    }
    if (status.isAbsent())
        return look(tr("No agent"), tr("No agent reports a status: the sandbox is not running."), kLightGrey, u"\u2013",
                    true);
    return look(name, tr("A status this version does not know, shown as the server sent it."), kPurple, u"?", true);
}

StatusLook StatusPresentation::sandbox(const OpenEnum<SandboxStatus> &status)
{
    using S = SandboxStatus;
    const QString name = sandboxStatusName(status);
    StatusLook l;
    switch (status.value()) {
    case S::Running:
        l = look(name, tr("The sandbox is running."), kGreen, u"\u25b6", true);
        break;
    case S::Starting:
        l = look(name, tr("The sandbox is starting."), kBlue, u"\u2026", true);
        break;
    case S::Paused:
        l = look(name, tr("The sandbox is paused; resume it to continue."), kAmber, u"\u2016");
        break;
    case S::Error:
        l = look(name, tr("The sandbox failed."), kRed, u"\u2715");
        break;
    case S::Missing:
        l = look(name, tr("The sandbox no longer exists; its conversations are archived (read-only)."), kGrey,
                 u"\u2205");
        break;
    case S::ProviderUnavailable:
        l = look(name,
                 tr("The server cannot reach the sandbox provider right now, so the sandbox's state is not known. "
                    "It is not an error and the sandbox is not gone."),
                 kCyan, u"\u25cc", true);
        break;
    case S::Unknown:
        l = status.isAbsent()
            ? look(name, tr("The server did not say."), kLightGrey, u"\u2013", true)
            : look(name, tr("A status this version does not know, shown as the server sent it."), kPurple, u"?", true);
        break;
    }
    l.badge = tr("Sandbox: %1").arg(l.label);
    return l;
}

QColor StatusPresentation::executionColor(const OpenEnum<ExecutionStatus> &status)
{
    return execution(status).color;
}

QColor StatusPresentation::sandboxColor(const OpenEnum<SandboxStatus> &status)
{
    return sandbox(status).color;
}

QColor StatusPresentation::alertColor()
{
    return QColor(0xb9, 0x1c, 0x1c);
}

QColor StatusPresentation::textOn(const QColor &background)
{
    const double luminance = 0.299 * background.redF() + 0.587 * background.greenF() + 0.114 * background.blueF();
    return luminance > 0.55 ? QColor(0x11, 0x18, 0x27) : QColor(Qt::white);
}

QList<OpenEnum<SandboxStatus>> StatusPresentation::sandboxLegend()
{
    return {SandboxStatus::Running,
            SandboxStatus::Starting,
            SandboxStatus::Paused,
            SandboxStatus::Error,
            SandboxStatus::ProviderUnavailable,
            SandboxStatus::Missing};
}

QList<OpenEnum<ExecutionStatus>> StatusPresentation::executionLegend()
{
    return {ExecutionStatus::Running, ExecutionStatus::Idle,      ExecutionStatus::WaitingForConfirmation,
            ExecutionStatus::Paused,  ExecutionStatus::Finished,  ExecutionStatus::Error,
            ExecutionStatus::Stuck,   OpenEnum<ExecutionStatus>()};
}

} // namespace Switchyard
