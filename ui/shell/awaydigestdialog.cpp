// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/awaydigestdialog.h"

#include "ui/safetext.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace Switchyard {

AwayDigestDialog::AwayDigestDialog(QWidget *parent)
    : QDialog(parent)
    , m_head(SafeText::plainLabel(new QLabel(this)))
    , m_lines(new QVBoxLayout)
{
    setObjectName(QStringLiteral("awayDigest"));
    setWindowTitle(tr("While you were away"));
    setModal(false);
    QFont bold = m_head->font();
    bold.setBold(true);
    m_head->setFont(bold);
    m_head->setWordWrap(true);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *hint = SafeText::plainLabel(new QLabel(tr("Choose a line to list those conversations."), this));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_head);
    layout->addLayout(m_lines);
    layout->addWidget(hint);
    layout->addStretch(1);
    layout->addWidget(close);
    resize(460, 300);
}

AwayDigestDialog::~AwayDigestDialog() = default;

void AwayDigestDialog::setDigest(const AwayDigest &digest)
{
    qDeleteAll(m_buttons);
    m_buttons.clear();
    const QLocale locale;
    const QDateTime since = QDateTime::fromMSecsSinceEpoch(digest.sinceMs).toLocalTime();
    const bool today = since.date() == QDate::currentDate();
    m_head->setText(tr("Since you last looked (%1):")
                        .arg(today ? locale.toString(since.time(), QLocale::ShortFormat)
                                   : locale.toString(since, QLocale::ShortFormat)));
    for (const DigestLine &line : digest.lines) {
        auto *b = new QPushButton(line.text, this);
        b->setFlat(true);
        b->setStyleSheet(QStringLiteral("text-align: left; padding: 4px;"));
        b->setCursor(Qt::PointingHandCursor);
        b->setToolTip(tr("List these %n conversation(s)", nullptr, int(line.conversationIds.size())));
        b->setEnabled(!line.conversationIds.isEmpty());
        const QSet<QString> ids = line.conversationIds;
        const QString label = line.text;
        connect(b, &QPushButton::clicked, this, [this, ids, label] {
            Q_EMIT lineActivated(ids, label);
        });
        m_lines->addWidget(b);
        m_buttons.append(b);
    }
}

} // namespace Switchyard
