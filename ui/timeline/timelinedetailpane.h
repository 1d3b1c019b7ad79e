// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/safetext.h"

#include <QPointer>

namespace Switchyard {

class TimelineModel;

/// The card of the selected timeline entry (EventCard rich text): an action with its result,
/// merged streaming deltas as one text, browser screenshots as document resources. Its own links
/// ("switchyard:" scheme) expand long outputs and thinking in place or ask for a file's diff; no
/// other link is followed. Keeps its scroll position when the same entry is shown again (palette
/// change, expansion).
class TimelineDetailPane : public SafeTextBrowser // loads nothing from disk or network
{
    Q_OBJECT
public:
    explicit TimelineDetailPane(QWidget *parent = nullptr);
    ~TimelineDetailPane() override;

    void setTimelineModel(TimelineModel *model);
    /// Shows the card of a TimelineModel row; -1 clears the pane.
    void showRow(int sourceRow);
    /// Forgets the shown entry (a new conversation).
    void clearEntry();

Q_SIGNALS:
    /// The card's "diff" link of a file edit was clicked.
    void fileDiffRequested(const QString &path);

protected:
    /// A palette change (light/dark theme) renders the card again in its colours.
    void changeEvent(QEvent *event) override;

private:
    void render();
    void refresh();
    void onAnchor(const QUrl &url);

    QPointer<TimelineModel> m_model;
    int m_row = -1;
    qint64 m_seq = -1;
    bool m_expandOutput = false;
    bool m_expandThinking = false;
};

} // namespace Switchyard
