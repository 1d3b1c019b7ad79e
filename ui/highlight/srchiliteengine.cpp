// SPDX-License-Identifier: GPL-3.0-or-later
// GNU source-highlight behind HighlightEngine (see the design note HIGHLIGHTING.md). The whole text
// is highlighted in one pass on the worker thread, so srchilite's state and state stack simply run
// on from one line to the next; no per-block state snapshots are needed. Offsets come back as
// UTF-8 byte positions (setOptimize(false) makes FormatterParams::start exact) and are mapped to
// UTF-16 here.
#include "switchyard_config.h"
#include "ui/highlight/highlightengine.h"

#if SWITCHYARD_HAVE_SOURCE_HIGHLIGHT

#include "ui/logging.h"

#include <QHash>
#include <QMutex>
#include <QSet>

#include <exception>
#include <map>
#include <set>

#include <srchilite/formatter.h>
#include <srchilite/formattermanager.h>
#include <srchilite/formatterparams.h>
#include <srchilite/highlightrule.h>
#include <srchilite/highlightstate.h>
#include <srchilite/langdefmanager.h>
#include <srchilite/langmap.h>
#include <srchilite/regexrulefactory.h>
#include <srchilite/sourcehighlighter.h>

namespace Switchyard {

namespace {

/// Every load (.lang, lang.map) goes through the parser's global state: one at a time, process-wide.
QMutex &loadMutex()
{
    static QMutex m;
    return m;
}

struct Sink
{
    std::vector<HighlightResult::Token> lineTokens; // byte offsets
};

class NullFormatter : public srchilite::Formatter
{
public:
    void format(const std::string &, const srchilite::FormatterParams *) override { }
};

class RecordingFormatter : public srchilite::Formatter
{
public:
    RecordingFormatter(int element, Sink *sink)
        : m_element(element)
        , m_sink(sink)
    { }
    void format(const std::string &s, const srchilite::FormatterParams *params) override
    {
        if (!params || params->start < 0 || s.empty())
            return;
        m_sink->lineTokens.push_back({params->start, static_cast<int>(s.size()), m_element});
    }

private:
    int m_element;
    Sink *m_sink;
};

void collectElements(const srchilite::HighlightStatePtr &state, std::set<const srchilite::HighlightState *> &seen,
                     std::set<std::string> &names)
{
    if (!state || !seen.insert(state.get()).second)
        return;
    names.insert(state->getDefaultElement());
    for (const auto &rule : state->getRuleList()) {
        for (const auto &e : rule->getElemList())
            names.insert(e);
        collectElements(rule->getNextState(), seen, names);
    }
}

/// `line` in UTF-8, with a byte -> UTF-16 index table (left alone for an ASCII line). True: ASCII.
bool toUtf8(const QString &line, std::string &utf8, std::vector<int> &byteToUtf16)
{
    bool ascii = true;
    for (QChar c : line)
        if (c.unicode() >= 0x80) {
            ascii = false;
            break;
        }
    if (ascii) {
        utf8 = line.toStdString();
        return true;
    }
    const QByteArray bytes = line.toUtf8();
    utf8.assign(bytes.constData(), static_cast<size_t>(bytes.size()));
    byteToUtf16.assign(utf8.size() + 1, 0);
    int u16 = 0;
    size_t b = 0;
    while (b < utf8.size()) {
        const unsigned char c = static_cast<unsigned char>(utf8[b]);
        const int len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : 4;
        for (int k = 0; k < len && b + static_cast<size_t>(k) < utf8.size(); ++k)
            byteToUtf16[b + static_cast<size_t>(k)] = u16;
        u16 += len == 4 ? 2 : 1;
        b += static_cast<size_t>(len);
    }
    byteToUtf16[utf8.size()] = u16;
    return false;
}

/// A token of a `size`-byte UTF-8 line in UTF-16 positions.
HighlightResult::Token toUtf16(const HighlightResult::Token &t, size_t size, const std::vector<int> &byteToUtf16)
{
    HighlightResult::Token tok = t;
    const size_t s = std::min(static_cast<size_t>(t.start), size);
    const size_t e = std::min(static_cast<size_t>(t.start + t.length), size);
    tok.start = byteToUtf16[s];
    tok.length = byteToUtf16[e] - byteToUtf16[s];
    return tok;
}

class SourceHighlightEngine final : public HighlightEngine
{
public:
    explicit SourceHighlightEngine(const QString &dataDir)
        : m_dataDir(dataDir.toStdString())
        , m_manager(&m_factory)
    { }

