// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// ChartsWidget: the metrics page (issue 9). Qt Charts fed by the ChartsModel's table models
// through model mappers (QVPieModelMapper, QVBarModelMapper, QVXYModelMapper), never by pushing
// points: sandboxes by status, conversations per sandbox, cost and tokens per conversation /
// repository / day, and cost over time.

#include "models/charts/chartrows.h"

#include <QWidget>

class QComboBox;
class QHBoxLayout;
class QLabel;

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
class QPieSeries;
class QAbstractBarSeries;
class QBarCategoryAxis;
class QValueAxis;
class QDateTimeAxis;
class QLineSeries;
class QVPieModelMapper;
class QVBarModelMapper;
class QVXYModelMapper;
QT_END_NAMESPACE

namespace Switchyard {

class ChartsModel;
class RankedChartModel;
class StoreReader;

class ChartsWidget final : public QWidget
{
    Q_OBJECT
public:
    explicit ChartsWidget(QWidget *parent = nullptr);
    ~ChartsWidget() override;
    Q_DISABLE_COPY_MOVE(ChartsWidget)

    void setStore(StoreReader *store);
    /// Without a store (demo, tests).
    void setSnapshot(const QList<Sandbox> &sandboxes, const QList<Conversation> &conversations);
    void setUsageGrouping(ChartRows::UsageGrouping grouping);

    [[nodiscard]] ChartsModel *model() const { return m_model; }
    /// How many bars the ranked charts show (the largest ones).
    static constexpr int kTopN = 12;

    // For tests: the series the mappers fill.
    [[nodiscard]] QPieSeries *statusSeries() const { return m_statusSeries; }
    [[nodiscard]] QAbstractBarSeries *perSandboxSeries() const { return m_perSandboxSeries; }
    [[nodiscard]] QAbstractBarSeries *costSeries() const { return m_costSeries; }
    [[nodiscard]] QAbstractBarSeries *tokenSeries() const { return m_tokenSeries; }
    [[nodiscard]] QLineSeries *dailySeries() const { return m_dailySeries; }
    [[nodiscard]] QStringList perSandboxCategories() const;
    [[nodiscard]] QStringList usageCategories() const;

    /// What a screen reader says about each chart: its title, and its data as text.
    [[nodiscard]] QStringList chartDescriptions() const;
    /// The background colour the charts paint with (follows the palette; tests).
    [[nodiscard]] QColor chartBackground() const;

    /// How many bars the ranked charts show now: kTopN, or fewer when the charts are too low for
    /// that many readable labels.
    [[nodiscard]] int barLimit() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    /// Hidden charts are not rolled up (the model only notes that it is stale).
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    QChart *buildStatusChart();
    QChart *buildPerSandboxChart();
    QChart *buildCostChart();
    QChart *buildTokenChart();
    QChart *buildDailyChart();
    QHBoxLayout *buildGroupingRow();
    void refresh();
    void refreshStatusPie();
    void refreshRankedBars();
    void refreshDaily();
    void applyPalette();
    void describeCharts();
    void fitBarCounts();
    QChartView *makeView(QChart *chart, const QString &description);

    ChartsModel *m_model;
    RankedChartModel *m_perSandboxRanked;
    RankedChartModel *m_usageRanked;
    RankedChartModel *m_dailyRanked;
    QComboBox *m_grouping = nullptr;
    QList<QChartView *> m_views;
    QLabel *m_usageNote = nullptr;
    bool m_fitPending = false;

    QPieSeries *m_statusSeries = nullptr;
    QVPieModelMapper *m_statusMapper = nullptr;

    QAbstractBarSeries *m_perSandboxSeries = nullptr;
    QVBarModelMapper *m_perSandboxMapper = nullptr;
    QBarCategoryAxis *m_perSandboxCategories = nullptr;
    QValueAxis *m_perSandboxValues = nullptr;

    QAbstractBarSeries *m_costSeries = nullptr;
    QVBarModelMapper *m_costMapper = nullptr;
    QBarCategoryAxis *m_costCategories = nullptr;
    QValueAxis *m_costValues = nullptr;

    QAbstractBarSeries *m_tokenSeries = nullptr;
    QVBarModelMapper *m_tokenMapper = nullptr;
    QBarCategoryAxis *m_tokenCategories = nullptr;
    QValueAxis *m_tokenValues = nullptr;

    QLineSeries *m_dailySeries = nullptr;
    QVXYModelMapper *m_dailyMapper = nullptr;
    QDateTimeAxis *m_dailyX = nullptr;
    QValueAxis *m_dailyY = nullptr;
};

} // namespace Switchyard
