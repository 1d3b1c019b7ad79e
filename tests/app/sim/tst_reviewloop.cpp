// SPDX-License-Identifier: GPL-3.0-or-later
// A review end to end (issue 30 part A), over real HTTP against the simulator
// (Test::LoopbackStack: simulator -> ApiClient -> SyncEngine -> Store file -> ReviewCommands):
// a comment on a changed line of the diff -> "Send review" posts ONE message that quotes the file,
// the line range, the code and the comment -> the simulator's agent edits those lines -> after the
// re-diff the comment is outdated (kept, with its original code). The draft survives a reopen of
// the store file; a sent review is never sent again; a refused send puts the draft back.

#include "app/sim/simulator.h"
#include "models/commands/reviewcommands.h"
#include "models/review/reviewanchor.h"
#include "models/review/reviewlocator.h"
#include "models/store/store.h"
#include "models/store/storereviewreader.h"
#include "models/sync/syncengine.h"
#include "models/workspace/workspaceservice.h"
#include "testutils/sim/loopbackstack.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {

constexpr int kWaitMs = 20000;
const QString kFile = QStringLiteral("src/app.py");

Test::LoopbackOptions options()
{
    Test::LoopbackOptions o;
    o.generation(Sim::ServerGeneration::Newer).rateLimit(false);
    o.sim.autoAdvance = false;
    o.recordRequests = true;
    o.timing.listMs = 150;
    o.timing.sandboxesMs = 150;
    o.timing.openActiveMs = 200;
    o.timing.openIdleMs = 200;
    o.timing.backgroundEventsMs = 300;
    o.timing.settingsMs = 60000;
    return o;
}

QString add(Test::LoopbackStack &s)
{
    Sim::ConversationSpec spec;
    spec.script = QStringLiteral("fix_tests");
    spec.repository = QStringLiteral("acme-corp/payments-api");
    spec.title = QStringLiteral("Fix the tests");
    return s.sim().addConversation(spec);
}

int sendMessagePosts(const Test::LoopbackStack &s)
{
    int n = 0;
    for (const QUrl &u : s.requests())
        n += u.path().endsWith(QLatin1String("/send-message")) ? 1 : 0;
    return n;
}

/// The file's diff as the client computes it now (a re-diff: /git/diff again).
std::optional<FileDiff> diffOf(WorkspaceService &service, const QString &path)
{
    QSignalSpy ready(&service, &WorkspaceService::diffReady);
    service.requestDiff(path);
    if (!ready.wait(kWaitMs))
        return std::nullopt;
    for (const QList<QVariant> &args : std::as_const(ready)) {
        if (args.at(0).toString() == path)
            return args.at(1).value<FileDiff>();
    }
    return std::nullopt;
}

int lineContaining(const SplitText &text, const QString &needle)
{
    for (int i = 0; i < text.lineCount(); ++i) {
        if (text.lines.at(i).contains(needle))
            return i + 1;
    }
    return -1;
}

} // namespace

