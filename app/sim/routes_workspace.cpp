// SPDX-License-Identifier: GPL-3.0-or-later
// Routes: workspace inspection through the agent server (spec §9, §13.4): /file, /files,
// /git/changes, /git/diff, /skills, /hooks.
#include "app/sim/router.h"
#include "app/sim/world.h"

namespace Switchyard::Sim {

using json = nlohmann::json;

namespace {
QString projectDir(const SimConversation &c)
{
    return c.workspace.repoRoot.isEmpty() ? c.workspace.root : c.workspace.repoRoot;
}

QString trimmedPath(QString path)
{
    while (path.size() > 1 && path.endsWith(QLatin1Char('/')))
        path.chop(1);
    return path;
}

/// _resolve_file_path of the newer router: relative paths and paths under a stale root (the
/// working dir without the repository, a `project/<repo>` convention) land in the project folder.
QString remapFile(const QString &filePath, const SimConversation &c)
{
    const QString project = projectDir(c);
    if (filePath.isEmpty())
        return project;
    const QString norm = trimmedPath(filePath);
    if (!norm.startsWith(QLatin1Char('/')))
        return project + QLatin1Char('/') + norm;
    if (norm == project || norm.startsWith(project + QLatin1Char('/')))
        return filePath;
    const QString repoName = c.repository.section(QLatin1Char('/'), -1);
    QStringList roots;
    for (const QString &wd : {c.workspace.root, QStringLiteral("/workspace/project")}) {
        if (!repoName.isEmpty())
            roots << wd + QStringLiteral("/project/") + repoName;
        roots << wd + QStringLiteral("/project") << wd;
    }
    roots.removeDuplicates();
    std::sort(roots.begin(), roots.end(), [](const QString &a, const QString &b) {
        return a.size() > b.size(); // longest first
    });
    for (const QString &root : std::as_const(roots)) {
        if (norm == root || norm.startsWith(root + QLatin1Char('/'))) {
            const QString rest = norm.mid(root.size()).section(QLatin1Char('/'), 1);
            return rest.isEmpty() ? project : project + QLatin1Char('/') + rest;
        }
    }
    return filePath; // the runtime rejects it and the route answers ""
}

const QStringList &excludedDirs()
{
    static const QStringList dirs{
        QStringLiteral(".git"),          QStringLiteral("node_modules"), QStringLiteral(".venv"),
        QStringLiteral("venv"),          QStringLiteral("__pycache__"),  QStringLiteral("dist"),
        QStringLiteral("build"),         QStringLiteral(".next"),        QStringLiteral(".cache"),
        QStringLiteral(".pytest_cache"), QStringLiteral(".mypy_cache"),  QStringLiteral(".turbo"),
        QStringLiteral(".parcel-cache"), QStringLiteral("target")};
    return dirs;
}
} // namespace

SimResponse Router::readFile(const Ctx &c, const Params &p)
{
    SimConversation *conv = visibleConversation(c, p.id);
    const QUrlQuery &query = c.req->query;
    const QString path = query.hasQueryItem(QStringLiteral("file_path"))
        ? query.queryItemValue(QStringLiteral("file_path"), QUrl::FullyDecoded)
        : QStringLiteral("/workspace/project/PLAN.md");
    if (!conv || m_world.sandboxStatusOf(*conv) != QLatin1String("RUNNING"))
        return jsonResponse(200, json(""));
    const QString resolved = features().fileRemap ? remapFile(path, *conv) : path;
    return jsonResponse(200, json(s(conv->workspace.read(resolved).value_or(QString()))));
}

SimResponse Router::listFiles(const Ctx &c, const Params &p)
{
    const QString dashedId = Ids::dashed(Ids::normalizeUuid(p.id));
    SimConversation *conv = visibleConversation(c, p.id);
    const QString status = conv ? m_world.sandboxStatusOf(*conv) : QStringLiteral("MISSING");
    if (conv && status == QLatin1String("PAUSED"))
        return detail(409, QStringLiteral("Sandbox is paused; resume it before listing files."));
    if (!conv || status != QLatin1String("RUNNING"))
        return detail(404, QStringLiteral("Conversation %1 is not reachable").arg(dashedId));
    if (m_world.options().faults.agentServerFailure)
        return detail(502, QStringLiteral("Agent server error: 500"));
    // _resolve_workspace_dir: the caller's path only when it is the project dir or under it.
    const QString project = projectDir(*conv);
    QString dir = project;
    const QString asked = trimmedPath(c.req->query.queryItemValue(QStringLiteral("path"), QUrl::FullyDecoded));
    if (!asked.isEmpty() && (asked == project || asked.startsWith(project + QLatin1Char('/'))))
        dir = asked;
    json out = json::array();
    const QStringList files = conv->workspace.list(dir, 2000, excludedDirs());
    for (const QString &f : files)
        out.push_back(s(f));
    return jsonResponse(200, out);
}

std::optional<SimResponse> Router::gitPreamble(const Ctx &c, const Params &p, SimConversation **conv, QString *path)
{
    const QUrlQuery &query = c.req->query;
    if (!query.hasQueryItem(QStringLiteral("path")))
        return validation(json::array(
            {validationItem("missing", json::array({"query", "path"}), QStringLiteral("Field required"), nullptr)}));
    *path = query.queryItemValue(QStringLiteral("path"), QUrl::FullyDecoded);
    *conv = visibleConversation(c, p.id);
    const QString status = *conv ? m_world.sandboxStatusOf(**conv) : QStringLiteral("MISSING");
    if (*conv && status == QLatin1String("PAUSED"))
        return detail(409, QStringLiteral("Sandbox is paused; resume it before reading git state."));
    if (!*conv || status != QLatin1String("RUNNING"))
        return detail(404,
                      QStringLiteral("Conversation %1 is not reachable").arg(Ids::dashed(Ids::normalizeUuid(p.id))));
    return std::nullopt;
}

SimResponse Router::gitChanges(const Ctx &c, const Params &p)
{
    SimConversation *conv = nullptr;
    QString path;
    if (auto err = gitPreamble(c, p, &conv, &path))
        return *err;
    json out = json::array();
    const auto changes = conv->workspace.changes(path);
    for (const auto &[st, file] : changes)
        out.push_back(json{{"status", s(st)}, {"path", s(file)}});
    return jsonResponse(200, out);
}

SimResponse Router::gitDiff(const Ctx &c, const Params &p)
{
    SimConversation *conv = nullptr;
    QString path;
    if (auto err = gitPreamble(c, p, &conv, &path))
        return *err;
    const SimWorkspace::Diff d = conv->workspace.diff(path);
    if (d.error)
        return detail(502, QStringLiteral("Agent server error: 400"));
    return jsonResponse(200,
                        json{{"modified", d.modified ? json(s(*d.modified)) : json(nullptr)},
                             {"original", d.original ? json(s(*d.original)) : json(nullptr)}});
}

std::optional<SimResponse> Router::skillsHooksPreamble(const Ctx &c, const Params &p, bool skills,
                                                       SimConversation **conv)
{
    // {"error": ...} bodies on these two routes (spec §9.4).
    const QString dashedId = Ids::dashed(Ids::normalizeUuid(p.id));
    *conv = visibleConversation(c, p.id);
    if (!*conv)
        return errorKey(404, QStringLiteral("Conversation %1 not found").arg(dashedId));
    const QString status = m_world.publicStatus(m_world.sandboxStatusOf(**conv));
    if (status == QLatin1String("PAUSED"))
        return jsonResponse(200, skills ? json{{"skills", json::array()}} : json{{"hooks", json::array()}});
    if (status == QLatin1String("MISSING"))
        return errorKey(404, QStringLiteral("Sandbox not found for conversation %1").arg(dashedId));
    if (status != QLatin1String("RUNNING"))
        return errorKey(404, QStringLiteral("Sandbox not ready for conversation %1").arg(dashedId));
    return std::nullopt;
}

SimResponse Router::skills(const Ctx &c, const Params &p)
{
    SimConversation *conv = nullptr;
    if (auto early = skillsHooksPreamble(c, p, true, &conv))
        return *early;
    json list = json::array();
    const QString root = conv->workspace.repoRoot;
    if (!root.isEmpty()) {
        if (auto repo = conv->workspace.read(root + QStringLiteral("/.openhands/microagents/repo.md")))
            list.push_back(
                json{{"name", "repo"}, {"type", "repo"}, {"content", s(*repo)}, {"triggers", json::array()}});
    }
    list.push_back(json{{"name", "github"},
                        {"type", "knowledge"},
                        {"content",
                         "You have access to an environment variable, `GITHUB_TOKEN`, which allows you to interact "
                         "with the GitHub API."},
                        {"triggers", json::array({"github", "git"})}});
    list.push_back(json{{"name", "code-review"},
                        {"type", "agentskills"},
                        {"content", "# Code Review\n\nWhen asked to review a pull request, read the diff first."},
                        {"triggers", json::array({"/codereview"})}});
    json kept = json::array();
    for (const auto &skill : list) {
        if (!conv->disabledSkills.contains(q(skill.value("name", std::string()))))
            kept.push_back(skill); // disabled_skills of the start request are never loaded
    }
    return jsonResponse(200, json{{"skills", kept}});
}

SimResponse Router::hooks(const Ctx &c, const Params &p)
{
    SimConversation *conv = nullptr;
    if (auto early = skillsHooksPreamble(c, p, false, &conv))
        return *early;
    json hooks = json::array();
    const QString root = conv->workspace.repoRoot;
    const std::optional<QString> text =
        root.isEmpty() ? std::nullopt : conv->workspace.read(root + QStringLiteral("/.openhands/hooks.json"));
    if (!text)
        return jsonResponse(200, json{{"hooks", hooks}});
    json cfg;
    if (!parseJsonBody(text->toUtf8(), &cfg) || !cfg.is_object())
        return errorKey(500, QStringLiteral("Error getting hooks: invalid hooks.json"));
    for (auto it = cfg.begin(); it != cfg.end(); ++it) {
        json matchers = json::array();
        for (const auto &m : it.value()) {
            json hs = json::array();
            for (const auto &h : m.value("hooks", json::array()))
                hs.push_back(json{{"type", h.value("type", std::string("command"))},
                                  {"command", h.value("command", std::string())},
                                  {"timeout", h.value("timeout", 60)},
                                  {"async", h.value("async", false)}});
            matchers.push_back(json{{"matcher", m.value("matcher", std::string("*"))}, {"hooks", hs}});
        }
        if (!matchers.empty())
            hooks.push_back(json{{"event_type", it.key()}, {"matchers", matchers}});
    }
    return jsonResponse(200, json{{"hooks", hooks}});
}

} // namespace Switchyard::Sim
