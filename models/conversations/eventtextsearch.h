// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The list's search over the text of every cached event of every conversation (issue #7940: find
// old conversations). The in-memory search text of a conversation holds only its newest messages
// (capped); this looks at every cached event, on a worker thread with its own read-only SQLite
// connection (WAL: never blocks the writer or the GUI thread's reader), and answers, per
// conversation, a line of its newest event that holds every word of the search. It asks the store's
// full-text index (issue 31, models/search/searchengine.h; each word of the box must start a word
// of the event, case-insensitive in every script) and falls back to the LIKE scan of the event
// summaries (runLike) while an older cache is still being indexed, for a text the index has no
// words for ("%"), and when the index finds nothing (the scan also finds a word's middle). Offline trajectories are
// imported into a store of their own and indexed the same way. A newer search supersedes an older one (the older one
// stops at its next chunk and its answer is dropped).

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>

class QTimer;

namespace Switchyard {

class StoreReader;

class EventTextSearch final : public QObject
{
    Q_OBJECT
public:
    explicit EventTextSearch(QObject *parent = nullptr);
    ~EventTextSearch() override;
    Q_DISABLE_COPY_MOVE(EventTextSearch)

    void setStore(StoreReader *store);
    /// Searches for `text` after a short pause (typing); an empty text answers an empty result at once.
    void search(const QString &text);
    /// The pause before a search starts (tests set 0).
    void setDebounce(int ms);

    /// Conversation id -> a line of an event holding every word, over the store file at `dbPath`:
    /// the index when it can answer, else runLike(). At most `limit` conversations. Stops (and
    /// returns what it has) once `latest` moves away from `generation`. For a worker thread; public
    /// for the benchmark.
    [[nodiscard]] static QHash<QString, QString> run(const QString &dbPath, const QStringList &words, int limit = 5000,
                                                     const std::atomic<quint64> *latest = nullptr,
                                                     quint64 generation = 0);
    /// The scan before the index: the first event summary holding every word (LIKE: ASCII
    /// case-insensitive), long messages on their whole text.
    [[nodiscard]] static QHash<QString, QString> runLike(const QString &dbPath, const QStringList &words,
                                                         int limit = 5000, const std::atomic<quint64> *latest = nullptr,
                                                         quint64 generation = 0);

Q_SIGNALS:
    /// The answer for `text` (the exact string passed to search()).
    void finished(const QString &text, const QHash<QString, QString> &matches);

private:
    void start();

    QPointer<StoreReader> m_store;
    QTimer *m_debounce = nullptr;
    QString m_pending;
    std::shared_ptr<std::atomic<quint64>> m_latest;
    quint64 m_generation = 0;
};

} // namespace Switchyard
