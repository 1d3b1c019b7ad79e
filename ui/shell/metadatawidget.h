// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QPointer>
#include <QUrl>
#include <QWidget>

class QBoxLayout;
class QFormLayout;
class QLabel;
class QProgressBar;
class QStackedWidget;

namespace Switchyard {

class Store;
struct StoreChanges;
struct ConversationRecord;
class EmptyStateWidget;

/// The "Metadata & usage" tab: what the conversation record says (ids, repository, model, both
/// status axes, times, tags) and what it cost (accumulated cost, tokens, context window use).
class MetadataWidget final : public QWidget
{
    Q_OBJECT
public:
    explicit MetadataWidget(QWidget *parent = nullptr);

    void setStore(Store *store);
    void setConversation(const QString &id);

    /// Text of a field by its key ("cost", "tokens", "context", "model", ...) (tests).
    [[nodiscard]] QString fieldText(const QString &key) const;

    [[nodiscard]] static QString formatTokens(qint64 tokens);

    /// The server whose web UI "Open in browser" opens (empty: no such button; offline review).
    void setServerUrl(const QUrl &url);
    /// The ids the "Related" links lead to (tests): the parent first (if any), then the children.
    [[nodiscard]] QList<QString> linkedConversations() const;

Q_SIGNALS:
    /// A link to the parent or a sub-conversation was clicked: open it.
    void conversationLinkActivated(const QString &conversationId);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    void onChanged(const StoreChanges &changes);
    QLabel *addField(QFormLayout *form, const QString &key, const QString &label);
    void display(const ConversationRecord &record);
    void showLinks(const ConversationRecord &record); ///< metadatalinks.cpp

    QPointer<Store> m_store;
    QString m_id;
    QStackedWidget *m_stack = nullptr;
    QBoxLayout *m_columns = nullptr;
    EmptyStateWidget *m_empty = nullptr;
    QProgressBar *m_context = nullptr;
    QHash<QString, QLabel *> m_fields;
    QWidget *m_links = nullptr; ///< parent, sub-conversations, web page (metadatalinks.cpp)
    QUrl m_serverUrl;
    QList<QString> m_linked;
};

} // namespace Switchyard
