// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/inerttextdocument.h"

namespace Switchyard {

void InertTextDocument::setUntrustedMarkdown(const QString &markdown)
{
    setMarkdown(markdown,
                QTextDocument::MarkdownFeatures(QTextDocument::MarkdownDialectGitHub | QTextDocument::MarkdownNoHTML));
}

QVariant InertTextDocument::loadResource(int type, const QUrl &name)
{
    Q_UNUSED(type)
    Q_UNUSED(name)
    return {};
}

} // namespace Switchyard
