// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/sim/worldtypes.h"

#include <deque>

// The scripted agents: each script is a queue of beats that emit realistic event sequences.
namespace Switchyard::Sim::AgentScripts {

QStringList names();
/// The first base files of a repository workspace.
void seedRepository(SimConversation &c);
/// The whole run for `script`, starting with the system prompt and the user's message.
std::deque<AgentBeat> build(SimConversation &c, const QString &script, const QString &message);
/// A short answer to a follow-up message (or to /run with nothing left to do).
std::deque<AgentBeat> reply(const QString &message);
/// A review message (quotes "path:Lx-Ly" and the code in a fence; agentscripts_review.cpp).
bool isReview(const QString &message);
/// The answer to a review: each quoted block of the new side edited in the workspace, then a reply.
std::deque<AgentBeat> reviewReply(const QString &message);
/// What the agent does after the user rejected the pending action.
std::deque<AgentBeat> afterRejection();
/// `count` plain steps (think/terminal/message), for addEvents().
std::deque<AgentBeat> filler(int count);
/// A never-ending worker for the demo: one more round every time the queue runs dry.
std::deque<AgentBeat> endlessRound(SimConversation &c, int round);
/// A title as the auto-titler would make it from the first message.
QString titleFor(const QString &message);

/// Scripts of newer event kinds (spec §13.2): "ask_user", "security", "switch_llm", "acp",
/// "planner", "budget" (agentscripts_newer.cpp).
bool isNewer(const QString &script);
std::deque<AgentBeat> buildNewer(SimConversation &c, const QString &script, const QString &message);
/// An ask-user run (agentscripts_askuser.cpp): "ask_user" asks two single-select questions (the
/// cache backend); "ask_multi" (`multi`) one multi-select question, one free-text question and a
/// timeout, after which the server answers cancel itself.
void askUser(std::deque<AgentBeat> &b, const QString &message, bool multi);

} // namespace Switchyard::Sim::AgentScripts
