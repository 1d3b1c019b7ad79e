// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/conversations/startrequestvalidator.h"

#include <QRegularExpression>

#include <cmath>

namespace Switchyard {

namespace {

bool hasControlOrSpace(const QString &s)
{
    for (const QChar c : s) {
        if (c.isSpace() || c.category() == QChar::Other_Control)
            return true;
    }
    return false;
}

enum class ScalarType
{
    String,
    Bool,
    Int,
    Number
};

ScalarType typeOf(const ObservabilityScalar &v)
{
    switch (v.index()) {
    case 0:
        return ScalarType::String;
    case 1:
        return ScalarType::Bool;
    case 2:
        return ScalarType::Int;
    default:
        return ScalarType::Number;
    }
}

// Parses one scalar token. `quotedOut` tells whether it was a quoted string.
bool parseScalar(const QString &token, ObservabilityScalar *out, QString *error)
{
    const QString t = token.trimmed();
    if (t.size() >= 2 && t.startsWith(u'"') && t.endsWith(u'"')) {
        QString s;
        const QString body = t.mid(1, t.size() - 2);
        for (qsizetype i = 0; i < body.size(); ++i) {
            QChar c = body.at(i);
            if (c == u'\\' && i + 1 < body.size()) {
                c = body.at(++i);
                if (c == u'n')
                    c = u'\n';
                else if (c == u't')
                    c = u'\t';
            } else if (c == u'"') {
                *error = StartRequestValidator::tr("an unescaped quote inside a string");
                return false;
            }
            s.append(c);
        }
        *out = s;
        return true;
    }
    if (t == u"true" || t == u"false") {
        *out = (t == u"true");
        return true;
    }
    bool ok = false;
    const qlonglong i = t.toLongLong(&ok);
    if (ok) {
        *out = qint64(i);
        return true;
    }
    const double d = t.toDouble(&ok);
    if (ok) {
        if (!std::isfinite(d)) {
            *error = StartRequestValidator::tr("numbers must be finite");
            return false;
        }
        *out = d;
        return true;
    }
    if (t.isEmpty()) {
        *error = StartRequestValidator::tr("a value is missing");
        return false;
    }
    *out = t;
    return true;
}

// Splits the inside of [...] at top-level commas, honouring quotes.
QList<QString> splitArray(const QString &inside)
{
    QList<QString> parts;
    QString cur;
    bool inQuote = false;
    for (qsizetype i = 0; i < inside.size(); ++i) {
        const QChar c = inside.at(i);
        if (inQuote && c == u'\\' && i + 1 < inside.size()) {
            cur.append(c);
            cur.append(inside.at(++i));
            continue;
        }
        if (c == u'"')
            inQuote = !inQuote;
        if (c == u',' && !inQuote) {
            parts.append(cur);
            cur.clear();
        } else {
            cur.append(c);
        }
    }
    if (!cur.trimmed().isEmpty() || !parts.isEmpty())
        parts.append(cur);
    return parts;
}

} // namespace

bool StartRequestValidator::isValidSpanName(const QString &name)
{
    if (name.isEmpty())
        return true;
    if (name.size() > kMaxSpanNameLength)
        return false;
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9._:/-]+$"));
    return re.match(name).hasMatch();
}

bool StartRequestValidator::isValidRepository(const QString &repo)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)+$"));
    return re.match(repo).hasMatch() && !repo.contains(QLatin1String(".."));
}

bool StartRequestValidator::isValidBranch(const QString &branch)
{
    if (branch.isEmpty() || hasControlOrSpace(branch))
        return false;
    static const QRegularExpression bad(QStringLiteral(R"(\.\.|[~^:?*\[\\]|@\{|//)"));
    if (bad.match(branch).hasMatch())
        return false;
    if (branch.startsWith(u'-') || branch.startsWith(u'/') || branch.endsWith(u'/') || branch.endsWith(u'.')
        || branch.endsWith(QLatin1String(".lock")) || branch == u"@")
        return false;
    return true;
}

bool StartRequestValidator::isValidKeyName(const QString &name)
{
    return !name.isEmpty() && !hasControlOrSpace(name) && name.size() <= 256;
}

