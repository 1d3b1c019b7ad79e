// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diff/fileviewerwidget.h"

#include "models/workspace/workspaceservice.h"
#include "ui/diff/codeview.h"

#include <QHBoxLayout>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QStackedWidget>
#include <QTextBlock>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace Switchyard {

namespace {
/// Characters appended per event-loop turn by showAll().
constexpr qsizetype kSliceChars = 16 * 1024;
} // namespace

FileViewerWidget::FileViewerWidget(QWidget *parent)
    : QWidget(parent)
    , m_pathEdit(new QLineEdit(this))
    , m_findEdit(new QLineEdit(this))
    , m_lineEdit(new QLineEdit(this))
    , m_banner(new QLabel(this))
    , m_showAll(new QPushButton(tr("Show the rest"), this))
    , m_messageLabel(new QLabel(this))
    , m_stack(new QStackedWidget(this))
    , m_editor(new CodeView(this))
    , m_appendTimer(new QTimer(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);

    layout->addLayout(buildToolBar());

    auto *guard = new QHBoxLayout;
    guard->setContentsMargins(6, 0, 6, 0);
    m_banner->setWordWrap(true);
    guard->addWidget(m_banner, 1);
    guard->addWidget(m_showAll);
    layout->addLayout(guard);
    m_banner->hide();
    m_showAll->hide();

    m_messageLabel->setAlignment(Qt::AlignCenter);
    m_messageLabel->setWordWrap(true);
    m_messageLabel->setMargin(24);
    m_stack->addWidget(m_messageLabel);
    m_stack->addWidget(m_editor);
    layout->addWidget(m_stack, 1);
    setMessage(tr("Choose a file to show."));

    m_appendTimer->setInterval(0);
    connect(m_appendTimer, &QTimer::timeout, this, &FileViewerWidget::appendSlice);
    connect(m_showAll, &QPushButton::clicked, this, &FileViewerWidget::showAll);
    addShortcuts();
}

// The path to open, find (previous, next) and go to line.
QHBoxLayout *FileViewerWidget::buildToolBar()
{
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(4, 4, 4, 0);
    m_pathEdit->setPlaceholderText(tr("Workspace path (absolute, or relative to the repository)"));
    m_pathEdit->setClearButtonEnabled(true);
    m_pathEdit->setAccessibleName(tr("File path"));
    m_pathEdit->setAccessibleDescription(tr("Workspace path of the file to show (absolute, or relative to the "
                                            "repository); Enter opens it"));
    auto *open = new QToolButton(this);
    open->setText(tr("Open"));
    open->setAccessibleDescription(tr("Shows the file at the path"));
    m_findEdit->setPlaceholderText(tr("Find"));
    m_findEdit->setClearButtonEnabled(true);
    m_findEdit->setMaximumWidth(220);
    m_findEdit->setAccessibleName(tr("Find in file"));
    m_findEdit->setAccessibleDescription(tr("Text to find in the file (Ctrl+F); Enter finds the next match"));
    auto *prev = new QToolButton(this);
    prev->setText(QStringLiteral("\u25B2"));
    prev->setToolTip(tr("Previous match (Shift+F3)"));
    prev->setAccessibleName(tr("Previous match"));
    auto *next = new QToolButton(this);
    next->setText(QStringLiteral("\u25BC"));
    next->setToolTip(tr("Next match (F3)"));
    next->setAccessibleName(tr("Next match"));
    m_lineEdit->setPlaceholderText(tr("Line"));
    m_lineEdit->setValidator(new QIntValidator(1, 1 << 30, m_lineEdit));
    m_lineEdit->setMaximumWidth(80);
    m_lineEdit->setToolTip(tr("Go to line (Ctrl+G)"));
    m_lineEdit->setAccessibleName(tr("Go to line"));
    m_showAll->setAccessibleDescription(tr("Loads the rest of a large file"));
    bar->addWidget(m_pathEdit, 1);
    bar->addWidget(open);
    bar->addSpacing(12);
    bar->addWidget(m_findEdit);
    bar->addWidget(prev);
    bar->addWidget(next);
    bar->addWidget(m_lineEdit);
    connect(open, &QToolButton::clicked, this, [this] {
        showFile(m_pathEdit->text().trimmed());
    });
    connect(m_pathEdit, &QLineEdit::returnPressed, this, [this] {
        showFile(m_pathEdit->text().trimmed());
    });
    connect(m_findEdit, &QLineEdit::returnPressed, this, &FileViewerWidget::findNext);
    connect(next, &QToolButton::clicked, this, &FileViewerWidget::findNext);
    connect(prev, &QToolButton::clicked, this, &FileViewerWidget::findPrevious);
    connect(m_lineEdit, &QLineEdit::returnPressed, this, [this] {
        goToLine(m_lineEdit->text().toInt());
    });
    return bar;
}

