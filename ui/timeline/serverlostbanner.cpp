// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/serverlostbanner.h"

#include "models/commands/localcommands.h"
#include "models/read/storereader.h"
#include "ui/shell/transcriptexport.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>

namespace Switchyard {

namespace {

bool confirmDrop(QWidget *parent, qint64 missing, qint64 kept)
{
    const QLocale locale;
    QMessageBox box(QMessageBox::Warning, ServerLostBanner::tr("Drop the events the server lost?"),
                    ServerLostBanner::tr("%1 of the %2 events kept on this computer are no longer on the server. "
                                         "Dropping them keeps only what the server has; they cannot be brought "
                                         "back.")
                        .arg(locale.toString(missing), locale.toString(kept)),
                    QMessageBox::Cancel, parent);
    box.setTextFormat(Qt::PlainText);
    QPushButton *drop = box.addButton(ServerLostBanner::tr("Drop %1 events").arg(locale.toString(missing)),
                                      QMessageBox::DestructiveRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == drop;
}

} // namespace

ServerLostBanner::ServerLostBanner(QWidget *parent)
    : AmberPanel(QColor(0xff, 0xf3, 0xcd), parent)
    , m_confirm(confirmDrop)
    , m_exportHandler([](QWidget *p, const StoreReader &store, const QString &id) {
        exportTranscriptDialog(p, store, id);
    })
{
    setObjectName(QStringLiteral("serverLostBanner"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    m_icon = new QLabel(this);
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this).pixmap(size, size));
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("serverLostText"));
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    layout->addWidget(m_text, 1);
    m_keep = new QPushButton(tr("&Keep"), this);
    m_keep->setObjectName(QStringLiteral("serverLostKeep"));
    m_keep->setToolTip(tr("Keep these events on this computer and hide this message for this conversation"));
    m_export = new QPushButton(tr("E&xport…"), this);
    m_export->setObjectName(QStringLiteral("serverLostExport"));
    m_export->setToolTip(tr("Save the whole conversation as kept here to a file (secrets redacted)"));
    m_drop = new QPushButton(tr("&Drop…"), this);
    m_drop->setObjectName(QStringLiteral("serverLostDrop"));
    layout->addWidget(m_keep, 0, Qt::AlignVCenter);
    layout->addWidget(m_export, 0, Qt::AlignVCenter);
    layout->addWidget(m_drop, 0, Qt::AlignVCenter);
    setAccessibleName(tr("History the server lost"));
    connect(m_keep, &QPushButton::clicked, this, &ServerLostBanner::keep);
    connect(m_export, &QPushButton::clicked, this, &ServerLostBanner::exportKept);
    connect(m_drop, &QPushButton::clicked, this, &ServerLostBanner::drop);
    hide();
}

void ServerLostBanner::setConversation(StoreReader *store, const QString &conversationId)
{
    if (m_store != store) {
        if (m_store)
            disconnect(m_store, nullptr, this, nullptr);
        m_store = store;
        if (m_store)
            connect(m_store, &StoreReader::changed, this, &ServerLostBanner::onChanged);
    }
    m_conversationId = conversationId;
    refresh();
}

void ServerLostBanner::setLocalCommands(LocalCommands *local)
{
    m_local = local;
    refresh();
}

QString ServerLostBanner::text() const
{
    return m_text->text();
}

void ServerLostBanner::onChanged(const StoreChanges &changes)
{
    if (m_conversationId.isEmpty())
        return;
    if (changes.lostHistory.contains(m_conversationId) || changes.eventsAppended.contains(m_conversationId))
        refresh();
}

void ServerLostBanner::refresh()
{
    const std::optional<LostHistory> lost =
        m_store && !m_conversationId.isEmpty() ? m_store->lostHistory(m_conversationId) : std::nullopt;
    if (!lost || lost->kept || lost->missing() <= 0) {
        hide();
        return;
    }
    const QLocale locale;
    m_text->setText(tr("The server no longer has %1 of the %2 events kept here. They are kept on this computer.")
                        .arg(locale.toString(lost->missing()), locale.toString(lost->localCount)));
    m_drop->setEnabled(lost->canDrop() && m_local);
    m_drop->setToolTip(lost->canDrop()
                           ? tr("Keep only what the server has: remove the events it lost from this computer")
                           : tr("Which events the server lost is known once its list has been read again"));
    m_keep->setEnabled(m_local != nullptr);
    show();
}

void ServerLostBanner::keep()
{
    if (!m_local || m_conversationId.isEmpty())
        return;
    m_keep->setEnabled(false); // the store's change hides the banner
    m_local->keepLostHistory(m_conversationId);
}

void ServerLostBanner::exportKept()
{
    if (!m_store || m_conversationId.isEmpty() || !m_exportHandler)
        return;
    m_exportHandler(window(), *m_store, m_conversationId);
}

void ServerLostBanner::drop()
{
    if (!m_store || !m_local || m_conversationId.isEmpty())
        return;
    const std::optional<LostHistory> lost = m_store->lostHistory(m_conversationId);
    if (!lost || !lost->canDrop())
        return;
    if (!m_confirm || !m_confirm(window(), lost->knownMissing, lost->localCount))
        return;
    m_drop->setEnabled(false);
    m_local->dropLostHistory(m_conversationId);
}

} // namespace Switchyard
