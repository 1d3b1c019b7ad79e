// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/timeline/eventtext.h"

#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using namespace Switchyard::EventText;

class TestEventText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void prettyJsonIndents()
    {
        const QString out = prettyJson("{\"a\":1,\"b\":[true,null],\"c\":{},\"s\":\"x,{y}:\\\"z\\\"\"}");
        QCOMPARE(out,
                 QStringLiteral("{\n  \"a\": 1,\n  \"b\": [\n    true,\n    null\n  ],\n  \"c\": {},\n  \"s\": "
                                "\"x,{y}:\\\"z\\\"\"\n}"));
        // Broken input does not crash and stays readable; the cap is honoured.
        QVERIFY(!prettyJson("{\"a\":[1,2").isEmpty());
        QVERIFY(prettyJson(QByteArray(10000, '['), 100).size() < 400);
    }

    void plainStringFieldFindsBase64()
    {
        const QByteArray json =
            "{\"observation\":{\"kind\":\"BrowserObservation\",\"screenshot_data\":\"aGVsbG8=\",\"x\":1}}";
        QCOMPARE(plainStringField(json, "screenshot_data"), QByteArray("aGVsbG8="));
        QCOMPARE(plainStringField("{\"screenshot_data\":null}", "screenshot_data"), QByteArray());
        QCOMPARE(plainStringField("{\"other\":\"1\"}", "screenshot_data"), QByteArray());
    }

    void lineDiffReplaces()
    {
        const QList<DiffLine> d = lineDiff(QStringLiteral("a\nb\nc\n"), QStringLiteral("a\nB\nc\n"));
        QCOMPARE(d.size(), 4);
        QCOMPARE(d.at(0).op, DiffLine::Context);
        QCOMPARE(d.at(1).op, DiffLine::Removed);
        QCOMPARE(d.at(1).text, QStringLiteral("b"));
        QCOMPARE(d.at(1).oldLine, 2);
        QCOMPARE(d.at(2).op, DiffLine::Added);
        QCOMPARE(d.at(2).newLine, 2);
        QCOMPARE(diffStat(d).added, 1);
        QCOMPARE(diffStat(d).removed, 1);
    }

    void lineDiffFoldsLongContext()
    {
        QString before;
        for (int i = 0; i < 100; ++i)
            before += QStringLiteral("line %1\n").arg(i);
        QString after = before;
        after.replace(QStringLiteral("line 50\n"), QStringLiteral("changed\n"));
        const QList<DiffLine> d = lineDiff(before, after, 3);
        // fold, 3 context, -, +, 3 context, fold
        QCOMPARE(d.size(), 10);
        QCOMPARE(d.first().op, DiffLine::Fold);
        QCOMPARE(d.first().text, QStringLiteral("47"));
        QCOMPARE(d.last().op, DiffLine::Fold);
        QCOMPARE(d.at(4).op, DiffLine::Removed);
        QCOMPARE(d.at(4).oldLine, 51);
        // Creating a file: everything added; insert lines are numbered from firstLine.
        const QList<DiffLine> created = lineDiff(QString(), QStringLiteral("x\ny"), 3, 10);
        QCOMPARE(created.size(), 2);
        QCOMPARE(created.at(1).newLine, 11);
        // Interleaved changes use the LCS, not a block replace.
        const QList<DiffLine> lcs = lineDiff(QStringLiteral("a\nx\nb\ny\nc"), QStringLiteral("a\nb\nc"));
        QCOMPARE(diffStat(lcs).removed, 2);
        QCOMPARE(diffStat(lcs).added, 0);
    }
};

QTEST_GUILESS_MAIN(TestEventText)
#include "tst_eventtext.moc"
