// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sim/agentscripts.h"

#include "app/sim/agentbeats.h"
#include "app/sim/eventfactory.h"
#include "app/sim/world.h"

namespace Switchyard::Sim::AgentScripts {

namespace EF = EventFactory;
using json = nlohmann::json;

namespace Beats {

AgentBeat beat(Fn fn, double pace, bool gate)
{
    AgentBeat b;
    b.run = std::move(fn);
    b.pace = pace;
    b.confirmationGate = gate;
    return b;
}

QString repoDir(const SimConversation &c)
{
    return c.workspace.repoRoot.isEmpty() ? c.workspace.root : c.workspace.repoRoot;
}

void stats(World &w, SimConversation &c, qint64 prompt, qint64 completion)
{
    w.addUsage(c, prompt, completion);
    w.appendEvent(c, EF::stats(c, w.nextEventUs(c, 300)));
}

AgentBeat terminal(const QString &command, const QString &thought, const QString &summary, const char *risk)
{
    return beat(
        [=](World &w, SimConversation &c) {
            const QString cmd = QStringLiteral("cd %1 && %2").arg(repoDir(c), command);
            w.addUsage(c, 9000 + static_cast<qint64>(c.rng.below(9000)), 120 + static_cast<qint64>(c.rng.below(300)));
            w.appendEvent(c,
                          EF::action(c, w.nextEventUs(c), QStringLiteral("terminal"), EF::terminalAction(cmd), thought,
                                     summary, risk));
        },
        1.0);
}

AgentBeat terminalResult(const QString &command, const QString &output, int exitCode, bool gate, bool withStats,
                         std::function<void(SimConversation &)> effect)
{
    return beat(
        [=](World &w, SimConversation &c) {
            if (effect)
                effect(c);
            const QString cmd = QStringLiteral("cd %1 && %2").arg(repoDir(c), command);
            w.appendEvent(
                c, EF::observation(c, w.nextEventUs(c), EF::terminalObservation(cmd, output, exitCode, repoDir(c))));
            if (withStats)
                stats(w, c, 0, 0);
        },
        0.8, gate);
}

/// file_editor action + (next beat) observation that really changes the workspace.
void fileEdit(std::deque<AgentBeat> &beats, const QString &relPath, const QString &oldStr, const QString &newStr,
              const QString &createText, const QString &thought, const QString &summary, bool gate)
{
    beats.push_back(beat([=](World &w, SimConversation &c) {
        const QString path = repoDir(c) + QLatin1Char('/') + relPath;
        json a = createText.isNull()
            ? EF::fileEditAction(QStringLiteral("str_replace"), path, oldStr, newStr, QString())
            : EF::fileEditAction(QStringLiteral("create"), path, QString(), QString(), createText);
        w.addUsage(c, 10000 + static_cast<qint64>(c.rng.below(8000)), 200 + static_cast<qint64>(c.rng.below(600)));
        w.appendEvent(c, EF::action(c, w.nextEventUs(c), QStringLiteral("file_editor"), a, thought, summary, "MEDIUM"));
    }));
    beats.push_back(beat(
        [=](World &w, SimConversation &c) {
            const QString path = repoDir(c) + QLatin1Char('/') + relPath;
            const std::optional<QString> before = c.workspace.read(path);
            QString after;
            QString text;
            if (createText.isNull()) {
                after = before.value_or(QString());
                after.replace(oldStr, newStr);
                text = QStringLiteral("The file %1 has been edited. Review the changes and make sure they are as "
                                      "expected. Edit the file again if necessary.")
                           .arg(path);
            } else {
                after = createText;
                text = QStringLiteral("File created successfully at: %1").arg(path);
            }
            c.workspace.write(path, after);
            w.appendEvent(c,
                          EF::observation(c, w.nextEventUs(c),
                                          EF::fileEditObservation(createText.isNull() ? QStringLiteral("str_replace")
                                                                                      : QStringLiteral("create"),
                                                                  path, before, after, text)));
        },
        0.4, gate));
}

AgentBeat plan(const QList<std::pair<QString, QString>> &tasks, const QString &thought)
{
    return beat([=](World &w, SimConversation &c) {
        const json list = EF::taskList(tasks);
        w.addUsage(c, 8000, 250);
        w.appendEvent(c,
                      EF::action(c, w.nextEventUs(c), QStringLiteral("task_tracker"), EF::taskTrackerAction(list),
                                 thought, QStringLiteral("updating the task list"), "LOW"));
        w.appendEvent(c, EF::observation(c, w.nextEventUs(c), EF::taskTrackerObservation(list)));
    });
}

AgentBeat think(const QString &thought)
{
    return beat([=](World &w, SimConversation &c) {
        w.addUsage(c, 7000, 300);
        w.appendEvent(c,
                      EF::action(c, w.nextEventUs(c), QStringLiteral("think"), EF::thinkAction(thought), QString(),
                                 QStringLiteral("thinking about the approach"), "LOW"));
        w.appendEvent(c, EF::observation(c, w.nextEventUs(c), EF::thinkObservation()));
    });
}

AgentBeat say(const QString &text, double pace)
{
    return beat(
        [=](World &w, SimConversation &c) {
            w.addUsage(c, 9000, 180);
            w.agentMessage(c, text); // streamed first on newer agent servers
        },
        pace);
}

void finish(std::deque<AgentBeat> &beats, const QString &message)
{
    beats.push_back(beat([=](World &w, SimConversation &c) {
        w.addUsage(c, 9500, 220);
        w.appendEvent(c,
                      EF::action(c, w.nextEventUs(c), QStringLiteral("finish"), EF::finishAction(message), QString(),
                                 QStringLiteral("reporting the result"), "LOW"));
    }));
    beats.push_back(beat(
        [=](World &w, SimConversation &c) {
            w.appendEvent(c, EF::observation(c, w.nextEventUs(c), EF::finishObservation(message)));
            stats(w, c, 0, 0);
            w.setExecutionStatus(c, QStringLiteral("finished"));
        },
        0.3));
}

AgentBeat opening(const QString &message, bool confirmation)
{
    return beat([=](World &w, SimConversation &c) {
        w.appendEvent(c, EF::systemPrompt(c, w.nextEventUs(c)));
        if (confirmation)
            w.appendEvent(c,
                          EF::stateUpdate(c, w.nextEventUs(c), QStringLiteral("confirmation_policy"),
                                          json{{"kind", "AlwaysConfirm"}}));
        if (!message.isEmpty()) {
            w.appendEvent(c, EF::message(c, w.nextEventUs(c), "user", message));
            w.setExecutionStatus(c, QStringLiteral("running"));
        }
    });
}

const QString kAppOld = QStringLiteral("def parse(text):\n    if not text:\n        raise ValueError(\"empty input\")\n"
                                       "    return [item.strip() for item in text.split(\",\")]\n");
const QString kFailOutput = QStringLiteral(
    "..F.\n=================================== FAILURES ===================================\n"
    "___________________________ test_parse_empty_input ____________________________\n\n"
    "    def test_parse_empty_input():\n>       assert parse(\"\") == []\nE       ValueError: empty input\n\n"
    "tests/test_app.py:14: ValueError\n=========================== short test summary info "
    "============================\n"
    "FAILED tests/test_app.py::test_parse_empty_input - ValueError: empty input\n1 failed, 3 passed in 0.41s");

/// confirmation: every step waits for approval ("confirm"); gateDestructive: only the destructive
/// `git rm` does ("review": a rich conversation that stops at a pending approval). Long because the
/// script is one story, step after step; splitting it would scatter the story.
void fixTests(std::deque<AgentBeat> &b, bool confirmation, bool condense, bool gateDestructive)
{
    b.push_back(
        think(QStringLiteral("Run the suite first, then look at the failing test before touching src/app.py.")));
    b.push_back(plan({{QStringLiteral("Reproduce the failing test"), QStringLiteral("in_progress")},
                      {QStringLiteral("Fix the parser"), QStringLiteral("todo")},
                      {QStringLiteral("Add a regression test"), QStringLiteral("todo")}},
                     QStringLiteral("Let me plan the work.")));
    b.push_back(beat([](World &w, SimConversation &c) {
        const QString path = c.workspace.root + QStringLiteral("/PLAN.md");
        const QString text =
            QStringLiteral("# Plan\n\n1. Reproduce failing test\n2. Fix parser\n3. Add regression test\n");
        w.addUsage(c, 8000, 200);
        w.appendEvent(c,
                      EF::action(c, w.nextEventUs(c), QStringLiteral("file_editor"),
                                 EF::fileEditAction(QStringLiteral("create"), path, QString(), QString(), text),
                                 QStringLiteral("I'll write the plan down."), QStringLiteral("writing PLAN.md"),
                                 "LOW"));
        c.workspace.write(path, text);
        w.appendEvent(
            c,
            EF::observation(c, w.nextEventUs(c),
                            EF::fileEditObservation(QStringLiteral("create"), path, std::nullopt, text,
                                                    QStringLiteral("File created successfully at: %1").arg(path))));
    }));
    b.push_back(terminal(QStringLiteral("python -m pytest -q"), QStringLiteral("I'll start by running the test suite."),
                         QStringLiteral("running the test suite")));
    b.push_back(terminalResult(QStringLiteral("python -m pytest -q"), kFailOutput, 1, confirmation));
    if (condense) {
        b.push_back(beat([](World &w, SimConversation &c) {
            QStringList forgotten;
            for (std::size_t i = 2; i < c.events.size() && forgotten.size() < 4; ++i) {
                if (!EF::isArtifact(c.events[i]))
                    forgotten << World::q(c.events[i]["id"].get<std::string>());
            }
            w.appendEvent(
                c,
                EF::condensation(c, w.nextEventUs(c), forgotten,
                                 QStringLiteral("USER_CONTEXT: fix failing tests in src/app.py. Suite: 1 failed "
                                                "(test_parse_empty_input), 3 passed.")));
        }));
        b.push_back(beat([](World &w, SimConversation &c) {
            const QString cmd = QStringLiteral("rm -rf build .pytest_cache");
            w.appendEvent(c,
                          EF::action(c, w.nextEventUs(c), QStringLiteral("terminal"), EF::terminalAction(cmd),
                                     QStringLiteral("Clean the caches first."), QStringLiteral("removing caches"),
                                     "HIGH"));
            w.appendEvent(c,
                          EF::hookExecution(c, w.nextEventUs(c), QStringLiteral(".openhands/hooks/block_rm.sh"),
                                            QStringLiteral("terminal"), true, QStringLiteral("rm -rf is not allowed")));
            w.appendEvent(c, EF::userReject(c, w.nextEventUs(c), QStringLiteral("rm -rf is not allowed"), "hook"));
        }));
    }
    fileEdit(b, QStringLiteral("src/app.py"), QStringLiteral("        raise ValueError(\"empty input\")"),
             QStringLiteral("        return []"), QString(),
             QStringLiteral("The parser raises on empty input; the test expects an empty list."),
             QStringLiteral("editing parser to return empty list on empty input"), confirmation);
    // an invalid tool call, answered by an AgentErrorEvent
    b.push_back(beat([](World &w, SimConversation &c) {
        const QString raw =
            QStringLiteral("{\"command\": \"python -m pytest -q --timeout=30\", \"timeout\": \"thirty\"}");
        w.appendEvent(c,
                      EF::action(c, w.nextEventUs(c), QStringLiteral("terminal"), json(nullptr), QString(), QString(),
                                 "LOW", raw));
        w.appendEvent(
            c,
            EF::agentError(c, w.nextEventUs(c),
                           QStringLiteral("Error validating args %1 for tool 'terminal': 1 validation error for "
                                          "TerminalAction\ntimeout\n  Input should be a valid number")
                               .arg(raw)));
    }));
    fileEdit(
        b, QStringLiteral("tests/test_regression.py"), QString(), QString(),
        QStringLiteral("from src.app import parse\n\n\ndef test_parse_empty_returns_list():\n    assert parse(\"\") == "
                       "[]\n\n\ndef test_parse_strips_items():\n    assert parse(\" a, b \") == [\"a\", \"b\"]\n"),
        QStringLiteral("Add a regression test."), QStringLiteral("adding a regression test"), confirmation);
    b.push_back(terminal(QStringLiteral("git rm -q tests/test_legacy.py"),
                         QStringLiteral("test_legacy.py duplicates test_app.py; remove it."),
                         QStringLiteral("removing a stale test"), gateDestructive ? "HIGH" : "LOW"));
    b.push_back(terminalResult(QStringLiteral("git rm -q tests/test_legacy.py"), QString(), 0,
                               confirmation || gateDestructive, false, [](SimConversation &c) {
                                   c.workspace.remove(repoDir(c) + QStringLiteral("/tests/test_legacy.py"));
                               }));
    b.push_back(terminal(QStringLiteral("python -m pytest -q"), QStringLiteral("Run the suite again."),
                         QStringLiteral("running the test suite again")));
    b.push_back(terminalResult(QStringLiteral("python -m pytest -q"), QStringLiteral("......\n6 passed in 0.38s"), 0,
                               confirmation));
    b.push_back(plan({{QStringLiteral("Reproduce the failing test"), QStringLiteral("done")},
                      {QStringLiteral("Fix the parser"), QStringLiteral("done")},
                      {QStringLiteral("Add a regression test"), QStringLiteral("done")}},
                     QStringLiteral("Everything is done.")));
    b.push_back(
        say(QStringLiteral("`parse(\"\")` now returns an empty list instead of raising; I added "
                           "tests/test_regression.py and removed the stale tests/test_legacy.py. 6/6 tests pass.")));
    finish(b,
           QStringLiteral("All tests pass now. `parse(\"\")` in src/app.py returns an empty list instead of raising "
                          "ValueError; 6/6 tests pass."));
}

QString bigFile(int lines, int seed)
{
    QString out;
    out.reserve(lines * 40);
    out += QStringLiteral("\"\"\"Generated module %1.\"\"\"\n\n").arg(seed);
    for (int i = 0; i < lines; ++i)
        out += QStringLiteral("def handler_%1_%2(value):\n    return value * %3 + %4\n\n")
                   .arg(seed)
                   .arg(i)
                   .arg(i % 7 + 1)
                   .arg(seed);
    return out;
}
} // namespace Beats

using namespace Beats;

QStringList names()
{
    return {QStringLiteral("fix_tests"),  QStringLiteral("confirm"),  QStringLiteral("stuck"),
            QStringLiteral("error"),      QStringLiteral("condense"), QStringLiteral("big_diff"),
            QStringLiteral("chat"),       QStringLiteral("idle"),     QStringLiteral("endless"),
            QStringLiteral("review"),     QStringLiteral("ask_user"), QStringLiteral("security"),
            QStringLiteral("switch_llm"), QStringLiteral("acp"),      QStringLiteral("planner"),
            QStringLiteral("budget"),     QStringLiteral("ask_multi")};
}

void seedRepository(SimConversation &c)
{
    const QString r = c.workspace.repoRoot;
    const QString name = c.repository.section(QLatin1Char('/'), -1);
    c.workspace.addBase(r + QStringLiteral("/README.md"),
                        QStringLiteral("# %1\n\nRun `make test` before committing. Python 3.12, use uv.\n").arg(name));
    c.workspace.addBase(
        r + QStringLiteral("/pyproject.toml"),
        QStringLiteral("[project]\nname = \"%1\"\nversion = \"0.3.1\"\nrequires-python = \">=3.12\"\n").arg(name));
    c.workspace.addBase(r + QStringLiteral("/src/__init__.py"), QString());
    c.workspace.addBase(r + QStringLiteral("/src/app.py"), kAppOld);
    c.workspace.addBase(
        r + QStringLiteral("/tests/test_app.py"),
        QStringLiteral("from src.app import parse\n\n\ndef test_parse_one():\n    assert parse(\"a\") == [\"a\"]\n\n\n"
                       "def test_parse_two():\n    assert parse(\"a,b\") == [\"a\", \"b\"]\n\n\n"
                       "def test_parse_spaces():\n    assert parse(\"a, b\") == [\"a\", \"b\"]\n\n\n"
                       "def test_parse_empty_input():\n    assert parse(\"\") == []\n"));
    c.workspace.addBase(
        r + QStringLiteral("/tests/test_legacy.py"),
        QStringLiteral("from src.app import parse\n\n\ndef test_legacy():\n    assert parse(\"x\") == [\"x\"]\n"));
    c.workspace.addBase(
        r + QStringLiteral("/.openhands/hooks.json"),
        QStringLiteral("{\"pre_tool_use\": [{\"matcher\": \"terminal\", \"hooks\": [{\"type\": \"command\", "
                       "\"command\": \".openhands/hooks/block_rm.sh\", \"timeout\": 10}]}]}\n"));
    c.workspace.addBase(r + QStringLiteral("/.openhands/microagents/repo.md"),
                        QStringLiteral("# %1\n\nRun `make test` before committing. Python 3.12, use uv.").arg(name));
}

// One branch per script name, each a few lines: kept together so the scripts read as a list.
std::deque<AgentBeat> build(SimConversation &c, const QString &script, const QString &message)
{
    if (isNewer(script) && !message.isEmpty())
        return buildNewer(c, script, message);
    std::deque<AgentBeat> b;
    const bool confirmation = script == QLatin1String("confirm") || script == QLatin1String("review");
    b.push_back(opening(message, confirmation));
    if (message.isEmpty() || script == QLatin1String("idle"))
        return b;
    if (script == QLatin1String("chat")) {
        const auto r = reply(message);
        b.insert(b.end(), r.begin(), r.end());
    } else if (script == QLatin1String("stuck")) {
        b.push_back(think(QStringLiteral("The failing test should tell me what is wrong.")));
        for (int i = 0; i < 4; ++i) {
            b.push_back(terminal(QStringLiteral("python -m pytest -q tests/test_app.py::test_parse_empty_input"),
                                 QStringLiteral("Let me run the failing test again."),
                                 QStringLiteral("running the failing test")));
            b.push_back(terminalResult(
                QStringLiteral("python -m pytest -q tests/test_app.py::test_parse_empty_input"),
                QStringLiteral(
                    "F\nFAILED tests/test_app.py::test_parse_empty_input - ValueError: empty input\n1 failed in 0.12s"),
                1));
        }
        b.push_back(beat(
            [](World &w, SimConversation &c2) {
                w.setExecutionStatus(c2, QStringLiteral("stuck"));
            },
            0.5));
    } else if (script == QLatin1String("error")) {
        b.push_back(think(QStringLiteral("I need to inspect the repository layout first.")));
        b.push_back(
            terminal(QStringLiteral("ls -la"), QStringLiteral("List the files."), QStringLiteral("listing files")));
        b.push_back(terminalResult(
            QStringLiteral("ls -la"),
            QStringLiteral(
                "total 24\ndrwxr-xr-x 5 openhands openhands 4096 .\n-rw-r--r-- 1 openhands openhands  61 README.md\n"
                "drwxr-xr-x 2 openhands openhands 4096 src\ndrwxr-xr-x 2 openhands openhands 4096 tests"),
            0));
        b.push_back(beat([](World &w, SimConversation &c2) {
            w.appendEvent(c2,
                          EF::conversationError(
                              c2, w.nextEventUs(c2), QStringLiteral("BadRequestError"),
                              QStringLiteral("litellm.BadRequestError: prompt is too long: 212431 tokens > 200000 "
                                             "maximum")));
            w.setExecutionStatus(c2, QStringLiteral("error"));
        }));
    } else if (script == QLatin1String("big_diff")) {
        b.push_back(plan({{QStringLiteral("Split the handlers into modules"), QStringLiteral("in_progress")},
                          {QStringLiteral("Regenerate the handler table"), QStringLiteral("todo")}},
                         QStringLiteral("This is a large refactor; plan it.")));
        for (int i = 0; i < 8; ++i) {
            fileEdit(b, QStringLiteral("src/handlers/module_%1.py").arg(i, 2, 10, QLatin1Char('0')), QString(),
                     QString(), bigFile(60 + i * 25, i), QStringLiteral("Create handler module %1.").arg(i),
                     QStringLiteral("creating handler module %1").arg(i));
        }
        fileEdit(
            b, QStringLiteral("src/app.py"), QStringLiteral("    return [item.strip() for item in text.split(\",\")]"),
            QStringLiteral("    items = [item.strip() for item in text.split(\",\")]\n    return [item for item in "
                           "items if item]"),
            QString(), QStringLiteral("Drop empty items."), QStringLiteral("filtering empty items"));
        b.push_back(terminal(QStringLiteral("git rm -q tests/test_legacy.py"), QStringLiteral("Remove the stale test."),
                             QStringLiteral("removing a stale test")));
        b.push_back(terminalResult(QStringLiteral("git rm -q tests/test_legacy.py"), QString(), 0, false, false,
                                   [](SimConversation &c2) {
                                       c2.workspace.remove(repoDir(c2) + QStringLiteral("/tests/test_legacy.py"));
                                   }));
        b.push_back(terminal(QStringLiteral("python -m pytest -q"), QStringLiteral("Run everything."),
                             QStringLiteral("running the test suite")));
        b.push_back(
            terminalResult(QStringLiteral("python -m pytest -q"), QStringLiteral("........\n8 passed in 0.92s"), 0));
        finish(b,
               QStringLiteral("Split the handlers into 8 modules under src/handlers/ and removed a stale test. All "
                              "tests pass."));
    } else if (script == QLatin1String("endless")) {
        const auto r = endlessRound(c, 0);
        b.insert(b.end(), r.begin(), r.end());
    } else {
        fixTests(b, script == QLatin1String("confirm"), script == QLatin1String("condense"),
                 script == QLatin1String("review"));
    }
    return b;
}

std::deque<AgentBeat> reply(const QString &message)
{
    std::deque<AgentBeat> b;
    const QString text = message.isEmpty()
        ? QStringLiteral("There is nothing left to do; the task is complete.")
        : QStringLiteral("Done: \"%1\". Let me know if you want anything else.").arg(message.left(80));
    b.push_back(say(text, 0.7));
    finish(b, text);
    return b;
}

std::deque<AgentBeat> afterRejection()
{
    std::deque<AgentBeat> b;
    b.push_back(say(QStringLiteral("Understood, I did not run that. The fix is in place but unverified; tell me how "
                                   "you want me to proceed."),
                    0.7));
    finish(b, QStringLiteral("Stopped at your request; the change was not verified."));
    return b;
}

std::deque<AgentBeat> filler(int count)
{
    std::deque<AgentBeat> b;
    for (int i = 0; i < count; ++i) {
        switch (i % 3) {
        case 0:
            b.push_back(beat([i](World &w, SimConversation &c) {
                w.appendEvent(c,
                              EF::action(c, w.nextEventUs(c), QStringLiteral("terminal"),
                                         EF::terminalAction(QStringLiteral("echo step %1").arg(i)), QString(),
                                         QStringLiteral("echoing"), "LOW"));
            }));
            break;
        case 1:
            b.push_back(beat([i](World &w, SimConversation &c) {
                w.appendEvent(c,
                              EF::observation(c, w.nextEventUs(c),
                                              EF::terminalObservation(QStringLiteral("echo step %1").arg(i - 1),
                                                                      QStringLiteral("step %1").arg(i - 1), 0,
                                                                      c.workspace.root)));
            }));
            break;
        default:
            b.push_back(beat([i](World &w, SimConversation &c) {
                w.appendEvent(
                    c, EF::message(c, w.nextEventUs(c), "assistant", QStringLiteral("Progress note %1.").arg(i)));
            }));
            break;
        }
    }
    return b;
}

std::deque<AgentBeat> endlessRound(SimConversation &c, int round)
{
    Q_UNUSED(c)
    std::deque<AgentBeat> b;
    const QString module = QStringLiteral("src/feature_%1.py").arg(round % 12);
    b.push_back(think(QStringLiteral("Round %1: next I extend %2.").arg(round).arg(module)));
    fileEdit(b, module, QString(), QString(), bigFile(4 + round % 5, round), QStringLiteral("Write %1.").arg(module),
             QStringLiteral("writing %1").arg(module));
    b.push_back(terminal(QStringLiteral("python -m pytest -q"), QStringLiteral("Check the suite."),
                         QStringLiteral("running the test suite")));
    b.push_back(terminalResult(QStringLiteral("python -m pytest -q"),
                               QStringLiteral("%1 passed in 0.%2s").arg(6 + round).arg(30 + round % 60),
                               round % 4 == 3 ? 1 : 0));
    if (round % 3 == 2)
        b.push_back(say(QStringLiteral("Finished round %1; %2 tests pass.").arg(round).arg(6 + round)));
    return b;
}

QString titleFor(const QString &message)
{
    QStringList words;
    const QStringList parts = message.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &w : parts) {
        if (w.startsWith(QLatin1Char('#')))
            continue;
        words << w;
        if (words.size() == 8)
            break;
    }
    QString t = words.join(QLatin1Char(' '));
    while (t.endsWith(QLatin1Char('.')) || t.endsWith(QLatin1Char(',')))
        t.chop(1);
    if (t.size() > 60)
        t = t.left(57) + QStringLiteral("...");
    if (!t.isEmpty())
        t[0] = t[0].toUpper();
    return t.isEmpty() ? QStringLiteral("Untitled task") : t;
}

} // namespace Switchyard::Sim::AgentScripts
