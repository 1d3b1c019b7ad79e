// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/singleinstance.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDataStream>
#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <QLockFile>
#include <QStandardPaths>
#include <QThread>

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
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    QDir().mkpath(dir);
    m_lockPath = QDir(dir).filePath(m_name + QStringLiteral(".instance.lock"));
}

SingleInstance::~SingleInstance()
{
    // The socket goes before the lock: a launch that finds the lock free finds no socket either.
    delete m_server;
    m_server = nullptr;
}

bool SingleInstance::acquire()
{
    if (m_lock)
        return true;
    auto lock = std::make_unique<QLockFile>(m_lockPath);
    lock->setStaleLockTime(0); // only a dead owner's lock is stale, however long it ran
    if (!lock->tryLock(0))
        return false;
    m_lock = std::move(lock);
    if (!listen())
        qWarning("single instance: cannot listen on %s; later launches will wait for this one in vain",
                 qPrintable(m_name));
    return true;
}

qint64 SingleInstance::ownerPid() const
{
    if (m_lock)
        return QCoreApplication::applicationPid();
    QLockFile probe(m_lockPath);
    qint64 pid = 0;
    QString host, app;
    return probe.getLockInfo(&pid, &host, &app) ? pid : 0;
}

bool SingleInstance::handOff(const QStringList &files, int timeoutMs)
{
    // The owner may still be starting: its socket may not exist yet. Keep trying until the deadline.
    const QDeadlineTimer deadline(timeoutMs);
    QLocalSocket socket;
    for (;;) {
        socket.connectToServer(m_name);
        if (socket.waitForConnected(int(std::max<qint64>(1, deadline.remainingTime()))))
            break;
        socket.abort();
        if (deadline.hasExpired())
            return false;
        QThread::msleep(50);
    }
    const auto remaining = [&deadline] {
        return int(std::max<qint64>(1, deadline.remainingTime()));
    };
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
    if (!socket.waitForBytesWritten(remaining()))
        return false;
    // The running instance answers once it has the files: a crashed or hung one does not count.
    while (socket.bytesAvailable() < 1) {
        if (deadline.hasExpired() || !socket.waitForReadyRead(remaining()))
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
        // A socket left behind by a crashed owner: this launch holds the lock, so it is nobody's.
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
