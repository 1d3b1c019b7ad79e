// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sim/workspace.h"

namespace Switchyard::Sim {

void SimWorkspace::addBase(const QString &path, const QString &content)
{
    m_files[path] = Entry{content, content};
}

void SimWorkspace::write(const QString &path, const QString &content)
{
    m_files[path].current = content;
}

void SimWorkspace::remove(const QString &path)
{
    auto it = m_files.find(path);
    if (it == m_files.end())
        return;
    if (!it->base)
        m_files.erase(it);
    else
        it->current.reset();
}

std::optional<QString> SimWorkspace::read(const QString &path) const
{
    const auto it = m_files.constFind(path);
    if (it == m_files.constEnd())
        return std::nullopt;
    return it->current;
}

bool SimWorkspace::exists(const QString &path) const
{
    return read(path).has_value();
}

QList<QPair<QString, QString>> SimWorkspace::changes(const QString &repoPath) const
{
    QList<QPair<QString, QString>> out;
    QString p = repoPath;
    while (p.size() > 1 && p.endsWith(QLatin1Char('/')))
        p.chop(1);
    if (repoRoot.isEmpty() || p != repoRoot)
        return out;
    const QString prefix = p + QLatin1Char('/');
    for (auto it = m_files.constBegin(); it != m_files.constEnd(); ++it) {
        if (!it.key().startsWith(prefix))
            continue;
        const Entry &e = it.value();
        QString status;
        if (!e.base && e.current)
            status = QStringLiteral("ADDED");
        else if (e.base && !e.current)
            status = QStringLiteral("DELETED");
        else if (e.base && e.current && *e.base != *e.current)
            status = QStringLiteral("UPDATED");
        if (!status.isEmpty())
            out.append({status, it.key().mid(prefix.size())});
    }
    return out; // QMap keeps paths sorted
}

QStringList SimWorkspace::list(const QString &dir, int cap, const QStringList &excluded) const
{
    QString base = dir;
    while (base.size() > 1 && base.endsWith(QLatin1Char('/')))
        base.chop(1);
    const QString prefix = base + QLatin1Char('/');
    QStringList out;
    for (auto it = m_files.lowerBound(prefix); it != m_files.constEnd() && out.size() < cap; ++it) {
        if (!it.key().startsWith(prefix))
            break;
        if (!it->current)
            continue; // deleted
        const QString rel = it.key().mid(prefix.size());
        const QStringList parts = rel.split(QLatin1Char('/'));
        bool pruned = false;
        for (qsizetype i = 0; i + 1 < parts.size() && !pruned; ++i)
            pruned = excluded.contains(parts[i]);
        if (!pruned)
            out << rel;
    }
    return out; // QMap keeps the paths sorted, as `sort` does for these names
}

SimWorkspace::Diff SimWorkspace::diff(const QString &path) const
{
    Diff d;
    if (repoRoot.isEmpty() || !path.startsWith(repoRoot + QLatin1Char('/')))
        return d; // not in a git repo: both null
    d.inRepo = true;
    const auto it = m_files.constFind(path);
    if (it == m_files.constEnd() || !it->current || it->current->size() > 1024 * 1024) {
        d.error = true;
        return d;
    }
    QString modified = *it->current;
    if (modified.endsWith(QLatin1Char('\n')))
        modified.chop(1);
    d.modified = modified;
    d.original = it->base.value_or(QString());
    return d;
}

} // namespace Switchyard::Sim
