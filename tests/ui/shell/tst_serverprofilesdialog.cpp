// SPDX-License-Identifier: GPL-3.0-or-later
// The server profile dialog: add, edit, remove, connect; the key goes to Credentials (never to the
// settings); a clear banner when no keychain is available.
#include "models/profiles/credentials.h"
#include "models/profiles/serverprofiles.h"
#include "testutils/fakekeychain.h"
#include "ui/settings/serverprofilesdialog.h"

#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

class TestServerProfilesDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SwitchyardTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_serverprofilesdialog"));
    }
    void init() { QSettings().clear(); }

    void addsAndStoresTheKeyOutsideTheSettings()
    {
        ServerProfiles profiles;
        Credentials credentials(QStringLiteral("SwitchyardTest-dialog"));
        credentials.setKeychainEnabled(false);
        QNetworkAccessManager nam;
        ServerProfilesDialog dialog(&profiles, &credentials, &nam);
        dialog.setForm(QStringLiteral("Staging"), QStringLiteral("staging.example.com/api/v1/"), QString(),
                       QStringLiteral("sk-oh-dialog-secret"));
        const QString id = dialog.saveForm();
        QVERIFY(!id.isEmpty());
        QCOMPARE(profiles.profiles().size(), 1);
        QCOMPARE(profiles.profile(id)->baseUrl.toString(), QStringLiteral("https://staging.example.com"));
        QCOMPARE(dialog.selectedProfileId(), id);

        std::optional<CredentialResult> read;
        credentials.readKey(id, this, [&read](const CredentialResult &r) {
            read = r;
        });
        QTRY_VERIFY(read.has_value());
        QCOMPARE(read->key, QStringLiteral("sk-oh-dialog-secret"));
        QSettings settings;
        for (const QString &k : settings.allKeys())
            QVERIFY(!settings.value(k).toString().contains(QStringLiteral("sk-oh-dialog-secret")));

        // Editing without touching the key keeps it.
        dialog.selectProfile(id);
        dialog.setForm(QStringLiteral("Staging EU"), QStringLiteral("https://staging.example.com"), QString(),
                       QString());
        QCOMPARE(dialog.saveForm(), id);
        QCOMPARE(profiles.profile(id)->name, QStringLiteral("Staging EU"));
        read.reset();
        credentials.readKey(id, this, [&read](const CredentialResult &r) {
            read = r;
        });
        QTRY_VERIFY(read.has_value());
        QCOMPARE(read->key, QStringLiteral("sk-oh-dialog-secret"));
    }

    void rejectsAnEmptyUrl()
    {
        ServerProfiles profiles;
        Credentials credentials(QStringLiteral("SwitchyardTest-dialog"));
        credentials.setKeychainEnabled(false);
        QNetworkAccessManager nam;
        ServerProfilesDialog dialog(&profiles, &credentials, &nam);
        dialog.setForm(QStringLiteral("Nothing"), QString(), QString(), QString());
        QVERIFY(dialog.saveForm().isEmpty());
        QVERIFY(profiles.profiles().isEmpty());
        QVERIFY(dialog.testResultText().contains(QStringLiteral("base URL")));
    }

    void plainHttpToARemoteHostIsRefused()
    {
        ServerProfiles profiles;
        Credentials credentials(QStringLiteral("SwitchyardTest-dialog"));
        credentials.setKeychainEnabled(false);
        QNetworkAccessManager nam;
        ServerProfilesDialog dialog(&profiles, &credentials, &nam);
        dialog.setForm(QStringLiteral("Remote"), QStringLiteral("http://openhands.example.com"), QString(),
                       QStringLiteral("sk-oh-x"));
        QSignalSpy tested(&dialog, &ServerProfilesDialog::testFinished);
        dialog.testConnection();
        QVERIFY(tested.wait(5000));
        QVERIFY(!tested.first().at(0).toBool());
        QVERIFY(dialog.testResultText().contains(QStringLiteral("https://")));
    }

    // Issue 28.3: the keychain refuses to remove the key: the dialog says so, keeps the server (its
    // key is not left behind unnoticed) and a retry removes both.
    void removalTheKeychainRefusesIsSaidAndRetried()
    {
        ServerProfiles profiles;
        auto state = std::make_shared<Test::FakeKeychainState>();
        Credentials credentials(QStringLiteral("SwitchyardTest-dialog"));
        credentials.setBackend(std::make_unique<Test::FakeKeychain>(state));
        QNetworkAccessManager nam;
        ServerProfilesDialog dialog(&profiles, &credentials, &nam);
        dialog.setForm(QStringLiteral("Staging"), QStringLiteral("https://staging.example.com"), QString(),
                       QStringLiteral("sk-oh-dialog-secret"));
        const QString id = dialog.saveForm();
        QTRY_COMPARE(state->entries.size(), 1);

        state->failRemove = true;
        QSignalSpy finished(&dialog, &ServerProfilesDialog::removalFinished);
        dialog.removeProfile(id);
        QTRY_COMPARE(finished.size(), 1);
        QCOMPARE(finished.first().at(1).toBool(), false); // not removed
        QVERIFY(profiles.profile(id).has_value());
        QCOMPARE(state->entries.size(), 1);
        QVERIFY2(dialog.removalProblemText().contains(QStringLiteral("Staging")),
                 qPrintable(dialog.removalProblemText()));
        QVERIFY(dialog.removalProblemText().contains(QStringLiteral("still stored")));
        QVERIFY(!dialog.retryRemovalButton()->isHidden());
        QVERIFY(dialog.retryRemovalButton()->isEnabled());

        state->failRemove = false;
        dialog.retryRemovalButton()->click();
        QTRY_COMPARE(finished.size(), 2);
        QCOMPARE(finished.last().at(1).toBool(), true);
        QCOMPARE(finished.last().at(2).toBool(), false); // no key left
        QVERIFY(!profiles.profile(id).has_value());
        QVERIFY(state->entries.isEmpty());
        QVERIFY(dialog.removalProblemText().isEmpty());
    }

    // The user may remove the server anyway: then the dialog says where the key is left.
    void removeAnywaySaysWhereTheKeyIsLeft()
    {
        ServerProfiles profiles;
        auto state = std::make_shared<Test::FakeKeychainState>();
        Credentials credentials(QStringLiteral("SwitchyardTest-dialog"));
        credentials.setBackend(std::make_unique<Test::FakeKeychain>(state));
        QNetworkAccessManager nam;
        ServerProfilesDialog dialog(&profiles, &credentials, &nam);
        dialog.setForm(QStringLiteral("Locked"), QStringLiteral("https://locked.example.com"), QString(),
                       QStringLiteral("sk-oh-locked"));
        const QString id = dialog.saveForm();
        QTRY_COMPARE(state->entries.size(), 1);
        state->failRemove = true;
        QSignalSpy finished(&dialog, &ServerProfilesDialog::removalFinished);
        dialog.removeProfile(id);
        QTRY_COMPARE(finished.size(), 1);
        dialog.removeAnywayButton()->click();
        QCOMPARE(finished.size(), 2);
        QVERIFY(finished.last().at(1).toBool());
        QVERIFY(finished.last().at(2).toBool()); // the key is left
        QVERIFY(!profiles.profile(id).has_value());
        QVERIFY(dialog.testResultText().contains(QStringLiteral("still in the system keychain")));
        QVERIFY(dialog.testResultText().contains(credentials.keychainEntry(id)));
        QVERIFY(!dialog.testResultText().contains(QStringLiteral("sk-oh-locked")));
    }

    // With the real keychain (tst_serverprofilesdialog_keyring) or its in-memory fallback: removing
    // a server removes its key; a restart finds none.
    void removingAServerRemovesItsKey()
    {
        ServerProfiles profiles;
        Credentials credentials(QStringLiteral("SwitchyardTest-dialog-remove"));
        QNetworkAccessManager nam;
        ServerProfilesDialog dialog(&profiles, &credentials, &nam);
        dialog.setForm(QStringLiteral("Real"), QStringLiteral("https://real.example.com"), QString(),
                       QStringLiteral("sk-oh-real-keychain"));
        const QString id = dialog.saveForm();
        std::optional<CredentialResult> read;
        credentials.readKey(id, this, [&read](const CredentialResult &r) {
            read = r;
        });
        QTRY_VERIFY_WITH_TIMEOUT(read.has_value(), 10000);
        QCOMPARE(read->key, QStringLiteral("sk-oh-real-keychain"));
        if (qEnvironmentVariableIntValue("KEYCHAIN_REQUIRED") == 1)
            QVERIFY(!read->inMemoryOnly);
        QSignalSpy finished(&dialog, &ServerProfilesDialog::removalFinished);
        dialog.removeProfile(id);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QVERIFY2(finished.first().at(1).toBool(), qPrintable(dialog.removalProblemText()));
        QVERIFY(!profiles.profile(id).has_value());
        Credentials restarted(QStringLiteral("SwitchyardTest-dialog-remove"));
        read.reset();
        restarted.readKey(id, this, [&read](const CredentialResult &r) {
            read = r;
        });
        QTRY_VERIFY_WITH_TIMEOUT(read.has_value(), 10000);
        QVERIFY(read->key.isEmpty());
    }

    void keychainBanner()
    {
        ServerProfiles profiles;
        Credentials credentials(QStringLiteral("SwitchyardTest-dialog"));
        QNetworkAccessManager nam;
        ServerProfilesDialog dialog(&profiles, &credentials, &nam);
        QVERIFY(dialog.keychainBannerText().isEmpty());
        // Writing a key: either the keychain works (no banner) or the banner explains the fallback.
        dialog.setForm(QStringLiteral("Local"), QStringLiteral("http://127.0.0.1:3000"), QString(),
                       QStringLiteral("sk-oh-local"));
        const QString id = dialog.saveForm();
        QVERIFY(!id.isEmpty());
        // QtKeychain runs its jobs in order: once this read answers, the write has finished.
        std::optional<CredentialResult> read;
        credentials.readKey(id, this, [&read](const CredentialResult &r) {
            read = r;
        });
        QTRY_VERIFY_WITH_TIMEOUT(read.has_value(), 10000);
        QCOMPARE(read->key, QStringLiteral("sk-oh-local"));
        QCOMPARE(dialog.keychainBannerText().isEmpty(), credentials.keychainAvailable());
        if (!credentials.keychainAvailable())
            QVERIFY(dialog.keychainBannerText().contains(QStringLiteral("memory")));
    }
};

QTEST_MAIN(TestServerProfilesDialog)
#include "tst_serverprofilesdialog.moc"
