// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one live test stack (issue 18): the simulator listening on a loopback port, the real client
// (ApiClient over its own QNetworkAccessManager), a real Store (an SQLite file in a temporary
// folder unless told otherwise), the SyncEngine and the command services, wired as the app wires
// them (Application::buildSession). End-to-end tests and the demo-like UI tests build it instead
// of writing the chain by hand.
//
//   Test::LoopbackOptions o;
//   o.sim.autoAdvance = false;
//   o.timing.listMs = 300;
//   Test::LoopbackStack stack(o);           // the simulator exists and listens
//   QVERIFY(stack.isListening());
//   stack.sim().seedDemo();                 // seed before the client connects (optional)
//   QVERIFY2(stack.connect(&error), ...);   // client, store, sync (started), commands
//
// The client side lives on the calling thread; the stack owns it all and tears it down in the order
// the app does (commands, live sockets, sync stopped, store, client, simulator). The simulator lives
// where LoopbackOptions::placement says: on the calling thread (tests), on a thread of its own (as
// in `switchyard --demo`: its work is not the GUI thread's; reach it with onSim()/postToSim()), or in
// a child process (its memory and CPU are not the client's: benchmarks; `switchyard-sim` or any
// program that prints its two first lines, see ChildSim).

#include "app/sim/simoptions.h"
#include "models/api/apiclient.h"
#include "models/sync/synctiming.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QList>
#include <QPointer>
#include <QString>
#include <QUrl>

#include <functional>
#include <memory>
#include <optional>
#include <type_traits>

class QNetworkAccessManager;
class QProcess;
class QTemporaryDir;
class QThread;

namespace Switchyard {

class ConversationCommands;
class DownloadCommands;
class EventTail;
class LiveManager;
class Store;
class SyncEngine;
class WorkspaceCommands;

namespace Sim {
class Simulator;
}

namespace Test {

/// Where the stack's simulator runs.
enum class SimPlacement
{
    SameThread, ///< on the calling thread (sim() reaches it directly)
    OwnThread, ///< on a thread of its own, as `switchyard --demo` (onSim() / postToSim())
    ChildProcess, ///< in a child process (LoopbackOptions::child); no sim(), only HTTP
};

/// The child-process simulator: a program that listens on loopback and prints switchyard-sim's two
/// lines "... listening on <base url> ..." and "API keys: <key>[, ...]" on stdout (lines before
/// them are kept: childLines()). It is killed when the stack goes.
struct ChildSim
{
    QString program; ///< empty = switchyard-sim from $SWITCHYARD_BIN_DIR (or beside the test)
    QStringList arguments; ///< e.g. {"--demo", "--clock-speed", "10"}; `sim` is not passed on
    int startTimeoutMs = 120000;
};

/// What the stack is made of. Defaults: an older-generation simulator without faults, the client's
/// request budget on, a store file, sync started with the app's timing, the command services.
struct LoopbackOptions
{
    /// The simulator as such (generation, clock, seed, faults, rules). Shortcuts below.
    Sim::SimOptions sim;
    SimPlacement placement = SimPlacement::SameThread;
    ChildSim child; ///< placement ChildProcess

    // --- client ---
    bool budget = true; ///< the client's request budget (spec §13.1); off for tests about status windows
    std::optional<std::chrono::milliseconds> transferTimeout; ///< ServerConfig::transferTimeout (unset = default)
    std::optional<int> retryAttempts; ///< RetryPolicy::Config::maxAttempts (unset = the client's default policy)
    bool recordRequests = false; ///< requests() lists every request the client sends (tests that count them)

    // --- store, sync, commands ---
    bool withStore = true; ///< false: no store, no sync; the commands run without one (records from the server)
    bool inMemoryStore = false; ///< true: Store::openInMemory() instead of a file
    QString storePath; ///< a file to open (e.g. a child process's cache); empty = a file in a temporary folder
    bool withSync = true; ///< a SyncEngine over client and store (needs withStore)
    bool startSync = true; ///< connect() starts it (else call sync()->start() yourself)
    SyncTiming timing; ///< the engine's intervals
    QString openConversation; ///< SyncEngine::setOpenConversation before it starts
    bool withCommands = true; ///< ConversationCommands (and its sandbox commands), workspace, downloads
    bool startsTrackedBySync = true; ///< ConversationCommands::setSyncEngine, as the app does
    bool withLive = false; ///< a LiveManager (session sockets) wired to sync as Application::wireLive does

