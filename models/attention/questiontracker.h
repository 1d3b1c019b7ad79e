// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/ (switchyard_models).
//
// Which conversations have an ask-user question waiting for its answer (AskUserRequestEvent without
// an AskUserResponseEvent of the same request id, spec §13.2): such a conversation needs the user,
// whatever its execution status says. Reads only the tail of a log whose events changed (an
// indexed range of cached summaries), and the logs already cached in small slices from the event
// loop, so the GUI thread never waits for a scan of every conversation.

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>

class QTimer;

namespace Switchyard {

class StoreReader;
struct StoreChanges;
struct ConversationRecord;

class QuestionTracker final : public QObject
{
    Q_OBJECT
public:
    /// How many of a log's newest events are looked at (a question further back is not waiting).
    static constexpr qint64 kTail = 64;

    explicit QuestionTracker(QObject *parent = nullptr);
    ~QuestionTracker() override;

    /// Not owned; may be null. Scans the cached logs in slices (scanSlice()).
    void setStore(StoreReader *store);

    /// The request id of the question waiting in this conversation, or empty.
    [[nodiscard]] QString waitingRequest(const QString &conversationId) const
    {
        return m_waiting.value(conversationId);
    }
    [[nodiscard]] bool isWaiting(const QString &conversationId) const { return m_waiting.contains(conversationId); }
    [[nodiscard]] QList<QString> waitingConversations() const { return m_waiting.keys(); }
    /// A question waits and the conversation is neither gone nor finished.
    [[nodiscard]] bool needsAnswer(const ConversationRecord &record) const;
    /// The initial scan of the cached logs is done (tests).
    [[nodiscard]] bool isScanned() const { return m_pending.isEmpty(); }

    /// Looks at one conversation's log tail now.
    void recheck(const QString &conversationId);

Q_SIGNALS:
    /// A question started (`waiting`) or stopped waiting for its answer.
    void questionChanged(const QString &conversationId, bool waiting);

private:
    void onChanged(const StoreChanges &changes);
    void scanSlice();

    QPointer<StoreReader> m_store;
    QHash<QString, QString> m_waiting; ///< conversation id -> request id
    QList<QString> m_pending; ///< not looked at yet (initial scan)
    QTimer *m_scan = nullptr;
};

} // namespace Switchyard
