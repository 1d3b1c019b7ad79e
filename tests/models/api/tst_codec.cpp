// SPDX-License-Identifier: GPL-3.0-or-later
// Codec tests, data-driven over EVERY file of the spec's fixtures/ and real-samples/. Each document
// is parsed with Codec and, independently, with QJsonDocument; the values checked are the ones in
// the file (ids, kinds, timestamps, statuses, payload fields, and Event::raw equal to the source
// object).
#include "models/api/codec.h"
#include "models/api/wireenums.h"
#include "models/domain/ids.h"
#include "models/domain/timestamp.h"
#include "testutils/testpaths.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTest>
#include <quazip.h>
#include <quazipfile.h>

using namespace Switchyard;
using namespace Switchyard::Api;
using Switchyard::Test::readFile;
using Switchyard::Test::specDir;
using Switchyard::Test::specPath;

namespace {

QJsonValue jsonOf(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        // QJsonDocument cannot read bare scalars before 6.x in every case; wrap them.
        const QJsonDocument wrapped = QJsonDocument::fromJson("[" + bytes + "]");
        return wrapped.array().at(0);
    }
    return doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
}

QString str(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isString() ? v.toString() : QString();
}

QString firstText(const QJsonValue &content)
{
    const QJsonArray blocks = content.toArray();
    for (const QJsonValue &b : blocks) {
        const QString t = b.toObject().value(QLatin1String("text")).toString();
        if (!t.isEmpty())
            return t;
    }
    return {};
}

/// The checks for one event against its source object.
void checkEvent(const Event &e, const QJsonObject &o)
{
    QCOMPARE(e.id, str(o, "id"));
    QCOMPARE(e.kind, str(o, "kind"));
    QCOMPARE(e.timestamp, str(o, "timestamp"));
    QCOMPARE(toWire(e.source), str(o, "source"));
    QCOMPARE(e.parentId, str(o, "parent_id"));
    QVERIFY(parseTimestamp(e.timestamp).isValid());
    // raw is the whole event, compact, and reads back to the same object.
    QVERIFY(!e.raw.contains('\n'));
    QCOMPARE(QJsonDocument::fromJson(e.raw).object(), o);

    if (e.kind == QLatin1String("ActionEvent")) {
        const auto *a = std::get_if<ActionPayload>(&e.payload);
        QVERIFY(a);
        const QJsonObject action = o.value(QLatin1String("action")).toObject();
        QCOMPARE(a->actionKind, str(action, "kind"));
        QCOMPARE(a->toolName, str(o, "tool_name"));
        QCOMPARE(a->toolCallId, str(o, "tool_call_id"));
        QCOMPARE(toWire(a->securityRisk), str(o, "security_risk"));
        QCOMPARE(a->toolCallArguments, str(o.value(QLatin1String("tool_call")).toObject(), "arguments"));
        if (a->actionKind.endsWith(QLatin1String("Action")) && action.contains(QLatin1String("command")))
            QCOMPARE(a->command, str(action, "command"));
        if (a->actionKind == QLatin1String("FileEditorAction")) {
            QCOMPARE(a->path, str(action, "path"));
            QCOMPARE(a->oldStr, str(action, "old_str"));
            QCOMPARE(a->newStr, str(action, "new_str"));
        }
        if (a->actionKind == QLatin1String("FinishAction"))
            QCOMPARE(a->message, str(action, "message"));
        if (a->actionKind == QLatin1String("TaskTrackerAction")) {
            const QJsonArray tasks = action.value(QLatin1String("task_list")).toArray();
            QCOMPARE(a->taskList.size(), tasks.size());
            for (qsizetype i = 0; i < tasks.size(); ++i) {
                QCOMPARE(a->taskList.at(i).title, str(tasks.at(i).toObject(), "title"));
                QCOMPARE(toWire(a->taskList.at(i).status), str(tasks.at(i).toObject(), "status"));
            }
        }
        if (action.isEmpty())
            QVERIFY(a->actionJson.isEmpty());
        else
            QCOMPARE(QJsonDocument::fromJson(a->actionJson).object(), action);
    } else if (e.kind == QLatin1String("ObservationEvent")) {
        const auto *p = std::get_if<ObservationPayload>(&e.payload);
        QVERIFY(p);
        const QJsonObject obs = o.value(QLatin1String("observation")).toObject();
        QCOMPARE(p->observationKind, str(obs, "kind"));
        QCOMPARE(p->toolCallId, str(o, "tool_call_id"));
        QCOMPARE(p->actionId, str(o, "action_id"));
        QCOMPARE(p->isError,
                 obs.value(QLatin1String("is_error")).toBool() || obs.value(QLatin1String("error")).toBool());
        const QString text = firstText(obs.value(QLatin1String("content")));
        if (!text.isEmpty())
            QVERIFY(p->text.startsWith(text));
        else if (obs.contains(QLatin1String("output")))
            QCOMPARE(p->text, str(obs, "output")); // legacy ExecuteBashObservation
        if (obs.value(QLatin1String("exit_code")).isDouble())
            QCOMPARE(p->exitCode.value_or(-999), obs.value(QLatin1String("exit_code")).toInt());
        if (obs.contains(QLatin1String("command")))
            QCOMPARE(p->command, str(obs, "command"));
        if (obs.contains(QLatin1String("metadata")))
            QCOMPARE(p->workingDir, str(obs.value(QLatin1String("metadata")).toObject(), "working_dir"));
        if (p->observationKind == QLatin1String("TaskTrackerObservation"))
            QCOMPARE(p->taskList.size(), obs.value(QLatin1String("task_list")).toArray().size());
    } else if (e.kind == QLatin1String("MessageEvent")) {
        const auto *m = std::get_if<MessagePayload>(&e.payload);
        QVERIFY(m);
        const QJsonObject msg = o.value(QLatin1String("llm_message")).toObject();
        QCOMPARE(m->role, str(msg, "role"));
        const QString text = firstText(msg.value(QLatin1String("content")));
        QVERIFY(m->text.startsWith(text));
    } else if (e.kind == QLatin1String("ConversationStateUpdateEvent")) {
        const auto *s = std::get_if<StateUpdatePayload>(&e.payload);
        QVERIFY(s);
        QCOMPARE(s->key, str(o, "key"));
        const QJsonValue value = o.value(QLatin1String("value"));
        if (s->key == QLatin1String("execution_status")) {
            QVERIFY(!s->executionStatus.isAbsent());
            QCOMPARE(toWire(s->executionStatus), value.toString());
            QVERIFY(s->executionStatus.isKnown());
        }
        if (s->key == QLatin1String("stats") || s->key == QLatin1String("full_state")) {
            const QJsonObject stats = s->key == QLatin1String("stats")
                ? value.toObject()
                : value.toObject().value(QLatin1String("stats")).toObject();
            const QJsonObject usage = stats.value(QLatin1String("usage_to_metrics")).toObject();
            QCOMPARE(s->usageToMetrics.size(), usage.size());
            for (auto it = usage.begin(); it != usage.end(); ++it) {
                const QJsonObject m = it.value().toObject();
                QCOMPARE(s->usageToMetrics.value(it.key()).accumulatedCost,
                         m.value(QLatin1String("accumulated_cost")).toDouble());
                QCOMPARE(s->usageToMetrics.value(it.key()).accumulatedTokenUsage.value_or(TokenUsage{}).promptTokens,
                         qint64(m.value(QLatin1String("accumulated_token_usage"))
                                    .toObject()
                                    .value(QLatin1String("prompt_tokens"))
                                    .toDouble()));
            }
        }
    } else if (e.kind == QLatin1String("AgentErrorEvent")) {
        const auto *a = std::get_if<AgentErrorPayload>(&e.payload);
        QVERIFY(a);
        QCOMPARE(a->error, str(o, "error"));
        QCOMPARE(a->toolCallId, str(o, "tool_call_id"));
    } else if (e.kind == QLatin1String("ConversationErrorEvent")) {
        const auto *err = std::get_if<ErrorPayload>(&e.payload);
        QVERIFY(err);
        QCOMPARE(err->code, str(o, "code"));
        QCOMPARE(err->detail, str(o, "detail"));
    } else if (e.kind == QLatin1String("Condensation")) {
        const auto *c = std::get_if<CondensationPayload>(&e.payload);
        QVERIFY(c);
        QCOMPARE(c->forgottenEventIds.size(), o.value(QLatin1String("forgotten_event_ids")).toArray().size());
        QCOMPARE(c->summary, str(o, "summary"));
    } else if (e.kind == QLatin1String("HookExecutionEvent")) {
        const auto *h = std::get_if<HookExecutionPayload>(&e.payload);
        QVERIFY(h);
        QCOMPARE(h->hookEventType, str(o, "hook_event_type"));
        QCOMPARE(h->blocked, o.value(QLatin1String("blocked")).toBool());
        QCOMPARE(h->exitCode.value_or(-999), o.value(QLatin1String("exit_code")).toInt());
        QCOMPARE(h->stderrText, str(o, "stderr"));
    } else if (e.kind == QLatin1String("UserRejectObservation")) {
        const auto *u = std::get_if<UserRejectPayload>(&e.payload);
        QVERIFY(u);
        QCOMPARE(u->rejectionReason, str(o, "rejection_reason"));
        QCOMPARE(u->rejectionSource, str(o, "rejection_source"));
        QCOMPARE(u->actionId, str(o, "action_id"));
    } else if (e.kind == QLatin1String("SystemPromptEvent")) {
        const auto *s = std::get_if<SystemPromptPayload>(&e.payload);
        QVERIFY(s);
        QCOMPARE(s->toolNames.size(), o.value(QLatin1String("tools")).toArray().size());
        QVERIFY(!s->systemPrompt.isEmpty());
    }
}

