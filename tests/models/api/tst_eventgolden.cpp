// SPDX-License-Identifier: GPL-3.0-or-later
// Golden files of the event parser (Codec::parseEvent*, the SAX handler and its field table): every
// recorded event document (the spec's fixtures and real samples, tests/data/events, the
// simulator's recorded output in tests/data/golden/sim) and a set of damaged and odd documents are
// parsed, their domain events (or errors) printed by Test::EventDump, and compared with
// tests/data/golden/<group>.golden.json. With SWITCHYARD_UPDATE_GOLDEN=1 the test writes those
// files instead; review the diff before committing it (tests/data/golden/README.md).
#include "models/api/codec.h"
#include "testutils/eventdump.h"
#include "testutils/testpaths.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
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
using Switchyard::Test::specPath;
namespace Dump = Switchyard::Test::EventDump;

namespace {

enum class Shape
{
    Single,
    Page,
    Batch
};

QJsonObject parse(const QByteArray &doc, Shape shape, const CodecLimits &limits = {})
{
    switch (shape) {
    case Shape::Single:
        return Dump::result(Codec::parseEvent(doc, limits));
    case Shape::Page:
        return Dump::result(Codec::parseEventPage(doc, limits));
    case Shape::Batch:
        return Dump::result(Codec::parseEventBatch(doc, limits));
    }
    return {};
}

/// The outcome in one line: the error, or the number of events and a hash of their dump.
QJsonObject summary(const QJsonObject &result)
{
    if (result.contains(QLatin1String("error")))
        return result;
    const QByteArray dump = QJsonDocument(result).toJson(QJsonDocument::Compact);
    return QJsonObject{
        {QStringLiteral("events"), result.value(QLatin1String("events")).toArray().size()},
        {QStringLiteral("sha1"),
         QString::fromLatin1(QCryptographicHash::hash(dump, QCryptographicHash::Sha1).toHex().left(12))}};
}

const char *shapeName(Shape s)
{
    return s == Shape::Single ? "single" : s == Shape::Page ? "page" : "batch";
}

/// One golden file: name -> result, compared (or written) at the end.
class Golden
{
public:
    explicit Golden(QString group)
        : m_group(std::move(group))
    { }
    void add(const QString &name, const QJsonObject &result)
    {
        QVERIFY2(!m_results.contains(name), qPrintable(QStringLiteral("two documents named ") + name));
        m_results.insert(name, result);
    }
    /// Empty when the results match the golden file (or it was written); else what differs.
    QString check() const
    {
        const QString path = Test::testDataPath(QStringLiteral("golden/%1.golden.json").arg(m_group));
        const QByteArray text = QJsonDocument(m_results).toJson(QJsonDocument::Indented);
        if (qEnvironmentVariableIntValue("SWITCHYARD_UPDATE_GOLDEN") == 1) {
            QFile out(path);
            if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(text) != text.size())
                return QStringLiteral("cannot write ") + path;
            qInfo("wrote %s (%lld documents)", qPrintable(path), qint64(m_results.size()));
            return {};
        }
        const QJsonObject golden = QJsonDocument::fromJson(readFile(path)).object();
        if (golden.isEmpty())
            return QStringLiteral("no golden file %1 (SWITCHYARD_UPDATE_GOLDEN=1 writes it)").arg(path);
        QStringList diffs;
        for (auto it = m_results.constBegin(); it != m_results.constEnd(); ++it) {
            const QJsonValue want = golden.value(it.key());
            if (want.isUndefined())
                diffs << QStringLiteral("new document %1").arg(it.key());
            else if (want.toObject() != it.value().toObject())
                diffs << QStringLiteral("%1:\n  golden %2\n  now    %3")
                             .arg(it.key(),
                                  QString::fromUtf8(QJsonDocument(want.toObject()).toJson(QJsonDocument::Compact)),
                                  QString::fromUtf8(
                                      QJsonDocument(it.value().toObject()).toJson(QJsonDocument::Compact)));
        }
        for (auto it = golden.constBegin(); it != golden.constEnd(); ++it) {
            if (!m_results.contains(it.key()))
                diffs << QStringLiteral("gone: %1").arg(it.key());
        }
        if (diffs.isEmpty())
            return {};
        const qsizetype shown = std::min<qsizetype>(diffs.size(), 5);
        return QStringLiteral("%1: %2 of %3 documents differ from %4 (first %5; SWITCHYARD_UPDATE_GOLDEN=1 "
                              "rewrites it):\n%6")
            .arg(m_group)
            .arg(diffs.size())
            .arg(m_results.size())
            .arg(path)
            .arg(shown)
            .arg(diffs.mid(0, shown).join(QLatin1Char('\n')).left(6000));
    }
    qsizetype size() const { return m_results.size(); }

private:
    QString m_group;
    QJsonObject m_results;
};

