// SPDX-License-Identifier: GPL-3.0-or-later
// The conflict radar's command classifier (issue 32) on a table of command lines: what each writes,
// which worktree it rewrites as a whole, whether it installs packages; cd, quotes, redirections.

#include "models/radar/commandclassifier.h"

#include <QTest>

using namespace Switchyard;

class TestCommandClassifier : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void table_data();
    void table();
    void paths();
};

namespace {
const QString kRepo = QStringLiteral("/workspace/project/repo");
/// The repository path `rel` (a QString: the column type).
QString at(const char *rel)
{
    return kRepo + QLatin1Char('/') + QLatin1String(rel);
}
QString join(const QList<QString> &l)
{
    return l.join(QLatin1Char('|'));
}
} // namespace

void TestCommandClassifier::table_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("writes");
    QTest::addColumn<QString>("roots");
    QTest::addColumn<bool>("environment");

    const QString r = kRepo;
    QTest::newRow("tests write nothing") << "python -m pytest -q"
                                         << ""
                                         << "" << false;
    QTest::newRow("listing") << "ls -la src && cat README.md | grep foo"
                             << ""
                             << "" << false;
    QTest::newRow("cd then reset --hard") << "cd /workspace/project/repo && git reset --hard HEAD~1"
                                          << "" << r << false;
    QTest::newRow("reset soft writes nothing") << "git reset --soft HEAD~1"
                                               << ""
                                               << "" << false;
    QTest::newRow("reset in a subdir is the whole worktree") << "cd src && git reset --hard"
                                                             << "" << r << false;
    QTest::newRow("reset in another repo") << "cd /tmp/other && git reset --hard"
                                           << ""
                                           << "/tmp/other" << false;
    QTest::newRow("git -C") << "git -C /srv/app stash"
                            << ""
                            << "/srv/app" << false;
    QTest::newRow("checkout branch") << "git checkout feature/x"
                                     << "" << r << false;
    QTest::newRow("checkout -b") << "git checkout -b new-branch"
                                 << "" << r << false;
    QTest::newRow("checkout -- file") << "git checkout -- src/app.py" << at("src/app.py") << "" << false;
    QTest::newRow("checkout rev -- file")
        << "git checkout HEAD~2 -- src/a.py src/b.py" << at("src/a.py|") + at("src/b.py") << "" << false;
    QTest::newRow("checkout file without --") << "git checkout src/app.py" << at("src/app.py") << "" << false;
    QTest::newRow("checkout dot") << "git checkout ."
                                  << "" << r << false;
    QTest::newRow("restore") << "git restore tests/test_a.py" << at("tests/test_a.py") << "" << false;
    QTest::newRow("clean -fd") << "git clean -fd"
                               << "" << r << false;
    QTest::newRow("clean dry run") << "git clean -n"
                                   << ""
                                   << "" << false;
    QTest::newRow("stash") << "git stash"
                           << "" << r << false;
    QTest::newRow("stash pop") << "git stash pop"
                               << "" << r << false;
    QTest::newRow("stash list") << "git stash list"
                                << ""
                                << "" << false;
    QTest::newRow("rebase") << "git rebase -i origin/main"
                            << "" << r << false;
    QTest::newRow("git status") << "git status && git diff"
                                << ""
                                << "" << false;
    QTest::newRow("git rm") << "git rm -q tests/test_legacy.py" << at("tests/test_legacy.py") << "" << false;
    QTest::newRow("rm file") << "rm src/old.py" << at("src/old.py") << "" << false;
    QTest::newRow("rm -rf dir") << "rm -rf build .pytest_cache"
                                << "" << at("build|") + at(".pytest_cache") << false;
    QTest::newRow("mv") << "mv a.txt docs/b.txt" << at("a.txt|") + at("docs/b.txt") << "" << false;
    QTest::newRow("cp writes the target") << "cp a.txt /tmp/b.txt"
                                          << "/tmp/b.txt"
                                          << "" << false;
    QTest::newRow("redirection") << "echo hi > notes.txt" << at("notes.txt") << "" << false;
    QTest::newRow("append redirection") << "echo hi >> /var/log/x.log"
                                        << "/var/log/x.log"
                                        << "" << false;
    QTest::newRow("stderr to stdout is no file") << "make 2>&1 | tail -5"
                                                 << ""
                                                 << "" << false;
    QTest::newRow("stderr to a file") << "make 2> err.txt" << at("err.txt") << "" << false;
    QTest::newRow("dev null") << "make > /dev/null 2>&1"
                              << ""
                              << "" << false;
    QTest::newRow("tee") << "pytest | tee -a out.log" << at("out.log") << "" << false;
    QTest::newRow("sed -i") << "sed -i 's/a/b/' src/app.py src/b.py" << at("src/app.py|") + at("src/b.py") << ""
                            << false;
    QTest::newRow("sed -i -e") << "sed -i -e 's/a/b/' src/app.py" << at("src/app.py") << "" << false;
    QTest::newRow("sed without -i") << "sed 's/a/b/' src/app.py"
                                    << ""
                                    << "" << false;
    QTest::newRow("quoted path") << "echo x > \"my file.txt\"" << at("my file.txt") << "" << false;
    QTest::newRow("quoted operator") << "echo 'a && git reset --hard'"
                                     << ""
                                     << "" << false;
    QTest::newRow("pip install") << "pip install requests"
                                 << ""
                                 << "" << true;
    QTest::newRow("python -m pip install") << "python3 -m pip install -r requirements.txt"
                                           << ""
                                           << "" << true;
    QTest::newRow("npm install") << "cd web && npm install"
                                 << ""
                                 << "" << true;
    QTest::newRow("apt-get install") << "sudo apt-get install -y jq"
                                     << ""
                                     << "" << true;
    QTest::newRow("pip list") << "pip list"
                              << ""
                              << "" << false;
    QTest::newRow("env prefix") << "CI=1 git stash"
                                << "" << r << false;
    QTest::newRow("semicolons and cd") << "cd /a; touch x; cd b; touch y"
                                       << "/a/x|/a/b/y"
                                       << "" << false;
}

