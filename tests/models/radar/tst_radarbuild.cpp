// SPDX-License-Identifier: GPL-3.0-or-later
// The conflict radar's full build off the GUI thread (issue 32): ConflictRadarModel over a real
// store (SQLite file) builds on a worker with its own read-only connection, and its result is the
// same as feeding the stored summaries on the GUI thread, as the radar did before; a build that a
// newer one superseded is dropped; events appended after the build are fed incrementally; and a
// conversation that joins a sandbox while a build runs is caught up when the result is swapped in.

#include "models/api/codec.h"
#include "models/radar/conflictradarmodel.h"
#include "models/radar/radarbuild.h"
#include "models/store/store.h"
#include "models/workspace/workspaceservice.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QThread>

using namespace Switchyard;

namespace {

QString hexId(int n)
{
    return QStringLiteral("%1").arg(n, 32, 16, QLatin1Char('0'));
}

QString ts(int second)
{
    return QStringLiteral("2026-12-05T10:%1:%2.000000")
        .arg(second / 60 % 60, 2, 10, QLatin1Char('0'))
        .arg(second % 60, 2, 10, QLatin1Char('0'));
}

Event parse(const QString &json)
{
    auto parsed = Api::Codec::parseEvent(json.toUtf8());
    if (!parsed.ok())
        qFatal("test event does not parse: %s", qPrintable(json));
    return std::move(parsed).value();
}

/// A file editor write of `path` and its observation (ids unique by conversation and n).
QList<Event> edit(int conv, int n, const QString &path, const QString &command = QStringLiteral("str_replace"))
{
    const QString id = QStringLiteral("00000000-0000-4000-%1-%2").arg(conv, 4, 10, QLatin1Char('0'));
    const QString call = QStringLiteral("call-%1-%2").arg(conv).arg(n);
    return {
        parse(QStringLiteral(R"({"id":"%1","timestamp":"%2","source":"agent","thought":[],)"
                             R"("action":{"command":"%3","path":"%4","kind":"FileEditorAction"},)"
                             R"("tool_name":"file_editor","tool_call_id":"%5","kind":"ActionEvent"})")
                  .arg(id.arg(2 * n, 12, 10, QLatin1Char('0')), ts(n), command, path, call)),
        parse(QStringLiteral(R"({"id":"%1","timestamp":"%2","source":"environment","tool_name":"file_editor",)"
                             R"("tool_call_id":"%3","observation":{"content":[],"is_error":false,)"
                             R"("command":"%4","path":"%5","kind":"FileEditorObservation"},"kind":"ObservationEvent"})")
                  .arg(id.arg(2 * n + 1, 12, 10, QLatin1Char('0')), ts(n), call, command, path))};
}

/// A terminal command and its observation.
QList<Event> run(int conv, int n, const QString &line)
{
    const QString id = QStringLiteral("00000000-0000-4000-%1-%2").arg(conv, 4, 10, QLatin1Char('0'));
    const QString call = QStringLiteral("call-%1-%2").arg(conv).arg(n);
    return {
        parse(QStringLiteral(R"({"id":"%1","timestamp":"%2","source":"agent","thought":[],)"
                             R"("action":{"command":"%3","is_input":false,"kind":"TerminalAction"},)"
                             R"("tool_name":"terminal","tool_call_id":"%4","kind":"ActionEvent"})")
                  .arg(id.arg(2 * n, 12, 10, QLatin1Char('0')), ts(n), line, call)),
        parse(QStringLiteral(R"({"id":"%1","timestamp":"%2","source":"environment","tool_name":"terminal",)"
                             R"("tool_call_id":"%3","observation":{"content":[],"is_error":false,)"
                             R"("command":"%4","exit_code":0,"kind":"TerminalObservation"},"kind":"ObservationEvent"})")
                  .arg(id.arg(2 * n + 1, 12, 10, QLatin1Char('0')), ts(n), call, line))};
}

Conversation conversation(int n, const QString &sandbox)
{
    Conversation c;
    c.id = hexId(n);
    c.title = QStringLiteral("Conversation %1").arg(n);
    c.sandboxId = sandbox;
    c.selectedRepository = QStringLiteral("acme/repo");
    return c;
}

/// The radar as it was built before the worker: every shared conversation's stored summaries fed
/// on this thread.
ConflictRadar builtHere(Store &store)
{
    ConflictRadar radar;
    RadarFeed feed;
    QHash<QString, int> perSandbox;
    for (const ConversationRecord &r : store.conversations())
        perSandbox[r.conversation.sandboxId] += 1;
    for (const ConversationRecord &r : store.conversations())
        radar.setConversation(r.conversation.id, r.conversation.sandboxId,
                              WorkspaceService::repositoryRootFor(r.conversation));
    for (const ConversationRecord &r : store.conversations()) {
        if (perSandbox.value(r.conversation.sandboxId) < 2)
            continue;
        for (const EventSummary &s : store.eventSummaries(r.conversation.id, 0, store.eventCount(r.conversation.id)))
            feed.feed(radar, r.conversation.id, s);
    }
    return radar;
}

/// Every conflict of the radar, one line each with every field (a differing line is printed).
QStringList all(const ConflictRadar &radar)
{
    QStringList out;
    QList<QString> ids = radar.sandboxIds();
    std::sort(ids.begin(), ids.end());
    for (const QString &s : ids) {
        for (const RadarConflict &c : radar.conflicts(s))
            out.append(QStringLiteral("%1 %2-%3 kinds %4 files %5 (%6) commands %7 last %8")
                           .arg(c.sandboxId, c.a.left(8), c.b.left(8))
                           .arg(c.kinds)
                           .arg(c.files.join(u','))
                           .arg(c.fileCount)
                           .arg(c.commands.join(u','))
                           .arg(c.lastTimeMs));
    }
    return out;
}

} // namespace

