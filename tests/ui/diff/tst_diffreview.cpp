// SPDX-License-Identifier: GPL-3.0-or-later
// Review comments in the Changes tab (issue 30 part A): a drag over the diff's line numbers selects
// lines, C opens the inline editor, the comment joins the draft (a real store) with a marker in the
// gutter; the panel lists it, the preview shows the exact message as plain text; after the agent's
// next edit of those lines the comment is marked outdated and kept. SWITCHYARD_REVIEW_PNG=<prefix>
// saves the widget at 1366x768 (<prefix>-draft.png, <prefix>-outdated.png).
#include "models/commands/conversationcommands.h"
#include "models/commands/reviewcommands.h"
#include "models/review/reviewlocator.h"
#include "models/review/reviewmessage.h"
#include "models/store/store.h"
#include "models/store/storereviewreader.h"
#include "models/workspace/workspaceservice.h"
#include "ui/diff/changeswidget.h"
#include "ui/diff/codeview.h"
#include "ui/diff/diffview.h"
#include "ui/diff/fileviewerwidget.h"
#include "ui/diff/githandoffbar.h"
#include "ui/diff/reviewcommenteditor.h"
#include "ui/diff/reviewpanel.h"

#include <QDialog>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>
#include <QToolButton>

using namespace Switchyard;

namespace {

const QString kConversationId = QStringLiteral("b3f9c2e47b1d4e6f8a0b5c9d2e7f1a35");

const QString kOld = QStringLiteral("import sys\n\n\ndef parse(text):\n    if not text:\n        raise "
                                    "ValueError(\"empty input\")\n    return text.split(\",\")\n\n\ndef main():\n"
                                    "    print(parse(sys.argv[1]))\n");
const QString kNew = QStringLiteral("import sys\n\n\ndef parse(text):\n    if not text:\n        return []\n"
                                    "    return [p.strip() for p in text.split(\",\")]\n\n\ndef main():\n"
                                    "    print(parse(sys.argv[1]))\n");

Conversation conversation()
{
    Conversation c;
    c.id = kConversationId;
    c.selectedRepository = QStringLiteral("acme/demo-repo");
    c.tags.insert(QStringLiteral("archiveworkspacepath"), QStringLiteral("/workspace/project/") + kConversationId);
    return c;
}

Event edit(const QString &id, const QString &path, const QString &before, const QString &after)
{
    Event e;
    e.id = id;
    e.kind = QStringLiteral("ObservationEvent");
    ObservationPayload obs;
    obs.observationKind = QStringLiteral("FileEditorObservation");
    obs.path = path;
    obs.oldContent = before;
    obs.newContent = after;
    obs.prevExist = true;
    e.payload = obs;
    return e;
}

QPoint gutterPoint(DiffView *view, bool newSide, int line)
{
    const int row = view->rowOfLine(newSide, line);
    const int lh = view->fontMetrics().lineSpacing() + 2;
    return {4, (row - view->firstVisibleRow()) * lh + lh / 2};
}

void drag(DiffView *view, const QPoint &from, const QPoint &to)
{
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, from);
    QMouseEvent move(QEvent::MouseMove, QPointF(to), view->viewport()->mapToGlobal(QPointF(to)), Qt::NoButton,
                     Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view->viewport(), &move);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, to);
}

void keep(QWidget *w, const QString &suffix)
{
    const QString prefix = qEnvironmentVariable("SWITCHYARD_REVIEW_PNG");
    if (prefix.isEmpty())
        return;
    QVERIFY(w->grab().save(prefix + QLatin1Char('-') + suffix + QStringLiteral(".png")));
}

} // namespace

