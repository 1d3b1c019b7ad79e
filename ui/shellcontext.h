// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Switchyard {

class ApprovalCommands;
class AskUserCommands;
class AwayTracker;
class BulkCommands;
class ConversationCommands;
class DownloadCommands;
class LiveReader;
class LocalCommands;
class SearchReader;
class ServerWebLinks;
class StoreReader;
class SyncCommands;
class SyncStatus;
class WatchCommands;
class WatchReader;
class ReviewCommands;
class ReviewReader;
class VariantCommands;
class VariantGroupReader;
class WorkspaceCommands;
class TagCommands;

/// What the composition root hands to a window. Nothing is owned by the window. Widgets act only
/// through the command services (models/commands), never through the API client.
struct ShellContext
{
    StoreReader *store = nullptr; ///< the cache's read face (models/read/)
    SyncStatus *sync = nullptr; ///< null in offline review
    SyncCommands *syncCommands = nullptr; ///< refresh, open conversation, visibility; null in offline review
    ConversationCommands *commands = nullptr; ///< null: read-only (its sandboxes() steer the map)
    AskUserCommands *askUser = nullptr; ///< answers to the agent's questions; null: read-only
    ApprovalCommands *approvals = nullptr; ///< the inbox's approvals (one or a batch); null: read-only
    LocalCommands *local = nullptr; ///< archive, lost history: local writes
    BulkCommands *bulk = nullptr; ///< the list's selection bar
    WorkspaceCommands *workspace = nullptr; ///< null in offline review (changes, files, skills, hooks)
    DownloadCommands *downloads = nullptr; ///< null in offline review
    LiveReader *live = nullptr; ///< live sockets; null in offline review
    ServerWebLinks *webLinks = nullptr; ///< the server's web UI link style; null in offline review
    SearchReader *search = nullptr; ///< the full-text search over the cache (issue 31); null: no search page
    WatchReader *watch = nullptr; ///< watch rules and their hits (issue 31); null: none
    WatchCommands *watchCommands = nullptr; ///< add / change / dry-run watch rules; null: none
    AwayTracker *away = nullptr; ///< "while you were away" (issue 31); null: no digest (offline review)
    ReviewCommands *review = nullptr; ///< review comments on diff lines (issue 30); null: read-only
    ReviewReader *reviews = nullptr; ///< the review drafts (issue 30); null: none
    VariantCommands *variants = nullptr; ///< start a task as variants (issue 30 part B); null: no variants
    VariantGroupReader *variantGroups = nullptr; ///< the variant groups (local); null: none
    TagCommands *tags = nullptr; ///< take the watch rules' local tags off (issue 31); null: read-only
    QString serverName;
    QString serverUrl;
};

} // namespace Switchyard
