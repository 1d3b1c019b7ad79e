// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QLabel;
class QTreeWidget;

namespace Switchyard {

/// One library (or the toolkit) Switchyard runs with, as the About dialog and `--version` list it.
struct AboutComponent
{
    QString name;
    QString version;
};

/// Help › About Switchyard: the version, what the program is for, the libraries it runs with (the
/// composition root collects them: Qt at run time and at build time, SQLite from the Qt SQL driver,
/// QtKeychain, QuaZip, the syntax highlighter, ...), the licence with a link, and a button that
/// copies the same information for a bug report.
class AboutDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(const QList<AboutComponent> &components, QWidget *parent = nullptr);

    /// "Switchyard 0.1.0" and one "name version" line per component: what the copy button puts on
    /// the clipboard and `switchyard --version` prints.
    [[nodiscard]] static QString versionReport(const QList<AboutComponent> &components);
    /// The licence's SPDX id and the link shown.
    [[nodiscard]] static QString licenseId();
    [[nodiscard]] static QString licenseUrl();

    /// The text of the library table, one "name<TAB>version" line each (tests).
    [[nodiscard]] QString componentsText() const;
    [[nodiscard]] QString licenseText() const;

private:
    QList<AboutComponent> m_components;
    QLabel *m_license = nullptr;
    QTreeWidget *m_table = nullptr;
};

} // namespace Switchyard
