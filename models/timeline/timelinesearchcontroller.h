// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

class QTimer;

namespace Switchyard {

class TimelineFilterProxy;
class TimelineModel;
class TimelineSource;

/// Full-text search inside one conversation's timeline, for any view of it (log rows, transcript).
///
/// find() asks the source (TimelineSource::findText, off the GUI thread for a store) for the next or
/// previous event whose full text holds the needle, loads the older rows down to a match, skips
/// matches hidden by the filters or folded into the card the search started from, and stops after
/// one round. The number of matching events over the whole log is counted after each change of the
/// needle (debounced) and of the log. Answers arrive asynchronously; a newer request supersedes an
/// older one. No widgets: the view shows statusText() and selects the row of matchFound().
class TimelineSearchController : public QObject
{
    Q_OBJECT
public:
    /// Debounce of the match count while the user types or events arrive.
    static constexpr int kCountDelayMs = 200;

    TimelineSearchController(TimelineModel *model, TimelineFilterProxy *proxy, QObject *parent = nullptr);
    ~TimelineSearchController() override;

    /// Follows a new source (the model's): forgets pending answers. Not owned.
    void setSource(TimelineSource *source);
    /// Sets the needle; the match count follows after kCountDelayMs.
    void setText(const QString &needle);
    [[nodiscard]] QString text() const;
    /// Looks for the next (forward) or previous match from currentSourceRow (-1: from an end).
    void find(bool forward, int currentSourceRow);
    /// True while a find() answer is awaited.
    [[nodiscard]] bool isSearching() const;
    /// True while older rows are being loaded down to a match (views keep their place).
    [[nodiscard]] bool isLoadingOlder() const;
    /// Counts the matches now (the label follows by statusChanged()).
    void countNow();
    /// Counts the matches after kCountDelayMs (new rows arrived).
    void countLater();
    /// "Searching…", "No match", "Only this match", "3 matching events", or empty.
    [[nodiscard]] QString statusText() const;

Q_SIGNALS:
    void statusChanged(const QString &text);
    /// A match to show: a TimelineModel row that passes the filters (its turn may be collapsed).
    void matchFound(int sourceRow);

private:
    void onTextFound(quint64 requestId, qint64 seq);
    void onTextCounted(quint64 requestId, qint64 count);
    [[nodiscard]] int visibleRowFor(qint64 seq) const;
    void setStatus(const QString &text);

    TimelineModel *m_model;
    TimelineFilterProxy *m_proxy;
    QPointer<TimelineSource> m_source;
    QTimer *m_countTimer;
    QString m_text;
    QString m_status;
    quint64 m_searchRequest = 0; ///< the find answer we wait for
    quint64 m_requestCounter = 0;
    quint64 m_countRequest = 0; ///< the count answer we wait for
    bool m_forward = true;
    bool m_loadingOlder = false;
    int m_originRow = -1; ///< the row the search started from
    qint64 m_firstSeq = -2; ///< the first match of this search (to stop after one round)
    QString m_needle; ///< the needle of the running search
};

} // namespace Switchyard
