// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/shelldialogs.h"

#include "models/domain/statusnames.h"
#include "models/read/storereader.h"
#include "ui/dialogs/startconversationdialog.h"
#include "ui/settings/preferencesdialog.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/shellactions.h"
#include "ui/shell/transcriptexport.h"
#include "ui/trajectory/downloaddialog.h"

#include <QCoreApplication>
#include <QFileDialog>

namespace Switchyard::ShellDialogs {

void showPalette(CommandPalette *palette, ShellActions *actions, const StoreReader *store)
{
    QList<CommandPalette::ConversationEntry> entries;
    if (store) {
        const QList<ConversationRecord> &records = store->conversations();
        entries.reserve(records.size());
        for (const ConversationRecord &r : records) {
            if (r.gone)
                continue;
            const Conversation &c = r.conversation;
            QString detail = c.selectedRepository;
            if (!r.displayExecution.isAbsent())
                detail += (detail.isEmpty() ? QString() : QStringLiteral(" · "))
                    + executionStatusName(r.displayExecution).toLower();
            entries.append({c.id, c.title.isEmpty() ? c.id.left(8) : c.title, detail});
        }
    }
    palette->setActions(actions->all());
    palette->setConversations(entries);
    palette->popup();
}

QString chooseTrajectory(QWidget *parent)
{
    return QFileDialog::getOpenFileName(
        parent, QCoreApplication::translate("Switchyard::MainWindow", "Open trajectory"), QString(),
        QCoreApplication::translate("Switchyard::MainWindow", "Trajectories (*.zip *.json);;All files (*)"));
}

void startConversation(QWidget *parent, const ShellContext &context, const QString &current, const QString &sandboxId,
                       std::function<void(const QString &)> opened)
{
    if (!context.commands)
        return;
    auto *dialog = new StartConversationDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setStore(context.store);
    dialog->setCommands(context.commands);
    dialog->setVariantCommands(context.variants);
    if (!sandboxId.isEmpty())
        dialog->setPlacementSandbox(sandboxId);
    // The skills to pick from (disabled_skills): what the open conversation's server loads.
    if (context.workspace && !current.isEmpty() && context.store) {
        if (const auto record = context.store->conversation(current))
            dialog->setSkillSource(context.workspace, current,
                                   record->conversation.title.isEmpty() ? current.left(8) : record->conversation.title);
    }
    QObject::connect(dialog, &StartConversationDialog::conversationStarted, dialog, std::move(opened));
    dialog->open();
}

void downloadTrajectory(QWidget *parent, const ShellContext &context, const QString &current)
{
    if (context.downloads && !current.isEmpty())
        DownloadDialog::download(context.downloads, current, parent);
}

void exportTranscript(QWidget *parent, const ShellContext &context, const QString &current)
{
    if (context.store && !current.isEmpty())
        exportTranscriptDialog(parent, *context.store, current);
}

void showAbout(QWidget *parent, QList<AboutComponent> components)
{
    if (components.isEmpty()) // no composition root (tests): what the window itself knows
        components.append({QCoreApplication::translate("Switchyard::MainWindow", "Qt"),
                           QCoreApplication::translate("Switchyard::MainWindow", "%1 (built with %2)")
                               .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR))});
    auto *dialog = new AboutDialog(components, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void showPreferences(QWidget *parent, std::function<void(const QString &)> message)
{
    auto *dialog = new PreferencesDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(dialog, &QDialog::accepted, dialog, [dialog, message = std::move(message)] {
        if (dialog->languageChanged() && message)
            message(QCoreApplication::translate("Switchyard::MainWindow",
                                                "The new language takes effect the next time Switchyard starts."));
    });
    dialog->open();
}

} // namespace Switchyard::ShellDialogs