void checkConversation(const Conversation &c, const QJsonObject &o)
{
    QCOMPARE(c.id, str(o, "id"));
    QCOMPARE(c.sandboxId, str(o, "sandbox_id"));
    QCOMPARE(c.title, str(o, "title"));
    QCOMPARE(c.createdByUserId, str(o, "created_by_user_id"));
    QCOMPARE(c.selectedRepository, str(o, "selected_repository"));
    QCOMPARE(c.llmModel, str(o, "llm_model"));
    QCOMPARE(toWire(c.sandboxStatus), str(o, "sandbox_status"));
    if (o.contains(QLatin1String("sandbox_status")))
        QVERIFY(c.sandboxStatus.isKnown());
    const QJsonValue exec = o.value(QLatin1String("execution_status"));
    QCOMPARE(!c.executionStatus.isAbsent(), exec.isString() && !exec.toString().isEmpty());
    if (exec.isString())
        QCOMPARE(toWire(c.executionStatus), exec.toString());
    QCOMPARE(c.conversationUrl, str(o, "conversation_url"));
    QCOMPARE(c.sessionApiKey, str(o, "session_api_key"));
    QCOMPARE(c.tags.size(), o.value(QLatin1String("tags")).toObject().size());
    QCOMPARE(c.subConversationIds.size(), o.value(QLatin1String("sub_conversation_ids")).toArray().size());
    const QDateTime created = QDateTime::fromString(str(o, "created_at"), Qt::ISODateWithMs);
    QVERIFY(c.createdAt.isValid());
    QCOMPARE(c.createdAt.toSecsSinceEpoch(), created.toSecsSinceEpoch());
    QCOMPARE(c.createdAt.timeSpec(), Qt::UTC);
    const QJsonObject metrics = o.value(QLatin1String("metrics")).toObject();
    QCOMPARE(c.metrics.has_value(), !metrics.isEmpty());
    if (c.metrics) {
        QCOMPARE(c.metrics->modelName, str(metrics, "model_name"));
        QCOMPARE(c.metrics->accumulatedCost, metrics.value(QLatin1String("accumulated_cost")).toDouble());
        QCOMPARE(c.metrics->accumulatedTokenUsage->promptTokens,
                 qint64(metrics.value(QLatin1String("accumulated_token_usage"))
                            .toObject()
                            .value(QLatin1String("prompt_tokens"))
                            .toDouble()));
    }
    // Round trip through the store encoder (secrets included on request only).
    auto back = Codec::parseConversation(Codec::encodeConversation(c, true));
    QVERIFY(back.ok());
    QCOMPARE(back.value(), c);
    auto noSecret = Codec::parseConversation(Codec::encodeConversation(c, false));
    QVERIFY(noSecret.ok());
    QVERIFY(noSecret.value().sessionApiKey.isEmpty());
}

