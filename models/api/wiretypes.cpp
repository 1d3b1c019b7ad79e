// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/wiretypes.h"

#include <QRegularExpression>
#include <QTimeZone>

#include <array>
#include <utility>

namespace Switchyard::Api {

namespace {

template<typename E, std::size_t N>
Tolerant<E> fromTable(const std::array<std::pair<E, const char *>, N> &table, const QString &s)
{
    Tolerant<E> t;
    t.wire = s;
    for (const auto &[value, name] : table) {
        if (s == QLatin1String(name)) {
            t.value = value;
            break;
        }
    }
    return t;
}

template<typename E, std::size_t N>
QString toTable(const std::array<std::pair<E, const char *>, N> &table, E v)
{
    for (const auto &[value, name] : table) {
        if (value == v)
            return QString::fromLatin1(name);
    }
    return {};
}

constexpr std::array<std::pair<SandboxStatus, const char *>, 5> kSandboxStatus{{
    {SandboxStatus::Starting, "STARTING"},
    {SandboxStatus::Running, "RUNNING"},
    {SandboxStatus::Paused, "PAUSED"},
    {SandboxStatus::Error, "ERROR"},
    {SandboxStatus::Missing, "MISSING"},
}};
constexpr std::array<std::pair<ExecutionStatus, const char *>, 8> kExecutionStatus{{
    {ExecutionStatus::Idle, "idle"},
    {ExecutionStatus::Running, "running"},
    {ExecutionStatus::Paused, "paused"},
    {ExecutionStatus::WaitingForConfirmation, "waiting_for_confirmation"},
    {ExecutionStatus::Finished, "finished"},
    {ExecutionStatus::Error, "error"},
    {ExecutionStatus::Stuck, "stuck"},
    {ExecutionStatus::Deleting, "deleting"},
}};
constexpr std::array<std::pair<StartTaskStatus, const char *>, 9> kStartTaskStatus{{
    {StartTaskStatus::Working, "WORKING"},
    {StartTaskStatus::WaitingForSandbox, "WAITING_FOR_SANDBOX"},
    {StartTaskStatus::PreparingRepository, "PREPARING_REPOSITORY"},
    {StartTaskStatus::RunningSetupScript, "RUNNING_SETUP_SCRIPT"},
    {StartTaskStatus::SettingUpGitHooks, "SETTING_UP_GIT_HOOKS"},
    {StartTaskStatus::SettingUpSkills, "SETTING_UP_SKILLS"},
    {StartTaskStatus::StartingConversation, "STARTING_CONVERSATION"},
    {StartTaskStatus::Ready, "READY"},
    {StartTaskStatus::Error, "ERROR"},
}};
constexpr std::array<std::pair<EventSource, const char *>, 4> kEventSource{{
    {EventSource::Agent, "agent"},
    {EventSource::User, "user"},
    {EventSource::Environment, "environment"},
    {EventSource::Hook, "hook"},
}};
constexpr std::array<std::pair<SecurityRisk, const char *>, 4> kSecurityRisk{{
    {SecurityRisk::Unknown, "UNKNOWN"},
    {SecurityRisk::Low, "LOW"},
    {SecurityRisk::Medium, "MEDIUM"},
    {SecurityRisk::High, "HIGH"},
}};
constexpr std::array<std::pair<GitChangeStatus, const char *>, 4> kGitChangeStatus{{
    {GitChangeStatus::Moved, "MOVED"},
    {GitChangeStatus::Added, "ADDED"},
    {GitChangeStatus::Deleted, "DELETED"},
    {GitChangeStatus::Updated, "UPDATED"},
}};
constexpr std::array<std::pair<GroupingStrategy, const char *>, 5> kGroupingStrategy{{
    {GroupingStrategy::NoGrouping, "NO_GROUPING"},
    {GroupingStrategy::GroupByNewest, "GROUP_BY_NEWEST"},
    {GroupingStrategy::LeastRecentlyUsed, "LEAST_RECENTLY_USED"},
    {GroupingStrategy::FewestConversations, "FEWEST_CONVERSATIONS"},
    {GroupingStrategy::AddToAny, "ADD_TO_ANY"},
}};
constexpr std::array<std::pair<TaskStatus, const char *>, 3> kTaskStatus{{
    {TaskStatus::Todo, "todo"},
    {TaskStatus::InProgress, "in_progress"},
    {TaskStatus::Done, "done"},
}};

} // namespace

Tolerant<SandboxStatus> sandboxStatusFromWire(const QString &s)
{
    return fromTable(kSandboxStatus, s);
}
Tolerant<ExecutionStatus> executionStatusFromWire(const QString &s)
{
    return fromTable(kExecutionStatus, s);
}
Tolerant<StartTaskStatus> startTaskStatusFromWire(const QString &s)
{
    return fromTable(kStartTaskStatus, s);
}
Tolerant<EventSource> eventSourceFromWire(const QString &s)
{
    return fromTable(kEventSource, s);
}
Tolerant<SecurityRisk> securityRiskFromWire(const QString &s)
{
    return fromTable(kSecurityRisk, s);
}
Tolerant<GitChangeStatus> gitChangeStatusFromWire(const QString &s)
{
    return fromTable(kGitChangeStatus, s);
}
Tolerant<GroupingStrategy> groupingStrategyFromWire(const QString &s)
{
    return fromTable(kGroupingStrategy, s);
}
Tolerant<TaskStatus> taskStatusFromWire(const QString &s)
{
    return fromTable(kTaskStatus, s);
}

QString toWire(SandboxStatus v)
{
    return toTable(kSandboxStatus, v);
}
QString toWire(ExecutionStatus v)
{
    return toTable(kExecutionStatus, v);
}
QString toWire(StartTaskStatus v)
{
    return toTable(kStartTaskStatus, v);
}
QString toWire(EventSource v)
{
    return toTable(kEventSource, v);
}
QString toWire(SecurityRisk v)
{
    return toTable(kSecurityRisk, v);
}
QString toWire(GitChangeStatus v)
{
    return toTable(kGitChangeStatus, v);
}
QString toWire(GroupingStrategy v)
{
    return toTable(kGroupingStrategy, v);
}
QString toWire(TaskStatus v)
{
    return toTable(kTaskStatus, v);
}

QString normalizeUuidHex(const QString &id)
{
    QString s = id.trimmed().toLower();
    if (s.startsWith(QLatin1String("urn:uuid:")))
        s = s.mid(9);
    if (s.startsWith(QLatin1Char('{')) && s.endsWith(QLatin1Char('}')))
        s = s.mid(1, s.size() - 2);
    if (s.size() == 36) {
        if (s.at(8) != QLatin1Char('-') || s.at(13) != QLatin1Char('-') || s.at(18) != QLatin1Char('-')
            || s.at(23) != QLatin1Char('-'))
            return {};
        s.remove(QLatin1Char('-'));
    }
    if (s.size() != 32)
        return {};
    for (const QChar c : std::as_const(s)) {
        const bool hex =
            (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'));
        if (!hex)
            return {};
    }
    return s;
}

QDateTime parseTimestamp(const QString &s)
{
    if (s.isEmpty())
        return {};
    QString t = s.trimmed();
    // Python may print up to 6 fractional digits; Qt reads at most 3 (milliseconds).
    static const QRegularExpression fraction(QStringLiteral("\\.(\\d{3})\\d+"));
    t.replace(fraction, QStringLiteral(".\\1"));
    QDateTime dt = QDateTime::fromString(t, Qt::ISODateWithMs);
    if (!dt.isValid())
        return {};
    if (dt.timeSpec() == Qt::LocalTime) // naive event timestamps are UTC (§1.4)
        dt.setTimeZone(QTimeZone::utc());
    return dt.toUTC();
}

} // namespace Switchyard::Api
