// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/fleet/fleetreader.h"

#include "models/logging.h"
#include "models/read/storereader.h"
#include "models/sandboxmap/conversationlifecycle.h"
#include "models/store/readonlyconnection.h"

#include <QFutureWatcher>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace Switchyard {

namespace Fleet {

namespace {
void appendRows(QSqlQuery &q, QList<HistoryRow> &rows)
{
    while (q.isActive() && q.next()) {
        HistoryRow r;
        r.subjectId = q.value(0).toString();
        r.sandboxSubject = q.value(1).toString() == QLatin1String("sandbox");
        r.kind = q.value(2).toString();
        r.status = q.value(3).toString();
        r.atMs = q.value(4).toLongLong();
        r.fromEvent = q.value(5).toString() == QLatin1String("event");
        r.value = q.value(6).toDouble();
        rows.append(std::move(r));
    }
}
} // namespace

QList<HistoryRow> readHistory(const QString &dbPath, qint64 fromMs, qint64 toMs)
{
    QList<HistoryRow> rows;
    {
        const ReadOnlyConnection c(dbPath, "fleet timeline");
        if (c.ok()) {
            const QSqlDatabase db = c.db();
            // The status each subject was in when the range begins (its latest row before it: SQLite
            // takes the bare columns from the MAX row), then every row in the range.
            QSqlQuery before(db);
            before.setForwardOnly(true);
            before.prepare(QStringLiteral("SELECT subject_id, subject, kind, status, MAX(observed_at), source, value "
                                          "FROM status_history WHERE observed_at < ? AND kind != 'cost' "
                                          "GROUP BY subject_id, subject, kind"));
            before.addBindValue(fromMs);
            QSqlQuery q(db);
            q.setForwardOnly(true);
            q.prepare(QStringLiteral("SELECT subject_id, subject, kind, status, observed_at, source, value "
                                     "FROM status_history WHERE observed_at >= ? AND observed_at < ? "
                                     "ORDER BY observed_at"));
            q.addBindValue(fromMs);
            q.addBindValue(toMs);
            if (!before.exec() || !q.exec())
                qCWarning(lcModels) << "fleet timeline: reading the status history failed:" << q.lastError().text();
            appendRows(before, rows);
            appendRows(q, rows);
        }
    }
    return rows;
}

} // namespace Fleet

FleetReader::FleetReader(QObject *parent)
    : QObject(parent)
    , m_debounce(new QTimer(this))
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(1000);
    connect(m_debounce, &QTimer::timeout, this, &FleetReader::refresh);
}

FleetReader::~FleetReader()
{
    ++*m_generation; // a build still running is dropped
}

void FleetReader::setStore(StoreReader *store)
{
    if (m_store == store)
        return;
    disconnect(m_changed);
    m_store = store;
    m_data.reset();
    if (m_store)
        m_changed = connect(m_store, &StoreReader::changed, this, &FleetReader::scheduleRefresh);
    if (m_active)
        refresh();
    else
        m_stale = true;
}

void FleetReader::setGrouping(Fleet::Grouping grouping)
{
    if (m_grouping == grouping)
        return;
    m_grouping = grouping;
    refresh();
}

void FleetReader::setSpanDays(int days)
{
    m_spanDays = std::max(1, days);
    refresh();
}

void FleetReader::scheduleRefresh()
{
    if (!m_active)
        m_stale = true;
    else if (!m_debounce->isActive())
        m_debounce->start();
}

void FleetReader::setActive(bool active)
{
    m_active = active;
    if (m_active && m_stale)
        refresh();
}

Fleet::Inputs FleetReader::collect() const
{
    Fleet::Inputs in;
    in.grouping = m_grouping;
    const QDateTime now = m_clock ? m_clock() : QDateTime::currentDateTimeUtc();
    in.nowMs = now.toMSecsSinceEpoch();
    const QList<ConversationRecord> &records = m_store->conversations();
    in.conversations.reserve(records.size());
    QHash<QString, const ConversationRecord *> firstOnSandbox;
    for (const ConversationRecord &r : records) {
        if (r.gone)
            continue;
        const Conversation &c = r.conversation;
        Fleet::ConversationInfo info;
        info.id = c.id;
        info.title = c.title;
        info.sandboxId = c.sandboxId;
        info.repository = c.selectedRepository;
        info.createdMs = c.createdAt.isValid() ? c.createdAt.toMSecsSinceEpoch() : 0;
        info.cost = c.metrics ? c.metrics->accumulatedCost : 0.0;
        in.conversations.append(std::move(info));
        if (!c.sandboxId.isEmpty() && !firstOnSandbox.contains(c.sandboxId))
            firstOnSandbox.insert(c.sandboxId, &r);
    }
    // The lifecycle estimate is the sandbox's (its idle timer counts every conversation on it): the
    // list's function, asked once per sandbox.
    for (auto it = firstOnSandbox.cbegin(); it != firstOnSandbox.cend(); ++it) {
        Fleet::SandboxInfo info;
        info.id = it.key();
        info.lifecycle = conversationLifecycle(*m_store, **it, now);
        in.sandboxes.append(std::move(info));
    }
    return in;
}

void FleetReader::refresh()
{
    m_debounce->stop();
    m_stale = false;
    if (!m_store) {
        m_data.reset();
        Q_EMIT dataReady();
        return;
    }
    Fleet::Inputs in = collect();
    const QString path = m_store->path();
    const qint64 fromMs = in.nowMs - qint64(m_spanDays) * 24 * 3600 * 1000;
    const quint64 generation = ++*m_generation;
    ++m_building;
    auto *watcher = new QFutureWatcher<std::shared_ptr<const Fleet::TimelineData>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        --m_building;
        if (generation != m_generation->load())
            return; // a newer build is on its way
        m_data = watcher->result();
        Q_EMIT dataReady();
    });
    watcher->setFuture(QtConcurrent::run([in = std::move(in), path, fromMs]() mutable {
        in.rows = Fleet::readHistory(path, fromMs, in.nowMs + 1);
        return std::shared_ptr<const Fleet::TimelineData>(std::make_shared<Fleet::TimelineData>(Fleet::build(in)));
    }));
}

} // namespace Switchyard