QList<StartRequestProblem> StartRequestValidator::validate(const StartOptions &options)
{
    using F = StartRequestProblem::Field;
    QList<StartRequestProblem> problems;
    auto add = [&problems](F field, const QString &message) {
        problems.append({field, message});
    };

    if (!options.selectedRepository.isEmpty() && !isValidRepository(options.selectedRepository))
        add(F::Repository, tr("The repository must look like owner/name."));
    if (!options.selectedBranch.isEmpty()) {
        if (options.selectedRepository.isEmpty())
            add(F::Branch, tr("A branch needs a repository."));
        else if (!isValidBranch(options.selectedBranch))
            add(F::Branch, tr("“%1” is not a valid git branch name.").arg(options.selectedBranch));
    }
    if (options.agentType != u"default" && options.agentType != u"plan")
        add(F::AgentType, tr("The agent type must be “default” or “plan”."));
    if (options.initialMessage && options.initialMessage->trimmed().isEmpty())
        add(F::Message, tr("The initial message is empty."));
    if (!options.llmModel.isEmpty() && hasControlOrSpace(options.llmModel))
        add(F::Model, tr("The model name must not contain spaces."));
    if (!options.sandboxId.isEmpty() && hasControlOrSpace(options.sandboxId))
        add(F::Sandbox, tr("The sandbox id is not valid."));

    // §13.4: system_prompt replaces the default prompt, so a suffix to the default makes no sense.
    if (!options.systemPrompt.isEmpty() && !options.systemMessageSuffix.isEmpty())
        add(F::SystemPrompt,
            tr("A system prompt replaces the default one: leave the suffix to the default prompt "
               "empty, or put it into the system prompt."));
    if (!options.systemPrompt.isEmpty() && options.systemPrompt.trimmed().isEmpty())
        add(F::SystemPrompt, tr("The system prompt is only whitespace."));
    for (const QString &skill : options.disabledSkills) {
        if (skill.trimmed().isEmpty() || skill.contains(QLatin1Char('\n'))) {
            add(F::Skills, tr("A skill to disable needs a name (one per line)."));
            break;
        }
    }

    for (auto it = options.secrets.cbegin(); it != options.secrets.cend(); ++it) {
        if (!isValidKeyName(it.key())) {
            add(F::Secrets, tr("Secret names must not be empty or contain spaces."));
            break;
        }
        if (it.value().isEmpty()) {
            add(F::Secrets, tr("The secret “%1” has no value.").arg(it.key()));
            break;
        }
    }
    for (const auto &plugin : options.plugins) {
        if (plugin.source.trimmed().isEmpty()) {
            add(F::Plugins, tr("Every plugin needs a source (github:owner/repo, a git URL or a path)."));
            break;
        }
        if (hasControlOrSpace(plugin.source.trimmed()) || hasControlOrSpace(plugin.ref)) {
            add(F::Plugins, tr("The plugin “%1” contains spaces.").arg(plugin.source.trimmed()));
            break;
        }
    }
    if (!isValidSpanName(options.observabilitySpanName)) {
        if (options.observabilitySpanName.size() > kMaxSpanNameLength)
            add(F::SpanName, tr("The span name is longer than %1 characters.").arg(kMaxSpanNameLength));
        else
            add(F::SpanName, tr("The span name may only contain letters, digits and . _ : / -"));
    }
    for (const auto &tag : options.observabilityTags) {
        if (tag.trimmed().isEmpty()) {
            add(F::Tags, tr("Tags must not be empty."));
            break;
        }
    }
    return problems;
}

bool StartRequestValidator::parseMetadata(const QString &text, ObservabilityMetadata *out, QString *error)
{
    ObservabilityMetadata result;
    const QList<QString> lines = text.split(u'\n');
    for (qsizetype n = 0; n < lines.size(); ++n) {
        const QString line = lines.at(n).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        auto failLine = [&](const QString &why) {
            if (error)
                *error = tr("Metadata line %1: %2").arg(n + 1).arg(why);
            return false;
        };
        const qsizetype eq = line.indexOf(u'=');
        if (eq < 0)
            return failLine(tr("expected key = value"));
        const QString key = line.left(eq).trimmed();
        const QString rawValue = line.mid(eq + 1).trimmed();
        if (!isValidKeyName(key))
            return failLine(tr("the key must not be empty or contain spaces"));
        for (const auto &entry : std::as_const(result)) {
            if (entry.first == key)
                return failLine(tr("the key “%1” appears twice").arg(key));
        }
        ObservabilityValue value;
        QString why;
        if (rawValue.startsWith(u'[')) {
            if (!rawValue.endsWith(u']'))
                return failLine(tr("an array must end with ]"));
            value.isArray = true;
            const QList<QString> parts = splitArray(rawValue.mid(1, rawValue.size() - 2));
            bool sawNumber = false;
            std::optional<ScalarType> type;
            for (const QString &part : parts) {
                ObservabilityScalar s;
                if (part.trimmed().startsWith(u'['))
                    return failLine(tr("arrays cannot be nested"));
                if (!parseScalar(part, &s, &why))
                    return failLine(why);
                ScalarType t = typeOf(s);
                if (t == ScalarType::Number)
                    sawNumber = true;
                if (t == ScalarType::Int)
                    t = ScalarType::Number; // ints and numbers are both JSON numbers
                if (type && *type != t)
                    return failLine(tr("all values of an array must have the same type"));
                type = t;
                value.items.append(s);
            }
            if (sawNumber) {
                for (auto &item : value.items) {
                    if (item.index() == 2)
                        item = double(std::get<qint64>(item));
                }
            }
        } else {
            if (!parseScalar(rawValue, &value.scalar, &why))
                return failLine(why);
        }
        result.append({key, value});
    }
    if (out)
        *out = result;
    return true;
}

QList<QString> StartRequestValidator::parseTags(const QString &text)
{
    QList<QString> tags;
    static const QRegularExpression sep(QStringLiteral("[,\\n]"));
    const QList<QString> parts = text.split(sep);
    for (const QString &p : parts) {
        const QString t = p.trimmed();
        if (!t.isEmpty() && !tags.contains(t))
            tags.append(t);
    }
    return tags;
}

} // namespace Switchyard
