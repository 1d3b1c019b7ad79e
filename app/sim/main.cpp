// SPDX-License-Identifier: GPL-3.0-or-later
// switchyard-sim: the V1 server simulator as a standalone program.
#include "app/sim/simulator.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>
#include <functional>
#include <vector>

using namespace Switchyard::Sim;

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("switchyard-sim", text);
}

#define SIM_TR(text) QT_TRANSLATE_NOOP("switchyard-sim", text)

/// One command-line option: without a value name it is a flag (applied with "1" when given); with
/// one, its value (or the default) is always applied.
struct CliOption
{
    const char *name;
    const char *help;
    const char *valueName;
    const char *fallback;
    std::function<void(SimOptions &, const QString &)> apply;
};

using Apply = std::function<void(SimOptions &, const QString &)>;
Apply toInt(int SimOptions::*m)
{
    return [m](SimOptions &o, const QString &v) {
        o.*m = v.toInt();
    };
}
Apply seconds(std::chrono::seconds SimOptions::*m)
{
    return [m](SimOptions &o, const QString &v) {
        o.*m = std::chrono::seconds(v.toLongLong());
    };
}
Apply millis(std::chrono::milliseconds SimOptions::*m)
{
    return [m](SimOptions &o, const QString &v) {
        o.*m = std::chrono::milliseconds(v.toLongLong());
    };
}
Apply faultRate(double FaultConfig::*m)
{
    return [m](SimOptions &o, const QString &v) {
        o.faults.*m = v.toDouble();
    };
}
Apply faultInt(int FaultConfig::*m)
{
    return [m](SimOptions &o, const QString &v) {
        o.faults.*m = v.toInt();
    };
}

/// The server rules and the clock.
const std::vector<CliOption> &worldOptions()
{
    static const std::vector<CliOption> table{
        {"seed", SIM_TR("Seed of every random choice (default 1)."), "n", "1",
         [](SimOptions &o, const QString &v) {
             o.seed = v.toULongLong();
         }},
        {"demo", SIM_TR("Seed the demo world and keep agents working."), nullptr, nullptr,
         [](SimOptions &o, const QString &) {
             o.demo = true;
         }},
        {"manual-clock", SIM_TR("The virtual clock only moves through POST /_sim/clock/advance."), nullptr, nullptr,
         [](SimOptions &o, const QString &) {
             o.autoAdvance = false;
         }},
        {"clock-speed", SIM_TR("Virtual seconds per real second (default 1)."), "x", "1",
         [](SimOptions &o, const QString &v) {
             o.clockSpeed = v.toDouble();
         }},
        {"epoch", SIM_TR("Start of the virtual clock, ISO 8601 (default now)."), "time", nullptr,
         [](SimOptions &o, const QString &v) {
             o.epoch = QDateTime::fromString(v, Qt::ISODateWithMs);
         }},
        {"max-sandboxes", SIM_TR("Running sandboxes per user before the oldest is paused (default 10)."), "n", "10",
         toInt(&SimOptions::maxRunningSandboxesPerUser)},
        {"max-per-sandbox", SIM_TR("Conversations per sandbox for grouping (default 20)."), "n", "20",
         toInt(&SimOptions::maxConversationsPerSandbox)},
        {"idle-pause", SIM_TR("Seconds without agent activity before a sandbox is paused (default 1200; 0 = never)."),
         "s", "1200", seconds(&SimOptions::idlePauseAfter)},
        {"delete-after",
         SIM_TR("Seconds a paused sandbox lives before it is deleted (default 864000 = 10 days; 0 = never)."), "s",
         "864000", seconds(&SimOptions::deletePausedAfter)},
        {"max-runtime", SIM_TR("Seconds a sandbox may run before it is paused (default 43200 = 12 h; 0 = no cap)."),
         "s", "43200", seconds(&SimOptions::maxRunTime)},
        {"sandbox-start", SIM_TR("Seconds a sandbox stays STARTING (default 3)."), "s", "3",
         seconds(&SimOptions::sandboxStartTime)},
        {"start-step-ms", SIM_TR("Milliseconds each start-task status lasts (default 400)."), "ms", "400",
         millis(&SimOptions::startStepTime)},
        {"agent-step-ms", SIM_TR("Average milliseconds between two agent steps (default 1500)."), "ms", "1500",
         millis(&SimOptions::agentStepTime)},
        {"export-max-events", SIM_TR("Events above which /download answers 413 (default 10000)."), "n", "10000",
         toInt(&SimOptions::exportMaxEvents)},
        {"page-id-base64", SIM_TR("Emit page ids as URL-safe base64 (newer servers) instead of decimal offsets."),
         nullptr, nullptr,
         [](SimOptions &o, const QString &) {
             o.pageIdBase64 = true;
         }},
        {"daily-limit", SIM_TR("Newer servers: conversations a user may start per UTC day (0 = no limit)."), "n", "0",
         toInt(&SimOptions::dailyConversationLimit)},
    };
    return table;
}

