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

LifecycleEstimate sandboxLifecycle(const SandboxMapSandbox &sandbox, const QDateTime &now)
{
    if (!sandbox.known || sandbox.gone)
        return {};
    return estimateLifecycle(lifecycleInputsFrom(sandbox.status, sandbox.createdAt, sandbox.transitions,
                                                 sandbox.lastActivity, sandbox.agentWorking),
                             now);
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
