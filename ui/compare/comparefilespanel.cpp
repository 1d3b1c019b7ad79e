// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compare/comparefilespanel.h"

#include "models/compare/comparesession.h"
#include "ui/diff/diffview.h"
#include "ui/safetext.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPointer>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace Switchyard {

namespace {

QLabel *titleLabel(QWidget *parent)
{
    auto *label = SafeText::plainLabel(new QLabel(parent));
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    label->setWordWrap(false);
    return label;
}

} // namespace

CompareFilesPanel::CompareFilesPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->setChildrenCollapsible(false);
    m_table = new QTableView(split);
    m_table->setObjectName(QStringLiteral("compareFileTable"));
    m_table->setAccessibleName(tr("Files changed by the runs"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);

    auto *changes = new QWidget(split);
    auto *changesLayout = new QVBoxLayout(changes);
    changesLayout->setContentsMargins(0, 4, 0, 0);
    changesLayout->addWidget(SafeText::plainLabel(new QLabel(tr("Each run's change to the file"), changes)));
    m_changesRow = new QSplitter(Qt::Horizontal, changes);
    changesLayout->addWidget(m_changesRow, 1);

    auto *results = new QWidget(split);
    auto *resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 4, 0, 0);
    auto *pick = new QHBoxLayout;
    pick->addWidget(SafeText::plainLabel(new QLabel(tr("Resulting file of"), results)));
    m_left = new QComboBox(results);
    m_left->setAccessibleName(tr("Left run"));
    m_right = new QComboBox(results);
    m_right->setAccessibleName(tr("Right run"));
    pick->addWidget(m_left);
    pick->addWidget(SafeText::plainLabel(new QLabel(tr("against"), results)));
    pick->addWidget(m_right);
    pick->addStretch(1);
    resultsLayout->addLayout(pick);
    m_resultsNote = SafeText::plainLabel(new QLabel(results));
    m_resultsNote->setWordWrap(true);
    resultsLayout->addWidget(m_resultsNote);
    m_results = new DiffView(results);
    m_results->setObjectName(QStringLiteral("compareResultsDiff"));
    m_results->setMode(DiffView::Mode::SideBySide);
    resultsLayout->addWidget(m_results, 1);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 2);
    split->setSizes({150, 330, 240});
    layout->addWidget(split);

    connect(m_left, &QComboBox::currentIndexChanged, this, &CompareFilesPanel::showResults);
    connect(m_right, &QComboBox::currentIndexChanged, this, &CompareFilesPanel::showResults);
}

CompareFilesPanel::~CompareFilesPanel() = default;

void CompareFilesPanel::setSession(CompareSession *session)
{
    m_session = session;
    m_table->setModel(session ? session->filesModel() : nullptr);
    if (!session)
        return;
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                const QString key = current.siblingAtColumn(0).data(CompareTableModel::KeyRole).toString();
                showFile(key.startsWith(QLatin1String("file:")) ? key.mid(5) : QString());
            });
    connect(session, &CompareSession::summariesReady, this, [this] {
        rebuildColumns();
        const QString path = m_path;
        m_path.clear();
        if (!path.isEmpty())
            selectFile(path);
        else if (m_table->model() && m_table->model()->rowCount() > 0)
            m_table->selectRow(0);
        else
            showFile(QString());
    });
    rebuildColumns();
}

