// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Variants (issue 30 part B): the same task started as N conversations (2-4) that differ in model,
// branch or system prompt, chosen per variant. They form one group, kept locally (store schema 11):
// the group is recorded first (its member ids are the conversation ids chosen before anything is
// sent), then one start per variant goes through ConversationCommands::start (the one start path:
// validation, start tasks, tracking). The list shows members together; once every member has
// finished, groupReady() lets the window open the compare view on the group.

#include "models/commands/commanderror.h"
#include "models/domain/startoptions.h"
#include "models/read/storechanges.h"
#include "models/read/variantgroup.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>

namespace Switchyard {

class ConversationCommands;
class Store;
class StoreReader;
struct StartTask;

/// What one variant changes against the common request (empty: as the common request says).
struct VariantChoice
{
    QString model;
    QString branch;
    QString systemPrompt;
    QString label; ///< empty: made from the letter and what differs
};

class VariantCommands final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VariantCommands)
public:
    static constexpr int kMinVariants = 2;
    static constexpr int kMaxVariants = 4;

    /// Neither is owned; a null store or commands make every command fail (NotConnected).
    VariantCommands(ConversationCommands *commands, Store *store, QObject *parent = nullptr);
    ~VariantCommands() override;

    /// The request of variant `index` (its letter, its model/branch/system prompt over `base`, a
    /// conversation id of its own). Pure (the dialog shows problems from it).
    [[nodiscard]] static StartOptions optionsFor(const StartOptions &base, const VariantChoice &choice);
    /// "A · gpt-5 · main" (what differs from the common request).
    [[nodiscard]] static QString labelFor(int index, const StartOptions &base, const VariantChoice &choice);
    /// Every problem of the variants' requests, each prefixed with its variant's letter.
    [[nodiscard]] static QStringList problems(const StartOptions &base, const QList<VariantChoice> &variants);

    /// Records the group, then starts one conversation per variant. Returns the group id, or empty
    /// when refused (finished() says why; nothing was sent then). finished() follows once every
    /// start was answered (READY or ERROR or a transport failure).
    QString startVariants(const StartOptions &base, const QList<VariantChoice> &variants, const QString &title);
    /// Forgets a group (its conversations stay).
    void removeGroup(const QString &groupId);

    /// Every member has a final state: finished, error, stuck, idle after work, or gone.
    /// `failedStarts`: members whose start failed (they never appear; nothing to wait for).
    [[nodiscard]] static bool isGroupDone(const StoreReader &store, const VariantGroup &group,
                                          const QSet<QString> &failedStarts = {});

    /// Conversations a server tagged as variants of one task (tags variantgroup, variantgrouptitle,
    /// variantlabel: the demo simulator's) become a local group the first time they are seen.
    void adoptTaggedGroups(const QList<QString> &conversationIds);

Q_SIGNALS:
    void finished(const Switchyard::CommandOutcome &outcome);
    /// Every member of a group started in this session has finished:
    /// the compare view may open on it. Once per group.
    void groupReady(const QString &groupId);

private:
    void startFinished(const QString &key, bool ok, const QString &message);
    void checkGroups();

    QPointer<ConversationCommands> m_commands;
    QPointer<Store> m_store;
    struct Pending
    {
        QSet<QString> keys; ///< starts not answered yet
        int failed = 0;
        QStringList messages;
    };
    QHash<QString, Pending> m_pending; ///< group id -> its starts
    QHash<QString, QString> m_groupOfKey; ///< start key (conversation id) -> group id
    QSet<QString> m_watching; ///< groups whose members were not all done yet
    QSet<QString> m_failedMembers; ///< members whose start failed in this session
};

} // namespace Switchyard
