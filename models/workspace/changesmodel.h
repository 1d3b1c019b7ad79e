// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/workspace/workspacechange.h"

#include <QAbstractItemModel>

#include <memory>

namespace Switchyard {

/// The changed files of a workspace as a tree of folders and files, with status and +/- line counts
/// (folders sum their files). No cap on the number of files. setChanges() updates the tree in place
/// (rows inserted, removed, changed), so a refresh keeps selection and expansion.
class ChangesModel final : public QAbstractItemModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChangesModel)
public:
    enum Column
    {
        NameColumn,
        CountsColumn,
        ColumnCount
    };
    enum Roles
    {
        PathRole = Qt::UserRole + 1, ///< relative path of the file or folder
        StatusRole, ///< int(GitChangeStatus) for files
        AddedRole, ///< int, -1 when unknown
        RemovedRole,
        IsDirectoryRole,
        ChangeRole, ///< QVariant<WorkspaceChange> for files
        FileCountRole, ///< files under a folder (1 for a file)
    };
    Q_ENUM(Roles)

    explicit ChangesModel(QObject *parent = nullptr);
    ~ChangesModel() override;

    void setChanges(const QList<WorkspaceChange> &changes);
    /// Sets the line counts of one file once its diff is known.
    void setCounts(const QString &path, int added, int removed);
    void clear();

    [[nodiscard]] QList<WorkspaceChange> changes() const;
    [[nodiscard]] int fileCount() const;
    [[nodiscard]] QModelIndex indexForPath(const QString &path) const;
    /// Status letter as in git: A, M, D, R, ?.
    [[nodiscard]] static QString statusLetter(GitChangeStatus status);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    struct Node;
    Node *nodeFor(const QModelIndex &index) const;
    QModelIndex indexFor(Node *node, int column = 0) const;
    void removeFile(Node *leaf);
    void insertFile(const WorkspaceChange &change);
    void notifyChanged(Node *node);
    std::unique_ptr<Node> m_root;
    QHash<QString, Node *> m_files;
};

} // namespace Switchyard
