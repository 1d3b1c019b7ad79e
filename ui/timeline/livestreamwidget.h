// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Live following in the timeline (issue #16):
//  - LiveBadge: "live", "polling" or "offline" for one conversation (LiveReader::mode), small, in
//    the timeline header and usable in other rows;
//  - LiveStreamWidget: the agent's reply while it streams over the session socket, visibly
//    provisional (dimmed italic text under a "typing…" line) until its durable event arrives and the
//    row takes its place; gone when the stream is aborted or the socket reconnects. The text is the
//    server's: shown as plain text only.

#include <QPointer>
#include <QString>
#include <QWidget>

class QLabel;

namespace Switchyard {

class LiveReader;

class LiveBadge final : public QWidget
{
    Q_OBJECT
public:
    explicit LiveBadge(QWidget *parent = nullptr);
    void setLive(LiveReader *live);
    void setConversation(const QString &conversationId);
    [[nodiscard]] QString text() const;

private:
    void update();
    QPointer<LiveReader> m_live;
    QString m_id;
    QLabel *m_label = nullptr;
};

class LiveStreamWidget final : public QWidget
{
    Q_OBJECT
public:
    explicit LiveStreamWidget(QWidget *parent = nullptr);
    void setStreams(LiveReader *live);
    void setConversation(const QString &conversationId);
    /// The provisional text shown now (tests).
    [[nodiscard]] QString provisionalText() const;

    /// Characters of the streamed text shown (its end; the durable event has all of it).
    static constexpr qsizetype kShownChars = 1200;

private:
    void refresh();
    QPointer<LiveReader> m_streams;
    QString m_id;
    QLabel *m_typing = nullptr;
    QLabel *m_text = nullptr;
};

} // namespace Switchyard