void checkSandbox(const Sandbox &s, const QJsonObject &o)
{
    QCOMPARE(s.id, str(o, "id"));
    QCOMPARE(toWire(s.status), str(o, "status"));
    QVERIFY(s.status.isKnown());
    QCOMPARE(s.sandboxSpecId, str(o, "sandbox_spec_id"));
    QCOMPARE(s.sessionApiKey, str(o, "session_api_key"));
    QCOMPARE(s.statusDetail, str(o, "status_detail"));
    const QJsonArray urls = o.value(QLatin1String("exposed_urls")).toArray();
    QCOMPARE(s.exposedUrls.size(), urls.size());
    for (qsizetype i = 0; i < urls.size(); ++i) {
        QCOMPARE(s.exposedUrls.at(i).name, str(urls.at(i).toObject(), "name"));
        QCOMPARE(s.exposedUrls.at(i).url, str(urls.at(i).toObject(), "url"));
        QCOMPARE(s.exposedUrls.at(i).port, urls.at(i).toObject().value(QLatin1String("port")).toInt());
    }
    QVERIFY(s.createdAt.isValid());
    auto back = Codec::parseSandbox(Codec::encodeSandbox(s, true));
    QVERIFY(back.ok());
    QCOMPARE(back.value(), s);
}

void checkStartTask(const StartTask &t, const QJsonObject &o)
{
    QCOMPARE(t.id, str(o, "id"));
    QCOMPARE(toWire(t.status), str(o, "status"));
    QVERIFY(t.status.isKnown());
    QCOMPARE(t.detail, str(o, "detail"));
    QCOMPARE(t.sandboxId, str(o, "sandbox_id"));
    QCOMPARE(t.appConversationId, str(o, "app_conversation_id"));
    QCOMPARE(t.agentServerUrl, str(o, "agent_server_url"));
    const QJsonObject req = o.value(QLatin1String("request")).toObject();
    QCOMPARE(t.request.selectedRepository, str(req, "selected_repository"));
    QCOMPARE(t.request.secrets.size(), req.value(QLatin1String("secrets")).toObject().size());
    QCOMPARE(t.request.plugins.size(), req.value(QLatin1String("plugins")).toArray().size());
    QVERIFY(t.createdAt.isValid());
    // The store encoder never writes a secret value.
    const QByteArray encoded = Codec::encodeStartTask(t);
    auto back = Codec::parseStartTask(encoded);
    QVERIFY(back.ok());
    QCOMPARE(back.value().id, t.id);
    for (const QString &v : std::as_const(back.value().request.secrets))
        QCOMPARE(v, QStringLiteral("**********"));
}

QByteArray unwrapRecording(const QByteArray &file)
{
    const QJsonObject o = QJsonDocument::fromJson(file).object();
    const QJsonValue body = o.value(QLatin1String("body"));
    return body.isArray() ? QJsonDocument(body.toArray()).toJson() : QJsonDocument(body.toObject()).toJson();
}

struct ZipEntry
{
    QString name;
    QByteArray data;
};

QList<ZipEntry> readZip(const QString &path)
{
    QList<ZipEntry> out;
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdUnzip))
        return out;
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        out.append(ZipEntry{zip.getCurrentFileName(), file.readAll()});
    }
    return out;
}

} // namespace

