// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/radar/conflictradarmodel.h"

#include "models/radar/radarbuild.h"
#include "models/read/storereader.h"
#include "models/workspace/changesmodel.h"
#include "models/workspace/workspaceservice.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QSet>
#include <QtConcurrent/QtConcurrentRun>

namespace Switchyard {

namespace {

/// Summaries read per store call while catching up on a conversation's log.
constexpr qint64 kReadChunk = 2000;

QString fileName(const QString &path)
{
    if (path == QLatin1String(kRadarEnvironmentPath))
        return ConflictRadarModel::tr("the environment (package installs)");
    const QString name = path.section(QLatin1Char('/'), -1);
    return name.isEmpty() ? path : name;
}

/// The radar's sandbox of a stored conversation (empty: not placed).
QString placedSandbox(const ConversationRecord &r, bool all)
{
    if (r.conversation.sandboxId.isEmpty())
        return all ? QStringLiteral("offline:") + r.conversation.id : QString();
    return r.conversation.sandboxId;
}

QString shortSandbox(const QString &id)
{
    return id.size() > 8 ? id.left(8) + QChar(0x2026) : id;
}

} // namespace

ConflictRadarModel::ConflictRadarModel(QObject *parent)
    : QObject(parent)
{ }

ConflictRadarModel::~ConflictRadarModel()
{
    ++*m_generation; // a build still running is dropped
}

void ConflictRadarModel::setStore(StoreReader *store)
{
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    m_titles.clear();
    if (m_store)
        connect(m_store, &StoreReader::changed, this, &ConflictRadarModel::onStoreChanged);
    rebuild();
}

void ConflictRadarModel::setAnalyseAll(bool all)
{
    if (all == m_all)
        return;
    m_all = all;
    rebuild();
}

StoreReader *ConflictRadarModel::store() const
{
    return m_store;
}

void ConflictRadarModel::setTrajectories(const QList<Trajectory> &trajectories)
{
    setStore(nullptr); // supersedes a running build
    QSet<QString> sandboxes;
    for (const Trajectory &t : trajectories) {
        const QString sandbox = t.sandboxId.isEmpty() ? QStringLiteral("offline:") + t.id : t.sandboxId;
        m_radar.setConversation(t.id, sandbox, t.repoRoot);
        m_titles.insert(t.id, t.title);
        sandboxes.insert(sandbox);
        for (const Event &e : t.events)
            m_feed.feed(m_radar, t.id, e);
    }
    Q_EMIT changed(sandboxes.values());
}

void ConflictRadarModel::rebuild()
{
    const quint64 generation = ++*m_generation;
    m_buildReads.clear();
    m_buildingGeneration = 0;
    if (!m_store) {
        m_radar.clear();
        m_feed.clear();
        m_read.clear();
        m_sandboxOf.clear();
        m_onSandbox.clear();
        Q_EMIT changed({});
        return;
    }
    // The placements from the mirror, here (cheap); the events on a worker.
    QHash<QString, QString> sandboxOf;
    QHash<QString, QList<QString>> onSandbox;
    QList<RadarBuild::Placement> placements;
    for (const ConversationRecord &r : m_store->conversations()) {
        const QString sandbox = placedSandbox(r, m_all);
        if (sandbox.isEmpty())
            continue;
        sandboxOf.insert(r.conversation.id, sandbox);
        onSandbox[sandbox].append(r.conversation.id);
        RadarBuild::Placement p;
        p.conversationId = r.conversation.id;
        p.sandboxId = sandbox;
        p.repoRoot = WorkspaceService::repositoryRootFor(r.conversation);
        p.eventCount = m_store->eventCount(r.conversation.id);
        placements.append(std::move(p));
    }
    for (RadarBuild::Placement &p : placements) {
        p.read = m_all || onSandbox.value(p.sandboxId).size() > 1;
        if (p.read)
            m_buildReads.insert(p.conversationId);
    }
    m_buildingGeneration = generation;
    using ResultPtr = std::shared_ptr<RadarBuild::Result>;
    auto *watcher = new QFutureWatcher<ResultPtr>(this);
    connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, generation, sandboxOf = std::move(sandboxOf), onSandbox = std::move(onSandbox)] {
                watcher->deleteLater();
                const ResultPtr result = watcher->result();
                if (generation != m_buildingGeneration || !result || result->superseded)
                    return; // a newer build is on its way (or the store went)
                m_buildingGeneration = 0;
                m_buildReads.clear();
                m_radar = std::move(result->radar);
                m_feed = std::move(result->feed);
                m_read = std::move(result->read);
                m_lastBuildThread = result->thread;
                m_sandboxOf = sandboxOf;
                m_onSandbox = onSandbox;
                catchUp();
                Q_EMIT changed(m_onSandbox.keys());
            });
    watcher->setFuture(QtConcurrent::run(
        [path = m_store->path(), placements = std::move(placements), latest = m_generation, generation] {
            return std::make_shared<RadarBuild::Result>(RadarBuild::run(path, placements, latest.get(), generation));
        }));
}

