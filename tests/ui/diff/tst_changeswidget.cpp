// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/apiclient.h"
#include "models/commands/workspacecommands.h"
#include "models/workspace/changesmodel.h"
#include "models/workspace/workspaceservice.h"
#include "testutils/fakenetworkaccessmanager.h"
#include "testutils/testpaths.h"
#include "ui/diff/changeswidget.h"
#include "ui/diff/codeview.h"
#include "ui/diff/diffview.h"
#include "ui/diff/fileviewerwidget.h"
#include "ui/highlight/syntaxhighlighter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>

using namespace Switchyard;
using Switchyard::Test::FakeResponse;

namespace {

const QString kConversationId = QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34");

const char *kOriginal = R"PY("""Parse and sum comma separated numbers.

Used by the command line front end.
"""
import sys


def parse(text):
    if not text:
        raise ValueError("empty input")
    return text.split(",")


def total(values):
    result = 0
    for v in values:
        result = result + int(v)
    return result


def main(argv):
    values = parse(argv[1])
    print("total:", total(values))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
)PY";

const char *kModified = R"PY("""Parse and sum comma separated numbers.

Used by the command line front end and the web service.
"""
import sys
from typing import Iterable


def parse(text: str) -> list[str]:
    if not text:
        return []
    return [part.strip() for part in text.split(",")]


def total(values: Iterable[str]) -> int:
    # Blank entries count as zero.
    return sum(int(v) for v in values if v)


def main(argv):
    values = parse(argv[1] if len(argv) > 1 else "")
    print("total:", total(values))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv)))PY";

QByteArray changesBody()
{
    QJsonArray a;
    auto add = [&](const char *status, const char *path) {
        a.append(QJsonObject{{QStringLiteral("status"), QLatin1String(status)},
                             {QStringLiteral("path"), QLatin1String(path)}});
    };
    add("UPDATED", "src/app.py");
    add("ADDED", "tests/test_regression.py");
    add("DELETED", "tests/test_legacy.py");
    add("UPDATED", "README.md");
    return QJsonDocument(a).toJson(QJsonDocument::Compact);
}

QByteArray diffBody(const QString &original, const QString &modified)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("original"), original}, {QStringLiteral("modified"), modified}})
        .toJson(QJsonDocument::Compact);
}

Conversation conversation()
{
    Conversation c;
    c.id = kConversationId;
    c.selectedRepository = QStringLiteral("acme/demo-repo");
    c.tags.insert(QStringLiteral("archiveworkspacepath"), QStringLiteral("/workspace/project/") + kConversationId);
    return c;
}

void save(QWidget *w, const QString &name)
{
    const QString path = Test::screenshotPath(name);
    QVERIFY(w->grab().save(path));
    qInfo() << "screenshot" << path;
}

} // namespace

class TestChangesWidget : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(QStringLiteral("diff/sideBySide"));
    }

    void smokeAndScreenshots()
    {
        Test::FakeNetworkAccessManager nam;
        Api::ApiClient client(&nam);
        Api::ServerConfig config;
        config.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9"));
        config.apiKey = QStringLiteral("sk-test");
        QVERIFY(!client.setServer(config));
        nam.enqueue(QStringLiteral("git/changes"), FakeResponse::json(200, changesBody()).repeated(-1));
        nam.enqueue(
            QStringLiteral("git/diff\\?path=[^&]*app\\.py"),
            FakeResponse::json(200, diffBody(QString::fromUtf8(kOriginal), QString::fromUtf8(kModified))).repeated(-1));
        nam.enqueue(QStringLiteral("git/diff\\?path=[^&]*test_regression"),
                    FakeResponse::json(
                        200, diffBody(QString(), QStringLiteral("def test_empty():\n    assert parse('') == []\n")))
                        .repeated(-1));
        nam.enqueue(
            QStringLiteral("git/diff\\?path=[^&]*README"),
            FakeResponse::json(200, diffBody(QStringLiteral("# demo\n"), QStringLiteral("# demo\n\nRun `make test`.")))
                .repeated(-1));
        nam.enqueue(QStringLiteral("/file\\?"),
                    FakeResponse::json(200,
                                       QJsonDocument(QJsonArray{QString::fromUtf8(kModified)})
                                           .toJson(QJsonDocument::Compact)
                                           .mid(1)
                                           .chopped(1))
                        .repeated(-1));

        WorkspaceCommands workspace(&client);
        ChangesWidget w;
        w.resize(1180, 640);
        w.setCommands(&workspace);
        // No store: give the service the record directly.
        w.service()->setConversationRecord(conversation());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));

        QTRY_COMPARE(w.service()->model()->fileCount(), 4);
        QTRY_COMPARE(w.currentPath(), QStringLiteral("src/app.py"));
        DiffView *view = w.diffView();
        QTRY_VERIFY(view->hasDiff());
        QTRY_VERIFY_WITH_TIMEOUT(view->isHighlighted(), 20000);
        QVERIFY(view->hunkCount() >= 3);
        QCOMPARE(view->mode(), DiffView::Mode::Unified);
        QCOMPARE(view->elementAt(true, 8, 0), QStringLiteral("keyword")); // "def parse"
        QCOMPARE(view->elementAt(true, 0, 3), QStringLiteral("comment")); // docstring (python.lang)
        QTRY_VERIFY(
            w.service()->model()->indexForPath(QStringLiteral("README.md")).data(ChangesModel::AddedRole).toInt() > 0);
        // Deleted files say so.
        const QModelIndex legacy = w.service()->model()->indexForPath(QStringLiteral("tests/test_legacy.py"));
        QCOMPARE(legacy.data(ChangesModel::StatusRole).toInt(), int(GitChangeStatus::Deleted));
        view->goToHunk(0);
        QTest::qWait(50);
        save(&w, QStringLiteral("diff-unified.png"));

        view->setMode(DiffView::Mode::SideBySide);
        QVERIFY(QSettings().value(QStringLiteral("diff/sideBySide")).toBool());
        view->goToHunk(0);
        QTest::qWait(50);
        save(&w, QStringLiteral("diff-side-by-side.png"));

        // Hunk navigation moves the view.
        QSignalSpy hunkSpy(view, &DiffView::currentHunkChanged);
        view->goToHunk(view->hunkCount() - 1);
        QCOMPARE(view->currentHunk(), view->hunkCount() - 1);
        QCOMPARE(hunkSpy.constLast().at(0).toInt(), view->hunkCount() - 1);
        view->previousHunk();
        QVERIFY(view->currentHunk() < view->hunkCount() - 1);

        // A deleted file shows a plain message.
        w.tree()->setCurrentIndex(legacy);
        QTRY_VERIFY(view->message().contains(QLatin1String("deleted")));
        QVERIFY(!view->hasDiff());

        // showFile() of a path that is not a change opens the file viewer.
        w.showFile(QStringLiteral("src/other.py"));
        FileViewerWidget *viewer = w.fileViewer();
        QTRY_VERIFY(viewer->isShowingText());
        QCOMPARE(viewer->path(), QStringLiteral("src/other.py"));
        QTRY_VERIFY_WITH_TIMEOUT(viewer->editor()->highlighter()->isFinished(), 20000);
        viewer->goToLine(9);
        QCOMPARE(viewer->editor()->textCursor().blockNumber(), 8);
        QVERIFY(viewer->find(QStringLiteral("Iterable")));
        QTest::qWait(50);
        save(&w, QStringLiteral("file-viewer.png"));

        // showFile() of a changed file (absolute path) selects it.
        w.showFile(w.service()->repositoryRoot() + QStringLiteral("/README.md"));
        QCOMPARE(w.currentPath(), QStringLiteral("README.md"));
        view->setMode(DiffView::Mode::Unified);
    }

    void offlineFromEvents()
    {
        ChangesWidget w;
        w.service()->setConversationRecord(conversation());
        Event e;
        e.id = QStringLiteral("e1");
        e.kind = QStringLiteral("ObservationEvent");
        ObservationPayload obs;
        obs.observationKind = QStringLiteral("FileEditorObservation");
        obs.path = w.service()->repositoryRoot() + QStringLiteral("/src/app.py");
        obs.oldContent = QString::fromUtf8(kOriginal);
        obs.newContent = QString::fromUtf8(kModified);
        obs.prevExist = true;
        e.payload = obs;
        w.service()->setEvents({e});
        QCOMPARE(w.service()->mode(), WorkspaceService::Mode::Reconstructed);
        QTRY_VERIFY(w.diffView()->hasDiff());
        QCOMPARE(w.currentPath(), QStringLiteral("src/app.py"));
        QVERIFY(w.diffView()->diff().addedCount() > 0);
    }
};

QTEST_MAIN(TestChangesWidget)
#include "tst_changeswidget.moc"
