// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/chartswidget.h"

#include "models/charts/chartsmodel.h"
#include "models/charts/rankedchartmodel.h"
#include "models/conversations/statuspresentation.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QPieSeries>
#include <QPieSlice>
#include <QSet>
#include <QTimeZone>
#include <QTimer>
#include <QVBarModelMapper>
#include <QVPieModelMapper>
#include <QVXYModelMapper>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace Switchyard {

namespace {

int costColumn(ChartRows::UsageGrouping g)
{
    return g == ChartRows::UsageGrouping::PerDay ? 2 : 1;
}

/// Labels of the rows of `model`, made unique (QBarCategoryAxis rejects duplicates).
QStringList labels(const QAbstractItemModel *model)
{
    QStringList out;
    QSet<QString> seen;
    for (int r = 0; r < model->rowCount(); ++r) {
        QString l = model->index(r, 0).data().toString();
        QString unique = l;
        for (int n = 2; seen.contains(unique); ++n)
            unique = QStringLiteral("%1 (%2)").arg(l).arg(n);
        seen.insert(unique);
        out.append(unique);
    }
    return out;
}

double niceMax(double v)
{
    if (v <= 0)
        return 1;
    const double mag = std::pow(10.0, std::floor(std::log10(v)));
    for (double step : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (v <= step * mag)
            return step * mag;
    }
    return 10 * mag;
}

double maxOf(const QAbstractBarSeries *series)
{
    double m = 0;
    const auto sets = series->barSets();
    if (series->type() == QAbstractSeries::SeriesTypeHorizontalStackedBar && !sets.isEmpty()) {
        for (int i = 0; i < sets.constFirst()->count(); ++i) {
            double sum = 0;
            for (const QBarSet *s : sets)
                sum += i < s->count() ? s->at(i) : 0;
            m = std::max(m, sum);
        }
        return m;
    }
    for (const QBarSet *s : sets)
        for (int i = 0; i < s->count(); ++i)
            m = std::max(m, s->at(i));
    return m;
}

QFont smallFont()
{
    QFont f;
    f.setPixelSize(10);
    return f;
}

QChart *makeChart(const QString &title)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    QFont f = chart->titleFont();
    f.setBold(true);
    chart->setTitleFont(f);
    return chart;
}

/// Horizontal bars ranked by category: the categories on the left in small type, the values
/// (printf-style `valueFormat`) along the bottom.
void attachBarAxes(QChart *chart, QAbstractBarSeries *series, QBarCategoryAxis *categories, QValueAxis *values,
                   const QString &valueFormat)
{
    categories->setLabelsFont(smallFont());
    values->setLabelFormat(valueFormat);
    chart->addAxis(categories, Qt::AlignLeft);
    chart->addAxis(values, Qt::AlignBottom);
    series->attachAxis(categories);
    series->attachAxis(values);
}

} // namespace

ChartsWidget::ChartsWidget(QWidget *parent)
    : QWidget(parent)
    , m_model(new ChartsModel(this))
    , m_perSandboxRanked(new RankedChartModel(m_model->conversationsPerSandbox(), 1, kTopN, this))
    , m_usageRanked(new RankedChartModel(m_model->usage(), costColumn(m_model->usageGrouping()), kTopN, this))
    , m_dailyRanked(new RankedChartModel(m_model->daily(), 1, -1, this))
{
    setObjectName(QStringLiteral("chartsWidget"));

    QChart *statusChart = buildStatusChart();
    QChart *perSandboxChart = buildPerSandboxChart();
    // 3. + 4. Cost and tokens, grouped per conversation / repository / day.
    QChart *costChart = buildCostChart();
    QChart *tokenChart = buildTokenChart();
    QChart *dailyChart = buildDailyChart();

    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(6, 6, 6, 6);
    grid->addWidget(makeView(statusChart, tr("Pie chart: how many sandboxes are in each status.")), 0, 0);
    grid->addWidget(makeView(perSandboxChart,
                             tr("Bar chart: the sandboxes with the most conversations, running and "
                                "idle ones apart.")),
                    0, 1);
    grid->addLayout(buildGroupingRow(), 1, 0, 1, 2);
    grid->addWidget(makeView(costChart, tr("Bar chart: the largest costs in US dollars.")), 2, 0);
    grid->addWidget(makeView(tokenChart, tr("Stacked bar chart: prompt and completion tokens.")), 2, 1);
    grid->addWidget(makeView(dailyChart, tr("Line chart: the cost of the conversations started on each day.")), 3, 0, 1,
                    2);
    grid->setRowStretch(0, 3);
    grid->setRowStretch(2, 3);
    grid->setRowStretch(3, 2);

    setFocusProxy(m_views.constFirst()); // View › Go to the charts lands on the first one
    connect(m_grouping, &QComboBox::currentIndexChanged, this, [this] {
        setUsageGrouping(ChartRows::UsageGrouping(m_grouping->currentData().toInt()));
    });
    connect(m_model, &ChartsModel::updated, this, &ChartsWidget::refresh);
    refresh();
}

