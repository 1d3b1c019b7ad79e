// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/settings/serverprofilesdialog.h"

#include "models/profiles/connectiontester.h"
#include "models/profiles/credentials.h"
#include "models/profiles/serverprofiles.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace Switchyard {

namespace {
constexpr auto kNewId = "";
}

ServerProfilesDialog::ServerProfilesDialog(ServerProfiles *profiles, Credentials *credentials,
                                           QNetworkAccessManager *nam, QWidget *parent)
    : QDialog(parent)
    , m_profiles(profiles)
    , m_credentials(credentials)
    , m_tester(new ConnectionTester(nam, this))
    , m_list(new QListWidget(this))
    , m_name(new QLineEdit(this))
    , m_url(new QLineEdit(this))
    , m_org(new QLineEdit(this))
    , m_key(new QLineEdit(this))
    , m_keyNote(new QLabel(this))
    , m_banner(new QLabel(this))
    , m_testResult(new QLabel(this))
    , m_test(new QPushButton(tr("&Test connection"), this))
    , m_save(new QPushButton(tr("&Save"), this))
    , m_remove(new QPushButton(tr("&Remove"), this))
    , m_connect(new QPushButton(tr("&Connect"), this))
{
    setObjectName(QStringLiteral("serverProfilesDialog"));
    setWindowTitle(tr("Servers"));

    auto *columns = new QHBoxLayout;
    columns->addLayout(buildListColumn(), 2);
    columns->addLayout(buildFormColumn(), 5);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_connect, QDialogButtonBox::AcceptRole);
    auto *outer = new QVBoxLayout(this);
    outer->addLayout(columns, 1);
    outer->addWidget(buildRemovalProblem());
    outer->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connectSignals();

    rebuildList();
    updateKeychainBanner();
    selectProfile(m_profiles && m_profiles->current() ? m_profiles->currentId() : QString());
    resize(760, 420);
}

// The saved servers, "Add server" and "Remove".
QVBoxLayout *ServerProfilesDialog::buildListColumn()
{
    auto *left = new QVBoxLayout;
    m_list->setMinimumWidth(190);
    m_list->setAccessibleName(tr("Server profiles"));
    m_list->setAccessibleDescription(tr("The saved servers; select one to edit it or connect"));
    left->addWidget(m_list, 1);
    auto *add = new QPushButton(tr("&Add server"), this);
    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(add);
    listButtons->addWidget(m_remove);
    left->addLayout(listButtons);
    connect(add, &QPushButton::clicked, this, [this] {
        selectProfile(QString());
    });
    return left;
}

// The selected profile's fields, test and save, the test's result and the keychain banner.
QVBoxLayout *ServerProfilesDialog::buildFormColumn()
{
    m_name->setPlaceholderText(tr("e.g. Company cloud"));
    m_url->setPlaceholderText(QStringLiteral("https://app.all-hands.dev"));
    m_org->setPlaceholderText(tr("optional: organization UUID"));
    m_key->setEchoMode(QLineEdit::Password);
    m_key->setPlaceholderText(tr("sk-oh-…"));
    m_keyNote->setWordWrap(true);
    m_keyNote->setForegroundRole(QPalette::PlaceholderText);
    auto *form = new QFormLayout;
    form->addRow(tr("&Name"), m_name);
    form->addRow(tr("Base &URL"), m_url);
    form->addRow(tr("&Organization id"), m_org);
    form->addRow(tr("API &key"), m_key);
    form->addRow(QString(), m_keyNote);

    m_banner->setWordWrap(true);
    m_banner->setObjectName(QStringLiteral("keychainBanner"));
    m_banner->setStyleSheet(QStringLiteral("QLabel { background: #fff4d6; color: #5c4400; border: 1px solid #e8c66a;"
                                           " border-radius: 4px; padding: 6px; }"));
    m_testResult->setWordWrap(true);
    m_testResult->setObjectName(QStringLiteral("testResult"));
    m_testResult->setTextFormat(Qt::PlainText);
    m_testResult->setMinimumHeight(48);
    m_testResult->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto *right = new QVBoxLayout;
    right->addLayout(form);
    auto *formButtons = new QHBoxLayout;
    formButtons->addWidget(m_test);
    formButtons->addStretch(1);
    formButtons->addWidget(m_save);
    right->addLayout(formButtons);
    right->addWidget(m_testResult);
    right->addStretch(1);
    right->addWidget(m_banner);
    return right;
}

void ServerProfilesDialog::connectSignals()
{
    connect(m_connect, &QPushButton::clicked, this, [this] {
        const QString id = saveForm();
        if (id.isEmpty())
            return;
        Q_EMIT connectRequested(id);
        accept();
    });
    connect(m_remove, &QPushButton::clicked, this, &ServerProfilesDialog::removeSelected);
    connect(m_save, &QPushButton::clicked, this, [this] {
        saveForm();
    });
    connect(m_test, &QPushButton::clicked, this, &ServerProfilesDialog::testConnection);
    connect(m_key, &QLineEdit::textEdited, this, [this] {
        m_keyEdited = true;
    });
    connect(m_tester, &ConnectionTester::finished, this, &ServerProfilesDialog::showTestResult);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            loadForm(m_list->item(row)->data(Qt::UserRole).toString());
    });
    if (m_credentials)
        connect(m_credentials, &Credentials::keychainUnavailable, this, &ServerProfilesDialog::updateKeychainBanner);
}

