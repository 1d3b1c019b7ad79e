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
} // namespace

Credentials::Credentials(const QString &service, QObject *parent)
    : QObject(parent)
    , m_service(service)
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
    auto *job = new QKeychain::ReadPasswordJob(m_service, this);
    job->setAutoDelete(true);
    job->setKey(entryName(profileId));
    QPointer<QObject> guard(context);
    connect(job, &QKeychain::Job::finished, this, [this, job, guard, cb = std::move(cb), profileId] {
        CredentialResult r;
        if (job->error() == QKeychain::NoError) {
            r.ok = true;
            r.key = job->textData();
        } else if (job->error() == QKeychain::EntryNotFound) {
            r.ok = true; // nothing stored yet
        } else {
            markUnavailable(job->errorString());
            r.ok = true;
            r.key = m_memory.value(profileId);
            r.inMemoryOnly = true;
            r.error = m_keychainError;
        }
        if (guard && cb)
            cb(r);
    });
    job->start();
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
    auto *job = new QKeychain::WritePasswordJob(m_service, this);
    job->setAutoDelete(true);
    job->setKey(entryName(profileId));
    job->setTextData(key);
    QPointer<QObject> guard(context);
    connect(job, &QKeychain::Job::finished, this, [this, job, guard, cb = std::move(cb), profileId, key] {
        CredentialResult r;
        r.ok = true;
        if (job->error() == QKeychain::NoError) {
            m_memory.remove(profileId);
        } else {
            markUnavailable(job->errorString());
            m_memory.insert(profileId, key);
            r.inMemoryOnly = true;
            r.error = m_keychainError;
        }
        if (guard && cb)
            cb(r);
    });
    job->start();
}

void Credentials::removeKey(const QString &profileId, QObject *context, Callback cb)
{
    m_memory.remove(profileId);
    if (!keychainAvailable()) {
        CredentialResult r;
        r.ok = true;
        r.inMemoryOnly = true;
        deliver(context, std::move(cb), r);
        return;
    }
    auto *job = new QKeychain::DeletePasswordJob(m_service, this);
    job->setAutoDelete(true);
    job->setKey(entryName(profileId));
    QPointer<QObject> guard(context);
    connect(job, &QKeychain::Job::finished, this, [this, job, guard, cb = std::move(cb)] {
        CredentialResult r;
        r.ok = job->error() == QKeychain::NoError || job->error() == QKeychain::EntryNotFound;
        if (!r.ok) {
            markUnavailable(job->errorString());
            r.ok = true; // the in-memory copy is gone; nothing else could be stored
            r.inMemoryOnly = true;
            r.error = m_keychainError;
        }
        if (guard && cb)
            cb(r);
    });
    job->start();
}

} // namespace Switchyard
