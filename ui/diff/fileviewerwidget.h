// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/workspace/workspaceservice.h"

#include <QPointer>
#include <QWidget>

class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTimer;
class QToolButton;

namespace Switchyard {

class CodeView;
class StoreReader;
class WorkspaceCommands;

/// Shows any file of the conversation's workspace (spec §9.1): line numbers, find, go to line,
/// syntax highlighting. A large file shows its first part at once and the rest on demand (added in
/// slices so the window stays responsive). Empty answers are explained: the server answers "" for
/// missing files, non-UTF-8 files and stopped sandboxes alike.
class FileViewerWidget : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FileViewerWidget)
public:
    /// Files over this many characters show only their first kHeadChars at first.
    static constexpr qsizetype kGuardChars = 512 * 1024;
    static constexpr qsizetype kHeadChars = 96 * 1024;

    explicit FileViewerWidget(QWidget *parent = nullptr);
    ~FileViewerWidget() override;

    /// Not owned; null: offline (changes reconstructed from the events).
    void setCommands(WorkspaceCommands *commands);
    void setStore(StoreReader *store);
    void setConversation(const QString &conversationId);
    /// Uses another widget's service (ChangesWidget shares its own) instead of an internal one.
    void setService(WorkspaceService *service);
    [[nodiscard]] WorkspaceService *service() const { return m_service; }

    /// Reads `path` (absolute, or relative to the repository root) from the workspace.
    void showFile(const QString &path);
    /// Shows the given text as the content of `path`.
    void setText(const QString &path, const QString &text);
    void setMessage(const QString &message);

    [[nodiscard]] QString path() const { return m_path; }
    [[nodiscard]] QString message() const;
    [[nodiscard]] bool isTruncated() const { return !m_rest.isEmpty(); }
    [[nodiscard]] bool isShowingText() const;
    [[nodiscard]] CodeView *editor() const { return m_editor; }

public Q_SLOTS:
    void showAll();
    bool find(const QString &text, bool backwards = false);
    void findNext();
    void findPrevious();
    void goToLine(int line);

Q_SIGNALS:
    void fileShown(const QString &path);

private:
    QHBoxLayout *buildToolBar();
    void addShortcuts();
    void ensureService();
    void appendSlice();
    QPointer<WorkspaceService> m_service;
    WorkspaceService *m_ownService = nullptr;
    QString m_path;
    QString m_rest;
    qsizetype m_totalLines = 0;
    qsizetype m_totalChars = 0;
    QLineEdit *m_pathEdit = nullptr;
    QLineEdit *m_findEdit = nullptr;
    QLineEdit *m_lineEdit = nullptr;
    QLabel *m_banner = nullptr;
    QPushButton *m_showAll = nullptr;
    QLabel *m_messageLabel = nullptr;
    QStackedWidget *m_stack = nullptr;
    CodeView *m_editor = nullptr;
    QTimer *m_appendTimer = nullptr;
};

} // namespace Switchyard
