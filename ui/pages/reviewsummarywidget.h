// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/trajectory/trajectorysummary.h"

#include <QPointer>
#include <QWidget>

class QFormLayout;
class QLabel;
class QListWidget;
class QTimer;

namespace Switchyard {

class StoreReader;

/// The offline review's own summary of a trajectory, in place of the server pages: duration,
/// turns, tokens and cost, files changed (double-click: its diff), errors and tools used. Follows
/// the store while the trajectory is being imported.
class ReviewSummaryWidget : public QWidget
{
    Q_OBJECT
public:
    explicit ReviewSummaryWidget(QWidget *parent = nullptr);

    void setStore(StoreReader *store);
    void setConversation(const QString &conversationId);
    [[nodiscard]] const TrajectorySummary &summary() const { return m_summary; }

Q_SIGNALS:
    void fileActivated(const QString &path);

private:
    void recompute();
    void display(const TrajectorySummary &s);

    QPointer<StoreReader> m_store;
    QString m_conversationId;
    TrajectorySummary m_summary;
    QTimer *m_debounce = nullptr;
    QLabel *m_duration = nullptr;
    QLabel *m_turns = nullptr;
    QLabel *m_usage = nullptr;
    QLabel *m_errors = nullptr;
    QLabel *m_tools = nullptr;
    QLabel *m_filesTitle = nullptr;
    QListWidget *m_files = nullptr;
};

} // namespace Switchyard