// 1. Sandboxes by status (pie).
QChart *ChartsWidget::buildStatusChart()
{
    auto *statusChart = makeChart(tr("Sandboxes by status"));
    m_statusSeries = new QPieSeries;
    m_statusSeries->setHoleSize(0.35);
    statusChart->addSeries(m_statusSeries);
    statusChart->legend()->setAlignment(Qt::AlignRight);
    m_statusMapper = new QVPieModelMapper(this);
    m_statusMapper->setLabelsColumn(0);
    m_statusMapper->setValuesColumn(1);
    m_statusMapper->setSeries(m_statusSeries);
    m_statusMapper->setModel(m_model->sandboxesByStatus());
    return statusChart;
}

// 2. Conversations per sandbox (horizontal bars, the largest kTopN).
QChart *ChartsWidget::buildPerSandboxChart()
{
    auto *perSandboxChart = makeChart(tr("Conversations per sandbox (largest %1)").arg(kTopN));
    m_perSandboxSeries = new QHorizontalBarSeries;
    perSandboxChart->addSeries(m_perSandboxSeries);
    perSandboxChart->legend()->setAlignment(Qt::AlignTop); // at the bottom, Qt 6.4 elides the category labels
    m_perSandboxCategories = new QBarCategoryAxis;
    m_perSandboxValues = new QValueAxis;
    attachBarAxes(perSandboxChart, m_perSandboxSeries, m_perSandboxCategories, m_perSandboxValues,
                  QStringLiteral("%d"));
    m_perSandboxMapper = new QVBarModelMapper(this);
    m_perSandboxMapper->setFirstBarSetColumn(1);
    m_perSandboxMapper->setLastBarSetColumn(2);
    m_perSandboxMapper->setSeries(m_perSandboxSeries);
    m_perSandboxMapper->setModel(m_perSandboxRanked);
    return perSandboxChart;
}

QChart *ChartsWidget::buildCostChart()
{
    auto *costChart = makeChart(tr("Cost (USD)"));
    m_costSeries = new QHorizontalBarSeries;
    costChart->addSeries(m_costSeries);
    costChart->legend()->hide();
    m_costCategories = new QBarCategoryAxis;
    m_costValues = new QValueAxis;
    attachBarAxes(costChart, m_costSeries, m_costCategories, m_costValues, QStringLiteral("$%.2f"));
    m_costMapper = new QVBarModelMapper(this);
    m_costMapper->setSeries(m_costSeries);
    m_costMapper->setModel(m_usageRanked);
    return costChart;
}

QChart *ChartsWidget::buildTokenChart()
{
    auto *tokenChart = makeChart(tr("Tokens"));
    m_tokenSeries = new QHorizontalStackedBarSeries;
    tokenChart->addSeries(m_tokenSeries);
    tokenChart->legend()->setAlignment(Qt::AlignTop); // at the bottom, Qt 6.4 elides the category labels
    m_tokenCategories = new QBarCategoryAxis;
    m_tokenValues = new QValueAxis;
    attachBarAxes(tokenChart, m_tokenSeries, m_tokenCategories, m_tokenValues, QStringLiteral("%.0f"));
    m_tokenMapper = new QVBarModelMapper(this);
    m_tokenMapper->setSeries(m_tokenSeries);
    m_tokenMapper->setModel(m_usageRanked);
    return tokenChart;
}

// 5. Cost per day (line, x = the day).
QChart *ChartsWidget::buildDailyChart()
{
    auto *dailyChart = makeChart(tr("Cost per day (by conversation start, UTC)"));
    dailyChart->legend()->hide();
    m_dailySeries = new QLineSeries;
    m_dailySeries->setName(tr("Cost (USD)"));
    m_dailySeries->setPointsVisible(true);
    dailyChart->addSeries(m_dailySeries);
    m_dailyX = new QDateTimeAxis;
    m_dailyX->setFormat(QStringLiteral("MMM d"));
    m_dailyY = new QValueAxis;
    m_dailyY->setLabelFormat(QStringLiteral("$%.2f"));
    dailyChart->addAxis(m_dailyX, Qt::AlignBottom);
    dailyChart->addAxis(m_dailyY, Qt::AlignLeft);
    m_dailySeries->attachAxis(m_dailyX);
    m_dailySeries->attachAxis(m_dailyY);
    m_dailyMapper = new QVXYModelMapper(this);
    m_dailyMapper->setXColumn(1);
    m_dailyMapper->setYColumn(2);
    m_dailyMapper->setSeries(m_dailySeries);
    m_dailyMapper->setModel(m_dailyRanked);
    return dailyChart;
}

