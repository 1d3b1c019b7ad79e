// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/commands/variantcommands.h"

#include "models/commands/conversationcommands.h"
#include "models/conversations/startrequestvalidator.h"
#include "models/read/variantgroupreader.h"
#include "models/store/store.h"

#include <QDateTime>
#include <QUuid>

namespace Switchyard {

namespace {

QString letter(int index)
{
    return QString(QChar(u'A' + index));
}

QString newId()
{
    return QUuid::createUuid().toString(QUuid::Id128);
}

} // namespace

VariantCommands::VariantCommands(ConversationCommands *commands, Store *store, QObject *parent)
    : QObject(parent)
    , m_commands(commands)
    , m_store(store)
{
    if (commands) {
        connect(commands, &ConversationCommands::startFinished, this,
                [this](const QString &key, bool ok, const StartTask &, const QString &message) {
                    startFinished(key, ok, message);
                });
    }
    if (store) {
        connect(store, &StoreReader::changed, this, [this](const StoreChanges &changes) {
            if (!changes.conversations.inserted.isEmpty())
                adoptTaggedGroups(changes.conversations.inserted);
            checkGroups();
        });
        QList<QString> all;
        for (const ConversationRecord &r : store->conversations())
            all.append(r.conversation.id);
        adoptTaggedGroups(all);
    }
}

VariantCommands::~VariantCommands() = default;

StartOptions VariantCommands::optionsFor(const StartOptions &base, const VariantChoice &choice)
{
    StartOptions o = base;
    if (!choice.model.trimmed().isEmpty())
        o.llmModel = choice.model.trimmed();
    if (!choice.branch.trimmed().isEmpty())
        o.selectedBranch = choice.branch.trimmed();
    if (!choice.systemPrompt.trimmed().isEmpty()) {
        o.systemPrompt = choice.systemPrompt;
        o.systemMessageSuffix.clear(); // the prompt replaces the default one: not with a suffix (§13.4)
    }
    o.conversationId = newId();
    o.sandboxId.clear(); // each variant in a sandbox of its own: they must not share a workspace
    return o;
}

QString VariantCommands::labelFor(int index, const StartOptions &base, const VariantChoice &choice)
{
    if (!choice.label.trimmed().isEmpty())
        return letter(index) + QStringLiteral(" \u00b7 ") + choice.label.trimmed();
    const StartOptions o = optionsFor(base, choice);
    QStringList parts{letter(index)};
    parts.append(o.llmModel.isEmpty() ? tr("default model") : o.llmModel);
    if (!o.selectedBranch.isEmpty())
        parts.append(o.selectedBranch);
    if (!choice.systemPrompt.trimmed().isEmpty())
        parts.append(tr("own system prompt"));
    return parts.join(QStringLiteral(" \u00b7 "));
}

QStringList VariantCommands::problems(const StartOptions &base, const QList<VariantChoice> &variants)
{
    QStringList out;
    if (variants.size() < kMinVariants || variants.size() > kMaxVariants)
        out.append(tr("Choose between %1 and %2 variants.").arg(kMinVariants).arg(kMaxVariants));
    for (int i = 0; i < variants.size(); ++i) {
        const QList<StartRequestProblem> problems = StartRequestValidator::validate(optionsFor(base, variants.at(i)));
        for (const StartRequestProblem &p : problems)
            out.append(tr("Variant %1: %2").arg(letter(i), p.message));
    }
    return out;
}

QString VariantCommands::startVariants(const StartOptions &base, const QList<VariantChoice> &variants,
                                       const QString &title)
{
    if (!m_commands || !m_store) {
        Q_EMIT finished(CommandOutcome::failed(Command::Start, {}, CommandError::of(CommandFailure::NotConnected)));
        return {};
    }
    const QStringList problems = VariantCommands::problems(base, variants);
    if (!problems.isEmpty()) {
        Q_EMIT finished(CommandOutcome::failed(Command::Start, {},
                                               CommandError::of(CommandFailure::Invalid, problems.join(u'\n'))));
        return {};
    }
    VariantGroup group;
    group.id = newId();
    group.title = title.trimmed().isEmpty() ? tr("Variants") : title.trimmed();
    group.createdMs = QDateTime::currentMSecsSinceEpoch();
    QList<StartOptions> requests;
    for (int i = 0; i < variants.size(); ++i) {
        requests.append(optionsFor(base, variants.at(i)));
        group.members.append(VariantMember{requests.last().conversationId, labelFor(i, base, variants.at(i))});
    }
    m_pending.insert(group.id, Pending{});
    m_watching.insert(group.id);
    // The group is recorded first; the starts go out once it is committed (a crash in between
    // leaves a group whose members never appear, never conversations without their group).
    m_store->putVariantGroup(group, this, [this, groupId = group.id, requests](bool committed) {
        if (!committed || !m_commands) {
            m_pending.remove(groupId);
            Q_EMIT finished(CommandOutcome::failed(
                Command::Start, groupId,
                CommandError::of(CommandFailure::Generic, tr("The group could not be saved; nothing was started."))));
            return;
        }
        for (const StartOptions &o : requests) {
            m_groupOfKey.insert(o.conversationId, groupId);
            m_pending[groupId].keys.insert(o.conversationId);
        }
        for (const StartOptions &o : requests) {
            if (m_commands->start(o).isEmpty())
                startFinished(o.conversationId, false, tr("The start was refused."));
        }
    });
    return group.id;
}

void VariantCommands::startFinished(const QString &key, bool ok, const QString &message)
{
    const QString groupId = m_groupOfKey.take(key);
    if (groupId.isEmpty())
        return;
    auto it = m_pending.find(groupId);
    if (it == m_pending.end() || !it->keys.remove(key))
        return;
    if (!ok) {
        m_failedMembers.insert(key);
        ++it->failed;
        it->messages.append(message);
    }
    if (!it->keys.isEmpty())
        return;
    const Pending done = m_pending.take(groupId);
    if (done.failed == 0) {
        Q_EMIT finished(CommandOutcome::succeeded(Command::Start, groupId, tr("Every variant started.")));
    } else {
        Q_EMIT finished(
            CommandOutcome::failed(Command::Start, groupId,
                                   CommandError::of(CommandFailure::StartError,
                                                    tr("%n variant(s) could not be started: %1", nullptr, done.failed)
                                                        .arg(done.messages.join(QStringLiteral("; "))))));
    }
    checkGroups();
}

bool VariantCommands::isGroupDone(const StoreReader &store, const VariantGroup &group,
                                  const QSet<QString> &failedStarts)
{
    if (group.members.isEmpty())
        return false;
    for (const VariantMember &m : group.members) {
        if (failedStarts.contains(m.conversationId))
            continue; // never started: nothing to wait for
        const ConversationRecord *r = store.findConversation(m.conversationId);
        if (!r)
            return false; // still starting
        if (r->gone)
            continue;
        const ExecutionStatus e = r->displayExecution.value();
        if (e == ExecutionStatus::Finished || e == ExecutionStatus::Error || e == ExecutionStatus::Stuck)
            continue;
        const SandboxStatus s = r->displaySandboxStatus.value();
        const bool sandboxUp = s == SandboxStatus::Running || s == SandboxStatus::Starting;
        if (!sandboxUp && r->eventCount > 0)
            continue; // its sandbox went away after the work: nothing more will happen
        return false;
    }
    return true;
}

void VariantCommands::checkGroups()
{
    if (!m_store || m_watching.isEmpty())
        return;
    const QList<QString> watching(m_watching.cbegin(), m_watching.cend());
    for (const QString &id : watching) {
        if (m_pending.contains(id))
            continue; // starts still being answered
        const std::optional<VariantGroup> g = m_store->groupReader()->variantGroup(id);
        if (!g) {
            m_watching.remove(id);
            continue;
        }
        if (isGroupDone(*m_store, *g, m_failedMembers)) {
            m_watching.remove(id);
            Q_EMIT groupReady(id);
        }
    }
}

void VariantCommands::adoptTaggedGroups(const QList<QString> &conversationIds)
{
    if (!m_store)
        return;
    const QString kGroup = QStringLiteral("variantgroup");
    QHash<QString, VariantGroup> found;
    for (const QString &id : conversationIds) {
        const ConversationRecord *r = m_store->findConversation(id);
        const QString groupId = r ? r->conversation.tags.value(kGroup) : QString();
        if (groupId.isEmpty())
            continue;
        const std::optional<VariantGroup> known = m_store->groupReader()->variantGroup(groupId);
        if (known && known->contains(id))
            continue;
        if (!found.contains(groupId)) {
            VariantGroup g = known.value_or(VariantGroup{});
            g.id = groupId;
            if (!known) {
                g.title = r->conversation.tags.value(QStringLiteral("variantgrouptitle"), tr("Variants"));
                g.createdMs = r->conversation.createdAt.isValid() ? r->conversation.createdAt.toMSecsSinceEpoch()
                                                                  : QDateTime::currentMSecsSinceEpoch();
            }
            found.insert(groupId, g);
        }
    }
    for (VariantGroup &g : found) {
        // Every member the store holds (a later listing page may bring more: they join then).
        for (const ConversationRecord &r : m_store->conversations()) {
            if (r.conversation.tags.value(kGroup) == g.id && !g.contains(r.conversation.id))
                g.members.append(
                    VariantMember{r.conversation.id, r.conversation.tags.value(QStringLiteral("variantlabel"))});
        }
        std::sort(g.members.begin(), g.members.end(), [](const VariantMember &a, const VariantMember &b) {
            return a.label < b.label;
        });
        m_store->putVariantGroup(g);
    }
}

void VariantCommands::removeGroup(const QString &groupId)
{
    m_watching.remove(groupId);
    if (m_store)
        m_store->removeVariantGroup(groupId);
}

} // namespace Switchyard
