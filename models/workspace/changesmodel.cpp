// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/workspace/changesmodel.h"

#include <QSet>

#include <algorithm>
#include <vector>

namespace Switchyard {

struct ChangesModel::Node
{
    QString name;
    QString path;
    bool directory = false;
    Node *parent = nullptr;
    std::vector<std::unique_ptr<Node>> children;
    WorkspaceChange change;

    [[nodiscard]] int row() const
    {
        if (!parent)
            return 0;
        for (size_t i = 0; i < parent->children.size(); ++i)
            if (parent->children[i].get() == this)
                return static_cast<int>(i);
        return 0;
    }
    void sums(int &added, int &removed, int &files, bool &unknown) const
    {
        if (!directory) {
            ++files;
            if (change.countsKnown()) {
                added += change.added;
                removed += change.removed;
            } else {
                unknown = true;
            }
            return;
        }
        for (const auto &c : children)
            c->sums(added, removed, files, unknown);
    }
};

namespace {

bool lessThan(bool aDir, const QString &a, bool bDir, const QString &b)
{
    if (aDir != bDir)
        return aDir; // folders first
    const int c = QString::compare(a, b, Qt::CaseInsensitive);
    return c != 0 ? c < 0 : a < b;
}

QStringList components(const QString &path)
{
    QStringList parts = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (path.startsWith(QLatin1Char('/')) && !parts.isEmpty())
        parts[0].prepend(QLatin1Char('/'));
    return parts;
}

} // namespace

ChangesModel::ChangesModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<Node>())
{
    m_root->directory = true;
}

ChangesModel::~ChangesModel() = default;

QString ChangesModel::statusLetter(GitChangeStatus status)
{
    switch (status) {
    case GitChangeStatus::Added:
        return QStringLiteral("A");
    case GitChangeStatus::Updated:
        return QStringLiteral("M");
    case GitChangeStatus::Deleted:
        return QStringLiteral("D");
    case GitChangeStatus::Moved:
        return QStringLiteral("R");
    case GitChangeStatus::Unknown:
        break;
    }
    return QStringLiteral("?");
}

ChangesModel::Node *ChangesModel::nodeFor(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex ChangesModel::indexFor(Node *node, int column) const
{
    if (!node || node == m_root.get())
        return {};
    return createIndex(node->row(), column, node);
}

void ChangesModel::clear()
{
    if (m_root->children.empty())
        return;
    beginResetModel();
    m_root->children.clear();
    m_files.clear();
    endResetModel();
}

void ChangesModel::setChanges(const QList<WorkspaceChange> &changes)
{
    QSet<QString> wanted;
    for (const WorkspaceChange &c : changes)
        wanted.insert(c.path);
    // Removals first.
    const QList<QString> existing = m_files.keys();
    for (const QString &path : existing)
        if (!wanted.contains(path))
            removeFile(m_files.value(path));
    for (const WorkspaceChange &c : changes) {
        Node *leaf = m_files.value(c.path);
        if (!leaf) {
            insertFile(c);
            continue;
        }
        WorkspaceChange merged = c;
        if (!merged.countsKnown() && leaf->change.countsKnown() && leaf->change.status == c.status) {
            // Keep the counts we have until a new diff says otherwise.
            merged.added = leaf->change.added;
            merged.removed = leaf->change.removed;
        }
        if (!(merged == leaf->change)) {
            leaf->change = merged;
            notifyChanged(leaf);
        }
    }
}

void ChangesModel::setCounts(const QString &path, int added, int removed)
{
    Node *leaf = m_files.value(path);
    if (!leaf || (leaf->change.added == added && leaf->change.removed == removed))
        return;
    leaf->change.added = added;
    leaf->change.removed = removed;
    notifyChanged(leaf);
}

void ChangesModel::notifyChanged(Node *node)
{
    for (Node *n = node; n && n != m_root.get(); n = n->parent)
        Q_EMIT dataChanged(indexFor(n, 0), indexFor(n, ColumnCount - 1));
}

void ChangesModel::removeFile(Node *leaf)
{
    if (!leaf)
        return;
    m_files.remove(leaf->path);
    Node *node = leaf;
    Node *parentNode = nullptr;
    // Remove the leaf, then every folder it leaves empty.
    for (;;) {
        parentNode = node->parent;
        const int row = node->row();
        beginRemoveRows(indexFor(parentNode), row, row);
        parentNode->children.erase(parentNode->children.begin() + row);
        endRemoveRows();
        if (parentNode == m_root.get() || !parentNode->children.empty())
            break;
        node = parentNode;
    }
    for (Node *p = parentNode; p && p != m_root.get(); p = p->parent)
        Q_EMIT dataChanged(indexFor(p, 0), indexFor(p, ColumnCount - 1));
}

void ChangesModel::insertFile(const WorkspaceChange &change)
{
    const QStringList parts = components(change.path);
    if (parts.isEmpty())
        return;
    Node *dir = m_root.get();
    QString prefix;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const bool last = i + 1 == parts.size();
        const QString &name = parts.at(i);
        prefix = prefix.isEmpty() ? name : prefix + QLatin1Char('/') + name;
        if (!last) {
            auto it = std::find_if(dir->children.begin(), dir->children.end(), [&](const std::unique_ptr<Node> &n) {
                return n->directory && n->name == name;
            });
            if (it != dir->children.end()) {
                dir = it->get();
                continue;
            }
        }
        auto pos = std::find_if(dir->children.begin(), dir->children.end(), [&](const std::unique_ptr<Node> &n) {
            return lessThan(!last, name, n->directory, n->name);
        });
        const int row = static_cast<int>(pos - dir->children.begin());
        auto node = std::make_unique<Node>();
        node->name = name;
        node->path = last ? change.path : prefix;
        node->directory = !last;
        node->parent = dir;
        if (last)
            node->change = change;
        Node *raw = node.get();
        beginInsertRows(indexFor(dir), row, row);
        dir->children.insert(dir->children.begin() + row, std::move(node));
        endInsertRows();
        if (last) {
            m_files.insert(change.path, raw);
            for (Node *p = dir; p && p != m_root.get(); p = p->parent)
                Q_EMIT dataChanged(indexFor(p, 0), indexFor(p, ColumnCount - 1));
        }
        dir = raw;
    }
}