void ConflictRadarModel::catchUp()
{
    if (!m_store)
        return;
    for (const ConversationRecord &r : m_store->conversations())
        place(r.conversation.id);
    for (auto it = m_workspace.cbegin(); it != m_workspace.cend(); ++it)
        applyWorkspace(it.key());
    for (auto it = m_onSandbox.cbegin(); it != m_onSandbox.cend(); ++it) {
        if (!isShared(it.key()))
            continue;
        for (const QString &c : *it)
            ingest(c);
    }
}

bool ConflictRadarModel::place(const QString &conversationId)
{
    const ConversationRecord *r = m_store ? m_store->findConversation(conversationId) : nullptr;
    const QString sandbox = r ? placedSandbox(*r, m_all) : QString();
    if (sandbox.isEmpty())
        return false;
    const QString old = m_sandboxOf.value(conversationId);
    if (old == sandbox)
        return false;
    if (!old.isEmpty())
        m_onSandbox[old].removeAll(conversationId);
    m_sandboxOf.insert(conversationId, sandbox);
    m_onSandbox[sandbox].append(conversationId);
    m_radar.setConversation(conversationId, sandbox, WorkspaceService::repositoryRootFor(r->conversation));
    m_read.remove(conversationId); // read again in its new sandbox
    m_feed.forget(conversationId);
    applyWorkspace(conversationId); // its worktree's changes count there too
    return true;
}

void ConflictRadarModel::setWorkspaceChanges(const QString &conversationId, const QList<QString> &paths, qint64 timeMs)
{
    WorkspaceWrites &w = m_workspace[conversationId];
    w.paths = paths;
    w.timeMs = timeMs;
    if (isBuilding())
        return; // applied when the build is swapped in
    if (applyWorkspace(conversationId))
        Q_EMIT changed({m_sandboxOf.value(conversationId)});
}

bool ConflictRadarModel::applyWorkspace(const QString &conversationId)
{
    const auto it = m_workspace.constFind(conversationId);
    if (it == m_workspace.cend() || !m_radar.hasConversation(conversationId))
        return false;
    bool changed = false;
    RadarAction action;
    action.kind = RadarAction::FileEdit;
    action.timeMs = it->timeMs;
    for (const QString &p : it->paths) {
        action.path = p;
        changed |= m_radar.add(conversationId, action);
    }
    return changed;
}

void ConflictRadarModel::followWorkspace(WorkspaceService *service)
{
    if (!service)
        return;
    connect(service, &WorkspaceService::changesUpdated, this, [this, service] {
        const QString id = service->conversationId();
        if (id.isEmpty() || service->mode() != WorkspaceService::Mode::Live)
            return;
        QList<QString> paths;
        for (const WorkspaceChange &c : service->model()->changes())
            paths.append(service->absolutePath(c.path));
        setWorkspaceChanges(id, paths, QDateTime::currentMSecsSinceEpoch());
    });
}

bool ConflictRadarModel::isShared(const QString &sandboxId) const
{
    return m_all || m_onSandbox.value(sandboxId).size() > 1;
}

bool ConflictRadarModel::ingest(const QString &conversationId)
{
    if (!m_store)
        return false;
    qint64 &done = m_read[conversationId];
    const qint64 count = m_store->eventCount(conversationId);
    bool changed = false;
    while (done < count) {
        const QList<EventSummary> chunk =
            m_store->eventSummaries(conversationId, done, std::min(kReadChunk, count - done));
        if (chunk.isEmpty())
            break;
        for (const EventSummary &s : chunk)
            changed |= m_feed.feed(m_radar, conversationId, s);
        done += chunk.size();
    }
    return changed;
}

void ConflictRadarModel::onStoreChanged(const StoreChanges &changes)
{
    // Positions moved in a log the radar has read: read everything again. A log it never read (a
    // conversation alone on its sandbox, whose older pages arrive as it is opened) changes nothing
    // here, so it no longer costs a re-read of every shared conversation on the GUI thread.
    // While a full build runs, only such a move matters (for a log it reads): the rest is caught
    // up when its result is swapped in.
    const bool building = isBuilding();
    const auto wasRead = [&](const QString &id) {
        return building ? m_buildReads.contains(id) : m_read.contains(id);
    };
    bool moved = false;
    for (const QString &id : changes.eventsReset)
        moved = moved || wasRead(id);
    for (auto it = changes.eventsPrepended.cbegin(); it != changes.eventsPrepended.cend(); ++it)
        moved = moved || wasRead(it.key());
    if (moved) {
        rebuild();
        return;
    }
    if (isBuilding())
        return;
    QSet<QString> touched;
    const auto placeAll = [&](const QList<QString> &ids) {
        for (const QString &id : ids) {
            if (!place(id))
                continue;
            const QString sandbox = m_sandboxOf.value(id);
            touched.insert(sandbox);
            if (isShared(sandbox)) {
                for (const QString &c : m_onSandbox.value(sandbox))
                    ingest(c);
            }
        }
    };
    placeAll(changes.conversations.inserted);
    placeAll(changes.conversations.changed);
    for (auto it = changes.eventsAppended.cbegin(); it != changes.eventsAppended.cend(); ++it) {
        const QString sandbox = m_sandboxOf.value(it.key());
        if (!sandbox.isEmpty() && isShared(sandbox) && ingest(it.key()))
            touched.insert(sandbox);
    }
    if (!touched.isEmpty())
        Q_EMIT changed(touched.values());
}

