// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/review/reviewlocator.h"

#include "models/read/reviewreader.h"

#include <QSet>

namespace Switchyard {

ReviewLocator::ReviewLocator(QObject *parent)
    : QObject(parent)
{ }

ReviewLocator::~ReviewLocator() = default;

void ReviewLocator::setReader(ReviewReader *store)
{
    if (m_store == store)
        return;
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    if (m_store) {
        connect(m_store, &ReviewReader::reviewChanged, this, [this](const QString &conversationId) {
            if (conversationId == m_conversationId)
                relocateAll();
        });
    }
    relocateAll();
}

void ReviewLocator::setConversation(const QString &conversationId)
{
    if (conversationId == m_conversationId)
        return;
    m_conversationId = conversationId;
    m_texts.clear();
    m_locations.clear();
    Q_EMIT locationsChanged();
}

void ReviewLocator::updateDiff(const QString &path, const FileDiff &diff)
{
    Texts &t = m_texts[path];
    t.oldText = diff.oldText();
    t.newText = diff.newText();
    relocate(path);
    Q_EMIT locationsChanged();
}

void ReviewLocator::updateText(const QString &path, const SplitText &text)
{
    m_texts[path].newText = text;
    relocate(path);
    Q_EMIT locationsChanged();
}

void ReviewLocator::relocate(const QString &path)
{
    if (!m_store)
        return;
    const auto texts = m_texts.constFind(path);
    for (const ReviewComment &c : m_store->reviewDraft(m_conversationId)) {
        if (c.anchor.path != path)
            continue;
        const std::optional<SplitText> *text = nullptr;
        if (texts != m_texts.cend())
            text = c.anchor.side == ReviewAnchor::Side::Old ? &texts->oldText : &texts->newText;
        if (text && text->has_value())
            m_locations.insert(c.id, ReviewAnchors::locate(c.anchor, **text));
        else
            m_locations.remove(c.id);
    }
}

void ReviewLocator::relocateAll()
{
    m_locations.clear();
    if (m_store) {
        QSet<QString> paths;
        for (const ReviewComment &c : m_store->reviewDraft(m_conversationId))
            paths.insert(c.anchor.path);
        for (const QString &path : std::as_const(paths))
            relocate(path);
    }
    Q_EMIT locationsChanged();
}

std::optional<ReviewLocation> ReviewLocator::location(const QString &commentId) const
{
    const auto it = m_locations.constFind(commentId);
    if (it == m_locations.cend())
        return std::nullopt;
    return *it;
}

bool ReviewLocator::isOutdated(const QString &commentId) const
{
    const auto it = m_locations.constFind(commentId);
    return it != m_locations.cend() && it->outdated;
}

QHash<QString, bool> ReviewLocator::outdatedMap() const
{
    QHash<QString, bool> out;
    for (auto it = m_locations.cbegin(); it != m_locations.cend(); ++it)
        out.insert(it.key(), it->outdated);
    return out;
}

QList<QPair<ReviewComment, ReviewLocation>> ReviewLocator::commentsOn(const QString &path,
                                                                      ReviewAnchor::Side side) const
{
    QList<QPair<ReviewComment, ReviewLocation>> out;
    if (!m_store)
        return out;
    for (const ReviewComment &c : m_store->reviewDraft(m_conversationId)) {
        if (c.anchor.path != path || c.anchor.side != side)
            continue;
        const ReviewLocation loc =
            m_locations.value(c.id, ReviewLocation{c.anchor.startLine, c.anchor.endLine, false, false});
        out.append({c, loc});
    }
    return out;
}

} // namespace Switchyard
