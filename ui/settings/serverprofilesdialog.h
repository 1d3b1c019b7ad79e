// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QPointer>

class QLabel;
class QLineEdit;
class QListWidget;
class QNetworkAccessManager;
class QPushButton;
class QVBoxLayout;

namespace Switchyard {

class ConnectionTester;
class Credentials;
class ServerProfiles;

/// File > Servers…: add, edit, remove and switch server profiles. The API key goes to the keychain
/// (Credentials), never to the settings; a clear banner says so when no keychain is available.
/// "Test connection" runs ConnectionTester and shows its verdict inline.
class ServerProfilesDialog final : public QDialog
{
    Q_OBJECT
public:
    /// None of the pointers is owned.
    ServerProfilesDialog(ServerProfiles *profiles, Credentials *credentials, QNetworkAccessManager *nam,
                         QWidget *parent = nullptr);
    ~ServerProfilesDialog() override;

    /// Selects a profile in the list (or the "new profile" form when `id` is empty).
    void selectProfile(const QString &id);
    [[nodiscard]] QString selectedProfileId() const { return m_editingId; }

    // For tests and screenshots:
    void setForm(const QString &name, const QString &url, const QString &orgId, const QString &key);
    [[nodiscard]] QString testResultText() const;
    [[nodiscard]] QString keychainBannerText() const;
    /// Saves the form (adds or updates); returns the id, or empty when the form is invalid.
    QString saveForm();
    void testConnection();
    /// Removes a profile without asking (the Remove button asks first): its key leaves the keychain
    /// first; when the keychain cannot remove it the profile stays, the dialog says why and offers
    /// to retry (or to remove the server anyway, saying where the key is left).
    void removeProfile(const QString &id);
    /// The removal's problem as shown (empty when none), and its two answers.
    [[nodiscard]] QString removalProblemText() const;
    [[nodiscard]] QPushButton *retryRemovalButton() const { return m_retryRemove; }
    [[nodiscard]] QPushButton *removeAnywayButton() const { return m_removeAnyway; }

Q_SIGNALS:
    /// "Connect" was pressed for a saved profile.
    void connectRequested(const QString &profileId);
    void testFinished(bool ok, const QString &message);
    /// A removal finished: `removed` (the profile is gone), `keyLeft` (its key is still in the keychain).
    void removalFinished(const QString &profileId, bool removed, bool keyLeft);

private:
    QVBoxLayout *buildListColumn();
    QVBoxLayout *buildFormColumn();
    void connectSignals();
    void rebuildList();
    void loadForm(const QString &id);
    void removeSelected();
    QWidget *buildRemovalProblem();
    void showRemovalProblem(const QString &id, const QString &text);
    void finishRemoval(const QString &id, bool keyLeft);
    void showTestResult(bool ok, const QString &message);
    void updateKeychainBanner();

    QPointer<ServerProfiles> m_profiles;
    QPointer<Credentials> m_credentials;
    ConnectionTester *m_tester = nullptr;
    QString m_editingId;
    bool m_keyEdited = false;

    QListWidget *m_list = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_url = nullptr;
    QLineEdit *m_org = nullptr;
    QLineEdit *m_key = nullptr;
    QLabel *m_keyNote = nullptr;
    QLabel *m_banner = nullptr;
    QLabel *m_testResult = nullptr;
    QPushButton *m_test = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_connect = nullptr;
    QWidget *m_removalBox = nullptr;
    QLabel *m_removalProblem = nullptr;
    QPushButton *m_retryRemove = nullptr;
    QPushButton *m_removeAnyway = nullptr;
    QString m_removingId; ///< the profile whose removal failed (or is running)
};

} // namespace Switchyard
