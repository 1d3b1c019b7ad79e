// SPDX-License-Identifier: GPL-3.0-or-later
// The demo's variant runs (issue 30 part B): one task run three ways, with different models and
// different outcomes — one fixes the tests, one ends in an error, one finishes with a different
// (larger) change. A group of variants is local to a client, so the simulator only tags the three
// conversations (variantgroup, variantgrouptitle, variantlabel); the client turns the tag into its
// local group on first sight (VariantCommands).
#include "app/sim/worldvariants.h"

#include "app/sim/world.h"

namespace Switchyard::Sim {

void seedDemoVariants(World &world)
{
    struct Variant
    {
        const char *script;
        const char *model;
        const char *label;
        int ageSeconds;
    };
    static const Variant variants[] = {
        {"fix_tests", "litellm_proxy/claude-sonnet-4-5-20250929", "A \u00b7 claude-sonnet-4-5 \u00b7 main", 3000},
        {"error", "litellm_proxy/gpt-5-2025-08-07", "B \u00b7 gpt-5 \u00b7 main", 2990},
        {"big_diff", "litellm_proxy/qwen3-coder-480b", "C \u00b7 qwen3-coder \u00b7 main", 2980},
    };
    const QString groupId = QStringLiteral("5a17c0de0000400080000000000000a1");
    const QString title = QStringLiteral("Fix the parser tests (3 variants)");
    // On a sandbox that runs already (the demo keeps its running sandboxes under the server's
    // limit); a new one only when none runs.
    QString sandboxId;
    for (const auto &[id, sb] : world.sandboxes()) {
        if (sb && sb->status == QLatin1String("RUNNING")) {
            sandboxId = id;
            break;
        }
    }
    for (const Variant &v : variants) {
        ConversationSpec s;
        s.sandboxId = sandboxId;
        s.repository = QStringLiteral("acme-corp/demo-repo");
        s.script = QString::fromLatin1(v.script);
        s.title = QStringLiteral("Fix the parser tests \u2014 %1").arg(QString::fromUtf8(v.label).section(u' ', 0, 0));
        s.initialMessage = QStringLiteral("Run the repository tests and fix any failures in src/app.py.");
        s.age = std::chrono::seconds(v.ageSeconds);
        const QString id = world.addConversation(s);
        if (SimConversation *c = world.conversation(id)) {
            sandboxId = c->sandboxId;
            c->llmModel = QString::fromLatin1(v.model);
            c->tags[QStringLiteral("variantgroup")] = groupId;
            c->tags[QStringLiteral("variantgrouptitle")] = title;
            c->tags[QStringLiteral("variantlabel")] = QString::fromUtf8(v.label);
        }
    }
}

} // namespace Switchyard::Sim
