// SPDX-License-Identifier: GPL-3.0-or-later
// The workspace file tree (models/workspace/filetreemodel.h, GET …/files of spec §13.4): folders
// before files, by name; changed files marked and counted up the folders (relative or absolute
// change paths); a new listing replaces the rows without a model reset; an equal listing and equal
// marks change nothing; the model passes QAbstractItemModelTester throughout.
#include "models/workspace/filetreemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Switchyard;

namespace {
QStringList childNames(const FileTreeModel &m, const QModelIndex &parent = {})
{
    QStringList out;
    for (int r = 0; r < m.rowCount(parent); ++r)
        out.append(m.index(r, 0, parent).data(FileTreeModel::PathRole).toString().section(u'/', -1));
    return out;
}
} // namespace

class TestFileTreeModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void treeOrderAndCounts()
    {
        FileTreeModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m.setFiles({QStringLiteral("src/main.cpp"), QStringLiteral("README.md"), QStringLiteral("src/app/a.cpp"),
                    QStringLiteral("./Makefile"), QStringLiteral("src/main.cpp"), QString(), QStringLiteral("docs/")});
        QCOMPARE(m.fileCount(), 5); // duplicates and empties dropped; "docs/" is a file name "docs"
        QCOMPARE(childNames(m),
                 (QStringList{QStringLiteral("src"), QStringLiteral("docs"), QStringLiteral("Makefile"),
                              QStringLiteral("README.md")}));
        const QModelIndex src = m.index(0, 0);
        QVERIFY(src.data(FileTreeModel::IsDirRole).toBool());
        QCOMPARE(childNames(m, src), (QStringList{QStringLiteral("app"), QStringLiteral("main.cpp")}));
        QVERIFY(m.indexOfPath(QStringLiteral("src/app/a.cpp")).isValid());
        QCOMPARE(m.indexOfPath(QStringLiteral("/workspace/project/repo/src/app/a.cpp")),
                 m.indexOfPath(QStringLiteral("src/app/a.cpp")));
        QVERIFY(!m.indexOfPath(QStringLiteral("nope.txt")).isValid());
    }

    void changedMarks()
    {
        FileTreeModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m.setFiles({QStringLiteral("src/main.cpp"), QStringLiteral("src/app/a.cpp"), QStringLiteral("README.md")});
        QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
        m.setChanged({QStringLiteral("/workspace/project/repo/src/app/a.cpp"), QStringLiteral("README.md")});
        QCOMPARE(m.changedCount(), 2);
        const QModelIndex a = m.indexOfPath(QStringLiteral("src/app/a.cpp"));
        QVERIFY(a.data(FileTreeModel::ChangedRole).toBool());
        QVERIFY(a.data(Qt::DisplayRole).toString().contains(QStringLiteral("changed")));
        QVERIFY(a.data(Qt::FontRole).value<QFont>().bold());
        QCOMPARE(m.index(0, 0).data(FileTreeModel::ChangedBelowRole).toInt(), 1); // src
        QVERIFY(!m.indexOfPath(QStringLiteral("src/main.cpp")).data(FileTreeModel::ChangedRole).toBool());
        QVERIFY(changed.count() >= 4); // a.cpp, app, src, README.md
        changed.clear();
        m.setChanged({QStringLiteral("README.md"), QStringLiteral("src/app/a.cpp")});
        QCOMPARE(changed.count(), 0); // the same marks: nothing to repaint

        // Marks given before the listing apply to it.
        FileTreeModel later;
        later.setChanged({QStringLiteral("x/y.txt")});
        later.setFiles({QStringLiteral("x/y.txt"), QStringLiteral("x/z.txt")});
        QCOMPARE(later.changedCount(), 1);
    }

    void relistWithoutReset()
    {
        FileTreeModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(&m, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&m, &QAbstractItemModel::rowsRemoved);
        m.setFiles({QStringLiteral("a.txt"), QStringLiteral("b/c.txt")});
        QCOMPARE(inserted.count(), 1);
        m.setFiles({QStringLiteral("b/c.txt"), QStringLiteral("a.txt")}); // the same listing
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(removed.count(), 0);
        m.setFiles({QStringLiteral("a.txt"), QStringLiteral("b/c.txt"), QStringLiteral("b/d.txt")});
        QCOMPARE(removed.count(), 1);
        QCOMPARE(inserted.count(), 2);
        QCOMPARE(m.fileCount(), 3);
        m.clear();
        QCOMPARE(m.rowCount(), 0);
        QCOMPARE(m.fileCount(), 0);
        QCOMPARE(reset.count(), 0);
    }

    void capSizedListing()
    {
        FileTreeModel m;
        QList<QString> paths;
        for (int i = 0; i < 2000; ++i)
            paths.append(QStringLiteral("gen/d%1/f%2.txt").arg(i % 40).arg(i));
        m.setFiles(paths);
        QCOMPARE(m.fileCount(), 2000);
        QCOMPARE(m.rowCount(), 1);
        QCOMPARE(m.rowCount(m.index(0, 0)), 40);
    }
};

QTEST_MAIN(TestFileTreeModel)
#include "tst_filetreemodel.moc"
