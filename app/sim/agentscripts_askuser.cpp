// SPDX-License-Identifier: GPL-3.0-or-later
// The agents that ask the user (spec §13.2): an ask_user ActionEvent, then the
// AskUserRequestEvent it waits on; the run pauses (waiting_for_confirmation) until
// respond_to_ask_user (worldaskuser.cpp), an answer sent as a message (older agent servers), or
// the request's timeout answers it.
#include "app/sim/agentbeats.h"
#include "app/sim/agentscripts.h"
#include "app/sim/eventfactory.h"
#include "app/sim/world.h"

namespace Switchyard::Sim::AgentScripts {

namespace EF = EventFactory;
using json = nlohmann::json;
using namespace Beats;

namespace {

json option(const char *id, const char *label, const char *description)
{
    return json{{"id", id}, {"label", label}, {"description", description}};
}

/// Two single-select questions: which cache backend, and what becomes of the old entries.
json cacheQuestions()
{
    return json::array({json{{"id", "storage"},
                             {"question", "Which storage backend should the response cache use?"},
                             {"options",
                              json::array({option("redis", "Redis", "Shared across workers; needs the redis service"),
                                           option("sqlite", "SQLite", "A local file; no new service")})},
                             {"multi_select", false}},
                        json{{"id", "migrate"},
                             {"question", "Should the existing cache entries be migrated?"},
                             {"options",
                              json::array({option("copy", "Migrate", "Copy the current entries over"),
                                           option("empty", "Start empty", "Drop the old cache")})},
                             {"multi_select", false}}});
}

/// A multi-select question and a free-text one (no options).
json endpointQuestions()
{
    return json::array(
        {json{{"id", "endpoints"},
              {"question", "Which endpoints should get rate limits?"},
              {"options",
               json::array({option("orders", "GET /orders", "The list; the busiest endpoint"),
                            option("order", "GET /orders/{id}", "One order"),
                            option("checkout", "POST /checkout", "Payment; slow upstream")})},
              {"multi_select", true}},
         json{{"id", "limit"}, {"question", "Requests per minute per client?"}, {"options", json::array()}}});
}

constexpr double kMultiTimeoutSeconds = 3600;

} // namespace

void askUser(std::deque<AgentBeat> &b, const QString &message, bool multi)
{
    b.push_back(opening(message, false));
    b.push_back(think(multi
                          ? QStringLiteral("Which endpoints to limit is a product decision; ask before changing them.")
                          : QStringLiteral("The task leaves the cache backend open; guessing would waste the "
                                           "migration.")));
    b.push_back(beat([multi](World &w, SimConversation &c) {
        const json questions = multi ? endpointQuestions() : cacheQuestions();
        w.addUsage(c, 9000, 260);
        w.appendEvent(c,
                      EF::action(c, w.nextEventUs(c), QStringLiteral("ask_user"), EF::askUserAction(questions),
                                 multi ? QStringLiteral("Ask which endpoints to limit, and how hard.")
                                       : QStringLiteral("Ask which backend to use before touching the cache."),
                                 multi ? QStringLiteral("asking which endpoints to rate-limit")
                                       : QStringLiteral("asking which cache backend to use"),
                                 "LOW"));
        const double timeout = multi ? kMultiTimeoutSeconds : 0;
        json request = EF::askUserRequest(c, w.nextEventUs(c), questions, timeout);
        c.pendingAsk = request;
        w.appendEvent(c, std::move(request));
        // The run pauses like a confirmation until the answer arrives (SDK ask_user tool).
        w.setExecutionStatus(c, QStringLiteral("waiting_for_confirmation"));
        if (timeout > 0)
            w.armAskTimeout(c, timeout);
    }));
    if (multi) {
        b.push_back(say(QStringLiteral("Thanks; applying the rate limits as discussed.")));
        fileEdit(b, QStringLiteral("src/limits.py"), QString(), QString(),
                 QStringLiteral("LIMITS = {}\n\n\ndef allow(client, endpoint):\n    return True\n"),
                 QStringLiteral("Write the limiter for the chosen endpoints."),
                 QStringLiteral("writing src/limits.py"));
        finish(b, QStringLiteral("Rate limits are in src/limits.py."));
        return;
    }
    b.push_back(say(QStringLiteral("Thanks, going with your choice for the cache backend.")));
    fileEdit(b, QStringLiteral("src/cache.py"), QString(), QString(),
             QStringLiteral("BACKEND = \"configured\"\n\n\ndef get(key):\n    return None\n"),
             QStringLiteral("Write the cache module for the chosen backend."), QStringLiteral("writing src/cache.py"));
    finish(b, QStringLiteral("The response cache uses the backend you chose; src/cache.py is in place."));
}

} // namespace Switchyard::Sim::AgentScripts
