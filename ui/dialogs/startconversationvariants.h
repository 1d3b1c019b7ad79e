// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/commands/variantcommands.h"

#include <QGroupBox>
#include <QList>

class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace Switchyard {

/// The start dialog's Variants section (issue 30 part B): when checked, the task is started as N
/// conversations (2-4), each with its own model, branch and system prompt (empty: as the common
/// request says) and an optional label. They form one group (VariantCommands).
class StartVariantsWidget final : public QGroupBox
{
    Q_OBJECT
public:
    explicit StartVariantsWidget(QWidget *parent = nullptr);
    ~StartVariantsWidget() override;

    /// Whether the task is started as variants.
    [[nodiscard]] bool isOn() const { return isChecked(); }
    void setOn(bool on) { setChecked(on); }
    [[nodiscard]] int variantCount() const;
    void setVariantCount(int count);
    [[nodiscard]] QList<VariantChoice> choices() const;
    void setVariant(int index, const VariantChoice &choice);

Q_SIGNALS:
    /// Anything the user changed (the dialog validates again).
    void edited();

private:
    struct Row
    {
        QWidget *box = nullptr;
        QLineEdit *model = nullptr;
        QLineEdit *branch = nullptr;
        QLineEdit *label = nullptr;
        QPlainTextEdit *prompt = nullptr;
    };
    Row buildRow(int index);
    void updateRows();

    QSpinBox *m_count = nullptr;
    QList<Row> m_rows;
};

} // namespace Switchyard
