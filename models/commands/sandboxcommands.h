// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sandbox lifecycle as the user steers it (spec §4.9–4.11): pause, resume, delete, create, and
// the one decision whether a sandbox was left empty after its last conversation was deleted. Every
// answer the server cannot disagree with is written to the Store through its normal write path,
// with the sequence number of the request that produced it (ARCHITECTURE invariant 2); the next
// poll confirms the rest. Every command ends with one finished(CommandOutcome); each
// (command, sandbox) pair runs at most once at a time. Nothing here blocks.

#include "models/commands/commanderror.h"
#include "models/domain/conversation.h"
#include "models/domain/sandbox.h"

#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>

namespace Switchyard {

namespace Api {
class ApiClient;
}
class Store;

class SandboxCommands final : public QObject
{
    Q_OBJECT
public:
    /// Not owned. `store` may be null (results are then only reported).
    SandboxCommands(Api::ApiClient *client, Store *store, QObject *parent = nullptr);
    ~SandboxCommands() override;
    Q_DISABLE_COPY_MOVE(SandboxCommands)

    [[nodiscard]] bool isConnected() const { return !m_client.isNull(); }

    /// Each returns false when it did not start (busy, or not connected: finished() says which).
    bool pause(const QString &sandboxId);
    bool resume(const QString &sandboxId);
    bool remove(const QString &sandboxId);
    /// POST /sandboxes with the default spec; created() with the new record (it starts in STARTING).
    bool create();
    [[nodiscard]] bool isBusy(Command kind, const QString &sandboxId) const;

    /// After the last conversation known on `sandboxId` (`removedConversationId`) was deleted:
    /// re-reads the sandbox and its conversations; leftEmpty() when it still exists and no other
    /// conversation uses it (the server normally removes it in the background, §4.10).
    void checkLeftEmpty(const QString &sandboxId, const QString &removedConversationId);

    /// Without a store (a map on its own): every sandbox and conversation, for worldFetched().
    void fetchWorld();

Q_SIGNALS:
    void busyChanged(Switchyard::Command command, const QString &sandboxId, bool busy);
    /// Once per command (PauseSandbox, ResumeSandbox, DeleteSandbox, CreateSandbox).
    void finished(const Switchyard::CommandOutcome &outcome);
    void created(const Switchyard::Sandbox &sandbox);
    void leftEmpty(const QString &sandboxId, const QString &removedConversationId);
    void worldFetched(const QList<Switchyard::Sandbox> &sandboxes,
                      const QList<Switchyard::Conversation> &conversations);

private:
    bool begin(Command kind, const QString &id);
    void finish(Command kind, const QString &id, const std::optional<CommandError> &error, const QString &okMessage);
    static QString keyOf(Command kind, const QString &id);

    QPointer<Api::ApiClient> m_client;
    QPointer<Store> m_store;
    QSet<QString> m_busy;
};

} // namespace Switchyard
