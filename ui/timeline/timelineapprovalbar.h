// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;
class QLineEdit;
class QPushButton;
class QTextBrowser;

namespace Switchyard {

/// In-place steering: shown when the conversation waits for confirmation. Shows the pending
/// action(s) in full (command or edit), the security risk, and Approve / Reject-with-reason
/// buttons (Ctrl+Return / Ctrl+Shift+Return). After one click both buttons stay disabled until
/// the pending action changes or the command fails (no double submission).
class TimelineApprovalBar : public QFrame
{
    Q_OBJECT
public:
    explicit TimelineApprovalBar(QWidget *parent = nullptr);

    /// What is pending: `key` identifies it (a new key re-arms the buttons), `html` is its card,
    /// `riskText`/`riskColor` the highest risk among the pending actions.
    void setPending(const QString &key, const QString &html, const QString &riskText, const QString &riskColor,
                    int actionCount);
    void clearPending();
    [[nodiscard]] QString pendingKey() const;
    /// The command failed: allow another try.
    void submissionFailed(const QString &message);
    [[nodiscard]] bool isSubmitted() const;

    [[nodiscard]] QPushButton *approveButton() const;
    [[nodiscard]] QPushButton *rejectButton() const;
    [[nodiscard]] QLineEdit *reasonEdit() const;

Q_SIGNALS:
    void approveClicked();
    void rejectClicked(const QString &reason);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateColors();
    bool m_updatingColors = false;
    void submit(bool approve);

    QLabel *m_title = nullptr;
    QLabel *m_risk = nullptr;
    QLabel *m_status = nullptr;
    QTextBrowser *m_card = nullptr;
    QLineEdit *m_reason = nullptr;
    QPushButton *m_approve = nullptr;
    QPushButton *m_reject = nullptr;
    QString m_key;
    bool m_submitted = false;
};

} // namespace Switchyard
