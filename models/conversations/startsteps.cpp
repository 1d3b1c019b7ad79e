// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/conversations/startsteps.h"

namespace Switchyard {

QString StartSteps::text(const OpenEnum<StartTaskStatus> &status)
{
    using S = StartTaskStatus;
    switch (status.value()) {
    case S::Working:
        return tr("Starting");
    case S::WaitingForSandbox:
        return tr("Waiting for sandbox");
    case S::PreparingRepository:
        return tr("Preparing repository");
    case S::RunningSetupScript:
        return tr("Running setup script");
    case S::SettingUpGitHooks:
        return tr("Setting up git hooks");
    case S::SettingUpSkills:
        return tr("Setting up skills");
    case S::StartingConversation:
        return tr("Starting conversation");
    case S::Ready:
        return tr("Ready");
    case S::Error:
        return tr("Error");
    case S::Unknown:
        break;
    }
    return status.raw().isEmpty() ? tr("Unknown") : status.raw();
}

int StartSteps::index(StartTaskStatus status)
{
    using S = StartTaskStatus;
    switch (status) {
    case S::Working:
        return 1;
    case S::WaitingForSandbox:
        return 2;
    case S::PreparingRepository:
        return 3;
    case S::RunningSetupScript:
        return 4;
    case S::SettingUpGitHooks:
        return 5;
    case S::SettingUpSkills:
        return 6;
    case S::StartingConversation:
        return 7;
    case S::Ready:
        return 8;
    case S::Error:
    case S::Unknown:
        break;
    }
    return 0;
}

} // namespace Switchyard
