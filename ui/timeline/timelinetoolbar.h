// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QMenu;
class QToolButton;

namespace Switchyard {

class TimelineFilterProxy;

/// The timeline's tool bar: the filter menu (kinds, sources, noise, results as rows), "Errors" and
/// "Exit ≠ 0" toggles wired to the filter proxy; the search field with previous/next and the match
/// label; collapse/expand all, the outline toggle, follow and "Latest". When the bar is narrow the
/// less important buttons move into a "⋯" menu (same texts, tips and checked states).
class TimelineToolBar : public QWidget
{
    Q_OBJECT
public:
    explicit TimelineToolBar(TimelineFilterProxy *proxy, QWidget *parent = nullptr);
    ~TimelineToolBar() override;

    [[nodiscard]] QLineEdit *searchEdit() const;
    void setMatchText(const QString &text);
    void setFollowChecked(bool on);
    void setOutlineChecked(bool on);
    void setTranscriptChecked(bool on);
    /// Every kind and source shown, no noise, results in their actions, no "Errors"/"Exit ≠ 0".
    void resetFilters();

Q_SIGNALS:
    void searchTextChanged(const QString &text);
    void findNextRequested();
    void findPreviousRequested();
    void collapseAllRequested();
    void expandAllRequested();
    void outlineToggled(bool on);
    /// The reading view (chat) instead of the log rows and the card.
    void transcriptToggled(bool on);
    void followToggled(bool on);
    void latestRequested();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    QToolButton *buildFilterButton();
    void buildSearch();
    void buildViewButtons();
    void buildOverflowMenu();
    /// Shows as many buttons as fit; the rest are reached through the "⋯" menu.
    void updateOverflow();

    TimelineFilterProxy *m_proxy;
    QLineEdit *m_search = nullptr;
    QLabel *m_matchLabel = nullptr;
    QToolButton *m_followButton = nullptr;
    QToolButton *m_outlineButton = nullptr;
    QToolButton *m_transcriptButton = nullptr;
    QToolButton *m_moreButton = nullptr;
    QList<QAction *> m_filtersOn; ///< kind and source entries (checked by default)
    QList<QAction *> m_filtersOff; ///< noise, results as rows (unchecked by default)
    QList<QToolButton *> m_toggles; ///< Errors, Exit ≠ 0
    QList<QWidget *> m_fixed; ///< always shown (besides the search field)
    QList<QToolButton *> m_overflowFirst; ///< Collapse all, Expand all, Outline: first into the menu
    QList<QToolButton *> m_overflowLast; ///< Follow, Latest: only when even that is not enough
};

} // namespace Switchyard
