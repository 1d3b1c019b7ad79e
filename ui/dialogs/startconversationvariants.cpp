// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/startconversationvariants.h"

#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Switchyard {

StartVariantsWidget::StartVariantsWidget(QWidget *parent)
    : QGroupBox(tr("Start as variants of one task"), parent)
{
    setObjectName(QStringLiteral("startVariants"));
    setCheckable(true);
    setChecked(false);
    setAccessibleName(tr("Variants"));
    setToolTip(tr("Start the same task as several conversations that differ in model, branch or system prompt, "
                  "and compare them when they finish"));
    auto *layout = new QVBoxLayout(this);
    auto *countRow = new QHBoxLayout;
    auto *countLabel = new QLabel(tr("&Number of variants:"), this);
    m_count = new QSpinBox(this);
    m_count->setRange(VariantCommands::kMinVariants, VariantCommands::kMaxVariants);
    m_count->setValue(3);
    m_count->setAccessibleName(tr("Number of variants"));
    countLabel->setBuddy(m_count);
    countRow->addWidget(countLabel);
    countRow->addWidget(m_count);
    countRow->addStretch(1);
    layout->addLayout(countRow);
    auto *hint = new QLabel(tr("Empty fields take the value of the Conversation tab. Each variant gets a sandbox of "
                               "its own."),
                            this);
    hint->setWordWrap(true);
    hint->setTextFormat(Qt::PlainText);
    layout->addWidget(hint);
    auto *grid = new QGridLayout;
    for (int i = 0; i < VariantCommands::kMaxVariants; ++i) {
        m_rows.append(buildRow(i));
        grid->addWidget(m_rows.last().box, i / 2, i % 2);
    }
    layout->addLayout(grid);
    layout->addStretch(1);
    connect(m_count, &QSpinBox::valueChanged, this, [this] {
        updateRows();
        Q_EMIT edited();
    });
    connect(this, &QGroupBox::toggled, this, &StartVariantsWidget::edited);
    updateRows();
}

StartVariantsWidget::~StartVariantsWidget() = default;

StartVariantsWidget::Row StartVariantsWidget::buildRow(int index)
{
    Row r;
    const QString letter(QChar(u'A' + index));
    auto *box = new QGroupBox(tr("Variant %1").arg(letter), this);
    r.box = box;
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    r.model = new QLineEdit(box);
    r.model->setPlaceholderText(tr("as the Conversation tab"));
    r.model->setAccessibleName(tr("Model of variant %1").arg(letter));
    r.branch = new QLineEdit(box);
    r.branch->setPlaceholderText(tr("as the Conversation tab"));
    r.branch->setAccessibleName(tr("Branch of variant %1").arg(letter));
    r.label = new QLineEdit(box);
    r.label->setPlaceholderText(tr("made from what differs"));
    r.label->setAccessibleName(tr("Label of variant %1").arg(letter));
    r.prompt = new QPlainTextEdit(box);
    r.prompt->setPlaceholderText(tr("the default system prompt"));
    r.prompt->setAccessibleName(tr("System prompt of variant %1").arg(letter));
    r.prompt->setTabChangesFocus(true);
    r.prompt->setMaximumHeight(70);
    form->addRow(tr("Model:"), r.model);
    form->addRow(tr("Branch:"), r.branch);
    form->addRow(tr("System prompt:"), r.prompt);
    form->addRow(tr("Label:"), r.label);
    for (QLineEdit *e : {r.model, r.branch, r.label})
        connect(e, &QLineEdit::textChanged, this, &StartVariantsWidget::edited);
    connect(r.prompt, &QPlainTextEdit::textChanged, this, &StartVariantsWidget::edited);
    return r;
}

void StartVariantsWidget::updateRows()
{
    for (int i = 0; i < m_rows.size(); ++i)
        m_rows.at(i).box->setVisible(i < m_count->value());
}

int StartVariantsWidget::variantCount() const
{
    return m_count->value();
}

void StartVariantsWidget::setVariantCount(int count)
{
    m_count->setValue(count);
}

QList<VariantChoice> StartVariantsWidget::choices() const
{
    QList<VariantChoice> out;
    for (int i = 0; i < m_count->value() && i < m_rows.size(); ++i) {
        const Row &r = m_rows.at(i);
        out.append(VariantChoice{r.model->text().trimmed(), r.branch->text().trimmed(), r.prompt->toPlainText(),
                                 r.label->text().trimmed()});
    }
    return out;
}

void StartVariantsWidget::setVariant(int index, const VariantChoice &choice)
{
    if (index < 0 || index >= m_rows.size())
        return;
    const Row &r = m_rows.at(index);
    r.model->setText(choice.model);
    r.branch->setText(choice.branch);
    r.prompt->setPlainText(choice.systemPrompt);
    r.label->setText(choice.label);
}

} // namespace Switchyard
