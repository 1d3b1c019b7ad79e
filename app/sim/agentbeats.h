// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/sim/worldtypes.h"

#include <deque>
#include <functional>

// The building blocks of the scripted agents (agentscripts.cpp), shared with the scripts of newer
// event kinds (agentscripts_newer.cpp). Internal to app/sim.
namespace Switchyard::Sim::AgentScripts::Beats {

using Fn = std::function<void(World &, SimConversation &)>;

AgentBeat beat(Fn fn, double pace = 1.0, bool gate = false);
QString repoDir(const SimConversation &c);
/// Adds usage and appends a `stats` state update.
void stats(World &w, SimConversation &c, qint64 prompt, qint64 completion);
AgentBeat terminal(const QString &command, const QString &thought, const QString &summary, const char *risk = "LOW");
AgentBeat terminalResult(const QString &command, const QString &output, int exitCode, bool gate = false,
                         bool withStats = true, std::function<void(SimConversation &)> effect = {});
/// file_editor action + (next beat) observation that really changes the workspace.
void fileEdit(std::deque<AgentBeat> &beats, const QString &relPath, const QString &oldStr, const QString &newStr,
              const QString &createText, const QString &thought, const QString &summary, bool gate = false);
AgentBeat plan(const QList<std::pair<QString, QString>> &tasks, const QString &thought);
AgentBeat think(const QString &thought);
/// An agent message (streamed on newer agent servers).
AgentBeat say(const QString &text, double pace = 1.0);
void finish(std::deque<AgentBeat> &beats, const QString &message);
AgentBeat opening(const QString &message, bool confirmation);
/// confirmation: every step waits for approval ("confirm"); gateDestructive: only the destructive
/// `git rm` does ("review").
void fixTests(std::deque<AgentBeat> &b, bool confirmation, bool condense, bool gateDestructive = false);

} // namespace Switchyard::Sim::AgentScripts::Beats
