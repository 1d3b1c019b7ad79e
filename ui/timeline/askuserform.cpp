// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/askuserform.h"

#include "ui/safetext.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTimer>
#include <QVBoxLayout>

namespace Switchyard {

namespace {

/// A button text shows `&` as a mnemonic marker: untrusted labels keep theirs as text.
QString buttonText(const QString &untrusted)
{
    QString t = untrusted.simplified();
    t.replace(QLatin1Char('&'), QLatin1String("&&"));
    return t;
}

QLabel *plain(QLabel *label)
{
    label->setTextFormat(Qt::PlainText);
    return label;
}

} // namespace

AskUserForm::AskUserForm(QWidget *parent)
    : AmberPanel(QColor(0xe8, 0xf1, 0xfd), parent)
    , m_tick(new QTimer(this))
{
    setObjectName(QStringLiteral("askUserForm"));
    setAccessibleName(tr("Question from the agent"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->setSpacing(3);

    auto *head = new QHBoxLayout;
    m_title = plain(new QLabel(tr("The agent asks you:"), this));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_countdown = plain(new QLabel(this));
    m_countdown->setAccessibleName(tr("Time left to answer"));
    head->addWidget(m_title);
    head->addStretch(1);
    head->addWidget(m_countdown);
    layout->addLayout(head);

    m_body = new QWidget(this);
    m_bodyLayout = new QVBoxLayout(m_body);
    m_bodyLayout->setContentsMargins(0, 0, 0, 0);
    m_bodyLayout->setSpacing(2);
    layout->addWidget(m_body);

    m_answer = plain(new QLabel(this));
    m_answer->setWordWrap(true);
    m_answer->setAccessibleName(tr("Your answer"));
    m_answer->hide();
    layout->addWidget(m_answer);

    auto *row = new QHBoxLayout;
    m_status = plain(new QLabel(this));
    m_status->setWordWrap(true);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_message = new QPushButton(tr("Send as &message"), this);
    m_message->setToolTip(tr("Send your answers to the agent as a normal message"));
    m_message->hide();
    m_cancel = new QPushButton(tr("Ca&ncel"), this);
    m_cancel->setToolTip(tr("Dismiss the question: the agent goes on with its best judgement"));
    m_decline = new QPushButton(tr("&Decline"), this);
    m_decline->setToolTip(tr("Tell the agent you will not answer"));
    m_accept = new QPushButton(tr("&Answer"), this);
    m_accept->setToolTip(tr("Send the chosen options to the agent"));
    m_accept->setAccessibleName(tr("Accept and send the answer"));
    m_accept->setDefault(true);
    row->addWidget(m_status, 1);
    row->addWidget(m_message);
    row->addWidget(m_cancel);
    row->addWidget(m_decline);
    row->addWidget(m_accept);
    layout->addLayout(row);

    connect(m_accept, &QPushButton::clicked, this, [this] {
        submit(AskUserAction::Accept);
    });
    connect(m_decline, &QPushButton::clicked, this, [this] {
        submit(AskUserAction::Decline);
    });
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        submit(AskUserAction::Cancel);
    });
    connect(m_message, &QPushButton::clicked, this, [this] {
        m_message->setEnabled(false);
        Q_EMIT messageRequested(m_request.requestId);
    });
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, &AskUserForm::updateCountdown);
    hide();
}

void AskUserForm::clear()
{
    m_request = {};
    m_deadlineMs.reset();
    m_tick->stop();
    m_answered = false;
    m_submitted = false;
    rebuild();
    hide();
}

void AskUserForm::setRequest(const AskUserRequestPayload &request, const QString &askedAt)
{
    if (request.requestId == m_request.requestId && !m_questions.isEmpty()) {
        show();
        return;
    }
    m_request = request;
    m_deadlineMs = askUserDeadlineMs(askedAt, request);
    m_answered = false;
    m_submitted = false;
    rebuild();
    m_status->clear();
    m_answer->hide();
    m_message->hide();
    m_message->setEnabled(true);
    for (QPushButton *b : {m_accept, m_decline, m_cancel})
        b->show();
    setInputsEnabled(true);
    m_title->setText(tr("The agent asks you:"));
    updateCountdown();
    if (m_deadlineMs)
        m_tick->start();
    else
        m_tick->stop();
    show();
}

