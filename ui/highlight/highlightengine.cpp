// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/highlight/highlightengine.h"

#include "switchyard_config.h"

#include <QByteArray>

namespace Switchyard {

std::unique_ptr<HighlightEngine> HighlightEngine::create()
{
#if SWITCHYARD_HAVE_KSYNTAXHIGHLIGHTING
    return createKSyntaxHighlightingEngine();
#else
    // The data dir is pinned at build time; SWITCHYARD_SRCHILITE_DATADIR at run time lets a
    // relocatable bundle point at its own copy (never $SOURCE_HIGHLIGHT_DATADIR: see HIGHLIGHTING.md).
    QString dir = qEnvironmentVariable("SWITCHYARD_SRCHILITE_DATADIR");
    if (dir.isEmpty())
        dir = QString::fromUtf8(SWITCHYARD_SRCHILITE_DATADIR);
    return createSourceHighlightEngine(dir);
#endif
}

QString HighlightEngine::engineName()
{
    return QString::fromUtf8(SWITCHYARD_HIGHLIGHTER_NAME);
}

} // namespace Switchyard
