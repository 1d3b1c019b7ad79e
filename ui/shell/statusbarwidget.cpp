// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/statusbarwidget.h"

#include "models/read/storereader.h"
#include "models/read/syncstatus.h"
#include "ui/safetext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>

#include <algorithm>

namespace Switchyard {

StatusBarWidget::StatusBarWidget(QWidget *parent)
    : QWidget(parent)
    , m_server(new QLabel(this))
    , m_sync(new QLabel(this))
    , m_age(new QLabel(this))
    , m_cache(new QLabel(this))
    , m_timer(new QTimer(this))
    , m_now([] {
        return QDateTime::currentDateTimeUtc();
    })
{
    setObjectName(QStringLiteral("statusBarWidget"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(12);
    m_server->setObjectName(QStringLiteral("serverLabel"));
    m_sync->setObjectName(QStringLiteral("syncLabel"));
    m_sync->setTextFormat(Qt::RichText); // our own markup; the server's text in it is escaped
    m_age->setObjectName(QStringLiteral("confirmedLabel"));
    layout->addWidget(m_server);
    layout->addWidget(m_sync);
    layout->addWidget(m_age);
    m_cache->setObjectName(QStringLiteral("cacheLabel"));
    m_cache->setTextFormat(Qt::RichText); // our own markup; SQLite's text goes only into the tooltip
    m_cache->hide();
    layout->addWidget(m_cache);
    m_server->setText(tr("Not connected"));
    m_timer->setInterval(1000);
    connect(m_timer, &QTimer::timeout, this, &StatusBarWidget::refreshAge);
    m_timer->start();
    setSyncState({});
}

void StatusBarWidget::setClock(std::function<QDateTime()> now)
{
    m_now = std::move(now);
    refreshAge();
}

void StatusBarWidget::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    setSyncState(m_state);
}

void StatusBarWidget::setServer(const QString &name, const QString &url)
{
    m_server->setText(name.isEmpty() ? tr("Not connected") : name);
    m_server->setToolTip(url);
}

void StatusBarWidget::setSyncStatus(SyncStatus *sync)
{
    if (m_syncStatus)
        disconnect(m_syncStatus, nullptr, this, nullptr);
    m_syncStatus = sync;
    if (sync) {
        connect(sync, &SyncStatus::stateChanged, this, &StatusBarWidget::setSyncState);
        setSyncState(sync->state());
    } else {
        setSyncState({});
    }
}

void StatusBarWidget::setStore(StoreReader *store)
{
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    if (store) {
        connect(store, &StoreReader::writeStatusChanged, this, &StatusBarWidget::setWriteStatus);
        setWriteStatus(store->writeStatus());
    } else {
        setWriteStatus({});
    }
}

void StatusBarWidget::setWriteStatus(const StoreWriteStatus &status)
{
    if (!status.failing) {
        m_cache->clear();
        m_cache->setToolTip(QString());
        m_cache->hide();
        return;
    }
    m_cache->setText(QStringLiteral("<span style=\"color:#c0392b\">●</span> %1")
                         .arg(tr("Cache write failed, retrying").toHtmlEscaped()));
    QString tip = tr("Nothing already stored is lost; new events are kept in memory and written once the "
                     "cache accepts writes again (%n write(s) waiting).",
                     nullptr, status.queuedWrites);
    if (!status.error.isEmpty())
        tip += u'\n' + status.error;
    m_cache->setToolTip(SafeText::toolTip(tip));
    m_cache->show();
}

QString StatusBarWidget::cacheText() const
{
    return m_cache->isHidden() ? QString() : tr("Cache write failed, retrying");
}

QString StatusBarWidget::stateText(const SyncState &state)
{
    switch (state.kind) {
    case SyncState::Idle:
        return tr("Not syncing");
    case SyncState::Syncing:
        return tr("Syncing…");
    case SyncState::Online:
        return tr("Online");
    case SyncState::Offline:
        return tr("Offline");
    case SyncState::BackingOff:
        return tr("Server errors, retrying");
    case SyncState::Unauthorized:
        return tr("Key rejected: check the server profile");
    }
    return {};
}

void StatusBarWidget::setSyncState(const SyncState &state)
{
    m_state = state;
    static const char *const colours[] = {"#888888", "#2a7fd4", "#2e9b4f", "#c0392b", "#d68910", "#c0392b"};
    const QString colour = QLatin1String(colours[std::clamp(int(state.kind), 0, 5)]);
    m_sync->setText(
        QStringLiteral("<span style=\"color:%1\">●</span> %2").arg(colour, stateText(state).toHtmlEscaped()));
    m_sync->setToolTip(SafeText::toolTip(state.message));
    refreshAge();
}

QString StatusBarWidget::ageText(const QDateTime &confirmed, const QDateTime &now)
{
    if (!confirmed.isValid())
        return tr("never confirmed");
    const qint64 s = std::max<qint64>(0, confirmed.secsTo(now));
    if (s < 120)
        return tr("confirmed %n s ago", nullptr, int(s));
    if (s < 7200)
        return tr("confirmed %n min ago", nullptr, int(s / 60));
    if (s < 172800)
        return tr("confirmed %n h ago", nullptr, int(s / 3600));
    return tr("confirmed %n day(s) ago", nullptr, int(s / 86400));
}

void StatusBarWidget::refreshAge()
{
    if (m_readOnly)
        return;
    if (m_state.kind == SyncState::Idle && !m_state.lastConfirmed.isValid()) {
        m_age->clear();
        return;
    }
    m_age->setText(ageText(m_state.lastConfirmed, m_now()));
}

QString StatusBarWidget::syncText() const
{
    if (m_readOnly)
        return tr("Offline review (read-only)");
    return stateText(m_state);
}

QString StatusBarWidget::confirmedText() const
{
    return m_age->text();
}

} // namespace Switchyard
