// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The side panel of the sandbox map: an overview (grouping strategy, counts, every finding) when
// nothing is selected, else the selected sandbox (status, detail, created, capacity x/20, exposed
// URLs, transitions, its conversations) with its lifecycle actions. It only shows and asks; the
// SandboxMapWidget performs.

#include "models/sandboxmap/sandboxmaptypes.h"

#include <QUrl>
#include <QWidget>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QProgressBar;
class QPushButton;
class QHBoxLayout;
class QVBoxLayout;

namespace Switchyard {

class SandboxDetailPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit SandboxDetailPanel(QWidget *parent = nullptr);
    ~SandboxDetailPanel() override;
    Q_DISABLE_COPY_MOVE(SandboxDetailPanel)

    void showOverview(const SandboxMapSnapshot &snapshot);
    void showSandbox(const SandboxMapSnapshot &snapshot, const QString &sandboxId,
                     const QString &selectedConversationId = {});
    [[nodiscard]] const QString &sandboxId() const { return m_sandboxId; }
    [[nodiscard]] const QString &selectedConversationId() const { return m_conversationId; }
    /// The lifecycle estimate shown for the selected sandbox (empty: none) (tests).
    [[nodiscard]] const QString &lifecycleText() const { return m_lifecycleText; }

    /// The conflict radar's overlaps of the shown sandbox, one line each (empty: none, hidden).
    void setOverlaps(const QList<QString> &lines);
    [[nodiscard]] const QList<QString> &overlaps() const { return m_overlapLines; }

    /// Lifecycle actions available (a command service or client is set, not a read-only store).
    void setActionsAvailable(bool available);
    /// A one-line status/result message under the title (empty hides it).
    void setMessage(const QString &text, bool error = false);
    /// Disables the buttons of an action in flight.
    void setBusy(bool busy);

Q_SIGNALS:
    void pauseRequested(const QString &sandboxId);
    void resumeRequested(const QString &sandboxId);
    void deleteRequested(const QString &sandboxId);
    void startHereRequested(const QString &sandboxId);
    void openUrlRequested(const QUrl &url);
    void conversationActivated(const QString &conversationId);
    void conversationSelected(const QString &conversationId);
    void deleteConversationRequested(const QString &conversationId);
    void sandboxRequested(const QString &sandboxId);
    void overviewRequested();

private:
    void buildHeader(QVBoxLayout *layout);
    void buildSandboxActions(QVBoxLayout *layout);
    void buildList(QVBoxLayout *layout);
    void buildConversationActions(QVBoxLayout *layout);
    [[nodiscard]] QString statusRows(const SandboxMapSandbox &s) const;
    void showUrlButtons(const SandboxMapSandbox &s);
    void listConversations(const SandboxMapSnapshot &snap, const SandboxMapSandbox &s,
                           const QString &selectedConversationId);
    void updateButtons();
    void clearUrlButtons();

    QString m_sandboxId;
    QString m_conversationId;
    QString m_lifecycleText;
    bool m_listShowsFindings = false; ///< the list holds m_shownFindings (the overview)
    QList<SandboxMapFinding> m_shownFindings;
    OpenEnum<SandboxStatus> m_status;
    bool m_known = false;
    bool m_actionsAvailable = false;
    bool m_busy = false;
    QLabel *m_title = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_info = nullptr;
    QLabel *m_shared = nullptr;
    QLabel *m_overlaps = nullptr;
    QList<QString> m_overlapLines;
    QProgressBar *m_capacity = nullptr;
    QWidget *m_urlBox = nullptr;
    QHBoxLayout *m_urlLayout = nullptr;
    QLabel *m_listLabel = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_back = nullptr;
    QPushButton *m_pause = nullptr;
    QPushButton *m_resume = nullptr;
    QPushButton *m_delete = nullptr;
    QPushButton *m_startHere = nullptr;
    QPushButton *m_openConversation = nullptr;
    QPushButton *m_deleteConversation = nullptr;
};

} // namespace Switchyard
