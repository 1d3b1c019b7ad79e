// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// StoreWriter's staging area for one batch, shared by storewriter.cpp (reconciliation, events) and
// storewriterbatches.cpp (one handler per batch kind, the commit). Private to models/store.

#include "models/store/storewriter.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QSqlError>
#include <QString>

#include <optional>

namespace Switchyard {

namespace StoreDetail {

inline bool isDownStatus(SandboxStatus s)
{
    return s == SandboxStatus::Paused || s == SandboxStatus::Missing || s == SandboxStatus::Error;
}

/// A failure that may pass (disk full, read-only file, I/O error, busy, out of memory): the batch is
/// retried. Anything else (a constraint, bad input) would fail again: the batch is dropped.
bool mayPass(const QSqlError &error);

/// The events.flags bit (outside the 16 bits of EventSummary::flags, which readers mask to) that
/// marks an event the server's last full listing did not contain.
constexpr int kServerMissingFlag = 1 << 24;

} // namespace StoreDetail

/// Staged changes of one batch: applied to memory only after the commit.
struct StoreWriter::Work
{
    QDateTime now;
    qint64 nowMs = 0;
    QHash<QString, Conv> convs;
    QSet<QString> convInserted, convChanged, convWrite, convConfirmed;
    struct Touch
    {
        QString id;
        quint64 seq = 0;
        qint64 runningSinceMs = 0;
    };
    QList<Touch> touches; ///< confirmed, unchanged: only seq / confirmedAt / runningSince move
    QHash<QString, Sbx> sbxs;
    QSet<QString> sbxInserted, sbxChanged, sbxWrite, sbxConfirmed;
    QHash<QString, std::optional<StartTask>> tasks;
    QList<QString> taskInserted, taskChanged, taskRemoved;
    QHash<QString, LogState> logs;
    QSet<QString> logsReset;
    QHash<QString, qint64> logsPrepended; ///< events put below the oldest one, per log
    QSet<QString> lostChanged; ///< logs whose lost-history state changed (meta rows to rewrite)
    std::optional<OpenEnum<GroupingStrategy>> grouping;
    std::optional<quint64> groupingSeq; ///< set when a settings batch is not older than the last one
    bool listConfirmed = false;
    qint64 nextLogKey = 0;
    QList<RuleHit> ruleHits; ///< recorded in this batch (storewatch.cpp)
    bool watchRulesChanged = false;
};

} // namespace Switchyard
