// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/sim/simoptions.h"
#include "app/sim/worldtypes.h"

#include <QUrl>

#include <functional>
#include <map>
#include <memory>
#include <set>
#include <vector>

namespace Switchyard::Sim {

/// The simulated server state: users, sandboxes, conversations, start tasks, events, the virtual
/// clock, placement, lifecycle and the scripted agents. No HTTP here (see Router).
class World
{
public:
    using json = nlohmann::json;

    /// Agent profiles the simulator knows (start requests may name them in agent_profile_id):
    /// ACP agents (Codex needs a key in the start request's secrets on newer servers, spec §13.4).
    static constexpr const char *kCodexProfileId = "c0dec0de-0000-4000-8000-00000000c0de";
    static constexpr const char *kClaudeCodeProfileId = "c1a0dec0-0000-4000-8000-0000000c1a0d";

    explicit World(const SimOptions &options);
    ~World();

    SimOptions &options() { return m_options; }
    const SimOptions &options() const { return m_options; }
    const ServerFeatures &features() const { return m_options.features; }
    /// Switches to a generation's preset (keeping the rate limit switch when `keepRateLimit`).
    void useGeneration(ServerGeneration generation, bool keepRateLimit = false);

    // ---- listeners (the agent server's sockets) ----
    /// A durable event was appended to a conversation's log at `seq`.
    std::function<void(const SimConversation &, qint64 seq)> onEventAppended;
    /// A progress frame (item_started, delta, item_aborted) of a streamed agent message.
    std::function<void(const SimConversation &, const json &frame)> onStreamFrame;
    /// The agent server of a sandbox went away (paused, deleted, unreachable): its sockets close.
    std::function<void(const QString &sandboxId)> onSandboxDown;
    /// A conversation was deleted.
    std::function<void(const QString &conversationId)> onConversationGone;
    void setBaseUrl(const QUrl &url) { m_baseUrl = url; }
    QUrl baseUrl() const { return m_baseUrl; }
    /// Forgets everything except the users (restart without persistence).
    void clear();

    // ---- users ----
    SimUser *userByKey(const QString &apiKey);
    SimUser *user(const QString &userId);
    SimUser *defaultUser();
    const std::vector<std::unique_ptr<SimUser>> &users() const { return m_users; }

    // ---- clock ----
    qint64 nowUs() const { return m_nowUs; }
    void advanceTo(qint64 us);
    void advanceBy(qint64 us) { advanceTo(m_nowUs + us); }
    /// The timestamp for the next event of c (strictly increasing, never before now).
    qint64 nextEventUs(SimConversation &c, qint64 minGapUs = 1000);

    // ---- sandboxes ----
    SimSandbox *sandbox(const QString &id);
    const SimSandbox *sandbox(const QString &id) const;
    SimSandbox &createSandbox(const QString &userId, const QString &id = {}, bool alreadyRunning = false);
    bool pauseSandbox(const QString &id);
    bool resumeSandbox(const QString &id);
    enum class ResumeOutcome
    {
        Resumed,
        NotFound,
        Conflict, ///< cannot be resumed from its state (newer: 409)
        RuntimeFailed ///< the runtime API failed (newer: 502)
    };
    /// POST /sandboxes/{id}/resume with the generation's semantics (spec §8.4, §13.5).
    ResumeOutcome resumeRequest(const QString &id);
    bool deleteSandbox(const QString &id);
    void setSandboxStatus(const QString &id, const QString &status);
    std::vector<SimSandbox *> sandboxesOf(const QString &userId); ///< created_at desc
    const std::map<QString, std::unique_ptr<SimSandbox>> &sandboxes() const { return m_sandboxes; }
    int conversationCountOn(const QString &sandboxId) const;
    QString sandboxStatusOf(const SimConversation &c) const; ///< MISSING when the record is gone
    /// The status as this generation reports it (older servers map an unknown runtime to MISSING).
    QString publicStatus(const QString &internalStatus) const;
    QString agentServerUrl(const SimSandbox &s) const;