// Ctrl+F, F3, Shift+F3 and Ctrl+G.
void FileViewerWidget::addShortcuts()
{
    auto *findKey = new QShortcut(QKeySequence::Find, this);
    connect(findKey, &QShortcut::activated, this, [this] {
        m_findEdit->setFocus();
        m_findEdit->selectAll();
    });
    auto *nextKey = new QShortcut(QKeySequence::FindNext, this);
    connect(nextKey, &QShortcut::activated, this, &FileViewerWidget::findNext);
    auto *prevKey = new QShortcut(QKeySequence::FindPrevious, this);
    connect(prevKey, &QShortcut::activated, this, &FileViewerWidget::findPrevious);
    auto *lineKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_G), this);
    connect(lineKey, &QShortcut::activated, this, [this] {
        m_lineEdit->setFocus();
        m_lineEdit->selectAll();
    });
}

FileViewerWidget::~FileViewerWidget() = default;

void FileViewerWidget::ensureService()
{
    if (m_service)
        return;
    m_ownService = new WorkspaceService(this);
    // A viewer shows one file: its own service never reads the change list nor every file from the
    // server (only the recorded edits offline, which asks nothing) (issue 28 item 15).
    m_ownService->setActive(false);
    m_ownService->setFilesShown(false);
    setService(m_ownService);
}

void FileViewerWidget::setService(WorkspaceService *service)
{
    if (m_service)
        disconnect(m_service, nullptr, this, nullptr);
    m_service = service;
    if (!m_service)
        return;
    connect(m_service, &WorkspaceService::fileReady, this, [this](const QString &path, const QString &text) {
        if (path == m_path)
            setText(path, text);
    });
    connect(m_service, &WorkspaceService::fileFailed, this, [this](const QString &path, const QString &message) {
        if (path == m_path)
            setMessage(message);
    });
}

void FileViewerWidget::setCommands(WorkspaceCommands *commands)
{
    ensureService();
    m_service->setCommands(commands);
}

void FileViewerWidget::setStore(StoreReader *store)
{
    ensureService();
    m_service->setStore(store);
}

void FileViewerWidget::setConversation(const QString &conversationId)
{
    ensureService();
    if (m_service == m_ownService)
        m_service->setConversation(conversationId);
    setMessage(tr("Choose a file to show."));
    m_path.clear();
}

void FileViewerWidget::showFile(const QString &path)
{
    if (path.isEmpty())
        return;
    ensureService();
    m_path = path;
    m_pathEdit->setText(path);
    setMessage(tr("Loading %1 \u2026").arg(path));
    m_service->requestFile(path);
}

void FileViewerWidget::setMessage(const QString &message)
{
    m_appendTimer->stop();
    m_rest.clear();
    m_banner->hide();
    m_showAll->hide();
    m_messageLabel->setText(message);
    m_stack->setCurrentWidget(m_messageLabel);
}

QString FileViewerWidget::message() const
{
    return m_stack->currentWidget() == m_messageLabel ? m_messageLabel->text() : QString();
}

bool FileViewerWidget::isShowingText() const
{
    return m_stack->currentWidget() == m_editor;
}

