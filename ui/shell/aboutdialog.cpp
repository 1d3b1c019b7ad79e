// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/aboutdialog.h"

#include "switchyard_config.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Switchyard {

AboutDialog::AboutDialog(const QList<AboutComponent> &components, QWidget *parent)
    : QDialog(parent)
    , m_components(components)
{
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About Switchyard"));

    auto *icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/switchyard.svg")).pixmap(64, 64));
    icon->setAlignment(Qt::AlignTop);
    icon->setAccessibleName(tr("Switchyard logo"));
    auto *title = new QLabel(tr("<h2>Switchyard %1</h2><p>A desktop client for OpenHands conversations and "
                                "sandboxes: browse and steer conversations, see which share a sandbox, review "
                                "trajectories.</p>")
                                 .arg(QStringLiteral(SWITCHYARD_VERSION)),
                             this);
    title->setTextFormat(Qt::RichText); // our own markup
    title->setObjectName(QStringLiteral("aboutTitle"));
    title->setWordWrap(true);
    auto *top = new QHBoxLayout;
    top->addWidget(icon);
    top->addWidget(title, 1);

    auto *heading = new QLabel(tr("&Libraries:"), this);
    auto *table = m_table = new QTreeWidget(this);
    table->setObjectName(QStringLiteral("aboutComponents"));
    table->setColumnCount(2);
    table->setHeaderLabels({tr("Component"), tr("Version")});
    table->setRootIsDecorated(false);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setAccessibleName(tr("Libraries and their versions"));
    for (const AboutComponent &c : std::as_const(m_components))
        table->addTopLevelItem(new QTreeWidgetItem({c.name, c.version}));
    table->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table->header()->setStretchLastSection(true);
    if (table->topLevelItemCount() > 0)
        table->setCurrentItem(table->topLevelItem(0));
    heading->setBuddy(table);

    m_license = new QLabel(tr("Switchyard is free software: you can redistribute it and/or modify it under the terms "
                              "of the GNU General Public License, version 3 or (at your option) any later version "
                              "(%1). It comes with ABSOLUTELY NO WARRANTY.<br><a href=\"%2\">Read the license</a> · "
                              "<a href=\"%3\">Project home page</a>")
                               .arg(licenseId(), licenseUrl(), QStringLiteral(SWITCHYARD_HOMEPAGE)),
                           this);
    m_license->setObjectName(QStringLiteral("aboutLicense"));
    m_license->setWordWrap(true);
    m_license->setTextFormat(Qt::RichText);
    m_license->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_license->setOpenExternalLinks(true);
    m_license->setAccessibleName(tr("License"));
    m_license->setAccessibleDescription(
        tr("GNU General Public License, version 3 or later (%1), with links to the license and the home page")
            .arg(licenseId()));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *copy = buttons->addButton(tr("&Copy version information"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("copyVersions"));
    copy->setAccessibleDescription(tr("Copies the versions of Switchyard and its libraries, for a bug report"));
    connect(copy, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(versionReport(m_components));
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(heading);
    layout->addWidget(table, 1);
    layout->addWidget(m_license);
    layout->addWidget(buttons);
    resize(560, 460);
}

QString AboutDialog::versionReport(const QList<AboutComponent> &components)
{
    QStringList lines{QStringLiteral("switchyard %1").arg(QStringLiteral(SWITCHYARD_VERSION))};
    for (const AboutComponent &c : components)
        lines.append(QStringLiteral("  %1 %2").arg(c.name, c.version));
    lines.append(QStringLiteral("License: %1").arg(licenseId()));
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString AboutDialog::licenseId()
{
    return QStringLiteral("GPL-3.0-or-later");
}

QString AboutDialog::licenseUrl()
{
    return QStringLiteral("https://www.gnu.org/licenses/gpl-3.0.html");
}

QString AboutDialog::componentsText() const
{
    QStringList lines;
    for (int i = 0; i < m_table->topLevelItemCount(); ++i)
        lines.append(m_table->topLevelItem(i)->text(0) + QLatin1Char('\t') + m_table->topLevelItem(i)->text(1));
    return lines.join(QLatin1Char('\n'));
}

QString AboutDialog::licenseText() const
{
    return m_license->text();
}

} // namespace Switchyard
