// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/compare/comparesession.h"

#include "models/compare/compareexport.h"
#include "models/logging.h"
#include "models/read/storereader.h"
#include "models/read/variantgroupreader.h"
#include "models/store/store.h"
#include "models/trajectory/trajectoryimporter.h"
#include "models/trajectory/trajectoryreader.h"

#include <QFileInfo>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace Switchyard {

/// A trajectory imported for this comparison: its temporary store lives as long as the run is
/// compared (the importer goes first: it writes the store).
struct CompareSession::Offline
{
    std::shared_ptr<TrajectoryReader> reader;
    std::unique_ptr<Store> store;
    std::unique_ptr<TrajectoryImporter> importer;
    bool joined = false;
    ~Offline() { importer.reset(); }
};

CompareSession::CompareSession(StoreReader *store, VariantGroupReader *groups, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_groups(groups)
    , m_rescan(new QTimer(this))
    , m_summary(new CompareTableModel(this))
    , m_files(new CompareTableModel(this))
    , m_turns(new CompareTableModel(this))
{
    m_rescan->setSingleShot(true);
    m_rescan->setInterval(1000);
    connect(m_rescan, &QTimer::timeout, this, &CompareSession::scan);
    if (store)
        connect(store, &StoreReader::changed, this, &CompareSession::storeChanged);
    if (groups) {
        connect(groups, &VariantGroupReader::variantGroupsChanged, this, [this](const QString &id) {
            if (id == m_groupId)
                applyVariantLabels();
        });
    }
}

CompareSession::~CompareSession()
{
    if (m_cancel)
        m_cancel->store(true);
}

void CompareSession::setConversations(const QList<QString> &conversationIds)
{
    QList<RunSource> kept;
    for (const RunSource &s : std::as_const(m_sources)) {
        if (s.kind == RunSource::Kind::Offline)
            kept.append(s);
    }
    QList<RunSource> sources;
    if (m_store) {
        for (const QString &id : conversationIds) {
            if (sources.size() + kept.size() >= kMaxRuns)
                break;
            sources.append(RunSource::fromStore(*m_store, id));
        }
    }
    m_sources = sources + kept;
    m_groupId.clear();
    m_groupTitle.clear();
    applyVariantLabels();
    Q_EMIT sourcesChanged();
    scan();
}

bool CompareSession::setGroup(const QString &groupId)
{
    if (!m_store || !m_groups)
        return false;
    for (const VariantGroup &group : m_groups->variantGroups()) {
        if (group.id != groupId)
            continue;
        QList<QString> ids;
        for (const VariantMember &m : group.members)
            ids.append(m.conversationId);
        setConversations(ids);
        m_groupId = group.id;
        m_groupTitle = group.title;
        applyVariantLabels();
        Q_EMIT sourcesChanged();
        return true;
    }
    return false;
}

void CompareSession::applyVariantLabels()
{
    if (!m_groups)
        return;
    for (RunSource &s : m_sources) {
        if (s.kind == RunSource::Kind::Offline)
            continue;
        const std::optional<VariantGroup> g = m_groups->variantGroupOf(s.conversationId);
        s.variantLabel = g ? g->labelOf(s.conversationId) : QString();
    }
}

bool CompareSession::addTrajectory(const QString &path, QString *error)
{
    if (m_sources.size() + importing() >= kMaxRuns) {
        if (error)
            *error = tr("At most %1 runs can be compared.").arg(kMaxRuns);
        return false;
    }
    QString why;
    std::shared_ptr<TrajectoryReader> reader(TrajectoryReader::open(path, &why).release());
    if (!reader) {
        if (error)
            *error = tr("Cannot open %1: %2").arg(QFileInfo(path).fileName(), why);
        return false;
    }
    auto offline = std::make_unique<Offline>();
    offline->reader = reader;
    offline->store = Store::openInMemory();
    if (!offline->store) {
        if (error)
            *error = tr("Cannot open %1: no temporary store could be created.").arg(QFileInfo(path).fileName());
        return false;
    }
    offline->importer = std::make_unique<TrajectoryImporter>(reader, offline->store.get());
    Offline *raw = offline.get();
    connect(offline->importer.get(), &TrajectoryImporter::finished, this, [this, raw] {
        // The summary reads the file through its own connection: wait for the writes to commit.
        raw->store->afterWrites(this, [this, raw] {
            importFinished(raw);
        });
    });
    m_offline.push_back(std::move(offline));
    raw->importer->start();
    Q_EMIT sourcesChanged();
    return true;
}

void CompareSession::importFinished(Offline *offline)
{
    if (offline->joined)
        return;
    offline->joined = true;
    RunSource s = RunSource::fromStore(*offline->store, offline->reader->conversation().id);
    s.kind = RunSource::Kind::Offline;
    if (s.title.isEmpty() || s.title == s.conversationId.left(8))
        s.title = QFileInfo(offline->reader->path()).fileName();
    if (!offline->importer->problems().isEmpty()) {
        Q_EMIT problem(tr("%1: %n entry(ies) could not be read.", nullptr, int(offline->importer->problems().size()))
                           .arg(QFileInfo(offline->reader->path()).fileName()));
    }
    if (m_sources.size() >= kMaxRuns) {
        Q_EMIT problem(tr("At most %1 runs can be compared.").arg(kMaxRuns));
        return;
    }
    m_sources.append(s);
    Q_EMIT sourcesChanged();
    scan();
}

int CompareSession::importing() const
{
    int n = 0;
    for (const auto &o : m_offline)
        n += o->joined ? 0 : 1;
    return n;
}

void CompareSession::removeRun(int index)
{
    if (index < 0 || index >= m_sources.size())
        return;
    const RunSource gone = m_sources.takeAt(index);
    if (gone.kind == RunSource::Kind::Offline) {
        for (auto it = m_offline.begin(); it != m_offline.end(); ++it) {
            if ((*it)->store && (*it)->store->path() == gone.dbPath) {
                if (m_cancel)
                    m_cancel->store(true); // a pass may still read its file
                m_offline.erase(it);
                break;
            }
        }
    }
    m_groupId.clear();
    Q_EMIT sourcesChanged();
    scan();
}

void CompareSession::refresh()
{
    scan();
}

QString CompareSession::title() const
{
    if (!m_groupTitle.isEmpty())
        return tr("Compare: %1").arg(m_groupTitle);
    QStringList titles;
    for (const RunSource &s : m_sources)
        titles.append(s.title);
    return tr("Compare: %1").arg(titles.join(QStringLiteral(" \u2194 ")));
}

void CompareSession::scan()
{
    m_rescan->stop();
    if (m_cancel)
        m_cancel->store(true);
    m_cancel = std::make_shared<std::atomic_bool>(false);
    const quint64 generation = ++m_generation;
    m_clock.start();
    m_building = QList<RunSummary>(m_sources.size());
    m_outstanding = int(m_sources.size());
    m_busy = m_outstanding > 0;
    if (!m_busy) {
        m_runs.clear();
        m_summary->setTable(CompareTables::summary(m_runs));
        m_files->setTable(CompareTables::files(m_runs));
        m_turns->setTable(CompareTables::turns(m_runs));
        Q_EMIT summariesReady(0);
        return;
    }
    QPointer<CompareSession> self(this);
    for (int i = 0; i < m_sources.size(); ++i) {
        const RunSource source = m_sources.at(i);
        const auto cancel = m_cancel;
        // One worker task per run (a pool thread each): two runs are read side by side.
        (void)QtConcurrent::run([self, source, cancel, generation, i] {
            RunSummary summary = RunScan::summarize(source, cancel.get());
            if (cancel->load())
                return;
            QMetaObject::invokeMethod(
                self.data(),
                [self, generation, i, summary = std::move(summary)] {
                    if (self)
                        self->scanFinished(generation, i, summary);
                },
                Qt::QueuedConnection);
        });
    }
}

void CompareSession::scanFinished(quint64 generation, int index, const RunSummary &summary)
{
    if (generation != m_generation || index >= m_building.size())
        return;
    m_building[index] = summary;
    if (--m_outstanding > 0)
        return;
    m_runs = std::move(m_building);
    m_building.clear();
    m_busy = false;
    m_summary->setTable(CompareTables::summary(m_runs));
    m_files->setTable(CompareTables::files(m_runs));
    m_turns->setTable(CompareTables::turns(m_runs));
    Q_EMIT summariesReady(m_clock.elapsed());
    if (m_rescanQueued) {
        m_rescanQueued = false;
        m_rescan->start();
    }
}

void CompareSession::storeChanged(const StoreChanges &changes)
{
    bool touched = false;
    for (const RunSource &s : std::as_const(m_sources)) {
        if (s.kind == RunSource::Kind::Offline)
            continue;
        if (changes.eventsAppended.contains(s.conversationId) || changes.eventsReset.contains(s.conversationId)
            || changes.conversations.changed.contains(s.conversationId)) {
            touched = true;
            break;
        }
    }
    if (!touched)
        return;
    // Records move on (status, metrics): take them again, then summarise at most once a second.
    for (RunSource &s : m_sources) {
        if (s.kind == RunSource::Kind::Offline || !m_store)
            continue;
        const QString label = s.variantLabel;
        s = RunSource::fromStore(*m_store, s.conversationId);
        s.variantLabel = label;
    }
    if (m_busy)
        m_rescanQueued = true;
    else if (!m_rescan->isActive())
        m_rescan->start();
}

QByteArray CompareSession::exportMarkdown() const
{
    return CompareExport::markdown(m_runs, title());
}

QByteArray CompareSession::exportHtml() const
{
    return CompareExport::html(m_runs, title());
}

} // namespace Switchyard