/// Faults (FaultConfig), request-level and socket-level.
const std::vector<CliOption> &faultOptions()
{
    static const std::vector<CliOption> table{
        {"latency-ms", SIM_TR("Fault: delay added to every response."), "ms", "0", faultInt(&FaultConfig::latencyMs)},
        {"latency-jitter-ms", SIM_TR("Fault: plus a random 0..ms."), "ms", "0",
         faultInt(&FaultConfig::latencyJitterMs)},
        {"error-rate", SIM_TR("Fault: fraction of requests answered 500/502/503."), "p", "0",
         faultRate(&FaultConfig::serverErrorRate)},
        {"rate-limit-rate", SIM_TR("Fault: fraction answered 429 with Retry-After."), "p", "0",
         faultRate(&FaultConfig::rateLimitRate)},
        {"retry-after", SIM_TR("Fault: Retry-After seconds of a 429."), "s", "2",
         faultInt(&FaultConfig::retryAfterSeconds)},
        {"hang-rate", SIM_TR("Fault: fraction of responses that never arrive."), "p", "0",
         faultRate(&FaultConfig::hangRate)},
        {"reset-rate", SIM_TR("Fault: fraction of connections reset in the middle of the body."), "p", "0",
         faultRate(&FaultConfig::resetRate)},
        {"truncate-rate", SIM_TR("Fault: fraction of JSON bodies cut short."), "p", "0",
         faultRate(&FaultConfig::truncateRate)},
        {"malformed-rate", SIM_TR("Fault: fraction of JSON bodies made invalid."), "p", "0",
         faultRate(&FaultConfig::malformedRate)},
        {"duplicate-rate", SIM_TR("Fault: fraction of pages repeating an item of the previous page."), "p", "0",
         faultRate(&FaultConfig::duplicateItemsRate)},
        {"reorder-rate", SIM_TR("Fault: fraction of pages whose items are shuffled."), "p", "0",
         faultRate(&FaultConfig::reorderItemsRate)},
        {"invalid-page-id-rate", SIM_TR("Fault: fraction of page_id requests answered 400."), "p", "0",
         faultRate(&FaultConfig::invalidPageIdRate)},
        {"webhook-lag", SIM_TR("Fault: events reach /events/search late, in batches (spec 5.1)."), nullptr, nullptr,
         [](SimOptions &o, const QString &) {
             o.faults.webhookLag = true;
         }},
        {"webhook-batch", SIM_TR("Webhook batch size (default 5)."), "n", "5",
         faultInt(&FaultConfig::webhookBatchSize)},
        {"webhook-flush-seconds", SIM_TR("Virtual seconds of silence before a partial batch is flushed (default 30)."),
         "s", "30", faultInt(&FaultConfig::webhookFlushSeconds)},
        {"webhook-late-rate", SIM_TR("Fault: fraction of webhook batches stored after the next one."), "p", "0",
         faultRate(&FaultConfig::webhookLateBatchRate)},
        {"fault-path", SIM_TR("Only requests whose path contains this text get request faults."), "text", nullptr,
         [](SimOptions &o, const QString &v) {
             o.faults.pathContains = v;
         }},
        {"socket-drop-rate", SIM_TR("Socket fault: per durable frame, cut the connection after it."), "p", "0",
         faultRate(&FaultConfig::socketDropRate)},
        {"socket-duplicate-rate", SIM_TR("Socket fault: per durable frame, send it twice."), "p", "0",
         faultRate(&FaultConfig::socketDuplicateRate)},
        {"socket-reorder-rate", SIM_TR("Socket fault: per durable frame, send it after the next one."), "p", "0",
         faultRate(&FaultConfig::socketReorderRate)},
        {"socket-delta-loss-rate", SIM_TR("Socket fault: fraction of streaming deltas never sent."), "p", "0",
         faultRate(&FaultConfig::socketDeltaLossRate)},
        {"resume-fails", SIM_TR("Fault: the runtime API fails every resume (newer 502, older 404)."), nullptr, nullptr,
         [](SimOptions &o, const QString &) {
             o.faults.runtimeResumeFailure = true;
         }},
    };
    return table;
}

/// Switches applied on top of the generation's preset.
const std::vector<CliOption> &featureOptions()
{
    static const std::vector<CliOption> table{
        {"rate-limit",
         SIM_TR("Newer servers' rate limit: 10 requests/s per client, the next 10 held back 1 s, beyond that 429 "
                "(spec 13.1). Off by default, also in the demo."),
         nullptr, nullptr,
         [](SimOptions &o, const QString &) {
             o.features.rateLimit = true;
             o.demoRateLimit = true;
         }},
        {"settings-html", SIM_TR("/api/v1/settings answers the HTML page with 200 (older builds)."), nullptr, nullptr,
         [](SimOptions &o, const QString &) {
             o.features.settingsHtml = true;
         }},
    };
    return table;
}

QCommandLineOption toQt(const CliOption &c)
{
    if (!c.valueName)
        return QCommandLineOption(QString::fromLatin1(c.name), tr(c.help));
    return QCommandLineOption(QString::fromLatin1(c.name), tr(c.help), QString::fromLatin1(c.valueName),
                              c.fallback ? QString::fromLatin1(c.fallback) : QString());
}

