// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/settings/preferencesdialog.h"

#include "ui/settings/notificationsettingswidget.h"
#include "ui/theme.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFont>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QVBoxLayout>

namespace Switchyard {

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_language(new QComboBox(this))
    , m_theme(new QComboBox(this))
    , m_note(new QLabel(this))
    , m_notifications(new NotificationSettingsWidget(this))
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));

    const auto langs = languages();
    for (const auto &[code, name] : langs)
        m_language->addItem(name, code);
    m_language->setObjectName(QStringLiteral("language"));
    m_language->setAccessibleDescription(tr("The language of menus, dialogs and messages. Takes effect the next "
                                            "time Switchyard starts."));

    m_theme->setObjectName(QStringLiteral("theme"));
    m_theme->addItem(tr("System"), QStringLiteral("system"));
    m_theme->addItem(tr("Light"), QStringLiteral("light"));
    m_theme->addItem(tr("Dark"), QStringLiteral("dark"));
    m_theme->setAccessibleDescription(tr("The colour theme. System follows the desktop; it applies at once."));

    m_note->setObjectName(QStringLiteral("restartNote"));
    m_note->setWordWrap(true);

    const QSettings settings;
    m_initialLanguage = settings.value(languageSettingsKey()).toString();
    setLanguage(m_initialLanguage);
    setTheme(settings.value(themeSettingsKey(), QStringLiteral("system")).toString());

    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(), m_note);
    form->addRow(tr("&Theme:"), m_theme);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_language, &QComboBox::currentIndexChanged, this, &PreferencesDialog::updateNote);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    m_notifications->setSettings(NotificationSettings::load());
    layout->addWidget(m_notifications);
    layout->addStretch(1);
    layout->addWidget(buttons);
    updateNote();
    resize(460, sizeHint().height());
}

QString PreferencesDialog::languageSettingsKey()
{
    return QStringLiteral("ui/language");
}

QList<QPair<QString, QString>> PreferencesDialog::languages()
{
    // Each language under its own name, so a user finds it whatever the current language is.
    return {{QString(), tr("System default (%1)").arg(QLocale::system().nativeLanguageName())},
            {QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("de"), QStringLiteral("Deutsch")},
            {QStringLiteral("fr"), QStringLiteral("Français")}};
}

QString PreferencesDialog::language() const
{
    return m_language->currentData().toString();
}

void PreferencesDialog::setLanguage(const QString &code)
{
    int index = m_language->findData(code);
    if (index < 0) // a code saved by hand ("de_AT"): the language it starts with, else the system's
        index = std::max(0, m_language->findData(code.left(2)));
    m_language->setCurrentIndex(index);
}

QString PreferencesDialog::theme() const
{
    return m_theme->currentData().toString();
}

void PreferencesDialog::setTheme(const QString &name)
{
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(name)));
}

bool PreferencesDialog::languageChanged() const
{
    return language() != m_initialLanguage;
}

QString PreferencesDialog::restartNote() const
{
    return m_note->text();
}

void PreferencesDialog::updateNote()
{
    m_note->setTextFormat(Qt::PlainText);
    m_note->setText(languageChanged() ? tr("Switchyard will use the new language the next time it starts.")
                                      : tr("A new language takes effect the next time Switchyard starts."));
    QFont font = m_note->font();
    font.setBold(languageChanged());
    m_note->setFont(font);
}

void PreferencesDialog::save()
{
    QSettings settings;
    if (language().isEmpty())
        settings.remove(languageSettingsKey());
    else
        settings.setValue(languageSettingsKey(), language());
    settings.setValue(themeSettingsKey(), theme());
    m_notifications->settings().save(settings);
    applyTheme(theme());
}

void PreferencesDialog::accept()
{
    save();
    QDialog::accept();
}

} // namespace Switchyard
