// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QUrl>

class QThread;

namespace Switchyard {

namespace Sim {
class Simulator;
}

/// `switchyard --demo`: the V1 simulator with its demo world, in this process but on its own
/// thread (so the server's work never shows up as GUI-thread lag), listening on 127.0.0.1 at a
/// free port.
class DemoServer final : public QObject
{
    Q_OBJECT
public:
    explicit DemoServer(QObject *parent = nullptr);
    ~DemoServer() override;

    /// Starts the thread, builds and seeds the world, listens. False (and `error`) on failure.
    bool start(QString *error);
    /// Scale mode (benchmarks): `conversations` conversations instead of the demo world.
    bool startScale(int conversations, QString *error);

    [[nodiscard]] QUrl baseUrl() const { return m_baseUrl; }
    [[nodiscard]] QString apiKey() const { return m_apiKey; }
    [[nodiscard]] int conversationCount() const { return m_conversations; }

private:
    bool startWith(int scaleConversations, QString *error);
    void stop();

    QThread *m_thread = nullptr;
    QObject *m_anchor = nullptr; ///< lives in m_thread; context for calls into it
    Sim::Simulator *m_sim = nullptr; ///< lives in m_thread
    QUrl m_baseUrl;
    QString m_apiKey;
    int m_conversations = 0;
};

} // namespace Switchyard
