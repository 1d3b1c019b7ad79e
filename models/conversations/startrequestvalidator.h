// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Client-side validation of what the user chose for a start (StartOptions, spec §3.2), run before
// anything is sent, so that a mistake is reported next to the field instead of as a start task in
// ERROR minutes later.

#include "models/domain/startoptions.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Switchyard {

struct StartRequestProblem
{
    enum class Field
    {
        Repository,
        Branch,
        Message,
        Model,
        AgentType,
        Sandbox,
        Secrets,
        Plugins,
        SpanName,
        Metadata,
        Tags,
        SystemPrompt,
        Skills,
    };
    Field field = Field::Message;
    QString message; ///< translated
};

class StartRequestValidator
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::StartRequestValidator)
public:
    static constexpr int kMaxSpanNameLength = 128;

    /// Every problem found (empty = valid). Checks the fields that the server would reject or that
    /// would make the start task fail: span name pattern and length, tag and secret names, plugin
    /// sources, owner/repo shape, branch names, agent type, and "a message or a repository".
    [[nodiscard]] static QList<StartRequestProblem> validate(const StartOptions &options);

    /// `^[A-Za-z0-9._:/-]+$`, at most 128 characters; an empty name is allowed (the field is optional).
    [[nodiscard]] static bool isValidSpanName(const QString &name);
    /// `owner/repo` (also nested groups `group/sub/repo` for GitLab).
    [[nodiscard]] static bool isValidRepository(const QString &repo);
    /// A subset of git-check-ref-format: no spaces, "..", "~^:?*[\\", control characters, leading
    /// "-" or "/", trailing "/" or ".lock", "@{".
    [[nodiscard]] static bool isValidBranch(const QString &branch);
    /// Secret and metadata key names: non-empty, no whitespace or control characters.
    [[nodiscard]] static bool isValidKeyName(const QString &name);

    /// Parses observability metadata typed by the user, one `key = value` per line (blank lines and
    /// lines starting with '#' ignored). Values: `true`/`false`, an integer, a number, a
    /// "double-quoted string" (\" and \\ escapes), a bare string, or `[v, v, ...]` of one type
    /// (ints and numbers mix as numbers). Returns false with a translated `error` naming the line.
    static bool parseMetadata(const QString &text, ObservabilityMetadata *out, QString *error);
    /// Splits a comma/newline separated tag list, trimming and dropping empties.
    [[nodiscard]] static QList<QString> parseTags(const QString &text);
};

} // namespace Switchyard
