// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The search page (issue 31): a query box over the full-text index of every cached event, the
// answer grouped by conversation with the matching text in context and highlighted (plain text,
// laid out with QTextLayout formats: never HTML), a malformed query explained under the box, the
// index's background build shown while it runs. Activating a hit asks to open its conversation's
// timeline at that event (hitActivated; revealInTimeline() does the timeline's part).
// Reads through SearchReader (models/read/searchreader.h) only.

#include "models/read/searchreader.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace Switchyard {

class TimelineWidget;
class WatchCommands;
class WatchReader;
class WatchRulesDialog;

class SearchPage final : public QWidget
{
    Q_OBJECT
public:
    explicit SearchPage(QWidget *parent = nullptr);
    ~SearchPage() override;
    Q_DISABLE_COPY_MOVE(SearchPage)

    /// Not owned; null shows an empty page.
    void setReader(SearchReader *reader);
    void setQuery(const QString &text);
    /// The watch rules (not owned; null: no Rules button). The button opens WatchRulesDialog.
    void setWatch(WatchReader *reader, WatchCommands *commands);
    /// Opens (or raises) the rules dialog, its "Add from search" on the current query.
    WatchRulesDialog *showRules();
    /// Puts the keyboard in the query box, its text selected (View › Search all events).
    void focusQuery();
    [[nodiscard]] QLineEdit *queryEdit() const { return m_edit; }
    [[nodiscard]] QTreeWidget *results() const { return m_results; }
    [[nodiscard]] QLabel *statusLabel() const { return m_status; }

    /// Selects the hit's event in `timeline` once its conversation is open there: the row at the
    /// hit's position when it is loaded, else the timeline's own search for the matched words.
    static void revealInTimeline(TimelineWidget *timeline, const SearchHit &hit);

Q_SIGNALS:
    void hitActivated(const Switchyard::SearchHit &hit);

private:
    void start();
    void showResult(const SearchResult &result);
    void updateIndexState();
    void activate(QTreeWidgetItem *item);

    QPointer<SearchReader> m_reader;
    QPointer<WatchReader> m_watch;
    QPointer<WatchCommands> m_watchCommands;
    QPointer<WatchRulesDialog> m_rules;
    QPushButton *m_rulesButton = nullptr;
    QLineEdit *m_edit = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_index = nullptr;
    QTreeWidget *m_results = nullptr;
    QTimer *m_debounce = nullptr;
    QList<SearchHit> m_hits; ///< by the index in each hit item's data
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::SearchHit)