void applyAll(const QCommandLineParser &p, const std::vector<CliOption> &table, SimOptions &o)
{
    for (const CliOption &c : table) {
        const QString name = QString::fromLatin1(c.name);
        if (!c.valueName) {
            if (p.isSet(name))
                c.apply(o, QStringLiteral("1"));
        } else if (p.isSet(name) || c.fallback) {
            c.apply(o, p.value(name));
        }
    }
}

/// --generation, then the feature flags and every --feature name=on|off. False on a bad value.
bool applyGeneration(const QCommandLineParser &p, SimOptions &o)
{
    const QString gen = p.value(QStringLiteral("generation")).toLower();
    if (gen != QLatin1String("older") && gen != QLatin1String("newer")) {
        QTextStream(stderr) << tr("switchyard-sim: --generation must be older or newer") << '\n';
        return false;
    }
    o.useGeneration(gen == QLatin1String("older") ? ServerGeneration::Older : ServerGeneration::Newer);
    o.features.rateLimit = false; // until --rate-limit
    applyAll(p, featureOptions(), o);
    for (const QString &entry : p.values(QStringLiteral("feature"))) {
        QString error;
        if (!Simulator::applyFeatureSwitch(o.features, entry, &error)) {
            QTextStream(stderr) << tr("switchyard-sim: --feature %1: %2").arg(entry, error) << '\n';
            return false;
        }
    }
    return true;
}

void addOptions(QCommandLineParser &p)
{
    p.addOptions({
        {QStringLiteral("host"), tr("Address to listen on (default 127.0.0.1)."), QStringLiteral("address"),
         QStringLiteral("127.0.0.1")},
        {QStringLiteral("port"), tr("Port to listen on (default 0 = any free port)."), QStringLiteral("port"),
         QStringLiteral("0")},
        {QStringLiteral("api-key"),
         tr("Accepted API key; repeat for several users. \"key\" or \"key=user-id\" (default sim-key)."),
         QStringLiteral("key")},
        {QStringLiteral("scale"), tr("Seed N finished conversations (scale tests)."), QStringLiteral("n")},
        {QStringLiteral("big-events"), tr("With --scale: add one conversation with M lazily generated events."),
         QStringLiteral("m")},
        {QStringLiteral("generation"),
         tr("Which servers to simulate: older (spec 1-11) or newer (spec 13; the default)."),
         QStringLiteral("older|newer"), QStringLiteral("newer")},
        {QStringLiteral("feature"),
         tr("Switch one behaviour on or off, e.g. events_storage_order=off; repeatable (--list-features shows "
            "them)."),
         QStringLiteral("name=on|off")},
        {QStringLiteral("list-features"), tr("Print every switch of the chosen generation and exit.")},
    });
    for (const auto *table : {&worldOptions(), &faultOptions(), &featureOptions()}) {
        for (const CliOption &c : *table)
            p.addOption(toQt(c));
    }
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("switchyard-sim"));
    QCoreApplication::setApplicationVersion(QStringLiteral("0.1.0"));

    QCommandLineParser p;
    p.setApplicationDescription(tr("A faithful simulator of the OpenHands V1 app server (conversations, sandboxes, "
                                   "events, workspace inspection, agent-server steering and sockets) for tests, "
                                   "benchmarks and demos.\n\n")
                                + Simulator::adminHelp());
    p.addHelpOption();
    p.addVersionOption();
    addOptions(p);
    p.process(app);

    SimOptions o;
    if (p.isSet(QStringLiteral("api-key")))
        o.apiKeys = p.values(QStringLiteral("api-key"));
    applyAll(p, worldOptions(), o);
    applyAll(p, faultOptions(), o);
    if (!applyGeneration(p, o))
        return 2;
    if (p.isSet(QStringLiteral("list-features"))) {
        QTextStream(stdout) << Simulator::describeFeatures(o.features);
        return 0;
    }

    Simulator sim(o);
    if (p.isSet(QStringLiteral("scale")))
        sim.seedScale(p.value(QStringLiteral("scale")).toInt(), p.value(QStringLiteral("big-events")).toLongLong());
    const QString host = p.value(QStringLiteral("host"));
    const QString port = p.value(QStringLiteral("port"));
    if (!Simulator::isLoopback(QHostAddress(host)))
        QTextStream(stderr) << tr("switchyard-sim: warning: listening on %1 makes the simulator reachable from other "
                                  "machines; its API keys are printed below and its /_sim admin routes change "
                                  "what every client sees. Use 127.0.0.1 unless you mean it.")
                                   .arg(host)
                            << '\n';
    const quint16 listening = sim.listen(QHostAddress(host), static_cast<quint16>(port.toUInt()));
    if (listening == 0) {
        QTextStream(stderr) << tr("switchyard-sim: cannot listen on %1:%2").arg(host, port) << '\n';
        return 1;
    }
    QTextStream out(stdout);
    out << tr("switchyard-sim listening on %1 (API under /api/v1, admin under /_sim)").arg(sim.baseUrl().toString())
        << '\n'
        << tr("API keys: %1").arg(o.apiKeys.join(QStringLiteral(", "))) << '\n';
    out.flush();
    return QCoreApplication::exec();
}
