// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow.h"

#include <QApplication>
#include <QCloseEvent>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>

namespace Switchyard {

namespace {
QWidget *areaPlaceholder(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    return label;
}
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Switchyard"));
    setObjectName(QStringLiteral("MainWindow"));

    auto *fileMenu = menuBar()->addMenu(tr("&File"));
    QAction *quit = fileMenu->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    m_outer = new QSplitter(Qt::Horizontal, this);
    m_outer->setObjectName(QStringLiteral("outerSplitter"));
    m_outer->addWidget(areaPlaceholder(tr("Conversations"), m_outer));
    m_centre = new QSplitter(Qt::Vertical, m_outer);
    m_centre->setObjectName(QStringLiteral("centreSplitter"));
    m_centre->addWidget(areaPlaceholder(tr("Timeline"), m_centre));
    m_details = new QTabWidget(m_centre);
    m_details->addTab(areaPlaceholder(tr("Changes"), m_details), tr("Changes"));
    m_details->addTab(areaPlaceholder(tr("Sandbox map"), m_details), tr("Sandboxes"));
    m_centre->addWidget(m_details);
    m_outer->addWidget(m_centre);
    m_outer->setStretchFactor(1, 3);
    setCentralWidget(m_outer);

    m_serverLabel = new QLabel(tr("Not connected"), this);
    m_syncLabel = new QLabel(this);
    statusBar()->addWidget(m_serverLabel);
    statusBar()->addPermanentWidget(m_syncLabel);

    resize(1280, 800);
    restoreLayout();
}

MainWindow::~MainWindow() = default;

void MainWindow::saveLayout() const
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("MainWindow"));
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("state"), saveState());
    settings.setValue(QStringLiteral("outerSplitter"), m_outer->saveState());
    settings.setValue(QStringLiteral("centreSplitter"), m_centre->saveState());
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("MainWindow"));
    restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("state")).toByteArray());
    m_outer->restoreState(settings.value(QStringLiteral("outerSplitter")).toByteArray());
    m_centre->restoreState(settings.value(QStringLiteral("centreSplitter")).toByteArray());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    QMainWindow::closeEvent(event);
}

} // namespace Switchyard
