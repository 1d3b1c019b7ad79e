// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/ (switchyard_models).
//
// Every file of a conversation's workspace as a tree of folders and files (GET …/files, newer
// servers, spec §13.4), with the changed ones marked (from /git/changes or the recorded edits).
// Folders first, then files, each by name. A new listing replaces the rows by removing and
// inserting them (never a model reset); new changed marks are dataChanged on the rows they touch.

#include <QAbstractItemModel>
#include <QHash>
#include <QSet>
#include <QString>

#include <memory>
#include <vector>

namespace Switchyard {

class FileTreeModel final : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Roles
    {
        PathRole = Qt::UserRole + 1, ///< the path relative to the project folder ("src/main.cpp")
        IsDirRole,
        ChangedRole, ///< bool: this file is changed
        ChangedBelowRole, ///< int: changed files at or below this row
    };
    Q_ENUM(Roles)

    explicit FileTreeModel(QObject *parent = nullptr);
    ~FileTreeModel() override;

    /// The listing (relative paths; duplicates and empty ones ignored). An equal listing is a no-op.
    void setFiles(const QList<QString> &paths);
    /// Changed files (relative to the project folder, or absolute: matched by their relative tail).
    void setChanged(const QList<QString> &paths);
    void clear();

    [[nodiscard]] int fileCount() const { return m_fileCount; }
    [[nodiscard]] int changedCount() const;
    [[nodiscard]] QModelIndex indexOfPath(const QString &path) const;

    [[nodiscard]] QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    [[nodiscard]] QModelIndex parent(const QModelIndex &child) const override;
    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

private:
    struct Node;
    /// The tree of `paths` (folders made on first use); `byPath` gets every node, `files` counts
    /// the files.
    static std::unique_ptr<Node> buildTree(const QList<QString> &paths, QHash<QString, Node *> &byPath, int &files);
    static void sortTree(Node *root);
    [[nodiscard]] Node *nodeOf(const QModelIndex &index) const;
    [[nodiscard]] QModelIndex indexOf(const Node *node) const;
    [[nodiscard]] bool isChanged(const QString &path) const;
    int markChanged(Node *node, bool notify);

    std::unique_ptr<Node> m_root;
    QList<QString> m_paths; ///< the listing as given (sorted, unique)
    QHash<QString, Node *> m_byPath;
    QSet<QString> m_changed; ///< changed paths as given
    QList<QString> m_changedList;
    int m_fileCount = 0;
};

} // namespace Switchyard