// How the cost and token charts group the conversations, and what they leave out.
QHBoxLayout *ChartsWidget::buildGroupingRow()
{
    auto *groupingRow = new QHBoxLayout;
    auto *groupingLabel = new QLabel(tr("Cost and &tokens:"), this);
    groupingRow->addWidget(groupingLabel);
    m_grouping = new QComboBox(this);
    m_grouping->setObjectName(QStringLiteral("usageGrouping"));
    groupingLabel->setBuddy(m_grouping);
    m_grouping->setAccessibleDescription(tr("How the cost and token charts group the conversations"));
    m_grouping->addItem(tr("per repository"), int(ChartRows::UsageGrouping::PerRepository));
    m_grouping->addItem(tr("per conversation"), int(ChartRows::UsageGrouping::PerConversation));
    m_grouping->addItem(tr("per day"), int(ChartRows::UsageGrouping::PerDay));
    groupingRow->addWidget(m_grouping);
    m_usageNote = new QLabel(tr("(the %1 largest; record metrics can lag the agent's own stats)").arg(kTopN), this);
    groupingRow->addWidget(m_usageNote);
    groupingRow->addStretch(1);
    return groupingRow;
}

ChartsWidget::~ChartsWidget() = default;

QChartView *ChartsWidget::makeView(QChart *chart, const QString &description)
{
    auto *view = new QChartView(chart, this);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(320, 200);
    view->setAccessibleName(chart->title());
    view->setProperty("chartKind", description); // the first sentence of the description
    m_views.append(view);
    return view;
}

namespace {

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() * (1 - t) + b.redF() * t),
                            static_cast<float>(a.greenF() * (1 - t) + b.greenF() * t),
                            static_cast<float>(a.blueF() * (1 - t) + b.blueF() * t));
}

/// "label: value" for the bars of every category, the largest last as drawn.
QString describeBars(const QAbstractBarSeries *series, const QStringList &categories, const QString &format)
{
    QStringList parts;
    const auto sets = series->barSets();
    for (qsizetype i = categories.size() - 1; i >= 0; --i) {
        QStringList values;
        for (const QBarSet *set : sets) {
            if (i < set->count())
                values.append(sets.size() > 1 ? QStringLiteral("%1 %2").arg(set->label(), format.arg(set->at(int(i))))
                                              : format.arg(set->at(int(i))));
        }
        parts.append(QStringLiteral("%1: %2").arg(categories.at(i), values.join(QStringLiteral(", "))));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace

QColor ChartsWidget::chartBackground() const
{
    return palette().color(QPalette::Base);
}

void ChartsWidget::applyPalette()
{
    // Qt Charts paint with their own theme (light by default): take every colour from the palette
    // instead, so the charts follow a dark palette and a live change of it. The series keep their
    // colours (the map's status colours read on both).
    const QPalette pal = palette();
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    const QColor line = mix(base, text, 0.45);
    const QColor grid = mix(base, text, 0.15);
    for (QChartView *view : std::as_const(m_views)) {
        view->setBackgroundBrush(pal.color(QPalette::Window));
        QChart *chart = view->chart();
        chart->setBackgroundBrush(base);
        chart->setBackgroundPen(QPen(mix(base, text, 0.2)));
        chart->setTitleBrush(text);
        chart->legend()->setLabelColor(text);
        const auto axes = chart->axes();
        for (QAbstractAxis *axis : axes) {
            axis->setLabelsColor(text);
            axis->setTitleBrush(text);
            axis->setLinePenColor(line);
            axis->setGridLineColor(grid);
            axis->setMinorGridLineColor(grid);
        }
    }
    const auto slices = m_statusSeries->slices();
    for (QPieSlice *slice : slices) {
        slice->setBorderColor(base);
        slice->setLabelColor(text);
    }
}

void ChartsWidget::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_fitPending)
        return;
    m_fitPending = true;
    QTimer::singleShot(0, this, [this] {
        m_fitPending = false;
        fitBarCounts();
    });
}

