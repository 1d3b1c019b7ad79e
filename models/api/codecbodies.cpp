// SPDX-License-Identifier: GPL-3.0-or-later
// The codec's small bodies: counts, success, send-message and pending-message answers, settings,
// the workspace endpoints (git changes and diff, file, file list, skills, hooks), a trajectory's
// meta and base state, and the detail text of an error body.
#include "models/api/codec.h"
#include "models/api/codec_p.h"
#include "models/api/codecdocument_p.h"

namespace Switchyard::Api {

using namespace CodecDetail;

namespace Codec {

Result<qint64> parseCount(QByteArrayView text)
{
    return parseSingle<qint64>(text, CodecLimits{}, [](const CodecDetail::json &r) -> qint64 {
        if (r.is_number_integer() || r.is_number_unsigned())
            return r.is_number_unsigned() ? qint64(qMin<std::uint64_t>(r.get<std::uint64_t>(), 1ULL << 62))
                                          : qint64(r.get<std::int64_t>());
        if (r.is_number_float() && std::isfinite(r.get<double>()) && std::abs(r.get<double>()) < 9.0e18)
            return qint64(r.get<double>());
        if (r.is_object()) { // {"count": n} from some proxies
            if (const auto n = optIntN(r, "count"))
                return *n;
        }
        fail(kRoot, QStringLiteral("expected an integer, got %1").arg(QString::fromLatin1(r.type_name())));
    });
}

Result<bool> parseSuccess(QByteArrayView text)
{
    return parseSingle<bool>(text, CodecLimits{}, [](const CodecDetail::json &r) -> bool {
        if (r.is_boolean())
            return r.get<bool>();
        expectObject(r, kRoot);
        return optBool(r, "success", false);
    });
}

Result<SendMessageResponse> parseSendMessageResponse(QByteArrayView text)
{
    return parseSingle<SendMessageResponse>(text, CodecLimits{}, [](const CodecDetail::json &r) {
        expectObject(r, kRoot);
        SendMessageResponse s;
        s.success = optBool(r, "success");
        s.sandboxStatus = sandboxStatusFromWire(optStr(r, "sandbox_status"));
        s.message = optStr(r, "message");
        return s;
    });
}

Result<PendingMessageResponse> parsePendingMessageResponse(QByteArrayView text)
{
    return parseSingle<PendingMessageResponse>(text, CodecLimits{}, [](const CodecDetail::json &r) {
        expectObject(r, kRoot);
        PendingMessageResponse p;
        p.id = optStr(r, "id");
        p.queued = optBool(r, "queued");
        p.position = clampInt(optInt(r, "position"));
        return p;
    });
}

Result<UserSettings> parseSettings(QByteArrayView text)
{
    return parseSingle<UserSettings>(text, CodecLimits{}, [](const CodecDetail::json &r) {
        expectObject(r, kRoot);
        UserSettings s;
        s.sandboxGroupingStrategy = groupingStrategyFromWire(optStr(r, "sandbox_grouping_strategy"));
        return s;
    });
}

Result<QList<GitChange>> parseGitChanges(QByteArrayView text, const CodecLimits &limits)
{
    return parseSingle<QList<GitChange>>(text, limits, [](const CodecDetail::json &r) {
        expectArray(r, kRoot);
        QList<GitChange> out;
        qsizetype i = 0;
        for (const CodecDetail::json &c : r) {
            const Path p = kRoot.at(i++);
            if (c.is_null())
                continue;
            expectObject(c, p);
            GitChange g;
            g.status = gitChangeStatusFromWire(reqStr(c, "status", p));
            g.path = reqStr(c, "path", p);
            out.append(g);
        }
        return out;
    });
}

Result<GitDiff> parseGitDiff(QByteArrayView text, const CodecLimits &limits)
{
    return parseSingle<GitDiff>(text, limits, [](const CodecDetail::json &r) {
        expectObject(r, kRoot);
        GitDiff d;
        d.modified = optStrN(r, "modified");
        d.original = optStrN(r, "original");
        return d;
    });
}

Result<QString> parseFileBody(QByteArrayView text, const CodecLimits &limits)
{
    return parseSingle<QString>(text, limits, [](const CodecDetail::json &r) -> QString {
        if (r.is_null())
            return {};
        if (!r.is_string())
            fail(kRoot, QStringLiteral("expected a string, got %1").arg(QString::fromLatin1(r.type_name())));
        return qs(r.get_ref<const std::string &>());
    });
}

Result<QList<QString>> parseFileList(QByteArrayView text, const CodecLimits &limits)
{
    return parseSingle<QList<QString>>(text, limits, [](const CodecDetail::json &r) {
        expectArray(r, kRoot);
        QList<QString> out;
        out.reserve(qsizetype(std::min<size_t>(r.size(), 100000)));
        for (const CodecDetail::json &p : r) {
            if (p.is_string() && !p.get_ref<const std::string &>().empty())
                out.append(QString::fromStdString(p.get<std::string>()));
        }
        return out;
    });
}

Result<QList<Skill>> parseSkills(QByteArrayView text, const CodecLimits &limits)
{
    return parseSingle<QList<Skill>>(text, limits, [](const CodecDetail::json &r) {
        const CodecDetail::json *list = &r;
        Path listPath = kRoot;
        if (r.is_object()) {
            list = member(r, "skills");
            listPath = kRoot.child("skills");
        }
        QList<Skill> out;
        if (!list)
            return out;
        expectArray(*list, listPath);
        for (const CodecDetail::json &s : *list) {
            if (!s.is_object())
                continue;
            Skill skill;
            skill.name = optStr(s, "name");
            skill.type = optStr(s, "type");
            skill.content = optStr(s, "content");
            skill.triggers = strList(s, "triggers");
            out.append(skill);
        }
        return out;
    });
}

Result<QList<HookGroup>> parseHooks(QByteArrayView text, const CodecLimits &limits)
{
    return parseSingle<QList<HookGroup>>(text, limits, [](const CodecDetail::json &r) {
        const CodecDetail::json *list = &r;
        Path listPath = kRoot;
        if (r.is_object()) {
            list = member(r, "hooks");
            listPath = kRoot.child("hooks");
        }
        QList<HookGroup> out;
        if (!list)
            return out;
        expectArray(*list, listPath);
        for (const CodecDetail::json &g : *list) {
            if (!g.is_object())
                continue;
            HookGroup group;
            group.eventType = optStr(g, "event_type");
            if (const CodecDetail::json *matchers = member(g, "matchers"); matchers && matchers->is_array()) {
                for (const CodecDetail::json &m : *matchers) {
                    if (!m.is_object())
                        continue;
                    HookMatcher matcher;
                    matcher.matcher = optStr(m, "matcher");
                    if (const CodecDetail::json *hooks = member(m, "hooks"); hooks && hooks->is_array()) {
                        for (const CodecDetail::json &h : *hooks) {
                            if (!h.is_object())
                                continue;
                            HookCommand cmd;
                            cmd.type = optStr(h, "type");
                            cmd.command = optStr(h, "command");
                            cmd.timeout = clampInt(optInt(h, "timeout", 60));
                            cmd.async = optBool(h, "async");
                            matcher.hooks.append(cmd);
                        }
                    }
                    group.matchers.append(matcher);
                }
            }
            out.append(group);
        }
        return out;
    });
}

Result<Conversation> parseTrajectoryMeta(QByteArrayView json, const CodecLimits &limits)
{
    return parseConversation(json, limits);
}

Result<BaseState> parseBaseState(QByteArrayView text, const CodecLimits &limits)
{
    return parseSingle<BaseState>(text, limits, [](const CodecDetail::json &r) {
        expectObject(r, kRoot);
        BaseState s;
        s.id = optStr(r, "id");
        if (const CodecDetail::json *agent = member(r, "agent"); agent && agent->is_object()) {
            if (const CodecDetail::json *llm = member(*agent, "llm"); llm && llm->is_object())
                s.llmModel = optStr(*llm, "model");
        }
        if (const CodecDetail::json *e = member(r, "execution_status"); e && e->is_string())
            s.executionStatus = executionStatusFromWire(qs(e->get_ref<const std::string &>()));
        s.usageToMetrics = usageToMetrics(member(r, "stats"));
        if (const CodecDetail::json *w = member(r, "workspace"); w && w->is_object())
            s.workspaceDir = optStr(*w, "working_dir");
        return s;
    });
}

QString errorDetailText(QByteArrayView body)
{
    json root;
    CodecLimits limits;
    limits.maxBytes = 4 * 1024 * 1024;
    limits.maxDepth = 64;
    if (parseDocument(body, limits, root))
        return {};
    try {
        if (root.is_string())
            return qs(root.get_ref<const std::string &>());
        if (!root.is_object())
            return {};
        if (const json *error = member(root, "error"))
            return error->is_string() ? qs(error->get_ref<const std::string &>())
                                      : QString::fromUtf8(dumpCompact(*error));
        const json *detail = member(root, "detail");
        if (!detail)
            return optStr(root, "message");
        if (detail->is_string())
            return qs(detail->get_ref<const std::string &>());
        if (detail->is_array()) { // 422 validation list
            QStringList parts;
            for (const json &item : *detail) {
                if (!item.is_object()) {
                    if (item.is_string())
                        parts.append(qs(item.get_ref<const std::string &>()));
                    continue;
                }
                QStringList loc;
                if (const json *l = member(item, "loc"); l && l->is_array()) {
                    for (const json &segment : *l) {
                        if (segment.is_string())
                            loc.append(qs(segment.get_ref<const std::string &>()));
                        else if (segment.is_number())
                            loc.append(QString::number(toInt(segment).value_or(0)));
                    }
                }
                const QString msg = optStr(item, "msg");
                parts.append(loc.isEmpty() ? msg : loc.join(QLatin1Char('.')) + QLatin1String(": ") + msg);
            }
            return parts.join(QLatin1String("; "));
        }
        if (detail->is_object()) { // {"detail": {"code": ..., "message"?: ...}}
            const QString code = optStr(*detail, "code");
            const QString message = optStr(*detail, "message");
            if (!message.isEmpty())
                return code.isEmpty() ? message : code + QLatin1String(": ") + message;
            return code.isEmpty() ? QString::fromUtf8(dumpCompact(*detail)) : code;
        }
        return optStr(root, "detail");
    } catch (const std::exception &) {
        return {};
    }
}

} // namespace Codec
} // namespace Switchyard::Api
