// SPDX-License-Identifier: GPL-3.0-or-later
// Temporary stub: the API compiles; the implementation follows.
#include "app/sim/simulator.h"

namespace Switchyard::Sim {
class World
{ };
class Router
{ };
class HttpAdapter
{ };
class FaultProxy
{ };

Simulator::Simulator(const SimOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
{ }
Simulator::~Simulator() = default;
quint16 Simulator::listen(const QHostAddress &, quint16)
{
    return 0;
}
quint16 Simulator::port() const
{
    return 0;
}
QUrl Simulator::baseUrl() const
{
    return {};
}
QString Simulator::apiKey() const
{
    return m_options.apiKeys.value(0);
}
QString Simulator::userId(const QString &) const
{
    return {};
}
const SimOptions &Simulator::options() const
{
    return m_options;
}
void Simulator::seedDemo() { }
QString Simulator::seedScale(int, qint64)
{
    return {};
}
void Simulator::advanceClock(std::chrono::milliseconds) { }
QDateTime Simulator::now() const
{
    return {};
}
QString Simulator::addConversation(const ConversationSpec &)
{
    return {};
}
QString Simulator::addSandbox(const QString &, const QString &)
{
    return {};
}
void Simulator::addEvents(const QString &, int) { }
void Simulator::setSandboxStatus(const QString &, const QString &) { }
void Simulator::setGroupingStrategy(const QString &, const QString &) { }
QString Simulator::groupingStrategy(const QString &) const
{
    return {};
}
void Simulator::setFaults(const FaultConfig &f)
{
    m_options.faults = f;
}
FaultConfig Simulator::faults() const
{
    return m_options.faults;
}
void Simulator::restart(bool, std::chrono::milliseconds) { }
QStringList Simulator::conversationIds() const
{
    return {};
}
QStringList Simulator::sandboxIds() const
{
    return {};
}
QString Simulator::sandboxOf(const QString &) const
{
    return {};
}
QString Simulator::sandboxStatus(const QString &) const
{
    return {};
}
QString Simulator::executionStatus(const QString &) const
{
    return {};
}
qint64 Simulator::eventCount(const QString &) const
{
    return 0;
}
QString Simulator::sessionApiKey(const QString &) const
{
    return {};
}
qint64 Simulator::requestCount() const
{
    return 0;
}
QString Simulator::adminHelp()
{
    return {};
}
} // namespace Switchyard::Sim