void TestCommandClassifier::table()
{
    QFETCH(QString, command);
    QFETCH(QString, writes);
    QFETCH(QString, roots);
    QFETCH(bool, environment);
    const CommandEffect e = classifyCommand(command, {kRepo, kRepo});
    QCOMPARE(join(e.writes), writes);
    QCOMPARE(join(e.worktreeRoots), roots);
    QCOMPARE(e.environment, environment);
    QCOMPARE(e.isEmpty(), writes.isEmpty() && roots.isEmpty() && !environment);
    if (!e.isEmpty())
        QVERIFY(!e.kinds.isEmpty());
}

void TestCommandClassifier::paths()
{
    QCOMPARE(normaliseRadarPath(QStringLiteral("src/./a/../b.py"), kRepo), kRepo + QStringLiteral("/src/b.py"));
    QCOMPARE(normaliseRadarPath(QStringLiteral("/x/y/"), kRepo), QStringLiteral("/x/y"));
    QCOMPARE(normaliseRadarPath(QStringLiteral("rel"), QString()), QStringLiteral("rel"));
    QVERIFY(radarPathUnder(QStringLiteral("/a/b/c"), QStringLiteral("/a/b")));
    QVERIFY(radarPathUnder(QStringLiteral("/a/b"), QStringLiteral("/a/b")));
    QVERIFY(!radarPathUnder(QStringLiteral("/a/bc"), QStringLiteral("/a/b")));
    // Without a known working directory a git command rewrites the repository's worktree.
    QCOMPARE(classifyCommand(QStringLiteral("git reset --hard"), {QString(), kRepo}).worktreeRoots,
             QList<QString>{kRepo});
}

QTEST_GUILESS_MAIN(TestCommandClassifier)
#include "tst_commandclassifier.moc"
