// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFrame>

namespace Switchyard {

/// A framed amber panel above the timeline (the approval bar, the lost-history banner) that stays
/// readable in light and dark palettes and follows a live change of the application's palette.
/// No style sheet: a widget tree under a style sheet keeps its old palette when the application's
/// palette changes.
class AmberPanel : public QFrame
{
    Q_OBJECT
public:
    /// `lightWindow`: the panel's background on a light palette.
    AmberPanel(const QColor &lightWindow, QWidget *parent);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateColors();

    QColor m_lightWindow;
    bool m_updatingColors = false;
};

} // namespace Switchyard