class TestCodec : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(QFileInfo::exists(specPath(QStringLiteral("reference/openhands-cloud.openapi.json"))),
                 qPrintable(specDir()));
    }

    void everySpecFile_data()
    {
        QTest::addColumn<QString>("relative");
        int count = 0;
        for (const char *folder : {"fixtures", "real-samples"}) {
            QDirIterator it(specPath(QString::fromLatin1(folder)), QDir::Files, QDirIterator::Subdirectories);
            QStringList files;
            while (it.hasNext())
                files.append(it.next());
            files.sort();
            for (const QString &file : std::as_const(files)) {
                const QString rel = QDir(specDir()).relativeFilePath(file);
                QTest::newRow(qPrintable(rel)) << rel;
                ++count;
            }
        }
        QVERIFY(count >= 60);
    }

    void everySpecFile()
    {
        QFETCH(QString, relative);
        const QString path = specPath(relative);
        const QString name = QFileInfo(path).fileName();
        const QByteArray bytes = readFile(path);
        const QJsonValue j = jsonOf(bytes);

        if (name.endsWith(QLatin1String(".md")) || name.endsWith(QLatin1String(".py"))) {
            // Documentation and the fixture generator: not API documents. Not JSON either.
            QVERIFY(!Codec::parseEvent(bytes).ok());
            return;
        }
        // --- real samples ---
        if (name.startsWith(QLatin1String("01_"))) {
            auto events = Codec::parseEventLines(bytes);
            QVERIFY2(events.ok(), qPrintable(events.ok() ? QString() : events.error().detail));
            const QList<QByteArray> lines = bytes.trimmed().split('\n');
            QCOMPARE(events.value().size(), lines.size());
            for (qsizetype i = 0; i < lines.size(); ++i)
                checkEvent(events.value().at(i), QJsonDocument::fromJson(lines.at(i)).object());
            return;
        }
        if (name.startsWith(QLatin1String("02_"))) {
            auto state = Codec::parseBaseState(bytes);
            QVERIFY(state.ok());
            const QJsonObject o = j.toObject();
            QCOMPARE(state.value().id, str(o, "id"));
            QCOMPARE(state.value().llmModel,
                     str(o.value(QLatin1String("agent")).toObject().value(QLatin1String("llm")).toObject(), "model"));
            QCOMPARE(toWire(state.value().executionStatus), str(o, "execution_status"));
            QCOMPARE(state.value().workspaceDir, str(o.value(QLatin1String("workspace")).toObject(), "working_dir"));
            return;
        }
        if (name.startsWith(QLatin1String("03_"))) {
            const QByteArray body = unwrapRecording(bytes);
            auto batch = Codec::parseConversationBatch(body);
            QVERIFY(batch.ok());
            const QJsonArray arr = QJsonDocument::fromJson(body).array();
            QCOMPARE(batch.value().size(), arr.size());
            checkConversation(*batch.value().at(0), arr.at(0).toObject());
            QCOMPARE(batch.value().at(0)->title, QStringLiteral("\U0001F4DD V0 API for Conversation Costs & Tokens"));
            QVERIFY(batch.value().at(0)->agentKind.isEmpty()); // Feb-2026 record: no agent_kind, no tags
            QCOMPARE(batch.value().at(0)->sandboxStatus.value(), SandboxStatus::Paused);
            QVERIFY(batch.value().at(0)->executionStatus.isAbsent());
            return;
        }
        if (name.startsWith(QLatin1String("04_"))) {
            const QByteArray body = unwrapRecording(bytes);
            auto page = Codec::parseEventPage(body);
            QVERIFY(page.ok());
            const QJsonArray items = QJsonDocument::fromJson(body).object().value(QLatin1String("items")).toArray();
            QCOMPARE(page.value().items.size(), items.size());
            for (qsizetype i = 0; i < items.size(); ++i)
                checkEvent(page.value().items.at(i), items.at(i).toObject());
            const auto *s = std::get_if<StateUpdatePayload>(&page.value().items.first().payload);
            QVERIFY(s && s->key == QLatin1String("full_state"));
            QCOMPARE(s->executionStatus.value(), ExecutionStatus::Finished);
            double cost = 0;
            for (const MetricsSnapshot &m : s->usageToMetrics)
                cost += m.accumulatedCost;
            QVERIFY(cost > 13.0 && cost < 14.0); // the $13.58 of the recording
            return;
        }
        if (name.startsWith(QLatin1String("05_"))) {
            int events = 0;
            int legacy = 0;
            const QList<QByteArray> lines = bytes.trimmed().split('\n');
            for (const QByteArray &line : lines) {
                const QJsonArray history =
                    QJsonDocument::fromJson(line).object().value(QLatin1String("history")).toArray();
                for (const QJsonValue &h : history) {
                    const QByteArray one = QJsonDocument(h.toObject()).toJson(QJsonDocument::Indented);
                    auto e = Codec::parseEvent(one);
                    QVERIFY(e.ok());
                    checkEvent(e.value(), h.toObject());
                    if (const auto *o = std::get_if<ObservationPayload>(&e.value().payload);
                        o && o->observationKind == QLatin1String("ExecuteBashObservation")) {
                        ++legacy;
                        QVERIFY(!o->text.isEmpty());
                        QCOMPARE(o->isError, false); // "error": false in the file
                    }
                    if (const auto *a = std::get_if<ActionPayload>(&e.value().payload);
                        a && a->actionKind == QLatin1String("ExecuteBashAction"))
                        QCOMPARE(a->toolName, QStringLiteral("execute_bash"));
                    ++events;
                }
            }
            QCOMPARE(events, 36);
            QVERIFY(legacy > 10);
            return;
        }
        if (name.endsWith(QLatin1String(".zip"))) {
            const QList<ZipEntry> entries = readZip(path);
            QVERIFY(entries.size() >= 5);
            int events = 0;
            for (const ZipEntry &entry : entries) {
                const QString base = entry.name.section(QLatin1Char('/'), -1);
                if (base == QLatin1String("meta.json")) {
                    auto meta = Codec::parseTrajectoryMeta(entry.data);
                    QVERIFY(meta.ok());
                    QCOMPARE(meta.value().id, QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34"));
                    QVERIFY(meta.value().sessionApiKey.isEmpty());
                    continue;
                }
                auto e = Codec::parseEvent(entry.data);
                QVERIFY2(e.ok(), qPrintable(entry.name));
                checkEvent(e.value(), QJsonDocument::fromJson(entry.data).object());
                // event_000003_<id>.json (download) or event-00003-<id>.json (agent server).
                QVERIFY2(base.endsWith(e.value().id + QLatin1String(".json")), qPrintable(base));
                ++events;
            }
            QCOMPARE(events, entries.size() - (name.startsWith(QLatin1String("conversation_")) ? 1 : 0));
            return;
        }
        // --- fixtures ---
        const QString dir = QFileInfo(relative).dir().dirName();
        if (dir == QLatin1String("errors")) {
            const int status = name.left(3).toInt();
            const QString detail = Codec::errorDetailText(bytes);
            QVERIFY(!detail.isEmpty());
            const QJsonObject o = j.toObject();
            if (o.value(QLatin1String("detail")).isString())
                QCOMPARE(detail, str(o, "detail"));
            else if (o.contains(QLatin1String("error")))
                QCOMPARE(detail, str(o, "error"));
            else
                QVERIFY(detail.contains(QLatin1String("query.")));
            const ApiError err = ApiError::fromReply(QNetworkReply::UnknownContentError, status, bytes,
                                                     QStringLiteral("application/json"), QStringLiteral("GET /x"));
            QCOMPARE(err.httpStatus, status);
            QCOMPARE(err.serverDetail, detail);
            QVERIFY(!err.message.isEmpty());
            return;
        }
        if (name.startsWith(QLatin1String("conversation_search_page"))) {
            auto page = Codec::parseConversationPage(bytes);
            QVERIFY(page.ok());
            const QJsonObject o = j.toObject();
            QCOMPARE(page.value().nextPageId, str(o, "next_page_id"));
            const QJsonArray items = o.value(QLatin1String("items")).toArray();
            QCOMPARE(page.value().items.size(), items.size());
            for (qsizetype i = 0; i < items.size(); ++i)
                checkConversation(page.value().items.at(i), items.at(i).toObject());
            return;
        }
        if (name == QLatin1String("conversations_batch_response.json")) {
            auto batch = Codec::parseConversationBatch(bytes);
            QVERIFY(batch.ok());
            const QJsonArray arr = j.toArray();
            QCOMPARE(batch.value().size(), arr.size());
            for (qsizetype i = 0; i < arr.size(); ++i) {
                QCOMPARE(batch.value().at(i).has_value(), !arr.at(i).isNull());
                if (batch.value().at(i))
                    checkConversation(*batch.value().at(i), arr.at(i).toObject());
            }
            return;
        }
        if (name == QLatin1String("count_response.json") || name == QLatin1String("events_count_response.json")) {
            auto n = Codec::parseCount(bytes);
            QVERIFY(n.ok());
            QCOMPARE(n.value(), qint64(j.toDouble()));
            return;
        }
        if (name == QLatin1String("delete_response.json")
            || name == QLatin1String("pause_resume_delete_response.json")) {
            auto ok = Codec::parseSuccess(bytes);
            QVERIFY(ok.ok() && ok.value());
            return;
        }
        if (name == QLatin1String("patch_request.json")) {
            Codec::ConversationPatch patch;
            patch.title = str(j.toObject(), "title");
            QCOMPARE(QJsonDocument::fromJson(Codec::encodeConversationPatch(patch)).object(), j.toObject());
            return;
        }
        if (name == QLatin1String("patch_response.json") || name == QLatin1String("meta.json.example")) {
            auto c = Codec::parseConversation(bytes);
            QVERIFY(c.ok());
            checkConversation(c.value(), j.toObject());
            return;
        }
        if (name == QLatin1String("send_message_request.json")) {
            SendMessageRequest m;
            m.content.append(
                ContentBlock{QStringLiteral("text"), firstText(j.toObject().value(QLatin1String("content"))), {}});
            QCOMPARE(QJsonDocument::fromJson(Codec::encodeSendMessage(m)).object(), j.toObject());
            return;
        }
        if (name == QLatin1String("send_message_response.json")) {
            auto r = Codec::parseSendMessageResponse(bytes);
            QVERIFY(r.ok());
            QCOMPARE(r.value().success, j.toObject().value(QLatin1String("success")).toBool());
            QCOMPARE(toWire(r.value().sandboxStatus), str(j.toObject(), "sandbox_status"));
            return;
        }
        if (name.startsWith(QLatin1String("events_search_page")) || name == QLatin1String("events_other_kinds.json")
            || name == QLatin1String("events_batch_response.json")) {
            const QJsonArray items = j.isArray() ? j.toArray() : j.toObject().value(QLatin1String("items")).toArray();
            QList<std::optional<Event>> events;
            if (j.isArray()) {
                auto batch = Codec::parseEventBatch(bytes);
                QVERIFY(batch.ok());
                events = batch.value();
            } else {
                auto page = Codec::parseEventPage(bytes);
                QVERIFY(page.ok());
                QCOMPARE(page.value().nextPageId, str(j.toObject(), "next_page_id"));
                for (const Event &e : std::as_const(page.value().items))
                    events.append(e);
            }
            QCOMPARE(events.size(), items.size());
            for (qsizetype i = 0; i < items.size(); ++i) {
                QCOMPARE(events.at(i).has_value(), !items.at(i).isNull());
                if (events.at(i))
                    checkEvent(*events.at(i), items.at(i).toObject());
            }
            return;
        }
        if (name == QLatin1String("sandbox_search_page.json")) {
            auto page = Codec::parseSandboxPage(bytes);
            QVERIFY(page.ok());
            const QJsonArray items = j.toObject().value(QLatin1String("items")).toArray();
            QCOMPARE(page.value().items.size(), items.size());
            for (qsizetype i = 0; i < items.size(); ++i)
                checkSandbox(page.value().items.at(i), items.at(i).toObject());
            return;
        }
        if (name == QLatin1String("sandboxes_batch_response.json")) {
            auto batch = Codec::parseSandboxBatch(bytes);
            QVERIFY(batch.ok());
            const QJsonArray arr = j.toArray();
            QCOMPARE(batch.value().size(), arr.size());
            for (qsizetype i = 0; i < arr.size(); ++i) {
                QCOMPARE(batch.value().at(i).has_value(), !arr.at(i).isNull());
                if (batch.value().at(i))
                    checkSandbox(*batch.value().at(i), arr.at(i).toObject());
            }
            return;
        }
        if (name == QLatin1String("sandbox_create_response.json")) {
            auto s = Codec::parseSandbox(bytes);
            QVERIFY(s.ok());
            checkSandbox(s.value(), j.toObject());
            QCOMPARE(s.value().status.value(), SandboxStatus::Starting);
            return;
        }
        if (name == QLatin1String("start_request.json")) {
            // Read it as the echo inside a task, then encode it again: same object (+ agent_type default).
            const QByteArray task =
                "{\"id\":\"e2c4a6b8d0f24e1a9c3b5d7f9e1a2c4b\",\"status\":\"WORKING\",\"request\":" + bytes + "}";
            auto t = Codec::parseStartTask(task);
            QVERIFY(t.ok());
            QJsonObject encoded =
                QJsonDocument::fromJson(Codec::encodeStartRequest(toStartRequest(t.value().request))).object();
            QCOMPARE(encoded.take(QLatin1String("agent_type")).toString(), QStringLiteral("default"));
            QCOMPARE(encoded, j.toObject());
            return;
        }
        if (name.startsWith(QLatin1String("start_task_"))) {
            auto t = Codec::parseStartTask(bytes);
            QVERIFY(t.ok());
            checkStartTask(t.value(), j.toObject());
            const QString expected = name.mid(11).section(QLatin1Char('.'), 0, 0);
            QVERIFY(expected.startsWith(toWire(t.value().status)));
            return;
        }
        if (name == QLatin1String("start_tasks_batch_response.json")) {
            auto batch = Codec::parseStartTaskBatch(bytes);
            QVERIFY(batch.ok());
            const QJsonArray arr = j.toArray();
            QCOMPARE(batch.value().size(), arr.size());
            for (qsizetype i = 0; i < arr.size(); ++i) {
                QCOMPARE(batch.value().at(i).has_value(), !arr.at(i).isNull());
                if (batch.value().at(i))
                    checkStartTask(*batch.value().at(i), arr.at(i).toObject());
            }
            return;
        }
        if (name == QLatin1String("stream_start_response.json")) {
            auto tasks = Codec::parseStartTaskStream(bytes);
            QVERIFY(tasks.ok());
            const QJsonArray arr = j.toArray();
            QCOMPARE(tasks.value().size(), arr.size());
            for (qsizetype i = 0; i < arr.size(); ++i)
                checkStartTask(tasks.value().at(i), arr.at(i).toObject());
            QCOMPARE(tasks.value().last().status.value(), StartTaskStatus::Ready);
            // An incomplete stream (connection still open) gives the complete snapshots so far.
            auto partial = Codec::parseStartTaskStream(bytes.left(bytes.size() / 2));
            QVERIFY(partial.ok());
            QVERIFY(partial.value().size() >= 1 && partial.value().size() < arr.size());
            return;
        }
        if (name.startsWith(QLatin1String("file_response"))) {
            auto f = Codec::parseFileBody(bytes);
            QVERIFY(f.ok());
            QCOMPARE(f.value(), j.toString());
            return;
        }
        if (name == QLatin1String("git_changes_response.json")) {
            auto c = Codec::parseGitChanges(bytes);
            QVERIFY(c.ok());
            const QJsonArray arr = j.toArray();
            QCOMPARE(c.value().size(), arr.size());
            for (qsizetype i = 0; i < arr.size(); ++i) {
                QCOMPARE(c.value().at(i).path, str(arr.at(i).toObject(), "path"));
                QCOMPARE(toWire(c.value().at(i).status), str(arr.at(i).toObject(), "status"));
                QVERIFY(c.value().at(i).status.isKnown());
            }
            return;
        }
        if (name.startsWith(QLatin1String("git_diff"))) {
            auto dff = Codec::parseGitDiff(bytes);
            QVERIFY(dff.ok());
            const QJsonObject o = j.toObject();
            QCOMPARE(dff.value().modified.has_value(), o.value(QLatin1String("modified")).isString());
            if (dff.value().modified) {
                QCOMPARE(*dff.value().modified, str(o, "modified"));
                QCOMPARE(*dff.value().original, str(o, "original"));
                QVERIFY(!dff.value().modified->endsWith(QLatin1Char('\n')));
            }
            return;
        }
        if (name.startsWith(QLatin1String("hooks_response"))) {
            auto h = Codec::parseHooks(bytes);
            QVERIFY(h.ok());
            const QJsonArray arr = j.toObject().value(QLatin1String("hooks")).toArray();
            QCOMPARE(h.value().size(), arr.size());
            for (qsizetype i = 0; i < arr.size(); ++i) {
                const QJsonObject g = arr.at(i).toObject();
                QCOMPARE(h.value().at(i).eventType, str(g, "event_type"));
                const QJsonObject cmd = g.value(QLatin1String("matchers"))
                                            .toArray()
                                            .at(0)
                                            .toObject()
                                            .value(QLatin1String("hooks"))
                                            .toArray()
                                            .at(0)
                                            .toObject();
                const HookCommand &hc = h.value().at(i).matchers.at(0).hooks.at(0);
                QCOMPARE(hc.command, str(cmd, "command"));
                QCOMPARE(hc.timeout, cmd.value(QLatin1String("timeout")).toInt());
                QCOMPARE(hc.async, cmd.value(QLatin1String("async")).toBool());
            }
            return;
        }
        if (name.startsWith(QLatin1String("skills_response"))) {
            auto s = Codec::parseSkills(bytes);
            QVERIFY(s.ok());
            const QJsonArray arr = j.toObject().value(QLatin1String("skills")).toArray();
            QCOMPARE(s.value().size(), arr.size());
            for (qsizetype i = 0; i < arr.size(); ++i) {
                QCOMPARE(s.value().at(i).name, str(arr.at(i).toObject(), "name"));
                QCOMPARE(s.value().at(i).type, str(arr.at(i).toObject(), "type"));
                QCOMPARE(s.value().at(i).triggers.size(),
                         arr.at(i).toObject().value(QLatin1String("triggers")).toArray().size());
            }
            return;
        }
        QFAIL(qPrintable(QStringLiteral("no check for %1: add one").arg(relative)));
    }

    void malformedDocumentsNamePaths_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("pathPrefix");
        const QByteArray page = readFile(specPath(QStringLiteral("fixtures/events/events_search_page.json")));
        const qsizetype cut = page.indexOf("\"kind\": \"ObservationEvent\"");
        QTest::newRow("truncated page") << page.left(cut + 10) << QStringLiteral("/items/4");
        QTest::newRow("truncated at start") << QByteArray("{\"items\": [") << QStringLiteral("/items");
        QTest::newRow("garbage") << QByteArray("<!DOCTYPE html><html>") << QString();
        QTest::newRow("empty") << QByteArray() << QString();
        QTest::newRow("wrong type timestamp")
            << QByteArray(R"({"items":[{"id":"a","kind":"PauseEvent","timestamp":"2026-01-01T00:00:00"},{},{},)"
                          R"({"id":"d","kind":"PauseEvent","timestamp":{"no":1}}],"next_page_id":null})")
            << QStringLiteral("/items/3/timestamp");
        QTest::newRow("items not an array") << QByteArray(R"({"items":{"id":"x"}})") << QStringLiteral("/items");
        QTest::newRow("event not an object")
            << QByteArray(R"({"items":[{"id":"a"},"oops"]})") << QStringLiteral("/items/1");
        QTest::newRow("bad escape") << QByteArray(R"({"items":[{"id":"a\x"}]})") << QStringLiteral("/items/0/id");
    }

    void malformedDocumentsNamePaths()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, pathPrefix);
        auto page = Codec::parseEventPage(json);
        QVERIFY(!page.ok());
        QCOMPARE(page.error().kind, ApiError::Kind::Parse);
        QVERIFY2(page.error().jsonPath.startsWith(pathPrefix), qPrintable(page.error().jsonPath));
        QVERIFY(!page.error().message.isEmpty());
    }

    void depthLimit()
    {
        const QByteArray ok = QByteArray(1024, '[') + QByteArray(1024, ']');
        QVERIFY(Codec::parseGitChanges(ok).error().kind == ApiError::Kind::Parse); // readable, but not changes
        QVERIFY(Codec::parseGitChanges(ok).error().jsonPath == QStringLiteral("/0"));
        const QByteArray deep =
            "{\"items\":[{\"id\":\"x\",\"value\":" + QByteArray(5000, '[') + QByteArray(5000, ']') + "}]}";
        auto page = Codec::parseEventPage(deep);
        QVERIFY(!page.ok());
        QCOMPARE(page.error().kind, ApiError::Kind::Parse);
        QVERIFY2(page.error().jsonPath.startsWith(QStringLiteral("/items/0/value/0/0")),
                 qPrintable(page.error().jsonPath));
        // The limit is configurable.
        CodecLimits tight;
        tight.maxDepth = 3;
        QVERIFY(!Codec::parseEventPage(R"({"items":[{"a":{"b":1}}]})", tight).ok());
        QVERIFY(Codec::parseEventPage(R"({"items":[{"a":1}]})", tight).ok());
        // 100k nested arrays neither crash nor recurse.
        QVERIFY(!Codec::parseEvent(QByteArray(100000, '[')).ok());
    }

    void sizeCap()
    {
        CodecLimits limits;
        limits.maxBytes = 64;
        const QByteArray page = readFile(specPath(QStringLiteral("fixtures/events/events_search_page.json")));
        auto r = Codec::parseEventPage(page, limits);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ApiError::Kind::TooLarge);
    }

    void toleratesMissingNullAndUnknown()
    {
        auto c = Codec::parseConversation(
            R"({"id":"72d40619-b853-4f9b-9de6-c3f17a71072d","title":null,"sandbox_status":"HIBERNATING",)"
            R"("execution_status":"dreaming","metrics":null,"brand_new_field":{"x":[1,2]},"pr_number":[1,"x",2.0]})");
        QVERIFY(c.ok());
        QCOMPARE(c.value().id, QStringLiteral("72d40619-b853-4f9b-9de6-c3f17a71072d"));
        QCOMPARE(normalizeUuidHex(c.value().id), QStringLiteral("72d40619b8534f9b9de6c3f17a71072d"));
        QVERIFY(c.value().title.isEmpty());
        QCOMPARE(toWire(c.value().sandboxStatus), QStringLiteral("HIBERNATING"));
        QCOMPARE(c.value().sandboxStatus.value(), SandboxStatus::Unknown);
        QCOMPARE(c.value().executionStatus.raw(), QStringLiteral("dreaming"));
        QVERIFY(!c.value().executionStatus.isKnown());
        QVERIFY(!c.value().metrics);
        QCOMPARE(c.value().prNumbers, (QList<int>{1, 2}));

        auto e = Codec::parseEvent(
            R"({"id":"e1","timestamp":"2026-08-20T14:03:54","source":"robot","kind":"FutureEvent","x":1})");
        QVERIFY(e.ok());
        QCOMPARE(e.value().kind, QStringLiteral("FutureEvent"));
        QCOMPARE(toWire(e.value().source), QStringLiteral("robot"));
        QVERIFY(!e.value().source.isKnown());
        QVERIFY(std::holds_alternative<OtherPayload>(e.value().payload));
        QCOMPARE(
            e.value().raw,
            QByteArray(R"({"id":"e1","timestamp":"2026-08-20T14:03:54","source":"robot","kind":"FutureEvent","x":1})"));

        auto a = Codec::parseEvent(
            R"({"id":"e2","kind":"ActionEvent","action":{"kind":"WorkflowAction","steps":[1]},"security_risk":"EXTREME"})");
        QVERIFY(a.ok());
        const auto &payload = std::get<ActionPayload>(a.value().payload);
        QCOMPARE(payload.actionKind, QStringLiteral("WorkflowAction"));
        QCOMPARE(toWire(payload.securityRisk), QStringLiteral("EXTREME"));
        QCOMPARE(payload.actionJson, QByteArray(R"({"kind":"WorkflowAction","steps":[1]})"));

        // Missing everything is still an event (with empty fields), never a crash.
        QVERIFY(Codec::parseEvent("{}").ok());
        QVERIFY(Codec::parseConversationPage(R"({"next_page_id":null})").ok());
        QVERIFY(Codec::parseConversationPage(R"({"items":null})").ok());
        QCOMPARE(Codec::parseCount("3").value(), 3);
        QVERIFY(!Codec::parseCount("\"3x\"").ok());
    }

    void eventPageRawIsSlicedExactly()
    {
        // Strings with quotes after backslash runs, brackets and white space inside them: the
        // byte scanner must find each event's end, and keep string contents byte for byte.
        const QByteArray e1 = "{\"id\":\"a\",\"kind\":\"MessageEvent\",\"source\":\"user\",\"timestamp\":\"t\",\"x\":"
                              "\"q\\\"}]{[\",\"y\":\"\\\\\"}";
        const QByteArray e2 = "{\"id\":\"b\",\"kind\":\"OtherEvent\",\"source\":\"agent\",\"timestamp\":\"t\",\"z\":"
                              "\"\\\\\\\"} , ]\\\\\\\\\",\"w\":[{\"k\":\" \\n \"}]}";
        const QByteArray e3 =
            "{\"id\":\"c\",\"kind\":\"OtherEvent\",\"source\":\"agent\",\"timestamp\":\"t\",\"s\":\"\\\\\\\\\\\\\"}";
        const QByteArray compactPage = "{\"items\":[" + e1 + ',' + e2 + ',' + e3 + "],\"next_page_id\":\"n\"}";
        auto page = Codec::parseEventPage(compactPage);
        QVERIFY2(page.ok(), qPrintable(page.ok() ? QString() : page.error().detail));
        QCOMPARE(page.value().items.size(), 3);
        QCOMPARE(page.value().items.at(0).raw, e1);
        QCOMPARE(page.value().items.at(1).raw, e2);
        QCOMPARE(page.value().items.at(2).raw, e3);
        QCOMPARE(page.value().nextPageId, QStringLiteral("n"));

        // The same page pretty-printed: raw is re-compacted, string contents untouched.
        const QByteArray spaced = "{ \"items\" : [\n  " + QByteArray(e1).replace(",\"x\"", " ,\n \"x\"") + " ,\n"
            + QByteArray(e2).replace(":[{", " : [ {") + ",\t" + e3 + "\r\n] }";
        auto spacedPage = Codec::parseEventPage(spaced);
        QVERIFY2(spacedPage.ok(), qPrintable(spacedPage.ok() ? QString() : spacedPage.error().detail));
        QCOMPARE(spacedPage.value().items.size(), 3);
        QCOMPARE(spacedPage.value().items.at(0).raw, e1);
        QCOMPARE(spacedPage.value().items.at(1).raw, e2);
        QCOMPARE(spacedPage.value().items.at(2).raw, e3);

        // A bare array (the batch shape) with a null in it.
        const QByteArray batchText = "[" + e2 + ",null," + e1 + "]";
        auto batch = Codec::parseEventBatch(batchText);
        QVERIFY(batch.ok());
        QCOMPARE(batch.value().size(), 3);
        QCOMPARE(batch.value().at(0)->raw, e2);
        QVERIFY(!batch.value().at(1));
        QCOMPARE(batch.value().at(2)->raw, e1);
    }

    void timestamps_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("msecs");
        const qint64 base = QDateTime(QDate(2026, 8, 20), QTime(14, 3, 9), Qt::UTC).toMSecsSinceEpoch();
        QTest::newRow("aware Z micro") << QStringLiteral("2026-08-20T14:03:09.771204Z") << base + 771;
        QTest::newRow("aware +00:00") << QStringLiteral("2026-08-20T14:03:09.771204+00:00") << base + 771;
        QTest::newRow("aware no fraction") << QStringLiteral("2026-08-20T14:03:09Z") << base;
        QTest::newRow("naive micro") << QStringLiteral("2026-08-20T14:03:09.771204") << base + 771;
        QTest::newRow("naive no fraction") << QStringLiteral("2026-08-20T14:03:09") << base;
        QTest::newRow("offset +02:00") << QStringLiteral("2026-08-20T16:03:09+02:00") << base;
        QTest::newRow("invalid") << QStringLiteral("yesterday") << qint64(-1);
    }

    void timestamps()
    {
        QFETCH(QString, text);
        QFETCH(qint64, msecs);
        const QDateTime t = parseTimestamp(text);
        if (msecs < 0) {
            QVERIFY(!t.isValid());
            return;
        }
        QVERIFY(t.isValid());
        QCOMPARE(t.timeSpec(), Qt::UTC);
        QCOMPARE(t.toMSecsSinceEpoch(), msecs);
    }

    void newerKindsAreTyped()
    {
        // §13.2 kinds (tests/data/events/newer_kinds_page.json): typed payloads, not OtherPayload.
        const QByteArray page = readFile(Test::testDataPath(QStringLiteral("events/newer_kinds_page.json")));
        auto parsed = Codec::parseEventPage(page);
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().detail));
        const QList<Event> &items = parsed.value().items;
        QCOMPARE(items.size(), 15);

        const auto &ask = std::get<AskUserRequestPayload>(items.at(1).payload);
        QCOMPARE(ask.requestId, QStringLiteral("ask_Q1"));
        QCOMPARE(ask.questions.size(), 2);
        QCOMPARE(ask.questions.at(0).id, QStringLiteral("storage"));
        QCOMPARE(ask.questions.at(0).text, QStringLiteral("Which storage backend?"));
        QCOMPARE(ask.questions.at(0).options.size(), 2);
        QCOMPARE(ask.questions.at(0).options.at(1).label, QStringLiteral("SQLite"));
        QCOMPARE(ask.questions.at(0).options.at(1).description, QStringLiteral("Local"));
        QCOMPARE(ask.questions.at(1).text, QStringLiteral("Migrate the old entries?")); // spec's `text`
        QVERIFY(ask.questions.at(1).multiSelect);
        QCOMPARE(ask.actionId, items.at(0).id);
        QCOMPARE(ask.toolCallId, QStringLiteral("call_ask_1"));
        QCOMPARE(ask.timeoutSeconds, std::optional<double>(300));

        const auto &answer = std::get<AskUserResponsePayload>(items.at(2).payload);
        QCOMPARE(answer.requestId, QStringLiteral("ask_Q1"));
        QCOMPARE(answer.action, QStringLiteral("accept"));
        const QList<AskUserPick> picked{AskUserPick{QStringLiteral("sqlite"), QStringLiteral("SQLite")}};
        const QList<AskUserPick> typed{AskUserPick{QString(), QStringLiteral("yes, all of them")}};
        QCOMPARE(answer.answers.value(QStringLiteral("storage")), picked);
        QCOMPARE(answer.answers.value(QStringLiteral("migrate")), typed);

        const auto &verdict = std::get<SecurityAnalysisPayload>(items.at(5).payload);
        QCOMPARE(verdict.analyzer, QStringLiteral("LLMSecurityAnalyzer"));
        QCOMPARE(verdict.policy, QStringLiteral("ConfirmRisky"));
        QCOMPARE(verdict.risks.size(), 1);
        QCOMPARE(verdict.risks.value(items.at(4).id).value(), SecurityRisk::High);
        QVERIFY(verdict.detailsJson.contains("pipes a remote script"));

        const auto &sw = std::get<ActionPayload>(items.at(6).payload);
        QCOMPARE(sw.actionKind, QStringLiteral("SwitchLLMAction"));
        QCOMPARE(sw.profileName, QStringLiteral("sonnet-fast"));
        QCOMPARE(sw.reason, QStringLiteral("Small edits only."));
        const auto &switched = std::get<ObservationPayload>(items.at(7).payload);
        QCOMPARE(switched.activeModel, QStringLiteral("claude-sonnet-4-5"));
        QCOMPARE(switched.profileName, QStringLiteral("sonnet-fast"));
        const auto &classified = std::get<ObservationPayload>(items.at(9).payload);
        QCOMPARE(classified.chosenClass, QStringLiteral("Large refactor"));
        QCOMPARE(classified.profileName, QStringLiteral("opus-deep")); // its `model`
        QCOMPARE(classified.activeModel, QStringLiteral("claude-opus-4-1"));

        const auto &acp = std::get<AcpToolCallPayload>(items.at(10).payload);
        QCOMPARE(acp.toolCallId, QStringLiteral("call_acp_1"));
        QCOMPARE(acp.title, QStringLiteral("Run python -m pytest -q"));
        QCOMPARE(acp.status, QStringLiteral("completed"));
        QCOMPARE(acp.toolKind, QStringLiteral("execute"));
        QCOMPARE(acp.text, QStringLiteral("6 passed in 0.41s\n\ndone"));
        QVERIFY(!acp.isError);
        QCOMPARE(acp.rawInputJson, QByteArray(R"({"command":"python -m pytest -q"})"));
        const auto &failed = std::get<AcpToolCallPayload>(items.at(11).payload);
        QVERIFY(failed.isError);
        QCOMPARE(failed.rawOutputJson, QByteArray("null"));

        // Unknown kinds stay generic, with every byte of them kept.
        const Event &future = items.at(13);
        QCOMPARE(future.kind, QStringLiteral("FutureWidgetEvent"));
        QVERIFY(std::holds_alternative<OtherPayload>(future.payload));
        QVERIFY(future.raw.contains(R"("widget":{"nested":[1,{"deep":true}]})"));
        const auto &child = std::get<ActionPayload>(items.at(14).payload);
        QCOMPARE(child.actionKind, QStringLiteral("LaunchChildConversationAction"));
        QVERIFY(child.actionJson.contains(R"("task":"Write the docs")"));
    }

    void uuidForms()
    {
        const QString hex = QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34");
        QCOMPARE(normalizeUuidHex(hex), hex);
        QCOMPARE(normalizeUuidHex(QStringLiteral("a3f9c2e4-7b1d-4e6f-8a0b-5c9d2e7f1a34")), hex);
        QCOMPARE(normalizeUuidHex(QStringLiteral("{A3F9C2E4-7B1D-4E6F-8A0B-5C9D2E7F1A34}")), hex);
        QCOMPARE(normalizeUuidHex(QStringLiteral("urn:uuid:a3f9c2e4-7b1d-4e6f-8a0b-5c9d2e7f1a34")), hex);
        QVERIFY(normalizeUuidHex(QStringLiteral("not-a-uuid")).isEmpty());
    }

    void errorBodies()
    {
        QCOMPARE(Codec::errorDetailText(R"({"detail":{"code":"password_change_required","redirect_url":"/x"}})"),
                 QStringLiteral("password_change_required"));
        QCOMPARE(Codec::errorDetailText("<html>oops</html>"), QString());
        QCOMPARE(Codec::errorDetailText(""), QString());
    }
};

QTEST_GUILESS_MAIN(TestCodec)
#include "tst_codec.moc"
