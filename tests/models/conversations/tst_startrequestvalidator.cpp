// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/observabilitymetadata.h"
#include "models/conversations/startrequestvalidator.h"

#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

class TestStartRequestValidator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void spanName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("valid");
        QTest::newRow("empty") << QString() << true;
        QTest::newRow("simple") << QStringLiteral("ci.run:42/step-1_a") << true;
        QTest::newRow("space") << QStringLiteral("a b") << false;
        QTest::newRow("unicode") << QStringLiteral("café") << false;
        QTest::newRow("128") << QString(128, u'x') << true;
        QTest::newRow("129") << QString(129, u'x') << false;
        QTest::newRow("brace") << QStringLiteral("a{b}") << false;
    }
    void spanName()
    {
        QFETCH(QString, name);
        QFETCH(bool, valid);
        QCOMPARE(StartRequestValidator::isValidSpanName(name), valid);
        StartOptions req;
        req.observabilitySpanName = name;
        QCOMPARE(StartRequestValidator::validate(req).isEmpty(), valid);
    }

    void repositoryAndBranch()
    {
        QVERIFY(StartRequestValidator::isValidRepository(QStringLiteral("owner/repo")));
        QVERIFY(StartRequestValidator::isValidRepository(QStringLiteral("group/sub/repo")));
        QVERIFY(!StartRequestValidator::isValidRepository(QStringLiteral("repo")));
        QVERIFY(!StartRequestValidator::isValidRepository(QStringLiteral("a b/c")));
        QVERIFY(StartRequestValidator::isValidBranch(QStringLiteral("feature/x-1")));
        QVERIFY(!StartRequestValidator::isValidBranch(QStringLiteral("a..b")));
        QVERIFY(!StartRequestValidator::isValidBranch(QStringLiteral("x.lock")));
        QVERIFY(!StartRequestValidator::isValidBranch(QStringLiteral("-x")));
        QVERIFY(!StartRequestValidator::isValidBranch(QStringLiteral("a b")));
        StartOptions req;
        req.selectedBranch = QStringLiteral("main");
        QCOMPARE(StartRequestValidator::validate(req).size(), 1); // branch without repository
        req.agentType = QStringLiteral("turbo");
        QCOMPARE(StartRequestValidator::validate(req).size(), 2);
    }

    void secretsAndPlugins()
    {
        StartOptions req;
        req.secrets.insert(QStringLiteral("GOOD"), QStringLiteral("v"));
        QVERIFY(StartRequestValidator::validate(req).isEmpty());
        req.secrets.insert(QStringLiteral("BAD NAME"), QStringLiteral("v"));
        QCOMPARE(StartRequestValidator::validate(req).first().field, StartRequestProblem::Field::Secrets);
        StartOptions p;
        p.plugins.append(PluginChoice{});
        QCOMPARE(StartRequestValidator::validate(p).first().field, StartRequestProblem::Field::Plugins);
    }

    void metadata_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("empty") << QString() << true << QByteArray("{}");
        QTest::newRow("scalars") << QStringLiteral("team = core\nretry = 3\nratio = 0.5\nci = true\nq = \"a, b\"")
                                 << true << QByteArray(R"({"ci":true,"q":"a, b","ratio":0.5,"retry":3,"team":"core"})");
        QTest::newRow("int array") << QStringLiteral("ids = [1, 2, 3]") << true << QByteArray(R"({"ids":[1,2,3]})");
        QTest::newRow("numbers mix") << QStringLiteral("xs = [1, 2.5]") << true << QByteArray(R"({"xs":[1.0,2.5]})");
        QTest::newRow("string array") << QStringLiteral("tags = [a, \"b c\"]") << true
                                      << QByteArray(R"({"tags":["a","b c"]})");
        QTest::newRow("comment") << QStringLiteral("# note\nx = 1") << true << QByteArray(R"({"x":1})");
        QTest::newRow("mixed array") << QStringLiteral("xs = [1, true]") << false << QByteArray();
        QTest::newRow("nested") << QStringLiteral("xs = [[1]]") << false << QByteArray();
        QTest::newRow("no equals") << QStringLiteral("just text") << false << QByteArray();
        QTest::newRow("duplicate") << QStringLiteral("a = 1\na = 2") << false << QByteArray();
        QTest::newRow("bad key") << QStringLiteral("a b = 1") << false << QByteArray();
        QTest::newRow("unclosed") << QStringLiteral("a = [1, 2") << false << QByteArray();
    }
    void metadata()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(QByteArray, json);
        ObservabilityMetadata m;
        QString error;
        QCOMPARE(StartRequestValidator::parseMetadata(text, &m, &error), ok);
        if (!ok) {
            QVERIFY(!error.isEmpty());
            return;
        }
        QCOMPARE(Api::Codec::encodeObservabilityMetadata(m), json);
    }

    void tags()
    {
        QCOMPARE(StartRequestValidator::parseTags(QStringLiteral(" a, b ,,a\nc")),
                 (QList<QString>{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
    }
};

QTEST_GUILESS_MAIN(TestStartRequestValidator)
#include "tst_startrequestvalidator.moc"
