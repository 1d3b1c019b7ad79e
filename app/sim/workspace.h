// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMap>
#include <QPair>
#include <QString>

#include <optional>

namespace Switchyard::Sim {

/// The virtual file tree of one conversation: a base (what git HEAD holds) and the current text.
/// Backs /file, /git/changes, /git/diff, /skills and /hooks.
class SimWorkspace
{
public:
    struct Entry
    {
        std::optional<QString> base; ///< content at the base ref (nullopt = untracked / new)
        std::optional<QString> current; ///< current content (nullopt = deleted)
    };
    struct Diff
    {
        bool inRepo = false;
        std::optional<QString> modified;
        std::optional<QString> original;
        bool error = false; ///< deleted / missing / too large: agent server answers 400
    };

    QString root; ///< workspace dir, e.g. /workspace/project/<hex>
    QString repoRoot; ///< <root>/<repo name>, empty without a repository

    /// A tracked file present at the base ref and now.
    void addBase(const QString &path, const QString &content);
    void write(const QString &path, const QString &content);
    void remove(const QString &path);
    std::optional<QString> read(const QString &path) const;
    bool exists(const QString &path) const;

    /// `git status` relative to repoPath, sorted by path. Empty when repoPath is not the repo root.
    QList<QPair<QString, QString>> changes(const QString &repoPath) const;
    Diff diff(const QString &path) const;
    int fileCount() const { return static_cast<int>(m_files.size()); }
    /// Regular files under `dir`, relative to it and sorted, never descending into a directory
    /// named in `excluded`; at most `cap` (GET /files: `find . -prune … | sort | head`).
    QStringList list(const QString &dir, int cap, const QStringList &excluded) const;

private:
    QMap<QString, Entry> m_files;
};

} // namespace Switchyard::Sim
