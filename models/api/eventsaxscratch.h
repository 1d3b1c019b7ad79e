// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to models/api (the event SAX handler): what one event collects while it is read. An
// event's `kind` may come after its fields (the server sends it last), so every field any kind
// reads is collected here and the payload is built at the event's closing brace
// (eventsaxbuild.cpp): plain event fields in `fields` (the field table, eventfields.h), the rest in
// the members below.

#include "models/api/eventsaxkeys.h"
#include "models/domain/event.h"

#include <QList>
#include <QMap>
#include <QString>

#include <array>
#include <optional>

namespace Switchyard::Api::CodecDetail::EventSax {

struct ActionScratch
{
    bool isObject = false;
    QString kind, command, path, fileText, oldStr, newStr, message, thought, patch, url, profileName, reason;
    bool isInput = false;
    std::optional<qint64> insertLine;
    QList<TaskItem> tasks;
};

struct ObservationScratch
{
    bool isObject = false;
    QString kind, contentText, output, message, command, path, workingDir;
    QString activeModel, profileName, model, chosenClass; ///< model switches (§13.2)
    bool isError = false;
    enum class Err : quint8
    {
        None,
        Bool,
        String
    } errType = Err::None;
    bool errBool = false;
    QString errText;
    std::optional<qint64> exitCode, metaExitCode;
    bool timeout = false;
    std::optional<QString> oldContent, newContent;
    bool prevExist = false;
    QList<TaskItem> tasks;
    bool hasScreenshot = false;
};

struct ValueScratch
{
    bool nonNull = false;
    bool isString = false;
    bool isObject = false;
    QString string;
    std::optional<QString> fullStateExec;
    QMap<QString, MetricsSnapshot> fullStateUsage; ///< value.stats.usage_to_metrics
    QMap<QString, MetricsSnapshot> statsUsage; ///< value.usage_to_metrics
};

struct Scratch
{
    std::array<QString, 4> req; ///< id, timestamp, source, kind
    std::array<const char *, 4> reqError{}; ///< type name when the value was not a string
    /// The event fields of the field table (eventfields.h), by slot (KeyHit::slot); `seen` has a
    /// bit for each slot whose member came.
    std::array<EventFields::Value, kMaxFieldSlots> fields;
    quint64 seen = 0;
    QList<QString> activatedSkills;
    QList<QString> forgottenIds;
    QString msgRole, msgText, msgReasoning;
    QList<QString> msgImages;
    QString thought;
    QString toolCallArgs;
    QString classificationKind;
    ActionScratch action;
    ObservationScratch obs;
    ValueScratch value;
    QString systemPrompt;
    QList<QString> toolNames;
    // newer kinds (§13.2)
    QString askAction; ///< AskUserResponseEvent.action (a string there, an object in ActionEvent)
    QString acpText; ///< ACPToolCallEvent content blocks
    QList<AskUserQuestion> questions;
    QMap<QString, QList<AskUserPick>> answers;
    QMap<QString, OpenEnum<SecurityRisk>> risks;
};

inline constexpr const char *kReqNames[4] = {"id", "timestamp", "source", "kind"};

inline int reqIndex(K k)
{
    switch (k) {
    case K::Id:
        return 0;
    case K::Timestamp:
        return 1;
    case K::Source:
        return 2;
    case K::Kind:
        return 3;
    default:
        return -1;
    }
}

enum class EvKind : quint8
{
    Other,
    Message,
    Action,
    Observation,
    AgentError,
    UserReject,
    StateUpdate,
    Error,
    Condensation,
    HookExecution,
    StreamingDelta,
    SystemPrompt,
    AskUserRequest,
    AskUserResponse,
    SecurityAnalysis,
    AcpToolCall
};

/// The payload an event kind gets (eventsaxbuild.cpp).
EvKind classify(const QString &kind);

} // namespace Switchyard::Api::CodecDetail::EventSax
