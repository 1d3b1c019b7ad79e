// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/commandpalette.h"

#include <QAction>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QVBoxLayout>

#include <algorithm>

namespace Switchyard {

namespace {
enum Role
{
    KindRole = Qt::UserRole + 1,
    IndexRole,
    ScoreRole,
};
enum Kind
{
    ActionKind,
    ConversationKind,
};
constexpr int kMaxRows = 200;

QString plainText(const QAction *action)
{
    QString text = action->text();
    text.remove(QLatin1Char('&'));
    if (text.endsWith(QLatin1String("…")))
        text.chop(1);
    return text;
}
} // namespace

CommandPalette::CommandPalette(QWidget *parent)
    : QDialog(parent, Qt::Popup | Qt::FramelessWindowHint)
    , m_edit(new QLineEdit(this))
    , m_list(new QListWidget(this))
{
    setObjectName(QStringLiteral("commandPalette"));
    setWindowTitle(tr("Command palette"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_edit->setPlaceholderText(tr("Type a command or a conversation…"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setAccessibleName(tr("Command or conversation"));
    m_edit->setAccessibleDescription(tr("Type part of a command or a conversation title; Up and Down choose, Enter "
                                        "runs or opens it, Escape closes"));
    m_list->setAccessibleName(tr("Matching commands and conversations"));
    m_edit->installEventFilter(this);
    layout->addWidget(m_edit);
    layout->addWidget(m_list);
    m_list->setUniformItemSizes(true);
    connect(m_edit, &QLineEdit::textChanged, this, &CommandPalette::rebuild);
    connect(m_list, &QListWidget::itemActivated, this, [this] {
        activateCurrent();
    });
    resize(560, 380);
}

void CommandPalette::setActions(const QList<QAction *> &actions)
{
    m_actions.clear();
    for (QAction *a : actions)
        if (a && !a->isSeparator() && !a->menu() && !a->text().isEmpty())
            m_actions.append(a);
    rebuild();
}

void CommandPalette::setConversations(const QList<ConversationEntry> &conversations)
{
    m_conversations = conversations;
    rebuild();
}

void CommandPalette::popup()
{
    m_edit->clear();
    rebuild();
    if (QWidget *p = parentWidget()) {
        const QRect r = p->geometry();
        const int w = std::min(640, std::max(360, r.width() / 2));
        resize(w, 380);
        move(r.x() + (r.width() - w) / 2, r.y() + 60);
    }
    show();
    m_edit->setFocus();
}

void CommandPalette::setQuery(const QString &query)
{
    m_edit->setText(query);
}

int CommandPalette::matchScore(const QString &query, const QString &text)
{
    if (query.isEmpty())
        return 0;
    int score = 0;
    qsizetype pos = 0;
    qsizetype lastMatch = -2;
    for (const QChar q : query) {
        if (q.isSpace())
            continue;
        const QChar lq = q.toLower();
        bool found = false;
        for (; pos < text.size(); ++pos) {
            if (text.at(pos).toLower() != lq)
                continue;
            const bool wordStart = pos == 0 || !text.at(pos - 1).isLetterOrNumber();
            score += 1 + (wordStart ? 8 : 0) + (pos == lastMatch + 1 ? 4 : 0);
            lastMatch = pos;
            ++pos;
            found = true;
            break;
        }
        if (!found)
            return -1;
    }
    return score * 100 / int(std::max<qsizetype>(10, text.size()) / 10 + 10);
}

void CommandPalette::rebuild()
{
    m_list->clear();
    const QString query = m_edit->text().trimmed();
    struct Row
    {
        int score;
        Kind kind;
        int index;
        QString text;
        QString detail;
    };
    QList<Row> rows;
    for (int i = 0; i < m_actions.size(); ++i) {
        const QAction *a = m_actions.at(i);
        if (!a || !a->isEnabled() || !a->isVisible())
            continue;
        const QString text = plainText(a);
        const int s = matchScore(query, text);
        if (s < 0)
            continue;
        rows.append({s + 5, ActionKind, i, text, a->shortcut().toString(QKeySequence::NativeText)});
    }
    for (int i = 0; i < m_conversations.size(); ++i) {
        const ConversationEntry &c = m_conversations.at(i);
        const int s = std::max(matchScore(query, c.title), matchScore(query, c.detail) - 5);
        if (s < 0 || (query.isEmpty() && i >= 50))
            continue;
        rows.append({s, ConversationKind, i, c.title, c.detail});
    }
    if (!query.isEmpty())
        std::stable_sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) {
            return a.score > b.score;
        });
    for (const Row &row : std::as_const(rows)) {
        if (m_list->count() >= kMaxRows)
            break;
        const QString prefix = row.kind == ActionKind ? tr("Action") : tr("Conversation");
        auto *item = new QListWidgetItem(m_list);
        item->setText(row.detail.isEmpty() ? row.text : row.text + QStringLiteral("    ") + row.detail);
        item->setToolTip(prefix);
        item->setData(KindRole, row.kind);
        item->setData(IndexRole, row.index);
        item->setData(Qt::AccessibleTextRole, QString(prefix + QLatin1String(": ") + row.text));
    }
    if (m_list->count() > 0)
        m_list->setCurrentRow(0);
}

QStringList CommandPalette::visibleTexts() const
{
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i)
        out.append(m_list->item(i)->text());
    return out;
}

void CommandPalette::activateCurrent()
{
    QListWidgetItem *item = m_list->currentItem();
    if (!item)
        return;
    const int index = item->data(IndexRole).toInt();
    const bool isAction = item->data(KindRole).toInt() == ActionKind;
    hide();
    if (isAction) {
        if (index < m_actions.size() && m_actions.at(index))
            m_actions.at(index)->trigger();
    } else if (index < m_conversations.size()) {
        Q_EMIT conversationChosen(m_conversations.at(index).id);
    }
}

bool CommandPalette::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        switch (key->key()) {
        case Qt::Key_Down:
        case Qt::Key_Up:
        case Qt::Key_PageDown:
        case Qt::Key_PageUp:
            QCoreApplication::sendEvent(m_list, event);
            return true;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            activateCurrent();
            return true;
        case Qt::Key_Escape:
            hide();
            return true;
        default:
            break;
        }
    }
    return QDialog::eventFilter(watched, event);
}

} // namespace Switchyard