    // ---- conversations ----
    SimConversation *conversation(const QString &hex);
    const SimConversation *conversation(const QString &hex) const;
    const std::map<QString, std::unique_ptr<SimConversation>> &conversations() const { return m_conversations; }
    /// Visible to user+org, created_at desc.
    std::vector<SimConversation *> visibleConversations(const QString &userId, const QString &orgId);
    bool visibleTo(const SimConversation &c, const QString &userId, const QString &orgId) const;
    SimConversation &createConversation(const QString &userId, const QString &orgId, const QString &sandboxId,
                                        const QString &id = {});
    bool deleteConversation(const QString &hex);

    // ---- start tasks ----
    SimStartTask &startConversation(const QString &userId, const QString &orgId, const json &request);
    SimStartTask *startTask(const QString &id);
    const std::map<QString, std::unique_ptr<SimStartTask>> &startTasks() const { return m_tasks; }

    // ---- settings ----
    static bool isGroupingStrategy(const QString &s);

    // ---- quota (spec §13.4) ----
    int quotaUsedToday(const SimUser &u) const;
    bool reserveQuota(SimUser &u);
    void releaseQuota(const QString &userId, qint64 dayNumber);
    qint64 dayNumber() const; ///< UTC day of the virtual clock
    QString nextResetIso() const; ///< next UTC midnight, "2026-08-21T00:00:00+00:00"

    // ---- events / agents ----
    void appendEvent(SimConversation &c, json event);
    /// An agent message: streamed first when streaming deltas are on and the run is live.
    void agentMessage(SimConversation &c, const QString &text);
    /// Answers a pending ask_user request from a user message whose text is the answer payload
    /// ({"request_id", "action", "answers"}). False when the text is not an answer to it.
    bool answerAskUser(SimConversation &c, const QString &text);
    /// POST …/events/respond_to_ask_user (worldaskuser.cpp): checks the answer against the waiting
    /// request and resolves it (AskUserResponseEvent, source user); otherwise says why not.
    enum class AskUserOutcome
    {
        Answered,
        Stale, ///< no question waits under this request_id (answered, timed out, never asked)
        UnknownQuestion,
        UnknownOption,
        Invalid, ///< action not accept/decline/cancel, several picks for a single-select question
    };
    AskUserOutcome respondToAskUser(SimConversation &c, const json &body, QString *detail);
    /// The waiting question's timeout passed: the server answers cancel itself (source environment).
    void timeOutAskUser(SimConversation &c);
    /// The waiting question times out `seconds` from now (the agent's next step is then the timeout).
    void armAskTimeout(SimConversation &c, double seconds);
    /// Resolves the waiting question: response + observation, the run carries on.
    void resolveAskUser(SimConversation &c, const std::string &action, const json &answers, const char *source);
    /// Starts a child conversation of `parent` on its sandbox (LaunchChildConversation).
    SimConversation &launchChild(SimConversation &parent, const QString &task, const QString &title);
    json eventAt(const SimConversation &c, qint64 index) const;
    std::string kindAt(const SimConversation &c, qint64 index) const;
    QString timestampAt(const SimConversation &c, qint64 index) const;
    QString eventIdAt(const SimConversation &c, qint64 index) const;
    void setExecutionStatus(SimConversation &c, const QString &status);
    void sendMessage(SimConversation &c, const QString &text, bool run);
    bool pauseAgent(SimConversation &c);
    bool runAgent(SimConversation &c);
    bool respondToConfirmation(SimConversation &c, bool accept, const QString &reason);
    void startAgent(SimConversation &c, const QString &script, const QString &message);
    void schedule(SimConversation &c, double pace = 1.0);
    /// Plays every remaining beat now (timestamps spread over the past `span`).
    void playToEnd(SimConversation &c, qint64 spanUs);
    /// Plays the remaining beats with the clock between from and to (leaves the clock at the end).
    void playBetween(SimConversation &c, qint64 fromUs, qint64 toUs);
    void addFillerEvents(SimConversation &c, int count);
    /// The server loses history: only the first `keep` events of the log stay (a restore from an
    /// older backup). Both the app server's stored events and the agent server's log shrink.
    void truncateEvents(SimConversation &c, qint64 keep);
    void addUsage(SimConversation &c, qint64 prompt, qint64 completion);
    void flushWebhook(bool all);
    /// Ids of a conversation's events in log (seq) order.
    QStringList eventIds(const SimConversation &c) const;
    void touchSandbox(const QString &sandboxId);

