// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/wireenums.h"
#include "models/workspace/changesmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {

WorkspaceChange change(const QString &path, const char *status, int added = -1, int removed = -1)
{
    WorkspaceChange c;
    c.path = path;
    c.status = Api::gitChangeStatusFromWire(QString::fromLatin1(status));
    c.added = added;
    c.removed = removed;
    return c;
}

QStringList flatten(const ChangesModel &m, const QModelIndex &parent = {}, const QString &indent = {})
{
    QStringList out;
    for (int r = 0; r < m.rowCount(parent); ++r) {
        const QModelIndex i = m.index(r, 0, parent);
        out.append(indent + i.data().toString());
        out += flatten(m, i, indent + QStringLiteral("  "));
    }
    return out;
}

} // namespace

class TestChangesModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void tree()
    {
        ChangesModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m.setChanges({change(QStringLiteral("src/app.py"), "UPDATED", 3, 1),
                      change(QStringLiteral("tests/test_regression.py"), "ADDED", 20, 0),
                      change(QStringLiteral("tests/test_legacy.py"), "DELETED"),
                      change(QStringLiteral("README.md"), "UPDATED", 1, 1),
                      change(QStringLiteral("src/core/parse.py"), "MOVED", 0, 0)});
        QCOMPARE(flatten(m),
                 (QStringList{QStringLiteral("src"), QStringLiteral("  core"), QStringLiteral("    parse.py"),
                              QStringLiteral("  app.py"), QStringLiteral("tests"), QStringLiteral("  test_legacy.py"),
                              QStringLiteral("  test_regression.py"), QStringLiteral("README.md")}));
        QCOMPARE(m.fileCount(), 5);
        const QModelIndex src = m.index(0, 0);
        QCOMPARE(src.data(ChangesModel::AddedRole).toInt(), 3);
        QCOMPARE(src.data(ChangesModel::RemovedRole).toInt(), 1);
        QCOMPARE(src.data(ChangesModel::FileCountRole).toInt(), 2);
        QCOMPARE(m.index(0, ChangesModel::CountsColumn).data().toString(), QStringLiteral("+3 \u22121"));
        const QModelIndex legacy = m.indexForPath(QStringLiteral("tests/test_legacy.py"));
        QVERIFY(legacy.isValid());
        QCOMPARE(legacy.data(ChangesModel::StatusRole).toInt(), int(GitChangeStatus::Deleted));
        QCOMPARE(legacy.data(ChangesModel::AddedRole).toInt(), -1);
        QCOMPARE(ChangesModel::statusLetter(GitChangeStatus::Added), QStringLiteral("A"));
    }

    void incrementalUpdates()
    {
        ChangesModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QList<WorkspaceChange> first{change(QStringLiteral("a/x.cpp"), "UPDATED", 1, 1),
                                           change(QStringLiteral("b.txt"), "ADDED", 2, 0)};
        m.setChanges(first);
        QSignalSpy inserted(&m, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&m, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
        // Same snapshot: no signal at all.
        m.setChanges(first);
        QCOMPARE(inserted.size() + removed.size() + changed.size() + reset.size(), 0);
        // A file added in an existing folder: one insert, no reset.
        m.setChanges({first.at(0), first.at(1), change(QStringLiteral("a/y.cpp"), "ADDED")});
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(reset.size(), 0);
        QCOMPARE(inserted.constFirst().at(0).value<QModelIndex>(), m.index(0, 0));
        // Removing the last file of a folder removes the folder too.
        m.setChanges({first.at(1)});
        QCOMPARE(reset.size(), 0);
        QCOMPARE(m.rowCount(), 1);
        QCOMPARE(m.index(0, 0).data().toString(), QStringLiteral("b.txt"));
        // Counts arrive later.
        changed.clear();
        m.setCounts(QStringLiteral("b.txt"), 5, 0);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(m.index(0, 0).data(ChangesModel::AddedRole).toInt(), 5);
        // Keeps known counts when a refresh does not carry them.
        m.setChanges({change(QStringLiteral("b.txt"), "ADDED")});
        QCOMPARE(m.index(0, 0).data(ChangesModel::AddedRole).toInt(), 5);
    }

    void manyFilesNoCap()
    {
        ChangesModel m;
        QList<WorkspaceChange> list;
        for (int i = 0; i < 2500; ++i)
            list.append(change(QStringLiteral("dir%1/file%2.txt").arg(i % 50).arg(i), "ADDED", 1, 0));
        m.setChanges(list);
        QCOMPARE(m.fileCount(), 2500);
        QCOMPARE(m.rowCount(), 50);
        QCOMPARE(m.changes().size(), 2500);
    }

    void absolutePathsOutsideRepo()
    {
        ChangesModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m.setChanges({change(QStringLiteral("/tmp/notes.txt"), "ADDED")});
        QCOMPARE(m.index(0, 0).data().toString(), QStringLiteral("/tmp"));
        QVERIFY(m.indexForPath(QStringLiteral("/tmp/notes.txt")).isValid());
    }
};

QTEST_GUILESS_MAIN(TestChangesModel)
#include "tst_changesmodel.moc"
