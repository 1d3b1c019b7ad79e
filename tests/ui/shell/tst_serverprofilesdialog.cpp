// SPDX-License-Identifier: GPL-3.0-or-later
// The server profile dialog: add, edit, remove, connect; the key goes to Credentials (never to the
// settings); a clear banner when no keychain is available.
#include "models/profiles/credentials.h"
#include "models/profiles/serverprofiles.h"
#include "ui/settings/serverprofilesdialog.h"

#include <QNetworkAccessManager>
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
