// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/sandboxmap/sandboxmapmodel.h"

#include "models/logging.h"
#include "models/read/storereader.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QSet>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <utility>

namespace Switchyard {

namespace {

/// The translation context of this file (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::SandboxMapModel)
};

QString shortId(const QString &id)
{
    return id.isEmpty() ? Tr::tr("(none)") : id.left(12);
}

/// 1. Sandboxes the server knows (first occurrence of an id wins); `index`: id -> position.
QList<SandboxMapSandbox> knownSandboxes(const SandboxMapInput &input, QHash<QString, int> &index)
{
    QList<SandboxMapSandbox> known;
    known.reserve(input.sandboxes.size());
    index.reserve(input.sandboxes.size());
    for (const auto &in : input.sandboxes) {
        if (index.contains(in.sandbox.id))
            continue;
        SandboxMapSandbox s;
        s.id = in.sandbox.id;
        s.known = true;
        s.gone = in.gone;
        s.status = in.sandbox.status;
        s.statusDetail = in.sandbox.statusDetail;
        s.specId = in.sandbox.sandboxSpecId;
        s.createdAt = in.sandbox.createdAt;
        s.exposedUrls = in.sandbox.exposedUrls;
        s.transitions = in.transitions;
        index.insert(s.id, int(known.size()));
        known.append(std::move(s));
    }
    return known;
}

/// 2a. The conversations on the map (gone ones are not), oldest first, each id once.
QList<const SandboxMapConversationInput *> mappedConversations(const SandboxMapInput &input)
{
    QList<const SandboxMapConversationInput *> convs;
    convs.reserve(input.conversations.size());
    QSet<QString> seen;
    seen.reserve(input.conversations.size());
    for (const auto &c : input.conversations) {
        if (c.gone || c.conversation.id.isEmpty() || seen.contains(c.conversation.id))
            continue;
        seen.insert(c.conversation.id);
        convs.append(&c);
    }
    std::sort(convs.begin(), convs.end(), [](const auto *a, const auto *b) {
        if (a->conversation.createdAt != b->conversation.createdAt)
            return a->conversation.createdAt < b->conversation.createdAt;
        return a->conversation.id < b->conversation.id;
    });
    return convs;
}

/// 2b. One conversation's node, before it is attached to its sandbox.
SandboxMapConversation conversationNode(const SandboxMapConversationInput &in)
{
    const Conversation &c = in.conversation;
    SandboxMapConversation node;
    node.id = c.id;
    node.sandboxId = c.sandboxId;
    node.title = c.title;
    node.repository = c.selectedRepository;
    node.branch = c.selectedBranch;
    node.llmModel = c.llmModel;
    node.sandboxStatus = c.sandboxStatus;
    node.execution = in.reconciled ? in.displayExecution : c.executionStatus;
    node.createdAt = c.createdAt;
    node.updatedAt = c.updatedAt;
    node.lastActivity = c.updatedAt;
    if (in.lastActivity.isValid() && (!node.lastActivity.isValid() || in.lastActivity > node.lastActivity))
        node.lastActivity = in.lastActivity;
    if (c.metrics) {
        node.cost = c.metrics->accumulatedCost;
        if (c.metrics->accumulatedTokenUsage) {
            node.promptTokens = c.metrics->accumulatedTokenUsage->promptTokens;
            node.completionTokens = c.metrics->accumulatedTokenUsage->completionTokens;
        }
    }
    return node;
}

/// 2c. The sandbox `node` goes on: a known one (its desync, if any, noted on the node) or a
/// placeholder for an id the server does not list (made on first use; sorted by id: deterministic).
SandboxMapSandbox *sandboxOf(SandboxMapConversation &node, const Conversation &c, QList<SandboxMapSandbox> &known,
                             const QHash<QString, int> &knownIndex, QMap<QString, SandboxMapSandbox> &placeholders)
{
    const auto it = knownIndex.constFind(c.sandboxId);
    if (it != knownIndex.constEnd()) {
        SandboxMapSandbox *box = &known[*it];
        const bool boxGone = box->gone || box->status == SandboxStatus::Missing;
        if (boxGone)
            node.desync = SandboxDesync::SandboxGone;
        else if (!c.sandboxStatus.isAbsent() && c.sandboxStatus != box->status)
            node.desync = SandboxDesync::StatusMismatch;
        else if (!c.executionStatus.isAbsent() && box->status != SandboxStatus::Running)
            node.desync = SandboxDesync::ExecutionWithoutRunningSandbox;
        return box;
    }
    node.desync = c.sandboxId.isEmpty() ? SandboxDesync::NoSandboxId : SandboxDesync::SandboxUnknown;
    auto pit = placeholders.find(c.sandboxId);
    if (pit == placeholders.end()) {
        SandboxMapSandbox p;
        p.id = c.sandboxId;
        p.known = false;
        p.gone = true;
        p.status = SandboxStatus::Missing;
        pit = placeholders.insert(c.sandboxId, p);
    }
    return &*pit;
}

/// 3. Order: known sandboxes oldest first (new ones append; the layout of the rest stays put),
///    gone sandboxes nobody uses are dropped, placeholders last.
void placeSandboxes(SandboxMapSnapshot &snap, QList<SandboxMapSandbox> &known,
                    QMap<QString, SandboxMapSandbox> &placeholders)
{
    std::stable_sort(known.begin(), known.end(), [](const SandboxMapSandbox &a, const SandboxMapSandbox &b) {
        if (a.createdAt != b.createdAt)
            return a.createdAt < b.createdAt;
        return a.id < b.id;
    });
    snap.sandboxes.reserve(known.size() + placeholders.size());
    for (auto &s : known) {
        if (s.gone && s.conversationIds.isEmpty())
            continue;
        snap.sandboxes.append(std::move(s));
    }
    for (auto &p : placeholders)
        snap.sandboxes.append(std::move(p));
    snap.sandboxIndex.reserve(snap.sandboxes.size());
    for (int i = 0; i < snap.sandboxes.size(); ++i)
        snap.sandboxIndex.insert(snap.sandboxes.at(i).id, i);
}

/// 4a. What is worth knowing about a sandbox the server has: shared, full or nearly, empty.
void addSandboxFindings(const SandboxMapSandbox &s, QList<SandboxMapFinding> &findings)
{
    const auto add = [&](SandboxMapFinding::Kind kind, const QString &text) {
        findings.append({kind, s.id, {}, text});
    };
    if (s.isShared()) {
        add(SandboxMapFinding::Shared,
            Tr::tr("Sandbox %1 is shared by %2 conversations: one filesystem, one set of "
                   "credentials, one failure domain.")
                .arg(shortId(s.id))
                .arg(s.capacityUsed()));
    }
    if (s.isFull() || s.isNearCapacity()) {
        const bool full = s.isFull();
        add(full ? SandboxMapFinding::Full : SandboxMapFinding::NearCapacity,
            (full ? Tr::tr("Sandbox %1 is full (%2/%3): new conversations go elsewhere.")
                  : Tr::tr("Sandbox %1 is near capacity (%2/%3)."))
                .arg(shortId(s.id))
                .arg(s.capacityUsed())
                .arg(kSandboxCapacity));
    }
    if (s.isEmpty()) {
        add(SandboxMapFinding::NoConversation,
            Tr::tr("Sandbox %1 (%2) has no conversation.").arg(shortId(s.id), sandboxStatusName(s.status)));
    }
}

/// 4. Findings, in map order.
void addFindings(SandboxMapSnapshot &snap)
{
    for (const auto &s : std::as_const(snap.sandboxes)) {
        if (s.known && !s.gone)
            addSandboxFindings(s, snap.findings);
        for (const auto &cid : s.conversationIds) {
            const SandboxMapConversation &node = snap.conversations[cid];
            if (node.desync == SandboxDesync::None)
                continue;
            const QString title = node.title.isEmpty() ? shortId(cid) : node.title;
            snap.findings.append({node.isOrphan() ? SandboxMapFinding::Orphan : SandboxMapFinding::Desync, s.id, cid,
                                  QStringLiteral("%1: %2").arg(title, desyncText(node.desync))});
        }
    }
}

} // namespace

