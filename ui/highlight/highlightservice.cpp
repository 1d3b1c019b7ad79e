// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/highlight/highlightservice.h"

#include "ui/highlight/highlightengine.h"

#include <QMutex>
#include <QPromise>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <memory>

namespace Switchyard {

namespace {

QThreadPool *pool()
{
    static QThreadPool *p = [] {
        auto *tp = new QThreadPool; // lives for the whole process, like the engine it serves
        tp->setMaxThreadCount(1);
        tp->setExpiryTimeout(-1);
        return tp;
    }();
    return p;
}

/// Only ever touched from the pool's single thread; the mutex documents and enforces it. Never
/// destroyed: a job may still be winding down on the worker while the process exits.
HighlightEngine *engine()
{
    static HighlightEngine *e = HighlightEngine::create().release();
    return e;
}

QMutex &engineMutex()
{
    static QMutex m;
    return m;
}

HighlightResult run(const QString &fileName, const QStringList &lines, int maxLineLength,
                    const std::function<bool()> &isCancelled)
{
    QMutexLocker lock(&engineMutex());
    HighlightEngine *e = engine();
    if (!e) {
        HighlightResult r;
        for (qsizetype i = 0; i <= lines.size(); ++i)
            r.lineFirstToken.append(0);
        return r;
    }
    const QString language = e->languageForFileName(fileName);
    return e->highlight(language, lines, isCancelled, maxLineLength);
}

} // namespace

QFuture<HighlightResult> HighlightService::highlight(const QString &fileName, const QStringList &lines,
                                                     int maxLineLength)
{
    return QtConcurrent::run(pool(), [fileName, lines, maxLineLength](QPromise<HighlightResult> &promise) {
        if (promise.isCanceled())
            return;
        HighlightResult r = run(fileName, lines, maxLineLength, [&promise] {
            return promise.isCanceled();
        });
        promise.addResult(std::move(r));
    });
}

HighlightResult HighlightService::highlightNow(const QString &fileName, const QStringList &lines)
{
    QFuture<HighlightResult> f = highlight(fileName, lines);
    f.waitForFinished();
    return f.resultCount() > 0 ? f.result() : HighlightResult{};
}

QString HighlightService::languageForFileName(const QString &fileName)
{
    QFuture<QString> f = QtConcurrent::run(pool(), [fileName] {
        QMutexLocker lock(&engineMutex());
        HighlightEngine *e = engine();
        return e ? e->languageForFileName(fileName) : QString();
    });
    f.waitForFinished();
    return f.result();
}

} // namespace Switchyard
