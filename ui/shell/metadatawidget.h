// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QHash>
#include <QPointer>
#include <QUrl>
#include <QWidget>

#include <functional>
#include <optional>

class QBoxLayout;
class QFormLayout;
class QGroupBox;
class QLabel;
class QProgressBar;
class QStackedWidget;
class QTimer;

namespace Switchyard {

class StoreReader;
struct StoreChanges;
struct Conversation;
struct ConversationRecord;
class EmptyStateWidget;

/// The "Metadata & usage" tab: what the conversation record says (ids, repository, model, both
/// status axes, times, tags) and what it cost (accumulated cost, tokens, context window use).
class MetadataWidget final : public QWidget
{
    Q_OBJECT
public:
    explicit MetadataWidget(QWidget *parent = nullptr);

    void setStore(StoreReader *store);
    void setConversation(const QString &id);

    /// Text of a field by its key ("cost", "tokens", "context", "model", ...) (tests).
    [[nodiscard]] QString fieldText(const QString &key) const;

    [[nodiscard]] static QString formatTokens(qint64 tokens);

    /// The budget bar's share of `max_budget_per_task` spent, 0..100 (-1: no budget) (tests).
    [[nodiscard]] int budgetPercent() const;
    /// The budget is at least 80 % spent (the bar and its line warn).
    [[nodiscard]] bool budgetWarns() const { return m_budgetWarns; }
    /// The clock for the lifecycle estimates (tests replace it); UTC.
    void setClock(std::function<QDateTime()> clock);
    /// 80 %: from here on the budget bar warns.
    static constexpr int kBudgetWarnPercent = 80;
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
    void displayBudget(double cost, std::optional<double> budget);
    void displayLifecycle(const ConversationRecord &record);
    QGroupBox *buildUsageBox(QWidget *page);
    QGroupBox *buildSandboxBox(QWidget *page);
    QGroupBox *buildConversationBox(QWidget *page);
    // metadatalinks.cpp
    void showLinks(const ConversationRecord &record);
    [[nodiscard]] QString linkText(const QString &id) const;
    void rebuildLinks(const Conversation &c, const QList<std::pair<QString, QString>> &links, const QUrl &web);
    void addLink(QGroupBox *box, const QString &id, const QString &text, const QString &role);

    QPointer<StoreReader> m_store;
    QString m_id;
    QStackedWidget *m_stack = nullptr;
    QBoxLayout *m_columns = nullptr;
    EmptyStateWidget *m_empty = nullptr;
    QProgressBar *m_context = nullptr;
    QProgressBar *m_budget = nullptr;
    QTimer *m_tick = nullptr; ///< re-estimates the lifecycle while shown
    std::function<QDateTime()> m_clock;
    bool m_budgetWarns = false;
    int m_budgetPercent = -1;
    QHash<QString, QLabel *> m_fields;
    QWidget *m_links = nullptr; ///< parent, sub-conversations, web page (metadatalinks.cpp)
    QUrl m_serverUrl;
    QList<QString> m_linked;
};

} // namespace Switchyard
