// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/store.h"

namespace Switchyard {

struct Store::Mirror
{ };

Store::Store(QObject *parent)
    : QObject(parent)
    , m(std::make_unique<Mirror>())
{ }

Store::~Store() = default;

std::unique_ptr<Store> Store::openForProfile(const QString &profileId, QString *error)
{
    return openFile(pathForProfile(profileId), error);
}

std::unique_ptr<Store> Store::openFile(const QString &path, QString *)
{
    std::unique_ptr<Store> s(new Store);
    s->m_path = path;
    return s;
}

std::unique_ptr<Store> Store::openInMemory()
{
    return std::unique_ptr<Store>(new Store);
}

QString Store::pathForProfile(const QString &profileId)
{
    return profileId;
}
QString Store::path() const
{
    return m_path;
}
int Store::schemaVersion()
{
    return 1;
}
QList<ConversationRecord> Store::conversations() const
{
    return {};
}
std::optional<ConversationRecord> Store::conversation(const QString &) const
{
    return std::nullopt;
}
QList<QString> Store::conversationIds() const
{
    return {};
}
qsizetype Store::conversationCount() const
{
    return 0;
}
QList<SandboxRecord> Store::sandboxes() const
{
    return {};
}
std::optional<SandboxRecord> Store::sandbox(const QString &) const
{
    return std::nullopt;
}
QList<QString> Store::conversationsOnSandbox(const QString &) const
{
    return {};
}
QList<Api::StartTask> Store::startTasks() const
{
    return {};
}
std::optional<Api::StartTask> Store::startTask(const QString &) const
{
    return std::nullopt;
}
Api::Tolerant<Api::GroupingStrategy> Store::groupingStrategy() const
{
    return {};
}
QDateTime Store::lastConfirmed() const
{
    return {};
}
bool Store::isStale() const
{
    return true;
}
qint64 Store::eventCount(const QString &) const
{
    return 0;
}
QList<EventSummary> Store::eventSummaries(const QString &, qint64, qint64) const
{
    return {};
}
QByteArray Store::rawEvent(const QString &, qint64) const
{
    return {};
}
std::optional<Api::Event> Store::event(const QString &, qint64) const
{
    return std::nullopt;
}
qint64 Store::findEvent(const QString &, const QString &) const
{
    return -1;
}
QList<QString> Store::eventIds(const QString &) const
{
    return {};
}
EventCursor Store::eventCursor(const QString &) const
{
    return {};
}
void Store::applyConversations(const QList<Api::Conversation> &, quint64) { }
void Store::applyConversationBatch(const QList<QString> &, const QList<std::optional<Api::Conversation>> &, quint64) { }
void Store::markConversationsGone(const QList<QString> &, quint64) { }
void Store::applySandboxes(const QList<Api::Sandbox> &, quint64, bool) { }
void Store::applySandboxBatch(const QList<QString> &, const QList<std::optional<Api::Sandbox>> &, quint64) { }
void Store::applyStartTasks(const QList<Api::StartTask> &, quint64) { }
void Store::removeStartTasks(const QList<QString> &) { }
void Store::setGroupingStrategy(const Api::Tolerant<Api::GroupingStrategy> &, quint64) { }
void Store::appendEvents(const QString &, const QList<Api::Event> &, const EventCursor &) { }
void Store::replaceEvents(const QString &, const QList<Api::Event> &, const EventCursor &) { }
void Store::reevaluate() { }
void Store::setClock(std::function<QDateTime()>) { }
void Store::setStartingGrace(std::chrono::milliseconds) { }
void Store::waitForWrites() { }
int Store::failedWrites() const
{
    return m_failedWrites;
}

} // namespace Switchyard
