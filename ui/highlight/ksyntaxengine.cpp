// SPDX-License-Identifier: GPL-3.0-or-later
// KF6 SyntaxHighlighting behind HighlightEngine, used when CMake finds it (Debian 13+, Fedora, Arch).
// The definitions' text styles are mapped onto the element names of the source-highlight engine so
// that the theme and the tests see one vocabulary.
#include "switchyard_config.h"
#include "ui/highlight/highlightengine.h"

#if SWITCHYARD_HAVE_KSYNTAXHIGHLIGHTING

#include <QHash>

#include <KSyntaxHighlighting/AbstractHighlighter>
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/State>
#include <KSyntaxHighlighting/Theme>

namespace Switchyard {

namespace {

namespace KSH = KSyntaxHighlighting;

QString elementForStyle(KSH::Theme::TextStyle style)
{
    switch (style) {
    case KSH::Theme::Keyword:
    case KSH::Theme::ControlFlow:
        return QStringLiteral("keyword");
    case KSH::Theme::Function:
        return QStringLiteral("function");
    case KSH::Theme::Variable:
        return QStringLiteral("variable");
    case KSH::Theme::Operator:
        return QStringLiteral("symbol");
    case KSH::Theme::BuiltIn:
    case KSH::Theme::DataType:
        return QStringLiteral("type");
    case KSH::Theme::Extension:
    case KSH::Theme::Attribute:
    case KSH::Theme::Annotation:
        return QStringLiteral("usertype");
    case KSH::Theme::Preprocessor:
    case KSH::Theme::Import:
        return QStringLiteral("preproc");
    case KSH::Theme::Char:
    case KSH::Theme::String:
    case KSH::Theme::VerbatimString:
        return QStringLiteral("string");
    case KSH::Theme::SpecialChar:
    case KSH::Theme::SpecialString:
        return QStringLiteral("specialchar");
    case KSH::Theme::DecVal:
    case KSH::Theme::BaseN:
    case KSH::Theme::Float:
    case KSH::Theme::Constant:
        return QStringLiteral("number");
    case KSH::Theme::Comment:
    case KSH::Theme::Documentation:
    case KSH::Theme::CommentVar:
    case KSH::Theme::RegionMarker:
        return QStringLiteral("comment");
    case KSH::Theme::Alert:
    case KSH::Theme::Warning:
    case KSH::Theme::Information:
        return QStringLiteral("todo");
    case KSH::Theme::Error:
        return QStringLiteral("error");
    default:
        return {};
    }
}

class Collector : public KSH::AbstractHighlighter
{
public:
    QList<HighlightResult::Token> *out = nullptr;
    QStringList *elements = nullptr;
    QHash<QString, int> *elementIndex = nullptr;

    KSH::State run(QStringView line, const KSH::State &state) { return highlightLine(line, state); }

protected:
    void applyFormat(int offset, int length, const KSH::Format &format) override
    {
        const QString name = elementForStyle(format.textStyle());
        if (name.isEmpty() || length <= 0)
            return;
        auto it = elementIndex->constFind(name);
        if (it == elementIndex->constEnd()) {
            it = elementIndex->insert(name, static_cast<int>(elements->size()));
            elements->append(name);
        }
        out->append({offset, length, it.value()});
    }
};

class KSyntaxEngine final : public HighlightEngine
{
public:
    QString languageForFileName(const QString &fileName) override
    {
        const KSH::Definition def = m_repository.definitionForFileName(fileName);
        return def.isValid() ? def.name() : QString();
    }

    HighlightResult highlight(const QString &language, const QStringList &lines,
                              const std::function<bool()> &isCancelled, int maxLineLength) override
    {
        HighlightResult result;
        result.language = language;
        const KSH::Definition def = m_repository.definitionForName(language);
        if (!def.isValid()) {
            for (qsizetype i = 0; i <= lines.size(); ++i)
                result.lineFirstToken.append(0);
            return result;
        }
        QHash<QString, int> index;
        Collector collector;
        collector.setDefinition(def);
        collector.setTheme(m_repository.defaultTheme(KSH::Repository::LightTheme));
        collector.out = &result.tokens;
        collector.elements = &result.elements;
        collector.elementIndex = &index;
        KSH::State state;
        for (qsizetype li = 0; li < lines.size(); ++li) {
            result.lineFirstToken.append(static_cast<int>(result.tokens.size()));
            if (isCancelled && (li & 63) == 0 && isCancelled()) {
                for (qsizetype k = li + 1; k <= lines.size(); ++k)
                    result.lineFirstToken.append(static_cast<int>(result.tokens.size()));
                result.error = QStringLiteral("cancelled");
                return result;
            }
            if (lines.at(li).size() > maxLineLength)
                continue;
            state = collector.run(lines.at(li), state);
        }
        result.lineFirstToken.append(static_cast<int>(result.tokens.size()));
        return result;
    }

private:
    KSH::Repository m_repository;
};

} // namespace

std::unique_ptr<HighlightEngine> createKSyntaxHighlightingEngine()
{
    return std::make_unique<KSyntaxEngine>();
}

} // namespace Switchyard

#else

namespace Switchyard {
std::unique_ptr<HighlightEngine> createKSyntaxHighlightingEngine()
{
    return {};
}
} // namespace Switchyard

#endif
