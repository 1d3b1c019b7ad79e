// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/radar/commandclassifier.h"

#include <QDir>

namespace Switchyard {

namespace {

/// One simple command of a line: its words and the files its output redirections write.
struct SimpleCommand
{
    QList<QString> argv;
    QList<QString> redirects;
};

/// Splits a command line the way a POSIX shell would, as far as the radar needs: quotes and
/// backslashes, the separators && || ; | & ( ) and newlines, and redirections (`> f`, `>> f`,
/// `2> f`, `&> f`; `2>&1` and `< f` write nothing). Expansions stay as written.
class Splitter
{
public:
    explicit Splitter(const QString &line)
        : m_line(line)
    { }

    QList<SimpleCommand> run()
    {
        const qsizetype n = m_line.size();
        for (m_pos = 0; m_pos < n; ++m_pos) {
            const QChar ch = m_line.at(m_pos);
            if (ch == QLatin1Char('\'') || ch == QLatin1Char('"')) {
                quoted(ch);
            } else if (ch == QLatin1Char('\\')) {
                if (m_pos + 1 < n)
                    appendChar(m_line.at(++m_pos));
            } else if (ch.isSpace() && ch != QLatin1Char('\n')) {
                endWord();
            } else if (ch == QLatin1Char('>') || ch == QLatin1Char('<')) {
                redirection(ch);
            } else if (ch == QLatin1Char('&') && m_pos + 1 < n && m_line.at(m_pos + 1) == QLatin1Char('>')) {
                endWord();
                ++m_pos;
                redirection(QLatin1Char('>'));
            } else if (ch == QLatin1Char(';') || ch == QLatin1Char('&') || ch == QLatin1Char('|')
                       || ch == QLatin1Char('\n') || ch == QLatin1Char('(') || ch == QLatin1Char(')')) {
                endCommand();
            } else {
                appendChar(ch);
            }
        }
        endCommand();
        return m_commands;
    }

private:
    void appendChar(QChar ch)
    {
        m_word.append(ch);
        m_inWord = true;
    }

    void quoted(QChar quote)
    {
        m_inWord = true;
        const qsizetype n = m_line.size();
        for (++m_pos; m_pos < n && m_line.at(m_pos) != quote; ++m_pos) {
            if (quote == QLatin1Char('"') && m_line.at(m_pos) == QLatin1Char('\\') && m_pos + 1 < n)
                ++m_pos;
            m_word.append(m_line.at(m_pos));
        }
    }

    void redirection(QChar op)
    {
        // A word of digits just before is the descriptor ("2>"), not an argument.
        bool fd = m_inWord && !m_word.isEmpty();
        for (QChar c : std::as_const(m_word))
            fd = fd && c.isDigit();
        if (fd) {
            m_word.clear();
            m_inWord = false;
        } else {
            endWord();
        }
        const qsizetype n = m_line.size();
        while (m_pos + 1 < n && (m_line.at(m_pos + 1) == QLatin1Char('>') || m_line.at(m_pos + 1) == QLatin1Char('|')))
            ++m_pos;
        if (m_pos + 1 < n && m_line.at(m_pos + 1) == QLatin1Char('&')) {
            ++m_pos; // 2>&1: a descriptor follows, not a file
            m_target = Target::Skip;
            return;
        }
        m_target = op == QLatin1Char('>') ? Target::Write : Target::Skip;
    }

    void endWord()
    {
        if (!m_inWord)
            return;
        if (m_target == Target::Write)
            m_current.redirects.append(m_word);
        else if (m_target == Target::None)
            m_current.argv.append(m_word);
        m_target = Target::None;
        m_word.clear();
        m_inWord = false;
    }

    void endCommand()
    {
        endWord();
        if (!m_current.argv.isEmpty() || !m_current.redirects.isEmpty())
            m_commands.append(std::move(m_current));
        m_current = {};
        m_target = Target::None;
    }

