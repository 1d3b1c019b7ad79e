// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// SearchReader over the store's full-text index (issue 31): parses the query, resolves the
// conversation filters (repo:, status:, model:) against the store's records on the calling
// thread, and runs the search on a worker (Search::run). The newest search supersedes the older
// ones: a running one stops at its next chunk and its answer is dropped. The index's background
// build reports its progress through indexStateChanged() when the reader is the Store.

#include "models/read/searchreader.h"

#include <QPointer>

#include <atomic>
#include <memory>

namespace Switchyard {

class StoreReader;

namespace Search {

class SearchService final : public SearchReader
{
    Q_OBJECT
public:
    explicit SearchService(StoreReader *store, QObject *parent = nullptr);
    ~SearchService() override;
    Q_DISABLE_COPY_MOVE(SearchService)

    void search(const QString &query) override;
    [[nodiscard]] SearchIndexState indexState() const override { return m_state; }
    /// Most conversations in one answer (default 50).
    void setMaxGroups(int groups) { m_maxGroups = groups; }

private:
    QPointer<StoreReader> m_store;
    std::shared_ptr<std::atomic<quint64>> m_latest;
    quint64 m_generation = 0;
    SearchIndexState m_state;
    int m_maxGroups = 50;
};

} // namespace Search
} // namespace Switchyard
