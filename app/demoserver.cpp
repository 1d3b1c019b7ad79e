// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/demoserver.h"

#include "app/sim/simulator.h"

#include <QThread>

namespace Switchyard {

DemoServer::DemoServer(QObject *parent)
    : QObject(parent)
{ }

DemoServer::~DemoServer()
{
    stop();
}

bool DemoServer::start(QString *error)
{
    return startWith(0, error);
}

bool DemoServer::startScale(int conversations, QString *error)
{
    return startWith(conversations, error);
}

bool DemoServer::startWith(int scaleConversations, QString *error)
{
    stop();
    m_thread = new QThread(this);
    m_thread->setObjectName(QStringLiteral("demo-server"));
    m_anchor = new QObject;
    m_anchor->moveToThread(m_thread);
    m_thread->start();
    quint16 port = 0;
    // Building the world is CPU work of a few milliseconds, done once at start-up; the GUI thread
    // waits for it so that the first paint already has a server to talk to.
    QMetaObject::invokeMethod(
        m_anchor,
        [this, scaleConversations, &port] {
            Sim::SimOptions options;
            options.demo = scaleConversations == 0;
            m_sim = new Sim::Simulator(options);
            if (scaleConversations > 0)
                m_sim->seedScale(scaleConversations);
            else if (m_sim->conversationIds().isEmpty())
                m_sim->seedDemo();
            port = m_sim->listen(QHostAddress::LocalHost, 0);
            m_baseUrl = m_sim->baseUrl();
            m_apiKey = m_sim->apiKey();
            m_conversations = int(m_sim->conversationIds().size());
        },
        Qt::BlockingQueuedConnection);
    if (port == 0) {
        if (error)
            *error = tr("The built-in simulator could not listen on 127.0.0.1.");
        stop();
        return false;
    }
    return true;
}

void DemoServer::stop()
{
    if (!m_thread)
        return;
    QMetaObject::invokeMethod(
        m_anchor,
        [this] {
            delete m_sim;
            m_sim = nullptr;
        },
        Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
    delete m_anchor; // its thread has finished
    m_anchor = nullptr;
    delete m_thread;
    m_thread = nullptr;
}

} // namespace Switchyard
