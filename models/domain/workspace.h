// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/domain (switchyard_domain, Qt Core only).
//
// What a running conversation's workspace holds, as the agent server reports it (spec §9): the git
// changes and diffs of its files, and the skills and hooks loaded into the agent.

#include "models/domain/status.h"

#include <QList>
#include <QString>

#include <optional>

namespace Switchyard {

struct GitChange
{
    OpenEnum<GitChangeStatus> status;
    QString path;
    bool operator==(const GitChange &) const = default;
};

/// GET …/files (newer servers, §13.4): every file of the workspace, relative to the project folder,
/// as the server's `find` lists them (skipping .git, node_modules, dist and the like).
struct WorkspaceFileList
{
    /// The server lists at most this many files.
    static constexpr int kCap = 2000;
    QList<QString> paths;
    bool capped = false; ///< the server's cap was reached: there may be more files
    bool endpointMissing = false; ///< an older server without the endpoint (only changed files then)
};

struct GitDiff
{
    std::optional<QString> modified; ///< null when not in a git repo
    std::optional<QString> original;
};

struct Skill
{
    QString name;
    QString type; ///< repo, knowledge, agentskills, or newer (kept verbatim)
    QString content;
    QList<QString> triggers;
};

struct HookCommand
{
    QString type; ///< command, prompt, agent (kept verbatim)
    QString command;
    int timeout = 60;
    bool async = false;
};

struct HookMatcher
{
    QString matcher;
    QList<HookCommand> hooks;
};

struct HookGroup
{
    QString eventType; ///< pre_tool_use, ... (snake_case here)
    QList<HookMatcher> matchers;
};

} // namespace Switchyard
