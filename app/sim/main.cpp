// SPDX-License-Identifier: GPL-3.0-or-later
// switchyard-sim: the V1 server simulator as a standalone program.
#include "app/sim/simulator.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

using namespace Switchyard::Sim;

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("switchyard-sim", text);
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("switchyard-sim"));
    QCoreApplication::setApplicationVersion(QStringLiteral("0.1.0"));

    QCommandLineParser p;
    p.setApplicationDescription(tr("A faithful simulator of the OpenHands V1 app server (conversations, sandboxes, "
                                   "events, workspace inspection, agent-server steering) for tests, benchmarks "
                                   "and demos.\n\n")
                                + Simulator::adminHelp());
    p.addHelpOption();
    p.addVersionOption();
    const QCommandLineOption host(QStringLiteral("host"), tr("Address to listen on (default 127.0.0.1)."),
                                  QStringLiteral("address"), QStringLiteral("127.0.0.1"));
    const QCommandLineOption port(QStringLiteral("port"), tr("Port to listen on (default 0 = any free port)."),
                                  QStringLiteral("port"), QStringLiteral("0"));
    const QCommandLineOption key(
        QStringLiteral("api-key"),
        tr("Accepted API key; repeat for several users. \"key\" or \"key=user-id\" (default sim-key)."),
        QStringLiteral("key"));
    const QCommandLineOption seed(QStringLiteral("seed"), tr("Seed of every random choice (default 1)."),
                                  QStringLiteral("n"), QStringLiteral("1"));
    const QCommandLineOption demo(QStringLiteral("demo"), tr("Seed the demo world and keep agents working."));
    const QCommandLineOption scale(QStringLiteral("scale"), tr("Seed N finished conversations (scale tests)."),
                                   QStringLiteral("n"));
    const QCommandLineOption bigEvents(QStringLiteral("big-events"),
                                       tr("With --scale: add one conversation with M lazily generated events."),
                                       QStringLiteral("m"));
    const QCommandLineOption manualClock(QStringLiteral("manual-clock"),
                                         tr("The virtual clock only moves through POST /_sim/clock/advance."));
    const QCommandLineOption clockSpeed(QStringLiteral("clock-speed"),
                                        tr("Virtual seconds per real second (default 1)."), QStringLiteral("x"),
                                        QStringLiteral("1"));
    const QCommandLineOption epoch(QStringLiteral("epoch"), tr("Start of the virtual clock, ISO 8601 (default now)."),
                                   QStringLiteral("time"));
    const QCommandLineOption maxSandboxes(QStringLiteral("max-sandboxes"),
                                          tr("Running sandboxes per user before the oldest is paused (default 10)."),
                                          QStringLiteral("n"), QStringLiteral("10"));
    const QCommandLineOption perSandbox(QStringLiteral("max-per-sandbox"),
                                        tr("Conversations per sandbox for grouping (default 20)."), QStringLiteral("n"),
                                        QStringLiteral("20"));
    const QCommandLineOption idle(
        QStringLiteral("idle-pause"),
        tr("Seconds without agent activity before a sandbox is paused (default 1800; 0 = never)."), QStringLiteral("s"),
        QStringLiteral("1800"));
    const QCommandLineOption deleteAfter(
        QStringLiteral("delete-after"),
        tr("Seconds a paused sandbox lives before it is deleted (default 604800; 0 = never)."), QStringLiteral("s"),
        QStringLiteral("604800"));
    const QCommandLineOption maxRun(
        QStringLiteral("max-runtime"),
        tr("Seconds a sandbox may run before it is paused (default 43200 = 12 h; 0 = no cap)."), QStringLiteral("s"),
        QStringLiteral("43200"));
    const QCommandLineOption sandboxStart(QStringLiteral("sandbox-start"),
                                          tr("Seconds a sandbox stays STARTING (default 3)."), QStringLiteral("s"),
                                          QStringLiteral("3"));
    const QCommandLineOption startStep(QStringLiteral("start-step-ms"),
                                       tr("Milliseconds each start-task status lasts (default 400)."),
                                       QStringLiteral("ms"), QStringLiteral("400"));
    const QCommandLineOption agentStep(QStringLiteral("agent-step-ms"),
                                       tr("Average milliseconds between two agent steps (default 1500)."),
                                       QStringLiteral("ms"), QStringLiteral("1500"));
    const QCommandLineOption exportMax(QStringLiteral("export-max-events"),
                                       tr("Events above which /download answers 413 (default 10000)."),
                                       QStringLiteral("n"), QStringLiteral("10000"));
    const QCommandLineOption base64Pages(
        QStringLiteral("page-id-base64"),
        tr("Emit page ids as URL-safe base64 (newer servers) instead of decimal offsets."));
    const QCommandLineOption latency(QStringLiteral("latency-ms"), tr("Fault: delay added to every response."),
                                     QStringLiteral("ms"), QStringLiteral("0"));
    const QCommandLineOption jitter(QStringLiteral("latency-jitter-ms"), tr("Fault: plus a random 0..ms."),
                                    QStringLiteral("ms"), QStringLiteral("0"));
    const QCommandLineOption errorRate(QStringLiteral("error-rate"),
                                       tr("Fault: fraction of requests answered 500/502/503."), QStringLiteral("p"),
                                       QStringLiteral("0"));
    const QCommandLineOption rateLimit(QStringLiteral("rate-limit-rate"),
                                       tr("Fault: fraction answered 429 with Retry-After."), QStringLiteral("p"),
                                       QStringLiteral("0"));
    const QCommandLineOption retryAfter(QStringLiteral("retry-after"), tr("Fault: Retry-After seconds of a 429."),
                                        QStringLiteral("s"), QStringLiteral("2"));
    const QCommandLineOption hang(QStringLiteral("hang-rate"), tr("Fault: fraction of responses that never arrive."),
                                  QStringLiteral("p"), QStringLiteral("0"));
    const QCommandLineOption reset(QStringLiteral("reset-rate"),
                                   tr("Fault: fraction of connections reset in the middle of the body."),
                                   QStringLiteral("p"), QStringLiteral("0"));
    const QCommandLineOption truncate(QStringLiteral("truncate-rate"), tr("Fault: fraction of JSON bodies cut short."),
                                      QStringLiteral("p"), QStringLiteral("0"));
    const QCommandLineOption malformed(QStringLiteral("malformed-rate"),
                                       tr("Fault: fraction of JSON bodies made invalid."), QStringLiteral("p"),
                                       QStringLiteral("0"));
    const QCommandLineOption duplicate(QStringLiteral("duplicate-rate"),
                                       tr("Fault: fraction of pages repeating an item of the previous page."),
                                       QStringLiteral("p"), QStringLiteral("0"));
    const QCommandLineOption reorder(QStringLiteral("reorder-rate"),
                                     tr("Fault: fraction of pages whose items are shuffled."), QStringLiteral("p"),
                                     QStringLiteral("0"));
    const QCommandLineOption invalidPage(QStringLiteral("invalid-page-id-rate"),
                                         tr("Fault: fraction of page_id requests answered 400."), QStringLiteral("p"),
                                         QStringLiteral("0"));
    const QCommandLineOption lag(QStringLiteral("webhook-lag"),
                                 tr("Fault: events reach /events/search late, in batches (spec 5.1)."));
    const QCommandLineOption lagBatch(QStringLiteral("webhook-batch"), tr("Webhook batch size (default 5)."),
                                      QStringLiteral("n"), QStringLiteral("5"));
    const QCommandLineOption lagFlush(QStringLiteral("webhook-flush-seconds"),
                                      tr("Virtual seconds of silence before a partial batch is flushed (default 30)."),
                                      QStringLiteral("s"), QStringLiteral("30"));
    const QCommandLineOption faultPath(QStringLiteral("fault-path"),
                                       tr("Only requests whose path contains this text get request faults."),
                                       QStringLiteral("text"));
    const QCommandLineOption generation(
        QStringLiteral("generation"),
        tr("Which servers to simulate: older (spec 1-11) or newer (spec 13; the default). The rate limit stays "
           "off unless --rate-limit."),
        QStringLiteral("older|newer"), QStringLiteral("newer"));
    const QCommandLineOption rateLimitOn(QStringLiteral("rate-limit"),
                                         tr("Newer servers' rate limit: 10 requests/s per client, the next 10 held "
                                            "back 1 s, beyond that 429 (spec 13.1)."));
    const QCommandLineOption feature(QStringLiteral("feature"),
                                     tr("Switch one behaviour on or off, e.g. events_storage_order=off; repeatable "
                                        "(--list-features shows them)."),
                                     QStringLiteral("name=on|off"));
    const QCommandLineOption listFeatures(QStringLiteral("list-features"),
                                          tr("Print every switch of the chosen generation and exit."));
    const QCommandLineOption dailyLimit(QStringLiteral("daily-limit"),
                                        tr("Newer servers: conversations a user may start per UTC day (0 = no limit)."),
                                        QStringLiteral("n"), QStringLiteral("0"));
    const QCommandLineOption settingsHtml(QStringLiteral("settings-html"),
                                          tr("/api/v1/settings answers the HTML page with 200 (older builds)."));
    const QCommandLineOption lateBatch(QStringLiteral("webhook-late-rate"),
                                       tr("Fault: fraction of webhook batches stored after the next one."),
                                       QStringLiteral("p"), QStringLiteral("0"));
    const QCommandLineOption socketDrop(QStringLiteral("socket-drop-rate"),
                                        tr("Socket fault: per durable frame, cut the connection after it."),
                                        QStringLiteral("p"), QStringLiteral("0"));
    const QCommandLineOption socketDup(QStringLiteral("socket-duplicate-rate"),
                                       tr("Socket fault: per durable frame, send it twice."), QStringLiteral("p"),
                                       QStringLiteral("0"));
    const QCommandLineOption socketReorder(QStringLiteral("socket-reorder-rate"),
                                           tr("Socket fault: per durable frame, send it after the next one."),
                                           QStringLiteral("p"), QStringLiteral("0"));
    const QCommandLineOption socketDeltaLoss(QStringLiteral("socket-delta-loss-rate"),
                                             tr("Socket fault: fraction of streaming deltas never sent."),
                                             QStringLiteral("p"), QStringLiteral("0"));
    const QCommandLineOption resumeFails(QStringLiteral("resume-fails"),
                                         tr("Fault: the runtime API fails every resume (newer 502, older 404)."));
    p.addOptions(
        {host,       port,         key,          seed,        demo,       scale,         bigEvents,       manualClock,
         clockSpeed, epoch,        maxSandboxes, perSandbox,  idle,       deleteAfter,   maxRun,          sandboxStart,
         startStep,  agentStep,    exportMax,    base64Pages, latency,    jitter,        errorRate,       rateLimit,
         retryAfter, hang,         reset,        truncate,    malformed,  duplicate,     reorder,         invalidPage,
         lag,        lagBatch,     lagFlush,     faultPath,   generation, rateLimitOn,   feature,         listFeatures,
         dailyLimit, settingsHtml, lateBatch,    socketDrop,  socketDup,  socketReorder, socketDeltaLoss, resumeFails});
    p.process(app);

    SimOptions o;
    if (p.isSet(key))
        o.apiKeys = p.values(key);
    o.seed = p.value(seed).toULongLong();
    o.demo = p.isSet(demo);
    o.autoAdvance = !p.isSet(manualClock);
    o.clockSpeed = p.value(clockSpeed).toDouble();
    if (p.isSet(epoch))
        o.epoch = QDateTime::fromString(p.value(epoch), Qt::ISODateWithMs);
    o.maxRunningSandboxesPerUser = p.value(maxSandboxes).toInt();
    o.maxConversationsPerSandbox = p.value(perSandbox).toInt();
    o.idlePauseAfter = std::chrono::seconds(p.value(idle).toLongLong());
    o.deletePausedAfter = std::chrono::seconds(p.value(deleteAfter).toLongLong());
    o.maxRunTime = std::chrono::seconds(p.value(maxRun).toLongLong());
    o.sandboxStartTime = std::chrono::seconds(p.value(sandboxStart).toLongLong());
    o.startStepTime = std::chrono::milliseconds(p.value(startStep).toLongLong());
    o.agentStepTime = std::chrono::milliseconds(p.value(agentStep).toLongLong());
    o.exportMaxEvents = p.value(exportMax).toInt();
    o.pageIdBase64 = p.isSet(base64Pages);
    FaultConfig &f = o.faults;
    f.latencyMs = p.value(latency).toInt();
    f.latencyJitterMs = p.value(jitter).toInt();
    f.serverErrorRate = p.value(errorRate).toDouble();
    f.rateLimitRate = p.value(rateLimit).toDouble();
    f.retryAfterSeconds = p.value(retryAfter).toInt();
    f.hangRate = p.value(hang).toDouble();
    f.resetRate = p.value(reset).toDouble();
    f.truncateRate = p.value(truncate).toDouble();
    f.malformedRate = p.value(malformed).toDouble();
    f.duplicateItemsRate = p.value(duplicate).toDouble();
    f.reorderItemsRate = p.value(reorder).toDouble();
    f.invalidPageIdRate = p.value(invalidPage).toDouble();
    f.webhookLag = p.isSet(lag);
    f.webhookBatchSize = p.value(lagBatch).toInt();
    f.webhookFlushSeconds = p.value(lagFlush).toInt();
    f.pathContains = p.value(faultPath);
    f.webhookLateBatchRate = p.value(lateBatch).toDouble();
    f.socketDropRate = p.value(socketDrop).toDouble();
    f.socketDuplicateRate = p.value(socketDup).toDouble();
    f.socketReorderRate = p.value(socketReorder).toDouble();
    f.socketDeltaLossRate = p.value(socketDeltaLoss).toDouble();
    f.runtimeResumeFailure = p.isSet(resumeFails);

    const QString gen = p.value(generation).toLower();
    if (gen != QLatin1String("older") && gen != QLatin1String("newer")) {
        QTextStream(stderr) << tr("switchyard-sim: --generation must be older or newer") << '\n';
        return 2;
    }
    o.useGeneration(gen == QLatin1String("older") ? ServerGeneration::Older : ServerGeneration::Newer);
    o.features.rateLimit = p.isSet(rateLimitOn);
    o.demoRateLimit = p.isSet(rateLimitOn);
    o.features.settingsHtml = p.isSet(settingsHtml);
    o.dailyConversationLimit = p.value(dailyLimit).toInt();
    for (const QString &entry : p.values(feature)) {
        QString error;
        if (!Simulator::applyFeatureSwitch(o.features, entry, &error)) {
            QTextStream(stderr) << tr("switchyard-sim: --feature %1: %2").arg(entry, error) << '\n';
            return 2;
        }
    }
    if (p.isSet(listFeatures)) {
        QTextStream(stdout) << Simulator::describeFeatures(o.features);
        return 0;
    }

    Simulator sim(o);
    if (p.isSet(scale))
        sim.seedScale(p.value(scale).toInt(), p.value(bigEvents).toLongLong());
    const quint16 listening = sim.listen(QHostAddress(p.value(host)), static_cast<quint16>(p.value(port).toUInt()));
    QTextStream out(stdout);
    if (listening == 0) {
        QTextStream(stderr) << tr("switchyard-sim: cannot listen on %1:%2").arg(p.value(host), p.value(port)) << '\n';
        return 1;
    }
    out << tr("switchyard-sim listening on %1 (API under /api/v1, admin under /_sim)").arg(sim.baseUrl().toString())
        << '\n'
        << tr("API keys: %1").arg(o.apiKeys.join(QStringLiteral(", "))) << '\n';
    out.flush();
    return QCoreApplication::exec();
}
