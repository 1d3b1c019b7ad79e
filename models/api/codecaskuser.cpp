// SPDX-License-Identifier: GPL-3.0-or-later
// The answer to an ask-user question (spec §13.2): the respond_to_ask_user body
// {request_id, action, answers: {question id: [{option_id, label}]}} (a free text is a pick with
// only a label), and the same JSON read back (the store keeps the answers it sent this way).
#include "models/api/codec_p.h"

namespace Switchyard::Api::Codec {

using CodecDetail::json;
using CodecDetail::qs;
using CodecDetail::ss;

QByteArray encodeAskUserAnswer(const AskUserAnswer &answer)
{
    json o = json::object();
    o["request_id"] = ss(answer.requestId);
    o["action"] = ss(askUserActionWire(answer.action));
    json answers = json::object();
    if (answer.action == AskUserAction::Accept) {
        for (auto it = answer.answers.cbegin(); it != answer.answers.cend(); ++it) {
            json picks = json::array();
            for (const AskUserPick &pick : *it) {
                json p = json::object();
                if (!pick.optionId.isEmpty())
                    p["option_id"] = ss(pick.optionId);
                p["label"] = ss(pick.label);
                picks.push_back(std::move(p));
            }
            answers[ss(it.key())] = std::move(picks);
        }
    }
    o["answers"] = std::move(answers);
    const std::string text = o.dump(-1, ' ', false, json::error_handler_t::replace);
    return QByteArray(text.data(), qsizetype(text.size()));
}

std::optional<AskUserAnswer> parseAskUserAnswer(QByteArrayView bytes)
{
    if (bytes.size() > 1024 * 1024)
        return std::nullopt;
    const json o = json::parse(bytes.begin(), bytes.end(), nullptr, false);
    if (!o.is_object() || !o.contains("request_id") || !o["request_id"].is_string() || !o.contains("action")
        || !o["action"].is_string())
        return std::nullopt;
    const auto action = askUserActionFromWire(qs(o["action"].get<std::string>()));
    if (!action)
        return std::nullopt;
    AskUserAnswer a;
    a.requestId = qs(o["request_id"].get<std::string>());
    a.action = *action;
    const auto answers = o.find("answers");
    if (answers != o.end() && answers->is_object()) {
        for (auto it = answers->begin(); it != answers->end(); ++it) {
            QList<AskUserPick> picks;
            if (it->is_array()) {
                for (const json &p : *it) {
                    if (!p.is_object())
                        continue;
                    AskUserPick pick;
                    if (const auto id = p.find("option_id"); id != p.end() && id->is_string())
                        pick.optionId = qs(id->get<std::string>());
                    if (const auto label = p.find("label"); label != p.end() && label->is_string())
                        pick.label = qs(label->get<std::string>());
                    picks.append(pick);
                }
            }
            a.answers.insert(qs(it.key()), picks);
        }
    }
    return a;
}

std::optional<ConfirmationResponse> parseConfirmationResponse(QByteArrayView bytes)
{
    if (bytes.size() > 1024 * 1024)
        return std::nullopt;
    const json o = json::parse(bytes.begin(), bytes.end(), nullptr, false);
    if (!o.is_object() || !o.contains("accept") || !o["accept"].is_boolean())
        return std::nullopt;
    ConfirmationResponse r;
    r.accept = o["accept"].get<bool>();
    if (const auto reason = o.find("reason"); reason != o.end() && reason->is_string())
        r.reason = qs(reason->get<std::string>());
    return r;
}

} // namespace Switchyard::Api::Codec