void FileViewerWidget::setText(const QString &path, const QString &text)
{
    m_path = path;
    m_pathEdit->setText(path);
    if (text.isEmpty()) {
        setMessage(tr("Nothing to show for %1.\n\nThe server answers with empty text when the file is empty, does "
                      "not exist, is not valid UTF-8 (binary), or when the sandbox is not running.")
                       .arg(path));
        return;
    }
    if (text.contains(QChar(0))) {
        setMessage(tr("%1 looks like a binary file; it is not shown.").arg(path));
        return;
    }
    m_appendTimer->stop();
    m_totalChars = text.size();
    m_totalLines = text.count(QLatin1Char('\n')) + (text.endsWith(QLatin1Char('\n')) ? 0 : 1);
    QString head = text;
    m_rest.clear();
    if (text.size() > kGuardChars) {
        qsizetype cut = text.lastIndexOf(QLatin1Char('\n'), kHeadChars);
        if (cut <= 0)
            cut = kHeadChars;
        head = text.left(cut);
        m_rest = text.mid(cut); // starts with the newline
    }
    m_editor->setPlainText(head);
    m_editor->setFileName(path);
    m_stack->setCurrentWidget(m_editor);
    if (!m_rest.isEmpty()) {
        const qsizetype shown = head.count(QLatin1Char('\n')) + 1;
        m_banner->setText(tr("Large file: showing the first %1 of %2 lines (%3).")
                              .arg(QLocale().toString(shown), QLocale().toString(m_totalLines),
                                   QLocale().formattedDataSize(m_totalChars)));
        m_banner->show();
        m_showAll->setEnabled(true);
        m_showAll->show();
    } else {
        m_banner->hide();
        m_showAll->hide();
    }
    Q_EMIT fileShown(path);
}

void FileViewerWidget::showAll()
{
    if (m_rest.isEmpty())
        return;
    m_showAll->setEnabled(false);
    m_banner->setText(tr("Loading the rest \u2026"));
    m_appendTimer->start();
}

void FileViewerWidget::appendSlice()
{
    if (m_rest.isEmpty()) {
        m_appendTimer->stop();
        return;
    }
    qsizetype cut = m_rest.size();
    if (cut > kSliceChars) {
        cut = m_rest.indexOf(QLatin1Char('\n'), kSliceChars);
        if (cut < 0)
            cut = m_rest.size();
    }
    QTextCursor cursor(m_editor->document());
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(m_rest.left(cut));
    m_rest.remove(0, cut);
    if (m_rest.isEmpty()) {
        m_appendTimer->stop();
        m_banner->hide();
        m_showAll->hide();
    }
}

bool FileViewerWidget::find(const QString &text, bool backwards)
{
    if (text.isEmpty() || !isShowingText())
        return false;
    const QTextDocument::FindFlags flags = backwards ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    if (m_editor->find(text, flags))
        return true;
    // Wrap around.
    QTextCursor c(m_editor->document());
    c.movePosition(backwards ? QTextCursor::End : QTextCursor::Start);
    const QTextCursor hit = m_editor->document()->find(text, c, flags);
    if (hit.isNull())
        return false;
    m_editor->setTextCursor(hit);
    m_editor->centerCursor();
    return true;
}

void FileViewerWidget::findNext()
{
    find(m_findEdit->text(), false);
}

void FileViewerWidget::findPrevious()
{
    find(m_findEdit->text(), true);
}

void FileViewerWidget::goToLine(int line)
{
    if (!isShowingText() || line < 1)
        return;
    if (line > m_editor->blockCount() && !m_rest.isEmpty())
        showAll(); // the line is in the part not shown yet: it will be there after loading
    const QTextBlock b = m_editor->document()->findBlockByNumber(std::min(line, m_editor->blockCount()) - 1);
    QTextCursor c(b);
    m_editor->setTextCursor(c);
    m_editor->centerCursor();
    m_editor->setFocus();
}

} // namespace Switchyard
