// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <memory>

namespace Switchyard {

/// The answer of a Credentials call.
struct CredentialResult
{
    bool ok = false; ///< the operation succeeded (a read may still give an empty key: none stored)
    QString key; ///< reads only; secret, never logged
    QString error; ///< translated, for users; empty on success
    bool inMemoryOnly = false; ///< the key lives only in this process (no keychain available)
};

/// Where Credentials keeps keys beside its in-memory fallback: the OS keychain through QtKeychain
/// (the default), or a stand-in a test puts there (a keychain that fails on purpose). Every call
/// answers once, later, on the thread it was made on.
class KeychainBackend
{
public:
    enum class Status
    {
        Ok,
        NotFound, ///< no entry under that name
        NoBackend, ///< there is no keychain at all (nothing can be stored in it, nor left in it)
        Failed, ///< the keychain is there but refused or failed (the entry may still be in it)
    };
    struct Answer
    {
        Status status = Status::Failed;
        QString text; ///< reads only; secret
        QString error; ///< the keychain's own words (untranslated), for the message
    };
    using Done = std::function<void(const Answer &)>;

    virtual ~KeychainBackend() = default;
    virtual void read(const QString &service, const QString &entry, QObject *context, Done done) = 0;
    virtual void write(const QString &service, const QString &entry, const QString &secret, QObject *context,
                       Done done) = 0;
    virtual void remove(const QString &service, const QString &entry, QObject *context, Done done) = 0;
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
    /// Removes the key from memory and from the keychain. `ok` is false (with `error` in words)
    /// when the keychain is there but did not remove it: the key is then still stored in it. The
    /// keychain is asked even after an earlier failure this session (a key of an earlier run may
    /// be in it); one that stays unreachable held nothing of this session (`ok`, inMemoryOnly).
    void removeKey(const QString &profileId, QObject *context, Callback cb);
    /// The keychain entry a profile's key is stored under (for a message telling the user where
    /// to remove it by hand).
    [[nodiscard]] QString keychainEntry(const QString &profileId) const;

    /// Replaces the OS keychain (QtKeychain) with another backend, e.g. a failing one in tests.
    void setBackend(std::unique_ptr<KeychainBackend> backend);

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
    std::unique_ptr<KeychainBackend> m_backend;
    bool m_keychainEnabled = true;
    QString m_keychainError;
    QHash<QString, QString> m_memory; ///< fallback store, this process only
};

} // namespace Switchyard
