// SPDX-License-Identifier: GPL-3.0-or-later
// File › Preferences: the language choice is saved in QSettings and startup uses it (unless --lang
// says otherwise); the theme applies at once. Help › About lists Qt and the libraries with their
// versions, SQLite from the Qt SQL driver, and the licence.
#include "app/application.h"
#include "app/libraryversions.h"
#include "testutils/testpaths.h"
#include "ui/mainwindow.h"
#include "ui/settings/preferencesdialog.h"
#include "ui/shell/aboutdialog.h"
#include "ui/shell/shellactions.h"
#include "ui/theme.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

class TestPreferences : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SwitchyardTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_preferences"));
    }
    void init() { QSettings().clear(); }

    void languageChoiceIsSavedAndUsedAtStartup()
    {
        QCOMPARE(Application::chosenLanguage(QString()), QString()); // nothing saved: the system's
        {
            PreferencesDialog dialog;
            QCOMPARE(dialog.language(), QString());
            auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("language"));
            QVERIFY(combo);
            QStringList names;
            for (int i = 0; i < combo->count(); ++i)
                names.append(combo->itemText(i));
            QVERIFY2(names.size() == 4 && names.at(1) == QStringLiteral("English")
                         && names.at(2) == QStringLiteral("Deutsch") && names.at(3) == QStringLiteral("Français"),
                     qPrintable(names.join(QLatin1Char('|'))));
            QVERIFY(!dialog.languageChanged());
            const QString before = dialog.restartNote();
            combo->setCurrentIndex(combo->findData(QStringLiteral("de")));
            QVERIFY(dialog.languageChanged());
            QVERIFY(dialog.restartNote() != before); // the note says it takes effect at the next start
            QVERIFY(dialog.restartNote().contains(QStringLiteral("next time")));
            dialog.accept();
        }
        QCOMPARE(QSettings().value(PreferencesDialog::languageSettingsKey()).toString(), QStringLiteral("de"));
        QCOMPARE(Application::chosenLanguage(QString()), QStringLiteral("de"));
        QCOMPARE(Application::chosenLanguage(QStringLiteral("fr")), QStringLiteral("fr")); // --lang wins

        // Reopened, the dialog shows the saved choice; back to the system default removes it.
        {
            PreferencesDialog dialog;
            QCOMPARE(dialog.language(), QStringLiteral("de"));
            dialog.setLanguage(QString());
            dialog.save();
        }
        QVERIFY(!QSettings().contains(PreferencesDialog::languageSettingsKey()));
        QCOMPARE(Application::chosenLanguage(QString()), QString());

        // Cancel keeps what was saved.
        {
            PreferencesDialog dialog;
            dialog.setLanguage(QStringLiteral("fr"));
            dialog.reject();
        }
        QCOMPARE(Application::chosenLanguage(QString()), QString());
    }

    void screenshot()
    {
        PreferencesDialog dialog;
        dialog.setLanguage(QStringLiteral("fr"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(Test::screenshotPath(QStringLiteral("preferences.png"))));
        dialog.reject();
    }

    void themeChoiceAppliesAtOnce()
    {
        {
            PreferencesDialog dialog;
            dialog.setTheme(QStringLiteral("dark"));
            dialog.accept();
        }
        QCOMPARE(QSettings().value(themeSettingsKey()).toString(), QStringLiteral("dark"));
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 100);
        QVERIFY(applyTheme(QStringLiteral("light")));
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 150);
    }

    void preferencesAreInTheFileMenu()
    {
        MainWindow window(nullptr, false);
        QVERIFY(window.actions()->preferences);
        QVERIFY(!window.actions()->preferences->shortcut().isEmpty());
        window.actions()->preferences->trigger();
        PreferencesDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = window.findChild<PreferencesDialog *>()) != nullptr);
        QTRY_VERIFY(dialog->isVisible());
        dialog->reject();
    }

    void libraryVersions()
    {
        const QList<AboutComponent> components = Switchyard::libraryVersions();
        QStringList names;
        for (const AboutComponent &c : components) {
            names.append(c.name);
            QVERIFY2(!c.version.isEmpty(), qPrintable(c.name));
        }
        for (const char *expected : {"Qt", "SQLite", "QtKeychain", "QuaZip", "nlohmann/json", "zlib"})
            QVERIFY2(names.contains(QLatin1String(expected)), expected);
        QVERIFY(names.contains(QStringLiteral("GNU source-highlight"))
                || names.contains(QStringLiteral("KF6 SyntaxHighlighting")));
        // SQLite is what the Qt driver runs, asked at run time: "3.x.y".
        QVERIFY2(sqliteVersion().startsWith(QStringLiteral("3.")), qPrintable(sqliteVersion()));
        // Qt at run time and at build time.
        QVERIFY(components.first().version.contains(QString::fromLatin1(qVersion())));
        QVERIFY(components.first().version.contains(QStringLiteral(QT_VERSION_STR)));
    }

    void aboutDialogListsThem()
    {
        MainWindow window(nullptr, false);
        window.setAboutComponents(Switchyard::libraryVersions());
        window.actions()->about->trigger();
        AboutDialog *about = nullptr;
        QTRY_VERIFY((about = window.findChild<AboutDialog *>()) != nullptr);
        QTRY_VERIFY(about->isVisible());
        const QString table = about->componentsText();
        for (const QString &needle :
             QStringList{QStringLiteral("Qt\t") + QString::fromLatin1(qVersion()),
                         QStringLiteral("SQLite\t") + sqliteVersion(), QStringLiteral("QtKeychain\t"),
                         QStringLiteral("QuaZip\t"), QStringLiteral("nlohmann/json\t3."), QStringLiteral("zlib\t")})
            QVERIFY2(table.contains(needle), qPrintable(needle + QStringLiteral(" not in:\n") + table));
        QVERIFY(about->licenseText().contains(QStringLiteral("GPL-3.0-or-later")));
        QVERIFY(about->licenseText().contains(AboutDialog::licenseUrl()));
        const QString report = AboutDialog::versionReport(Switchyard::libraryVersions());
        QVERIFY(report.startsWith(QStringLiteral("switchyard ")));
        QVERIFY(report.contains(QStringLiteral("SQLite")));
        QVERIFY(about->grab().save(Test::screenshotPath(QStringLiteral("about-dialog.png"))));
        about->reject();
    }
};

QTEST_MAIN(TestPreferences)
#include "tst_preferences.moc"
