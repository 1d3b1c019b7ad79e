// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/timeline/amberpanel.h"

#include <QList>
#include <QPointer>
#include <QString>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace Switchyard {

class ConflictRadarModel;

/// The conflict radar's banner above a timeline (issue 32): "This conversation and «other» both
/// wrote app.py in sandbox 1a2b…", one line per overlapping conversation (at most three), each with
/// a button that opens the other conversation. Hidden while there is no overlap. Plain text only.
class RadarBanner final : public AmberPanel
{
    Q_OBJECT
public:
    explicit RadarBanner(QWidget *parent = nullptr);

    void setRadar(ConflictRadarModel *radar);
    void setConversation(const QString &conversationId);
    /// Offline review: also say what the conversation touched (files, worktree-wide commands) when
    /// nothing overlaps.
    void setShowTouches(bool show);
    /// The lines shown (tests).
    [[nodiscard]] QList<QString> lines() const;

Q_SIGNALS:
    void openConversationRequested(const QString &conversationId);

private:
    void refresh();

    QPointer<ConflictRadarModel> m_radar;
    QString m_conversationId;
    bool m_showTouches = false;
    QVBoxLayout *m_rows = nullptr;
    QList<QWidget *> m_rowWidgets;
    QList<QString> m_lines;
};

} // namespace Switchyard
