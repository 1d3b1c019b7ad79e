// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/search/searchpage.h"

#include "models/commands/watchcommands.h"
#include "models/timeline/timelinemodel.h"
#include "ui/safetext.h"
#include "ui/search/searchhitdelegate.h"
#include "ui/search/watchrulesdialog.h"
#include "ui/timeline/timelinewidget.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Switchyard {

namespace {
constexpr int kHitRole = Qt::UserRole + 1; ///< index into m_hits; -1 for a conversation row
} // namespace

SearchPage::SearchPage(QWidget *parent)
    : QWidget(parent)
    , m_edit(new QLineEdit(this))
    , m_status(SafeText::plainLabel(new QLabel(this)))
    , m_index(SafeText::plainLabel(new QLabel(this)))
    , m_results(new QTreeWidget(this))
    , m_debounce(new QTimer(this))
{
    m_rulesButton = new QPushButton(tr("Watch rules…"), this);
    setObjectName(QStringLiteral("searchPage"));
    m_edit->setObjectName(QStringLiteral("searchQuery"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setPlaceholderText(tr("Search every cached event: words, \"a phrase\", prefix*, cmd:, path:, kind:, "
                                  "risk:, repo:, status:, model:, since:7d"));
    m_edit->setAccessibleName(tr("Search query"));
    m_status->setObjectName(QStringLiteral("searchStatus"));
    m_status->setWordWrap(true);
    m_index->setObjectName(QStringLiteral("searchIndexState"));
    m_index->setVisible(false);
    m_results->setObjectName(QStringLiteral("searchResults"));
    m_results->setHeaderHidden(true);
    m_results->setColumnCount(1);
    m_results->setUniformRowHeights(false);
    m_results->setItemDelegate(new SearchHitDelegate(m_results));
    m_results->setAccessibleName(tr("Search results"));
    m_rulesButton->setObjectName(QStringLiteral("searchWatchRules"));
    m_rulesButton->setToolTip(tr("Be told when an agent does this again: save the query as a watch rule"));
    m_rulesButton->setVisible(false);
    connect(m_rulesButton, &QPushButton::clicked, this, &SearchPage::showRules);
    auto *top = new QHBoxLayout;
    top->addWidget(m_edit, 1);
    top->addWidget(m_rulesButton);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_status);
    layout->addWidget(m_index);
    layout->addWidget(m_results, 1);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(200);
    connect(m_debounce, &QTimer::timeout, this, &SearchPage::start);
    connect(m_edit, &QLineEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_edit, &QLineEdit::returnPressed, this, &SearchPage::start);
    connect(m_results, &QTreeWidget::itemActivated, this, &SearchPage::activate);
    connect(m_results, &QTreeWidget::itemClicked, this, &SearchPage::activate);
}

SearchPage::~SearchPage() = default;

void SearchPage::setReader(SearchReader *reader)
{
    if (m_reader)
        disconnect(m_reader, nullptr, this, nullptr);
    m_reader = reader;
    // Another cache (another server, or none): the answers of the last one no longer apply.
    m_results->clear();
    m_hits.clear();
    m_status->clear();
    if (reader) {
        connect(reader, &SearchReader::resultReady, this, &SearchPage::showResult);
        connect(reader, &SearchReader::indexStateChanged, this, &SearchPage::updateIndexState);
    }
    updateIndexState();
}

void SearchPage::setWatch(WatchReader *reader, WatchCommands *commands)
{
    m_watch = reader;
    m_watchCommands = commands;
    m_rulesButton->setVisible(reader && commands);
    if (m_rules)
        m_rules->deleteLater(); // another server's rules
}

WatchRulesDialog *SearchPage::showRules()
{
    if (!m_watch || !m_watchCommands)
        return nullptr;
    if (!m_rules) {
        m_rules = new WatchRulesDialog(m_watch, m_watchCommands, this);
        m_rules->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_rules->setCurrentQuery(m_edit->text());
    m_rules->show();
    m_rules->raise();
    m_rules->activateWindow();
    return m_rules;
}

void SearchPage::setQuery(const QString &text)
{
    m_edit->setText(text);
    start();
}

void SearchPage::focusQuery()
{
    m_edit->setFocus(Qt::ShortcutFocusReason);
    m_edit->selectAll();
}

void SearchPage::start()
{
    m_debounce->stop();
    if (m_reader)
        m_reader->search(m_edit->text());
}

void SearchPage::showResult(const SearchResult &result)
{
    if (result.query != m_edit->text())
        return; // an answer to what the box said before
    m_results->clear();
    m_hits.clear();
    if (!result.error.isEmpty()) {
        m_status->setText(result.error);
        return;
    }
    if (result.query.trimmed().isEmpty()) {
        m_status->clear();
        return;
    }
    if (result.groups.isEmpty()) {
        m_status->setText(tr("No cached event matches \"%1\".").arg(result.query));
    } else {
        QString text = tr("%n match(es)", nullptr, int(result.hitCount)) + QStringLiteral(" · ")
            + tr("%n conversation(s)", nullptr, int(result.groups.size()));
        if (result.truncated)
            text += QStringLiteral(" · ") + tr("the newest shown");
        if (!result.indexComplete)
            text += QStringLiteral(" · ") + tr("older events are still being indexed");
        m_status->setText(text);
    }
    const QLocale locale;
    for (const SearchGroup &g : result.groups) {
        auto *top = new QTreeWidgetItem(m_results);
        const QString title = g.title.isEmpty() ? g.conversationId.left(8) : g.title;
        top->setText(0, tr("%1 (%n match(es))", nullptr, int(g.hitCount)).arg(title));
        top->setData(0, kHitRole, -1);
        QFont bold = top->font(0);
        bold.setBold(true);
        top->setFont(0, bold);
        for (const SearchHit &h : g.hits) {
            auto *item = new QTreeWidgetItem(top);
            const QString when =
                locale.toString(QDateTime::fromMSecsSinceEpoch(h.timeMs).toLocalTime(), QLocale::ShortFormat);
            item->setText(0, h.context);
            item->setData(0, SearchHitDelegate::SpansRole, QVariant::fromValue(h.spans));
            item->setData(0, SearchHitDelegate::CaptionRole, QString(when + QStringLiteral(" · ") + h.kindName));
            item->setData(0, kHitRole, int(m_hits.size()));
            item->setToolTip(0, SafeText::toolTip(h.context));
            m_hits.append(h);
        }
        top->setExpanded(true);
    }
}

void SearchPage::updateIndexState()
{
    const SearchIndexState s = m_reader ? m_reader->indexState() : SearchIndexState{};
    m_index->setVisible(!s.complete);
    if (!s.complete)
        m_index->setText(tr("Indexing the cached events: %1 of %2").arg(s.done).arg(s.total));
}

void SearchPage::activate(QTreeWidgetItem *item)
{
    const int index = item ? item->data(0, kHitRole).toInt() : -1;
    if (index < 0 || index >= m_hits.size())
        return;
    Q_EMIT hitActivated(m_hits.at(index));
}

namespace {

/// The hit's row in `timeline` once its conversation's rows are there: true when done (selected,
/// or handed to the timeline's own search for an event older than the rows loaded).
bool tryReveal(TimelineWidget *timeline, const SearchHit &hit)
{
    TimelineModel *model = timeline->model();
    if (timeline->conversationId() != hit.conversationId)
        return true; // another conversation was opened since: nothing left to do
    if (model->rowCount() == 0)
        return false; // not loaded yet
    const int row = hit.position >= 0 ? model->rowForSeq(hit.position) : -1;
    if (row >= 0) {
        timeline->selectSourceRow(row);
        return true;
    }
    if (hit.position >= 0 && hit.position >= model->firstLoadedSeq())
        return false; // newer than the rows loaded: they are on their way
    // Older than the rows loaded: the timeline's own search loads older rows down to the match.
    const QString words =
        hit.spans.isEmpty() ? QString() : hit.context.mid(hit.spans.constFirst().start, hit.spans.constFirst().length);
    if (!words.isEmpty()) {
        timeline->setSearchText(words);
        timeline->findPrevious();
    }
    return true;
}

} // namespace

void SearchPage::revealInTimeline(TimelineWidget *timeline, const SearchHit &hit)
{
    if (!timeline)
        return;
    // One reveal at a time: a newer hit replaces the one still waiting for its rows.
    delete timeline->findChild<QObject *>(QStringLiteral("searchReveal"), Qt::FindDirectChildrenOnly);
    if (tryReveal(timeline, hit))
        return;
    auto *pending = new QObject(timeline);
    pending->setObjectName(QStringLiteral("searchReveal"));
    auto retry = [timeline, hit, pending] {
        if (tryReveal(timeline, hit))
            pending->deleteLater();
    };
    // Queued: the timeline finishes taking the rows in (turns, proxy) before one is selected.
    connect(timeline->model(), &QAbstractItemModel::rowsInserted, pending, retry, Qt::QueuedConnection);
    connect(timeline->model(), &QAbstractItemModel::modelReset, pending, retry, Qt::QueuedConnection);
}

} // namespace Switchyard
