// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/review (pure code; issue 30 part A, git hand-off). The pull requests a
// conversation's agent reports: the record's `pr_number` list (spec §3.4) and the pull / merge
// request links found in its messages and observations (untrusted text). A link is kept only when
// it is https to a known forge with a pull-request path; nothing here opens anything (the view
// does, on the user's click). And the prompts the git hand-off buttons send (commit, push, open a
// pull request), as the OpenHands web UI's git bar does with its own words.

#include <QList>
#include <QString>
#include <QUrl>

#include <optional>

namespace Switchyard::PullRequests {

struct Link
{
    QUrl url;
    int number = 0;
    QString repository; ///< "owner/repo" (GitLab: the full group path)
    bool operator==(const Link &) const = default;
};

/// `url` as a pull / merge request link: https only, host github.com, gitlab.com (or a host whose
/// first label is "gitlab"), bitbucket.org; path /owner/repo/pull/N, /group/…/project/-/merge_requests/N,
/// /owner/repo/pull-requests/N; no user info, no port but 443. nullopt otherwise.
[[nodiscard]] std::optional<Link> parse(const QUrl &url);
/// The valid links in `text`, in order, each once (at most `max`).
[[nodiscard]] QList<Link> find(const QString &text, int max = 20);
/// The link of pull request `number` of `repository` on its provider ("github", "gitlab",
/// "bitbucket"; empty: github); nullopt for another provider or a malformed repository.
[[nodiscard]] std::optional<Link> forNumber(const QString &repository, const QString &gitProvider, int number);

enum class GitAction
{
    Commit,
    Push,
    PullRequest,
};

/// The message a git hand-off button sends to the agent (translated).
[[nodiscard]] QString prompt(GitAction action, const QString &repository, const QString &branch,
                             const QString &gitProvider);

} // namespace Switchyard::PullRequests
