// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/profiles/serverprofile.h"

#include <QList>
#include <QObject>

#include <optional>

namespace Switchyard {

/// The list of server profiles, persisted in QSettings (group "Profiles"; never the API key).
/// Lives on the GUI thread; created by the composition root and injected.
class ServerProfiles : public QObject
{
    Q_OBJECT
public:
    explicit ServerProfiles(QObject *parent = nullptr);

    [[nodiscard]] QList<ServerProfile> profiles() const { return m_profiles; }
    [[nodiscard]] std::optional<ServerProfile> profile(const QString &id) const;
    [[nodiscard]] std::optional<ServerProfile> findByName(const QString &name) const;
    [[nodiscard]] std::optional<ServerProfile> findByUrl(const QUrl &baseUrl, const QString &orgId) const;

    /// Adds a profile (an id is generated when empty) and returns its id.
    QString add(ServerProfile profile);
    /// Replaces the profile with the same id; false when there is none.
    bool update(const ServerProfile &profile);
    bool remove(const QString &id);

    [[nodiscard]] QString currentId() const { return m_currentId; }
    [[nodiscard]] std::optional<ServerProfile> current() const { return profile(m_currentId); }
    void setCurrentId(const QString &id);

    /// Reloads from QSettings (done by the constructor).
    void reload();

    /// Normalises what a user typed: trims, adds https:// when no scheme is given, drops a trailing
    /// "/" and a trailing "/api/v1".
    [[nodiscard]] static QUrl normalizeBaseUrl(const QString &typed);

Q_SIGNALS:
    void profilesChanged();
    void currentChanged(const QString &id);

private:
    void save() const;

    QList<ServerProfile> m_profiles;
    QString m_currentId;
};

} // namespace Switchyard
