// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/radar (switchyard_models). Pure functions, no Qt beyond Core.
//
// The command classifier of the conflict radar (issue 32): what a terminal command line writes.
// Conversations in one sandbox share its filesystem (spec), so a command of one agent can undo the
// work of another: `git reset --hard` in a worktree the other edits, `rm` of a file it wrote. The
// classifier reads a command line the way a shell would split it (quotes, `&&`, `;`, `|`, `cd`,
// redirections) and reports the files it writes and the directories it rewrites as a whole. It
// never runs anything; an unknown command writes nothing (only its redirections count).

#include <QList>
#include <QString>

namespace Switchyard {

/// The pseudo path of a sandbox's environment (packages installed with pip, npm, apt, ...): every
/// conversation on the sandbox shares it.
inline constexpr char kRadarEnvironmentPath[] = ":environment";

/// What one command line writes. Paths are absolute and clean when the working directory is known
/// (else as written, cleaned).
struct CommandEffect
{
    /// Files (or directories removed as a whole: see worktreeRoots) the command writes.
    QList<QString> writes;
    /// Directories the command rewrites as a whole: git checkout <branch>, reset --hard, clean,
    /// stash, rebase, pull, merge, switch (the worktree root), `rm -r dir` (that directory).
    QList<QString> worktreeRoots;
    /// For each of worktreeRoots, what rewrote it ("git reset --hard", "rm -r").
    QList<QString> worktreeKinds;
    /// A package install: writes the sandbox's environment (kRadarEnvironmentPath).
    bool environment = false;
    /// What it does, short and untranslated ("git reset --hard", "rm -r", "pip install", "> file").
    QList<QString> kinds;

    [[nodiscard]] bool isEmpty() const { return writes.isEmpty() && worktreeRoots.isEmpty() && !environment; }
};

/// Where a command runs: `cwd` its working directory (empty: unknown), `repoRoot` the worktree of
/// the conversation's repository (a worktree-wide git command run inside it rewrites all of it).
struct CommandContext
{
    QString cwd;
    QString repoRoot;
};

/// Pure: classifies one command line (may hold several commands joined by && ; || | and newlines).
[[nodiscard]] CommandEffect classifyCommand(const QString &commandLine, const CommandContext &context = {});

/// Pure: `path` made absolute against `cwd` (when relative and cwd is known) and cleaned ("a/./b/../c"
/// -> "a/c", no trailing slash).
[[nodiscard]] QString normaliseRadarPath(const QString &path, const QString &cwd);

/// Pure: whether `path` is `root` or lies below it (both normalised).
[[nodiscard]] bool radarPathUnder(const QString &path, const QString &root);

} // namespace Switchyard
