// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/singleinstance.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <QStandardPaths>

namespace Switchyard {

namespace {

constexpr quint32 kMagic = 0x53594931; // "SYI1"
constexpr qint64 kMaxMessage = 1 << 20;

QString userName()
{
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty())
        user = qEnvironmentVariable("USERNAME");
    return user;
}

} // namespace

SingleInstance::SingleInstance(const QString &cacheKey, QObject *parent)
    : QObject(parent)
{
    const QByteArray material = userName().toUtf8() + '\n'
        + QStandardPaths::writableLocation(QStandardPaths::CacheLocation).toUtf8() + '\n' + cacheKey.toUtf8();
    m_name = QStringLiteral("switchyard-")
        + QString::fromLatin1(QCryptographicHash::hash(material, QCryptographicHash::Sha256).toHex().left(24));
}

SingleInstance::~SingleInstance() = default;

bool SingleInstance::handOff(const QStringList &files, int timeoutMs)
{
    QLocalSocket socket;
    socket.connectToServer(m_name);
    if (!socket.waitForConnected(timeoutMs))
        return false;
    QStringList absolute;
    for (const QString &f : files)
        absolute.append(QFileInfo(f).absoluteFilePath());
    QByteArray payload;
    {
        QDataStream out(&payload, QIODevice::WriteOnly);
        out.setVersion(QDataStream::Qt_6_4);
        out << kMagic << absolute;
    }
    QByteArray message;
    {
        QDataStream out(&message, QIODevice::WriteOnly);
        out.setVersion(QDataStream::Qt_6_4);
        out << payload;
    }
    socket.write(message);
    if (!socket.waitForBytesWritten(timeoutMs))
        return false;
    // The running instance answers once it has the files: a crashed or hung one does not count.
    while (socket.bytesAvailable() < 1) {
        if (!socket.waitForReadyRead(timeoutMs))
            return false;
    }
    return socket.read(1) == "k";
}

bool SingleInstance::listen()
{
    if (m_server)
        return true;
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    if (!m_server->listen(m_name)) {
        // A socket left behind by a crashed instance (nobody answered handOff): take it over.
        QLocalServer::removeServer(m_name);
        if (!m_server->listen(m_name)) {
            delete m_server;
            m_server = nullptr;
            return false;
        }
    }
    connect(m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket *s = m_server->nextPendingConnection()) {
            connect(s, &QLocalSocket::disconnected, s, &QObject::deleteLater);
            connect(s, &QLocalSocket::readyRead, this, [this, s] {
                if (s->bytesAvailable() > kMaxMessage) {
                    s->abort();
                    return;
                }
                QDataStream in(s);
                in.setVersion(QDataStream::Qt_6_4);
                in.startTransaction();
                QByteArray payload;
                in >> payload;
                if (!in.commitTransaction())
                    return; // wait for the rest
                QDataStream body(payload);
                body.setVersion(QDataStream::Qt_6_4);
                quint32 magic = 0;
                QStringList files;
                body >> magic >> files;
                if (magic != kMagic || body.status() != QDataStream::Ok) {
                    s->abort();
                    return;
                }
                s->write("k");
                s->flush();
                Q_EMIT filesReceived(files);
            });
        }
    });
    return true;
}

} // namespace Switchyard
