// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QHash>
#include <QPointer>
#include <QSet>
#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QMenu;
class QTimer;
class QToolButton;

namespace Switchyard {

class ConversationCommands;
class ConversationDelegate;
class ConversationFilterProxy;
class ConversationListModel;
class Store;

/// The conversation list: search, filters, the list itself (ConversationDelegate) and a context
/// menu of steering actions through ConversationCommands (rename, delete, pause/resume).
class ConversationListWidget final : public QWidget
{
    Q_OBJECT
public:
    explicit ConversationListWidget(QWidget *parent = nullptr);
    ~ConversationListWidget() override;

    void setStore(Store *store);
    /// nullptr: read-only (offline trajectories): no steering actions.
    void setCommands(ConversationCommands *commands);

    [[nodiscard]] ConversationListModel *model() const { return m_model; }
    [[nodiscard]] ConversationFilterProxy *proxy() const { return m_proxy; }
    [[nodiscard]] QListView *view() const { return m_view; }
    [[nodiscard]] QString currentConversationId() const;
    /// Selects (and scrolls to) a conversation; false if it is not shown.
    bool selectConversation(const QString &conversationId);
    /// Moves to the next (or previous) conversation that needs the user, wrapping around.
    bool selectNextNeedingAttention(bool forward = true);
    void focusSearch();
    /// Clock for the "N s ago" texts (screenshots pin it).
    void setClock(std::function<QDateTime()> clock);

Q_SIGNALS:
    void conversationActivated(const QString &conversationId);
    /// The user asked to start a conversation (the shell opens the start dialog).
    void startRequested();

private:
    void buildFilterMenu();
    void refreshFacetCombos();
    void updateSummary();
    void showContextMenu(const QPoint &pos);
    void renameCurrent();
    void deleteCurrent();
    void applyDateFilter(int index);
    void handleSandboxLeftEmpty(const QString &sandboxId, const QString &removedConversationId);

    ConversationListModel *m_model = nullptr;
    ConversationFilterProxy *m_proxy = nullptr;
    ConversationDelegate *m_delegate = nullptr;
    QListView *m_view = nullptr;
    QLineEdit *m_search = nullptr;
    QToolButton *m_needsMe = nullptr;
    QToolButton *m_filterButton = nullptr;
    QToolButton *m_newButton = nullptr;
    QMenu *m_filterMenu = nullptr;
    QComboBox *m_repoCombo = nullptr;
    QComboBox *m_modelCombo = nullptr;
    QComboBox *m_sandboxCombo = nullptr;
    QComboBox *m_dateCombo = nullptr;
    QComboBox *m_sortCombo = nullptr;
    QLabel *m_summary = nullptr;
    QTimer *m_facetTimer = nullptr;
    QTimer *m_tick = nullptr;
    QPointer<Store> m_store;
    QPointer<ConversationCommands> m_commands;
    /// Conversation id -> what the user chose in the delete dialog for its sandbox if left empty.
    QHash<QString, bool> m_sandboxChoice;
    QSet<QString> m_askingAboutSandbox; ///< sandboxes with an "empty sandbox" question open
    std::function<QDateTime()> m_clock;
};

} // namespace Switchyard