SandboxMapModel::SandboxMapModel(QObject *parent)
    : QObject(parent)
    , m_clock([] {
        return QDateTime::currentDateTimeUtc();
    })
    , m_rebuild(new RebuildScheduler(
          [this] {
              rebuildFromStore();
          },
          this))
{
    qRegisterMetaType<SandboxMapDelta>();
}

SandboxMapModel::~SandboxMapModel() = default;

SandboxMapInput SandboxMapModel::inputFrom(const QList<Sandbox> &sandboxes, const QList<Conversation> &conversations,
                                           const OpenEnum<GroupingStrategy> &grouping)
{
    SandboxMapInput input;
    input.grouping = grouping;
    input.sandboxes.reserve(sandboxes.size());
    for (const auto &s : sandboxes)
        input.sandboxes.append(SandboxMapSandboxInput{s, false, {}});
    input.conversations.reserve(conversations.size());
    for (const auto &c : conversations)
        input.conversations.append(SandboxMapConversationInput{c, false, false, {}, {}});
    return input;
}

SandboxMapSnapshot SandboxMapModel::build(const SandboxMapInput &input)
{
    SandboxMapSnapshot snap;
    snap.grouping = input.grouping;

    QHash<QString, int> knownIndex;
    QList<SandboxMapSandbox> known = knownSandboxes(input, knownIndex);

    // 2. Conversations, attached by sandbox_id.
    const QList<const SandboxMapConversationInput *> convs = mappedConversations(input);
    QMap<QString, SandboxMapSandbox> placeholders;
    snap.conversations.reserve(convs.size());
    for (const auto *in : convs) {
        SandboxMapConversation node = conversationNode(*in);
        SandboxMapSandbox *box = sandboxOf(node, in->conversation, known, knownIndex, placeholders);
        box->conversationIds.append(node.id);
        if (node.lastActivity.isValid() && (!box->lastActivity.isValid() || node.lastActivity > box->lastActivity))
            box->lastActivity = node.lastActivity;
        if (node.execution == ExecutionStatus::Running)
            box->agentWorking = true;
        snap.conversations.insert(node.id, std::move(node));
    }

    placeSandboxes(snap, known, placeholders);
    addFindings(snap);
    return snap;
}

