// SPDX-License-Identifier: GPL-3.0-or-later
// The agent server's answer to an ask-user question (spec §13.2): POST
// {conversation_url}/events/respond_to_ask_user {request_id, action, answers} resolves the waiting
// AskUserRequestEvent with an AskUserResponseEvent (source user) and the tool's observation; a
// stale request id, an unknown question or option id is refused; when timeout_seconds pass
// unanswered the server answers cancel itself (source environment). Either way the run goes on.
#include "app/sim/eventfactory.h"
#include "app/sim/world.h"

namespace Switchyard::Sim {

using json = nlohmann::json;

namespace {

// Pointers into `request` itself (value() would copy the array).
const json *findQuestion(const json &request, const std::string &id)
{
    const auto questions = request.find("questions");
    if (questions == request.end() || !questions->is_array())
        return nullptr;
    for (const auto &question : *questions) {
        if (question.value("id", std::string()) == id)
            return &question;
    }
    return nullptr;
}

const json *findOption(const json &question, const std::string &id)
{
    const auto options = question.find("options");
    if (options == question.end() || !options->is_array())
        return nullptr;
    for (const auto &option : *options) {
        if (option.value("id", std::string()) == id)
            return &option;
    }
    return nullptr;
}

} // namespace

World::AskUserOutcome World::respondToAskUser(SimConversation &c, const json &body, QString *detail)
{
    const std::string rid = body.value("request_id", std::string());
    if (c.pendingAsk.is_null() || rid.empty() || rid != c.pendingAsk.value("request_id", std::string())) {
        *detail = QStringLiteral("No ask_user request %1 is waiting for an answer").arg(q(rid));
        return AskUserOutcome::Stale;
    }
    const std::string action = body.value("action", std::string());
    if (action != "accept" && action != "decline" && action != "cancel") {
        *detail = QStringLiteral("action must be accept, decline or cancel");
        return AskUserOutcome::Invalid;
    }
    json answers = json::object();
    const json given = body.contains("answers") && body["answers"].is_object() ? body["answers"] : json::object();
    if (action == "accept") {
        for (auto it = given.begin(); it != given.end(); ++it) {
            const json *question = findQuestion(c.pendingAsk, it.key());
            if (!question) {
                *detail = QStringLiteral("Unknown question id: %1").arg(q(it.key()));
                return AskUserOutcome::UnknownQuestion;
            }
            const bool freeText = question->value("options", json::array()).empty();
            const json picks = it->is_array() ? *it : json::array({*it});
            if (picks.size() > 1 && !question->value("multi_select", false)) {
                *detail = QStringLiteral("Question %1 takes one option").arg(q(it.key()));
                return AskUserOutcome::Invalid;
            }
            json out = json::array();
            for (const auto &pick : picks) {
                const std::string optionId = pick.is_object() ? pick.value("option_id", std::string()) : std::string();
                const std::string label = pick.is_string()
                    ? pick.get<std::string>()
                    : (pick.is_object() ? pick.value("label", std::string()) : std::string());
                if (freeText && optionId.empty() && !label.empty()) {
                    out.push_back(json{{"option_id", ""}, {"label", label}});
                    continue;
                }
                const json *option = findOption(*question, optionId);
                if (!option) {
                    *detail = QStringLiteral("Unknown option id for question %1: %2").arg(q(it.key()), q(optionId));
                    return AskUserOutcome::UnknownOption;
                }
                out.push_back(json{{"option_id", optionId}, {"label", option->value("label", optionId)}});
            }
            answers[it.key()] = out;
        }
    }
    resolveAskUser(c, action, answers, "user");
    return AskUserOutcome::Answered;
}

void World::timeOutAskUser(SimConversation &c)
{
    if (!c.pendingAsk.is_null())
        resolveAskUser(c, "cancel", json::object(), "environment");
}

void World::armAskTimeout(SimConversation &c, double seconds)
{
    c.askDeadlineUs = m_nowUs + static_cast<qint64>(seconds * 1e6);
    c.nextStepAt = c.askDeadlineUs;
    m_activeConversations.insert(c.id);
}

void World::resolveAskUser(SimConversation &c, const std::string &action, const json &answers, const char *source)
{
    const json request = c.pendingAsk;
    c.pendingAsk = nullptr;
    c.askDeadlineUs = -1;
    json response = EventFactory::askUserResponse(c, nextEventUs(c), request, action, answers);
    response["source"] = source;
    appendEvent(c, std::move(response));
    appendEvent(
        c, EventFactory::observation(c, nextEventUs(c), EventFactory::askUserObservation(request, action, answers)));
    touchSandbox(c.sandboxId);
    c.updatedAt = m_nowUs;
    setExecutionStatus(c, QStringLiteral("running"));
    schedule(c, 0.5);
}

} // namespace Switchyard::Sim
