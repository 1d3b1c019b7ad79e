// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "While you were away" (issue 31): the digest AwayTracker offers on start and when the window
// comes back after half an hour or more — one line per kind (finished, waiting and the longest
// wait, errors, cost spent, sandboxes paused or deleted, watch rule hits). Non-modal and
// dismissible; activating a line asks for the conversation list filtered to exactly the
// conversations it counts (lineActivated). Plain text only.

#include "models/attention/awaydigest.h"

#include <QDialog>

class QLabel;
class QVBoxLayout;

namespace Switchyard {

class AwayDigestDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit AwayDigestDialog(QWidget *parent = nullptr);
    ~AwayDigestDialog() override;
    Q_DISABLE_COPY_MOVE(AwayDigestDialog)

    /// Shows `digest` (replacing the one shown).
    void setDigest(const AwayDigest &digest);
    /// The line buttons, in order (tests click them).
    [[nodiscard]] QList<QWidget *> lineButtons() const { return m_buttons; }

Q_SIGNALS:
    void lineActivated(const QSet<QString> &conversationIds, const QString &label);

private:
    QLabel *m_head = nullptr;
    QVBoxLayout *m_lines = nullptr;
    QList<QWidget *> m_buttons;
};

} // namespace Switchyard
