// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/timeline/amberpanel.h"

#include <QPointer>

class QLabel;
class QPushButton;

namespace Switchyard {

class SyncCommands;
class TimelineModel;

/// The line at the top of the timeline when the older page a scroll to the top asked for failed
/// (issue 28 item 5): "Could not load older events: <reason>." and Retry, which asks again through
/// SyncCommands (scrolling to the top again asks too). It follows TimelineModel::olderPageError()
/// and hides itself when it is empty. The reason is the server's or the network's: plain text.
class OlderPageBar : public AmberPanel
{
    Q_OBJECT
public:
    OlderPageBar(TimelineModel *model, QWidget *parent);

    /// Retry goes through it (null: no Retry, e.g. offline review).
    void setCommands(SyncCommands *commands);
    void setConversation(const QString &conversationId);
    [[nodiscard]] QLabel *message() const { return m_text; }
    [[nodiscard]] QPushButton *retryButton() const { return m_retry; }

private:
    void showError(const QString &error);
    void retry();

    QPointer<TimelineModel> m_model;
    QPointer<SyncCommands> m_commands;
    QString m_conversationId;
    QLabel *m_text = nullptr;
    QPushButton *m_retry = nullptr;
};

} // namespace Switchyard
