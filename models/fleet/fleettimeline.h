// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/ (switchyard_models), Qt Core only.
//
// The fleet timeline's data (issue 32): a lane per conversation, grouped by sandbox or repository,
// with its status segments over time (running, waiting for a person — waits for approval marked —,
// paused, error, finished), its cost over time, and a lane per group with how many conversations
// were active on it at once and (sandbox groups) the upcoming lifecycle marks. Built off the GUI
// thread from the store's status history (FleetReader) and painted by ui/fleet without any query.
//
// Where a segment comes from: what the client observed (the record's status changes, the authority)
// and, for the time before the client observed anything, what the events' timestamps say
// (execution_status state updates): mergeHistory().

#include "models/domain/lifecycle.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QPair>
#include <QSet>
#include <QString>

namespace Switchyard::Fleet {

enum class State : quint8
{
    None, ///< no segment (not yet created, sandbox missing, deleting)
    Running, ///< the agent works (or its sandbox starts)
    Waiting, ///< waits for a person: idle, or an approval (Segment::approval)
    Paused, ///< the conversation or its sandbox is paused
    Error, ///< error or stuck, or its sandbox failed
    Finished, ///< the agent finished
    Other, ///< a status this build does not know (kept raw in the history)
};

/// One status change: `kind` "exec" (execution_status) or "sandbox" (sandbox_status), `status` the
/// raw wire string (empty: null).
struct StatusPoint
{
    qint64 atMs = 0;
    QString kind;
    QString status;
    bool fromEvent = false;
};

/// One row of the store's status history (schema 12).
struct HistoryRow
{
    QString subjectId;
    bool sandboxSubject = false; ///< a sandbox's own status (else a conversation's)
    QString kind; ///< exec, sandbox or cost
    QString status;
    qint64 atMs = 0;
    bool fromEvent = false;
    double value = 0; ///< cost rows: the accumulated cost then
};

struct Segment
{
    qint64 startMs = 0;
    qint64 endMs = 0;
    State state = State::None;
    bool approval = false; ///< waiting for confirmation of an action (shaded)
    QString raw; ///< the wire status it comes from (tooltips)
};

struct CostPoint
{
    qint64 atMs = 0;
    double cost = 0; ///< accumulated (a step function)
};

struct Lane
{
    QString id; ///< conversation id, or the group's key
    QString title; ///< untrusted when it is a conversation's title: draw as plain text only
    bool group = false; ///< a group lane (sandbox or repository)
    QString groupKey; ///< conversation lanes: the group they belong to
    QList<Segment> segments; ///< sorted, not overlapping; conversation lanes
    QList<CostPoint> cost; ///< conversation: its own; group: the sum of its members
    QList<QPair<qint64, int>> concurrency; ///< group lanes: (from ms, conversations active) steps
    int maxConcurrency = 0;
    LifecycleEstimate lifecycle; ///< sandbox group lanes: the estimate the list uses
};

enum class Grouping
{
    Sandbox,
    Repository,
};

/// What the builder needs of a conversation (copied from the store's mirror on the GUI thread).
struct ConversationInfo
{
    QString id;
    QString title;
    QString sandboxId;
    QString repository;
    qint64 createdMs = 0;
    double cost = 0; ///< the record's accumulated cost now
};

struct SandboxInfo
{
    QString id;
    LifecycleEstimate lifecycle;
};

struct Inputs
{
    QList<ConversationInfo> conversations;
    QList<SandboxInfo> sandboxes;
    QList<HistoryRow> rows; ///< any order
    qint64 nowMs = 0;
    Grouping grouping = Grouping::Sandbox;
};

struct TimelineData
{
    QList<Lane> lanes; ///< each group lane followed by its conversations
    qint64 fromMs = 0; ///< the earliest segment start (or now - 1 h)
    qint64 toMs = 0; ///< now (or the latest lifecycle mark)
    double maxCost = 0; ///< the largest group cost (the cost line's scale)
    Grouping grouping = Grouping::Sandbox;

    /// The conversations with a segment other than None overlapping [fromMs, toMs).
    [[nodiscard]] QSet<QString> activeIn(qint64 fromMs, qint64 toMs) const;
    /// Index of the first segment of `lane` that ends after `ms` (binary search).
    [[nodiscard]] static qsizetype firstSegmentEndingAfter(const Lane &lane, qint64 ms);
};

/// The state a conversation is in given its execution and sandbox status (raw wire strings).
[[nodiscard]] State stateOf(const QString &execution, const QString &sandbox, bool *approval = nullptr);
/// The observed points (authority), preceded by the event-derived ones older than the first
/// observation (what the events' timestamps say before the client looked). Sorted by time.
[[nodiscard]] QList<StatusPoint> mergeHistory(QList<StatusPoint> observed, QList<StatusPoint> fromEvents);
/// Segments from sorted points up to `endMs` (the last one stays open until then); consecutive
/// points of the same state are one segment.
[[nodiscard]] QList<Segment> segmentsFrom(const QList<StatusPoint> &points, qint64 endMs);
[[nodiscard]] TimelineData build(const Inputs &inputs);

} // namespace Switchyard::Fleet
