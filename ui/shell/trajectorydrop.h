// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QStringList>

class QMimeData;
class QWidget;

namespace Switchyard {

/// Trajectories (zip files or agent-server folders) dropped on a window: the window accepts the
/// drag when it carries one, and each dropped path is reported to be opened offline.
class TrajectoryDrop final : public QObject
{
    Q_OBJECT
public:
    /// Watches `window`'s drag and drop events (and lets it accept drops).
    explicit TrajectoryDrop(QWidget *window);

    /// The trajectories among the dragged URLs (local zip files and folders, absolute paths).
    [[nodiscard]] static QStringList trajectories(const QMimeData *mime);

Q_SIGNALS:
    void dropped(const QString &path);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace Switchyard
