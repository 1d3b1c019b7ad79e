// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compare/comparewindow.h"

#include "models/compare/comparesession.h"
#include "ui/compare/comparefilespanel.h"
#include "ui/safetext.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSaveFile>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace Switchyard {

namespace {

/// Rows where the runs differ get a tint; heading rows are bold.
class CompareRowDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.data(CompareTableModel::SectionRole).toBool()) {
            option->font.setBold(true);
            option->backgroundBrush = option->palette.alternateBase();
        } else if (index.data(CompareTableModel::DiffersRole).toBool() && index.column() > 0) {
            QColor tint = option->palette.highlight().color();
            tint.setAlpha(40);
            option->backgroundBrush = tint;
        }
    }
};

} // namespace

CompareWindow::CompareWindow(StoreReader *store, VariantGroupReader *groups, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_session(new CompareSession(store, groups, this))
{
    setObjectName(QStringLiteral("compareWindow"));
    setWindowTitle(tr("Compare runs"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildToolBar());
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_summary = buildTable(QStringLiteral("compareSummary"), tr("Summary of the runs"));
    m_summary->setModel(m_session->summaryModel());
    m_tabs->addTab(m_summary, tr("Summary"));
    m_files = new CompareFilesPanel(m_tabs);
    m_files->setSession(m_session);
    m_tabs->addTab(m_files, tr("Files"));
    m_turns = buildTable(QStringLiteral("compareTurns"), tr("Turns of the runs side by side"));
    m_turns->setModel(m_session->turnsModel());
    m_turns->setWordWrap(true);
    m_tabs->addTab(m_turns, tr("Turns"));
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_status); // below the tables: a long status never squeezes the tool row

    connect(m_session, &CompareSession::summariesReady, this, &CompareWindow::summariesReady);
    connect(m_session, &CompareSession::sourcesChanged, this, [this] {
        m_title->setText(m_session->title());
        setWindowTitle(m_session->title());
        m_status->setText(m_session->importing() > 0 ? tr("Importing the trajectory…") : tr("Summarising…"));
        rebuildRunsMenu();
    });
    connect(m_session, &CompareSession::problem, this, [this](const QString &message) {
        m_status->setText(message);
    });
    resize(1280, 800);
}

CompareWindow::~CompareWindow() = default;

QWidget *CompareWindow::buildToolBar()
{
    auto *bar = new QWidget(this);
    auto *row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    m_title = SafeText::plainLabel(new QLabel(bar));
    QFont f = m_title->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.15);
    m_title->setFont(f);
    m_title->setMinimumWidth(100);
    m_status = SafeText::plainLabel(new QLabel(tr("Summarising…"), this));
    m_status->setObjectName(QStringLiteral("compareStatus"));
    m_status->setWordWrap(true);
    auto *add = new QPushButton(tr("Add offline trajectory…"), bar);
    add->setToolTip(tr("Mix a trajectory zip into the comparison"));
    connect(add, &QPushButton::clicked, this, &CompareWindow::addTrajectory);
    auto *runs = new QToolButton(bar);
    runs->setText(tr("Runs"));
    runs->setPopupMode(QToolButton::InstantPopup);
    m_runsMenu = new QMenu(runs);
    runs->setMenu(m_runsMenu);
    auto *refresh = new QPushButton(tr("Refresh"), bar);
    connect(refresh, &QPushButton::clicked, m_session, &CompareSession::refresh);
    m_export = new QToolButton(bar);
    m_export->setText(tr("Export"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    auto *exportMenu = new QMenu(m_export);
    connect(exportMenu->addAction(tr("Markdown…")), &QAction::triggered, this, [this] {
        exportAs(false);
    });
    connect(exportMenu->addAction(tr("HTML…")), &QAction::triggered, this, [this] {
        exportAs(true);
    });
    m_export->setMenu(exportMenu);
    row->addWidget(m_title, 1);
    row->addSpacing(12);
    row->addWidget(runs);
    row->addWidget(add);
    row->addWidget(refresh);
    row->addWidget(m_export);
    return bar;
}

QTableView *CompareWindow::buildTable(const QString &name, const QString &accessibleName)
{
    auto *table = new QTableView(this);
    table->setObjectName(name);
    table->setAccessibleName(accessibleName);
    table->setItemDelegate(new CompareRowDelegate(table));
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setAlternatingRowColors(false);
    return table;
}

QString CompareWindow::statusText() const
{
    return m_status->text();
}

void CompareWindow::summariesReady(qint64 elapsedMs)
{
    m_title->setText(m_session->title());
    setWindowTitle(m_session->title());
    const qsizetype runs = m_session->runs().size();
    if (runs < CompareSession::kMinRuns)
        m_status->setText(tr("Pick at least two runs to compare."));
    else
        m_status->setText(tr("%n run(s) compared in %1 ms", nullptr, int(runs)).arg(elapsedMs));
    if (m_session->importing() > 0)
        m_status->setText(m_status->text() + tr(" · importing a trajectory…"));
    // The label column as wide as its text; the runs share the rest of the view equally.
    for (QTableView *t : {m_summary, m_turns, m_files->fileTable()}) {
        t->resizeColumnToContents(0);
        const int room = t->viewport()->width() > 200 ? t->viewport()->width() : width() - 40;
        const int share = std::max(140, (room - t->columnWidth(0) - 4) / int(std::max<qsizetype>(1, runs)));
        for (int c = 1; c < t->model()->columnCount(); ++c)
            t->setColumnWidth(c, share);
    }
    m_turns->resizeRowsToContents();
    rebuildRunsMenu();
}

void CompareWindow::rebuildRunsMenu()
{
    m_runsMenu->clear();
    const QList<RunSource> &sources = m_session->sources();
    for (int i = 0; i < sources.size(); ++i) {
        QAction *a =
            m_runsMenu->addAction(tr("Remove %1 \u00b7 %2").arg(CompareTables::runLetter(i), sources.at(i).title));
        connect(a, &QAction::triggered, this, [this, i] {
            m_session->removeRun(i);
        });
    }
    if (sources.isEmpty())
        m_runsMenu->addAction(tr("No runs"))->setEnabled(false);
}

void CompareWindow::addTrajectory()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Add offline trajectory"), QString(),
                                                      tr("Trajectories (*.zip *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!m_session->addTrajectory(path, &error))
        QMessageBox::warning(this, tr("Add offline trajectory"), error);
}

void CompareWindow::exportAs(bool html)
{
    const QString suffix = html ? QStringLiteral("html") : QStringLiteral("md");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export comparison"),
                                                      QDir::home().filePath(QStringLiteral("comparison.") + suffix),
                                                      html ? tr("HTML (*.html)") : tr("Markdown (*.md)"));
    if (path.isEmpty())
        return;
    const QByteArray bytes = html ? m_session->exportHtml() : m_session->exportMarkdown();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        QMessageBox::warning(this, tr("Export comparison"), tr("Cannot write %1: %2").arg(path, file.errorString()));
}

CompareWindow *CompareWindow::openOnConversations(StoreReader *store, VariantGroupReader *groups,
                                                  const QList<QString> &ids, QWidget *parent)
{
    auto *w = new CompareWindow(store, groups, parent);
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->session()->setConversations(ids);
    w->show();
    return w;
}

CompareWindow *CompareWindow::openOnGroup(StoreReader *store, VariantGroupReader *groups, const QString &groupId,
                                          QWidget *parent)
{
    auto *w = new CompareWindow(store, groups, parent);
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->session()->setGroup(groupId);
    w->show();
    return w;
}

} // namespace Switchyard
