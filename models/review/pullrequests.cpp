// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/review/pullrequests.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

namespace Switchyard::PullRequests {

namespace {

/// The translation context of this file (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::PullRequests)
};

const QRegularExpression &segment()
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$"));
    return re;
}

bool validSegments(const QStringList &parts)
{
    for (const QString &p : parts) {
        if (!segment().match(p).hasMatch() || p == QLatin1String("..") || p.endsWith(QLatin1String(".")))
            return false;
    }
    return !parts.isEmpty();
}

std::optional<int> number(const QString &text)
{
    bool ok = false;
    const int n = text.toInt(&ok);
    if (!ok || n <= 0 || text.startsWith(QLatin1Char('0')) || text.size() > 9)
        return std::nullopt;
    return n;
}

bool isGitLabHost(const QString &host)
{
    return host == QLatin1String("gitlab.com") || host.startsWith(QLatin1String("gitlab."));
}

} // namespace

std::optional<Link> parse(const QUrl &url)
{
    if (!url.isValid() || url.scheme() != QLatin1String("https") || !url.userInfo().isEmpty()
        || (url.port() != -1 && url.port() != 443))
        return std::nullopt;
    const QString host = url.host().toLower();
    QStringList parts = url.path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
    Link link;
    if (host == QLatin1String("github.com") || host == QLatin1String("www.github.com")) {
        if (parts.size() < 4 || parts.at(2) != QLatin1String("pull") || !validSegments(parts.mid(0, 2)))
            return std::nullopt;
        link.repository = parts.at(0) + QLatin1Char('/') + parts.at(1);
        const auto n = number(parts.at(3));
        if (!n)
            return std::nullopt;
        link.number = *n;
    } else if (host == QLatin1String("bitbucket.org")) {
        if (parts.size() < 4 || parts.at(2) != QLatin1String("pull-requests") || !validSegments(parts.mid(0, 2)))
            return std::nullopt;
        link.repository = parts.at(0) + QLatin1Char('/') + parts.at(1);
        const auto n = number(parts.at(3));
        if (!n)
            return std::nullopt;
        link.number = *n;
    } else if (isGitLabHost(host) && segment().match(host).hasMatch()) {
        const qsizetype dash = parts.indexOf(QStringLiteral("-"));
        if (dash < 2 || dash + 2 >= parts.size() || parts.at(dash + 1) != QLatin1String("merge_requests")
            || !validSegments(parts.mid(0, dash)))
            return std::nullopt;
        link.repository = parts.mid(0, dash).join(QLatin1Char('/'));
        const auto n = number(parts.at(dash + 2));
        if (!n)
            return std::nullopt;
        link.number = *n;
    } else {
        return std::nullopt;
    }
    // The canonical link: the request's own page, no query, no fragment.
    QUrl canonical;
    canonical.setScheme(QStringLiteral("https"));
    canonical.setHost(host);
    const QString tail = host.contains(QLatin1String("gitlab"))
        ? QStringLiteral("/-/merge_requests/%1").arg(link.number)
        : (host == QLatin1String("bitbucket.org") ? QStringLiteral("/pull-requests/%1") : QStringLiteral("/pull/%1"))
              .arg(link.number);
    canonical.setPath(QLatin1Char('/') + link.repository + tail);
    link.url = canonical;
    return link;
}

QList<Link> find(const QString &text, int max)
{
    static const QRegularExpression re(QStringLiteral("https://[A-Za-z0-9.-]+(?::443)?/[A-Za-z0-9._~/-]+"));
    QList<Link> out;
    QSet<QString> seen;
    auto it = re.globalMatch(text);
    while (it.hasNext() && out.size() < max) {
        const auto m = it.next();
        QString candidate = m.captured(0);
        while (candidate.endsWith(QLatin1Char('.')) || candidate.endsWith(QLatin1Char('-')))
            candidate.chop(1); // the end of a sentence
        const auto link = parse(QUrl(candidate, QUrl::StrictMode));
        if (!link || seen.contains(link->url.toString()))
            continue;
        seen.insert(link->url.toString());
        out.append(*link);
    }
    return out;
}

std::optional<Link> forNumber(const QString &repository, const QString &gitProvider, int number)
{
    const QString provider = gitProvider.toLower();
    QString url;
    if (provider.isEmpty() || provider == QLatin1String("github"))
        url = QStringLiteral("https://github.com/%1/pull/%2");
    else if (provider == QLatin1String("gitlab"))
        url = QStringLiteral("https://gitlab.com/%1/-/merge_requests/%2");
    else if (provider == QLatin1String("bitbucket"))
        url = QStringLiteral("https://bitbucket.org/%1/pull-requests/%2");
    else
        return std::nullopt;
    return parse(QUrl(url.arg(repository).arg(number), QUrl::StrictMode));
}

QString prompt(GitAction action, const QString &repository, const QString &branch, const QString &gitProvider)
{
    const bool gitlab = gitProvider.compare(QLatin1String("gitlab"), Qt::CaseInsensitive) == 0;
    const QString request = gitlab ? Tr::tr("merge request") : Tr::tr("pull request");
    switch (action) {
    case GitAction::Commit:
        return Tr::tr("Please commit the current changes in %1 with a short, descriptive commit message. Stage only "
                      "the files that belong to the change, and do not push yet. Tell me the commit's hash and "
                      "message when you are done.")
            .arg(repository);
    case GitAction::Push:
        return Tr::tr("Please push the committed changes of %1 to the remote. If the current branch is %2 (or "
                      "another main branch), create a new branch with a descriptive name first and push that; "
                      "never push to the main branch directly. Tell me the branch name when you are done.")
            .arg(repository, branch.isEmpty() ? QStringLiteral("main") : branch);
    case GitAction::PullRequest:
        return Tr::tr("Please open a %1 for the changes in %2: commit anything not yet committed, push to a new "
                      "branch (never to %3 directly), then open the %1 against %3 with a clear title and a "
                      "description of what changed and why. If one is open already for this branch, update it "
                      "instead of opening another. Reply with the link to the %1.")
            .arg(request, repository, branch.isEmpty() ? QStringLiteral("main") : branch);
    }
    return {};
}

} // namespace Switchyard::PullRequests
