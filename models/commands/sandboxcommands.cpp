// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/commands/sandboxcommands.h"

#include "models/api/apiclient.h"
#include "models/logging.h"
#include "models/store/store.h"

#include <memory>

namespace Switchyard {

SandboxCommands::SandboxCommands(Api::ApiClient *client, Store *store, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_store(store)
{ }

SandboxCommands::~SandboxCommands() = default;

QString SandboxCommands::keyOf(Command kind, const QString &id)
{
    return QString::number(int(kind)) + u':' + id;
}

bool SandboxCommands::isBusy(Command kind, const QString &sandboxId) const
{
    return m_busy.contains(keyOf(kind, sandboxId));
}

bool SandboxCommands::begin(Command kind, const QString &id)
{
    if (!m_client) {
        Q_EMIT finished(CommandOutcome::failed(kind, id, CommandError::of(CommandFailure::NotConnected)));
        return false;
    }
    const QString key = keyOf(kind, id);
    if (m_busy.contains(key)) {
        Q_EMIT finished(CommandOutcome::failed(kind, id, CommandError::of(CommandFailure::Busy)));
        return false;
    }
    m_busy.insert(key);
    Q_EMIT busyChanged(kind, id, true);
    return true;
}

void SandboxCommands::finish(Command kind, const QString &id, const std::optional<CommandError> &error,
                             const QString &okMessage)
{
    if (m_busy.remove(keyOf(kind, id)))
        Q_EMIT busyChanged(kind, id, false);
    if (error) {
        qCWarning(lcModels) << "sandbox command failed" << int(kind) << id << int(error->failure);
        Q_EMIT finished(CommandOutcome::failed(kind, id, *error));
    } else {
        Q_EMIT finished(CommandOutcome::succeeded(kind, id, okMessage));
    }
}

bool SandboxCommands::pause(const QString &sandboxId)
{
    if (!begin(Command::PauseSandbox, sandboxId))
        return false;
    m_client->pauseSandbox(sandboxId, this, [this, sandboxId](Api::Result<Api::Unit> r) {
        finish(Command::PauseSandbox, sandboxId, r ? std::nullopt : std::optional(CommandError::fromApi(r.error())),
               tr("The sandbox is pausing."));
    });
    return true;
}

bool SandboxCommands::resume(const QString &sandboxId)
{
    if (!begin(Command::ResumeSandbox, sandboxId))
        return false;
    m_client->resumeSandbox(sandboxId, this, [this, sandboxId](Api::Result<Api::Unit> r) {
        finish(Command::ResumeSandbox, sandboxId, r ? std::nullopt : std::optional(CommandError::fromApi(r.error())),
               tr("The sandbox is resuming."));
    });
    return true;
}

bool SandboxCommands::remove(const QString &sandboxId)
{
    if (!begin(Command::DeleteSandbox, sandboxId))
        return false;
    m_client->deleteSandbox(sandboxId, this, [this, sandboxId](Api::Result<Api::Unit> r) {
        finish(Command::DeleteSandbox, sandboxId, r ? std::nullopt : std::optional(CommandError::fromApi(r.error())),
               tr("The sandbox was deleted."));
    });
    return true;
}

bool SandboxCommands::create()
{
    if (!begin(Command::CreateSandbox, QString()))
        return false;
    auto seq = std::make_shared<quint64>(0);
    Api::ApiCall *call = m_client->createSandbox({}, this, [this, seq](Api::Result<Sandbox> r) {
        if (!r) {
            finish(Command::CreateSandbox, QString(), CommandError::fromApi(r.error()), {});
            return;
        }
        const Sandbox sandbox = r.value();
        // The new record, written like any other answer: with the sequence of its request, so that
        // a listing that started earlier cannot overwrite it, and a later one can.
        if (m_store)
            m_store->applySandboxes({sandbox}, *seq, false);
        finish(Command::CreateSandbox, QString(), std::nullopt,
               tr("Sandbox %1 created; it is starting.").arg(sandbox.id.left(16)));
        Q_EMIT created(sandbox);
    });
    if (call)
        *seq = call->sequence();
    return true;
}

void SandboxCommands::checkLeftEmpty(const QString &sandboxId, const QString &removedConversationId)
{
    if (!m_client || sandboxId.isEmpty())
        return;
    auto seq = std::make_shared<quint64>(0);
    Api::ApiCall *call = m_client->getSandboxes(
        {sandboxId}, this, [this, sandboxId, removedConversationId, seq](Api::Result<QList<std::optional<Sandbox>>> r) {
            if (!r || r.value().isEmpty())
                return; // unknown: nothing to offer
            if (m_store)
                m_store->applySandboxBatch({sandboxId}, {r.value().first()}, *seq);
            if (!r.value().first() || r.value().first()->status.value() == SandboxStatus::Missing)
                return; // gone: nothing left behind
            Api::ConversationSearch q;
            q.sandboxIdEq = sandboxId;
            q.includeSubConversations = true;
            q.limit = 100;
            m_client->searchConversations(q, this, [this, sandboxId, removedConversationId](auto page) {
                if (!page)
                    return;
                // Older servers ignore sandbox_id__eq: filter here too.
                for (const auto &c : page.value().items) {
                    if (c.sandboxId == sandboxId && c.id != removedConversationId)
                        return;
                }
                Q_EMIT leftEmpty(sandboxId, removedConversationId);
            });
        });
    if (call)
        *seq = call->sequence();
}

void SandboxCommands::fetchWorld()
{
    if (!m_client)
        return;
    m_client->fetchAllSandboxes(50, this, [this](Api::Result<QList<Sandbox>> sr) {
        if (!sr || !m_client)
            return;
        const QList<Sandbox> sandboxes = sr.value();
        m_client->fetchAllConversations({}, 50, this, [this, sandboxes](Api::Result<QList<Conversation>> cr) {
            if (cr)
                Q_EMIT worldFetched(sandboxes, cr.value());
        });
    });
}

} // namespace Switchyard
