// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/shellcontext.h"

#include <QStackedWidget>

class QTabWidget;

namespace Switchyard {

class ChartsWidget;
class ConflictRadarModel;
class ConversationPage;
class FleetPage;
class InboxWidget;
class QuestionTracker;
class SandboxMapWidget;
class SearchPage;
class ShellActions;
class WelcomePage;

/// The window's central widget (issue 27): the pages as tabs — Conversations, Sandboxes (the map),
/// Charts, the Inbox (issue 29) and Search (issue 31) — or the welcome page while no store is
/// connected. In offline review the server pages mean nothing: only the conversation page shows,
/// without tabs (its list's search box still searches the trajectory's indexed events). It builds the pages, hands
/// them the context and answers the View menu's focus, detail and layout actions.
class ShellPages final : public QStackedWidget
{
    Q_OBJECT
public:
    explicit ShellPages(QWidget *parent = nullptr);

    /// Every page's readers and services (`questions`: the waiting questions; null offline), and
    /// which pages show.
    void setContext(const ShellContext &context, QuestionTracker *questions);
    /// View › Focus list, timeline, map, charts, inbox, search; Show changes, files, skills, metadata; Reset layout.
    void connectActions(const ShellActions *actions);
    /// Shows `page` (one of the tabs) unless it is hidden.
    void showPage(QWidget *page);

    [[nodiscard]] ConversationPage *conversations() const { return m_page; }
    [[nodiscard]] SandboxMapWidget *map() const { return m_map; }
    [[nodiscard]] ChartsWidget *charts() const { return m_charts; }
    [[nodiscard]] InboxWidget *inbox() const { return m_inbox; }
    [[nodiscard]] SearchPage *search() const { return m_search; }
    [[nodiscard]] WelcomePage *welcome() const { return m_welcome; }
    [[nodiscard]] FleetPage *fleet() const { return m_fleet; }
    /// The conflict radar every page reads (issue 32).
    [[nodiscard]] ConflictRadarModel *radar() const { return m_radar; }

private:
    /// `connected`: a store; `server`: a server behind it (else offline review of `store`).
    void showPages(bool connected, bool server, StoreReader *store);

    QTabWidget *m_tabs = nullptr; ///< Conversations, Sandboxes, Charts, Inbox, Search
    WelcomePage *m_welcome = nullptr;
    ConversationPage *m_page = nullptr;
    SandboxMapWidget *m_map = nullptr;
    ChartsWidget *m_charts = nullptr;
    InboxWidget *m_inbox = nullptr; ///< everything that waits for the user (issue 29)
    SearchPage *m_search = nullptr; ///< every cached event, full text (issue 31)
    QWidget *m_mapPage = nullptr;
    QWidget *m_chartsPage = nullptr;
    FleetPage *m_fleet = nullptr; ///< the fleet timeline (issue 32)
    ConflictRadarModel *m_radar = nullptr;
};

} // namespace Switchyard