class TestDiffReview : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(QStringLiteral("diff/sideBySide"));
    }

    void selectCommentMarkPreviewAndOutdate()
    {
        auto store = Store::openInMemory();
        ReviewCommands review(nullptr, store.get());
        StoreReviewReader reader(store.get());
        ChangesWidget w;
        w.resize(1366, 768);
        w.setStore(store.get());
        w.setReview(&review, &reader);
        w.setConversation(kConversationId);
        w.service()->setConversationRecord(conversation());
        const QString file = w.service()->repositoryRoot() + QStringLiteral("/src/app.py");
        w.service()->setEvents({edit(QStringLiteral("e1"), file, kOld, kNew)});
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        DiffView *view = w.diffView();
        QTRY_VERIFY(view->hasDiff());
        QCOMPARE(w.currentPath(), QStringLiteral("src/app.py"));
        QVERIFY(view->isCommentingEnabled());
        QVERIFY(w.reviewPanel()->isVisible());
        QVERIFY(!w.reviewPanel()->sendButton()->isEnabled());

        // Drag over the new side's line numbers: lines 6-7 ("return []" and the list).
        view->expandAll();
        drag(view, gutterPoint(view, true, 5), gutterPoint(view, true, 6));
        QCOMPARE(view->selectedLines(), (DiffLineSelection{true, 5, 6}));
        QSignalSpy requested(view, &DiffView::commentRequested);
        QTest::keyClick(view, Qt::Key_C);
        QCOMPARE(requested.size(), 1);
        ReviewCommentEditor *editor = w.commentEditor();
        QVERIFY(editor->isVisible());
        QTest::keyClicks(editor->editor(), QStringLiteral("Keep raising: callers rely on it."));
        keep(&w, QStringLiteral("editor"));
        QTest::mouseClick(editor->submitButton(), Qt::LeftButton);
        QVERIFY(!editor->isVisible());

        const QList<ReviewComment> draft = store->reviewDraft(kConversationId);
        QCOMPARE(draft.size(), 1);
        QCOMPARE(draft.first().anchor.path, QStringLiteral("src/app.py"));
        QCOMPARE(draft.first().anchor.startLine, 6);
        QCOMPARE(draft.first().anchor.endLine, 7);
        QCOMPARE(draft.first().anchor.quoted.first(), QStringLiteral("        return []"));
        QCOMPARE(draft.first().body, QStringLiteral("Keep raising: callers rely on it."));
        QTRY_COMPARE(view->commentMarkers().size(), 1);
        QCOMPARE(view->commentMarkers().first().firstLine, 5);
        QVERIFY(!view->commentMarkers().first().outdated);
        QCOMPARE(w.reviewPanel()->list()->count(), 1);
        QVERIFY(w.reviewPanel()->headline().contains(QLatin1String("1 comment")));
        QVERIFY(w.reviewPanel()->sendButton()->isEnabled());

        // The preview: the exact message, plain text.
        w.reviewPanel()->showPreview();
        auto *dialog = w.reviewPanel()->findChild<QDialog *>(QStringLiteral("reviewPreview"));
        QVERIFY(dialog);
        const QString shown = dialog->findChild<QPlainTextEdit *>()->toPlainText();
        QCOMPARE(shown, ReviewMessage::compose(draft));
        QVERIFY(shown.contains(QStringLiteral("src/app.py:L6-L7\n```py\n        return []\n")));
        dialog->close();
        keep(&w, QStringLiteral("draft"));

        // The agent's next edit changes those lines: outdated, kept, placed where they were.
        QString newer = kNew;
        newer.replace(QStringLiteral("        return []"), QStringLiteral("        raise ValueError(\"empty\")"));
        w.service()->setEvents(
            {edit(QStringLiteral("e1"), file, kOld, kNew), edit(QStringLiteral("e2"), file, kNew, newer)});
        QTRY_VERIFY(!view->commentMarkers().isEmpty() && view->commentMarkers().first().outdated);
        QVERIFY(w.reviewLocator()->isOutdated(draft.first().id));
        QCOMPARE(store->reviewDraft(kConversationId).size(), 1);
        QVERIFY(w.reviewPanel()->list()->item(0)->text().contains(QLatin1String("(outdated)")));
        QVERIFY(w.reviewPanel()->headline().contains(QLatin1String("1 outdated")));
        keep(&w, QStringLiteral("outdated"));
    }

    void sideBySideCommentsOnTheOldSide()
    {
        auto store = Store::openInMemory();
        ReviewCommands review(nullptr, store.get());
        StoreReviewReader reader(store.get());
        ChangesWidget w;
        w.resize(1366, 768);
        w.setStore(store.get());
        w.setReview(&review, &reader);
        w.setConversation(kConversationId);
        w.service()->setConversationRecord(conversation());
        const QString file = w.service()->repositoryRoot() + QStringLiteral("/src/app.py");
        w.service()->setEvents({edit(QStringLiteral("e1"), file, kOld, kNew)});
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        DiffView *view = w.diffView();
        QTRY_VERIFY(view->hasDiff());
        view->setMode(DiffView::Mode::SideBySide);
        view->expandAll();
        // The left half's line numbers: the old side.
        drag(view, gutterPoint(view, false, 5), gutterPoint(view, false, 5));
        QCOMPARE(view->selectedLines(), (DiffLineSelection{false, 5, 5}));
        view->requestComment();
        QVERIFY(w.commentEditor()->isVisible());
        w.commentEditor()->editor()->setPlainText(QStringLiteral("Why drop the error?"));
        w.commentEditor()->submit();
        const QList<ReviewComment> draft = store->reviewDraft(kConversationId);
        QCOMPARE(draft.size(), 1);
        QCOMPARE(draft.first().anchor.side, ReviewAnchor::Side::Old);
        QCOMPARE(draft.first().anchor.quoted, QStringList{QStringLiteral("        raise ValueError(\"empty input\")")});
        QVERIFY(ReviewMessage::compose(draft).contains(QLatin1String("(removed lines, before your changes)")));
        view->setMode(DiffView::Mode::Unified);
        // Deleting it empties the draft; discarding an empty draft is refused.
        QVERIFY(review.deleteComment(draft.first().id));
        QVERIFY(store->reviewDraft(kConversationId).isEmpty());
        QVERIFY(!review.discardDraft(kConversationId));
    }

    void fileViewerCommentsOnSelectedLines()
    {
        auto store = Store::openInMemory();
        ReviewCommands review(nullptr, store.get());
        StoreReviewReader reader(store.get());
        ChangesWidget w;
        w.resize(1366, 768);
        w.setStore(store.get());
        w.setReview(&review, &reader);
        w.setConversation(kConversationId);
        w.service()->setConversationRecord(conversation());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        FileViewerWidget *viewer = w.fileViewer();
        viewer->setText(QStringLiteral("src/app.py"), kNew);
        CodeView *code = viewer->editor();
        QVERIFY(code->isCommentingEnabled());
        // Select lines 4-5 ("def parse" and "if not text").
        QTextCursor c(code->document()->findBlockByNumber(3));
        c.setPosition(code->document()->findBlockByNumber(4).position() + 3, QTextCursor::KeepAnchor);
        code->setTextCursor(c);
        QCOMPARE(code->selectedLines(), qMakePair(3, 4));
        QSignalSpy requested(code, &CodeView::commentRequested);
        code->requestComment();
        QCOMPARE(requested.size(), 1);
        QVERIFY(w.fileCommentEditor()->isVisible());
        w.fileCommentEditor()->editor()->setPlainText(QStringLiteral("Type the argument."));
        w.fileCommentEditor()->submit();
        const QList<ReviewComment> draft = store->reviewDraft(kConversationId);
        QCOMPARE(draft.size(), 1);
        QCOMPARE(draft.first().anchor.path, QStringLiteral("src/app.py"));
        QCOMPARE(draft.first().anchor.side, ReviewAnchor::Side::New);
        QCOMPARE(draft.first().anchor.quoted,
                 (QStringList{QStringLiteral("def parse(text):"), QStringLiteral("    if not text:")}));
        QTRY_COMPARE(code->commentMarkers().size(), 1);
        QCOMPARE(code->commentMarkers().first().firstLine, 3);
        keep(&w, QStringLiteral("file"));
    }

    void gitHandOffAsksWhereTheSandboxRuns()
    {
        auto store = Store::openInMemory();
        ConversationCommands commands(nullptr, store.get());
        Conversation c = conversation();
        c.sandboxStatus = SandboxStatus::Running;
        c.prNumbers = {12};
        store->applyConversations({c}, 1);
        store->waitForWrites();
        ChangesWidget w;
        w.resize(1366, 768);
        w.setStore(store.get());
        w.setGitCommands(&commands);
        w.setConversation(kConversationId);
        GitHandOffBar *bar = w.gitBar();
        QVERIFY2(bar->disabledReason().isEmpty(), qPrintable(bar->disabledReason()));
        QVERIFY(bar->commitButton()->isEnabled() && bar->pushButton()->isEnabled());
        QVERIFY(bar->pullRequestButton()->isEnabled());
        // The record's pull request: a button with the validated link.
        QCOMPARE(bar->pullRequestLinks().size(), 1);
        QCOMPARE(bar->pullRequestLinks().first()->text(), QStringLiteral("PR #12 \u2197"));
        QVERIFY(bar->pullRequestLinks().first()->toolTip().contains(
            QLatin1String("https://github.com/acme/demo-repo/pull/12")));
        keep(&w, QStringLiteral("git"));

        // Paused: disabled, and the tooltip says why.
        c.sandboxStatus = SandboxStatus::Paused;
        store->applyConversations({c}, 2);
        store->waitForWrites();
        QTRY_VERIFY(!bar->commitButton()->isEnabled());
        QVERIFY(bar->commitButton()->toolTip().contains(QLatin1String("not running")));
        // No repository: nothing to hand to git.
        c.sandboxStatus = SandboxStatus::Running;
        c.selectedRepository.clear();
        store->applyConversations({c}, 3);
        store->waitForWrites();
        QTRY_VERIFY(bar->pullRequestButton()->toolTip().contains(QLatin1String("no repository")));
        QVERIFY(!bar->pullRequestButton()->isEnabled());
    }
};

QTEST_MAIN(TestDiffReview)
#include "tst_diffreview.moc"
