// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// SyncEngine's private part, shared by syncengine.cpp (building, state, the public calls),
// syncenginelists.cpp (conversations, sandboxes, start tasks, settings) and syncengineevents.cpp
// (the open conversation, its history, the background event tails). Private to models/sync.

#include "models/api/apiclient.h"
#include "models/store/store.h"
#include "models/sync/eventhistory.h"
#include "models/sync/eventtail.h"
#include "models/sync/poller.h"
#include "models/sync/syncengine.h"

#include <QDateTime>
#include <QHash>
#include <QSet>
#include <QTimer>

#include <functional>

namespace Switchyard {

namespace SyncDetail {

inline bool isActive(const ConversationRecord &r)
{
    if (r.gone)
        return false;
    if (r.startingGrace)
        return true;
    const auto sb = r.displaySandboxStatus.value();
    if (sb == SandboxStatus::Starting)
        return true;
    const auto ex = r.displayExecution.value();
    return ex == ExecutionStatus::Running || ex == ExecutionStatus::WaitingForConfirmation;
}

inline bool isNetworkKind(Api::ApiError::Kind k)
{
    return k == Api::ApiError::Kind::Network || k == Api::ApiError::Kind::Timeout || k == Api::ApiError::Kind::Tls;
}

} // namespace SyncDetail

class SyncEngine::Private
{
public:
    SyncEngine *q = nullptr;
    Api::ApiClient *client = nullptr;
    Store *store = nullptr;
    SyncTiming timing;
    std::function<qint64()> nowMs;
    SyncState state;
    QString open;
    bool running = false;
    bool visible = true;
    bool firstListDone = false;
    bool unauthorized = false;
    QString unauthorizedMessage;

    Poller *list = nullptr;
    Poller *sandboxes = nullptr;
    Poller *tasks = nullptr;
    Poller *settings = nullptr;
    Poller *openPoller = nullptr;
    Poller *background = nullptr;
    Poller *historyPoller = nullptr;
    QList<Poller *> pollers;
    EventTail *openTail = nullptr;
    EventTail *backgroundTail = nullptr;
    EventHistory *history = nullptr;
    QTimer reevaluate;

    int openTails = 0;
    bool forceCountCheck = false; ///< the open conversation's history just completed: check now
    QHash<QString, qint64> lastTail; ///< conversation -> time of the last finished background tail
    QHash<QString, QDateTime> tailedUpdatedAt; ///< conversation -> updated_at when last tailed
    QHash<QString, qint64> failedTail; ///< conversation -> when its last background tail failed
    QSet<QString> trackedTasks;
    qint64 listDuplicates = 0;
    std::function<bool(const QString &, bool)> tailFilter;
    QHash<QString, QString> olderErrors; ///< conversation -> why its older page did not come

    qint64 now() const { return nowMs ? nowMs() : QDateTime::currentMSecsSinceEpoch(); }
    qint64 scaled(qint64 ms) const { return visible ? ms : qint64(double(ms) * timing.hiddenFactor); }

    Poller *makePoller(const QString &name)
    {
        auto *p = new Poller(name, q);
        p->setBackoff(timing.backoffBaseMs, timing.backoffCapMs, timing.retryAfterCapMs);
        p->setJitterSeed(timing.jitterSeed ? timing.jitterSeed + quint32(pollers.size()) : 0);
        QObject::connect(p, &Poller::finished, q, [this, p] {
            pollerFinished(p);
        });
        pollers.append(p);
        return p;
    }

    void build();
    /// The pollers of the conversations, the sandboxes, the start tasks and the settings.
    void buildListPollers();
    /// The pollers of the open conversation, the background tails and the open one's history.
    void buildEventPollers();
    /// The event tails and the history pager, and what answers their signals.
    void buildEventReaders();
    void runList(quint64 token);
    void listPage(quint64 token, const QString &pageId, int pagesLeft, QSet<QString> seen);
    void listBatch(quint64 token, QSet<QString> seen);
    void runSandboxes(quint64 token);
    void sandboxPage(quint64 token, const QString &pageId, int pagesLeft, quint64 firstSeq, QList<Sandbox> collected);
    void runTasks(quint64 token);
    void runSettings(quint64 token);
    void runOpen(quint64 token);
    /// The open conversation's record (after its newest page when it is not cached).
    void readOpenRecord(quint64 token, const QString &id);
    // The steps of runOpen() after the conversation's record: its sandbox's record, then its events.
    void readOpenSandbox(quint64 token, const QString &id, const QString &sandboxId);
    void tailOpen(quint64 token, const QString &id);
    /// The tail on from the newest event held (nothing while an idle one's history is read).
    void tailOpenForward(quint64 token, const QString &id);
    void runBackground(quint64 token);
    bool needsNewestPage(const QString &id) const;
    bool historyDue() const;
    void runHistory(quint64 token);
    /// An older page the user asked for; its failure goes to olderErrors (and the signal).
    void fetchOlderForUser(const QString &id);
    void setOlderError(const QString &id, const QString &message);
    QString nextBackground() const;
    qint64 openInterval() const;
    qint64 backgroundInterval() const;
    void pollerFinished(Poller *p);
    /// A poller of an optional endpoint (the settings): its failures, a 401 included, are its own;
    /// they neither stop sync nor show in the state (only the product's endpoints say "offline").
    bool isOptional(const Poller *p) const { return p == settings; }
    void updateState();
};

} // namespace Switchyard
