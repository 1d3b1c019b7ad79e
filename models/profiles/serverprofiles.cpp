// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/profiles/serverprofiles.h"

#include "models/logging.h"

#include <QSettings>
#include <QUuid>

namespace Switchyard {

namespace {
const QString kGroup = QStringLiteral("Profiles");
const QString kList = QStringLiteral("list");
const QString kCurrent = QStringLiteral("current");
} // namespace

ServerProfiles::ServerProfiles(QObject *parent)
    : QObject(parent)
{
    reload();
}

void ServerProfiles::reload()
{
    QSettings settings;
    settings.beginGroup(kGroup);
    m_profiles.clear();
    const int size = settings.beginReadArray(kList);
    for (int i = 0; i < size; ++i) {
        settings.setArrayIndex(i);
        ServerProfile p;
        p.id = settings.value(QStringLiteral("id")).toString();
        p.name = settings.value(QStringLiteral("name")).toString();
        p.baseUrl = QUrl(settings.value(QStringLiteral("baseUrl")).toString());
        p.orgId = settings.value(QStringLiteral("orgId")).toString();
        if (p.isValid())
            m_profiles.append(p);
        else
            qCWarning(lcModels) << "ignoring an invalid server profile in the settings, index" << i;
    }
    settings.endArray();
    m_currentId = settings.value(kCurrent).toString();
    if (!profile(m_currentId))
        m_currentId = m_profiles.isEmpty() ? QString() : m_profiles.first().id;
}

void ServerProfiles::save() const
{
    QSettings settings;
    settings.beginGroup(kGroup);
    settings.remove(kList);
    settings.beginWriteArray(kList, int(m_profiles.size()));
    for (int i = 0; i < m_profiles.size(); ++i) {
        settings.setArrayIndex(i);
        const ServerProfile &p = m_profiles.at(i);
        settings.setValue(QStringLiteral("id"), p.id);
        settings.setValue(QStringLiteral("name"), p.name);
        settings.setValue(QStringLiteral("baseUrl"), p.baseUrl.toString());
        settings.setValue(QStringLiteral("orgId"), p.orgId);
    }
    settings.endArray();
    settings.setValue(kCurrent, m_currentId);
}

std::optional<ServerProfile> ServerProfiles::profile(const QString &id) const
{
    for (const ServerProfile &p : m_profiles)
        if (p.id == id)
            return p;
    return std::nullopt;
}

std::optional<ServerProfile> ServerProfiles::findByName(const QString &name) const
{
    for (const ServerProfile &p : m_profiles)
        if (p.name.compare(name, Qt::CaseInsensitive) == 0)
            return p;
    return std::nullopt;
}

std::optional<ServerProfile> ServerProfiles::findByUrl(const QUrl &baseUrl, const QString &orgId) const
{
    const QUrl wanted = normalizeBaseUrl(baseUrl.toString());
    for (const ServerProfile &p : m_profiles)
        if (normalizeBaseUrl(p.baseUrl.toString()) == wanted && p.orgId == orgId)
            return p;
    return std::nullopt;
}

QString ServerProfiles::add(ServerProfile profile)
{
    if (profile.id.isEmpty())
        profile.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    if (profile.name.isEmpty())
        profile.name = profile.baseUrl.host();
    m_profiles.append(profile);
    if (m_currentId.isEmpty())
        m_currentId = profile.id;
    save();
    Q_EMIT profilesChanged();
    return profile.id;
}

bool ServerProfiles::update(const ServerProfile &profile)
{
    for (ServerProfile &p : m_profiles) {
        if (p.id != profile.id)
            continue;
        if (p == profile)
            return true;
        p = profile;
        save();
        Q_EMIT profilesChanged();
        return true;
    }
    return false;
}

bool ServerProfiles::remove(const QString &id)
{
    const auto removed = m_profiles.removeIf([&id](const ServerProfile &p) {
        return p.id == id;
    });
    if (removed == 0)
        return false;
    const bool wasCurrent = m_currentId == id;
    if (wasCurrent)
        m_currentId = m_profiles.isEmpty() ? QString() : m_profiles.first().id;
    save();
    Q_EMIT profilesChanged();
    if (wasCurrent)
        Q_EMIT currentChanged(m_currentId);
    return true;
}

void ServerProfiles::setCurrentId(const QString &id)
{
    if (id == m_currentId || !profile(id))
        return;
    m_currentId = id;
    save();
    Q_EMIT currentChanged(id);
}

QUrl ServerProfiles::normalizeBaseUrl(const QString &typed)
{
    QString text = typed.trimmed();
    if (text.isEmpty())
        return {};
    if (!text.contains(QLatin1String("://")))
        text.prepend(QLatin1String("https://"));
    while (text.endsWith(QLatin1Char('/')))
        text.chop(1);
    if (text.endsWith(QLatin1String("/api/v1")))
        text.chop(7);
    QUrl url(text, QUrl::StrictMode);
    if (!url.isValid() || url.host().isEmpty())
        return {};
    return url;
}

} // namespace Switchyard
