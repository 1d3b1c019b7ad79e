// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The dialogs the window opens for its menus and shortcuts (issue 27 moved them out of
// MainWindow): each takes what it needs from the context the window was given; none owns a
// service.

#include "ui/shell/aboutdialog.h"
#include "ui/shellcontext.h"

#include <QList>
#include <QString>

#include <functional>

class QWidget;

namespace Switchyard {

class CommandPalette;
class ShellActions;

namespace ShellDialogs {

/// The palette over every action and every conversation (gone ones left out).
void showPalette(CommandPalette *palette, ShellActions *actions, const StoreReader *store);
/// A trajectory file chosen by the user (empty: cancelled).
[[nodiscard]] QString chooseTrajectory(QWidget *parent);
/// The start dialog (non-modal, deletes itself); `opened` is called with the new conversation's
/// id. The skills offered are those of the open conversation's server (`current`).
void startConversation(QWidget *parent, const ShellContext &context, const QString &current, const QString &sandboxId,
                       std::function<void(const QString &)> opened);
void downloadTrajectory(QWidget *parent, const ShellContext &context, const QString &current);
void exportTranscript(QWidget *parent, const ShellContext &context, const QString &current);
/// Help › About: `components` as the composition root collected them (empty: Qt's only).
void showAbout(QWidget *parent, QList<AboutComponent> components);
/// File › Preferences; `message` tells the user what takes effect when.
void showPreferences(QWidget *parent, std::function<void(const QString &)> message);

} // namespace ShellDialogs
} // namespace Switchyard
