// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/event.h"
#include "models/domain/eventsummary.h"

#include <QImage>
#include <QList>
#include <QString>
#include <QUrl>

#include <optional>
#include <utility>

namespace Switchyard {

/// Renders one timeline entry as a card for the detail pane (rich text for QTextBrowser):
/// messages as Markdown, an action with its result as one card (terminal command, working
/// directory, exit code, folded output; file edits as an inline diff; task lists as checklists;
/// browser URL and screenshot; MCP arguments), errors marked, thinking collapsed, unknown kinds as
/// their kind and pretty JSON. Links use the scheme "switchyard:" (see EventCard::Link).
namespace EventCard {

struct Options
{
    bool expandOutput = false; ///< show long outputs and system prompts in full
    bool expandThinking = false; ///< show reasoning content
    QString mergedText; ///< for merged streaming deltas: the whole text
    int mergedCount = 1;
    /// A security analyzer's verdict on this action (TimelineModel::securityVerdictFor), shown on
    /// its card beside the agent's own risk.
    std::optional<SecurityVerdict> verdict;
};

/// Link targets in the card (QUrl scheme "switchyard", path = one of these).
inline constexpr char kLinkExpandOutput[] = "expand-output";
inline constexpr char kLinkExpandThinking[] = "expand-thinking";
inline constexpr char kLinkFileDiff[] = "file-diff"; ///< query: path=<file path>

/// Images a card refers to (browser screenshots): add them to the document as ImageResource.
using Images = QList<std::pair<QUrl, QImage>>;

/// HTML of the card. `images` (may be null) receives the images the HTML refers to.
[[nodiscard]] QString html(const Event &event, const std::optional<Event> &result, const Options &options,
                           Images *images = nullptr);

/// The file a file-edit event (action or observation) touches, or empty.
[[nodiscard]] QString editedPath(const Event &event);

/// Translated short label of a kind ("Terminal", "Edit", "Message", "Error", ...).
[[nodiscard]] QString kindLabel(const QString &kindName);

/// "Low risk" / "Medium risk" / "High risk" / "Unknown risk", and its colour.
[[nodiscard]] QString riskText(const OpenEnum<SecurityRisk> &risk);
[[nodiscard]] QString riskColor(SecurityRisk risk);
/// One line for a verdict, in plain text: "Security analysis (analyzer, policy): High risk".
[[nodiscard]] QString verdictText(const SecurityVerdict &verdict);

} // namespace EventCard
} // namespace Switchyard