    enum class Target
    {
        None,
        Write,
        Skip
    };
    const QString &m_line;
    qsizetype m_pos = 0;
    QString m_word;
    bool m_inWord = false;
    Target m_target = Target::None;
    SimpleCommand m_current;
    QList<SimpleCommand> m_commands;
};

bool isOption(const QString &arg)
{
    return arg.size() > 1 && arg.startsWith(QLatin1Char('-'));
}

/// The words after the first `skip` that are not options (after `--` every word counts).
QList<QString> operands(const QList<QString> &argv, qsizetype skip)
{
    QList<QString> out;
    bool optionsEnd = false;
    for (qsizetype i = skip; i < argv.size(); ++i) {
        const QString &a = argv.at(i);
        if (!optionsEnd && a == QLatin1String("--")) {
            optionsEnd = true;
            continue;
        }
        if (optionsEnd || !isOption(a))
            out.append(a);
    }
    return out;
}

bool hasShortFlag(const QList<QString> &argv, QChar flag, const QString &longName = {})
{
    for (const QString &a : argv) {
        if (a == QLatin1String("--"))
            break;
        if (!longName.isEmpty() && a == longName)
            return true;
        if (a.size() > 1 && a.at(0) == QLatin1Char('-') && a.at(1) != QLatin1Char('-') && a.contains(flag))
            return true;
    }
    return false;
}

/// Runs the classification of one line's simple commands, keeping the working directory that `cd`
/// changes between them.
class Classifier
{
public:
    explicit Classifier(const CommandContext &context)
        : m_context(context)
        , m_cwd(context.cwd.isEmpty() ? context.repoRoot : normaliseRadarPath(context.cwd, QString()))
    { }

    void classify(SimpleCommand command)
    {
        for (const QString &r : std::as_const(command.redirects)) {
            if (r.startsWith(QLatin1String("/dev/")))
                continue;
            write(r, QStringLiteral("> file"));
        }
        QList<QString> &argv = command.argv;
        stripPrefixes(argv);
        if (argv.isEmpty())
            return;
        const QString prog = argv.first().section(QLatin1Char('/'), -1);
        if (prog == QLatin1String("cd") || prog == QLatin1String("pushd")) {
            const QList<QString> ops = operands(argv, 1);
            if (!ops.isEmpty() && ops.first() != QLatin1String("-") && !ops.first().startsWith(QLatin1Char('~')))
                m_cwd = normaliseRadarPath(ops.first(), m_cwd);
        } else if (prog == QLatin1String("git")) {
            git(argv);
        } else if (prog == QLatin1String("rm") || prog == QLatin1String("rmdir") || prog == QLatin1String("unlink")) {
            const bool recursive = prog == QLatin1String("rmdir") || hasShortFlag(argv, QLatin1Char('r'), {})
                || hasShortFlag(argv, QLatin1Char('R'), QStringLiteral("--recursive"));
            for (const QString &p : operands(argv, 1)) {
                if (recursive)
                    wide(normaliseRadarPath(p, m_cwd), QStringLiteral("rm -r"));
                else
                    write(p, QStringLiteral("rm"));
            }
        } else if (prog == QLatin1String("mv") || prog == QLatin1String("cp") || prog == QLatin1String("install")) {
            const QList<QString> ops = operands(argv, 1);
            if (prog == QLatin1String("mv")) {
                for (const QString &p : ops)
                    write(p, QStringLiteral("mv"));
            } else if (!ops.isEmpty()) {
                write(ops.last(), prog);
            }
        } else if (prog == QLatin1String("touch") || prog == QLatin1String("truncate") || prog == QLatin1String("tee")
                   || prog == QLatin1String("dd")) {
            for (const QString &p : operands(argv, 1)) {
                if (prog == QLatin1String("dd")) {
                    if (p.startsWith(QLatin1String("of=")))
                        write(p.mid(3), prog);
                } else {
                    write(p, prog);
                }
            }
        } else if (prog == QLatin1String("sed") || prog == QLatin1String("perl")) {
            inPlace(argv, prog);
        } else {
            packages(argv, prog);
        }
    }

