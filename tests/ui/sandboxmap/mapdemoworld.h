// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A crafted world for the sandbox-map and charts tests and screenshots: every sandbox status,
// shared / single / empty / near-capacity / full sandboxes, an orphan, a desync, a sandbox in
// ERROR with a status_detail. Deterministic.

#include "models/api/wireenums.h"
#include "models/domain/conversation.h"
#include "models/domain/sandbox.h"

#include <QRandomGenerator>
#include <QTimeZone>

namespace Switchyard::Test {

struct MapDemoWorld
{
    QList<Sandbox> sandboxes;
    QList<Conversation> conversations;
    OpenEnum<GroupingStrategy> grouping;
};

inline MapDemoWorld mapDemoWorld()
{
    MapDemoWorld w;
    w.grouping = GroupingStrategy::FewestConversations;
    const QDateTime base(QDate(2026, 11, 16), QTime(9, 0), QTimeZone::utc());
    QRandomGenerator rng(20261116);
    const QStringList repos{QStringLiteral("acme/payments-api"), QStringLiteral("acme/web-frontend"),
                            QStringLiteral("acme/infra"), QStringLiteral("oss/agent-sdk"),
                            QStringLiteral("acme/mobile-app")};
    const QStringList titles{QStringLiteral("Fix flaky checkout test"),   QStringLiteral("Add retry to webhook sender"),
                             QStringLiteral("Upgrade React to 19"),       QStringLiteral("Terraform: split VPC module"),
                             QStringLiteral("Refactor auth middleware"),  QStringLiteral("Write changelog for 2.4"),
                             QStringLiteral("Investigate memory leak"),   QStringLiteral("Add dark mode toggle"),
                             QStringLiteral("Port CI to GitHub Actions"), QStringLiteral("Rate-limit the public API"),
                             QStringLiteral("Document the SDK events"),   QStringLiteral("Fix iOS push notifications"),
                             QStringLiteral("Bump dependencies"),         QStringLiteral("Profile slow dashboard"),
                             QStringLiteral("Migrate to Postgres 16"),    QStringLiteral("Triage open issues")};
    int sandboxSerial = 0;
    int conversationSerial = 0;

    auto addSandbox = [&](const QString &status, const QString &detail = {}) {
        Sandbox s;
        ++sandboxSerial;
        s.id = QStringLiteral("sb-%1").arg(QString::number(0x4a1c00 + sandboxSerial * 7919, 16));
        s.status = Api::sandboxStatusFromWire(status);
        s.statusDetail = detail;
        s.sandboxSpecId = QStringLiteral("ghcr.io/openhands/runtime:1.2-nikolaik");
        s.createdAt = base.addSecs(sandboxSerial * 2400);
        if (status == u"RUNNING") {
            const QString host = QStringLiteral("https://%1.runtime.example.com").arg(s.id);
            s.exposedUrls = {{QStringLiteral("AGENT_SERVER"), host, 60000},
                             {QStringLiteral("VSCODE"),
                              host + QStringLiteral("/vscode?tkn=SESSION-KEY&folder=%2Fworkspace%2Fproject"), 60001},
                             {QStringLiteral("WORKER_1"), host + QStringLiteral("/worker-1"), 12000},
                             {QStringLiteral("WORKER_2"), host + QStringLiteral("/worker-2"), 12001}};
        }
        w.sandboxes.append(s);
        return s.id;
    };
    auto addConversation = [&](const QString &sandboxId, const QString &sandboxStatus, const QString &execution) {
        Conversation c;
        ++conversationSerial;
        c.id = QStringLiteral("%1").arg(quint64(0xc0ffee000000ULL + quint64(conversationSerial) * 104729), 32, 16,
                                        QLatin1Char('0'));
        c.sandboxId = sandboxId;
        c.title = titles.at(conversationSerial % titles.size());
        if (conversationSerial > titles.size())
            c.title += QStringLiteral(" #%1").arg(conversationSerial / titles.size() + 1);
        c.selectedRepository = repos.at(int(rng.bounded(int(repos.size()))));
        c.selectedBranch = QStringLiteral("main");
        c.llmModel = QStringLiteral("litellm_proxy/claude-sonnet-4-5");
        c.sandboxStatus = Api::sandboxStatusFromWire(sandboxStatus);
        if (!execution.isEmpty())
            c.executionStatus = Api::executionStatusFromWire(execution);
        c.createdAt = base.addSecs(conversationSerial * 5400 + int(rng.bounded(3600)));
        c.updatedAt = c.createdAt.addSecs(1800);
        MetricsSnapshot m;
        m.accumulatedCost = double(rng.bounded(5, 420)) / 100.0;
        TokenUsage u;
        u.promptTokens = qint64(m.accumulatedCost * 180000 + rng.bounded(20000));
        u.completionTokens = qint64(m.accumulatedCost * 9000 + rng.bounded(3000));
        m.accumulatedTokenUsage = u;
        c.metrics = m;
        w.conversations.append(c);
        return c.id;
    };
    auto fill = [&](const QString &sid, const QString &status, const QStringList &executions) {
        for (const auto &e : executions)
            addConversation(sid, status, e);
    };
    const QString R = QStringLiteral("RUNNING");
    const QString P = QStringLiteral("PAUSED");

    fill(addSandbox(R), R,
         {QStringLiteral("running"), QStringLiteral("idle"), QStringLiteral("waiting_for_confirmation"),
          QStringLiteral("finished"), QStringLiteral("running"), QStringLiteral("idle")});
    {
        QStringList full;
        for (int i = 0; i < 20; ++i)
            full << (i % 5 == 0 ? QStringLiteral("idle") : QStringLiteral("finished"));
        fill(addSandbox(R), R, full);
    }
    {
        QStringList near;
        for (int i = 0; i < 17; ++i)
            near << (i % 4 == 0 ? QStringLiteral("running") : QStringLiteral("finished"));
        fill(addSandbox(R), R, near);
    }
    fill(addSandbox(R), R, {QStringLiteral("running")});
    fill(addSandbox(R), R, {QStringLiteral("waiting_for_confirmation")});
    fill(addSandbox(P), P, {QString(), QString(), QString()});
    fill(addSandbox(P), P, {QString()});
    fill(addSandbox(QStringLiteral("STARTING")), QStringLiteral("STARTING"), {QString()});
    fill(addSandbox(QStringLiteral("ERROR"), QStringLiteral("ImagePullBackOff")), QStringLiteral("ERROR"), {QString()});
    addSandbox(R); // nobody uses it
    addSandbox(P); // nobody uses it
    {
        // desync: the sandbox is PAUSED but one conversation still reports RUNNING + running
        const QString sid = addSandbox(P);
        addConversation(sid, P, {});
        addConversation(sid, R, QStringLiteral("running"));
    }
    fill(addSandbox(QStringLiteral("MISSING")), QStringLiteral("MISSING"), {QString()});
    // orphans: their sandbox is not returned at all
    addConversation(QStringLiteral("sb-deleted-7f3a"), QStringLiteral("MISSING"), {});
    addConversation(QStringLiteral("sb-deleted-7f3a"), QStringLiteral("MISSING"), {});
    fill(addSandbox(R), R,
         {QStringLiteral("stuck"), QStringLiteral("error"), QStringLiteral("running"), QStringLiteral("idle")});
    // newer servers: the provider cannot say (§13.5), its own state, neither error nor gone
    fill(addSandbox(QStringLiteral("UNKNOWN")), QStringLiteral("UNKNOWN"), {QString()});
    return w;
}

} // namespace Switchyard::Test
