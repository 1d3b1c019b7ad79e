// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// SandboxMapWidget: the sandbox map page (issue 9). Filters, zoom and a legend above the map
// (SandboxMapView), a side panel (SandboxDetailPanel), and the lifecycle actions with their
// confirmations (SandboxActionDialog): pause, resume, delete a sandbox, create one, start a
// conversation in a chosen sandbox, delete a conversation (then re-check its sandbox), open exposed
// URLs externally.
//
// Every action goes through the command services (setCommands: ConversationCommands and its
// SandboxCommands); without them the map is read-only.

#include <QPointer>
#include <QUrl>
#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;

namespace Switchyard {

class ConflictRadarModel;
class ConversationCommands;
class SandboxDetailPanel;
class SandboxMapModel;
class SandboxMapView;
class StoreReader;
struct SandboxMapDelta;

class SandboxMapWidget final : public QWidget
{
    Q_OBJECT
public:
    explicit SandboxMapWidget(QWidget *parent = nullptr);
    ~SandboxMapWidget() override;
    Q_DISABLE_COPY_MOVE(SandboxMapWidget)

    void setStore(StoreReader *store);
    void setCommands(ConversationCommands *commands);
    /// The conflict radar (issue 32): edges between conversations that overlap, listed in the panel.
    void setRadar(ConflictRadarModel *radar);

    [[nodiscard]] SandboxMapModel *model() const { return m_model; }
    [[nodiscard]] SandboxMapView *view() const { return m_view; }
    [[nodiscard]] SandboxDetailPanel *panel() const { return m_panel; }

    /// How exposed URLs are opened (default QDesktopServices::openUrl; tests replace it).
    void setUrlOpener(std::function<bool(const QUrl &)> opener);

    void selectSandbox(const QString &sandboxId);
    void selectConversation(const QString &conversationId);
    void showOverview();

    // The actions. Each asks for confirmation first (a SandboxActionDialog child, shown with open()).
    void requestPause(const QString &sandboxId);
    void requestResume(const QString &sandboxId);
    void requestDelete(const QString &sandboxId);
    void requestStartHere(const QString &sandboxId);
    void requestDeleteConversation(const QString &conversationId);
    void createSandbox();
    /// Without a store: re-reads every sandbox and conversation (SandboxCommands::fetchWorld).
    void refreshFromClient();

Q_SIGNALS:
    void conversationActivated(const QString &conversationId);
    /// "Start a conversation here": the shell opens its start dialog with this sandbox preselected
    /// (explicit placement; StartConversationDialog shows capacity and the sharing warning). Without
    /// a command service the map asks for confirmation first (capacity, sharing). With one and no
    /// receiver connected, the map opens StartConversationDialog itself.
    void startHereRequested(const QString &sandboxId);
    void sandboxCreated(const QString &sandboxId);
    /// A lifecycle action finished (for the status bar and tests).
    void actionFinished(const QString &sandboxId, bool ok, const QString &message);

protected:
    /// A palette change (dark theme) repaints the panel's text, whose dim keys come from the palette.
    void changeEvent(QEvent *event) override;
    /// Shown: the model follows the store again (rebuilding if it missed changes); hidden: it
    /// only notes that it is stale.
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    QHBoxLayout *buildToolBar();
    void connectControls();
    void connectPanel();
    void applyDelta(const SandboxMapDelta &delta);
    void refreshPanel();
    void updateConflicts();
    void updateSummary();
    void updateActionsAvailable();
    void confirmThen(int action, const QString &sandboxId, const QString &conversationId);
    void perform(int action, const QString &sandboxId, const QString &conversationId);
    void finishAction(const QString &sandboxId, bool ok, const QString &message);
    void reportSandboxLeftEmpty(const QString &sandboxId);
    void openUrl(const QUrl &url);

    SandboxMapModel *m_model = nullptr;
    SandboxMapView *m_view = nullptr;
    SandboxDetailPanel *m_panel = nullptr;
    QComboBox *m_statusFilter = nullptr;
    QCheckBox *m_sharedOnly = nullptr;
    QCheckBox *m_problemsOnly = nullptr;
    QPushButton *m_create = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_legend = nullptr;
    QPointer<ConversationCommands> m_commands;
    QPointer<StoreReader> m_store;
    QPointer<ConflictRadarModel> m_radar;
    std::function<bool(const QUrl &)> m_urlOpener;
    QString m_selectedSandbox;
    QString m_selectedConversation;
};

} // namespace Switchyard