    CommandEffect take() { return std::move(m_effect); }

private:
    /// `sudo`, `env`, `time`, `nohup`, `VAR=value` before the command itself.
    static void stripPrefixes(QList<QString> &argv)
    {
        while (!argv.isEmpty()) {
            const QString &a = argv.first();
            const bool assignment =
                a.contains(QLatin1Char('=')) && !a.startsWith(QLatin1Char('=')) && !a.startsWith(QLatin1Char('-'));
            if (assignment || a == QLatin1String("sudo") || a == QLatin1String("env") || a == QLatin1String("time")
                || a == QLatin1String("nohup") || a == QLatin1String("command") || a == QLatin1String("exec"))
                argv.removeFirst();
            else if (argv.size() > 1 && isOption(argv.at(1)) && (a == QLatin1String("sudo")))
                argv.removeFirst();
            else
                break;
        }
    }

    void write(const QString &path, const QString &kind)
    {
        if (path.isEmpty())
            return;
        m_effect.writes.append(normaliseRadarPath(path, m_cwd));
        addKind(kind);
    }

    void wide(const QString &root, const QString &kind)
    {
        for (qsizetype i = 0; i < m_effect.worktreeRoots.size(); ++i) {
            if (m_effect.worktreeRoots.at(i) == root && m_effect.worktreeKinds.at(i) == kind)
                return;
        }
        m_effect.worktreeRoots.append(root);
        m_effect.worktreeKinds.append(kind);
        addKind(kind);
    }

    void addKind(const QString &kind)
    {
        if (!m_effect.kinds.contains(kind))
            m_effect.kinds.append(kind);
    }

    /// The worktree a git command run in `dir` rewrites: the repository's when `dir` lies in it.
    QString worktreeOf(const QString &dir) const
    {
        if (!m_context.repoRoot.isEmpty() && (dir.isEmpty() || radarPathUnder(dir, m_context.repoRoot)))
            return m_context.repoRoot;
        return dir.isEmpty() ? QStringLiteral(".") : dir;
    }

    static bool looksLikePath(const QString &arg)
    {
        // "." or a name with an extension ("src/app.py"); "feature/x" and "main" are branches.
        if (arg == QLatin1String(".") || arg.endsWith(QLatin1Char('/')))
            return true;
        const QString name = arg.section(QLatin1Char('/'), -1);
        const qsizetype dot = name.lastIndexOf(QLatin1Char('.'));
        return dot > 0 && dot < name.size() - 1;
    }

    /// git with its global options (-C dir, -c k=v) and the subcommands that write.
    void git(const QList<QString> &argv)
    {
        QString dir = m_cwd;
        qsizetype i = 1;
        for (; i < argv.size(); ++i) {
            const QString &a = argv.at(i);
            if (a == QLatin1String("-C") && i + 1 < argv.size())
                dir = normaliseRadarPath(argv.at(++i), dir);
            else if ((a == QLatin1String("-c") || a == QLatin1String("--git-dir") || a == QLatin1String("--work-tree"))
                     && i + 1 < argv.size())
                ++i;
            else if (!isOption(a))
                break;
        }
        if (i >= argv.size())
            return;
        const QString sub = argv.at(i);
        const QList<QString> rest = argv.mid(i + 1);
        const QString saved = m_cwd;
        m_cwd = dir;
        gitSubcommand(sub, rest, argv.mid(i + 1).contains(QStringLiteral("--")));
        m_cwd = saved;
    }

    void gitFiles(const QList<QString> &files, const QString &kind)
    {
        for (const QString &f : files) {
            if (f == QLatin1String(".") || f == QLatin1String(":/"))
                wide(worktreeOf(f == QLatin1String(".") ? m_cwd : QString()), kind);
            else
                write(f, kind);
        }
    }