int ChartsWidget::barLimit() const
{
    return m_perSandboxRanked->limit();
}

void ChartsWidget::fitBarCounts()
{
    // Qt Charts turns a category label into "..." when its row is lower than the label: show only
    // as many of the largest bars as there is room for (at least 3, at most kTopN). The title, the
    // legend and the value axis take about `reserved` pixels of each view.
    if (m_views.size() != 5)
        return;
    constexpr int kRowHeight = 22;
    auto rowsIn = [](const QChartView *view, int reserved) {
        return std::clamp((view->height() - reserved) / kRowHeight, 3, kTopN);
    };
    const int perSandbox = rowsIn(m_views.at(1), 95);
    const int usage = std::min(rowsIn(m_views.at(2), 70), rowsIn(m_views.at(3), 95));
    if (perSandbox == m_perSandboxRanked->limit() && usage == m_usageRanked->limit())
        return;
    m_perSandboxRanked->setLimit(perSandbox);
    m_usageRanked->setLimit(usage);
    m_views.at(1)->chart()->setTitle(tr("Conversations per sandbox (largest %1)").arg(perSandbox));
    m_views.at(1)->setAccessibleName(m_views.at(1)->chart()->title());
    m_usageNote->setText(tr("(the %1 largest; record metrics can lag the agent's own stats)").arg(usage));
    refresh();
}

void ChartsWidget::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

void ChartsWidget::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_model->setActive(true);
}

void ChartsWidget::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_model->setActive(false);
}

void ChartsWidget::describeCharts()
{
    if (m_views.size() != 5)
        return;
    QStringList status;
    const auto slices = m_statusSeries->slices();
    for (const QPieSlice *slice : slices) {
        if (slice->value() > 0)
            status.append(slice->label());
    }
    QStringList daily;
    const auto points = m_dailySeries->points();
    for (const QPointF &p : points)
        daily.append(QStringLiteral("%1: $%2").arg(
            QLocale().toString(QDateTime::fromMSecsSinceEpoch(qint64(p.x()), QTimeZone::utc()).date(),
                               QLocale::ShortFormat),
            QString::number(p.y(), 'f', 2)));
    const QString none = tr("No data.");
    const QStringList values{
        status.isEmpty() ? none : status.join(QStringLiteral(", ")),
        m_perSandboxCategories->categories().isEmpty()
            ? none
            : describeBars(m_perSandboxSeries, m_perSandboxCategories->categories(), QStringLiteral("%1")),
        m_costCategories->categories().isEmpty()
            ? none
            : describeBars(m_costSeries, m_costCategories->categories(), QStringLiteral("$%1")),
        m_tokenCategories->categories().isEmpty()
            ? none
            : describeBars(m_tokenSeries, m_tokenCategories->categories(), QStringLiteral("%1")),
        daily.isEmpty() ? none : daily.join(QStringLiteral(", "))};
    for (qsizetype i = 0; i < m_views.size(); ++i)
        m_views.at(i)->setAccessibleDescription(m_views.at(i)->property("chartKind").toString() + QLatin1Char(' ')
                                                + values.at(i));
}

QStringList ChartsWidget::chartDescriptions() const
{
    QStringList out;
    for (const QChartView *view : m_views)
        out.append(view->accessibleName() + QStringLiteral(": ") + view->accessibleDescription());
    return out;
}

void ChartsWidget::setStore(StoreReader *store)
{
    m_model->setStore(store);
}

void ChartsWidget::setSnapshot(const QList<Sandbox> &sandboxes, const QList<Conversation> &conversations)
{
    m_model->setSnapshot(sandboxes, conversations);
}

void ChartsWidget::setUsageGrouping(ChartRows::UsageGrouping grouping)
{
    const int idx = m_grouping->findData(int(grouping));
    if (idx >= 0 && idx != m_grouping->currentIndex()) {
        m_grouping->setCurrentIndex(idx); // comes back here through the signal
        return;
    }
    m_model->setUsageGrouping(grouping);
}

QStringList ChartsWidget::perSandboxCategories() const
{
    return m_perSandboxCategories->categories();
}

QStringList ChartsWidget::usageCategories() const
{
    return m_costCategories->categories();
}

void ChartsWidget::refresh()
{
    refreshStatusPie();
    refreshRankedBars();
    refreshDaily();
    applyPalette();
    describeCharts();
}

