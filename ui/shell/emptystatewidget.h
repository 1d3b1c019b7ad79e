// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;

namespace Switchyard {

/// A clearly labelled empty area: a title and one line saying what will appear here and why it is
/// empty now (no conversation selected, feature not in this build, no server connected...).
class EmptyStateWidget final : public QWidget
{
    Q_OBJECT
public:
    EmptyStateWidget(const QString &title, const QString &text, QWidget *parent = nullptr);
    void setText(const QString &text);
    void setTitle(const QString &title);

private:
    QLabel *m_title = nullptr;
    QLabel *m_text = nullptr;
};

} // namespace Switchyard
