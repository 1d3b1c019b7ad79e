// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A keychain for tests (Credentials::setBackend): entries in a shared map, answers on the next
// event-loop turn, and switches that make reads, writes or removals fail as a locked or broken
// keychain does.

#include "models/profiles/credentials.h"

#include <QHash>
#include <QPointer>
#include <QTimer>

#include <memory>

namespace Switchyard::Test {

struct FakeKeychainState
{
    QHash<QString, QString> entries; ///< "service/entry" -> secret
    bool failRemove = false;
    bool failWrite = false;
    int removals = 0; ///< remove() calls
};

class FakeKeychain final : public KeychainBackend
{
public:
    explicit FakeKeychain(std::shared_ptr<FakeKeychainState> state)
        : m_state(std::move(state))
    { }

    void read(const QString &service, const QString &entry, QObject *context, Done done) override
    {
        Answer a;
        const QString k = service + QLatin1Char('/') + entry;
        a.status = m_state->entries.contains(k) ? Status::Ok : Status::NotFound;
        a.text = m_state->entries.value(k);
        later(context, std::move(done), a);
    }
    void write(const QString &service, const QString &entry, const QString &secret, QObject *context,
               Done done) override
    {
        Answer a;
        if (m_state->failWrite) {
            a.error = QStringLiteral("the collection is locked");
        } else {
            m_state->entries.insert(service + QLatin1Char('/') + entry, secret);
            a.status = Status::Ok;
        }
        later(context, std::move(done), a);
    }
    void remove(const QString &service, const QString &entry, QObject *context, Done done) override
    {
        ++m_state->removals;
        Answer a;
        if (m_state->failRemove) {
            a.error = QStringLiteral("the collection is locked");
        } else {
            a.status = m_state->entries.remove(service + QLatin1Char('/') + entry) ? Status::Ok : Status::NotFound;
        }
        later(context, std::move(done), a);
    }

private:
    static void later(QObject *context, Done done, Answer a)
    {
        QPointer<QObject> guard(context);
        QTimer::singleShot(0, context, [guard, done = std::move(done), a] {
            if (guard)
                done(a);
        });
    }
    std::shared_ptr<FakeKeychainState> m_state;
};

} // namespace Switchyard::Test
