// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/workspace/filetreemodel.h"

#include <QFont>

#include <algorithm>

namespace Switchyard {

struct FileTreeModel::Node
{
    QString name;
    QString path; ///< relative; for a folder, its prefix without the trailing '/'
    bool isDir = false;
    bool changed = false;
    int changedBelow = 0;
    Node *parent = nullptr;
    int row = 0;
    std::vector<std::unique_ptr<Node>> children;
};

namespace {
QString normalized(QString p)
{
    p.replace(QLatin1Char('\\'), QLatin1Char('/'));
    while (p.startsWith(QLatin1String("./")))
        p.remove(0, 2);
    while (p.endsWith(QLatin1Char('/')))
        p.chop(1);
    return p;
}

/// The listing normalized (no "./", no trailing '/', '/' only), relative paths only, sorted, unique.
QList<QString> cleanPaths(const QList<QString> &given)
{
    QList<QString> paths;
    paths.reserve(given.size());
    for (const QString &p : given) {
        const QString n = normalized(p);
        if (!n.isEmpty() && !n.startsWith(QLatin1Char('/')))
            paths.append(n);
    }
    std::sort(paths.begin(), paths.end());
    paths.erase(std::unique(paths.begin(), paths.end()), paths.end());
    return paths;
}
} // namespace

FileTreeModel::FileTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<Node>())
{
    m_root->isDir = true;
}

FileTreeModel::~FileTreeModel() = default;

void FileTreeModel::clear()
{
    setFiles({});
}

void FileTreeModel::setFiles(const QList<QString> &given)
{
    const QList<QString> paths = cleanPaths(given);
    if (paths == m_paths)
        return;

    if (!m_root->children.empty()) {
        beginRemoveRows({}, 0, int(m_root->children.size()) - 1);
        m_root->children.clear();
        m_byPath.clear();
        m_fileCount = 0;
        endRemoveRows();
    }
    m_paths = paths;
    if (paths.isEmpty())
        return;

    // Build the new tree aside, then insert its top rows in one go.
    QHash<QString, Node *> byPath;
    int files = 0;
    std::unique_ptr<Node> root = buildTree(paths, byPath, files);
    sortTree(root.get());
    markChanged(root.get(), false);

    beginInsertRows({}, 0, int(root->children.size()) - 1);
    m_root = std::move(root);
    m_byPath = std::move(byPath);
    m_fileCount = files;
    endInsertRows();
}

std::unique_ptr<FileTreeModel::Node> FileTreeModel::buildTree(const QList<QString> &paths,
                                                              QHash<QString, Node *> &byPath, int &files)
{
    auto root = std::make_unique<Node>();
    root->isDir = true;
    QHash<QString, Node *> dirs;
    for (const QString &path : paths) {
        const QList<QString> parts = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
        Node *at = root.get();
        QString prefix;
        for (qsizetype i = 0; i < parts.size(); ++i) {
            prefix = prefix.isEmpty() ? parts.at(i) : prefix + QLatin1Char('/') + parts.at(i);
            const bool leaf = i + 1 == parts.size();
            if (!leaf) {
                Node *dir = dirs.value(prefix);
                if (!dir) {
                    auto node = std::make_unique<Node>();
                    node->name = parts.at(i);
                    node->path = prefix;
                    node->isDir = true;
                    node->parent = at;
                    dir = node.get();
                    at->children.push_back(std::move(node));
                    dirs.insert(prefix, dir);
                    byPath.insert(prefix, dir);
                }
                at = dir;
            } else if (!byPath.contains(prefix)) {
                auto node = std::make_unique<Node>();
                node->name = parts.at(i);
                node->path = prefix;
                node->parent = at;
                byPath.insert(prefix, node.get());
                at->children.push_back(std::move(node));
                ++files;
            }
        }
    }
    return root;
}

// Folders first, then by name; rows numbered.
void FileTreeModel::sortTree(Node *root)
{
    std::vector<Node *> stack{root};
    while (!stack.empty()) {
        Node *n = stack.back();
        stack.pop_back();
        std::sort(n->children.begin(), n->children.end(), [](const auto &a, const auto &b) {
            if (a->isDir != b->isDir)
                return a->isDir;
            const int c = a->name.compare(b->name, Qt::CaseInsensitive);
            return c != 0 ? c < 0 : a->name < b->name;
        });
        for (size_t i = 0; i < n->children.size(); ++i) {
            n->children[i]->row = int(i);
            if (n->children[i]->isDir)
                stack.push_back(n->children[i].get());
        }
    }
}

