// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/profiles/serverprofiles.h"

#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

class TestServerProfiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SwitchyardTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_serverprofiles"));
    }
    void init() { QSettings().clear(); }

    void normalizesUrls_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << "https://app.all-hands.dev"
                               << "https://app.all-hands.dev";
        QTest::newRow("no scheme") << "app.all-hands.dev"
                                   << "https://app.all-hands.dev";
        QTest::newRow("trailing slash") << "https://h.example/"
                                        << "https://h.example";
        QTest::newRow("api prefix") << "https://h.example/api/v1/"
                                    << "https://h.example";
        QTest::newRow("spaces") << "  http://127.0.0.1:3000  "
                                << "http://127.0.0.1:3000";
        QTest::newRow("empty") << ""
                               << "";
        QTest::newRow("garbage") << "https://"
                                 << "";
    }
    void normalizesUrls()
    {
        QFETCH(QString, typed);
        QFETCH(QString, expected);
        QCOMPARE(ServerProfiles::normalizeBaseUrl(typed).toString(), expected);
    }

    void addUpdateRemovePersist()
    {
        QString idA, idB;
        {
            ServerProfiles profiles;
            QVERIFY(profiles.profiles().isEmpty());
            QSignalSpy changed(&profiles, &ServerProfiles::profilesChanged);
            ServerProfile a;
            a.name = QStringLiteral("Cloud");
            a.baseUrl = QUrl(QStringLiteral("https://app.all-hands.dev"));
            idA = profiles.add(a);
            QVERIFY(!idA.isEmpty());
            QCOMPARE(profiles.currentId(), idA); // the first profile becomes current
            ServerProfile b;
            b.name = QStringLiteral("Local");
            b.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:3000"));
            b.orgId = QStringLiteral("0b5d4a5c-8a3c-4d8e-9a55-1f2b3c4d5e6f");
            idB = profiles.add(b);
            QCOMPARE(changed.size(), 2);
            QVERIFY(idA != idB);

            ServerProfile edited = *profiles.profile(idB);
            edited.name = QStringLiteral("Laptop");
            QVERIFY(profiles.update(edited));
            QCOMPARE(changed.size(), 3);
            QVERIFY(profiles.update(edited)); // same value: no signal
            QCOMPARE(changed.size(), 3);
            QSignalSpy current(&profiles, &ServerProfiles::currentChanged);
            profiles.setCurrentId(idB);
            QCOMPARE(current.size(), 1);
        }
        ServerProfiles again; // reloaded from QSettings
        QCOMPARE(again.profiles().size(), 2);
        QCOMPARE(again.currentId(), idB);
        QCOMPARE(again.profile(idB)->name, QStringLiteral("Laptop"));
        QCOMPARE(again.profile(idB)->orgId, QStringLiteral("0b5d4a5c-8a3c-4d8e-9a55-1f2b3c4d5e6f"));
        QCOMPARE(again.findByName(QStringLiteral("cloud"))->id, idA);
        QVERIFY(again.findByUrl(QUrl(QStringLiteral("https://app.all-hands.dev/")), QString()));
        QVERIFY(!again.findByUrl(QUrl(QStringLiteral("https://app.all-hands.dev")), QStringLiteral("other-org")));

        QSignalSpy current(&again, &ServerProfiles::currentChanged);
        QVERIFY(again.remove(idB));
        QCOMPARE(current.size(), 1);
        QCOMPARE(again.currentId(), idA);
        QVERIFY(!again.remove(idB));
        ServerProfiles third;
        QCOMPARE(third.profiles().size(), 1);
    }

    void settingsNeverHoldAKey()
    {
        ServerProfiles profiles;
        ServerProfile a;
        a.name = QStringLiteral("Cloud");
        a.baseUrl = QUrl(QStringLiteral("https://app.all-hands.dev"));
        profiles.add(a);
        QSettings settings;
        settings.sync();
        QFile file(settings.fileName());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("app.all-hands.dev"));
        QVERIFY(!text.toLower().contains("key"));
    }
};

QTEST_GUILESS_MAIN(TestServerProfiles)
#include "tst_serverprofiles.moc"
