// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Fleet page (issue 32): the fleet timeline with its toolbar — group by sandbox or repository,
// zoom, fit, "Show these conversations in the list" for the selected range, and export (PNG, SVG,
// PDF for printing). The data comes from a FleetReader (built off the GUI thread, cached).

#include <QSet>
#include <QWidget>

class QComboBox;
class QLabel;
class QToolButton;

namespace Switchyard {

class FleetReader;
class FleetTimelineView;
class StoreReader;

class FleetPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FleetPage)
public:
    explicit FleetPage(QWidget *parent = nullptr);
    ~FleetPage() override;

    /// The store to show (null: none).
    void setStore(StoreReader *store);
    [[nodiscard]] FleetTimelineView *view() const { return m_view; }
    [[nodiscard]] FleetReader *reader() const { return m_reader; }

Q_SIGNALS:
    /// "Show these conversations in the list": the conversations active in the selected range.
    void showConversations(const QSet<QString> &ids);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void updateSelection();
    void exportAs(const QString &format);

    FleetReader *m_reader = nullptr;
    FleetTimelineView *m_view = nullptr;
    QComboBox *m_grouping = nullptr;
    QLabel *m_range = nullptr;
    QToolButton *m_showInList = nullptr;
};

} // namespace Switchyard
