// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTextDocument>

namespace Switchyard {

/// A QTextDocument for untrusted text (messages, tool output): it never loads a resource — no
/// file, no network, no qrc image named by the text — and Markdown is read without raw HTML.
class InertTextDocument : public QTextDocument
{
    Q_OBJECT
public:
    using QTextDocument::QTextDocument;

    /// GitHub-flavoured Markdown (tables, code blocks, task lists) with raw HTML shown as text.
    void setUntrustedMarkdown(const QString &markdown);

protected:
    QVariant loadResource(int type, const QUrl &name) override;
};

} // namespace Switchyard
