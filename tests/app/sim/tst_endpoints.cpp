// SPDX-License-Identifier: GPL-3.0-or-later
// The endpoint table (models/api/endpoints.h) against both of its users: every row the simulator
// simulates is in its route tables (and no other), and the client, driven through every ApiClient
// call against the simulator over loopback, sends exactly the rows it needs: each request it sends
// is a row of the table (method and path), each Required/Optional row is sent, no Unused row is.
#include "app/sim/router.h"
#include "app/sim/simulator.h"
#include "models/api/apiclient.h"
#include "models/api/endpoints.h"
#include "testutils/sim/loopbackstack.h"

#include <QBuffer>
#include <QStandardPaths>
#include <QTest>

#include <set>

using namespace Switchyard;
using Api::Endpoint;
using Api::EndpointBase;
using Api::EndpointNeed;

namespace {
constexpr int kWaitMs = 15000;

QString str(std::string_view v)
{
    return QString::fromLatin1(v.data(), qsizetype(v.size()));
}

QStringList segments(const QString &path)
{
    return path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
}

bool matches(const Api::EndpointInfo &e, const QString &method, const QStringList &seg)
{
    if (method != str(e.method))
        return false;
    const QStringList parts = segments(str(e.path));
    if (parts.size() != seg.size())
        return false;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (parts[i] != QLatin1String("{id}") && parts[i] != seg[i])
            return false;
    }
    return true;
}

/// The row a request of the client is, given the agent server's conversation path prefix; nullopt
/// when no row matches.
std::optional<Endpoint> endpointOf(const QString &method, const QString &path, const QString &conversationPath)
{
    EndpointBase base = EndpointBase::AppRoot;
    QString rest = path;
    const QString api = QLatin1Char('/') + str(Api::kApiPrefix) + QLatin1Char('/');
    if (path.startsWith(api)) {
        base = EndpointBase::AppApi;
        rest = path.mid(api.size());
    } else if (!conversationPath.isEmpty() && path.startsWith(conversationPath)) {
        base = EndpointBase::Conversation;
        rest = path.mid(conversationPath.size());
    }
    for (const Api::EndpointInfo &e : Api::endpoints()) {
        if (e.base == base && matches(e, method, segments(rest)))
            return e.id;
    }
    return std::nullopt;
}

/// Runs one client call to its end, whatever its result (some rows answer 4xx on purpose here).
template<typename T>
bool finish(const std::function<Api::ApiCall *(Api::Callback<T>)> &start)
{
    bool done = false;
    start([&done](Api::Result<T>) {
        done = true;
    });
    QElapsedTimer t;
    t.start();
    while (!done && t.elapsed() < kWaitMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return done;
}
} // namespace

