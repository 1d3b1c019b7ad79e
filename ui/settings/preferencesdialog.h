// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>
#include <QPair>

class QComboBox;
class QLabel;

namespace Switchyard {

class NotificationSettingsWidget;

/// File › Preferences…: the interface language (system default, English, Deutsch, Français), the
/// colour theme (system, light, dark) and the desktop notifications (kinds, quiet hours), saved in
/// QSettings. The theme applies at once; the language
/// the next time Switchyard starts (the dialog says so), because the windows are not retranslated
/// live. `--lang` and `--theme` on the command line win over both.
class PreferencesDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    /// The QSettings key of the language override (a code such as "de"; empty: the system's).
    [[nodiscard]] static QString languageSettingsKey();
    /// (code, name in that language) of every language offered, the system default first (code "").
    [[nodiscard]] static QList<QPair<QString, QString>> languages();

    [[nodiscard]] QString language() const;
    void setLanguage(const QString &code);
    [[nodiscard]] QString theme() const;
    void setTheme(const QString &name);
    /// True when the saved language differs from the one the dialog opened with (needs a restart).
    [[nodiscard]] bool languageChanged() const;
    [[nodiscard]] QString restartNote() const;

    /// Writes the choices to QSettings and applies the theme. OK does this.
    void save();

    void accept() override;

private:
    void updateNote();

    QComboBox *m_language = nullptr;
    QComboBox *m_theme = nullptr;
    QLabel *m_note = nullptr;
    NotificationSettingsWidget *m_notifications = nullptr;
    QString m_initialLanguage;
};

} // namespace Switchyard