ServerProfilesDialog::~ServerProfilesDialog() = default;

void ServerProfilesDialog::rebuildList()
{
    const QSignalBlocker block(m_list);
    m_list->clear();
    if (!m_profiles)
        return;
    for (const ServerProfile &p : m_profiles->profiles()) {
        auto *item = new QListWidgetItem(p.name, m_list);
        item->setData(Qt::UserRole, p.id);
        item->setToolTip(p.baseUrl.toDisplayString());
        if (p.id == m_profiles->currentId()) {
            QFont f = item->font();
            f.setBold(true);
            item->setFont(f);
        }
    }
}

void ServerProfilesDialog::selectProfile(const QString &id)
{
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->data(Qt::UserRole).toString() == id && !id.isEmpty()) {
            m_list->setCurrentRow(i);
            loadForm(id);
            return;
        }
    }
    {
        const QSignalBlocker block(m_list);
        m_list->clearSelection();
        m_list->setCurrentRow(-1);
    }
    loadForm(QLatin1String(kNewId));
}

void ServerProfilesDialog::loadForm(const QString &id)
{
    m_editingId = id;
    m_keyEdited = false;
    m_testResult->clear();
    m_key->clear();
    const auto p = m_profiles ? m_profiles->profile(id) : std::nullopt;
    m_remove->setEnabled(p.has_value());
    if (!p) {
        m_name->clear();
        m_url->clear();
        m_org->clear();
        m_keyNote->setText(tr("The key is stored in the system keychain, never in the settings file."));
        m_name->setFocus();
        return;
    }
    m_name->setText(p->name);
    m_url->setText(p->baseUrl.toString());
    m_org->setText(p->orgId);
    m_keyNote->setText(tr("Leave empty to keep the stored key."));
    if (!m_credentials)
        return;
    m_credentials->readKey(id, this, [this, id](const CredentialResult &r) {
        if (id != m_editingId || m_keyEdited)
            return;
        if (!r.key.isEmpty())
            m_key->setPlaceholderText(QStringLiteral("••••••••••••"));
        else
            m_key->setPlaceholderText(tr("no key stored"));
        if (!Credentials::environmentKey().isEmpty())
            m_keyNote->setText(tr("SWITCHYARD_API_KEY is set: it is used for this run instead of the stored key."));
    });
}

void ServerProfilesDialog::setForm(const QString &name, const QString &url, const QString &orgId, const QString &key)
{
    m_name->setText(name);
    m_url->setText(url);
    m_org->setText(orgId);
    m_key->setText(key);
    m_keyEdited = !key.isEmpty();
}

QString ServerProfilesDialog::saveForm()
{
    if (!m_profiles)
        return {};
    const QUrl url = ServerProfiles::normalizeBaseUrl(m_url->text());
    if (!url.isValid() || url.isEmpty()) {
        showTestResult(false, tr("Enter the server's base URL, e.g. https://app.all-hands.dev."));
        m_url->setFocus();
        return {};
    }
    ServerProfile p;
    p.id = m_editingId;
    p.name = m_name->text().trimmed().isEmpty() ? url.host() : m_name->text().trimmed();
    p.baseUrl = url;
    p.orgId = m_org->text().trimmed();
    QString id = p.id;
    if (id.isEmpty() || !m_profiles->profile(id))
        id = m_profiles->add(p);
    else
        m_profiles->update(p);
    if (m_keyEdited && m_credentials) {
        m_credentials->writeKey(id, m_key->text(), this, [this](const CredentialResult &r) {
            if (r.inMemoryOnly)
                updateKeychainBanner();
        });
    }
    rebuildList();
    selectProfile(id);
    return id;
}

void ServerProfilesDialog::removeSelected()
{
    if (!m_profiles || m_editingId.isEmpty())
        return;
    const auto p = m_profiles->profile(m_editingId);
    if (!p)
        return;
    if (QMessageBox::question(
            this, tr("Remove server"),
            tr("Remove “%1” and its stored API key? The local cache of this server is kept.").arg(p->name))
        != QMessageBox::Yes)
        return;
    removeProfile(m_editingId);
}