SandboxMapDelta SandboxMapModel::diff(const SandboxMapSnapshot &before, const SandboxMapSnapshot &after)
{
    SandboxMapDelta d;
    for (const auto &s : after.sandboxes) {
        const SandboxMapSandbox *old = before.sandbox(s.id);
        if (!old)
            d.sandboxesInserted.append(s.id);
        else if (!(*old == s))
            d.sandboxesChanged.append(s.id);
    }
    for (const auto &s : before.sandboxes) {
        if (!after.sandboxIndex.contains(s.id))
            d.sandboxesRemoved.append(s.id);
    }
    for (auto it = after.conversations.constBegin(); it != after.conversations.constEnd(); ++it) {
        const SandboxMapConversation *old = before.conversation(it.key());
        if (!old)
            d.conversationsInserted.append(it.key());
        else if (!(*old == *it))
            d.conversationsChanged.append(it.key());
    }
    for (auto it = before.conversations.constBegin(); it != before.conversations.constEnd(); ++it) {
        if (!after.conversations.contains(it.key()))
            d.conversationsRemoved.append(it.key());
    }
    // Hash order is not deterministic; sort so listeners see a stable order.
    std::sort(d.conversationsInserted.begin(), d.conversationsInserted.end());
    std::sort(d.conversationsChanged.begin(), d.conversationsChanged.end());
    std::sort(d.conversationsRemoved.begin(), d.conversationsRemoved.end());
    d.findingsChanged = before.findings != after.findings;
    d.groupingChanged = !(before.grouping == after.grouping);
    return d;
}

void SandboxMapModel::setClock(std::function<QDateTime()> clock)
{
    m_clock = std::move(clock);
}

void SandboxMapModel::setSnapshot(const QList<Sandbox> &sandboxes, const QList<Conversation> &conversations,
                                  const OpenEnum<GroupingStrategy> &grouping)
{
    apply(inputFrom(sandboxes, conversations, grouping));
}

void SandboxMapModel::setInput(const SandboxMapInput &input)
{
    apply(input);
}

SandboxMapModel::Built SandboxMapModel::compute(SandboxMapInput input, Observed observed,
                                                const SandboxMapSnapshot &before, const QDateTime &now)
{
    // Observed transitions: when the input carries none (bare snapshots), record what this model
    // sees change between snapshots.
    QSet<QString> present;
    present.reserve(input.sandboxes.size());
    for (const auto &s : std::as_const(input.sandboxes))
        present.insert(s.sandbox.id);
    for (auto it = observed.begin(); it != observed.end();) {
        if (present.contains(it.key()))
            ++it;
        else
            it = observed.erase(it); // forget sandboxes that left the input
    }
    for (auto &s : input.sandboxes) {
        if (!s.transitions.isEmpty())
            continue;
        auto &seen = observed[s.sandbox.id];
        if (seen.isEmpty() || !(seen.constLast().second == s.sandbox.status))
            seen.append({now, s.sandbox.status});
        s.transitions = seen;
    }
    Built out;
    out.snapshot = build(input);
    out.delta = diff(before, out.snapshot);
    out.observed = std::move(observed);
    return out;
}

