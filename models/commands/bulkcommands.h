// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the user can do with many conversations at once (issues #12468, #12871): archive (local
// only: hidden from the default list, restorable), restore, export their trajectories (one zip per
// conversation into a folder), pause or resume their sandboxes, delete them. plan() decides, from
// availableBulkActions() over each selected conversation, which ones an action applies to, which
// sandboxes it touches and which of those are shared with conversations outside the selection (the
// confirmation lists all of it); run() performs a plan through the one ConversationCommands (so
// every per-conversation rule stays in one place) and DownloadCommands.

#include "models/commands/availableactions.h"

#include <QHash>
#include <QList>
#include <QMetaType>
#include <QObject>
#include <QPointer>
#include <QString>

namespace Switchyard {

class ConversationCommands;
class DownloadCommands;
class Store;

enum class BulkAction : quint8
{
    Archive = 1 << 0,
    Restore = 1 << 1,
    Export = 1 << 2,
    PauseSandboxes = 1 << 3,
    ResumeSandboxes = 1 << 4,
    Delete = 1 << 5,
};

class BulkActions
{
public:
    constexpr BulkActions() = default;
    [[nodiscard]] constexpr bool has(BulkAction a) const { return (m_bits & quint8(a)) != 0; }
    constexpr void add(BulkAction a) { m_bits = quint8(m_bits | quint8(a)); }
    [[nodiscard]] constexpr bool isEmpty() const { return m_bits == 0; }
    [[nodiscard]] constexpr quint8 bits() const { return m_bits; }
    constexpr bool operator==(const BulkActions &) const = default;

private:
    quint8 m_bits = 0;
};

/// One selected conversation, as availableBulkActions() sees it.
struct BulkItem
{
    ActionContext context;
    bool archived = false;
    bool local = true; ///< a store keeps it (archive works without a server)
};

/// What each item allows, folded over the selection: an action is offered when at least one
/// selected conversation allows it (the others are skipped and said so in the confirmation).
[[nodiscard]] bool bulkAllows(BulkAction action, const BulkItem &item);
[[nodiscard]] BulkActions availableBulkActions(const QList<BulkItem> &items);

/// An action resolved against the store: what it would do.
struct BulkPlan
{
    BulkAction action = BulkAction::Archive;
    QList<QString> conversations; ///< the selected ones it applies to, in selection order
    QList<QString> skipped; ///< selected, but the action does not apply to them
    QList<QString> sandboxes; ///< distinct sandboxes of `conversations` (pause/resume/delete)
    /// Sandbox -> the conversations on it outside the selection (a shared sandbox: pausing it
    /// pauses them too; deleting the selection leaves it in place for them).
    QHash<QString, QList<QString>> sharedWith;
    /// Sandboxes the delete leaves with no known conversation (the dialog may offer to delete them).
    QList<QString> emptied;

    [[nodiscard]] bool isEmpty() const { return conversations.isEmpty(); }
};

class BulkCommands final : public QObject
{
    Q_OBJECT
public:
    /// `commands` and `downloads` may be null (offline review: only archive and restore).
    BulkCommands(Store *store, ConversationCommands *commands, DownloadCommands *downloads, QObject *parent = nullptr);
    ~BulkCommands() override;
    Q_DISABLE_COPY_MOVE(BulkCommands)

    void setServices(Store *store, ConversationCommands *commands, DownloadCommands *downloads);

    /// The selection as availableBulkActions() needs it (unknown ids are left out).
    [[nodiscard]] QList<BulkItem> items(const QList<QString> &conversationIds) const;
    [[nodiscard]] BulkActions available(const QList<QString> &conversationIds) const;
    [[nodiscard]] BulkPlan plan(BulkAction action, const QList<QString> &conversationIds) const;
    /// Performs `plan`. Export writes <folder>/<title>-<id8>.zip per conversation, one download at
    /// a time; `deleteEmptiedSandboxes` (Delete) removes the sandboxes the delete left empty, once
    /// the server confirms they are (SandboxCommands::leftEmpty).
    void run(const BulkPlan &plan, const QString &exportFolder = {}, bool deleteEmptiedSandboxes = false);
    /// The file name an export gives a conversation (no path separators, no leading dot).
    [[nodiscard]] static QString exportFileName(const QString &title, const QString &conversationId);

Q_SIGNALS:
    /// An export moved on: `done` of `total` files finished (`failed` of them failed).
    void exportProgress(int done, int total, int failed);
    /// A run finished (for Export: every file; for the others: every request was sent). `message`
    /// says what happened in words.
    void finished(Switchyard::BulkAction action, int succeeded, int failed, const QString &message);

private:
    void nextExport();

    QPointer<Store> m_store;
    QPointer<ConversationCommands> m_commands;
    QPointer<DownloadCommands> m_downloads;
    QList<QString> m_exportQueue;
    QString m_exportFolder;
    int m_exportTotal = 0;
    int m_exportDone = 0;
    int m_exportFailed = 0;
    QList<QString> m_deleteIfEmptied; ///< sandboxes to delete when the server says they were left empty
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::BulkAction)