QList<RadarConflict> ConflictRadarModel::conflicts(const QString &sandboxId) const
{
    return m_radar.conflicts(sandboxId);
}

QList<RadarConflict> ConflictRadarModel::conflictsOf(const QString &conversationId) const
{
    return m_radar.conflictsOf(conversationId);
}

RadarTouches ConflictRadarModel::touches(const QString &conversationId) const
{
    return m_radar.touches(conversationId);
}

QList<RadarConflict> ConflictRadarModel::wouldConflict(const QString &conversationId, const Event &pendingAction) const
{
    const auto action = radarActionFrom(pendingAction);
    return action ? m_radar.wouldConflict(conversationId, *action) : QList<RadarConflict>{};
}

QString ConflictRadarModel::pendingWarning(const QString &conversationId, const QString &actionKind,
                                           const QString &summary, const QString &command) const
{
    EventSummary s;
    s.kind = EventKind::Action;
    s.kindName = actionKind;
    const bool terminal =
        actionKind == QLatin1String("TerminalAction") || actionKind == QLatin1String("ExecuteBashAction");
    s.flags = terminal ? EventSummary::Terminal : EventSummary::FileEdit;
    s.summary = terminal ? QStringLiteral("$ ") + command : summary;
    const auto action = radarActionFrom(s);
    return action ? warningText(m_radar.wouldConflict(conversationId, *action), conversationId) : QString();
}

QString ConflictRadarModel::titleOf(const QString &conversationId) const
{
    QString title = m_titles.value(conversationId);
    if (title.isEmpty() && m_store) {
        if (const ConversationRecord *r = m_store->findConversation(conversationId))
            title = r->conversation.title;
    }
    return title.isEmpty() ? conversationId.left(8) : title;
}

QString ConflictRadarModel::touchesText(const QString &conversationId) const
{
    const RadarTouches t = m_radar.touches(conversationId);
    QList<QString> parts;
    if (!t.files.isEmpty()) {
        RadarConflict names; // filesText() over the touched files
        names.files = t.files.mid(0, RadarConflict::kMaxNamedFiles);
        names.fileCount = int(t.files.size());
        parts.append(tr("Touched %n file(s): %1", nullptr, int(t.files.size())).arg(filesText(names, 3)));
    }
    if (!t.worktreeCommands.isEmpty())
        parts.append(tr("rewrote the worktree: %1").arg(t.worktreeCommands.join(QStringLiteral("; "))));
    if (t.environment)
        parts.append(tr("installed packages"));
    return parts.join(QStringLiteral("; "));
}

QString ConflictRadarModel::filesText(const RadarConflict &c, int maxNames)
{
    QList<QString> names;
    for (const QString &f : c.files) {
        if (names.size() >= maxNames)
            break;
        names.append(fileName(f));
    }
    const int rest = c.fileCount - int(names.size());
    QString text = names.join(QStringLiteral(", "));
    if (rest > 0)
        text += tr(" and %n more", nullptr, rest);
    return text;
}

QString ConflictRadarModel::conflictText(const RadarConflict &c, const QString &conversationId) const
{
    const QString other = titleOf(c.other(conversationId));
    const QString sandbox = shortSandbox(c.sandboxId);
    if (c.kinds & RadarConflict::SameFile)
        return tr("This conversation and \u201c%1\u201d both wrote %2 in sandbox %3").arg(other, filesText(c), sandbox);
    if (c.kinds & RadarConflict::WorktreeWide)
        return tr("This conversation and \u201c%1\u201d overlap in sandbox %2: %3 rewrote the worktree where %4 "
                  "was edited")
            .arg(other, sandbox, c.commands.value(0), filesText(c));
    return tr("This conversation and \u201c%1\u201d both installed packages into the environment of sandbox %2")
        .arg(other, sandbox);
}

QString ConflictRadarModel::warningText(const QList<RadarConflict> &conflicts, const QString &conversationId) const
{
    if (conflicts.isEmpty())
        return {};
    const RadarConflict &c = conflicts.first();
    const QString other = titleOf(c.other(conversationId));
    QString text;
    if (c.kinds & RadarConflict::WorktreeWide)
        text = tr("Approving this would rewrite %1, which \u201c%2\u201d also edited in this sandbox")
                   .arg(filesText(c), other);
    else if (c.kinds & RadarConflict::SameFile)
        text = tr("Approving this would write %1, which \u201c%2\u201d also wrote in this sandbox")
                   .arg(filesText(c), other);
    else
        text = tr("Approving this would change the environment \u201c%1\u201d also installed packages into").arg(other);
    if (conflicts.size() > 1)
        text += tr(" (and %n other conversation(s))", nullptr, int(conflicts.size() - 1));
    return text;
}

} // namespace Switchyard
