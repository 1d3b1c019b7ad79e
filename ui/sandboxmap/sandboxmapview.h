// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// SandboxMapView: turns a SandboxMapSnapshot and the pure layout (graphlayout.h) into graphics
// items. Nothing else: no network, no decisions. Items are kept by id and updated in place, so a
// refresh keeps zoom, scroll position and selection.
//
// Interaction: wheel or Ctrl +/- zooms (around the cursor), drag pans, Ctrl+0 fits, hover shows
// details, a click on a conversation emits conversationActivated(), a click on a sandbox
// sandboxClicked(). Filters: sandbox status, shared only, problems only.

#include "models/radar/conflictradar.h"
#include "models/sandboxmap/sandboxmaptypes.h"
#include "ui/sandboxmap/graphlayout.h"

#include <QGraphicsView>
#include <QHash>
#include <QPainterPath>
#include <QPoint>

#include <optional>

class QGraphicsPathItem;

namespace Switchyard {

class SandboxContainerItem;
class ConversationNodeItem;

class SandboxMapView final : public QGraphicsView
{
    Q_OBJECT
public:
    explicit SandboxMapView(QWidget *parent = nullptr);
    ~SandboxMapView() override;
    Q_DISABLE_COPY_MOVE(SandboxMapView)

    void setSnapshot(const SandboxMapSnapshot &snapshot);
    /// The conflict radar's overlaps (issue 32): a red edge between the two conversations of a
    /// sandbox, labelled with the file; its tooltip names every file.
    void setConflicts(const QList<RadarConflict> &conflicts);
    /// The edges drawn (both conversations shown), for tests.
    [[nodiscard]] qsizetype edgeCount() const { return m_edges.size(); }
    /// Scene rects for tests: edge `i`'s label, and a sandbox's header band (empty if unknown).
    [[nodiscard]] QRectF edgeLabelRect(qsizetype i) const;
    [[nodiscard]] QRectF headerRect(const QString &sandboxId) const;
    [[nodiscard]] const SandboxMapSnapshot &snapshot() const { return m_snapshot; }

    /// std::nullopt shows every status.
    void setStatusFilter(std::optional<SandboxStatus> status);
    void setSharedOnly(bool sharedOnly);
    /// Only sandboxes with a finding (shared, near/full, empty, orphan, desync).
    void setProblemsOnly(bool problemsOnly);
    [[nodiscard]] QList<QString> visibleSandboxIds() const { return m_visible; }

    /// Scene rectangles (empty when not shown), for tests and for centring.
    [[nodiscard]] QRectF sandboxRect(const QString &sandboxId) const;
    [[nodiscard]] QRectF conversationRect(const QString &conversationId) const;

    void setSelectedSandbox(const QString &sandboxId);
    void setSelectedConversation(const QString &conversationId);
    void centerOnSandbox(const QString &sandboxId);

    [[nodiscard]] qreal zoom() const;
    /// Text of the tooltip at a viewport position (empty when over nothing).
    [[nodiscard]] QString toolTipAt(const QPoint &viewportPos) const;
    [[nodiscard]] const GraphLayoutParams &layoutParams() const { return m_params; }

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void fitAll();

Q_SIGNALS:
    void conversationActivated(const QString &conversationId);
    void sandboxClicked(const QString &sandboxId);
    void backgroundClicked();
    void zoomChanged(qreal zoom);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void relayout();
    void scaleBy(qreal factor);
    /// Arrow keys: the next or previous shown sandbox becomes the selected one (as a click would).
    void stepSandbox(int delta);
    [[nodiscard]] bool passesFilter(const SandboxMapSandbox &sandbox) const;
    [[nodiscard]] QString sandboxToolTip(const SandboxMapSandbox &sandbox) const;
    [[nodiscard]] QString conversationToolTip(const SandboxMapConversation &conversation) const;
    [[nodiscard]] QString conflictToolTip(const RadarConflict &conflict) const;
    void drawEdges();

    SandboxMapSnapshot m_snapshot;
    GraphLayoutParams m_params;
    QHash<QString, SandboxContainerItem *> m_boxes;
    QHash<QString, ConversationNodeItem *> m_nodes;
    QList<QString> m_visible;
    QList<RadarConflict> m_conflicts;
    struct Edge
    {
        QGraphicsPathItem *item = nullptr;
        QPainterPath hitArea; ///< the stroke, a few pixels wide (the curve's own shape is its fill)
        int conflict = -1;
    };
    QList<Edge> m_edges;
    std::optional<SandboxStatus> m_statusFilter;
    bool m_sharedOnly = false;
    bool m_problemsOnly = false;
    bool m_userZoomed = false;
    QString m_selectedSandbox;
    QString m_selectedConversation;
    QPoint m_pressPos;
};

} // namespace Switchyard