// Status pie: colours of the map, labels only on non-empty slices.
void ChartsWidget::refreshStatusPie()
{
    const auto slices = m_statusSeries->slices();
    for (QPieSlice *slice : slices) {
        const int row = int(m_statusSeries->slices().indexOf(slice));
        const QModelIndex index = m_model->sandboxesByStatus()->index(row, 0);
        slice->setColor(StatusPresentation::sandboxColor(
            index.data(ChartTableModel::SubjectRole).value<OpenEnum<SandboxStatus>>()));
        const int value = int(slice->value());
        slice->setLabelVisible(value > 0);
        const QString name = m_model->sandboxesByStatus()->index(row, 0).data().toString();
        slice->setLabel(QStringLiteral("%1: %2").arg(name).arg(value));
    }
}

// Ranked bars: the ranked models hold the largest kTopN, the largest last.
void ChartsWidget::refreshRankedBars()
{
    m_perSandboxValues->setRange(0, std::max(1.0, niceMax(maxOf(m_perSandboxSeries))));
    m_perSandboxValues->setTickCount(std::min(11, int(niceMax(maxOf(m_perSandboxSeries))) + 1));
    const auto sandboxSets = m_perSandboxSeries->barSets();
    if (sandboxSets.size() == 2) {
        sandboxSets.at(0)->setColor(QColor(0x60, 0xa5, 0xfa));
        sandboxSets.at(1)->setColor(QColor(0x16, 0xa3, 0x4a));
    }
    if (const QStringList sandboxLabels = labels(m_perSandboxRanked);
        m_perSandboxCategories->categories() != sandboxLabels)
        m_perSandboxCategories->setCategories(sandboxLabels);

    const auto grouping = m_model->usageGrouping();
    const int cost = costColumn(grouping);
    // per day: the latest days; otherwise the most expensive
    m_usageRanked->setSortColumn(grouping == ChartRows::UsageGrouping::PerDay ? 1 : cost);
    if (m_costMapper->firstBarSetColumn() != cost) {
        m_costMapper->setFirstBarSetColumn(cost);
        m_costMapper->setLastBarSetColumn(cost);
        m_tokenMapper->setFirstBarSetColumn(cost + 1);
        m_tokenMapper->setLastBarSetColumn(cost + 2);
    }
    const QStringList usageLabels = labels(m_usageRanked);
    m_costValues->setRange(0, std::max(0.01, maxOf(m_costSeries)));
    m_costValues->applyNiceNumbers();
    m_tokenValues->setRange(0, std::max(10.0, maxOf(m_tokenSeries)));
    m_tokenValues->applyNiceNumbers();
    for (QBarSet *s : m_costSeries->barSets())
        s->setColor(QColor(0xd9, 0x77, 0x06));
    const auto tokenSets = m_tokenSeries->barSets();
    if (tokenSets.size() == 2) {
        tokenSets.at(0)->setColor(QColor(0x63, 0x66, 0xf1));
        tokenSets.at(1)->setColor(QColor(0x22, 0xd3, 0xee));
    }
    if (m_costCategories->categories() != usageLabels)
        m_costCategories->setCategories(usageLabels);
    if (m_tokenCategories->categories() != usageLabels)
        m_tokenCategories->setCategories(usageLabels);
}

// Cost per day.
void ChartsWidget::refreshDaily()
{
    const auto points = m_dailySeries->points();
    if (points.isEmpty()) {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        m_dailyX->setRange(now.addDays(-7), now);
        m_dailyY->setRange(0, 1);
    } else {
        double minX = points.constFirst().x();
        double maxX = minX;
        double maxY = 0;
        for (const QPointF &p : points) {
            minX = std::min(minX, p.x());
            maxX = std::max(maxX, p.x());
            maxY = std::max(maxY, p.y());
        }
        // One tick per day (points sit on their day's tick) as long as that stays readable.
        const qint64 dayMs = 24 * 3600 * 1000;
        const qint64 days = (qint64(maxX) - qint64(minX)) / dayMs + 3;
        m_dailyX->setRange(QDateTime::fromMSecsSinceEpoch(qint64(minX) - dayMs, QTimeZone::utc()),
                           QDateTime::fromMSecsSinceEpoch(qint64(maxX) + dayMs, QTimeZone::utc()));
        m_dailyX->setTickCount(days <= 15 ? int(days) : 8);
        m_dailyY->setRange(0, std::max(0.01, maxY));
        m_dailyY->applyNiceNumbers();
    }
    m_dailySeries->setColor(QColor(0xd9, 0x77, 0x06));
}

} // namespace Switchyard