    QString languageForFileName(const QString &fileName) override
    {
        QMutexLocker lock(&loadMutex());
        try {
            if (!m_langMap) {
                m_langMap = std::make_unique<srchilite::LangMap>(m_dataDir, "lang.map");
                m_langMap->open();
            }
            const QString base = fileName.section(QLatin1Char('/'), -1);
            std::string lang = m_langMap->getMappedFileNameFromFileName(base.toStdString());
            if (lang.empty() && base.contains(QLatin1Char('.'))) {
                // Some common extensions are missing from lang.map 3.1.9.
                static const QHash<QString, QString> extra{
                    {QStringLiteral("ts"), QStringLiteral("javascript.lang")},
                    {QStringLiteral("tsx"), QStringLiteral("javascript.lang")},
                    {QStringLiteral("jsx"), QStringLiteral("javascript.lang")},
                    {QStringLiteral("mjs"), QStringLiteral("javascript.lang")},
                    {QStringLiteral("toml"), QStringLiteral("conf.lang")},
                    {QStringLiteral("yml"), QStringLiteral("conf.lang")},
                    {QStringLiteral("yaml"), QStringLiteral("conf.lang")},
                    {QStringLiteral("md"), QStringLiteral("txt.lang")},
                    {QStringLiteral("kt"), QStringLiteral("java.lang")},
                    {QStringLiteral("cc"), QStringLiteral("cpp.lang")},
                };
                lang = extra.value(base.section(QLatin1Char('.'), -1).toLower()).toStdString();
            }
            if (lang.empty() && base == QLatin1String("Makefile"))
                lang = "makefile.lang";
            if (lang.empty() && base == QLatin1String("Dockerfile"))
                lang = "sh.lang";
            return QString::fromStdString(lang);
        } catch (const std::exception &e) {
            qCWarning(lcUi) << "source-highlight: cannot read lang.map:" << e.what();
        } catch (...) {
            qCWarning(lcUi) << "source-highlight: cannot read lang.map";
        }
        return {};
    }

    HighlightResult highlight(const QString &language, const QStringList &lines,
                              const std::function<bool()> &isCancelled, int maxLineLength) override
    {
        HighlightResult result;
        result.language = language;
        result.lineFirstToken.reserve(lines.size() + 1);
        std::vector<std::string> names;
        const srchilite::HighlightStatePtr main = loadState(language, names, &result.error);
        if (!main) {
            for (qsizetype i = 0; i <= lines.size(); ++i)
                result.lineFirstToken.append(0);
            return result;
        }
        for (const auto &n : names)
            result.elements.append(QString::fromStdString(n));

        Sink sink;
        srchilite::FormatterManager formatters(srchilite::FormatterPtr(new NullFormatter));
        for (size_t i = 0; i < names.size(); ++i)
            formatters.addFormatter(names[i],
                                    srchilite::FormatterPtr(new RecordingFormatter(static_cast<int>(i), &sink)));
        srchilite::FormatterParams params;
        srchilite::SourceHighlighter hl(main);
        hl.setFormatterManager(&formatters);
        hl.setFormatterParams(&params);
        hl.setOptimize(false);

        std::string utf8;
        std::vector<int> byteToUtf16;
        for (qsizetype li = 0; li < lines.size(); ++li) {
            result.lineFirstToken.append(static_cast<int>(result.tokens.size()));
            if (isCancelled && (li & 63) == 0 && isCancelled()) {
                result.error = QStringLiteral("cancelled");
                for (qsizetype k = li + 1; k <= lines.size(); ++k)
                    result.lineFirstToken.append(static_cast<int>(result.tokens.size()));
                return result;
            }
            const QString &line = lines.at(li);
            if (line.size() > maxLineLength)
                continue; // left plain; the state runs on unchanged
            if (line.isEmpty()) {
                try {
                    hl.highlightParagraph(std::string());
                } catch (...) { }
                continue;
            }
            const bool ascii = toUtf8(line, utf8, byteToUtf16);
            sink.lineTokens.clear();
            try {
                hl.highlightParagraph(utf8);
            } catch (const std::exception &e) {
                qCWarning(lcUi) << "source-highlight failed on a line:" << e.what();
                continue;
            } catch (...) {
                continue;
            }
            for (const auto &t : sink.lineTokens) {
                const HighlightResult::Token tok = ascii ? t : toUtf16(t, utf8.size(), byteToUtf16);
                if (tok.length > 0)
                    result.tokens.append(tok);
            }
        }
        result.lineFirstToken.append(static_cast<int>(result.tokens.size()));
        return result;
    }

private:
    /// The language's start state and the names of its elements ("normal" left out); null (and
    /// `error` said) when it cannot be loaded, or for no language.
    srchilite::HighlightStatePtr loadState(const QString &language, std::vector<std::string> &names, QString *error)
    {
        if (language.isEmpty())
            return {};
        QMutexLocker lock(&loadMutex());
        try {
            srchilite::HighlightStatePtr main = m_manager.getHighlightState(m_dataDir, language.toStdString());
            std::set<const srchilite::HighlightState *> seen;
            std::set<std::string> nameSet;
            collectElements(main, seen, nameSet);
            nameSet.erase("normal");
            names.assign(nameSet.begin(), nameSet.end());
            return main;
        } catch (const std::exception &e) {
            *error = QString::fromUtf8(e.what());
        } catch (...) {
            *error = QStringLiteral("cannot load %1").arg(language);
        }
        return {};
    }

    std::string m_dataDir;
    srchilite::RegexRuleFactory m_factory;
    srchilite::LangDefManager m_manager;
    std::unique_ptr<srchilite::LangMap> m_langMap;
};

} // namespace

std::unique_ptr<HighlightEngine> createSourceHighlightEngine(const QString &dataDir)
{
    return std::make_unique<SourceHighlightEngine>(dataDir);
}

} // namespace Switchyard

#else

namespace Switchyard {
std::unique_ptr<HighlightEngine> createSourceHighlightEngine(const QString &)
{
    return {};
}
} // namespace Switchyard

#endif
