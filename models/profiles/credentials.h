// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

namespace Switchyard {

/// The answer of a Credentials call.
struct CredentialResult
{
    bool ok = false; ///< the operation succeeded (a read may still give an empty key: none stored)
    QString key; ///< reads only; secret, never logged
    QString error; ///< translated, for users; empty on success
    bool inMemoryOnly = false; ///< the key lives only in this process (no keychain available)
};

/// API keys per server profile, in the OS keychain (QtKeychain), with an in-memory fallback when
/// no keychain is available (common on headless Linux: no D-Bus session or no unlocked Secret
/// Service). Every call is asynchronous; the callback runs once, on `context`'s thread, and never
/// if `context` is gone. The key never reaches a log or QSettings.
class Credentials : public QObject
{
    Q_OBJECT
public:
    /// `service` names the keychain entries (tests use their own).
    explicit Credentials(const QString &service = QStringLiteral("Switchyard"), QObject *parent = nullptr);
    ~Credentials() override;

    using Callback = std::function<void(const CredentialResult &)>;

    void readKey(const QString &profileId, QObject *context, Callback cb);
    void writeKey(const QString &profileId, const QString &key, QObject *context, Callback cb);
    void removeKey(const QString &profileId, QObject *context, Callback cb);

    /// Off: never touch the OS keychain (memory only). For tests and `--demo`.
    void setKeychainEnabled(bool enabled);
    /// False once the keychain failed with anything but "entry not found".
    [[nodiscard]] bool keychainAvailable() const { return m_keychainEnabled && m_keychainError.isEmpty(); }
    /// Why the keychain is not available (translated), or empty.
    [[nodiscard]] QString keychainError() const { return m_keychainError; }

    /// SWITCHYARD_API_KEY: a key for this run only (never stored).
    [[nodiscard]] static QString environmentKey();

Q_SIGNALS:
    /// Emitted once when the keychain turns out to be unusable; keys are then kept in memory.
    void keychainUnavailable(const QString &message);

private:
    void markUnavailable(const QString &detail);

    QString m_service;
    bool m_keychainEnabled = true;
    QString m_keychainError;
    QHash<QString, QString> m_memory; ///< fallback store, this process only
};

} // namespace Switchyard
