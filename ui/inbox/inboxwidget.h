// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

#include <functional>

class QComboBox;
class QDialog;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTreeView;

namespace Switchyard {

class ApprovalCommands;
class AskUserCommands;
class AskUserForm;
class WatchReader;
class ConflictRadarModel;
class InboxDelegate;
class InboxModel;
class StoreReader;
struct CommandOutcome;
struct InboxItem;

/// The attention inbox page (issue 29): every thing that waits for the user, in one list, triaged
/// from the keyboard —
///   j / k (or the arrows)  move;  x  select (Shift+J/K, Shift+arrows, Ctrl+A too)
///   a  approve: the current action, or the selected ones together (a confirmation lists every
///      action; never a HIGH one: those one at a time, the command shown in full)
///   r  reject with a reason (typed below, Enter sends, Escape goes back)
///   Enter  answer the question (the ask-user form; Enter in it sends), or open the conversation
///   o  open the conversation;  s  snooze (30 min);  g  group: none, repository, sandbox
/// The selected row's command in full (or its diff, or its questions) shows beside the list.
class InboxWidget final : public QWidget
{
    Q_OBJECT
public:
    static constexpr qint64 kSnoozeMs = 30 * 60 * 1000;

    explicit InboxWidget(QWidget *parent = nullptr);
    ~InboxWidget() override;

    /// None is owned; each may be null (read-only: approve, reject and answer are off).
    void setContext(StoreReader *store, ApprovalCommands *approvals, AskUserCommands *askUser);
    /// Watch rule hits that go to the inbox (issue 31; not owned; null: none).
    void setWatch(WatchReader *watch);
    /// The conflict radar (issue 32): a pending action that would overwrite another conversation's
    /// work in its sandbox says so on its row, before it is approved. Null: no warnings.
    void setRadar(ConflictRadarModel *radar);
    /// The warning shown on the row of `index` (empty: none).
    [[nodiscard]] QString warningOf(const QModelIndex &index) const;
    [[nodiscard]] InboxModel *model() const { return m_model; }
    [[nodiscard]] QTreeView *view() const { return m_view; }
    [[nodiscard]] AskUserForm *askUserForm() const { return m_form; }
    [[nodiscard]] QLineEdit *reasonEdit() const { return m_reason; }
    /// The open confirmation (batch or HIGH), or null.
    [[nodiscard]] QDialog *confirmation() const { return m_confirm; }
    /// The current row's key (empty: none).
    [[nodiscard]] QString currentKey() const;
    void setCurrentKey(const QString &key);
    /// The title of the page's tab: "Inbox (n)".
    [[nodiscard]] QString tabTitle() const;

Q_SIGNALS:
    void openConversationRequested(const QString &conversationId);
    /// tabTitle() changed.
    void tabTitleChanged(const QString &title);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildUi();
    QHBoxLayout *buildHeader();
    void buildList(QWidget *parent);
    QWidget *buildDetailPane(QWidget *parent);
    bool handleKey(QKeyEvent *event);
    void move(int delta, bool extend);
    void toggleSelected();
    void approve();
    void approveOne(const InboxItem &item);
    void approveBatch(const QList<const InboxItem *> &items);
    void startReject();
    void sendReject();
    void answerOrOpen();
    void openCurrent();
    void snoozeCurrent();
    void cycleGrouping();
    void showCurrent();
    void advancePast(const QString &key);
    void showOutcome(const CommandOutcome &outcome);
    [[nodiscard]] const InboxItem *currentItem() const;
    [[nodiscard]] QList<const InboxItem *> selectedItems() const;
    [[nodiscard]] QString statusOf(const QModelIndex &index) const;
    QDialog *makeConfirmation(const QString &title, const QString &question, const QString &listing,
                              const QString &acceptText, bool acceptIsDefault, std::function<void()> onAccept);

    QPointer<StoreReader> m_store;
    QPointer<ConflictRadarModel> m_radar;
    QPointer<ApprovalCommands> m_approvals;
    QPointer<AskUserCommands> m_askUser;
    InboxModel *m_model = nullptr;
    InboxDelegate *m_delegate = nullptr;
    QTreeView *m_view = nullptr;
    QLabel *m_heading = nullptr;
    QComboBox *m_grouping = nullptr;
    QLabel *m_keys = nullptr;
    QLabel *m_detailTitle = nullptr;
    QLabel *m_detailMeta = nullptr;
    QPlainTextEdit *m_detail = nullptr;
    AskUserForm *m_form = nullptr;
    QWidget *m_rejectRow = nullptr;
    QLineEdit *m_reason = nullptr;
    QLabel *m_message = nullptr;
    QPointer<QDialog> m_confirm;
    QString m_rejectKey;
    QString m_answerKey;
};

} // namespace Switchyard
