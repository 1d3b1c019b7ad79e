// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diff/codeview.h"
#include "ui/diff/diffview.h"
#include "ui/diff/fileviewerwidget.h"
#include "ui/highlight/syntaxhighlighter.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

class TestFileViewerWidget : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void emptyAndBinaryAreExplained()
    {
        FileViewerWidget w;
        w.setText(QStringLiteral("/workspace/project/PLAN.md"), QString());
        QVERIFY(!w.isShowingText());
        QVERIFY(w.message().contains(QLatin1String("not running")));
        QVERIFY(w.message().contains(QLatin1String("does not exist")));
        w.setText(QStringLiteral("a.bin"), QStringLiteral("PK\u0003\u0004") + QChar(0) + QStringLiteral("x"));
        QVERIFY(w.message().contains(QLatin1String("binary")));
    }

    void largeFileGuard()
    {
        QString text;
        int lines = 0;
        while (text.size() <= FileViewerWidget::kGuardChars) {
            text += QStringLiteral("int line%1 = %1; // a line of the file\n").arg(lines);
            ++lines;
        }
        FileViewerWidget w;
        w.setText(QStringLiteral("big.cpp"), text);
        QVERIFY(w.isShowingText());
        QVERIFY(w.isTruncated());
        const int shown = w.editor()->blockCount();
        QVERIFY(shown < lines);
        QVERIFY(w.editor()->document()->characterCount() <= FileViewerWidget::kHeadChars + 1);
        // Going to a line past the shown part loads the rest.
        w.goToLine(lines - 1);
        QTRY_VERIFY(!w.isTruncated());
        QCOMPARE(w.editor()->blockCount(), lines + 1);
        QCOMPARE(w.editor()->document()->toPlainText(), text);
        QVERIFY(w.find(QStringLiteral("line%1 ").arg(lines - 2)));
        QCOMPARE(w.editor()->textCursor().blockNumber(), lines - 2);
        // Wraps around.
        QVERIFY(w.find(QStringLiteral("line0 ")));
        QCOMPARE(w.editor()->textCursor().blockNumber(), 0);
        QVERIFY(!w.find(QStringLiteral("not in the file")));
        QTRY_VERIFY_WITH_TIMEOUT(w.editor()->highlighter()->isFinished(), 60000);
        QCOMPARE(SyntaxHighlighter::elementAt(w.editor()->document()->findBlockByNumber(lines - 1), 0),
                 QStringLiteral("type"));
    }

    void diffViewModesAndFolds()
    {
        QSettings().setValue(QStringLiteral("diff/sideBySide"), true);
        DiffView view;
        QCOMPARE(view.mode(), DiffView::Mode::SideBySide); // remembered
        view.setMode(DiffView::Mode::Unified);
        QCOMPARE(QSettings().value(QStringLiteral("diff/sideBySide")).toBool(), false);
        QStringList a;
        for (int i = 0; i < 200; ++i)
            a.append(QStringLiteral("int v%1 = %1;").arg(i));
        QStringList b = a;
        b[20] = QStringLiteral("int v20 = 21;");
        b[150] = QStringLiteral("int v150 = 0;");
        view.resize(800, 400);
        view.setDiff(FileDiff::compute(a.join(QLatin1Char('\n')), b.join(QLatin1Char('\n'))), QStringLiteral("x.cpp"));
        QCOMPARE(view.hunkCount(), 2);
        int folds = 0;
        int foldRow = -1;
        for (int r = 0; r < view.rows().size(); ++r)
            if (view.rows().at(r).type == DiffRow::Type::Fold) {
                ++folds;
                if (foldRow < 0)
                    foldRow = r;
            }
        QCOMPARE(folds, 3);
        const qsizetype before = view.rows().size();
        view.expandFold(foldRow);
        QVERIFY(view.rows().size() > before);
        view.expandAll();
        QCOMPARE(view.rows().size(), 202); // 200 context/changed lines + one extra row per change
        view.setMode(DiffView::Mode::SideBySide);
        QCOMPARE(view.rows().size(), 200);
        QSignalSpy spy(&view, &DiffView::highlightingFinished);
        QVERIFY(view.isHighlighted() || spy.wait(20000));
        QCOMPARE(view.elementAt(false, 0, 0), QStringLiteral("type"));
        view.setMessage(QStringLiteral("gone"));
        QVERIFY(!view.hasDiff());
        QCOMPARE(view.hunkCount(), 0);
    }
};

QTEST_MAIN(TestFileViewerWidget)
#include "tst_fileviewerwidget.moc"
