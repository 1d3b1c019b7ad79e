// SPDX-License-Identifier: GPL-3.0-or-later
// The git hand-off's pull requests (issue 30 part A): links in untrusted text are kept only when
// they are https to a known forge's pull / merge request page (canonical, no query), the record's
// pr_number becomes its provider's link, and the prompts name the repository and the branch.
#include "models/review/pullrequests.h"

#include <QTest>

using namespace Switchyard;
using PullRequests::Link;

class TestPullRequests : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parseKeepsForgePullRequestPages_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("canonical");
        QTest::addColumn<int>("number");
        QTest::newRow("github") << "https://github.com/acme/api/pull/12"
                                << "https://github.com/acme/api/pull/12" << 12;
        QTest::newRow("github files tab") << "https://github.com/acme/api/pull/12/files?w=1#diff"
                                          << "https://github.com/acme/api/pull/12" << 12;
        QTest::newRow("gitlab") << "https://gitlab.com/group/sub/proj/-/merge_requests/7"
                                << "https://gitlab.com/group/sub/proj/-/merge_requests/7" << 7;
        QTest::newRow("self-hosted gitlab") << "https://gitlab.acme.io/team/app/-/merge_requests/3"
                                            << "https://gitlab.acme.io/team/app/-/merge_requests/3" << 3;
        QTest::newRow("bitbucket") << "https://bitbucket.org/acme/api/pull-requests/99"
                                   << "https://bitbucket.org/acme/api/pull-requests/99" << 99;
    }
    void parseKeepsForgePullRequestPages()
    {
        QFETCH(QString, url);
        QFETCH(QString, canonical);
        QFETCH(int, number);
        const auto link = PullRequests::parse(QUrl(url));
        QVERIFY(link.has_value());
        QCOMPARE(link->url.toString(), canonical);
        QCOMPARE(link->number, number);
    }

    void parseRefusesEverythingElse_data()
    {
        QTest::addColumn<QString>("url");
        QTest::newRow("http") << "http://github.com/acme/api/pull/12";
        QTest::newRow("other host") << "https://github.com.evil.io/acme/api/pull/12";
        QTest::newRow("user info") << "https://user:pw@github.com/acme/api/pull/12";
        QTest::newRow("port") << "https://github.com:8443/acme/api/pull/12";
        QTest::newRow("issue") << "https://github.com/acme/api/issues/12";
        QTest::newRow("no number") << "https://github.com/acme/api/pull/new";
        QTest::newRow("zero") << "https://github.com/acme/api/pull/0";
        QTest::newRow("dot dot") << "https://github.com/../api/pull/12";
        QTest::newRow("javascript") << "javascript:alert(1)//github.com/acme/api/pull/1";
        QTest::newRow("file") << "file:///github.com/acme/api/pull/1";
    }
    void parseRefusesEverythingElse()
    {
        QFETCH(QString, url);
        QVERIFY(!PullRequests::parse(QUrl(url)).has_value());
    }

    void findInAgentText()
    {
        const QString text =
            QStringLiteral("Pushed to fix/parse-empty. Opened https://github.com/acme/api/pull/42. See also "
                           "(https://github.com/acme/api/pull/42) and https://gitlab.com/g/p/-/merge_requests/5, not "
                           "http://github.com/acme/api/pull/1 nor https://example.com/acme/api/pull/2.");
        const QList<Link> links = PullRequests::find(text);
        QCOMPARE(links.size(), 2);
        QCOMPARE(links.at(0).url.toString(), QStringLiteral("https://github.com/acme/api/pull/42"));
        QCOMPARE(links.at(0).repository, QStringLiteral("acme/api"));
        QCOMPARE(links.at(1).number, 5);
    }

    void forNumberUsesTheProvider()
    {
        QCOMPARE(PullRequests::forNumber(QStringLiteral("acme/api"), QString(), 3)->url.toString(),
                 QStringLiteral("https://github.com/acme/api/pull/3"));
        QCOMPARE(PullRequests::forNumber(QStringLiteral("g/p"), QStringLiteral("gitlab"), 3)->url.toString(),
                 QStringLiteral("https://gitlab.com/g/p/-/merge_requests/3"));
        QVERIFY(!PullRequests::forNumber(QStringLiteral("acme/api"), QStringLiteral("azure_devops"), 3));
        QVERIFY(!PullRequests::forNumber(QStringLiteral("not a repo"), QString(), 3));
    }

    void promptsNameRepositoryAndBranch()
    {
        using PullRequests::GitAction;
        const QString commit = PullRequests::prompt(GitAction::Commit, QStringLiteral("acme/api"), {}, {});
        QVERIFY(commit.contains(QLatin1String("commit")) && commit.contains(QLatin1String("acme/api")));
        QVERIFY(commit.contains(QLatin1String("do not push")));
        const QString pr =
            PullRequests::prompt(GitAction::PullRequest, QStringLiteral("acme/api"), QStringLiteral("develop"), {});
        QVERIFY(pr.contains(QLatin1String("pull request")) && pr.contains(QLatin1String("develop")));
        QVERIFY(PullRequests::prompt(GitAction::PullRequest, QStringLiteral("g/p"), {}, QStringLiteral("gitlab"))
                    .contains(QLatin1String("merge request")));
        QVERIFY(PullRequests::prompt(GitAction::Push, QStringLiteral("acme/api"), QStringLiteral("main"), {})
                    .contains(QLatin1String("never push to the main branch")));
    }
};

QTEST_GUILESS_MAIN(TestPullRequests)
#include "tst_pullrequests.moc"
