// SPDX-License-Identifier: GPL-3.0-or-later
// The keychain wrapper. Without a Secret Service (plain CI) the keychain rows check the in-memory
// fallback and its message; under tests/models/profiles/run_with_keyring.sh (registered as
// tst_credentials_keyring, KEYCHAIN_REQUIRED=1) they must go through a real, unlocked keyring.
#include "models/profiles/credentials.h"
#include "testutils/fakekeychain.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {
const QString kSentinel = QStringLiteral("sk-oh-SENTINEL-7f3a9c-never-in-settings");

CredentialResult call(const std::function<void(QObject *, Credentials::Callback)> &start)
{
    QObject context;
    std::optional<CredentialResult> out;
    start(&context, [&out](const CredentialResult &r) {
        out = r;
    });
    if (!QTest::qWaitFor(
            [&out] {
                return out.has_value();
            },
            20000))
        qFatal("credentials call did not finish");
    return *out;
}
} // namespace

class TestCredentials : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SwitchyardTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_credentials"));
    }

    void memoryOnly()
    {
        Credentials creds(QStringLiteral("SwitchyardTest-mem"));
        creds.setKeychainEnabled(false);
        QVERIFY(!creds.keychainAvailable());
        auto r = call([&](QObject *c, Credentials::Callback cb) {
            creds.readKey(QStringLiteral("p1"), c, cb);
        });
        QVERIFY(r.ok);
        QVERIFY(r.key.isEmpty());
        r = call([&](QObject *c, Credentials::Callback cb) {
            creds.writeKey(QStringLiteral("p1"), kSentinel, c, cb);
        });
        QVERIFY(r.ok);
        QVERIFY(r.inMemoryOnly);
        r = call([&](QObject *c, Credentials::Callback cb) {
            creds.readKey(QStringLiteral("p1"), c, cb);
        });
        QCOMPARE(r.key, kSentinel);
        r = call([&](QObject *c, Credentials::Callback cb) {
            creds.removeKey(QStringLiteral("p1"), c, cb);
        });
        QVERIFY(r.ok);
        r = call([&](QObject *c, Credentials::Callback cb) {
            creds.readKey(QStringLiteral("p1"), c, cb);
        });
        QVERIFY(r.key.isEmpty());
    }

    void callbackNeverRunsAfterContextDies()
    {
        Credentials creds(QStringLiteral("SwitchyardTest-mem"));
        creds.setKeychainEnabled(false);
        bool ran = false;
        {
            QObject context;
            creds.readKey(QStringLiteral("p1"), &context, [&ran](const CredentialResult &) {
                ran = true;
            });
        }
        QTest::qWait(50);
        QVERIFY(!ran);
    }

    void environmentKey()
    {
        qputenv("SWITCHYARD_API_KEY", "  sk-oh-env  ");
        QCOMPARE(Credentials::environmentKey(), QStringLiteral("sk-oh-env"));
        qunsetenv("SWITCHYARD_API_KEY");
        QVERIFY(Credentials::environmentKey().isEmpty());
    }

    // Issue 28.3: a removal the keychain refuses is not reported as done; the key is still there.
    void removalTheKeychainRefusesIsReported()
    {
        auto state = std::make_shared<Test::FakeKeychainState>();
        Credentials creds(QStringLiteral("SwitchyardTest-fake"));
        creds.setBackend(std::make_unique<Test::FakeKeychain>(state));
        auto r = call([&](QObject *c, Credentials::Callback cb) {
            creds.writeKey(QStringLiteral("p1"), kSentinel, c, cb);
        });
        QVERIFY(r.ok);
        QVERIFY(!r.inMemoryOnly);
        state->failRemove = true;
        r = call([&](QObject *c, Credentials::Callback cb) {
            creds.removeKey(QStringLiteral("p1"), c, cb);
        });
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QStringLiteral("still stored")), qPrintable(r.error));
        QVERIFY(!r.error.contains(kSentinel));
        QCOMPARE(state->entries.size(), 1);
        // A retry once the keychain answers again removes it.
        state->failRemove = false;
        r = call([&](QObject *c, Credentials::Callback cb) {
            creds.removeKey(QStringLiteral("p1"), c, cb);
        });
        QVERIFY(r.ok);
        QVERIFY(state->entries.isEmpty());
        QCOMPARE(creds.keychainEntry(QStringLiteral("p1")), QStringLiteral("SwitchyardTest-fake / apikey/p1"));
    }

    // A keychain that failed earlier this session is still asked to remove (an earlier run's key).
    void removalAsksTheKeychainAfterAnEarlierFailure()
    {
        auto state = std::make_shared<Test::FakeKeychainState>();
        state->entries.insert(QStringLiteral("SwitchyardTest-fake/apikey/old"), kSentinel); // an earlier run's
        state->failWrite = true;
        Credentials creds(QStringLiteral("SwitchyardTest-fake"));
        creds.setBackend(std::make_unique<Test::FakeKeychain>(state));
        auto r = call([&](QObject *c, Credentials::Callback cb) {
            creds.writeKey(QStringLiteral("new"), kSentinel, c, cb);
        });
        QVERIFY(r.inMemoryOnly);
        QVERIFY(!creds.keychainAvailable());
        r = call([&](QObject *c, Credentials::Callback cb) {
            creds.removeKey(QStringLiteral("old"), c, cb);
        });
        QVERIFY(r.ok);
        QCOMPARE(state->removals, 1);
        QVERIFY(state->entries.isEmpty());
    }

    void keychainOrClearFallback()
    {
        const bool required = qEnvironmentVariableIntValue("KEYCHAIN_REQUIRED") == 1;
        Credentials creds(QStringLiteral("SwitchyardTest-keychain"));
        QSignalSpy unavailable(&creds, &Credentials::keychainUnavailable);
        const QString profile = QStringLiteral("profile-%1").arg(QCoreApplication::applicationPid());
        auto r = call([&](QObject *c, Credentials::Callback cb) {
            creds.writeKey(profile, kSentinel, c, cb);
        });
        QVERIFY(r.ok);
        if (required) {
            QVERIFY2(!r.inMemoryOnly, qPrintable(r.error));
            QVERIFY(creds.keychainAvailable());
        } else if (r.inMemoryOnly) {
            // No Secret Service here: the user is told, clearly, and the key still works this run.
            QCOMPARE(unavailable.size(), 1);
            QVERIFY(creds.keychainError().contains(QStringLiteral("keychain")));
            QVERIFY(!r.error.isEmpty());
        }
        r = call([&](QObject *c, Credentials::Callback cb) {
            creds.readKey(profile, c, cb);
        });
        QCOMPARE(r.key, kSentinel);
        if (required) {
            // A second instance (a restart) finds it in the keychain, not in memory.
            Credentials restarted(QStringLiteral("SwitchyardTest-keychain"));
            r = call([&](QObject *c, Credentials::Callback cb) {
                restarted.readKey(profile, c, cb);
            });
            QCOMPARE(r.key, kSentinel);
            QVERIFY(!r.inMemoryOnly);
        }
        r = call([&](QObject *c, Credentials::Callback cb) {
            creds.removeKey(profile, c, cb);
        });
        QVERIFY(r.ok);
        r = call([&](QObject *c, Credentials::Callback cb) {
            creds.readKey(profile, c, cb);
        });
        QVERIFY(r.key.isEmpty());

        QSettings settings;
        settings.sync();
        for (const QString &k : settings.allKeys())
            QVERIFY(!settings.value(k).toString().contains(kSentinel));
    }
};

QTEST_GUILESS_MAIN(TestCredentials)
#include "tst_credentials.moc"