class TestRadarBuild : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<Store> m_store;
    QString m_root; ///< the repository root of every conversation

private Q_SLOTS:
    void init()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_store = Store::openInMemory();
        QVERIFY(m_store);
        // Sandbox A: 1 and 2 write app.py, 3 stashes the worktree; sandbox B: 4 alone writes app.py.
        m_store->applyConversations({conversation(1, QStringLiteral("sb-a")), conversation(2, QStringLiteral("sb-a")),
                                     conversation(3, QStringLiteral("sb-a")), conversation(4, QStringLiteral("sb-b"))},
                                    1);
        m_store->waitForWrites();
        QCoreApplication::processEvents();
        QVERIFY(m_store->findConversation(hexId(1)));
        m_root = WorkspaceService::repositoryRootFor(m_store->findConversation(hexId(1))->conversation);
        QVERIFY(!m_root.isEmpty());
        QList<Event> one, two, three, four;
        for (int i = 0; i < 300; ++i) {
            one += edit(1, i, m_root + QStringLiteral("/src/module_%1.py").arg(i % 7));
            two += edit(2, i, m_root + QStringLiteral("/src/other_%1.py").arg(i % 5), QStringLiteral("view"));
        }
        one += edit(1, 400, m_root + QStringLiteral("/src/app.py"));
        two += edit(2, 400, QStringLiteral("src/app.py")); // relative: resolves against the worktree
        three += run(3, 0, QStringLiteral("cd %1 && git stash").arg(m_root));
        four += edit(4, 0, m_root + QStringLiteral("/src/app.py"));
        m_store->appendEvents(hexId(1), one, {});
        m_store->appendEvents(hexId(2), two, {});
        m_store->appendEvents(hexId(3), three, {});
        m_store->appendEvents(hexId(4), four, {});
        m_store->waitForWrites();
        QCoreApplication::processEvents();
        QCOMPARE(m_store->eventCount(hexId(1)), 602);
    }

    void cleanup() { m_store.reset(); }

    void buildsOnAWorkerWithTheSameResult()
    {
        ConflictRadarModel model;
        QSignalSpy changed(&model, &ConflictRadarModel::changed);
        model.setStore(m_store.get());
        QVERIFY(model.isBuilding()); // setStore() returned before the events were read
        QCOMPARE(model.radar().conflictCount(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!model.isBuilding(), 10000);
        QVERIFY(model.lastBuildThread() != nullptr);
        QVERIFY(model.lastBuildThread() != QThread::currentThreadId());
        QVERIFY(!changed.isEmpty());
        QVERIFY(changed.last().first().value<QList<QString>>().contains(QStringLiteral("sb-a")));

        const ConflictRadar expected = builtHere(*m_store);
        QCOMPARE(expected.conflictCount(), 3); // 1-2 app.py; 3's stash over 1's and 2's edits
        QCOMPARE(all(model.radar()), all(expected));
        const QList<RadarConflict> ofTwo = model.conflictsOf(hexId(2));
        QCOMPARE(ofTwo.size(), 2);
        QVERIFY(ofTwo.first().files.contains(m_root + QStringLiteral("/src/app.py")));
        QVERIFY(model.conflictsOf(hexId(4)).isEmpty()); // alone on its sandbox
        // The worker read only what the radar uses: the views of 2 are no write.
        QVERIFY(!model.touches(hexId(2)).files.contains(m_root + QStringLiteral("/src/other_0.py")));
    }

    void incrementalAfterTheBuild()
    {
        ConflictRadarModel model;
        model.setStore(m_store.get());
        QTRY_VERIFY_WITH_TIMEOUT(!model.isBuilding(), 10000);
        const Qt::HANDLE builder = model.lastBuildThread();
        // A new write of 3 overlaps 1 on module_1.py: fed here, at once, without a full build.
        m_store->appendEvents(hexId(3), edit(3, 5, m_root + QStringLiteral("/src/module_1.py")), {});
        m_store->waitForWrites();
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (const RadarConflict &c : model.conflictsOf(hexId(3))) {
                    if (c.involves(hexId(1)) && (c.kinds & RadarConflict::SameFile))
                        return true;
                }
                return false;
            }(),
            5000);
        QVERIFY(!model.isBuilding()); // no second full build for an appended event
        QCOMPARE(model.lastBuildThread(), builder);
        QCOMPARE(all(model.radar()), all(builtHere(*m_store)));
    }

    void supersededBuildIsDroppedAndMovesAreCaughtUp()
    {
        ConflictRadarModel model;
        model.setStore(m_store.get());
        // A second build before the first ends: the first one's result is dropped.
        model.setAnalyseAll(true);
        model.setAnalyseAll(false);
        // While it runs, 4 moves to sandbox A (its app.py write then overlaps 1 and 2).
        Conversation moved = conversation(4, QStringLiteral("sb-a"));
        m_store->applyConversations({moved}, 2);
        m_store->waitForWrites();
        QTRY_VERIFY_WITH_TIMEOUT(!model.isBuilding(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(model.conflictsOf(hexId(4)).size() >= 2, 5000);
        QCOMPARE(all(model.radar()), all(builtHere(*m_store)));
    }
};

QTEST_GUILESS_MAIN(TestRadarBuild)
#include "tst_radarbuild.moc"
