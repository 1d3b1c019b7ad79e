// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/radar/conflictradar.h"

#include "models/domain/timestamp.h"

#include <QSet>
#include <QVarLengthArray>

#include <algorithm>

namespace Switchyard {

namespace {

bool isFileEditWrite(QStringView command)
{
    // The file editor's `view` only reads; every other command (create, str_replace, insert,
    // undo_edit, write) writes the file.
    return command != QLatin1String("view");
}

/// The files an apply_patch patch writes ("*** Update File: p", "*** Add File: p", "*** Delete
/// File: p", "*** Move to: p", or a unified diff's "+++ b/p").
QList<QString> patchPaths(const QString &patch)
{
    static const QList<QString> markers{QStringLiteral("*** Update File: "), QStringLiteral("*** Add File: "),
                                        QStringLiteral("*** Delete File: "), QStringLiteral("*** Move to: ")};
    QList<QString> out;
    for (const QStringView line : QStringView(patch).split(QLatin1Char('\n'))) {
        for (const QString &m : markers) {
            if (line.startsWith(m))
                out.append(line.mid(m.size()).trimmed().toString());
        }
        if (line.startsWith(QLatin1String("+++ ")) && !line.endsWith(QLatin1String("/dev/null"))) {
            QStringView p = line.mid(4).trimmed();
            if (p.startsWith(QLatin1String("b/")))
                p = p.mid(2);
            out.append(p.toString());
        }
    }
    out.removeDuplicates();
    return out;
}

} // namespace

std::optional<RadarAction> radarActionFrom(const Event &event)
{
    const auto *a = std::get_if<ActionPayload>(&event.payload);
    if (!a)
        return std::nullopt;
    RadarAction r;
    r.eventId = event.id;
    const QDateTime t = parseTimestamp(event.timestamp);
    r.timeMs = t.isValid() ? t.toMSecsSinceEpoch() : 0;
    if (a->actionKind == QLatin1String("FileEditorAction")
        || a->actionKind == QLatin1String("StrReplaceEditorAction")) {
        if (a->path.isEmpty() || !isFileEditWrite(a->command))
            return std::nullopt;
        r.kind = RadarAction::FileEdit;
        r.path = a->path;
    } else if (a->actionKind == QLatin1String("TerminalAction")
               || a->actionKind == QLatin1String("ExecuteBashAction")) {
        if (a->isInput || a->command.trimmed().isEmpty())
            return std::nullopt;
        r.kind = RadarAction::Command;
        r.command = a->command;
    } else if (a->actionKind == QLatin1String("ApplyPatchAction")) {
        r.kind = RadarAction::Patch;
        r.paths = patchPaths(a->patch);
        if (r.paths.isEmpty())
            return std::nullopt;
    } else {
        return std::nullopt;
    }
    return r;
}

std::optional<RadarAction> radarActionFrom(const EventSummary &s)
{
    if (s.kind != EventKind::Action || !(s.flags & (EventSummary::FileEdit | EventSummary::Terminal)))
        return std::nullopt;
    RadarAction r;
    if (s.flags & EventSummary::Terminal) {
        if (!s.summary.startsWith(QLatin1String("$ ")))
            return std::nullopt;
        r.eventId = s.id;
        r.timeMs = s.timeMs;
        r.kind = RadarAction::Command;
        r.command = s.summary.mid(2);
        return r;
    }
    // "str_replace /path" (the summary of a FileEditorAction); an apply_patch has no path here.
    const qsizetype space = s.summary.indexOf(QLatin1Char(' '));
    if (space <= 0 || s.kindName != QLatin1String("FileEditorAction"))
        return std::nullopt;
    if (!isFileEditWrite(QStringView(s.summary).left(space)))
        return std::nullopt;
    r.eventId = s.id;
    r.timeMs = s.timeMs;
    r.kind = RadarAction::FileEdit;
    r.path = s.summary.mid(space + 1);
    return r;
}

// --- The radar ------------------------------------------------------------------------------------

struct ConflictRadar::Effect
{
    QList<QString> writes;
    QList<QPair<QString, QString>> wides; ///< root, kind
};

namespace {

struct Writer
{
    int conversation = -1;
    qint64 timeMs = 0;
};

struct PathEntry
{
    QString path;
    QVarLengthArray<Writer, 2> writers;
};

struct Wide
{
    QString root;
    QString kind;
    int conversation = -1;
    qint64 timeMs = 0;
    QString text; ///< "kind: root", as the conflict lists it
};

struct Pair
{
    RadarConflict conflict;
    QSet<QString> files;
};

quint64 pairKey(int x, int y)
{
    const auto lo = quint64(std::min(x, y)), hi = quint64(std::max(x, y));
    return (hi << 32) | lo;
}

QString wideText(const QString &kind, const QString &root)
{
    return kind + QStringLiteral(": ") + root;
}

const QString &wideText(const Wide &w)
{
    return w.text;
}

} // namespace

struct ConflictRadar::Sandbox
{
    QString id;
    QList<QString> conversations; ///< index -> id
    QHash<QString, int> pathIndex;
    std::vector<PathEntry> paths;
    std::vector<Wide> wides; ///< distinct (root, kind, conversation)
    QHash<quint64, Pair> pairs;

