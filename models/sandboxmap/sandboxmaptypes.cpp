// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/sandboxmap/sandboxmaptypes.h"

#include <QCoreApplication>
#include <QUrl>
#include <QUrlQuery>

namespace Switchyard {

namespace {
/// The translation context of this file (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::SandboxMap)
};
} // namespace

QList<SandboxMapFinding> SandboxMapSnapshot::findingsFor(const QString &sandboxId) const
{
    QList<SandboxMapFinding> out;
    for (const auto &f : findings) {
        if (f.sandboxId == sandboxId)
            out.append(f);
    }
    return out;
}

int SandboxMapSnapshot::count(SandboxMapFinding::Kind kind) const
{
    int n = 0;
    for (const auto &f : findings)
        n += f.kind == kind ? 1 : 0;
    return n;
}

QString sandboxStatusName(const Api::Tolerant<Api::SandboxStatus> &status)
{
    switch (status.value) {
    case Api::SandboxStatus::Starting:
        return Tr::tr("Starting");
    case Api::SandboxStatus::Running:
        return Tr::tr("Running");
    case Api::SandboxStatus::Paused:
        return Tr::tr("Paused");
    case Api::SandboxStatus::Error:
        return Tr::tr("Error");
    case Api::SandboxStatus::Missing:
        return Tr::tr("Missing");
    case Api::SandboxStatus::Unknown:
        break;
    }
    return status.wire.isEmpty() ? Tr::tr("Unknown") : status.wire;
}

QString executionStatusName(const std::optional<Api::Tolerant<Api::ExecutionStatus>> &status)
{
    if (!status)
        return Tr::tr("No agent (sandbox not running)");
    switch (status->value) {
    case Api::ExecutionStatus::Idle:
        return Tr::tr("Idle");
    case Api::ExecutionStatus::Running:
        return Tr::tr("Running");
    case Api::ExecutionStatus::Paused:
        return Tr::tr("Paused");
    case Api::ExecutionStatus::WaitingForConfirmation:
        return Tr::tr("Waiting for confirmation");
    case Api::ExecutionStatus::Finished:
        return Tr::tr("Finished");
    case Api::ExecutionStatus::Error:
        return Tr::tr("Error");
    case Api::ExecutionStatus::Stuck:
        return Tr::tr("Stuck");
    case Api::ExecutionStatus::Deleting:
        return Tr::tr("Deleting");
    case Api::ExecutionStatus::Unknown:
        break;
    }
    return status->wire.isEmpty() ? Tr::tr("Unknown") : status->wire;
}

QString groupingStrategyName(const Api::Tolerant<Api::GroupingStrategy> &grouping)
{
    switch (grouping.value) {
    case Api::GroupingStrategy::NoGrouping:
        return Tr::tr("No grouping");
    case Api::GroupingStrategy::GroupByNewest:
        return Tr::tr("Group by newest");
    case Api::GroupingStrategy::LeastRecentlyUsed:
        return Tr::tr("Least recently used (oldest created)");
    case Api::GroupingStrategy::FewestConversations:
        return Tr::tr("Fewest conversations");
    case Api::GroupingStrategy::AddToAny:
        return Tr::tr("Add to any");
    case Api::GroupingStrategy::Unknown:
        break;
    }
    return grouping.wire.isEmpty() ? Tr::tr("Unknown") : grouping.wire;
}

QString desyncText(SandboxDesync desync)
{
    switch (desync) {
    case SandboxDesync::None:
        return {};
    case SandboxDesync::NoSandboxId:
        return Tr::tr("The conversation names no sandbox.");
    case SandboxDesync::SandboxUnknown:
        return Tr::tr("Its sandbox is not among the sandboxes the server returns.");
    case SandboxDesync::SandboxGone:
        return Tr::tr("Its sandbox is gone (deleted or missing); the conversation is read-only.");
    case SandboxDesync::StatusMismatch:
        return Tr::tr("The conversation reports a different sandbox status than the sandbox itself.");
    case SandboxDesync::ExecutionWithoutRunningSandbox:
        return Tr::tr("The conversation reports agent activity although its sandbox is not running.");
    }
    return {};
}

QString displaySafeUrl(const QString &url)
{
    QUrl u(url);
    if (!u.isValid() || !u.hasQuery())
        return url;
    QUrlQuery query(u);
    const auto items = query.queryItems(QUrl::FullyDecoded);
    QUrlQuery masked;
    for (const auto &[key, value] : items) {
        const QString k = key.toLower();
        const bool secret = k == u"tkn" || k.contains(u"key") || k.contains(u"token") || k.contains(u"secret");
        masked.addQueryItem(key, secret ? QStringLiteral("\u2022\u2022\u2022\u2022") : value);
    }
    u.setQuery(masked);
    return u.toString(QUrl::PrettyDecoded);
}

} // namespace Switchyard