void CompareFilesPanel::rebuildColumns()
{
    const int runs = m_session ? int(m_session->runs().size()) : 0;
    while (m_changes.size() > runs) {
        delete m_changes.takeLast()->parentWidget();
        m_changeTitles.removeLast();
    }
    while (m_changes.size() < runs) {
        auto *box = new QWidget(m_changesRow);
        auto *l = new QVBoxLayout(box);
        l->setContentsMargins(0, 0, 0, 0);
        QLabel *title = titleLabel(box);
        auto *view = new DiffView(box);
        view->setObjectName(QStringLiteral("compareChangeDiff%1").arg(m_changes.size()));
        view->setMode(DiffView::Mode::Unified);
        l->addWidget(title);
        l->addWidget(view, 1);
        m_changesRow->addWidget(box);
        m_changes.append(view);
        m_changeTitles.append(title);
    }
    const QSignalBlocker bl(m_left);
    const QSignalBlocker br(m_right);
    const int left = m_left->currentIndex();
    const int right = m_right->currentIndex();
    m_left->clear();
    m_right->clear();
    for (int i = 0; i < runs; ++i) {
        const QString name = CompareTables::runHeader(m_session->runs().at(i), i);
        m_changeTitles.at(i)->setText(name);
        m_left->addItem(name);
        m_right->addItem(name);
    }
    m_left->setCurrentIndex(left >= 0 && left < runs ? left : 0);
    m_right->setCurrentIndex(right >= 0 && right < runs && right != m_left->currentIndex() ? right
                                                                                           : std::min(1, runs - 1));
}

void CompareFilesPanel::selectFile(const QString &path)
{
    auto *model = m_session ? m_session->filesModel() : nullptr;
    const int row = model ? model->rowOf(QStringLiteral("file:") + path) : -1;
    if (row >= 0)
        m_table->selectRow(row);
}

void CompareFilesPanel::showFile(const QString &path)
{
    if (path == m_path && !path.isEmpty())
        return;
    m_path = path;
    const quint64 generation = ++m_generation;
    if (path.isEmpty() || !m_session) {
        for (DiffView *v : std::as_const(m_changes))
            v->setMessage(tr("Pick a file above."));
        m_results->setMessage(tr("Pick a file above."));
        m_resultsNote->clear();
        return;
    }
    for (DiffView *v : std::as_const(m_changes))
        v->setMessage(tr("Comparing…"));
    const QList<RunSummary> runs = m_session->runs();
    QPointer<CompareFilesPanel> self(this);
    // Diffs of big files take a while: off the GUI thread, the newest selection wins.
    (void)QtConcurrent::run([self, runs, path, generation] {
        FileComparison c = CompareFiles::compare(runs, path);
        QMetaObject::invokeMethod(
            self.data(),
            [self, generation, c = std::move(c)] {
                if (!self || generation != self->m_generation)
                    return;
                for (int i = 0; i < self->m_changes.size() && i < c.sides.size(); ++i) {
                    const FileSide &side = c.sides.at(i);
                    if (side.contentKnown)
                        self->m_changes.at(i)->setDiff(side.change, c.path);
                    else
                        self->m_changes.at(i)->setMessage(side.note);
                }
            },
            Qt::QueuedConnection);
    });
    showResults();
}

void CompareFilesPanel::showResults()
{
    if (!m_session || m_path.isEmpty())
        return;
    const int a = m_left->currentIndex();
    const int b = m_right->currentIndex();
    const QList<RunSummary> &runs = m_session->runs();
    if (a < 0 || b < 0 || a >= runs.size() || b >= runs.size())
        return;
    if (a == b) {
        m_resultsNote->setText(tr("Pick two different runs."));
        m_results->setMessage(tr("Pick two different runs."));
        return;
    }
    QString why;
    const std::optional<FileDiff> diff = CompareFiles::results(runs.at(a), runs.at(b), m_path, &why);
    if (!diff) {
        m_resultsNote->setText(why);
        m_results->setMessage(why);
        return;
    }
    m_resultsNote->setText(diff->isIdentical() ? tr("Both runs left the file the same.")
                                               : tr("%1 against %2: +%3 \u2212%4")
                                                     .arg(CompareTables::runLetter(a), CompareTables::runLetter(b))
                                                     .arg(diff->addedCount())
                                                     .arg(diff->removedCount()));
    m_results->setDiff(*diff, QFileInfo(m_path).fileName());
}

} // namespace Switchyard
