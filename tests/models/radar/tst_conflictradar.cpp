// SPDX-License-Identifier: GPL-3.0-or-later
// ConflictRadar (issue 32) on crafted actions: two conversations writing one file, a worktree-wide
// command in a worktree another edits (in either order), a conversation's own commands over its own
// edits (no conflict), separate sandboxes (no conflict), relative vs absolute paths, the
// would-conflict query for a pending action, and actions read from events and summaries.

#include "models/radar/conflictradar.h"

#include <QTest>

using namespace Switchyard;

class TestConflictRadar : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sameFile();
    void worktreeWideEitherOrder();
    void ownCommandsAreNoConflict();
    void otherSandboxIsNoConflict();
    void environment();
    void wouldConflict();
    void actionsFromEventsAndSummaries();
    void feedPairsActionsWithTheirObservations();
};

namespace {
const QString kRepo = QStringLiteral("/workspace/project/repo");

EventSummary editSummary(const QString &path, const QString &call, qint64 t)
{
    EventSummary s;
    s.id = QStringLiteral("a%1").arg(t);
    s.timeMs = t;
    s.kind = EventKind::Action;
    s.flags = EventSummary::FileEdit;
    s.kindName = QStringLiteral("FileEditorAction");
    s.summary = QStringLiteral("str_replace ") + path;
    s.toolCallId = call;
    return s;
}

EventSummary answer(EventKind kind, const QString &call, qint64 t)
{
    EventSummary s;
    s.id = QStringLiteral("o%1").arg(t);
    s.timeMs = t;
    s.kind = kind;
    s.toolCallId = call;
    return s;
}

RadarAction edit(const QString &path, qint64 t = 1)
{
    RadarAction a;
    a.kind = RadarAction::FileEdit;
    a.path = path;
    a.timeMs = t;
    a.eventId = QStringLiteral("e%1").arg(t);
    return a;
}

RadarAction command(const QString &line, qint64 t = 1)
{
    RadarAction a;
    a.kind = RadarAction::Command;
    a.command = line;
    a.timeMs = t;
    return a;
}

ConflictRadar twoInOne()
{
    ConflictRadar r;
    r.setConversation(QStringLiteral("c1"), QStringLiteral("sb"), kRepo);
    r.setConversation(QStringLiteral("c2"), QStringLiteral("sb"), kRepo);
    return r;
}
} // namespace

void TestConflictRadar::sameFile()
{
    ConflictRadar r = twoInOne();
    QVERIFY(!r.add(QStringLiteral("c1"), edit(kRepo + QStringLiteral("/src/app.py"), 10)));
    QVERIFY(!r.add(QStringLiteral("c1"), edit(kRepo + QStringLiteral("/src/app.py"), 11))); // again: still alone
    // The same file written by relative path: one file after normalisation.
    QVERIFY(r.add(QStringLiteral("c2"), edit(QStringLiteral("src/../src/app.py"), 20)));
    const QList<RadarConflict> all = r.conflicts(QStringLiteral("sb"));
    QCOMPARE(all.size(), 1);
    const RadarConflict &c = all.first();
    QCOMPARE(c.a, QStringLiteral("c1"));
    QCOMPARE(c.b, QStringLiteral("c2"));
    QCOMPARE(c.kinds, quint8(RadarConflict::SameFile));
    QCOMPARE(c.files, QList<QString>{kRepo + QStringLiteral("/src/app.py")});
    QCOMPARE(c.fileCount, 1);
    QCOMPARE(c.lastTimeMs, 20);
    QCOMPARE(c.other(QStringLiteral("c1")), QStringLiteral("c2"));
    // Nothing new: no change reported.
    QVERIFY(!r.add(QStringLiteral("c2"), edit(kRepo + QStringLiteral("/src/app.py"), 21)));
    QCOMPARE(r.conflictsOf(QStringLiteral("c1")).size(), 1);
    QCOMPARE(r.conflictsOf(QStringLiteral("c2")).size(), 1);
    QCOMPARE(r.conflictCount(), 1);
}

void TestConflictRadar::worktreeWideEitherOrder()
{
    {
        ConflictRadar r = twoInOne(); // the edit first, then the reset
        r.add(QStringLiteral("c1"), edit(kRepo + QStringLiteral("/src/a.py")));
        r.add(QStringLiteral("c1"), edit(kRepo + QStringLiteral("/src/b.py")));
        QVERIFY(r.add(QStringLiteral("c2"), command(QStringLiteral("cd %1 && git reset --hard").arg(kRepo))));
        const auto all = r.conflicts(QStringLiteral("sb"));
        QCOMPARE(all.size(), 1);
        QCOMPARE(all.first().kinds, quint8(RadarConflict::WorktreeWide));
        QCOMPARE(all.first().fileCount, 2);
        QCOMPARE(all.first().commands, QList<QString>{QStringLiteral("git reset --hard: ") + kRepo});
    }
    {
        ConflictRadar r = twoInOne(); // the stash first, then the edit
        r.add(QStringLiteral("c2"), command(QStringLiteral("git stash")));
        QCOMPARE(r.conflictCount(), 0);
        QVERIFY(r.add(QStringLiteral("c1"), edit(kRepo + QStringLiteral("/README.md"))));
        QCOMPARE(r.conflicts(QStringLiteral("sb")).first().files, QList<QString>{kRepo + QStringLiteral("/README.md")});
        // An edit outside the worktree is no overlap.
        QVERIFY(!r.add(QStringLiteral("c1"), edit(QStringLiteral("/tmp/scratch.txt"))));
    }
}

