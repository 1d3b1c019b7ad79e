// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/sim/simoptions.h"
#include "app/sim/worldtypes.h"

#include <QUrl>

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

    explicit World(const SimOptions &options);
    ~World();

    SimOptions &options() { return m_options; }
    const SimOptions &options() const { return m_options; }
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
    SimSandbox &createSandbox(const QString &userId, const QString &id = {}, bool alreadyRunning = false);
    bool pauseSandbox(const QString &id);
    bool resumeSandbox(const QString &id);
    bool deleteSandbox(const QString &id);
    void setSandboxStatus(const QString &id, const QString &status);
    std::vector<SimSandbox *> sandboxesOf(const QString &userId); ///< created_at desc
    const std::map<QString, std::unique_ptr<SimSandbox>> &sandboxes() const { return m_sandboxes; }
    int conversationCountOn(const QString &sandboxId) const;
    QString sandboxStatusOf(const SimConversation &c) const; ///< MISSING when the record is gone
    QString agentServerUrl(const SimSandbox &s) const;

    // ---- conversations ----
    SimConversation *conversation(const QString &hex);
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

    // ---- events / agents ----
    void appendEvent(SimConversation &c, json event);
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
    void addFillerEvents(SimConversation &c, int count);
    void addUsage(SimConversation &c, qint64 prompt, qint64 completion);
    void flushWebhook(bool all);
    void touchSandbox(const QString &sandboxId);

    // ---- JSON views ----
    json conversationJson(const SimConversation &c, bool live) const;
    json sandboxJson(const SimSandbox &s) const;
    json taskJson(const SimStartTask &t) const;

    // ---- seeding ----
    QString addConversation(const ConversationSpec &spec);
    QString addSandbox(const QString &status, const QString &apiKey);
    void seedDemo();
    QString seedScale(int conversations, qint64 bigEvents);
    /// Demo: keep agents busy (start new conversations, send follow-ups) at a watchable pace.
    void demoTick();
    bool demoMode() const { return m_demo; }

    SimRng &rng() { return m_rng; }
    static std::string s(const QString &q) { return q.toStdString(); }
    static QString q(const std::string &s) { return QString::fromStdString(s); }

private:
    void stepTask(SimStartTask &t);
    void taskSetStatus(SimStartTask &t, const QString &status);
    void taskFail(SimStartTask &t, const QString &detail);
    QString placeSandbox(SimStartTask &t, QString *error);
    void enforceSandboxLimit(const QString &userId, const QString &exceptId);
    void runBeat(SimConversation &c);
    void lifecycle();
    void setupWorkspace(SimConversation &c);

    SimOptions m_options;
    QUrl m_baseUrl;
    SimRng m_rng;
    qint64 m_nowUs = 0;
    bool m_demo = false;
    qint64 m_nextDemoUs = 0;
    int m_demoCounter = 0;
    std::vector<std::unique_ptr<SimUser>> m_users;
    std::map<QString, std::unique_ptr<SimSandbox>> m_sandboxes;
    std::map<QString, std::unique_ptr<SimConversation>> m_conversations;
    std::map<QString, std::unique_ptr<SimStartTask>> m_tasks;
    std::set<QString> m_activeConversations;
    std::vector<SimConversation *> m_byCreatedDesc; ///< all conversations, created_at desc (lazy)
    bool m_orderDirty = true;
    qint64 m_createdCounter = 0;
};

} // namespace Switchyard::Sim