void AskUserForm::rebuild()
{
    m_questions.clear();
    while (QLayoutItem *item = m_bodyLayout->takeAt(0)) {
        if (QWidget *w = item->widget())
            w->deleteLater();
        delete item;
    }
    for (const AskUserQuestion &q : m_request.questions) {
        auto *line = new QWidget(m_body);
        auto *h = new QHBoxLayout(line);
        h->setContentsMargins(0, 0, 0, 0);
        h->setSpacing(8);
        auto *text = plain(new QLabel(q.text.isEmpty() ? q.id : q.text, line));
        text->setWordWrap(true);
        h->addWidget(text, 1);
        Question entry;
        entry.id = q.id;
        auto *group = new QButtonGroup(line);
        group->setExclusive(!q.multiSelect);
        for (const AskUserOption &o : q.options) {
            QAbstractButton *b = q.multiSelect
                ? static_cast<QAbstractButton *>(new QCheckBox(buttonText(o.label), line))
                : new QRadioButton(buttonText(o.label), line);
            b->setProperty("optionId", o.id);
            b->setProperty("optionLabel", o.label);
            if (!o.description.isEmpty())
                b->setToolTip(SafeText::toolTip(o.description));
            b->setAccessibleDescription(o.description);
            group->addButton(b);
            h->addWidget(b);
            entry.options.append(b);
            connect(b, &QAbstractButton::toggled, this, &AskUserForm::updateAcceptEnabled);
        }
        if (q.options.isEmpty()) {
            entry.text = new QLineEdit(line);
            entry.text->setPlaceholderText(tr("Your answer"));
            entry.text->setAccessibleName(q.text);
            entry.text->setMinimumWidth(220);
            h->addWidget(entry.text, 1);
            connect(entry.text, &QLineEdit::textChanged, this, &AskUserForm::updateAcceptEnabled);
        }
        m_questions.append(entry);
        m_bodyLayout->addWidget(line);
    }
    m_body->setVisible(!m_questions.isEmpty());
    updateAcceptEnabled();
}

QList<QAbstractButton *> AskUserForm::optionButtons(const QString &questionId) const
{
    for (const Question &q : m_questions) {
        if (q.id == questionId)
            return q.options;
    }
    return {};
}

QLineEdit *AskUserForm::freeTextEdit(const QString &questionId) const
{
    for (const Question &q : m_questions) {
        if (q.id == questionId)
            return q.text;
    }
    return nullptr;
}

AskUserAnswer AskUserForm::currentAnswer(AskUserAction action) const
{
    AskUserAnswer a;
    a.requestId = m_request.requestId;
    a.action = action;
    if (action != AskUserAction::Accept)
        return a;
    for (const Question &q : m_questions) {
        QList<AskUserPick> picks;
        for (QAbstractButton *b : q.options) {
            if (b->isChecked())
                picks.append(AskUserPick{b->property("optionId").toString(), b->property("optionLabel").toString()});
        }
        if (q.text && !q.text->text().trimmed().isEmpty())
            picks.append(AskUserPick{QString(), q.text->text().trimmed()});
        if (!picks.isEmpty())
            a.answers.insert(q.id, picks);
    }
    return a;
}

void AskUserForm::updateAcceptEnabled()
{
    // Accept needs something for every question; decline and cancel never do.
    bool complete = true;
    for (const Question &q : m_questions) {
        bool any = q.text && !q.text->text().trimmed().isEmpty();
        for (QAbstractButton *b : q.options)
            any = any || b->isChecked();
        complete = complete && any;
    }
    m_accept->setEnabled(complete && !m_submitted && !m_answered);
}

void AskUserForm::setInputsEnabled(bool enabled)
{
    m_body->setEnabled(enabled);
    m_decline->setEnabled(enabled);
    m_cancel->setEnabled(enabled);
    updateAcceptEnabled();
}

void AskUserForm::submit(AskUserAction action)
{
    if (m_submitted || m_answered || m_request.requestId.isEmpty())
        return;
    const AskUserAnswer answer = currentAnswer(action);
    m_submitted = true;
    setInputsEnabled(false);
    m_status->setText(tr("Sending\u2026"));
    Q_EMIT answerRequested(answer);
}

void AskUserForm::setStatus(const QString &text, bool canAnswer, bool offerMessage, bool isError)
{
    m_status->setText(text);
    m_status->setToolTip(SafeText::toolTip(text));
    QPalette p = m_status->palette();
    p.setColor(QPalette::WindowText, isError ? QColor(0xc6, 0x28, 0x28) : palette().color(QPalette::WindowText));
    m_status->setPalette(p);
    m_submitted = !canAnswer;
    setInputsEnabled(canAnswer && !m_answered);
    m_message->setVisible(offerMessage);
    m_message->setEnabled(offerMessage);
}

void AskUserForm::setAnswered(const QString &title, const QStringList &lines)
{
    m_answered = true;
    m_tick->stop();
    m_countdown->clear();
    m_title->setText(title);
    setInputsEnabled(false);
    for (QPushButton *b : {m_accept, m_decline, m_cancel, m_message})
        b->hide();
    m_answer->setText(lines.join(QLatin1Char('\n')));
    m_answer->setVisible(!lines.isEmpty());
    show();
}

QString AskUserForm::countdownText(qint64 nowMs) const
{
    if (!m_deadlineMs)
        return {};
    const qint64 left = (*m_deadlineMs - nowMs) / 1000;
    if (left <= 0)
        return tr("Time is up: the agent server answers for you");
    const qint64 h = left / 3600;
    const qint64 m = (left % 3600) / 60;
    const qint64 s = left % 60;
    if (h > 0)
        return tr("%1:%2:%3 left to answer").arg(h).arg(m, 2, 10, QLatin1Char('0')).arg(s, 2, 10, QLatin1Char('0'));
    return tr("%1:%2 left to answer").arg(m).arg(s, 2, 10, QLatin1Char('0'));
}

void AskUserForm::updateCountdown()
{
    m_countdown->setText(countdownText(QDateTime::currentMSecsSinceEpoch()));
}

} // namespace Switchyard
