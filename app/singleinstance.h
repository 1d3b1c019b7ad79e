// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One window per cache: the first launch takes a lock file named after the user, the cache folder
// and the cache key (the server it shows) and listens on a local socket of the same name; a second
// launch for the same cache finds the lock held, hands its files to the owner and exits, as
// desktop applications do (`switchyard FILE` opens FILE in the running window). The lock, not the
// socket, decides who owns the cache: a launch that cannot reach a slow owner in time says so and
// never takes the cache over (QLockFile frees the lock of a process that died).

#include <QObject>
#include <QStringList>

#include <memory>

class QLocalServer;
class QLockFile;

namespace Switchyard {

class SingleInstance final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SingleInstance)
public:
    /// `cacheKey`: which cache this launch would use (CacheKey::forServer, or a word such as "none").
    explicit SingleInstance(const QString &cacheKey, QObject *parent = nullptr);
    ~SingleInstance() override;

    /// The local socket name (per user, cache folder and key; short enough for any platform).
    [[nodiscard]] QString serverName() const { return m_name; }

    /// Takes the cache's lock and listens: true when this launch owns the cache (also when it
    /// owned it already). False when another running instance owns it: then hand the files over
    /// (handOff) and stop; never open the cache.
    bool acquire();
    [[nodiscard]] bool isOwner() const { return m_lock != nullptr; }
    /// The process id of the instance that owns the cache (0 when unknown or none).
    [[nodiscard]] qint64 ownerPid() const;

    /// True when the running owner took `files` (made absolute here): then this launch is done.
    /// Waits up to `timeoutMs` for an owner that is still starting (its socket not there yet, or
    /// its event loop not running yet).
    bool handOff(const QStringList &files, int timeoutMs = 3000);

Q_SIGNALS:
    /// Another launch asked to open these files (absolute paths; may be empty: just show the window).
    void filesReceived(const QStringList &files);

private:
    bool listen();

    QString m_name;
    QString m_lockPath;
    std::unique_ptr<QLockFile> m_lock;
    QLocalServer *m_server = nullptr;
};

} // namespace Switchyard
