// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/search/searchservice.h"

#include "models/api/wireenums.h"
#include "models/read/storereader.h"
#include "models/search/searchengine.h"
#include "models/store/store.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace Switchyard::Search {

namespace {

bool anyPart(const QStringList &wanted, const QString &value)
{
    for (const QString &w : wanted) {
        if (value.contains(w, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

/// The conversation's status words: its execution status and its sandbox's (wire names).
QString statusWords(const ConversationRecord &r)
{
    QString words = Api::toWire(r.displayExecution) + u' ' + Api::toWire(r.displaySandboxStatus);
    if (r.gone)
        words += QStringLiteral(" gone");
    return words;
}

} // namespace

SearchService::SearchService(StoreReader *store, QObject *parent)
    : SearchReader(parent)
    , m_store(store)
    , m_latest(std::make_shared<std::atomic<quint64>>(0))
{
    qRegisterMetaType<SearchResult>();
    if (auto *s = qobject_cast<Store *>(store)) {
        connect(s, &Store::searchIndexProgress, this, [this](qint64 done, qint64 total, bool complete) {
            m_state = SearchIndexState{done, total, complete};
            Q_EMIT indexStateChanged();
        });
    }
}

SearchService::~SearchService()
{
    m_latest->store(~quint64(0)); // a running search stops at its next chunk
}

void SearchService::search(const QString &text)
{
    const quint64 generation = ++m_generation;
    m_latest->store(generation);
    if (text.trimmed().isEmpty() || !m_store) {
        SearchResult empty;
        empty.query = text;
        Q_EMIT resultReady(empty);
        return;
    }
    Request r;
    r.dbPath = m_store->path();
    r.text = text;
    r.query = parse(text);
    r.maxGroups = m_maxGroups;
    const bool filtered = r.query.isValid() && r.query.filtersConversations();
    QSet<QString> allowed;
    for (const ConversationRecord &rec : m_store->conversations()) {
        const Conversation &c = rec.conversation;
        r.titles.insert(c.id, c.title);
        if (filtered && (r.query.repos.isEmpty() || anyPart(r.query.repos, c.selectedRepository))
            && (r.query.models.isEmpty() || anyPart(r.query.models, c.llmModel))
            && (r.query.statuses.isEmpty() || anyPart(r.query.statuses, statusWords(rec))))
            allowed.insert(c.id);
    }
    if (filtered)
        r.conversations = allowed;
    std::shared_ptr<std::atomic<quint64>> latest = m_latest;
    auto *watcher = new QFutureWatcher<SearchResult>(this);
    connect(watcher, &QFutureWatcher<SearchResult>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return; // a newer search is on its way
        Q_EMIT resultReady(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([r = std::move(r), latest, generation] {
        return run(r, latest.get(), generation);
    }));
}

} // namespace Switchyard::Search