bool FileTreeModel::isChanged(const QString &path) const
{
    if (m_changed.contains(path))
        return true;
    // An absolute changed path ("/workspace/project/src/a.cpp") names the same file as "src/a.cpp".
    const QString tail = QLatin1Char('/') + path;
    for (const QString &c : m_changedList) {
        if (c.endsWith(tail))
            return true;
    }
    return false;
}

int FileTreeModel::markChanged(Node *node, bool notify)
{
    int below = 0;
    if (node->isDir) {
        for (auto &child : node->children)
            below += markChanged(child.get(), notify);
    } else {
        const bool changed = isChanged(node->path);
        if (changed != node->changed) {
            node->changed = changed;
            if (notify) {
                const QModelIndex i = indexOf(node);
                Q_EMIT dataChanged(i, i);
            }
        }
        below = changed ? 1 : 0;
    }
    if (below != node->changedBelow) {
        node->changedBelow = below;
        if (notify && node->isDir && node != m_root.get()) {
            const QModelIndex i = indexOf(node);
            Q_EMIT dataChanged(i, i);
        }
    }
    return below;
}

void FileTreeModel::setChanged(const QList<QString> &paths)
{
    m_changed.clear();
    m_changedList.clear();
    for (const QString &p : paths) {
        const QString n = normalized(p);
        if (n.isEmpty() || m_changed.contains(n))
            continue;
        m_changed.insert(n);
        m_changedList.append(n);
    }
    markChanged(m_root.get(), true);
}

int FileTreeModel::changedCount() const
{
    return m_root->changedBelow;
}

QModelIndex FileTreeModel::indexOfPath(const QString &path) const
{
    const QString n = normalized(path);
    if (const Node *node = m_byPath.value(n))
        return indexOf(node);
    // An absolute path: the longest listed relative tail.
    for (qsizetype at = n.indexOf(QLatin1Char('/')); at >= 0; at = n.indexOf(QLatin1Char('/'), at + 1)) {
        if (const Node *node = m_byPath.value(n.mid(at + 1)))
            return indexOf(node);
    }
    return {};
}

FileTreeModel::Node *FileTreeModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex FileTreeModel::indexOf(const Node *node) const
{
    if (!node || node == m_root.get())
        return {};
    return createIndex(node->row, 0, const_cast<Node *>(node)); // NOLINT(cppcoreguidelines-pro-type-const-cast)
}

QModelIndex FileTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column != 0 || row < 0)
        return {};
    const Node *p = nodeOf(parent);
    if (!p || row >= int(p->children.size()))
        return {};
    return createIndex(row, 0, p->children[size_t(row)].get());
}

QModelIndex FileTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    return indexOf(nodeOf(child)->parent);
}

int FileTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    const Node *n = nodeOf(parent);
    return n ? int(n->children.size()) : 0;
}

int FileTreeModel::columnCount(const QModelIndex &) const
{
    return 1;
}

QVariant FileTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Node *n = nodeOf(index);
    switch (role) {
    case Qt::DisplayRole:
        if (n->isDir && n->changedBelow > 0)
            return tr("%1 (%2 changed)").arg(n->name).arg(n->changedBelow);
        return n->changed ? tr("%1 (changed)").arg(n->name) : n->name;
    case Qt::ToolTipRole:
        return n->path;
    case Qt::AccessibleTextRole:
        return n->isDir ? tr("Folder %1").arg(n->path) : (n->changed ? tr("%1, changed").arg(n->path) : n->path);
    case Qt::FontRole:
        if (n->changed) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case PathRole:
        return n->path;
    case IsDirRole:
        return n->isDir;
    case ChangedRole:
        return n->changed;
    case ChangedBelowRole:
        return n->changedBelow;
    default:
        return {};
    }
}

QHash<int, QByteArray> FileTreeModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractItemModel::roleNames();
    names.insert(PathRole, "path");
    names.insert(IsDirRole, "isDir");
    names.insert(ChangedRole, "changed");
    names.insert(ChangedBelowRole, "changedBelow");
    return names;
}

} // namespace Switchyard