    // --- shortcuts into `sim` ---
    LoopbackOptions &generation(Sim::ServerGeneration g)
    {
        sim.useGeneration(g);
        return *this;
    }
    LoopbackOptions &latency(int ms, int jitterMs = 0)
    {
        sim.faults.latencyMs = ms;
        sim.faults.latencyJitterMs = jitterMs;
        return *this;
    }
    LoopbackOptions &rateLimit(bool on)
    {
        sim.features.rateLimit = on;
        return *this;
    }
    /// The simulator in a child process (see ChildSim).
    LoopbackOptions &childProcess(const QStringList &arguments, const QString &program = {})
    {
        placement = SimPlacement::ChildProcess;
        child.program = program;
        child.arguments = arguments;
        return *this;
    }
    LoopbackOptions &faults(const Sim::FaultConfig &f)
    {
        sim.faults = f;
        return *this;
    }
    /// The client and a store file, nothing that polls or acts (no sync, no commands, no request
    /// budget): tests that fill the store themselves, e.g. with an EventTail (runTail below).
    LoopbackOptions &clientAndStore()
    {
        budget = false;
        withSync = false;
        withCommands = false;
        return *this;
    }
    /// The client side only (no store, sync or commands): tests of the wire and the budget.
    LoopbackOptions &clientOnly()
    {
        withStore = false;
        withSync = false;
        withCommands = false;
        return *this;
    }
};

class LoopbackStack
{
public:
    /// Builds the simulator (where the options place it) and listens on 127.0.0.1 at a free port
    /// (isListening() tells).
    explicit LoopbackStack(LoopbackOptions options = {});
    /// Attaches to a server that already runs (e.g. one served by a parent process): no simulator.
    LoopbackStack(const QUrl &baseUrl, const QString &apiKey, LoopbackOptions options = {});
    ~LoopbackStack();
    LoopbackStack(const LoopbackStack &) = delete;
    LoopbackStack &operator=(const LoopbackStack &) = delete;

    [[nodiscard]] bool isListening() const { return m_baseUrl.isValid(); }
    /// The simulator (only when the stack built one on the calling thread: SimPlacement::SameThread).
    [[nodiscard]] Sim::Simulator &sim() const;
    [[nodiscard]] bool hasSim() const { return m_sim != nullptr; }

    /// Runs `f` with the simulator on the simulator's thread and waits for it (SameThread: at once;
    /// not with ChildProcess). Its result is returned:
    ///   const QString id = stack.onSim([](Sim::Simulator &s) { return s.addConversation(); });
    template<typename F>
    auto onSim(F f) -> std::invoke_result_t<F, Sim::Simulator &>
    {
        using R = std::invoke_result_t<F, Sim::Simulator &>;
        if constexpr (std::is_void_v<R>) {
            runOnSim([&f](Sim::Simulator &s) {
                f(s);
            });
        } else {
            std::optional<R> r;
            runOnSim([&f, &r](Sim::Simulator &s) {
                r.emplace(f(s));
            });
            return std::move(*r);
        }
    }
    /// Queues `f` on the simulator's thread without waiting (SameThread: queued on this thread).
    void postToSim(std::function<void(Sim::Simulator &)> f);
    /// What the child process printed before its listening lines (ChildProcess).
    [[nodiscard]] const QStringList &childLines() const { return m_childLines; }
    /// The child process's id (ChildProcess; 0 otherwise): to read its memory from /proc.
    [[nodiscard]] qint64 childPid() const;

    /// Builds the client, and per the options the store, the sync engine (started) and the command
    /// services. False (with `error`) when the server config or the store is refused.
    bool connect(QString *error = nullptr);

    [[nodiscard]] Api::ApiClient *client() const { return m_client.get(); }
    [[nodiscard]] Store *store() const { return m_store.get(); }
    [[nodiscard]] SyncEngine *sync() const { return m_sync.get(); }
    [[nodiscard]] ConversationCommands *commands() const { return m_commands.get(); }
    [[nodiscard]] WorkspaceCommands *workspace() const { return m_workspace.get(); }
    [[nodiscard]] DownloadCommands *downloads() const { return m_downloads.get(); }
    [[nodiscard]] LiveManager *live() const { return m_live.get(); }
    /// The store file; it stays (with its folder) after disconnect() until the stack goes, for a
    /// second Store opened on it once the stack's own is released.
    [[nodiscard]] QString storeFile() const { return m_storeFile; }
    [[nodiscard]] const LoopbackOptions &options() const { return m_options; }

