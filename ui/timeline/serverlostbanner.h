// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/commands/localcommands.h"
#include "ui/timeline/amberpanel.h"

#include <QPointer>

#include <functional>

class QLabel;
class QPushButton;

namespace Switchyard {

class StoreReader;
struct StoreChanges;

/// Above a conversation's timeline when the server no longer has events kept here (issue 17 item 4):
/// "The server no longer has N of the M events kept here. They are kept on this computer." with
/// Keep (dismiss for this conversation, remembered in the store), Export… (the transcript export,
/// redacted) and Drop… (after a confirmation, keep only what the server has). Hidden otherwise.
class ServerLostBanner : public AmberPanel
{
    Q_OBJECT
public:
    explicit ServerLostBanner(QWidget *parent = nullptr);

    /// Follows the store's lost-history state of this conversation. Null or empty: hidden.
    void setConversation(StoreReader *store, const QString &conversationId);
    /// Keep and Drop go through it (null: both are off).
    void setLocalCommands(LocalCommands *local);
    [[nodiscard]] QString text() const;
    [[nodiscard]] QPushButton *keepButton() const { return m_keep; }
    [[nodiscard]] QPushButton *exportButton() const { return m_export; }
    [[nodiscard]] QPushButton *dropButton() const { return m_drop; }

    /// The confirmation before dropping (default: a message box). Tests answer it themselves.
    using Confirm = std::function<bool(QWidget *parent, qint64 missing, qint64 kept)>;
    void setConfirm(Confirm confirm) { m_confirm = std::move(confirm); }
    /// What Export… does (default: the transcript export dialog over the store).
    using ExportHandler = std::function<void(QWidget *parent, const StoreReader &store, const QString &conversationId)>;
    void setExportHandler(ExportHandler handler) { m_exportHandler = std::move(handler); }

private:
    void refresh();
    void onChanged(const StoreChanges &changes);
    void keep();
    void exportKept();
    void drop();

    QPointer<StoreReader> m_store;
    QPointer<LocalCommands> m_local;
    QString m_conversationId;
    QLabel *m_icon = nullptr;
    QLabel *m_text = nullptr;
    QPushButton *m_keep = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_drop = nullptr;
    Confirm m_confirm;
    ExportHandler m_exportHandler;
};

} // namespace Switchyard