QByteArray unwrapRecording(const QByteArray &file)
{
    const QJsonObject o = QJsonDocument::fromJson(file).object();
    const QJsonValue body = o.value(QLatin1String("body"));
    return body.isArray() ? QJsonDocument(body.toArray()).toJson() : QJsonDocument(body.toObject()).toJson();
}

QStringList sortedFiles(const QString &dir, const QStringList &filters, bool recursive)
{
    QDirIterator it(dir, filters, QDir::Files,
                    recursive ? QDirIterator::Subdirectories : QDirIterator::NoIteratorFlags);
    QStringList files;
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

} // namespace

class TestEventGolden : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The spec's documents: the fixtures (as sent, and each as the other shape), the real samples
    // (SDK events, a recorded page, a benchmark history, CLI trajectories).
    void specDocuments()
    {
        Golden golden(QStringLiteral("spec"));
        int events = 0;
        for (const QString &path :
             sortedFiles(specPath(QStringLiteral("fixtures/events")), {QStringLiteral("*.json")}, false)) {
            const QString name = QFileInfo(path).fileName();
            const QByteArray bytes = readFile(path);
            const Shape shape = bytes.trimmed().startsWith('[') ? Shape::Batch : Shape::Page;
            const QJsonObject r = parse(bytes, shape);
            events += r.value(QLatin1String("events")).toArray().size();
            golden.add(name, r);
            const Shape other = shape == Shape::Batch ? Shape::Page : Shape::Batch;
            golden.add(name + QLatin1String(" as ") + QLatin1String(shapeName(other)), summary(parse(bytes, other)));
            // Re-serialised compact and indented (keys sorted, so raw differs from the original).
            const QJsonDocument doc = QJsonDocument::fromJson(bytes);
            golden.add(name + QLatin1String(" compact"), summary(parse(doc.toJson(QJsonDocument::Compact), shape)));
            golden.add(name + QLatin1String(" indented"), summary(parse(doc.toJson(QJsonDocument::Indented), shape)));
        }
        for (const QString &path : sortedFiles(specPath(QStringLiteral("real-samples")), {}, false)) {
            const QString name = QFileInfo(path).fileName();
            const QByteArray bytes = readFile(path);
            if (name.startsWith(QLatin1String("01_"))) {
                const QList<QByteArray> lines = bytes.trimmed().split('\n');
                QJsonArray all;
                for (const QByteArray &line : lines) {
                    const QJsonObject r = parse(line, Shape::Single);
                    QVERIFY2(!r.contains(QLatin1String("error")), qPrintable(name));
                    all.append(r.value(QLatin1String("events")).toArray().first());
                }
                events += all.size();
                golden.add(name, QJsonObject{{QStringLiteral("events"), all}});
                // The same lines as one JSON-lines document (parseEventLines).
                const QJsonObject lined = Dump::result(Codec::parseEventLines(bytes, CodecLimits{}));
                QVERIFY2(lined.value(QLatin1String("events")) == QJsonValue(all), qPrintable(name));
            } else if (name.startsWith(QLatin1String("04_"))) {
                const QJsonObject r = parse(unwrapRecording(bytes), Shape::Page);
                events += r.value(QLatin1String("events")).toArray().size();
                golden.add(name, r);
                const QJsonObject o = QJsonDocument::fromJson(bytes).object().value(QLatin1String("body")).toObject();
                golden.add(name + QLatin1String(" compact"),
                           summary(parse(QJsonDocument(o).toJson(QJsonDocument::Compact), Shape::Page)));
            } else if (name.startsWith(QLatin1String("05_"))) {
                QJsonArray all;
                for (const QByteArray &line : bytes.trimmed().split('\n')) {
                    const QJsonArray history =
                        QJsonDocument::fromJson(line).object().value(QLatin1String("history")).toArray();
                    for (const QJsonValue &h : history) {
                        const QJsonObject r =
                            parse(QJsonDocument(h.toObject()).toJson(QJsonDocument::Indented), Shape::Single);
                        all.append(r.contains(QLatin1String("error"))
                                       ? QJsonValue(r)
                                       : r.value(QLatin1String("events")).toArray().first());
                    }
                }
                events += all.size();
                golden.add(name, QJsonObject{{QStringLiteral("events"), all}});
            }
        }
        for (const char *folder : {"fixtures", "real-samples"}) {
            for (const QString &path :
                 sortedFiles(specPath(QString::fromLatin1(folder)), {QStringLiteral("*.zip")}, true)) {
                QuaZip zip(path);
                QVERIFY2(zip.open(QuaZip::mdUnzip), qPrintable(path));
                QStringList names;
                QMap<QString, QByteArray> entries;
                for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
                    QuaZipFile file(&zip);
                    QVERIFY(file.open(QIODevice::ReadOnly));
                    entries.insert(zip.getCurrentFileName(), file.readAll());
                }
                QJsonObject byEntry;
                for (auto it = entries.cbegin(); it != entries.cend(); ++it) {
                    if (it.key().endsWith(QLatin1String("meta.json")))
                        continue;
                    const QJsonObject r = parse(it.value(), Shape::Single);
                    byEntry.insert(it.key(),
                                   r.contains(QLatin1String("error"))
                                       ? QJsonValue(r)
                                       : r.value(QLatin1String("events")).toArray().first());
                    ++events;
                }
                golden.add(QFileInfo(path).fileName(), byEntry);
            }
        }
        QVERIFY2(events > 100, qPrintable(QString::number(events)));
        const QString d = golden.check();
        QVERIFY2(d.isEmpty(), qPrintable(d));
    }

    // The newer kinds (spec §13.2): the composed page, each of its events alone, and odd shapes.
    void newerKinds()
    {
        Golden golden(QStringLiteral("newer"));
        const QByteArray page = readFile(Test::testDataPath(QStringLiteral("events/newer_kinds_page.json")));
        const QJsonObject r = parse(page, Shape::Page);
        golden.add(QStringLiteral("newer_kinds_page.json"), r);
        const QJsonArray items = QJsonDocument::fromJson(page).object().value(QLatin1String("items")).toArray();
        QCOMPARE(r.value(QLatin1String("events")).toArray().size(), items.size());
        for (qsizetype i = 0; i < items.size(); ++i) {
            const QByteArray one = QJsonDocument(items.at(i).toObject()).toJson(QJsonDocument::Indented);
            golden.add(QStringLiteral("newer_kinds_page.json item %1 alone").arg(i, 2, 10, QLatin1Char('0')),
                       parse(one, Shape::Single));
        }
        const QList<QByteArray> odd = {
            R"([{"kind":"AskUserRequestEvent","questions":[5,{"id":1,"question":null,"text":"t","options":[{"id":"a"},3,{"label":2}],"multi_select":"yes"},{"question":"q","options":{}}],"timeout_seconds":"9"}])",
            R"([{"kind":"AskUserRequestEvent","questions":[{"question":"a","question":"b","options":[{"id":"x"}],"options":[]}],"questions":[{"text":"c"}]}])",
            R"([{"kind":"AskUserResponseEvent","action":{"x":1},"answers":{"a":[1,"l",{"option_id":2},null,[]],"b":5,"c":null,"d":{},"a":["again"]}}])",
            R"([{"kind":"AskUserResponseEvent","action":7,"answers":[1]},{"kind":"AskUserResponseEvent","answers":{"q":"t","q":3}}])",
            R"([{"kind":"SecurityAnalysisEvent","risks":{"a":"LOW","b":2,"a":"MEDIUM","c":"weird"},"details":{"a":[1]},"analyzer":3}])",
            R"([{"kind":"ACPToolCallEvent","content":["s",{"text":1,"content":{"text":"inner"}},{"text":"t","content":{"text":"no"}},{"content":{"text":"a","text":"b"}},{"content":[{"text":"x"}]},7],"is_error":1,"raw_input":[1, 2]}])",
            R"([{"kind":"ACPToolCallEvent","content":"plain","title":{"a":1},"status":2}])",
            R"([{"kind":"ActionEvent","action":{"kind":"SwitchLLMAction","profile_name":3,"reason":null}},{"kind":"ObservationEvent","observation":{"kind":"ClassifyAndSwitchLLMObservation","model":"m","profile_name":"p","active_model":1.5}}])",
        };
        addOdd(golden, QStringLiteral("odd"), odd);
        const QString d = golden.check();
        QVERIFY2(d.isEmpty(), qPrintable(d));
    }

    // Truncated answers, byte-level damage, shapes and types servers never send, duplicate keys
    // (the last one wins), depth limits, and the fuzz target's findings.
    void damagedDocuments()
    {
        Golden golden(QStringLiteral("damaged"));
        const QByteArray page = readFile(specPath(QStringLiteral("fixtures/events/events_search_page.json")));
        for (qsizetype cut = 0; cut < page.size(); cut += 151)
            golden.add(QStringLiteral("prefix %1").arg(cut, 5, 10, QLatin1Char('0')),
                       summary(parse(page.left(cut), Shape::Page)));
        const QByteArray kinds = readFile(specPath(QStringLiteral("fixtures/events/events_other_kinds.json")));
        const char replacements[] = {'"', '{', '}', '[', ']', ',', ':', '1', 'n', ' ', '\\', 'x'};
        quint32 seed = 12345;
        for (int i = 0; i < 600; ++i) {
            seed = seed * 1103515245u + 12345u;
            QByteArray damaged = (i % 10 == 0) ? page : kinds;
            damaged[qsizetype((seed >> 8) % quint32(damaged.size()))] =
                replacements[(seed >> 4) % sizeof(replacements)];
            const Shape shape = (i % 3 == 0) ? Shape::Batch : (i % 3 == 1 ? Shape::Page : Shape::Single);
            golden.add(QStringLiteral("damage %1").arg(i, 3, 10, QLatin1Char('0')), summary(parse(damaged, shape)));
        }
        const QList<QByteArray> odd = {
            "null",
            "5",
            "\"x\"",
            "[]",
            "{}",
            R"({"items":null})",
            R"({"items":5})",
            R"({"items":{}})",
            R"({"items":[1]})",
            R"({"items":[[]]})",
            R"({"items":[null,{"id":1,"kind":"X","source":true}]})",
            R"({"items":[{"id":{}}]})",
            R"({"items":[{"timestamp":[]}]})",
            R"({"items":[{"kind":"ActionEvent"}],"items":[{"kind":"MessageEvent"}]})",
            R"({"items":[{"x":1}],"items":[{"b":1,"a":2,"kind":"MessageEvent"}],"next_page_id":3})",
            R"({"items":5,"items":[{"b":1,"a":2,"kind":"MessageEvent"}]})",
            R"({"it\u0065ms":[{"kind":"ActionEvent","action":{"kind":"FinishAction","message":"m"}}]})",
            R"([{"kind":"ActionEvent","action":{"kind":"TerminalAction","command":"a"},"action":{"command":"b"}}])",
            R"([{"kind":"ActionEvent","action":{"kind":"FileEditorAction","path":1.5,"insert_line":"3"}}])",
            R"([{"kind":"ActionEvent","action":{"kind":"FileEditorAction","insert_line":1e30,"old_str":null}}])",
            R"([{"kind":"ActionEvent","action":5,"thought":[{"text":"a"},"b",{"text":1},{}],"tool_call":{"arguments":2}}])",
            R"([{"kind":"ActionEvent","\u0061ction":{"kind":"ThinkAction","thought":"t"}}])",
            R"([{"kind":"MessageEvent","llm_message":{"content":[{"text":"a","image_urls":["u",1,null,[2]]},{"image_urls":"x"}],"role":"user"},"activated_skills":[1,true,null,{}]}])",
            R"([{"kind":"MessageEvent","llm_message":{"content":"plain"},"llm_message":null}])",
            R"([{"kind":"ObservationEvent","observation":{"kind":"ExecuteBashObservation","output":"o","error":"e","metadata":{"exit_code":2},"exit_code":null}}])",
            R"([{"kind":"ObservationEvent","observation":{"content":[{"text":""}],"message":7,"error":true,"timeout":1,"old_content":null,"new_content":"n","task_list":[{"title":"t","status":"done"},3]}}])",
            R"([{"kind":"ConversationStateUpdateEvent","key":"stats","value":{"usage_to_metrics":{"a":{"accumulated_cost":1,"accumulated_token_usage":{"prompt_tokens":-3}},"b":5,"a":{"model_name":"m"}}}}])",
            R"([{"kind":"ConversationStateUpdateEvent","value":{"execution_status":"running","stats":{"usage_to_metrics":{"m":{"max_budget_per_task":2.5}}}},"key":"full_state"}])",
            R"([{"kind":"ConversationStateUpdateEvent","key":"execution_status","value":"paused"},{"kind":"ConversationStateUpdateEvent","key":"goal","value":[1, 2]}])",
            R"([{"kind":"SystemPromptEvent","system_prompt":{"text":3},"tools":["a",{"title":"","name":"n"},{"function":{"name":"f"}},{"kind":"k"},{},5,null]}])",
            R"([{"kind":"HookExecutionEvent","success":true,"blocked":"yes","exit_code":-1.9,"stdout":null,"error":{"x":1}}])",
            R"([{"kind":"Condensation","forgotten_event_ids":["a",2,2.5,9007199254740993,18446744073709551615],"summary":false}])",
            R"([{"kind":"StreamingDeltaEvent","content":[1],"reasoning_content":0.1}])",
            R"([{"kind":"AgentErrorEvent","classification":{"kind":"k"},"classification":[1]}])",
            R"([{"kind":"ServerErrorEvent","code":1e999}])",
            "[{\"kind\":\"ActionEvent\"} , {\"kind\" : \"UserRejectObservation\",\t\"action_id\":\"a\"}\n]",
            // duplicate plain fields: the last one wins, a later null or container clears
            R"([{"kind":"HookExecutionEvent","tool_name":"a","tool_name":"b","success":true,"success":null,"exit_code":3,"exit_code":"x"}])",
            R"([{"kind":"ActionEvent","parent_id":"p","parent_id":{"x":1},"security_risk":"HIGH","security_risk":"LOW","summary":5}])",
        };
        addOdd(golden, QStringLiteral("odd"), odd);
        CodecLimits tight;
        tight.maxDepth = 4;
        golden.add(QStringLiteral("depth 4, too deep"),
                   parse(R"({"items":[{"value":{"a":[1]}}]})", Shape::Page, tight));
        golden.add(QStringLiteral("depth 4, deep enough"),
                   parse(R"({"items":[{"value":{"a":1}}]})", Shape::Page, tight));
        // Findings of the fuzz_codec target (tests/fuzz), kept as regressions.
        const QList<QByteArray> findings = {
            // "{}" then NUL bytes and the rest of a page (fuzz_codec, 388,211 runs)
            QByteArray::fromBase64(
                "e30AADZldWVbCiAgewogICAgImlkIjogIjVmMWQyZTNjLTRiNWEtNDY5Ny04YSLmXSJdCiAgfSwKICB7CiAgICAiaWQiOiAiNn1h"
                "MmUzZjRkLTVjNmItNDdhOC05YjljLTBkMWUyZjNhNGI1YyIsCiAgICAidGltZXN0YW1wIjogIjIwMjYtMDgtMjBUMTQ6MTI6NDQu"
                "MTE3MDMyIiwKICAgICJzb3VyY2UiOiAiZW52aXJvbm1lbnQiLAogICAgInBhcmVudF9pZCI6IG51bGwsCiAgIAogImtleSI6ICI="),
            QByteArray("{}\0", 3),
            QByteArray("[]\0", 3),
            QByteArray("{\"items\":[]}\0 x", 16),
        };
        CodecLimits limits;
        limits.maxBytes = 1 << 20;
        limits.maxDepth = 256;
        for (qsizetype i = 0; i < findings.size(); ++i) {
            for (const Shape shape : {Shape::Single, Shape::Page, Shape::Batch})
                golden.add(QStringLiteral("fuzz finding %1 as %2").arg(i).arg(QLatin1String(shapeName(shape))),
                           parse(findings.at(i), shape, limits));
        }
        const QString d = golden.check();
        QVERIFY2(d.isEmpty(), qPrintable(d));
    }

    // The simulator's output (recorded by tst_simgolden into tests/data/golden/sim): what the
    // client parses from the server it is tested against.
    void simulatorOutput()
    {
        Golden golden(QStringLiteral("sim"));
        const QStringList files =
            sortedFiles(Test::testDataPath(QStringLiteral("golden/sim")), {QStringLiteral("*.json")}, false);
        QVERIFY2(files.size() >= 10, qPrintable(QString::number(files.size())));
        for (const QString &path : files) {
            const QJsonObject r = parse(readFile(path), Shape::Page);
            QVERIFY2(!r.contains(QLatin1String("error")), qPrintable(path));
            golden.add(QFileInfo(path).fileName(), r);
        }
        const QString d = golden.check();
        QVERIFY2(d.isEmpty(), qPrintable(d));
    }

private:
    static void addOdd(Golden &golden, const QString &prefix, const QList<QByteArray> &docs)
    {
        for (qsizetype i = 0; i < docs.size(); ++i) {
            for (const Shape shape : {Shape::Single, Shape::Page, Shape::Batch})
                golden.add(QStringLiteral("%1 %2 as %3")
                               .arg(prefix)
                               .arg(i, 2, 10, QLatin1Char('0'))
                               .arg(QLatin1String(shapeName(shape))),
                           parse(docs.at(i), shape));
        }
    }
};

QTEST_GUILESS_MAIN(TestEventGolden)
#include "tst_eventgolden.moc"
