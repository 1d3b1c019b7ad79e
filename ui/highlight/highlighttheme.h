// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QHash>
#include <QPalette>
#include <QString>
#include <QTextCharFormat>

namespace Switchyard {

/// Colours for highlight elements ("keyword", "comment", ...), light or dark. Every format carries
/// the element name in `ElementNameProperty`, so tests and tools can ask what a range is.
class HighlightTheme
{
public:
    static constexpr int ElementNameProperty = QTextFormat::UserProperty + 0x5348; // 'SH'

    /// A theme that suits the palette's base colour (dark base -> dark theme).
    static HighlightTheme forPalette(const QPalette &palette);
    static HighlightTheme light();
    static HighlightTheme dark();

    [[nodiscard]] bool isDark() const { return m_dark; }
    /// The format of an element; unknown elements get a format with only the element name.
    [[nodiscard]] QTextCharFormat format(const QString &element) const;

private:
    void set(const QString &element, const QColor &color, bool bold = false, bool italic = false);
    bool m_dark = false;
    QHash<QString, QTextCharFormat> m_formats;
};

} // namespace Switchyard