    /// Records that conversation `me` wrote `p`; true when an overlap changed.
    bool addWrite(int me, const QString &p, qint64 timeMs);
    /// Records a worktree-wide command of `me` in `root`; true when an overlap changed.
    bool addWide(int me, const QString &root, const QString &kind, qint64 timeMs);

    /// Adds `file` (and the kind, and the command) to the pair's conflict; true when it is new.
    bool touch(int me, int other, const QString &file, quint8 kind, const QString &command, qint64 timeMs)
    {
        const quint64 key = pairKey(me, other);
        auto it = pairs.find(key);
        bool changed = false;
        if (it == pairs.end()) {
            Pair p;
            const QString &x = conversations.at(me), &y = conversations.at(other);
            p.conflict.sandboxId = id;
            p.conflict.a = x < y ? x : y;
            p.conflict.b = x < y ? y : x;
            it = pairs.insert(key, std::move(p));
            changed = true;
        }
        RadarConflict &c = it->conflict;
        c.lastTimeMs = std::max(c.lastTimeMs, timeMs);
        if (!(c.kinds & kind)) {
            c.kinds |= kind;
            changed = true;
        }
        if (!command.isEmpty() && !c.commands.contains(command)) {
            c.commands.append(command);
            changed = true;
        }
        if (!it->files.contains(file)) {
            it->files.insert(file);
            ++c.fileCount;
            if (c.files.size() < RadarConflict::kMaxNamedFiles)
                c.files.insert(std::lower_bound(c.files.begin(), c.files.end(), file), file);
            changed = true;
        }
        return changed;
    }
};

ConflictRadar::ConflictRadar() = default;
ConflictRadar::~ConflictRadar() = default;
ConflictRadar::ConflictRadar(ConflictRadar &&) noexcept = default;
ConflictRadar &ConflictRadar::operator=(ConflictRadar &&) noexcept = default;

ConflictRadar::Sandbox &ConflictRadar::sandboxFor(const QString &sandboxId)
{
    auto &slot = m_sandboxes[sandboxId];
    if (!slot) {
        slot = std::make_unique<Sandbox>();
        slot->id = sandboxId;
    }
    return *slot;
}

const ConflictRadar::Sandbox *ConflictRadar::findSandbox(const QString &sandboxId) const
{
    const auto it = m_sandboxes.find(sandboxId);
    return it == m_sandboxes.end() ? nullptr : it->second.get();
}

void ConflictRadar::setConversation(const QString &conversationId, const QString &sandboxId, const QString &repoRoot)
{
    auto it = m_conversations.find(conversationId);
    if (it != m_conversations.end() && it->sandboxId == sandboxId) {
        it->repoRoot = repoRoot;
        return;
    }
    // A move to another sandbox: what it did in the old one stays there under its old index (the
    // files are still in that filesystem); it starts anew in the new one.
    Sandbox &sb = sandboxFor(sandboxId);
    ConversationInfo info;
    info.sandboxId = sandboxId;
    info.repoRoot = repoRoot;
    info.index = int(sb.conversations.size());
    sb.conversations.append(conversationId);
    m_conversations.insert(conversationId, info);
}

bool ConflictRadar::hasConversation(const QString &conversationId) const
{
    return m_conversations.contains(conversationId);
}

void ConflictRadar::clear()
{
    m_commandCache.clear();
    m_conversations.clear();
    m_sandboxes.clear();
}

CommandEffect ConflictRadar::classify(const RadarAction &action, const QString &repoRoot) const
{
    // Agents run the same few commands again and again (tests, status, diff): classify each line once
    // per worktree. Bounded: cleared when it grows large.
    if (!action.cwd.isEmpty())
        return classifyCommand(action.command, {action.cwd, repoRoot});
    QHash<QString, CommandEffect> &cache = m_commandCache[repoRoot];
    if (const auto it = cache.constFind(action.command); it != cache.constEnd())
        return *it;
    if (cache.size() >= 8192)
        cache.clear();
    return *cache.insert(action.command, classifyCommand(action.command, {QString(), repoRoot}));
}

ConflictRadar::Effect ConflictRadar::effectOf(const QString &repoRoot, const RadarAction &action) const
{
    Effect e;
    switch (action.kind) {
    case RadarAction::FileEdit:
        e.writes.append(normaliseRadarPath(action.path, repoRoot));
        break;
    case RadarAction::Patch:
        for (const QString &p : action.paths)
            e.writes.append(normaliseRadarPath(p, repoRoot));
        break;
    case RadarAction::Command: {
        const CommandEffect c = classify(action, repoRoot);
        e.writes = c.writes;
        if (c.environment)
            e.writes.append(QString::fromLatin1(kRadarEnvironmentPath));
        for (qsizetype i = 0; i < c.worktreeRoots.size(); ++i)
            e.wides.append({c.worktreeRoots.at(i), c.worktreeKinds.at(i)});
        break;
    }
    }
    return e;
}

bool ConflictRadar::Sandbox::addWrite(int me, const QString &p, qint64 timeMs)
{
    auto idx = pathIndex.constFind(p);
    if (idx == pathIndex.constEnd()) {
        idx = pathIndex.insert(p, int(paths.size()));
        paths.push_back({p, {}});
    }
    PathEntry &entry = paths[std::size_t(*idx)];
    const auto mine = std::find_if(entry.writers.begin(), entry.writers.end(), [me](const Writer &w) {
        return w.conversation == me;
    });
    if (mine != entry.writers.end()) {
        // Written before: every overlap of this path with this conversation is recorded already
        // (later writers and later worktree-wide commands paired themselves with it). The pair's
        // last time stays that of the pairing (a bump per repeated write costs 10% of a build).
        mine->timeMs = std::max(mine->timeMs, timeMs);
        return false;
    }
    const quint8 kind =
        p == QLatin1String(kRadarEnvironmentPath) ? RadarConflict::Environment : RadarConflict::SameFile;
    bool changed = false;
    // A pair's last time is its newest action on either side, whichever came first.
    for (const Writer &w : entry.writers)
        changed |= touch(me, w.conversation, p, kind, {}, std::max(timeMs, w.timeMs));
    entry.writers.append({me, timeMs});
    for (const Wide &w : wides) {
        if (w.conversation != me && radarPathUnder(p, w.root))
            changed |=
                touch(me, w.conversation, p, RadarConflict::WorktreeWide, wideText(w), std::max(timeMs, w.timeMs));
    }
    return changed;
}

bool ConflictRadar::Sandbox::addWide(int me, const QString &root, const QString &kind, qint64 timeMs)
{
    auto known = std::find_if(wides.begin(), wides.end(), [&](const Wide &w) {
        return w.conversation == me && w.root == root && w.kind == kind;
    });
    if (known != wides.end()) {
        // Paired already with every path written before; later writes check the wides themselves.
        known->timeMs = std::max(known->timeMs, timeMs);
        return false;
    }
    wides.push_back({root, kind, me, timeMs, wideText(kind, root)});
    const Wide &w = wides.back();
    bool changed = false;
    for (const PathEntry &entry : paths) {
        if (!radarPathUnder(entry.path, root))
            continue;
        for (const Writer &writer : entry.writers) {
            if (writer.conversation != me)
                changed |= touch(me, writer.conversation, entry.path, RadarConflict::WorktreeWide, w.text,
                                 std::max(timeMs, writer.timeMs));
        }
    }
    return changed;
}

bool ConflictRadar::add(const QString &conversationId, const RadarAction &action)
{
    const auto info = m_conversations.constFind(conversationId);
    if (info == m_conversations.constEnd())
        return false;
    Sandbox &sb = *m_sandboxes.at(info->sandboxId);
    const int me = info->index;
    if (action.kind == RadarAction::FileEdit) // the common case, without building an Effect
        return sb.addWrite(me, normaliseRadarPath(action.path, info->repoRoot), action.timeMs);
    const Effect e = effectOf(info->repoRoot, action);
    bool changed = false;
    for (const QString &p : e.writes)
        changed |= sb.addWrite(me, p, action.timeMs);
    for (const auto &[root, kind] : e.wides)
        changed |= sb.addWide(me, root, kind, action.timeMs);
    return changed;
}

QList<RadarConflict> ConflictRadar::wouldConflict(const QString &conversationId, const RadarAction &action) const
{
    const auto info = m_conversations.constFind(conversationId);
    if (info == m_conversations.constEnd())
        return {};
    const Sandbox &sb = *m_sandboxes.at(info->sandboxId);
    // A scratch sandbox holding only the pairs this action touches.
    Sandbox scratch;
    scratch.id = sb.id;
    scratch.conversations = sb.conversations;
    const int me = info->index;
    const Effect e = effectOf(info->repoRoot, action);
    const QString env = QString::fromLatin1(kRadarEnvironmentPath);
    for (const QString &p : e.writes) {
        const auto idx = sb.pathIndex.constFind(p);
        if (idx != sb.pathIndex.constEnd()) {
            const quint8 kind = p == env ? RadarConflict::Environment : RadarConflict::SameFile;
            for (const Writer &w : sb.paths[std::size_t(*idx)].writers) {
                if (w.conversation != me)
                    scratch.touch(me, w.conversation, p, kind, {}, action.timeMs);
            }
        }
        for (const Wide &w : sb.wides) {
            if (w.conversation != me && radarPathUnder(p, w.root))
                scratch.touch(me, w.conversation, p, RadarConflict::WorktreeWide, wideText(w), action.timeMs);
        }
    }
    for (const auto &[root, kind] : e.wides) {
        const Wide w{root, kind, me, action.timeMs, wideText(kind, root)};
        for (const PathEntry &entry : sb.paths) {
            if (!radarPathUnder(entry.path, root))
                continue;
            for (const Writer &writer : entry.writers) {
                if (writer.conversation != me)
                    scratch.touch(me, writer.conversation, entry.path, RadarConflict::WorktreeWide, wideText(w),
                                  action.timeMs);
            }
        }
    }
    QList<RadarConflict> out;
    for (const Pair &p : std::as_const(scratch.pairs))
        out.append(p.conflict);
    std::sort(out.begin(), out.end(), [](const RadarConflict &x, const RadarConflict &y) {
        return std::tie(x.a, x.b) < std::tie(y.a, y.b);
    });
    return out;
}

QList<RadarConflict> ConflictRadar::conflicts(const QString &sandboxId) const
{
    QList<RadarConflict> out;
    if (const Sandbox *sb = findSandbox(sandboxId)) {
        for (const Pair &p : std::as_const(sb->pairs))
            out.append(p.conflict);
    }
    std::sort(out.begin(), out.end(), [](const RadarConflict &x, const RadarConflict &y) {
        return std::tie(x.a, x.b) < std::tie(y.a, y.b);
    });
    return out;
}

QList<RadarConflict> ConflictRadar::conflictsOf(const QString &conversationId) const
{
    const auto info = m_conversations.constFind(conversationId);
    if (info == m_conversations.constEnd())
        return {};
    QList<RadarConflict> out;
    for (const RadarConflict &c : conflicts(info->sandboxId)) {
        if (c.involves(conversationId))
            out.append(c);
    }
    return out;
}

int ConflictRadar::conflictCount() const
{
    int n = 0;
    for (const auto &[id, sb] : m_sandboxes)
        n += int(sb->pairs.size());
    return n;
}

RadarTouches ConflictRadar::touches(const QString &conversationId) const
{
    RadarTouches t;
    const auto info = m_conversations.constFind(conversationId);
    if (info == m_conversations.constEnd())
        return t;
    const Sandbox &sb = *m_sandboxes.at(info->sandboxId);
    const QString env = QString::fromLatin1(kRadarEnvironmentPath);
    for (const PathEntry &entry : sb.paths) {
        const bool mine = std::any_of(entry.writers.begin(), entry.writers.end(), [&](const Writer &w) {
            return w.conversation == info->index;
        });
        if (!mine)
            continue;
        if (entry.path == env)
            t.environment = true;
        else
            t.files.append(entry.path);
    }
    std::sort(t.files.begin(), t.files.end());
    for (const Wide &w : sb.wides) {
        if (w.conversation == info->index)
            t.worktreeCommands.append(wideText(w));
    }
    return t;
}

QList<QString> ConflictRadar::sandboxIds() const
{
    QList<QString> out;
    out.reserve(qsizetype(m_sandboxes.size()));
    for (const auto &[id, sb] : m_sandboxes)
        out.append(id);
    return out;
}

// --- Feeding events ---------------------------------------------------------------------------------

void RadarFeed::hold(const QString &conversationId, const QString &toolCallId, RadarAction &&action)
{
    QList<Pending> &list = m_pending[conversationId];
    for (qsizetype i = list.size() - 1; i >= 0; --i) {
        if (list.at(i).toolCallId == toolCallId) { // the same call again: the newer action counts
            list[i].action = std::move(action);
            return;
        }
    }
    if (list.size() >= kMaxPending)
        list.removeFirst();
    list.append(Pending{toolCallId, std::move(action)});
}

bool RadarFeed::settle(ConflictRadar &radar, const QString &conversationId, const QString &toolCallId, bool wrote)
{
    if (toolCallId.isEmpty())
        return false;
    auto conv = m_pending.find(conversationId);
    if (conv == m_pending.end())
        return false;
    for (qsizetype i = conv->size() - 1; i >= 0; --i) {
        if (conv->at(i).toolCallId != toolCallId)
            continue;
        const bool changed = wrote && radar.add(conversationId, conv->at(i).action);
        conv->removeAt(i);
        return changed;
    }
    return false;
}

bool RadarFeed::feed(ConflictRadar &radar, const QString &conversationId, const EventSummary &s)
{
    switch (s.kind) {
    case EventKind::Action:
        if (auto action = radarActionFrom(s)) {
            if (s.toolCallId.isEmpty())
                return radar.add(conversationId, *action);
            hold(conversationId, s.toolCallId, std::move(*action));
        }
        return false;
    case EventKind::Observation:
        return settle(radar, conversationId, s.toolCallId, true);
    case EventKind::UserReject:
    case EventKind::AgentError:
        return settle(radar, conversationId, s.toolCallId, false);
    default:
        return false;
    }
}

bool RadarFeed::feed(ConflictRadar &radar, const QString &conversationId, const Event &event)
{
    if (const auto *a = std::get_if<ActionPayload>(&event.payload)) {
        if (auto action = radarActionFrom(event)) {
            if (a->toolCallId.isEmpty())
                return radar.add(conversationId, *action);
            hold(conversationId, a->toolCallId, std::move(*action));
        }
        return false;
    }
    if (const auto *o = std::get_if<ObservationPayload>(&event.payload))
        return settle(radar, conversationId, o->toolCallId, true);
    if (const auto *r = std::get_if<UserRejectPayload>(&event.payload))
        return settle(radar, conversationId, r->toolCallId, false);
    if (const auto *e = std::get_if<AgentErrorPayload>(&event.payload))
        return settle(radar, conversationId, e->toolCallId, false);
    return false;
}

} // namespace Switchyard
