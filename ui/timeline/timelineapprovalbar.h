// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/timeline/amberpanel.h"

class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QTextBrowser;
class QToolButton;

namespace Switchyard {

/// In-place steering: shown when the conversation waits for confirmation. One slim row: the
/// security risk, the pending command in one line, Approve / Reject-with-reason buttons
/// (Ctrl+Return / Ctrl+Shift+Return); "Details" shows the pending action(s) in full (command or
/// edit), and does so by itself when one line cannot show them (several actions, a command of several
/// lines). After one click both buttons stay disabled until
/// the pending action changes or the command fails (no double submission).
class TimelineApprovalBar : public AmberPanel
{
    Q_OBJECT
public:
    explicit TimelineApprovalBar(QWidget *parent = nullptr);

    /// What is pending: `key` identifies it (a new key re-arms the buttons), `summary` the first
    /// action in plain text (its command), `html` the card(s) in full, `riskText`/`riskColor` the
    /// highest risk among the pending actions.
    void setPending(const QString &key, const QString &summary, const QString &html, const QString &riskText,
                    const QString &riskColor, int actionCount);
    /// The security analyzer's verdict on the pending action(s), in one line of plain text beside
    /// the risk (empty: none, hidden).
    void setVerdict(const QString &text, const QString &color);
    [[nodiscard]] QString verdictText() const;
    /// The conflict radar's warning (issue 32): approving would overwrite another conversation's
    /// work in the sandbox; one line above the buttons (empty: none, hidden).
    void setConflictWarning(const QString &text);
    [[nodiscard]] QString conflictWarningText() const;
    void clearPending();
    [[nodiscard]] QString pendingKey() const;
    /// The command failed: allow another try.
    void submissionFailed(const QString &message);
    [[nodiscard]] bool isSubmitted() const;

    [[nodiscard]] QPushButton *approveButton() const;
    [[nodiscard]] QPushButton *rejectButton() const;
    [[nodiscard]] QLineEdit *reasonEdit() const;
    /// The one-line summary (before eliding) and whether the full card is open.
    [[nodiscard]] QString summaryText() const;
    [[nodiscard]] bool isDetailShown() const;

Q_SIGNALS:
    void approveClicked();
    void rejectClicked(const QString &reason);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void submit(bool approve);
    void updateSummary();
    QHBoxLayout *buildRow();
    void buildCard();
    void connectButtons();

    QLabel *m_title = nullptr;
    QLabel *m_risk = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_conflict = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_summary = nullptr;
    QToolButton *m_details = nullptr;
    QString m_summaryFull;
    QTextBrowser *m_card = nullptr;
    QLineEdit *m_reason = nullptr;
    QPushButton *m_approve = nullptr;
    QPushButton *m_reject = nullptr;
    QString m_key;
    bool m_submitted = false;
};

} // namespace Switchyard
