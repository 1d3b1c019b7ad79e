// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/safetext.h"

#include <QApplication>
#include <QCoreApplication>
#include <QLabel>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>

namespace Switchyard::SafeText {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::SafeText)
};

/// Links that are not http(s) lose their anchor; images become their alt text (or nothing).
void neutralise(QTextDocument &doc)
{
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        QList<QTextFragment> fragments;
        for (auto it = block.begin(); !it.atEnd(); ++it)
            fragments.append(it.fragment());
        // Back to front: replacing an image changes the positions after it.
        for (qsizetype i = fragments.size() - 1; i >= 0; --i) {
            const QTextFragment &f = fragments.at(i);
            if (!f.isValid())
                continue;
            QTextCharFormat format = f.charFormat();
            QTextCursor cursor(&doc);
            cursor.setPosition(f.position());
            cursor.setPosition(f.position() + f.length(), QTextCursor::KeepAnchor);
            if (format.isImageFormat()) {
                const QString alt = format.property(QTextFormat::ImageAltText).toString();
                QTextCharFormat plain;
                cursor.insertText(alt, plain);
                continue;
            }
            if (format.isAnchor() && !isOpenableUrl(QUrl(format.anchorHref()))) {
                format.setAnchor(false);
                format.setAnchorHref(QString());
                format.setFontUnderline(false);
                format.clearForeground();
                cursor.setCharFormat(format);
            }
        }
    }
}

} // namespace

QString foldLongLines(const QString &text, qsizetype maxLine)
{
    if (text.size() <= maxLine)
        return text;
    QString out;
    bool folded = false;
    qsizetype start = 0;
    while (start <= text.size()) {
        qsizetype end = text.indexOf(QLatin1Char('\n'), start);
        if (end < 0)
            end = text.size();
        const qsizetype length = end - start;
        if (length > maxLine) {
            if (!folded) {
                out.reserve(text.size() < 4 * maxLine ? text.size() : 4 * maxLine);
                out += QStringView(text).left(start);
                folded = true;
            }
            out += QStringView(text).mid(start, maxLine);
            out += QStringLiteral(" \u2026 ");
            out += Tr::tr("(%n more character(s) on this line not shown)", nullptr, int(length - maxLine));
        } else if (folded) {
            out += QStringView(text).mid(start, length);
        }
        if (end >= text.size())
            break;
        if (folded)
            out += QLatin1Char('\n');
        start = end + 1;
    }
    return folded ? out : text;
}

QString markdownToHtml(const QString &markdown)
{
    QTextDocument doc;
    doc.setMarkdown(
        foldLongLines(markdown),
        QTextDocument::MarkdownFeatures(QTextDocument::MarkdownDialectGitHub | QTextDocument::MarkdownNoHTML));
    neutralise(doc);
    const QString html = doc.toHtml();
    const qsizetype bodyStart = html.indexOf(QLatin1String("<body"));
    const qsizetype open = bodyStart < 0 ? -1 : html.indexOf(QLatin1Char('>'), bodyStart);
    const qsizetype close = html.lastIndexOf(QLatin1String("</body>"));
    if (open < 0 || close < open)
        return foldLongLines(markdown).toHtmlEscaped();
    return html.mid(open + 1, close - open - 1);
}

bool isOpenableUrl(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return url.isValid() && (scheme == QLatin1String("http") || scheme == QLatin1String("https"))
        && !url.host().isEmpty();
}

QString toolTip(const QString &untrusted)
{
    constexpr qsizetype kMaxToolTip = 2000;
    QString text = untrusted.size() > kMaxToolTip ? untrusted.left(kMaxToolTip) + QStringLiteral(" \u2026") : untrusted;
    return Qt::convertFromPlainText(foldLongLines(text, 400), Qt::WhiteSpaceNormal);
}

QLabel *plainLabel(QLabel *label)
{
    label->setTextFormat(Qt::PlainText);
    return label;
}

namespace {

class LabelGuard final : public QObject
{
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Polish) {
            if (auto *label = qobject_cast<QLabel *>(watched);
                label && label->textFormat() == Qt::AutoText && label->windowType() != Qt::ToolTip)
                label->setTextFormat(Qt::PlainText);
        }
        return false;
    }
};

} // namespace

void installLabelGuard(QApplication *app)
{
    app->installEventFilter(new LabelGuard(app));
}

} // namespace Switchyard::SafeText

namespace Switchyard {

SafeTextBrowser::SafeTextBrowser(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
}

SafeTextBrowser::~SafeTextBrowser() = default;

QVariant SafeTextBrowser::loadResource(int type, const QUrl &name)
{
    Q_UNUSED(type)
    Q_UNUSED(name)
    return {};
}

} // namespace Switchyard
