// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRect>
#include <QSize>
#include <QString>

class QMainWindow;

namespace Switchyard {

class ConversationPage;
class ShellActions;

/// What the main window remembers of itself between launches (its geometry and toolbars, the
/// conversation page's splitters, whether notifications are on), and its size on the screen it
/// opens on.
namespace WindowLayout {

/// The settings group everything of the main window lives in.
[[nodiscard]] QString group();
void save(const QMainWindow &window, const ConversationPage &page, const ShellActions &actions);
void restore(QMainWindow &window, ConversationPage &page, const ShellActions &actions);
/// The window size to open with: `wanted`, shrunk to fit `available` (a screen's available
/// geometry) with room for the window frame.
[[nodiscard]] QSize fittedSize(const QSize &wanted, const QRect &available);
/// Shrinks `window` to its screen when it is too large (centred on it then).
void fitToScreen(QMainWindow &window);

} // namespace WindowLayout
} // namespace Switchyard
