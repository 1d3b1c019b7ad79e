// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The agent server's session socket (spec §13.3) and the older events socket (§9.6), on the wire:
// parsing the frames a server sends and encoding the ones the client sends. JSON stays here; what
// leaves is domain values (Event) and plain fields. A frame is untrusted input: bounded (4 MiB, the
// server's own cap), nesting-limited, and never thrown away silently (unknown frame types are kept,
// with their raw text, so that the caller can count and log them).

#include "models/api/result.h"
#include "models/domain/event.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <optional>

namespace Switchyard::Api {

/// Frames over this size are refused (the server closes the connection for such a frame too).
inline constexpr qsizetype kMaxSessionFrameBytes = 4 * 1024 * 1024;

struct SessionFrame
{
    enum class Type
    {
        Sync, ///< replay of from_seq..through_seq follows
        Durable, ///< a persisted event with its seq (position in the agent's log)
        Transient, ///< an event that is not persisted (state snapshots)
        ItemStarted, ///< a streamed agent message begins (item_id = the final MessageEvent's id)
        Delta, ///< streamed text of an item (may be lost, never replayed)
        ItemAborted, ///< the streamed item will not arrive
        Error, ///< the server refused an inbound frame; the socket stays open
        Unknown, ///< a type this build does not know: kept in `raw`
    };

    Type type = Type::Unknown;
    QString typeName; ///< the wire spelling of `type` (for Unknown, what the server sent)
    qint64 seq = -1; ///< Durable
    qint64 fromSeq = -1; ///< Sync (-1: absent, nothing to replay)
    qint64 throughSeq = -1; ///< Sync (-1: absent, the log is empty)
    std::optional<Event> event; ///< Durable, Transient
    QString itemId; ///< ItemStarted, Delta, ItemAborted
    int attempt = 0;
    qint64 order = -1; ///< Delta
    qint64 anchorSeq = -1; ///< ItemStarted
    QString deltaKind; ///< Delta: "text" or "reasoning" (verbatim)
    QString content; ///< Delta
    QString reason; ///< ItemAborted
    QString errorCode; ///< Error
    QString detail; ///< Error
    QByteArray raw; ///< Unknown only: the frame as received
};

/// One text frame of the session socket. Errors: Parse (not JSON, not an object, no `type`, a
/// durable frame without a usable seq or event), TooLarge (over kMaxSessionFrameBytes).
[[nodiscard]] Result<SessionFrame> parseSessionFrame(QByteArrayView text);

/// One text frame of the older events socket: the event itself (§9.6).
[[nodiscard]] Result<Event> parseLegacySocketFrame(QByteArrayView text);

/// `{"type":"auth","session_api_key":…}`: the first frame of a session socket. The key is a
/// secret: the caller sends the bytes and forgets them (never logged).
[[nodiscard]] QByteArray encodeAuthFrame(const QString &sessionApiKey);

/// A user message sent over the socket (`{"role":"user","content":[{"type":"text","text":…}]}`).
[[nodiscard]] QByteArray encodeUserMessageFrame(const QString &text);

[[nodiscard]] QString sessionFrameTypeName(SessionFrame::Type type);

} // namespace Switchyard::Api