void TestConflictRadar::ownCommandsAreNoConflict()
{
    ConflictRadar r = twoInOne();
    r.add(QStringLiteral("c1"), edit(kRepo + QStringLiteral("/src/a.py")));
    r.add(QStringLiteral("c1"), command(QStringLiteral("git stash && git stash pop")));
    r.add(QStringLiteral("c1"), command(QStringLiteral("git reset --hard")));
    r.add(QStringLiteral("c1"), command(QStringLiteral("rm src/a.py")));
    QCOMPARE(r.conflictCount(), 0);
    const RadarTouches t = r.touches(QStringLiteral("c1"));
    QCOMPARE(t.files, QList<QString>{kRepo + QStringLiteral("/src/a.py")});
    QCOMPARE(t.worktreeCommands.size(), 2); // git stash, git reset --hard (each once)
    QVERIFY(!t.environment);
}

void TestConflictRadar::otherSandboxIsNoConflict()
{
    ConflictRadar r;
    r.setConversation(QStringLiteral("c1"), QStringLiteral("sb1"), kRepo);
    r.setConversation(QStringLiteral("c2"), QStringLiteral("sb2"), kRepo);
    r.add(QStringLiteral("c1"), edit(kRepo + QStringLiteral("/src/a.py")));
    r.add(QStringLiteral("c2"), edit(kRepo + QStringLiteral("/src/a.py")));
    r.add(QStringLiteral("c2"), command(QStringLiteral("git reset --hard")));
    QCOMPARE(r.conflictCount(), 0);
}

void TestConflictRadar::environment()
{
    ConflictRadar r = twoInOne();
    r.add(QStringLiteral("c1"), command(QStringLiteral("pip install requests")));
    QVERIFY(r.add(QStringLiteral("c2"), command(QStringLiteral("sudo apt-get install -y jq"))));
    QCOMPARE(r.conflicts(QStringLiteral("sb")).first().kinds, quint8(RadarConflict::Environment));
    QVERIFY(r.touches(QStringLiteral("c1")).environment);
}

void TestConflictRadar::wouldConflict()
{
    ConflictRadar r = twoInOne();
    r.add(QStringLiteral("c1"), edit(kRepo + QStringLiteral("/tests/test_legacy.py")));
    // c2's pending `git rm` of the file c1 wrote would collide; its pending edit elsewhere would not.
    const auto hit = r.wouldConflict(QStringLiteral("c2"), command(QStringLiteral("git rm -q tests/test_legacy.py")));
    QCOMPARE(hit.size(), 1);
    QCOMPARE(hit.first().files, QList<QString>{kRepo + QStringLiteral("/tests/test_legacy.py")});
    QVERIFY(r.wouldConflict(QStringLiteral("c2"), edit(kRepo + QStringLiteral("/src/other.py"))).isEmpty());
    QVERIFY(r.wouldConflict(QStringLiteral("c1"), command(QStringLiteral("git reset --hard"))).isEmpty()); // own
    QCOMPARE(r.wouldConflict(QStringLiteral("c2"), command(QStringLiteral("git checkout main"))).size(), 1);
    QVERIFY(r.wouldConflict(QStringLiteral("nobody"), edit(QStringLiteral("/x"))).isEmpty());
    QCOMPARE(r.conflictCount(), 0); // the query recorded nothing
}