    /// The client's server config (base URL, key, budget and timeouts as given).
    [[nodiscard]] Api::ServerConfig serverConfig() const;
    /// A second client of the same server for checks (own connection pool, no budget, 10 s transfer
    /// timeout, the default retry policy): what the server has, read past the client under test.
    [[nodiscard]] Api::ApiClient &checkClient();
    /// The server's whole event log of a conversation in its order, read with checkClient();
    /// nullopt when a page failed or the log did not end.
    [[nodiscard]] std::optional<QList<QString>> serverEventIds(const QString &conversationId,
                                                               int pageTimeoutMs = 10000);

    /// Answers with status 429 the client under test received since connect() (retries included).
    [[nodiscard]] int tooManyRequests() const { return m_tooMany; }
    /// How many requests the client under test sent since connect() (recorded or not).
    [[nodiscard]] qint64 requestCount() const { return m_requestCount; }

    /// Every request the client under test sent since connect(), retries included, in order
    /// (LoopbackOptions::recordRequests; the check client's are not in it).
    [[nodiscard]] const QList<QUrl> &requests() const { return m_requests; }
    /// Called with each request's URL as the client under test sends it (recorded or not), e.g. to
    /// change the server between the pages of a pass; an empty function stops it.
    void setOnRequest(std::function<void(const QUrl &)> onRequest) { m_onRequest = std::move(onRequest); }

    /// Stops sync and drops commands, sync, store and client (the simulator stays).
    void disconnect();

private:
    void runOnSim(const std::function<void(Sim::Simulator &)> &f);
    bool startChild();

    LoopbackOptions m_options;
    std::unique_ptr<Sim::Simulator> m_sim;
    QThread *m_simThread = nullptr; ///< OwnThread: the simulator's thread (m_simOwn lives there)
    Sim::Simulator *m_simOwn = nullptr; ///< OwnThread: built and deleted on m_simThread
    QObject *m_simAnchor = nullptr; ///< OwnThread: context of the calls into m_simThread
    std::unique_ptr<QProcess> m_child;
    QStringList m_childLines;
    int m_tooMany = 0;
    qint64 m_requestCount = 0;
    QUrl m_baseUrl;
    QString m_apiKey;
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_storeFile;
    std::unique_ptr<QNetworkAccessManager> m_nam;
    QList<QUrl> m_requests;
    std::function<void(const QUrl &)> m_onRequest;
    std::unique_ptr<Api::ApiClient> m_client;
    std::unique_ptr<Store> m_store;
    std::unique_ptr<SyncEngine> m_sync;
    std::unique_ptr<ConversationCommands> m_commands;
    std::unique_ptr<WorkspaceCommands> m_workspace;
    std::unique_ptr<DownloadCommands> m_downloads;
    std::unique_ptr<LiveManager> m_live;
    std::unique_ptr<QNetworkAccessManager> m_checkNam;
    std::unique_ptr<Api::ApiClient> m_check;
    std::unique_ptr<QObject> m_context; ///< context object of the check calls
};

/// Runs one asynchronous client call to its end (or `timeoutMs`), spinning the event loop:
///   auto page = Test::await<Api::Page<Event>>([&](auto cb) { return client.searchEvents(id, q, ctx, cb); });
/// nullopt when it failed or did not finish in time (the call is then cancelled, so its callback
/// never outlives this frame).
template<typename T>
std::optional<T> await(const std::function<Api::ApiCall *(std::function<void(Api::Result<T>)>)> &start,
                       int timeoutMs = 10000)
{
    std::optional<Api::Result<T>> result;
    QPointer<Api::ApiCall> call = start([&result](Api::Result<T> r) {
        result.emplace(std::move(r));
    });
    QElapsedTimer t;
    t.start();
    while (!result && t.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    if (!result && call)
        call->cancel();
    if (!result || !result->ok())
        return std::nullopt;
    return std::move(*result).value();
}

/// Runs one pass of `tail` over the conversation's log to its end, spinning the event loop; false
/// on an error or when it did not end within `timeoutMs`.
bool runTail(EventTail &tail, const QString &conversationId, bool countCheck = true, int timeoutMs = 120000);

/// The server's whole event log of a conversation in its order, read with `client` (a client of
/// its own, so that the one under test is not disturbed); nullopt when a page failed.
[[nodiscard]] std::optional<QList<QString>> serverEventIds(Api::ApiClient &client, QObject *context,
                                                           const QString &conversationId, int pageTimeoutMs = 10000);

} // namespace Test
} // namespace Switchyard