    // ---- JSON views ----
    json conversationJson(const SimConversation &c, bool live) const;
    json metricsJson(const SimConversation &c) const;
    json sandboxJson(const SimSandbox &s) const;
    json taskJson(const SimStartTask &t) const;

    // ---- seeding ----
    QString addConversation(const ConversationSpec &spec);
    QString addSandbox(const QString &status, const QString &apiKey);
    void seedDemo();
    QString seedScale(int conversations, qint64 bigEvents);
    /// Adds `count` generated files to a conversation's workspace (and ignored build dirs).
    void addWorkspaceFiles(SimConversation &c, int count);
    /// Makes a conversation an ACP agent's ("codex", "claude-code"): agent_kind, acp_server, tags.
    void applyAcp(SimConversation &c, const QString &server);
    /// Demo: keep agents busy (start new conversations, send follow-ups) at a watchable pace.
    void demoTick();
    bool demoMode() const { return m_demo; }

    SimRng &rng() { return m_rng; }
    static std::string s(const QString &q) { return q.toStdString(); }
    static QString q(const std::string &s) { return QString::fromStdString(s); }

private:
    void stepTask(SimStartTask &t);
    void finishStart(SimStartTask &t);
    void copyStartRequest(SimConversation &c, const json &request, const SimSandbox &sb);
    void taskSetStatus(SimStartTask &t, const QString &status);
    void taskFail(SimStartTask &t, const QString &detail);
    QString placeSandbox(SimStartTask &t, QString *error);
    void enforceSandboxLimit(const QString &userId, const QString &exceptId);
    void runBeat(SimConversation &c);
    void lifecycle();
    void setupWorkspace(SimConversation &c);
    void stepStream(SimConversation &c);
    void abortStream(SimConversation &c, const char *reason);
    void postWebhook(SimConversation &c);
    void storeBatch(SimConversation &c, const std::vector<qint64> &items);
    void maybeSkewTimestamp(SimConversation &c, json &event);
    void applyStartFields(SimConversation &c, const json &request);
    bool startAcp(SimConversation &c, const json &request);
    void scheduleNextBeat(SimConversation &c);
    void seedDemoConversations();
    void seedDemoSandboxStates();
    void seedNewerDemo();

    SimOptions m_options;
    QUrl m_baseUrl;
    SimRng m_rng;
    SimRng m_orderRng; ///< storage-order decisions (never disturbs the content generators)
    bool m_replaying = false; ///< playToEnd: history is written in the past, nothing streams
    qint64 m_replayEndUs = 0; ///< the end of the replayed span (child conversations fit in it)
    qint64 m_nowUs = 0;
    bool m_demo = false;
    qint64 m_nextDemoUs = 0;
    int m_demoCounter = 0;
    std::vector<std::unique_ptr<SimUser>> m_users;
    std::map<QString, std::unique_ptr<SimSandbox>> m_sandboxes;
    std::map<QString, std::unique_ptr<SimConversation>> m_conversations;
    std::map<QString, std::unique_ptr<SimStartTask>> m_tasks;
    std::set<QString> m_activeConversations;
    std::set<QString> m_streaming; ///< conversations with an open AgentStream
    std::vector<SimConversation *> m_byCreatedDesc; ///< all conversations, created_at desc (lazy)
    bool m_orderDirty = true;
    qint64 m_createdCounter = 0;
};

} // namespace Switchyard::Sim
