// SPDX-License-Identifier: GPL-3.0-or-later
// The store side of the conversation list model: records to rows, change sets to row diffs.
#include "models/attention/questiontracker.h"
#include "models/conversations/conversationlistmodel.h"
#include "models/read/storereader.h"
#include "models/read/watchreader.h"

#include <QSet>
#include <QTimer>

#include <algorithm>

namespace Switchyard {

ConversationRow ConversationRow::fromRecord(const ConversationRecord &record)
{
    ConversationRow row = fromConversation(record.conversation);
    row.displayExecution = record.displayExecution;
    row.displaySandbox = record.displaySandboxStatus;
    row.startingGrace = record.startingGrace;
    row.gone = record.gone;
    row.lastActivityMs = record.lastActivityMs;
    row.eventCount = record.eventCount;
    row.searchText = record.searchText;
    row.confirmedAt = record.confirmedAt;
    return row;
}

ConversationRow ConversationListModel::rowFromRecord(const ConversationRecord &record) const
{
    ConversationRow row = ConversationRow::fromRecord(record);
    row.archived = m_store && m_store->isArchived(record.conversation.id);
    row.questionWaiting = m_questions && m_questions->isWaiting(record.conversation.id);
    row.unread = m_store && m_store->isUnread(record.conversation.id);
    if (m_watch)
        row.localTags = m_watch->tags(record.conversation.id);
    return row;
}

void ConversationListModel::setWatch(WatchReader *watch)
{
    if (m_watch == watch)
        return;
    QObject::disconnect(m_tagsConnection);
    m_watch = watch;
    // The same path as the archive: the rows named are re-read (dataChanged for those only).
    if (watch) {
        m_tagsConnection =
            connect(watch, &WatchReader::tagsChanged, this, &ConversationListModel::handleArchiveChanged);
    }
    // The rows whose tags differ from what the new reader says (most have none either way).
    QList<QString> ids;
    for (const ConversationRow &r : std::as_const(m_rows)) {
        if (r.kind == ConversationRow::Kind::Conversation
            && r.localTags != (watch ? watch->tags(r.conversation.id) : QStringList()))
            ids.append(r.conversation.id);
    }
    handleArchiveChanged(ids);
}

void ConversationListModel::handleArchiveChanged(const QList<QString> &ids)
{
    if (!m_store)
        return;
    QList<ConversationRow> rows;
    rows.reserve(ids.size());
    for (const QString &id : ids) {
        if (const ConversationRecord *rec = m_store->findConversation(id))
            rows.append(rowFromRecord(*rec));
    }
    if (!rows.isEmpty())
        upsertRows(std::move(rows));
}

void ConversationListModel::setQuestions(QuestionTracker *questions)
{
    if (m_questions)
        disconnect(m_questions, nullptr, this, nullptr);
    m_questions = questions;
    if (!questions)
        return;
    connect(questions, &QuestionTracker::questionChanged, this, [this](const QString &id, bool) {
        if (!m_store || rowOfConversation(id) < 0)
            return;
        if (const ConversationRecord *rec = m_store->findConversation(id))
            upsertRows({rowFromRecord(*rec)});
    });
}

void ConversationListModel::setStore(StoreReader *store)
{
    if (m_store == store)
        return;
    QObject::disconnect(m_storeConnection);
    QObject::disconnect(m_archiveConnection);
    QObject::disconnect(m_unreadConnection);
    m_store = store;
    ++m_fillGeneration;
    m_fillIds.clear();
    m_fillPos = 0;
    if (!store) {
        applySnapshot({});
        applyStartTasks({});
        return;
    }
    const QList<ConversationRecord> &records = store->conversations();
    const qsizetype now = std::min<qsizetype>(records.size(), fillChunkSize());
    QList<ConversationRow> rows;
    rows.reserve(now);
    for (qsizetype i = 0; i < now; ++i)
        rows.append(rowFromRecord(records.at(i)));
    if (now < records.size()) {
        m_fillIds.reserve(records.size() - now);
        for (qsizetype i = now; i < records.size(); ++i)
            m_fillIds.append(records.at(i).conversation.id);
    }
    // Rows of a previous store go; the first chunk is painted right away.
    applySnapshot(std::move(rows));
    reloadStartTasksFromStore();
    m_storeConnection = connect(store, &StoreReader::changed, this, &ConversationListModel::handleStoreChanges);
    m_archiveConnection =
        connect(store, &StoreReader::archiveChanged, this, &ConversationListModel::handleArchiveChanged);
    // The same path as the archive: the marked rows are re-read (dataChanged for those only).
    m_unreadConnection =
        connect(store, &StoreReader::unreadChanged, this, &ConversationListModel::handleArchiveChanged);
    if (isFilling()) {
        const quint64 generation = m_fillGeneration;
        QTimer::singleShot(0, this, [this, generation] {
            fillNextChunk(generation);
        });
    }
}

void ConversationListModel::fillNextChunk(quint64 generation)
{
    if (generation != m_fillGeneration || !m_store || !isFilling())
        return;
    const qsizetype end = std::min<qsizetype>(m_fillIds.size(), m_fillPos + fillChunkSize());
    QList<ConversationRow> rows;
    rows.reserve(end - m_fillPos);
    for (; m_fillPos < end; ++m_fillPos) {
        // As the store has it now (a change set may have come in between; removed ones are skipped).
        if (const ConversationRecord *rec = m_store->findConversation(m_fillIds.at(m_fillPos)))
            rows.append(rowFromRecord(*rec));
    }
    upsertRows(std::move(rows));
    if (isFilling()) {
        QTimer::singleShot(0, this, [this, generation] {
            fillNextChunk(generation);
        });
    } else {
        m_fillIds.clear();
        m_fillPos = 0;
        reloadStartTasksFromStore(); // READY tasks whose conversation is now listed
    }
}

void ConversationListModel::reloadStartTasksFromStore()
{
    if (m_store)
        applyStartTasks(m_store->startTasks());
}

void ConversationListModel::handleStoreChanges(const StoreChanges &changes)
{
    if (!m_store)
        return;
    if (!changes.conversations.removed.isEmpty())
        removeConversations(changes.conversations.removed);
    // By id, straight from the store's mirror (no record copied, nothing else re-read).
    QList<ConversationRow> rows;
    rows.reserve(changes.conversations.inserted.size() + changes.conversations.changed.size()
                 + changes.eventsAppended.size());
    QSet<QString> seen;
    auto collect = [this, &rows, &seen](const QString &id) {
        if (seen.contains(id))
            return;
        seen.insert(id);
        if (const ConversationRecord *rec = m_store->findConversation(id))
            rows.append(rowFromRecord(*rec));
    };
    for (const QString &id : changes.conversations.inserted)
        collect(id);
    for (const QString &id : changes.conversations.changed)
        collect(id);
    // A new event moves last activity and search text even when the store reports no record change.
    for (auto it = changes.eventsAppended.cbegin(); it != changes.eventsAppended.cend(); ++it)
        collect(it.key());
    if (!rows.isEmpty())
        upsertRows(std::move(rows));
    if (!changes.startTasks.isEmpty() || !changes.conversations.inserted.isEmpty())
        reloadStartTasksFromStore();
}

} // namespace Switchyard