class TestReviewLoop : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void reviewIsOneMessageAndTheAgentsEditMakesItOutdated()
    {
        Test::LoopbackStack s(options());
        QVERIFY(s.isListening());
        const QString id = add(s);
        QVERIFY(s.connect());
        s.sync()->setOpenConversation(id);
        QTRY_VERIFY_WITH_TIMEOUT(s.store()->findConversation(id) != nullptr, kWaitMs);

        WorkspaceService service;
        service.setCommands(s.workspace());
        service.setStore(s.store());
        service.setConversation(id);
        QTRY_VERIFY_WITH_TIMEOUT(service.statusOf(kFile).value() != GitChangeStatus::Unknown, kWaitMs);
        const auto before = diffOf(service, kFile);
        QVERIFY(before.has_value());
        const int line = lineContaining(before->newText(), QStringLiteral("return []"));
        QVERIFY(line > 0);

        StoreReviewReader reader(s.store());
        ReviewLocator locator;
        locator.setReader(&reader);
        locator.setConversation(id);
        ReviewCommands review(s.client(), s.store());
        QSignalSpy finished(&review, &ReviewCommands::finished);
        const ReviewAnchor anchor =
            ReviewAnchors::make(kFile, ReviewAnchor::Side::New, before->newText(), line, line, service.ref());
        const QString commentId = review.addComment(id, anchor, QStringLiteral("Say which input was empty."));
        QVERIFY(!commentId.isEmpty());
        locator.updateDiff(kFile, *before);
        QVERIFY(!locator.isOutdated(commentId));
        QCOMPARE(s.store()->reviewDraft(id).size(), 1);

        const QString preview = review.preview(id, locator.outdatedMap());
        QVERIFY(preview.contains(QStringLiteral("src/app.py:L%1-L%1\n```py\n").arg(line)));
        QVERIFY(preview.contains(QStringLiteral("Say which input was empty.")));

        finished.clear();
        const int postsBefore = sendMessagePosts(s);
        QVERIFY(review.sendReview(id, locator.outdatedMap()));
        // The draft is left at once: a second click has nothing to send.
        QVERIFY(s.store()->reviewDraft(id).isEmpty());
        QVERIFY(!review.sendReview(id));
        QTRY_VERIFY_WITH_TIMEOUT(finished.size() == 2, kWaitMs);
        const auto sent = finished.at(1).at(0).value<CommandOutcome>();
        QCOMPARE(sent.command, ReviewCommands::kSendCommand);
        QVERIFY2(sent.ok(), qPrintable(sent.message));
        QCOMPARE(sendMessagePosts(s), postsBefore + 1);
        QCOMPARE(s.store()->reviewComment(commentId)->state, ReviewComment::State::Sent);

        // The agent answers with an edit of the quoted line.
        for (int i = 0;
             i < 60 && !s.sim().eventIds(id).isEmpty() && s.sim().executionStatus(id) == QLatin1String("running"); ++i)
            s.sim().advanceClock(std::chrono::seconds(2));
        QTRY_VERIFY_WITH_TIMEOUT(s.sim().executionStatus(id) != QLatin1String("running"), kWaitMs);
        // The re-diff (a refresh reads /git/changes and each file's /git/diff again).
        service.refresh();
        std::optional<FileDiff> after;
        QTRY_VERIFY_WITH_TIMEOUT((after = diffOf(service, kFile))
                                     && lineContaining(after->newText(), QStringLiteral("# review: Say which input"))
                                         > 0,
                                 kWaitMs);
        // Outdated, with its original code: relocated against the new text as a draft would be.
        const ReviewLocation loc = ReviewAnchors::locate(anchor, after->newText());
        QVERIFY(loc.outdated);
        QCOMPARE(loc.startLine, line);
        QCOMPARE(sendMessagePosts(s), postsBefore + 1); // never twice
    }

    void draftCommentIsOutdatedAfterTheAgentEditsItsLines()
    {
        // A comment still in the draft when the agent changes its lines: marked outdated, kept.
        Test::LoopbackStack s(options());
        QVERIFY(s.isListening());
        const QString id = add(s);
        QVERIFY(s.connect());
        s.sync()->setOpenConversation(id);
        QTRY_VERIFY_WITH_TIMEOUT(s.store()->findConversation(id) != nullptr, kWaitMs);
        WorkspaceService service;
        service.setCommands(s.workspace());
        service.setStore(s.store());
        service.setConversation(id);
        QTRY_VERIFY_WITH_TIMEOUT(service.statusOf(kFile).value() != GitChangeStatus::Unknown, kWaitMs);
        const auto before = diffOf(service, kFile);
        QVERIFY(before.has_value());
        const int line = lineContaining(before->newText(), QStringLiteral("return []"));
        StoreReviewReader reader(s.store());
        ReviewLocator locator;
        locator.setReader(&reader);
        locator.setConversation(id);
        QObject::connect(&service, &WorkspaceService::diffReady, &locator, &ReviewLocator::updateDiff);
        ReviewCommands review(s.client(), s.store());
        const QString first =
            review.addComment(id, ReviewAnchors::make(kFile, ReviewAnchor::Side::New, before->newText(), line, line),
                              QStringLiteral("first"));
        // A second review (sent by another comment) makes the agent edit the first one's line.
        const QString other =
            review.addComment(id, ReviewAnchors::make(kFile, ReviewAnchor::Side::New, before->newText(), line, line),
                              QStringLiteral("second"));
        QVERIFY(!first.isEmpty() && !other.isEmpty());
        QVERIFY(review.deleteComment(first));
        QSignalSpy finished(&review, &ReviewCommands::finished);
        QVERIFY(review.sendReview(id));
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), kWaitMs);
        const QString kept =
            review.addComment(id, ReviewAnchors::make(kFile, ReviewAnchor::Side::New, before->newText(), line, line),
                              QStringLiteral("kept in the draft"));
        for (int i = 0; i < 60 && s.sim().executionStatus(id) == QLatin1String("running"); ++i)
            s.sim().advanceClock(std::chrono::seconds(2));
        QTRY_VERIFY_WITH_TIMEOUT(s.sim().executionStatus(id) != QLatin1String("running"), kWaitMs);
        service.refresh(); // the re-diff: every changed file's diff read again, the locator follows
        QTRY_VERIFY_WITH_TIMEOUT(locator.isOutdated(kept), kWaitMs);
        QCOMPARE(s.store()->reviewDraft(id).size(), 1); // kept, not lost
        QVERIFY(review.preview(id, locator.outdatedMap())
                    .contains(QStringLiteral("(these lines changed since the comment was written)")));
    }

    void draftSurvivesAStoreReopen()
    {
        Test::LoopbackStack s(options());
        QVERIFY(s.isListening());
        const QString id = add(s);
        QVERIFY(s.connect());
        const SplitText text = SplitText::split(QStringLiteral("a\nb\nc\nd\n"));
        ReviewAnchor anchor = ReviewAnchors::make(kFile, ReviewAnchor::Side::Old, text, 2, 3, QStringLiteral("main"));
        QString commentId;
        QString sentId;
        {
            ReviewCommands review(s.client(), s.store());
            commentId = review.addComment(id, anchor, QStringLiteral("Why was this removed?"));
            QVERIFY(!commentId.isEmpty());
            QVERIFY(review.editComment(commentId, QStringLiteral("Why were these removed?")));
            ReviewComment sending = *s.store()->reviewComment(commentId);
            sending.id = QStringLiteral("sending-1");
            sending.state = ReviewComment::State::Sending;
            sending.reviewId = QStringLiteral("r1");
            s.store()->putReviewComments({sending});
            sentId = sending.id;
        }
        s.store()->waitForWrites();
        const QString file = s.storeFile();
        s.disconnect();
        QString error;
        auto reopened = Store::openFile(file, &error);
        QVERIFY2(reopened, qPrintable(error));
        const QList<ReviewComment> draft = reopened->reviewDraft(id);
        QCOMPARE(draft.size(), 1);
        QCOMPARE(draft.first().id, commentId);
        QCOMPARE(draft.first().anchor, anchor);
        QCOMPARE(draft.first().body, QStringLiteral("Why were these removed?"));
        // A review that was being sent when the app went away stays out of the draft: never twice.
        QCOMPARE(reopened->reviewComment(sentId)->state, ReviewComment::State::Sending);
    }

    void refusedSendPutsTheDraftBack()
    {
        Test::LoopbackStack s(options());
        QVERIFY(s.isListening());
        const QString id = add(s);
        QVERIFY(s.connect());
        ReviewCommands review(s.client(), s.store());
        const SplitText text = SplitText::split(QStringLiteral("x\n"));
        const QString c = review.addComment(QStringLiteral("0123456789abcdef0123456789abcdef"),
                                            ReviewAnchors::make(kFile, ReviewAnchor::Side::New, text, 1, 1),
                                            QStringLiteral("on nothing"));
        QVERIFY(!c.isEmpty());
        Q_UNUSED(id)
        QSignalSpy finished(&review, &ReviewCommands::finished);
        QVERIFY(review.sendReview(QStringLiteral("0123456789abcdef0123456789abcdef")));
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), kWaitMs);
        const auto outcome = finished.first().at(0).value<CommandOutcome>();
        QVERIFY(!outcome.ok());
        // The server refused it (unknown conversation): nothing was taken, the draft is back.
        QCOMPARE(s.store()->reviewComment(c)->state, ReviewComment::State::Draft);
        QVERIFY(s.store()->reviewComment(c)->reviewId.isEmpty());
    }
};

QTEST_MAIN(TestReviewLoop)
#include "tst_reviewloop.moc"
