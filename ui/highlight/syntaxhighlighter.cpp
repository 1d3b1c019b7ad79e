// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/highlight/syntaxhighlighter.h"

#include "ui/highlight/highlightengine.h"
#include "ui/highlight/highlightresult.h"
#include "ui/highlight/highlightservice.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTimer>

#include <vector>

namespace Switchyard {

namespace {
/// GUI-thread budget per slice of format application.
constexpr qint64 kSliceBudgetMs = 8;
} // namespace

struct SyntaxHighlighter::Private
{
    QString fileName;
    HighlightTheme theme = HighlightTheme::light();
    HighlightResult result;
    QList<QTextCharFormat> formats; ///< per result element
    QList<int> lineLengths; ///< of the snapshot the result belongs to
    std::vector<char> applied;
    QFutureWatcher<HighlightResult> watcher;
    QTimer restartTimer;
    QTimer applyTimer;
    int nextBlock = 0;
    int priorityFirst = -1;
    int priorityLast = -1;
    int batchEnd = -1; ///< highlightBlock keeps Qt going until this block
    int batchSize = 64;
    bool running = false;
    bool finished = false;
    bool applying = false;
};

SyntaxHighlighter *SyntaxHighlighter::create(QTextDocument *document, const QString &fileName)
{
    return new SyntaxHighlighter(document, fileName);
}

SyntaxHighlighter::SyntaxHighlighter(QTextDocument *document, const QString &fileName)
    : QSyntaxHighlighter(document)
    , d(std::make_unique<Private>())
{
    d->fileName = fileName;
    d->restartTimer.setSingleShot(true);
    d->restartTimer.setInterval(150);
    d->applyTimer.setInterval(0);
    connect(&d->restartTimer, &QTimer::timeout, this, &SyntaxHighlighter::start);
    connect(&d->applyTimer, &QTimer::timeout, this, &SyntaxHighlighter::applySlice);
    connect(&d->watcher, &QFutureWatcher<HighlightResult>::finished, this, [this] {
        d->running = false;
        if (d->watcher.isCanceled() || d->watcher.future().resultCount() == 0)
            return;
        d->result = d->watcher.future().result();
        d->formats.clear();
        for (const QString &e : std::as_const(d->result.elements))
            d->formats.append(d->theme.format(e));
        restartApply();
    });
    connect(document, &QTextDocument::contentsChange, this, [this](int, int removed, int added) {
        if (d->applying || (removed == 0 && added == 0))
            return;
        d->finished = false;
        d->restartTimer.start();
    });
    start();
}

SyntaxHighlighter::~SyntaxHighlighter()
{
    d->watcher.cancel();
}

void SyntaxHighlighter::start()
{
    QTextDocument *doc = document();
    if (!doc)
        return;
    d->watcher.cancel();
    d->finished = false;
    d->applyTimer.stop();
    const QStringList lines = doc->toPlainText().split(QLatin1Char('\n'));
    d->lineLengths.clear();
    d->lineLengths.reserve(lines.size());
    for (const QString &l : lines)
        d->lineLengths.append(static_cast<int>(l.size()));
    d->running = true;
    d->watcher.setFuture(HighlightService::highlight(d->fileName, lines));
}

void SyntaxHighlighter::restartApply()
{
    d->applied.assign(static_cast<size_t>(document() ? document()->blockCount() : 0), 0);
    d->nextBlock = 0;
    d->applyTimer.start();
}

void SyntaxHighlighter::applySlice()
{
    QTextDocument *doc = document();
    if (!doc) {
        d->applyTimer.stop();
        return;
    }
    QElapsedTimer clock;
    clock.start();
    const int count = doc->blockCount();
    if (static_cast<int>(d->applied.size()) != count)
        d->applied.resize(static_cast<size_t>(count), 0);
    auto lineNeedsWork = [&](int n) {
        if (d->applied[static_cast<size_t>(n)])
            return false;
        const bool hasTokens =
            n < d->result.lineCount() && d->result.lineFirstToken.at(n + 1) > d->result.lineFirstToken.at(n);
        if (hasTokens)
            return true;
        // No tokens: only blocks that still carry old formats need a pass.
        const QTextBlock b = doc->findBlockByNumber(n);
        return b.isValid() && b.layout() && !b.layout()->formats().isEmpty();
    };
    auto runBatch = [&](int first, int last) {
        // One rehighlightBlock() call formats [first, last]: highlightBlock keeps Qt going by
        // changing the block state until batchEnd.
        QTextBlock b = doc->findBlockByNumber(first);
        if (!b.isValid())
            return;
        d->batchEnd = last;
        d->applying = true;
        rehighlightBlock(b);
        d->applying = false;
        d->batchEnd = -1;
        for (int n = first; n <= last && n < count; ++n)
            d->applied[static_cast<size_t>(n)] = 1;
    };
    // The visible part first.
    if (d->priorityFirst >= 0) {
        const int first = std::max(0, d->priorityFirst);
        const int last = std::min(count - 1, d->priorityLast);
        int n = first;
        while (n <= last && !lineNeedsWork(n))
            ++n;
        if (n <= last)
            runBatch(n, last);
        d->priorityFirst = d->priorityLast = -1;
    }
    while (d->nextBlock < count && clock.elapsed() < kSliceBudgetMs) {
        while (d->nextBlock < count && !lineNeedsWork(d->nextBlock))
            ++d->nextBlock;
        if (d->nextBlock >= count)
            break;
        const int first = d->nextBlock;
        const int last = std::min(count - 1, first + d->batchSize - 1);
        QElapsedTimer batchClock;
        batchClock.start();
        runBatch(first, last);
        d->nextBlock = last + 1;
        // Aim for batches of about 2 ms.
        const qint64 ns = std::max<qint64>(1, batchClock.nsecsElapsed());
        const qint64 perBlock = ns / (last - first + 1);
        d->batchSize = static_cast<int>(std::clamp<qint64>(2'000'000 / std::max<qint64>(1, perBlock), 16, 4096));
    }
    if (d->nextBlock >= count) {
        d->applyTimer.stop();
        // An edit that is waiting for its restart is not finished: the blocks it changed are stale.
        if (!d->running && !d->finished && !d->restartTimer.isActive()) {
            d->finished = true;
            Q_EMIT highlightingFinished();
        }
    }
}

void SyntaxHighlighter::highlightBlock(const QString &text)
{
    const int n = currentBlock().blockNumber();
    if (n >= 0 && n < d->result.lineCount() && n < d->lineLengths.size() && d->lineLengths.at(n) == text.size()) {
        const int from = d->result.lineFirstToken.at(n);
        const int to = d->result.lineFirstToken.at(n + 1);
        for (int i = from; i < to; ++i) {
            const HighlightResult::Token &t = d->result.tokens.at(i);
            if (t.element >= 0 && t.element < d->formats.size())
                setFormat(t.start, t.length, d->formats.at(t.element));
        }
    }
    if (d->batchEnd >= 0 && n < d->batchEnd)
        setCurrentBlockState(currentBlockState() == 1 ? 2 : 1); // differs: Qt goes on to the next block
}

void SyntaxHighlighter::setFileName(const QString &fileName)
{
    if (d->fileName == fileName)
        return;
    d->fileName = fileName;
    start();
}

QString SyntaxHighlighter::fileName() const
{
    return d->fileName;
}

QString SyntaxHighlighter::language() const
{
    return d->result.language;
}

bool SyntaxHighlighter::isFinished() const
{
    return d->finished && !d->running && !d->restartTimer.isActive();
}

void SyntaxHighlighter::setTheme(const HighlightTheme &theme)
{
    d->theme = theme;
    d->formats.clear();
    for (const QString &e : std::as_const(d->result.elements))
        d->formats.append(d->theme.format(e));
    if (!d->result.elements.isEmpty()) {
        d->finished = false;
        // Every block with tokens needs its new colours.
        restartApply();
    }
}

void SyntaxHighlighter::setDarkPalette(bool dark)
{
    if (dark != d->theme.isDark() || d->formats.isEmpty())
        setTheme(dark ? HighlightTheme::dark() : HighlightTheme::light());
}

void SyntaxHighlighter::followPalette(const QPalette &palette)
{
    setDarkPalette(HighlightTheme::forPalette(palette).isDark());
}

const HighlightTheme &SyntaxHighlighter::theme() const
{
    return d->theme;
}

void SyntaxHighlighter::setPriorityRange(int firstBlock, int lastBlock)
{
    d->priorityFirst = firstBlock;
    d->priorityLast = lastBlock;
    if (!d->result.lineFirstToken.isEmpty() && !d->applyTimer.isActive()) {
        bool pending = false;
        for (int n = std::max(0, firstBlock); n <= lastBlock && n < static_cast<int>(d->applied.size()); ++n)
            if (!d->applied[static_cast<size_t>(n)]) {
                pending = true;
                break;
            }
        if (pending)
            d->applyTimer.start();
    }
}

QString SyntaxHighlighter::engineName()
{
    return HighlightEngine::engineName();
}

QString SyntaxHighlighter::elementAt(const QTextBlock &block, int position)
{
    if (!block.isValid() || !block.layout())
        return {};
    const QList<QTextLayout::FormatRange> ranges = block.layout()->formats();
    for (const QTextLayout::FormatRange &r : ranges)
        if (position >= r.start && position < r.start + r.length)
            return r.format.property(HighlightTheme::ElementNameProperty).toString();
    return {};
}

} // namespace Switchyard
