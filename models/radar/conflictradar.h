// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/radar (switchyard_models). Plain C++ over Qt Core values: no QObject, no store.
//
// ConflictRadar (issue 32): per sandbox, the files each conversation has written and the
// directories it rewrote as a whole, and the overlaps between conversations: two conversations
// writing one file, or a worktree-wide command (git reset --hard, checkout <branch>, stash, clean,
// rebase, `rm -r dir`) in a directory where another conversation wrote. Conversations in one sandbox
// share its filesystem (spec), so such an overlap can silently undo work.
//
// Incremental: add() records one action and updates the overlaps it causes, in time proportional
// to the writers of that path and the distinct worktree-wide roots of the sandbox (not to its
// history). A conversation's own actions never conflict with each other. wouldConflict() answers
// for a pending action without recording it.

#include "models/domain/event.h"
#include "models/domain/eventsummary.h"
#include "models/radar/commandclassifier.h"

#include <QHash>
#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

namespace Switchyard {

/// One agent action that may write, as the radar takes it.
struct RadarAction
{
    enum Kind
    {
        FileEdit, ///< a file editor write (create, str_replace, insert, undo_edit) of `path`
        Command, ///< a terminal command line (`command`, run in `cwd` when known)
        Patch ///< an applied patch writing `paths`
    };
    Kind kind = FileEdit;
    QString eventId;
    qint64 timeMs = 0;
    QString path;
    QString command;
    QString cwd;
    QList<QString> paths;
};

/// The action of an ActionEvent that may write (nullopt for views, messages, observations ...).
[[nodiscard]] std::optional<RadarAction> radarActionFrom(const Event &event);
/// The same from a stored summary (cheap: no JSON; the command may be cut at ~200 characters).
[[nodiscard]] std::optional<RadarAction> radarActionFrom(const EventSummary &summary);

/// One overlap between two conversations of a sandbox. `a` < `b` (ids compared as strings).
struct RadarConflict
{
    enum Kind : quint8
    {
        SameFile = 1, ///< both wrote at least one file
        WorktreeWide = 2, ///< one ran a worktree-wide command in a directory the other wrote in
        Environment = 4 ///< both installed packages into the sandbox's environment
    };
    QString sandboxId;
    QString a;
    QString b;
    quint8 kinds = 0;
    /// The files both touched (sorted; at most kMaxNamedFiles), and how many there are in all.
    QList<QString> files;
    int fileCount = 0;
    /// The worktree-wide commands involved ("git reset --hard: /workspace/project/repo").
    QList<QString> commands;
    qint64 lastTimeMs = 0; ///< the newest action that took part

    static constexpr int kMaxNamedFiles = 20;
    [[nodiscard]] QString other(const QString &conversationId) const { return conversationId == a ? b : a; }
    [[nodiscard]] bool involves(const QString &conversationId) const
    {
        return conversationId == a || conversationId == b;
    }
    bool operator==(const RadarConflict &) const = default;
};

/// What one conversation touched (for the offline "touches" summary and the map's detail panel).
struct RadarTouches
{
    QList<QString> files; ///< written files, sorted
    QList<QString> worktreeCommands; ///< "git reset --hard: <dir>", in order of first use
    bool environment = false;
};

class ConflictRadar
{
public:
    ConflictRadar();
    ~ConflictRadar();
    ConflictRadar(ConflictRadar &&) noexcept;
    ConflictRadar &operator=(ConflictRadar &&) noexcept;
    Q_DISABLE_COPY(ConflictRadar)

    /// Places a conversation on a sandbox with its repository worktree (relative paths and git
    /// commands resolve against it). A conversation moved to another sandbox starts anew there.
    void setConversation(const QString &conversationId, const QString &sandboxId, const QString &repoRoot);
    [[nodiscard]] bool hasConversation(const QString &conversationId) const;
    void clear();

    /// Records one action; true when the conversation's overlaps changed.
    bool add(const QString &conversationId, const RadarAction &action);
    /// The overlaps the action would cause or add to, without recording it (its `a`/`b` as add()
    /// would set them; files: only those the action adds).
    [[nodiscard]] QList<RadarConflict> wouldConflict(const QString &conversationId, const RadarAction &action) const;

    [[nodiscard]] QList<RadarConflict> conflicts(const QString &sandboxId) const;
    [[nodiscard]] QList<RadarConflict> conflictsOf(const QString &conversationId) const;
    [[nodiscard]] int conflictCount() const;
    [[nodiscard]] RadarTouches touches(const QString &conversationId) const;
    [[nodiscard]] QList<QString> sandboxIds() const;

private:
    struct Sandbox;
    struct Effect;
    [[nodiscard]] Effect effectOf(const QString &repoRoot, const RadarAction &action) const;
    [[nodiscard]] CommandEffect classify(const RadarAction &action, const QString &repoRoot) const;
    Sandbox &sandboxFor(const QString &sandboxId);
    [[nodiscard]] const Sandbox *findSandbox(const QString &sandboxId) const;

    struct ConversationInfo
    {
        QString sandboxId;
        QString repoRoot;
        int index = -1; ///< within its sandbox
    };
    QHash<QString, ConversationInfo> m_conversations;
    mutable QHash<QString, QHash<QString, CommandEffect>> m_commandCache; ///< repo root -> command -> effect
    std::unordered_map<QString, std::unique_ptr<Sandbox>> m_sandboxes;
};

/// Feeds a conversation's events, in log order, to a radar: an action counts once its observation
/// arrives (the pairing of spec §6.4 by tool call id); a rejected or failed action never wrote, and
/// one still waiting for approval is only a question for wouldConflict(). An action without a tool
/// call id counts at once.
class RadarFeed
{
public:
    /// True when the radar's overlaps changed.
    bool feed(ConflictRadar &radar, const QString &conversationId, const EventSummary &summary);
    bool feed(ConflictRadar &radar, const QString &conversationId, const Event &event);
    void forget(const QString &conversationId) { m_pending.remove(conversationId); }
    void clear() { m_pending.clear(); }

private:
    struct Pending
    {
        QString toolCallId;
        RadarAction action;
    };
    bool settle(ConflictRadar &radar, const QString &conversationId, const QString &toolCallId, bool wrote);
    void hold(const QString &conversationId, const QString &toolCallId, RadarAction &&action);
    /// conversation -> its actions waiting for their observation, oldest first. An observation
    /// follows its action within a few events, so a short list searched from the back beats a hash
    /// (no node per action); at most kMaxPending per conversation (the oldest is dropped).
    QHash<QString, QList<Pending>> m_pending;
    static constexpr qsizetype kMaxPending = 512;
};

} // namespace Switchyard
