// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fleet timeline (issue 32): a custom-painted lane per conversation under its group (sandbox or
// repository), status segments on a time axis, waits for approval shaded, each group's cumulative
// cost and concurrency, and the sandbox's upcoming lifecycle marks (idle pause, 12-hour cap,
// deletion). Paints only the visible lanes and, per lane, only the segments in the visible window
// (binary search over precomputed, sorted segments). Zoom: Ctrl+wheel, + and - (minutes to weeks);
// pan: drag, Shift+wheel, Left/Right; Shift+drag (or a drag on the time axis) selects a range.
// Titles are untrusted: drawn as plain text, tooltips through SafeText.

#include "models/fleet/fleettimeline.h"

#include <QAbstractScrollArea>
#include <QStaticText>

#include <memory>
#include <vector>

class QPainter;

namespace Switchyard {

class FleetTimelineView final : public QAbstractScrollArea
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FleetTimelineView)
public:
    explicit FleetTimelineView(QWidget *parent = nullptr);
    ~FleetTimelineView() override;

    /// New data keeps the window (fitted on the first data).
    void setData(std::shared_ptr<const Fleet::TimelineData> data);
    [[nodiscard]] const Fleet::TimelineData *data() const { return m_data.get(); }

    // --- the visible time window ------------------------------------------------------------------
    [[nodiscard]] qint64 windowFromMs() const { return m_fromMs; }
    [[nodiscard]] qint64 windowToMs() const;
    [[nodiscard]] double msPerPixel() const { return m_msPerPx; }
    /// Shows [fromMs, toMs) across the lanes' width (clamped to minutes..weeks).
    void setWindow(qint64 fromMs, qint64 toMs);
    /// factor < 1 zooms in; around the time under `anchorX` (viewport x; -1: the middle).
    void zoomBy(double factor, int anchorX = -1);
    void panByPixels(int dx);
    /// The whole history up to now.
    void fitAll();
    static constexpr double kMinMsPerPx = 250.0; ///< ~4 minutes across 1000 px
    static constexpr double kMaxWindowMs = 35.0 * 24 * 3600 * 1000; ///< five weeks across

    // --- the selected range ---------------------------------------------------------------------------
    void setSelection(qint64 fromMs, qint64 toMs);
    void clearSelection();
    [[nodiscard]] bool hasSelection() const { return m_selTo > m_selFrom; }
    [[nodiscard]] qint64 selectionFromMs() const { return m_selFrom; }
    [[nodiscard]] qint64 selectionToMs() const { return m_selTo; }
    /// The conversations active (running or waiting for a person) in the selected range.
    [[nodiscard]] QSet<QString> selectedConversationIds() const;

    /// Paints what the view shows (axis, visible lanes) into `size` from (0,0): the screen, the
    /// PNG, SVG and PDF exports share it.
    void paintTimeline(QPainter &p, const QSize &size) const;
    bool exportPng(const QString &path) const;
    bool exportSvg(const QString &path) const;
    bool exportPdf(const QString &path) const;

    static constexpr int kLabelWidth = 220;
    static constexpr int kAxisHeight = 28;
    static constexpr int kLaneHeight = 18;
    static constexpr int kGroupHeight = 34;

Q_SIGNALS:
    void windowChanged();
    void selectionChanged();

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    [[nodiscard]] int plotWidth(int width) const { return std::max(1, width - kLabelWidth); }
    [[nodiscard]] double xOf(qint64 ms) const { return kLabelWidth + double(ms - m_fromMs) / m_msPerPx; }
    [[nodiscard]] qint64 msAt(double x) const { return m_fromMs + qint64((x - kLabelWidth) * m_msPerPx); }
    /// Lane at content y (scroll included), -1 if none.
    [[nodiscard]] qsizetype laneAt(int contentY) const;
    [[nodiscard]] QString toolTipAt(const QPoint &pos) const;
    void updateScrollBar();
    void paintAxis(QPainter &p, int width) const;
    void paintLane(QPainter &p, qsizetype index, int top, int width) const;
    void paintGroup(QPainter &p, qsizetype index, int top, int width) const;
    void paintLifecycle(QPainter &p, const Fleet::Lane &lane, int top, int height) const;

    /// A lane's texts laid out once (elided, plain text) for the painter's font: a frame draws
    /// them without shaping or eliding again (most of a pan or zoom frame's cost otherwise).
    struct LaneText
    {
        QStaticText title;
        QStaticText detail; ///< a group's "up to n at once · $x"
        bool ready = false;
    };
    const LaneText &laneText(const QPainter &p, qsizetype index) const;
    mutable std::vector<LaneText> m_text;
    mutable QFont m_textFont; ///< the font m_text was laid out for
    mutable QFont m_boldFont; ///< the same, bold (group titles)
    mutable QStaticText m_markText[3]; ///< idle pause, 12 h cap, deletion

    std::shared_ptr<const Fleet::TimelineData> m_data;
    QList<int> m_laneTop; ///< content y of each lane, and the total height last
    qint64 m_fromMs = 0;
    double m_msPerPx = 60000.0;
    qint64 m_selFrom = 0;
    qint64 m_selTo = 0;
    enum class Drag
    {
        None,
        Pan,
        Select
    } m_drag = Drag::None;
    int m_dragX = 0;
    qint64 m_dragFromMs = 0;
};

} // namespace Switchyard
