// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QWidget;

namespace Switchyard {

class StoreReader;

/// File > Export transcript: asks for a file (Markdown, HTML or a JSON summary, by the chosen
/// filter) and writes the conversation from the store through the one redacting Exporter.
void exportTranscriptDialog(QWidget *parent, const StoreReader &store, const QString &conversationId);

} // namespace Switchyard