    void gitSubcommand(const QString &sub, const QList<QString> &rest, bool dashDash)
    {
        const QList<QString> ops = operands(rest, 0);
        if (sub == QLatin1String("checkout") || sub == QLatin1String("restore")) {
            // `git checkout -- f` / `git restore f` rewrite files; `git checkout <branch>` the worktree.
            if (sub == QLatin1String("restore") || dashDash) {
                gitFiles(ops.mid(sub == QLatin1String("checkout") && !rest.startsWith(QStringLiteral("--")) ? 1 : 0),
                         QStringLiteral("git %1 <file>").arg(sub));
            } else if (!ops.isEmpty() && std::all_of(ops.begin(), ops.end(), looksLikePath)
                       && !hasShortFlag(rest, QLatin1Char('b'))) {
                gitFiles(ops, QStringLiteral("git checkout <file>"));
            } else {
                wide(worktreeOf(m_cwd), QStringLiteral("git checkout <branch>"));
            }
        } else if (sub == QLatin1String("reset")) {
            if (rest.contains(QStringLiteral("--hard")) || rest.contains(QStringLiteral("--merge"))
                || rest.contains(QStringLiteral("--keep")))
                wide(worktreeOf(m_cwd), QStringLiteral("git reset --hard"));
        } else if (sub == QLatin1String("stash")) {
            static const QList<QString> readOnly{QStringLiteral("list"), QStringLiteral("show"),
                                                 QStringLiteral("create"), QStringLiteral("store")};
            if (ops.isEmpty() || !readOnly.contains(ops.first()))
                wide(worktreeOf(m_cwd), QStringLiteral("git stash"));
        } else if (sub == QLatin1String("clean") || sub == QLatin1String("rebase") || sub == QLatin1String("pull")
                   || sub == QLatin1String("merge") || sub == QLatin1String("switch") || sub == QLatin1String("am")
                   || sub == QLatin1String("cherry-pick") || sub == QLatin1String("revert")) {
            if (sub == QLatin1String("clean")
                && (rest.contains(QStringLiteral("-n")) || rest.contains(QStringLiteral("--dry-run"))))
                return;
            wide(worktreeOf(m_cwd), QStringLiteral("git ") + sub);
        } else if (sub == QLatin1String("rm") || sub == QLatin1String("mv")) {
            gitFiles(ops, QStringLiteral("git ") + sub);
        } else if (sub == QLatin1String("apply")) {
            if (!rest.contains(QStringLiteral("--check")) && !rest.contains(QStringLiteral("--stat")))
                wide(worktreeOf(m_cwd), QStringLiteral("git apply"));
        }
    }

    /// sed -i / perl -i: the files after the script are edited in place.
    void inPlace(const QList<QString> &argv, const QString &prog)
    {
        bool inplace = false;
        bool scriptGiven = false; // -e/-f (sed) or -e/-pe (perl) carried the script
        QList<QString> files;
        for (qsizetype i = 1; i < argv.size(); ++i) {
            const QString &a = argv.at(i);
            if (a.startsWith(QLatin1String("-i")) || a == QLatin1String("--in-place")
                || (prog == QLatin1String("perl") && a.startsWith(QLatin1Char('-')) && a.contains(QLatin1Char('i'))
                    && !a.startsWith(QLatin1String("--")))) {
                inplace = true;
                if (prog == QLatin1String("perl") && a.contains(QLatin1Char('e')) && i + 1 < argv.size()) {
                    scriptGiven = true;
                    ++i;
                }
            } else if (a == QLatin1String("-e") || a == QLatin1String("-f") || a == QLatin1String("--expression")) {
                scriptGiven = true;
                ++i;
            } else if (!isOption(a)) {
                files.append(a);
            }
        }
        if (!inplace)
            return;
        if (!scriptGiven && !files.isEmpty())
            files.removeFirst();
        for (const QString &f : std::as_const(files))
            write(f, prog + QStringLiteral(" -i"));
    }

    /// Package installs write the sandbox's environment.
    void packages(const QList<QString> &argv, const QString &prog)
    {
        static const QList<QString> managers{
            QStringLiteral("pip"),   QStringLiteral("pip3"), QStringLiteral("npm"),     QStringLiteral("yarn"),
            QStringLiteral("pnpm"),  QStringLiteral("apt"),  QStringLiteral("apt-get"), QStringLiteral("poetry"),
            QStringLiteral("conda"), QStringLiteral("gem"),  QStringLiteral("cargo"),   QStringLiteral("uv"),
            QStringLiteral("brew"),  QStringLiteral("apk")};
        qsizetype i = 0;
        QString manager = prog;
        if ((prog.startsWith(QLatin1String("python")) && argv.size() > 2 && argv.at(1) == QLatin1String("-m"))) {
            manager = argv.at(2);
            i = 2;
        }
        if (!managers.contains(manager))
            return;
        const QList<QString> ops = operands(argv, i + 1);
        qsizetype k = 0;
        if (manager == QLatin1String("uv") && !ops.isEmpty() && ops.first() == QLatin1String("pip"))
            k = 1;
        if (k >= ops.size())
            return;
        static const QList<QString> verbs{
            QStringLiteral("install"), QStringLiteral("i"),         QStringLiteral("add"),     QStringLiteral("ci"),
            QStringLiteral("remove"),  QStringLiteral("uninstall"), QStringLiteral("upgrade"), QStringLiteral("sync")};
        const QString verb = ops.at(k);
        if (!verbs.contains(verb))
            return;
        m_effect.environment = true;
        addKind(manager + QLatin1Char(' ') + verb);
    }

