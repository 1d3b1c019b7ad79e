// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One window per cache: the first launch listens on a local socket named after the user, the
// cache folder and the cache key (the server it shows); a second launch for the same cache hands
// its files to it and exits, as desktop applications do (`switchyard FILE` opens FILE in the
// running window).

#include <QObject>
#include <QStringList>

class QLocalServer;

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

    /// True when a running instance took `files` (made absolute here): then this launch is done.
    bool handOff(const QStringList &files, int timeoutMs = 3000);
    /// Becomes the instance others hand off to. False when the name cannot be taken.
    bool listen();

Q_SIGNALS:
    /// Another launch asked to open these files (absolute paths; may be empty: just show the window).
    void filesReceived(const QStringList &files);

private:
    QString m_name;
    QLocalServer *m_server = nullptr;
};

} // namespace Switchyard