QList<WorkspaceChange> ChangesModel::changes() const
{
    QList<WorkspaceChange> out;
    std::vector<const Node *> stack{m_root.get()};
    while (!stack.empty()) {
        const Node *n = stack.back();
        stack.pop_back();
        if (!n->directory) {
            out.append(n->change);
            continue;
        }
        for (auto it = n->children.rbegin(); it != n->children.rend(); ++it)
            stack.push_back(it->get());
    }
    return out;
}

int ChangesModel::fileCount() const
{
    return static_cast<int>(m_files.size());
}

QModelIndex ChangesModel::indexForPath(const QString &path) const
{
    return indexFor(m_files.value(path));
}

QModelIndex ChangesModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0 || (parent.isValid() && parent.column() != 0))
        return {};
    Node *p = nodeFor(parent);
    if (!p || row >= static_cast<int>(p->children.size()))
        return {};
    return createIndex(row, column, p->children[static_cast<size_t>(row)].get());
}

QModelIndex ChangesModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    Node *n = nodeFor(child);
    return indexFor(n->parent);
}

int ChangesModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    const Node *p = nodeFor(parent);
    return p ? static_cast<int>(p->children.size()) : 0;
}

int ChangesModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant ChangesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node *n = nodeFor(index);
    int added = 0, removed = 0, files = 0;
    bool unknown = false;
    auto computeSums = [&] {
        n->sums(added, removed, files, unknown);
    };
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == NameColumn) {
            if (!n->directory && !n->change.movedFrom.isEmpty())
                return tr("%1 (moved from %2)").arg(n->name, n->change.movedFrom);
            return n->name;
        }
        computeSums();
        if (n->directory || n->change.countsKnown()) {
            if (unknown && added == 0 && removed == 0)
                return QString();
            return QStringLiteral("+%1 \u2212%2").arg(added).arg(removed);
        }
        return QString();
    case Qt::ToolTipRole:
        if (n->directory) {
            computeSums();
            return tr("%n changed file(s), +%1 \u2212%2 lines", nullptr, files).arg(added).arg(removed);
        }
        switch (n->change.status.value()) {
        case GitChangeStatus::Added:
            return tr("%1 — added").arg(n->path);
        case GitChangeStatus::Updated:
            return tr("%1 — modified").arg(n->path);
        case GitChangeStatus::Deleted:
            return tr("%1 — deleted").arg(n->path);
        case GitChangeStatus::Moved:
            return tr("%1 — moved").arg(n->path);
        case GitChangeStatus::Unknown:
            break;
        }
        return tr("%1 — %2").arg(n->path, n->change.status.raw());
    case PathRole:
        return n->path;
    case StatusRole:
        return n->directory ? QVariant() : QVariant(static_cast<int>(n->change.status.value()));
    case AddedRole:
    case RemovedRole:
        computeSums();
        if (!n->directory && !n->change.countsKnown())
            return -1;
        return role == AddedRole ? added : removed;
    case IsDirectoryRole:
        return n->directory;
    case ChangeRole:
        return n->directory ? QVariant() : QVariant::fromValue(n->change);
    case FileCountRole:
        computeSums();
        return files;
    default:
        break;
    }
    return {};
}

QVariant ChangesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("File");
    case CountsColumn:
        return tr("Lines");
    default:
        return {};
    }
}

QHash<int, QByteArray> ChangesModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractItemModel::roleNames();
    names.insert(PathRole, "path");
    names.insert(StatusRole, "status");
    names.insert(AddedRole, "added");
    names.insert(RemovedRole, "removed");
    names.insert(IsDirectoryRole, "isDirectory");
    names.insert(ChangeRole, "change");
    names.insert(FileCountRole, "fileCount");
    return names;
}

} // namespace Switchyard
