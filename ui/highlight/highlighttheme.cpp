// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/highlight/highlighttheme.h"

namespace Switchyard {

HighlightTheme HighlightTheme::forPalette(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128 ? dark() : light();
}

void HighlightTheme::set(const QString &element, const QColor &color, bool bold, bool italic)
{
    QTextCharFormat f;
    f.setForeground(color);
    if (bold)
        f.setFontWeight(QFont::Bold);
    if (italic)
        f.setFontItalic(true);
    f.setProperty(ElementNameProperty, element);
    m_formats.insert(element, f);
}

HighlightTheme HighlightTheme::light()
{
    // Close to GitHub's light code colours.
    HighlightTheme t;
    t.set(QStringLiteral("keyword"), QColor(0xcf, 0x22, 0x2e), true);
    t.set(QStringLiteral("type"), QColor(0x95, 0x38, 0x00));
    t.set(QStringLiteral("usertype"), QColor(0x95, 0x38, 0x00));
    t.set(QStringLiteral("classname"), QColor(0x95, 0x38, 0x00), true);
    t.set(QStringLiteral("string"), QColor(0x0a, 0x30, 0x69));
    t.set(QStringLiteral("valquote"), QColor(0x0a, 0x30, 0x69));
    t.set(QStringLiteral("keyquote"), QColor(0x05, 0x50, 0xae));
    t.set(QStringLiteral("key"), QColor(0x05, 0x50, 0xae));
    t.set(QStringLiteral("regexp"), QColor(0x11, 0x63, 0x29));
    t.set(QStringLiteral("regex"), QColor(0x11, 0x63, 0x29));
    t.set(QStringLiteral("specialchar"), QColor(0x0a, 0x30, 0x69), true);
    t.set(QStringLiteral("comment"), QColor(0x6e, 0x77, 0x81), false, true);
    t.set(QStringLiteral("todo"), QColor(0xbf, 0x87, 0x00), true, true);
    t.set(QStringLiteral("number"), QColor(0x05, 0x50, 0xae));
    t.set(QStringLiteral("preproc"), QColor(0x82, 0x50, 0xdf));
    t.set(QStringLiteral("function"), QColor(0x82, 0x50, 0xdf));
    t.set(QStringLiteral("variable"), QColor(0x95, 0x38, 0x00));
    t.set(QStringLiteral("label"), QColor(0x05, 0x50, 0xae));
    t.set(QStringLiteral("url"), QColor(0x09, 0x69, 0xda));
    t.set(QStringLiteral("oldfile"), QColor(0x82, 0x07, 0x1e));
    t.set(QStringLiteral("newfile"), QColor(0x11, 0x63, 0x29));
    t.set(QStringLiteral("difflines"), QColor(0x82, 0x50, 0xdf), true);
    t.set(QStringLiteral("error"), QColor(0xcf, 0x22, 0x2e));
    return t;
}

HighlightTheme HighlightTheme::dark()
{
    // Close to GitHub's dark code colours.
    HighlightTheme t;
    t.m_dark = true;
    t.set(QStringLiteral("keyword"), QColor(0xff, 0x7b, 0x72), true);
    t.set(QStringLiteral("type"), QColor(0xff, 0xa6, 0x57));
    t.set(QStringLiteral("usertype"), QColor(0xff, 0xa6, 0x57));
    t.set(QStringLiteral("classname"), QColor(0xff, 0xa6, 0x57), true);
    t.set(QStringLiteral("string"), QColor(0xa5, 0xd6, 0xff));
    t.set(QStringLiteral("valquote"), QColor(0xa5, 0xd6, 0xff));
    t.set(QStringLiteral("keyquote"), QColor(0x79, 0xc0, 0xff));
    t.set(QStringLiteral("key"), QColor(0x79, 0xc0, 0xff));
    t.set(QStringLiteral("regexp"), QColor(0x7e, 0xe7, 0x87));
    t.set(QStringLiteral("regex"), QColor(0x7e, 0xe7, 0x87));
    t.set(QStringLiteral("specialchar"), QColor(0x79, 0xc0, 0xff), true);
    t.set(QStringLiteral("comment"), QColor(0x8b, 0x94, 0x9e), false, true);
    t.set(QStringLiteral("todo"), QColor(0xe3, 0xb3, 0x41), true, true);
    t.set(QStringLiteral("number"), QColor(0x79, 0xc0, 0xff));
    t.set(QStringLiteral("preproc"), QColor(0xd2, 0xa8, 0xff));
    t.set(QStringLiteral("function"), QColor(0xd2, 0xa8, 0xff));
    t.set(QStringLiteral("variable"), QColor(0xff, 0xa6, 0x57));
    t.set(QStringLiteral("label"), QColor(0x79, 0xc0, 0xff));
    t.set(QStringLiteral("url"), QColor(0x58, 0xa6, 0xff));
    t.set(QStringLiteral("oldfile"), QColor(0xff, 0xa1, 0x98));
    t.set(QStringLiteral("newfile"), QColor(0x7e, 0xe7, 0x87));
    t.set(QStringLiteral("difflines"), QColor(0xd2, 0xa8, 0xff), true);
    t.set(QStringLiteral("error"), QColor(0xff, 0x7b, 0x72));
    return t;
}

QTextCharFormat HighlightTheme::format(const QString &element) const
{
    auto it = m_formats.constFind(element);
    if (it != m_formats.constEnd())
        return it.value();
    QTextCharFormat f;
    f.setProperty(ElementNameProperty, element);
    return f;
}

} // namespace Switchyard
