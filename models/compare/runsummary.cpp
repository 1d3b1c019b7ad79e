// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/compare/runsummary.h"

#include "models/domain/statusnames.h"
#include "models/read/storereader.h"

#include <QCoreApplication>

namespace Switchyard {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::RunSummary)
};

} // namespace

RunSource RunSource::fromStore(const StoreReader &store, const QString &conversationId)
{
    RunSource s;
    s.dbPath = store.path();
    s.conversationId = conversationId;
    if (const ConversationRecord *r = store.findConversation(conversationId)) {
        const Conversation &c = r->conversation;
        s.title = c.title;
        s.model = c.llmModel;
        s.repository = c.selectedRepository;
        s.branch = c.selectedBranch;
        s.status = r->displayExecution;
        s.sandboxStatus = r->displaySandboxStatus;
        s.gone = r->gone;
        s.metrics = c.metrics;
        s.kind = r->displaySandboxStatus == SandboxStatus::Running && !r->gone ? Kind::Live : Kind::Cached;
    }
    if (s.title.isEmpty())
        s.title = conversationId.left(8);
    return s;
}

QString RunSource::kindText() const
{
    switch (kind) {
    case Kind::Live:
        return Tr::tr("live");
    case Kind::Cached:
        return Tr::tr("cached");
    case Kind::Offline:
        return Tr::tr("offline trajectory");
    }
    return {};
}

const RunFile *RunSummary::file(const QString &path) const
{
    for (const RunFile &f : files) {
        if (f.path == path)
            return &f;
    }
    return nullptr;
}

QString RunSummary::outcomeText() const
{
    if (source.status.isKnown() || !source.status.raw().isEmpty())
        return executionStatusName(source.status);
    // No agent status (an offline trajectory, a paused sandbox): what the log says.
    if (finishedByAgent)
        return errors > 0 ? Tr::tr("Finished (log), with errors") : Tr::tr("Finished (log)");
    if (!lastError.isEmpty())
        return Tr::tr("Ended with an error (log)");
    if (events == 0)
        return Tr::tr("No events");
    return Tr::tr("Stopped without finishing (log)");
}

std::pair<int, int> RunSummary::lineTotals() const
{
    int added = 0;
    int removed = 0;
    for (const RunFile &f : files) {
        if (f.contentKnown()) {
            added += f.added;
            removed += f.removed;
        }
    }
    return {added, removed};
}

} // namespace Switchyard