// Under the columns: why the last removal did not finish, with Retry and Remove anyway.
QWidget *ServerProfilesDialog::buildRemovalProblem()
{
    m_removalBox = new QWidget(this);
    m_removalBox->setObjectName(QStringLiteral("removalProblem"));
    m_removalProblem = new QLabel(m_removalBox);
    m_removalProblem->setWordWrap(true);
    m_removalProblem->setTextFormat(Qt::PlainText);
    m_removalProblem->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; }"));
    m_retryRemove = new QPushButton(tr("Re&try removing the key"), m_removalBox);
    m_removeAnyway = new QPushButton(tr("Remove the server, &keep the key"), m_removalBox);
    auto *row = new QHBoxLayout(m_removalBox);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_removalProblem, 1);
    row->addWidget(m_retryRemove);
    row->addWidget(m_removeAnyway);
    m_removalBox->hide();
    connect(m_retryRemove, &QPushButton::clicked, this, [this] {
        const QString id = m_removingId; // a copy: the removal clears m_removingId
        if (!id.isEmpty())
            removeProfile(id);
    });
    connect(m_removeAnyway, &QPushButton::clicked, this, [this] {
        const QString id = m_removingId;
        if (!id.isEmpty())
            finishRemoval(id, true);
    });
    return m_removalBox;
}

void ServerProfilesDialog::removeProfile(const QString &id)
{
    if (!m_profiles || !m_profiles->profile(id))
        return;
    m_removingId = id;
    m_removalBox->hide();
    m_removalProblem->clear();
    if (!m_credentials) {
        finishRemoval(id, false);
        return;
    }
    m_remove->setEnabled(false);
    m_retryRemove->setEnabled(false);
    // The key goes first: a server whose key could not be removed stays listed, so the key is never
    // left behind without the user knowing.
    m_credentials->removeKey(id, this, [this, id](const CredentialResult &r) {
        m_retryRemove->setEnabled(true);
        if (m_profiles && m_profiles->profile(id) && id == m_editingId)
            m_remove->setEnabled(true);
        if (r.ok) {
            finishRemoval(id, false);
            return;
        }
        const auto p = m_profiles ? m_profiles->profile(id) : std::nullopt;
        showRemovalProblem(id, tr("“%1” was not removed: %2").arg(p ? p->name : id, r.error));
        Q_EMIT removalFinished(id, false, true);
    });
}

void ServerProfilesDialog::showRemovalProblem(const QString &id, const QString &text)
{
    m_removingId = id;
    m_removalProblem->setText(text);
    m_removalBox->show();
}

void ServerProfilesDialog::finishRemoval(const QString &id, bool keyLeft)
{
    const auto p = m_profiles ? m_profiles->profile(id) : std::nullopt;
    m_removingId.clear();
    m_removalBox->hide();
    m_removalProblem->clear();
    if (!p)
        return;
    m_profiles->remove(id);
    rebuildList();
    selectProfile(m_profiles->currentId());
    if (keyLeft && m_credentials) {
        // Said where the user looks, and kept until the next test or selection.
        m_testResult->setText(tr("“%1” was removed, but its API key is still in the system keychain (entry “%2”). "
                                 "Remove it there with your keychain's tool.")
                                  .arg(p->name, m_credentials->keychainEntry(id)));
        m_testResult->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; }"));
    }
    Q_EMIT removalFinished(id, true, keyLeft);
}

QString ServerProfilesDialog::removalProblemText() const
{
    return m_removalBox->isHidden() ? QString() : m_removalProblem->text();
}

void ServerProfilesDialog::testConnection()
{
    const QUrl url = ServerProfiles::normalizeBaseUrl(m_url->text());
    const QString org = m_org->text().trimmed();
    m_test->setEnabled(false);
    m_testResult->setStyleSheet(QString());
    m_testResult->setText(tr("Testing…"));
    auto run = [this, url, org](const QString &key) {
        const QString effective = Credentials::environmentKey().isEmpty() ? key : Credentials::environmentKey();
        m_tester->test(url.isEmpty() ? QUrl(m_url->text().trimmed()) : url, effective, org);
    };
    if (m_keyEdited || m_editingId.isEmpty() || !m_credentials) {
        run(m_key->text());
        return;
    }
    m_credentials->readKey(m_editingId, this, [run](const CredentialResult &r) {
        run(r.key);
    });
}

void ServerProfilesDialog::showTestResult(bool ok, const QString &message)
{
    m_test->setEnabled(true);
    m_testResult->setText((ok ? QStringLiteral("✔ ") : QStringLiteral("✖ ")) + message);
    m_testResult->setStyleSheet(ok ? QStringLiteral("QLabel { color: #1e7b34; }")
                                   : QStringLiteral("QLabel { color: #b3261e; }"));
    Q_EMIT testFinished(ok, message);
}

QString ServerProfilesDialog::testResultText() const
{
    return m_testResult->text();
}

void ServerProfilesDialog::updateKeychainBanner()
{
    const QString error = m_credentials ? m_credentials->keychainError() : QString();
    m_banner->setText(error);
    m_banner->setVisible(!error.isEmpty());
}

QString ServerProfilesDialog::keychainBannerText() const
{
    return m_banner->isVisible() || !m_banner->text().isEmpty() ? m_banner->text() : QString();
}

} // namespace Switchyard