void TestConflictRadar::actionsFromEventsAndSummaries()
{
    Event e;
    e.id = QStringLiteral("ev1");
    e.timestamp = QStringLiteral("2026-12-05T10:00:00");
    ActionPayload a;
    a.actionKind = QStringLiteral("FileEditorAction");
    a.command = QStringLiteral("str_replace");
    a.path = kRepo + QStringLiteral("/src/app.py");
    e.payload = a;
    auto r = radarActionFrom(e);
    QVERIFY(r);
    QCOMPARE(r->kind, RadarAction::FileEdit);
    QCOMPARE(r->path, a.path);
    QVERIFY(r->timeMs > 0);
    a.command = QStringLiteral("view");
    e.payload = a;
    QVERIFY(!radarActionFrom(e)); // a view writes nothing
    a.actionKind = QStringLiteral("ApplyPatchAction");
    a.patch = QStringLiteral("*** Begin Patch\n*** Update File: src/a.py\n@@\n-x\n+y\n*** Add File: src/b.py\n+z\n");
    e.payload = a;
    r = radarActionFrom(e);
    QVERIFY(r);
    QCOMPARE(r->paths, (QList<QString>{QStringLiteral("src/a.py"), QStringLiteral("src/b.py")}));
    e.payload = ObservationPayload{};
    QVERIFY(!radarActionFrom(e));

    EventSummary s;
    s.id = QStringLiteral("ev2");
    s.kind = EventKind::Action;
    s.flags = EventSummary::Terminal;
    s.summary = QStringLiteral("$ cd /r && git stash");
    r = radarActionFrom(s);
    QVERIFY(r);
    QCOMPARE(r->command, QStringLiteral("cd /r && git stash"));
    s.flags = EventSummary::FileEdit;
    s.kindName = QStringLiteral("FileEditorAction");
    s.summary = QStringLiteral("create /r/new file.py");
    r = radarActionFrom(s);
    QVERIFY(r);
    QCOMPARE(r->path, QStringLiteral("/r/new file.py"));
    s.summary = QStringLiteral("view /r/x.py");
    QVERIFY(!radarActionFrom(s));
    s.kind = EventKind::Observation;
    s.summary = QStringLiteral("create /r/new.py");
    QVERIFY(!radarActionFrom(s));
}

// An action counts when its observation comes (not when it is rejected or fails), whatever came
// between; the newer action of a repeated call id counts; at most 512 wait per conversation, the
// oldest dropped first.
void TestConflictRadar::feedPairsActionsWithTheirObservations()
{
    ConflictRadar r = twoInOne();
    RadarFeed feed;
    const QString c1 = QStringLiteral("c1"), c2 = QStringLiteral("c2");
    const QString app = kRepo + QStringLiteral("/src/app.py"), lib = kRepo + QStringLiteral("/src/lib.py");
    QVERIFY(!feed.feed(r, c1, editSummary(app, QStringLiteral("k1"), 1)));
    QVERIFY(!feed.feed(r, c2, editSummary(app, QStringLiteral("k1"), 2))); // same call id, other conversation
    QVERIFY(!feed.feed(r, c2, editSummary(lib, QStringLiteral("k2"), 3)));
    QVERIFY(!feed.feed(r, c2, answer(EventKind::UserReject, QStringLiteral("k2"), 4))); // rejected: not written
    QVERIFY(!feed.feed(r, c1, answer(EventKind::Observation, QStringLiteral("k1"), 5)));
    QCOMPARE(r.conflictCount(), 0);
    QVERIFY(feed.feed(r, c2, answer(EventKind::Observation, QStringLiteral("k1"), 6))); // both wrote app.py
    QCOMPARE(r.conflictCount(), 1);
    QVERIFY(!feed.feed(r, c2, answer(EventKind::Observation, QStringLiteral("k1"), 7))); // settled once

    // A repeated call id: the newer action is the one its observation settles.
    ConflictRadar again = twoInOne();
    RadarFeed feed2;
    feed2.feed(again, c1, editSummary(lib, QStringLiteral("k9"), 1));
    feed2.feed(again, c1, editSummary(app, QStringLiteral("k9"), 2));
    feed2.feed(again, c1, answer(EventKind::Observation, QStringLiteral("k9"), 3));
    feed2.feed(again, c2, editSummary(lib, QString(), 4)); // no call id: counts at once
    QCOMPARE(again.conflictCount(), 0);
    feed2.feed(again, c2, editSummary(app, QString(), 5));
    QCOMPARE(again.conflictCount(), 1);

    // 600 actions never observed: the first 88 are dropped, the rest still wait.
    ConflictRadar many = twoInOne();
    RadarFeed feed3;
    for (int i = 0; i < 600; ++i)
        feed3.feed(many, c1, editSummary(kRepo + QStringLiteral("/f%1").arg(i), QStringLiteral("m%1").arg(i), i));
    feed3.feed(many, c2, editSummary(kRepo + QStringLiteral("/f0"), QString(), 1000));
    feed3.feed(many, c2, editSummary(kRepo + QStringLiteral("/f599"), QString(), 1001));
    QVERIFY(!feed3.feed(many, c1, answer(EventKind::Observation, QStringLiteral("m0"), 1002)));
    QCOMPARE(many.conflictCount(), 0);
    QVERIFY(feed3.feed(many, c1, answer(EventKind::Observation, QStringLiteral("m599"), 1003)));
    QCOMPARE(many.conflictCount(), 1);
}

QTEST_GUILESS_MAIN(TestConflictRadar)
#include "tst_conflictradar.moc"