class TestEndpoints : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void tableIsWellFormed()
    {
        std::set<std::pair<std::string_view, std::string_view>> seen[3];
        for (const Api::EndpointInfo &e : Api::endpoints()) {
            QVERIFY2(!e.name.empty(), "every row has a name");
            QVERIFY2(!e.path.starts_with('/') && !e.path.ends_with('/'), e.name.data());
            const auto key = std::make_pair(e.method, e.path);
            QVERIFY2(seen[int(e.base)].insert(key).second, e.name.data()); // one row per method and path
            QVERIFY2(e.simulated || e.need != EndpointNeed::Unused, e.name.data()); // nobody would use it
        }
    }

    void simulatorServesEveryRow()
    {
        for (const Api::EndpointInfo &e : Api::endpoints())
            QVERIFY2(Sim::Router::serves(e.id) == e.simulated, e.name.data());
    }

    void clientSendsEveryRowItNeeds()
    {
        Test::LoopbackOptions o;
        o.sim.useGeneration(Sim::ServerGeneration::Newer); // /files and the quota route exist
        o.sim.features.rateLimit = false;
        o.budget = false;
        o.clientOnly();
        Test::LoopbackStack stack(o);
        QVERIFY(stack.isListening());
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        Api::ApiClient &client = *stack.client();
        Sim::Simulator &sim = stack.sim();

        Sim::ConversationSpec spec;
        spec.script = QStringLiteral("confirm");
        const QString conv = sim.addConversation(spec);
        const QString other = sim.addConversation();
        const QString sandbox = sim.sandboxOf(conv);

        QList<QPair<QString, QString>> sent; // method, path
        QObject::connect(&client, &Api::ApiClient::requestFinished, &client,
                         [&sent](const QString &method, const QString &path, int, qint64) {
                             sent.append({method, path});
                         });
        QObject ctx;

        // §4
        QVERIFY(finish<Api::Page<Conversation>>([&](auto cb) {
            return client.searchConversations({}, &ctx, cb);
        }));
        QVERIFY(finish<qint64>([&](auto cb) {
            return client.countConversations({}, &ctx, cb);
        }));
        std::optional<Conversation> record;
        QVERIFY(finish<QList<std::optional<Conversation>>>([&](auto cb) {
            return client.getConversations({conv}, &ctx,
                                           [cb, &record](Api::Result<QList<std::optional<Conversation>>> r) {
                                               if (r.ok() && !r.value().isEmpty())
                                                   record = r.value().first();
                                               cb(std::move(r));
                                           });
        }));
        QVERIFY(record && !record->conversationUrl.isEmpty());
        Api::StartRequest start;
        start.title = QStringLiteral("endpoints");
        QString taskId;
        QVERIFY(finish<StartTask>([&](auto cb) {
            return client.startConversation(start, &ctx, [cb, &taskId](Api::Result<StartTask> r) {
                if (r.ok())
                    taskId = r.value().id;
                cb(std::move(r));
            });
        }));
        QVERIFY(!taskId.isEmpty());
        QVERIFY(finish<QList<std::optional<StartTask>>>([&](auto cb) {
            return client.getStartTasks({taskId}, &ctx, cb);
        }));
        QVERIFY(finish<Api::Page<StartTask>>([&](auto cb) {
            return client.searchStartTasks({}, &ctx, cb);
        }));
        QVERIFY(finish<qint64>([&](auto cb) {
            return client.countStartTasks({}, &ctx, cb);
        }));
        Api::SendMessageRequest message;
        message.content.append(Api::ContentBlock{QStringLiteral("text"), QStringLiteral("hello"), {}});
        QVERIFY(finish<Api::SendMessageResponse>([&](auto cb) {
            return client.sendMessage(conv, message, &ctx, cb);
        }));
        QVERIFY(finish<Api::PendingMessageResponse>([&](auto cb) {
            return client.queuePendingMessage(taskId, message, &ctx, cb);
        }));
        Api::Codec::ConversationPatch patch;
        patch.title = QStringLiteral("renamed");
        QVERIFY(finish<Conversation>([&](auto cb) {
            return client.patchConversation(conv, patch, &ctx, cb);
        }));
        QBuffer zip;
        QVERIFY(zip.open(QIODevice::WriteOnly));
        QVERIFY(finish<Api::Unit>([&](auto cb) {
            return client.downloadTrajectory(conv, &zip, &ctx, cb);
        }));

        // §9 workspace
        QVERIFY(finish<QString>([&](auto cb) {
            return client.readFile(conv, QStringLiteral("/workspace/project/README.md"), &ctx, cb);
        }));
        QVERIFY(finish<QList<QString>>([&](auto cb) {
            return client.listFiles(conv, QStringLiteral("/workspace/project"), &ctx, cb);
        }));
        QVERIFY(finish<QList<GitChange>>([&](auto cb) {
            return client.gitChanges(conv, QStringLiteral("/workspace/project"), {}, &ctx, cb);
        }));
        QVERIFY(finish<GitDiff>([&](auto cb) {
            return client.gitDiff(conv, QStringLiteral("/workspace/project/README.md"), {}, &ctx, cb);
        }));
        QVERIFY(finish<QList<Skill>>([&](auto cb) {
            return client.skills(conv, &ctx, cb);
        }));
        QVERIFY(finish<QList<HookGroup>>([&](auto cb) {
            return client.hooks(conv, &ctx, cb);
        }));

        // §5 events, then the legacy paths of a Nov 2025 server (spec §5.3, §11)
        QVERIFY(finish<Api::Page<Event>>([&](auto cb) {
            return client.searchEvents(conv, {}, &ctx, cb);
        }));
        QVERIFY(finish<qint64>([&](auto cb) {
            return client.countEvents(conv, {}, &ctx, cb);
        }));
        QVERIFY(finish<QList<std::optional<Event>>>([&](auto cb) {
            return client.getEvents(conv, {sim.eventIds(conv).value(0)}, &ctx, cb);
        }));
        QVERIFY(!client.usesLegacyEventsPath());
        Sim::ServerFeatures features = sim.features();
        features.conversationEventsPath = false;
        sim.setFeatures(features);
        QVERIFY(finish<Api::Page<Event>>([&](auto cb) {
            return client.searchEvents(conv, {}, &ctx, cb);
        }));
        QVERIFY(client.usesLegacyEventsPath());
        QVERIFY(finish<qint64>([&](auto cb) {
            return client.countEvents(conv, {}, &ctx, cb);
        }));
        features.conversationEventsPath = true;
        sim.setFeatures(features);

        // §8 sandboxes, specs, settings
        QVERIFY(finish<Api::Page<Sandbox>>([&](auto cb) {
            return client.searchSandboxes({}, 10, &ctx, cb);
        }));
        QVERIFY(finish<QList<std::optional<Sandbox>>>([&](auto cb) {
            return client.getSandboxes({sandbox}, &ctx, cb);
        }));
        QString created;
        QVERIFY(finish<Sandbox>([&](auto cb) {
            return client.createSandbox({}, &ctx, [cb, &created](Api::Result<Sandbox> r) {
                if (r.ok())
                    created = r.value().id;
                cb(std::move(r));
            });
        }));
        QVERIFY(!created.isEmpty());
        QVERIFY(finish<Api::Page<Api::SandboxSpec>>([&](auto cb) {
            return client.searchSandboxSpecs({}, 10, &ctx, cb);
        }));
        Api::UserSettings settings;
        QVERIFY(finish<Api::UserSettings>([&](auto cb) {
            return client.getSettings(&ctx, [cb, &settings](Api::Result<Api::UserSettings> r) {
                if (r.ok())
                    settings = r.value();
                cb(std::move(r));
            });
        }));
        QVERIFY(finish<Api::UserSettings>([&](auto cb) {
            return client.saveSettings(settings, &ctx, cb);
        }));

        // §9.6 the agent server of the running conversation
        QVERIFY(finish<Api::Unit>([&](auto cb) {
            return client.respondToConfirmation(*record, true, {}, &ctx, cb);
        }));
        QVERIFY(finish<Api::Unit>([&](auto cb) {
            AskUserAnswer answer; // no question waits: refused (409), but sent
            answer.requestId = QStringLiteral("ask_none");
            return client.respondToAskUser(*record, answer, &ctx, cb);
        }));
        QVERIFY(finish<Api::Unit>([&](auto cb) {
            return client.pauseAgent(*record, &ctx, cb);
        }));
        QVERIFY(finish<Api::Unit>([&](auto cb) {
            return client.runAgent(*record, &ctx, cb);
        }));

        // the rest of §8, then §4.10
        QVERIFY(finish<Api::Unit>([&](auto cb) {
            return client.pauseSandbox(created, &ctx, cb);
        }));
        QVERIFY(finish<Api::Unit>([&](auto cb) {
            return client.resumeSandbox(created, &ctx, cb);
        }));
        QVERIFY(finish<Api::Unit>([&](auto cb) {
            return client.deleteSandbox(created, &ctx, cb);
        }));
        QVERIFY(finish<Api::Unit>([&](auto cb) {
            return client.deleteConversation(other, &ctx, cb);
        }));

        const QString conversationPath = QUrl(record->conversationUrl).path();
        std::set<Endpoint> used;
        for (const auto &[method, path] : std::as_const(sent)) {
            const auto e = endpointOf(method, path, conversationPath);
            QVERIFY2(e, qPrintable(QStringLiteral("not in the endpoint table: %1 %2").arg(method, path)));
            used.insert(*e);
        }
        for (const Api::EndpointInfo &e : Api::endpoints()) {
            const bool wanted = e.need != EndpointNeed::Unused;
            QVERIFY2(used.count(e.id) == (wanted ? 1u : 0u),
                     qPrintable(QStringLiteral("%1: %2").arg(
                         str(e.name), wanted ? QStringLiteral("never sent") : QStringLiteral("sent, but Unused"))));
        }
    }
};

QTEST_GUILESS_MAIN(TestEndpoints)
#include "tst_endpoints.moc"
