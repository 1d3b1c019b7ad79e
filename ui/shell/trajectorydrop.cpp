// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/trajectorydrop.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMimeData>
#include <QUrl>
#include <QWidget>

namespace Switchyard {

TrajectoryDrop::TrajectoryDrop(QWidget *window)
    : QObject(window)
{
    window->setAcceptDrops(true);
    window->installEventFilter(this);
}

QStringList TrajectoryDrop::trajectories(const QMimeData *mime)
{
    QStringList paths;
    if (!mime || !mime->hasUrls())
        return paths;
    const QList<QUrl> urls = mime->urls();
    for (const QUrl &url : urls) {
        const QFileInfo info(url.toLocalFile());
        if (url.isLocalFile()
            && (info.isDir() || info.suffix().compare(QLatin1String("zip"), Qt::CaseInsensitive) == 0))
            paths.append(info.absoluteFilePath());
    }
    return paths;
}

bool TrajectoryDrop::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != parent())
        return false;
    // The window's own drag handlers are not asked: they would ignore what is accepted here.
    if (event->type() == QEvent::DragEnter) {
        auto *enter = static_cast<QDragEnterEvent *>(event);
        if (!trajectories(enter->mimeData()).isEmpty())
            enter->acceptProposedAction();
        return true;
    }
    if (event->type() == QEvent::Drop) {
        auto *drop = static_cast<QDropEvent *>(event);
        const QStringList paths = trajectories(drop->mimeData());
        for (const QString &path : paths)
            Q_EMIT dropped(path);
        if (!paths.isEmpty())
            drop->acceptProposedAction();
        return true;
    }
    return false;
}

} // namespace Switchyard
