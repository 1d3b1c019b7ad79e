// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The read face of the full-text search (issue 31): the UI asks a query and gets, off the GUI
// thread, the matching events grouped by conversation with the matching text in context and the
// ranges to highlight (plain text: render with Qt::PlainText or QTextLayout formats, never as
// HTML). A malformed query answers its explanation (SearchResult::error), never an empty result.
// Implemented by Search::SearchService (models/search/searchservice.h) over the store's index.

#include "models/domain/eventsummary.h"

#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>

namespace Switchyard {

/// A range of SearchHit::context to highlight.
struct SearchSpan
{
    qsizetype start = 0;
    qsizetype length = 0;
    bool operator==(const SearchSpan &) const = default;
};

struct SearchHit
{
    QString conversationId;
    QString eventId;
    qint64 position = -1; ///< the event's place in its log (StoreReader::eventSummaries' seq)
    qint64 timeMs = 0;
    EventKind kind = EventKind::Unknown;
    QString kindName;
    QString field; ///< where it matched: "text", "cmd" or "path"
    QString context; ///< one line or so around the match (plain text)
    QList<SearchSpan> spans; ///< in context
};

struct SearchGroup
{
    QString conversationId;
    QString title;
    qint64 hitCount = 0; ///< matches found in this conversation (hits holds the newest few)
    QList<SearchHit> hits;
};

struct SearchResult
{
    QString query;
    QString error; ///< the query cannot be answered: why, in the user's words
    qsizetype errorAt = -1;
    QList<SearchGroup> groups; ///< the conversation with the newest match first
    qint64 hitCount = 0;
    bool truncated = false; ///< more matches than were looked at
    bool indexComplete = true; ///< false while an older cache is still being indexed
    qint64 elapsedMs = 0;
};

/// How far the background build of the index is (a cache from before it).
struct SearchIndexState
{
    qint64 done = 0;
    qint64 total = 0;
    bool complete = true;
};

class SearchReader : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SearchReader)
public:
    ~SearchReader() override;

    /// Runs `query` on a worker thread; resultReady() answers it (a newer search supersedes an
    /// older one, whose answer is dropped). An empty query answers an empty result at once.
    virtual void search(const QString &query) = 0;
    [[nodiscard]] virtual SearchIndexState indexState() const = 0;

Q_SIGNALS:
    void resultReady(const Switchyard::SearchResult &result);
    void indexStateChanged();

protected:
    explicit SearchReader(QObject *parent = nullptr);
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::SearchSpan)
Q_DECLARE_METATYPE(Switchyard::SearchResult)