void SandboxMapModel::apply(SandboxMapInput input)
{
    // A snapshot from the caller wins over any store build still running.
    m_rebuild->invalidate();
    const QDateTime now = m_clock ? m_clock() : QDateTime::currentDateTimeUtc();
    adopt(compute(std::move(input), m_observed, m_snapshot, now));
}

void SandboxMapModel::adopt(Built built)
{
    m_observed = std::move(built.observed);
    SandboxMapSnapshot old = std::exchange(m_snapshot, std::move(built.snapshot));
    if (!built.delta.isEmpty())
        Q_EMIT changed(built.delta); // listeners let go of their copies of the old snapshot here
    // Freeing 10,000 nodes is no work for this thread: the pool drops the last reference.
    QThreadPool::globalInstance()->start([old = std::move(old)]() mutable {
        old = {};
    });
}

StoreReader *SandboxMapModel::store() const
{
    return m_store.data();
}

void SandboxMapModel::setStore(StoreReader *store)
{
    if (m_store == store)
        return;
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    m_rebuild->forget(); // a build for the previous store is of no use any more
    if (!m_store) {
        apply({});
        return;
    }
    connect(m_store, &StoreReader::changed, this, [this](const StoreChanges &changes) {
        if (!changes.conversations.isEmpty() || !changes.sandboxes.isEmpty() || changes.settingsChanged)
            m_rebuild->schedule();
    });
    rebuildFromStore();
}

void SandboxMapModel::setActive(bool active)
{
    m_rebuild->setActive(active);
}

void SandboxMapModel::rebuildFromStore()
{
    if (!m_store)
        return;
    if (!m_rebuild->begin())
        return;

    // Plain values only cross to the pool: the mirror's record list is implicitly shared (the store
    // copies it once when it changes next), the sandbox records are a copy.
    const QList<ConversationRecord> conversations = m_store->conversations();
    const QList<SandboxRecord> sandboxes = m_store->sandboxes();
    const OpenEnum<GroupingStrategy> grouping = m_store->groupingStrategy();
    const QDateTime now = m_clock ? m_clock() : QDateTime::currentDateTimeUtc();
    const quint64 generation = m_rebuild->generation();
    auto work = [conversations, sandboxes, grouping, now, generation, observed = m_observed,
                 before = m_snapshot]() mutable {
        SandboxMapInput input;
        input.grouping = grouping;
        input.sandboxes.reserve(sandboxes.size());
        for (const auto &r : std::as_const(sandboxes))
            input.sandboxes.append(SandboxMapSandboxInput{r.sandbox, r.gone, r.transitions});
        input.conversations.reserve(conversations.size());
        for (const auto &r : std::as_const(conversations)) {
            SandboxMapConversationInput c{r.conversation, r.gone, true, {}, {}};
            if (!r.displayExecution.isAbsent())
                c.displayExecution = r.displayExecution;
            if (r.lastActivityMs > 0)
                c.lastActivity = QDateTime::fromMSecsSinceEpoch(r.lastActivityMs, Qt::UTC);
            input.conversations.append(std::move(c));
        }
        Built built = compute(std::move(input), std::move(observed), before, now);
        built.generation = generation;
        return built;
    };
    if (!m_watcher) {
        m_watcher = new QFutureWatcher<Built>(this);
        connect(m_watcher, &QFutureWatcherBase::finished, this, &SandboxMapModel::buildFinished);
    }
    m_watcher->setFuture(QtConcurrent::run(std::move(work)));
}

void SandboxMapModel::buildFinished()
{
    m_rebuild->ended();
    QFuture<Built> future = m_watcher->future();
    if (future.isValid() && future.resultCount() > 0) {
        Built built = future.takeResult(); // moved out: the future keeps no reference
        if (m_rebuild->accept(built.generation)) {
            adopt(std::move(built));
        } else {
            QThreadPool::globalInstance()->start([dropped = std::move(built)]() mutable {
                dropped = {}; // freed on the pool, like an old snapshot
            });
        }
    }
    m_rebuild->continueIfAsked();
}
} // namespace Switchyard