    const CommandContext &m_context;
    QString m_cwd;
    CommandEffect m_effect;
};

/// No "//", no "." or ".." segment, no trailing slash: QDir::cleanPath() would return it unchanged.
bool isClean(const QString &path)
{
    const qsizetype n = path.size();
    if (n > 1 && path.at(n - 1) == QLatin1Char('/'))
        return false;
    for (qsizetype i = 0; i < n; ++i) {
        if (path.at(i) != QLatin1Char('/'))
            continue;
        if (i + 1 < n && path.at(i + 1) == QLatin1Char('/'))
            return false;
        if (i + 1 < n && path.at(i + 1) == QLatin1Char('.')) {
            const qsizetype j = i + 2 < n && path.at(i + 2) == QLatin1Char('.') ? i + 3 : i + 2;
            if (j >= n || path.at(j) == QLatin1Char('/'))
                return false;
        }
    }
    return true;
}

/// Fast path of classifyCommand(): whether a word of the line starts like a command that can write,
/// or the line redirects output. One pass; most commands agents run (tests, builds, listings) fail it.
bool mayWrite(const QString &line)
{
    static const char *const triggers[] = {"git",      "rm",    "mv",      "cp",     "tee",  "touch",  "sed",
                                           "perl",     "pip",   "python",  "npm",    "apt",  "yarn",   "pnpm",
                                           "poetry",   "conda", "gem",     "cargo",  "uv",   "brew",   "apk",
                                           "truncate", "dd",    "install", "unlink", "sudo", "unlink", "env"};
    const qsizetype n = line.size();
    bool wordStart = true;
    for (qsizetype i = 0; i < n; ++i) {
        const QChar ch = line.at(i);
        if (ch == QLatin1Char('>'))
            return true;
        const bool sep = ch.isSpace() || ch == QLatin1Char(';') || ch == QLatin1Char('&') || ch == QLatin1Char('|')
            || ch == QLatin1Char('(') || ch == QLatin1Char('/') || ch == QLatin1Char('=');
        if (sep) {
            wordStart = true;
            continue;
        }
        if (!wordStart)
            continue;
        wordStart = false;
        const QStringView rest = QStringView(line).mid(i);
        for (const char *t : triggers) {
            if (t[0] == ch.unicode() && rest.startsWith(QLatin1String(t)))
                return true;
        }
    }
    return false;
}

} // namespace

QString normaliseRadarPath(const QString &path, const QString &cwd)
{
    if (path.startsWith(QLatin1Char('/')) && isClean(path))
        return path; // the common case: an absolute clean path, shared rather than copied
    QString p = path;
    if (!p.startsWith(QLatin1Char('/')) && !cwd.isEmpty() && !p.startsWith(QLatin1Char('~'))
        && !p.startsWith(QLatin1Char(':')))
        p = cwd + QLatin1Char('/') + p;
    return QDir::cleanPath(p);
}

bool radarPathUnder(const QString &path, const QString &root)
{
    if (root == QLatin1String("/"))
        return path.startsWith(QLatin1Char('/'));
    return path.startsWith(root) && (path.size() == root.size() || path.at(root.size()) == QLatin1Char('/'));
}

CommandEffect classifyCommand(const QString &commandLine, const CommandContext &context)
{
    if (!mayWrite(commandLine))
        return {};
    Classifier classifier(context);
    for (SimpleCommand &c : Splitter(commandLine).run())
        classifier.classify(std::move(c));
    return classifier.take();
}

} // namespace Switchyard
