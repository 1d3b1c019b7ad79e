// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/profiles/credentials.h"

#include "models/logging.h"

#include <QCoreApplication>
#include <QTimer>
#include <qt6keychain/keychain.h>

namespace Switchyard {

namespace {
QString entryName(const QString &profileId)
{
    return QStringLiteral("apikey/") + profileId;
}

/// Runs `cb` later on `context`'s thread (callbacks are never invoked before the call returns).
void deliver(QObject *context, Credentials::Callback cb, CredentialResult result)
{
    QPointer<QObject> guard(context);
    QTimer::singleShot(0, context, [guard, cb = std::move(cb), result = std::move(result)] {
        if (guard && cb)
            cb(result);
    });
}

/// The OS keychain through QtKeychain.
class QtKeychainBackend final : public KeychainBackend
{
public:
    explicit QtKeychainBackend(QObject *owner)
        : m_owner(owner)
    { }

    void read(const QString &service, const QString &entry, QObject *context, Done done) override
    {
        auto *job = new QKeychain::ReadPasswordJob(service, m_owner);
        run(job, entry, context, std::move(done));
    }
    void write(const QString &service, const QString &entry, const QString &secret, QObject *context,
               Done done) override
    {
        auto *job = new QKeychain::WritePasswordJob(service, m_owner);
        job->setTextData(secret);
        run(job, entry, context, std::move(done));
    }
    void remove(const QString &service, const QString &entry, QObject *context, Done done) override
    {
        auto *job = new QKeychain::DeletePasswordJob(service, m_owner);
        run(job, entry, context, std::move(done));
    }

private:
    static void run(QKeychain::Job *job, const QString &entry, QObject *context, Done done)
    {
        job->setAutoDelete(true);
        job->setKey(entry);
        QObject::connect(job, &QKeychain::Job::finished, context, [job, done = std::move(done)] {
            Answer a;
            switch (job->error()) {
            case QKeychain::NoError:
                a.status = Status::Ok;
                if (auto *read = qobject_cast<QKeychain::ReadPasswordJob *>(job))
                    a.text = read->textData();
                break;
            case QKeychain::EntryNotFound:
                a.status = Status::NotFound;
                break;
            case QKeychain::NoBackendAvailable:
            case QKeychain::NotImplemented:
                a.status = Status::NoBackend;
                a.error = job->errorString();
                break;
            default:
                a.status = Status::Failed;
                a.error = job->errorString();
                break;
            }
            done(a);
        });
        job->start();
    }

    QObject *m_owner;
};
} // namespace

Credentials::Credentials(const QString &service, QObject *parent)
    : QObject(parent)
    , m_service(service)
    , m_backend(std::make_unique<QtKeychainBackend>(this))
{ }

Credentials::~Credentials() = default;

QString Credentials::environmentKey()
{
    return qEnvironmentVariable("SWITCHYARD_API_KEY").trimmed();
}

void Credentials::setKeychainEnabled(bool enabled)
{
    m_keychainEnabled = enabled;
}

void Credentials::setBackend(std::unique_ptr<KeychainBackend> backend)
{
    m_backend = backend ? std::move(backend) : std::make_unique<QtKeychainBackend>(this);
}

QString Credentials::keychainEntry(const QString &profileId) const
{
    return m_service + QStringLiteral(" / ") + entryName(profileId);
}

void Credentials::markUnavailable(const QString &detail)
{
    if (!m_keychainError.isEmpty())
        return;
    m_keychainError = tr("No system keychain is available (%1). API keys are kept in "
                         "memory for this session only and must be entered again "
                         "after a restart.")
                          .arg(detail);
    qCWarning(lcModels) << "keychain unavailable:" << detail;
    Q_EMIT keychainUnavailable(m_keychainError);
}

void Credentials::readKey(const QString &profileId, QObject *context, Callback cb)
{
    if (m_memory.contains(profileId) || !keychainAvailable()) {
        CredentialResult r;
        r.ok = true;
        r.key = m_memory.value(profileId);
        r.inMemoryOnly = true;
        deliver(context, std::move(cb), r);
        return;
    }
    QPointer<QObject> guard(context);
    m_backend->read(m_service, entryName(profileId), this,
                    [this, guard, cb = std::move(cb), profileId](const KeychainBackend::Answer &a) {
                        CredentialResult r;
                        r.ok = true;
                        if (a.status == KeychainBackend::Status::Ok) {
                            r.key = a.text;
                        } else if (a.status != KeychainBackend::Status::NotFound) {
                            markUnavailable(a.error);
                            r.key = m_memory.value(profileId);
                            r.inMemoryOnly = true;
                            r.error = m_keychainError;
                        } // NotFound: nothing stored yet
                        if (guard && cb)
                            cb(r);
                    });
}

void Credentials::writeKey(const QString &profileId, const QString &key, QObject *context, Callback cb)
{
    if (!keychainAvailable()) {
        m_memory.insert(profileId, key);
        CredentialResult r;
        r.ok = true;
        r.inMemoryOnly = true;
        r.error = m_keychainError;
        deliver(context, std::move(cb), r);
        return;
    }
    QPointer<QObject> guard(context);
    m_backend->write(m_service, entryName(profileId), key, this,
                     [this, guard, cb = std::move(cb), profileId, key](const KeychainBackend::Answer &a) {
                         CredentialResult r;
                         r.ok = true;
                         if (a.status == KeychainBackend::Status::Ok) {
                             m_memory.remove(profileId);
                         } else {
                             markUnavailable(a.error);
                             m_memory.insert(profileId, key);
                             r.inMemoryOnly = true;
                             r.error = m_keychainError;
                         }
                         if (guard && cb)
                             cb(r);
                     });
}

void Credentials::removeKey(const QString &profileId, QObject *context, Callback cb)
{
    m_memory.remove(profileId);
    if (!m_keychainEnabled) {
        CredentialResult r;
        r.ok = true;
        r.inMemoryOnly = true;
        deliver(context, std::move(cb), r);
        return;
    }
    // Asked even when the keychain failed earlier this session: an earlier run may have stored
    // the key there, and only the keychain can say it is gone. A keychain that stays unreachable
    // held nothing of this session: then the removal is done (the memory copy is gone).
    QPointer<QObject> guard(context);
    m_backend->remove(m_service, entryName(profileId), this,
                      [this, guard, cb = std::move(cb)](const KeychainBackend::Answer &a) {
                          CredentialResult r;
                          switch (a.status) {
                          case KeychainBackend::Status::Ok:
                          case KeychainBackend::Status::NotFound:
                              r.ok = true;
                              break;
                          case KeychainBackend::Status::NoBackend: // nothing can be stored there
                              r.ok = true;
                              r.inMemoryOnly = true;
                              r.error = m_keychainError;
                              break;
                          case KeychainBackend::Status::Failed:
                              if (!keychainAvailable()) {
                                  // Unreachable all session long (no Secret Service): the key lived
                                  // in memory only, and that copy is gone.
                                  r.ok = true;
                                  r.inMemoryOnly = true;
                                  r.error = m_keychainError;
                                  break;
                              }
                              r.ok = false;
                              r.error = tr("The system keychain did not remove the API key (%1): it is "
                                           "still stored there.")
                                            .arg(a.error.isEmpty() ? tr("no reason given") : a.error);
                              qCWarning(lcModels) << "keychain: removing a key failed:" << a.error;
                              break;
                          }
                          if (guard && cb)
                              cb(r);
                      });
}

} // namespace Switchyard
