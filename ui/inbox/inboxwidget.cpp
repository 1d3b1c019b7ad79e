// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/inbox/inboxwidget.h"

#include "models/attention/inboxmodel.h"
#include "models/commands/approvalcommands.h"
#include "models/commands/askusercommands.h"
#include "models/radar/conflictradarmodel.h"
#include "models/read/storereader.h"
#include "ui/inbox/inboxdelegate.h"
#include "ui/timeline/askuserform.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

namespace Switchyard {

namespace {

using Kind = InboxItem::Kind;

QLabel *plainLabel(QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setTextFormat(Qt::PlainText);
    return l;
}

QSet<QString> actionIdsOf(const InboxModel &model, const QString &conversationId)
{
    QSet<QString> ids;
    for (const InboxItem *i : model.itemsOf(conversationId)) {
        if (i->isApprovable())
            ids.insert(i->action.actionId);
    }
    return ids;
}

} // namespace

InboxWidget::InboxWidget(QWidget *parent)
    : QWidget(parent)
    , m_model(new InboxModel(this))
    , m_delegate(new InboxDelegate(this))
{
    setObjectName(QStringLiteral("inbox"));
    buildUi();
    m_delegate->setStatusText([this](const QModelIndex &i) {
        return statusOf(i);
    });
    m_delegate->setWarningText([this](const QModelIndex &i) {
        return warningOf(i);
    });
    connect(m_model, &InboxModel::itemCountChanged, this, [this] {
        m_heading->setText(m_model->itemCount() == 0 ? tr("Nothing waits for you.")
                                                     : tr("%n thing(s) wait for you", nullptr, m_model->itemCount()));
        Q_EMIT tabTitleChanged(tabTitle());
    });
    // Groups stay open; the current row survives the rows that come and go.
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &at, int first, int last) {
        if (!at.isValid() && m_model->grouping() != InboxModel::Grouping::None) {
            for (int r = first; r <= last; ++r)
                m_view->expand(m_model->index(r, 0));
        }
        if (!m_view->currentIndex().isValid())
            move(1, false);
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_view->expandAll();
        move(1, false);
    });
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, [this] {
        if (!m_view->currentIndex().isValid() || !currentItem())
            move(1, false);
        showCurrent();
    });
    // The wait times move on.
    auto *tick = new QTimer(this);
    tick->setInterval(30 * 1000);
    connect(tick, &QTimer::timeout, m_view->viewport(), qOverload<>(&QWidget::update));
    tick->start();
}

InboxWidget::~InboxWidget() = default;

void InboxWidget::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buildHeader());
    m_keys = plainLabel(this);
    m_keys->setText(tr("j/k move · x select · a approve · r reject · Enter answer · o open · s snooze · g group"));
    m_keys->setEnabled(false);
    layout->addWidget(m_keys);

    auto *split = new QSplitter(Qt::Horizontal, this);
    buildList(split);
    split->addWidget(m_view);
    split->addWidget(buildDetailPane(split));
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    setFocusProxy(m_view);
}

// The heading ("n things wait for you") and the grouping.
QHBoxLayout *InboxWidget::buildHeader()
{
    auto *top = new QHBoxLayout;
    m_heading = plainLabel(this);
    QFont f = m_heading->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.15);
    m_heading->setFont(f);
    m_heading->setText(tr("Nothing waits for you."));
    m_grouping = new QComboBox(this);
    m_grouping->addItem(tr("No groups"), int(InboxModel::Grouping::None));
    m_grouping->addItem(tr("By repository"), int(InboxModel::Grouping::Repository));
    m_grouping->addItem(tr("By sandbox"), int(InboxModel::Grouping::Sandbox));
    m_grouping->setAccessibleName(tr("Group the inbox"));
    m_grouping->setFocusPolicy(Qt::ClickFocus);
    connect(m_grouping, &QComboBox::currentIndexChanged, this, [this] {
        const QString key = currentKey();
        m_model->setGrouping(InboxModel::Grouping(m_grouping->currentData().toInt()));
        setCurrentKey(key);
    });
    top->addWidget(m_heading, 1);
    top->addWidget(m_grouping);
    return top;
}

void InboxWidget::buildList(QWidget *parent)
{
    m_view = new QTreeView(parent);
    m_view->setObjectName(QStringLiteral("inboxView"));
    m_view->setModel(m_model);
    m_view->setItemDelegate(m_delegate);
    m_view->setHeaderHidden(true);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(false);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setAccessibleName(tr("Things that wait for you"));
    m_view->installEventFilter(this);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &InboxWidget::showCurrent);
    connect(m_view, &QTreeView::doubleClicked, this, &InboxWidget::answerOrOpen);
}

// The current row in full: its title and facts, the command or diff, the question's form, the
// rejection's reason, the last outcome.
QWidget *InboxWidget::buildDetailPane(QWidget *parent)
{
    auto *pane = new QWidget(parent);
    auto *pl = new QVBoxLayout(pane);
    pl->setContentsMargins(6, 0, 0, 0);
    m_detailTitle = plainLabel(pane);
    m_detailTitle->setWordWrap(true);
    m_detailTitle->setFont(m_heading->font());
    m_detailMeta = plainLabel(pane);
    m_detailMeta->setWordWrap(true);
    m_detail = new QPlainTextEdit(pane);
    m_detail->setReadOnly(true);
    m_detail->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_detail->setFont(QFont(QStringLiteral("monospace")));
    m_detail->setAccessibleName(tr("The action in full"));
    m_detail->setFocusPolicy(Qt::ClickFocus);
    m_form = new AskUserForm(pane);
    m_form->installEventFilter(this);
    connect(m_form, &AskUserForm::answerRequested, this, [this](const AskUserAnswer &answer) {
        const InboxItem *item = m_model->item(m_answerKey);
        if (!item || !item->question || !m_askUser)
            return;
        const QString key = m_answerKey;
        m_askUser->answer(item->conversationId, item->question->request, answer);
        m_form->hide();
        advancePast(key);
    });
    m_rejectRow = new QWidget(pane);
    auto *rl = new QHBoxLayout(m_rejectRow);
    rl->setContentsMargins(0, 0, 0, 0);
    m_reason = new QLineEdit(m_rejectRow);
    m_reason->setPlaceholderText(tr("Why reject? (optional; Enter sends, Escape goes back)"));
    m_reason->setAccessibleName(tr("Reason for the rejection"));
    m_reason->installEventFilter(this);
    rl->addWidget(plainLabel(m_rejectRow));
    rl->addWidget(m_reason, 1);
    m_rejectRow->hide();
    m_message = plainLabel(pane);
    m_message->setWordWrap(true);
    pl->addWidget(m_detailTitle);
    pl->addWidget(m_detailMeta);
    pl->addWidget(m_detail, 1);
    pl->addWidget(m_form);
    pl->addWidget(m_rejectRow);
    pl->addWidget(m_message);
    return pane;
}

void InboxWidget::setWatch(WatchReader *watch)
{
    m_model->setWatch(watch);
}

void InboxWidget::setRadar(ConflictRadarModel *radar)
{
    if (m_radar)
        disconnect(m_radar, nullptr, this, nullptr);
    m_radar = radar;
    if (m_radar)
        connect(m_radar, &ConflictRadarModel::changed, m_view->viewport(), qOverload<>(&QWidget::update));
}

QString InboxWidget::warningOf(const QModelIndex &index) const
{
    const InboxItem *item = m_radar ? m_model->itemAt(index) : nullptr;
    if (!item || !item->isApprovable())
        return {};
    const PendingAction &a = item->action;
    return m_radar->pendingWarning(a.conversationId, a.actionKind, a.summary, a.detail);
}

void InboxWidget::setContext(StoreReader *store, ApprovalCommands *approvals, AskUserCommands *askUser)
{
    if (m_approvals)
        disconnect(m_approvals, nullptr, this, nullptr);
    if (m_askUser)
        disconnect(m_askUser, nullptr, this, nullptr);
    m_store = store;
    m_approvals = approvals;
    m_askUser = askUser;
    auto repaint = [this] {
        m_view->viewport()->update();
    };
    if (approvals) {
        connect(approvals, &ApprovalCommands::statusChanged, this, repaint);
        connect(approvals, &ApprovalCommands::finished, this, &InboxWidget::showOutcome);
    }
    if (askUser) {
        connect(askUser, &AskUserCommands::statusChanged, this, repaint);
        connect(askUser, &AskUserCommands::finished, this, &InboxWidget::showOutcome);
    }
    m_model->setStore(store);
    Q_EMIT tabTitleChanged(tabTitle());
}

QString InboxWidget::tabTitle() const
{
    const int n = m_model->itemCount();
    return n == 0 ? tr("Inbox") : tr("Inbox (%1)").arg(n);
}

QString InboxWidget::statusOf(const QModelIndex &index) const
{
    const InboxItem *item = m_model->itemAt(index);
    if (!item)
        return {};
    if (item->isApprovable() && m_approvals)
        return m_approvals->statusText(item->action.actionId);
    if (item->kind == Kind::Question && item->question && m_askUser) {
        const auto s = m_askUser->status(item->question->requestId);
        return s == AskUserCommands::Status::None ? QString() : m_askUser->statusText(item->question->requestId);
    }
    return {};
}

const InboxItem *InboxWidget::currentItem() const
{
    return m_model->itemAt(m_view->currentIndex());
}

QString InboxWidget::currentKey() const
{
    const InboxItem *i = currentItem();
    return i ? i->key : QString();
}

void InboxWidget::setCurrentKey(const QString &key)
{
    const QModelIndex i = m_model->indexOf(key);
    if (i.isValid())
        m_view->selectionModel()->setCurrentIndex(i, QItemSelectionModel::ClearAndSelect);
    else
        move(1, false);
}

QList<const InboxItem *> InboxWidget::selectedItems() const
{
    QList<const InboxItem *> out;
    const QModelIndexList rows = m_view->selectionModel()->selectedIndexes();
    for (const QModelIndex &i : rows) {
        if (const InboxItem *item = m_model->itemAt(i))
            out.append(item);
    }
    return out;
}

// --- keys -----------------------------------------------------------------------------------------

bool InboxWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    if (watched == m_view)
        return handleKey(key) || QWidget::eventFilter(watched, event);
    if (watched == m_reason) {
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            sendReject();
            return true;
        }
        if (key->key() == Qt::Key_Escape) {
            m_rejectRow->hide();
            m_view->setFocus();
            return true;
        }
    }
    if (watched == m_form || m_form->isAncestorOf(qobject_cast<QWidget *>(watched))) {
        if (key->key() == Qt::Key_Escape) {
            m_form->hide();
            m_view->setFocus();
            return true;
        }
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && m_form->acceptButton()->isEnabled()) {
            m_form->acceptButton()->click(); // Enter sends the answer as chosen
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

// One key per command; what the keys do is in the class comment.
bool InboxWidget::handleKey(QKeyEvent *event)
{
    const auto mods = event->modifiers() & ~(Qt::KeypadModifier);
    const bool shift = mods == Qt::ShiftModifier;
    if (mods != Qt::NoModifier && !shift)
        return false;
    switch (event->key()) {
    case Qt::Key_J:
    case Qt::Key_Down:
        move(1, shift);
        return true;
    case Qt::Key_K:
    case Qt::Key_Up:
        move(-1, shift);
        return true;
    case Qt::Key_X:
        toggleSelected();
        return true;
    case Qt::Key_A:
        approve();
        return true;
    case Qt::Key_R:
        startReject();
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        answerOrOpen();
        return true;
    case Qt::Key_O:
        openCurrent();
        return true;
    case Qt::Key_S:
        snoozeCurrent();
        return true;
    case Qt::Key_G:
        cycleGrouping();
        return true;
    default:
        return false;
    }
}

void InboxWidget::move(int delta, bool extend)
{
    const QList<const InboxItem *> all = m_model->items();
    if (all.isEmpty())
        return;
    const QString key = currentKey();
    qsizetype at = -1;
    for (qsizetype i = 0; i < all.size(); ++i) {
        if (all.at(i)->key == key) {
            at = i;
            break;
        }
    }
    const qsizetype next = at < 0 ? 0 : std::clamp<qsizetype>(at + delta, 0, all.size() - 1);
    const QModelIndex target = m_model->indexOf(all.at(next)->key);
    auto *sel = m_view->selectionModel();
    if (extend) {
        sel->setCurrentIndex(target, QItemSelectionModel::Select);
    } else {
        const bool keep = sel->selectedIndexes().size() > 1; // a selection made with x stays
        sel->setCurrentIndex(target, keep ? QItemSelectionModel::NoUpdate : QItemSelectionModel::ClearAndSelect);
    }
    m_view->scrollTo(target);
}

void InboxWidget::toggleSelected()
{
    const QModelIndex i = m_view->currentIndex();
    if (i.isValid())
        m_view->selectionModel()->select(i, QItemSelectionModel::Toggle);
}

void InboxWidget::advancePast(const QString &key)
{
    // To the next row that waits on nothing sent already.
    const QList<const InboxItem *> all = m_model->items();
    bool passed = false;
    for (const InboxItem *i : all) {
        if (i->key == key) {
            passed = true;
            continue;
        }
        if (!passed)
            continue;
        const QModelIndex idx = m_model->indexOf(i->key);
        if (statusOf(idx).isEmpty()) {
            m_view->selectionModel()->setCurrentIndex(idx, QItemSelectionModel::ClearAndSelect);
            m_view->setFocus();
            return;
        }
    }
    m_view->setFocus();
}

// --- approve, reject -------------------------------------------------------------------------------

void InboxWidget::approve()
{
    if (!m_approvals)
        return;
    QList<const InboxItem *> chosen;
    for (const InboxItem *i : selectedItems()) {
        if (i->isApprovable())
            chosen.append(i);
    }
    if (chosen.size() > 1) {
        approveBatch(chosen);
        return;
    }
    const InboxItem *item = chosen.isEmpty() ? currentItem() : chosen.first();
    if (!item)
        return;
    if (!item->isApprovable()) {
        m_message->setText(item->kind == Kind::Question ? tr("A question is answered (Enter), not approved.")
                                                        : tr("Nothing to approve here."));
        return;
    }
    approveOne(*item);
}

void InboxWidget::approveOne(const InboxItem &item)
{
    const QString cid = item.conversationId;
    const QSet<QString> seen = actionIdsOf(*m_model, cid);
    bool high = false;
    QString listing;
    for (const InboxItem *i : m_model->itemsOf(cid)) {
        if (!i->isApprovable())
            continue;
        high = high || i->action.risk() == SecurityRisk::High;
        listing += i->action.detail + QStringLiteral("\n\n");
    }
    const QString key = item.key;
    if (!high) {
        m_approvals->approve(cid, seen);
        advancePast(key);
        return;
    }
    // HIGH: one at a time, the command in full, and Cancel is what Enter does.
    m_confirm = makeConfirmation(tr("Approve a HIGH-risk action"),
                                 tr("The agent of “%1” waits to run this. Approve it?")
                                     .arg(m_model->data(m_model->indexOf(key), InboxModel::TitleRole).toString()),
                                 listing.trimmed(), tr("&Approve"), false, [this, cid, seen, key] {
                                     m_approvals->approve(cid, seen);
                                     advancePast(key);
                                 });
}

void InboxWidget::approveBatch(const QList<const InboxItem *> &items)
{
    QHash<QString, QSet<QString>> selected;
    for (const InboxItem *i : items)
        selected[i->conversationId].insert(i->action.actionId);
    const ApprovalCommands::Plan plan = m_approvals->plan(selected);
    auto titleOf = [this](const QString &cid) {
        const ConversationRecord *r = m_store ? m_store->findConversation(cid) : nullptr;
        return r && !r->conversation.title.isEmpty() ? r->conversation.title : cid.left(8);
    };
    QString listing;
    for (const ApprovalCommands::Plan::Entry &e : plan.approve) {
        for (const PendingAction &a : e.actions)
            listing += tr("%1 — %2").arg(titleOf(e.conversationId), a.summary) + QLatin1Char('\n');
    }
    if (!plan.high.isEmpty()) {
        listing += QLatin1Char('\n') + tr("Left out, HIGH risk (approve each on its own):") + QLatin1Char('\n');
        for (const PendingAction &a : plan.high)
            listing += tr("%1 — %2").arg(titleOf(a.conversationId), a.summary) + QLatin1Char('\n');
    }
    if (!plan.answered.isEmpty()) {
        listing += QLatin1Char('\n') + tr("Left out, answered already:") + QLatin1Char('\n');
        for (const PendingAction &a : plan.answered)
            listing += tr("%1 — %2").arg(titleOf(a.conversationId), a.summary) + QLatin1Char('\n');
    }
    if (plan.approve.isEmpty()) {
        m_message->setText(plan.high.isEmpty() ? tr("None of the selected actions can be approved together.")
                                               : tr("HIGH-risk actions are approved one at a time."));
        return;
    }
    m_confirm = makeConfirmation(
        tr("Approve %n action(s)", nullptr, plan.actionCount()),
        tr("Approve these %n action(s) in %1 conversation(s)?", nullptr, plan.actionCount()).arg(plan.approve.size()),
        listing.trimmed(), tr("&Approve all"), true, [this, plan] {
            m_approvals->approveBatch(plan);
            m_view->selectionModel()->clearSelection();
            const QList<const InboxItem *> all = m_model->items();
            for (const InboxItem *i : all) {
                const QModelIndex idx = m_model->indexOf(i->key);
                if (statusOf(idx).isEmpty()) {
                    m_view->selectionModel()->setCurrentIndex(idx, QItemSelectionModel::ClearAndSelect);
                    break;
                }
            }
            m_view->setFocus();
        });
}

QDialog *InboxWidget::makeConfirmation(const QString &title, const QString &question, const QString &listing,
                                       const QString &acceptText, bool acceptIsDefault, std::function<void()> onAccept)
{
    if (m_confirm)
        m_confirm->deleteLater();
    auto *d = new QDialog(this);
    d->setObjectName(QStringLiteral("inboxConfirmation"));
    d->setWindowTitle(title);
    d->setAttribute(Qt::WA_DeleteOnClose);
    auto *l = new QVBoxLayout(d);
    auto *q = plainLabel(d);
    q->setWordWrap(true);
    q->setText(question);
    auto *list = new QPlainTextEdit(d);
    list->setObjectName(QStringLiteral("inboxConfirmationList"));
    list->setReadOnly(true);
    list->setPlainText(listing); // untrusted: plain text
    list->setFont(QFont(QStringLiteral("monospace")));
    list->setFocusPolicy(Qt::NoFocus);
    list->setMinimumSize(560, 220);
    auto *buttons = new QDialogButtonBox(d);
    QPushButton *ok = buttons->addButton(acceptText, QDialogButtonBox::AcceptRole);
    QPushButton *cancel = buttons->addButton(QDialogButtonBox::Cancel);
    ok->setObjectName(QStringLiteral("accept"));
    ok->setDefault(acceptIsDefault);
    ok->setAutoDefault(acceptIsDefault);
    cancel->setDefault(!acceptIsDefault);
    cancel->setAutoDefault(!acceptIsDefault);
    connect(buttons, &QDialogButtonBox::accepted, d, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, d, &QDialog::reject);
    connect(d, &QDialog::accepted, this, std::move(onAccept));
    connect(d, &QDialog::finished, this, [this] {
        m_view->setFocus();
    });
    l->addWidget(q);
    l->addWidget(list, 1);
    l->addWidget(buttons);
    d->open();
    (acceptIsDefault ? ok : cancel)->setFocus();
    return d;
}

void InboxWidget::startReject()
{
    const InboxItem *item = currentItem();
    if (!item || !item->isApprovable() || !m_approvals)
        return;
    m_rejectKey = item->key;
    m_reason->clear();
    m_rejectRow->show();
    m_reason->setFocus();
}

void InboxWidget::sendReject()
{
    m_rejectRow->hide();
    const InboxItem *item = m_model->item(m_rejectKey);
    if (item && m_approvals) {
        m_approvals->reject(item->conversationId, actionIdsOf(*m_model, item->conversationId), m_reason->text());
        advancePast(m_rejectKey);
    }
    m_view->setFocus();
}

// --- answer, open, snooze -------------------------------------------------------------------------

void InboxWidget::answerOrOpen()
{
    const InboxItem *item = currentItem();
    if (!item)
        return;
    if (item->kind != Kind::Question || !item->question || !m_askUser) {
        openCurrent();
        return;
    }
    m_answerKey = item->key;
    m_form->setRequest(item->question->request, item->question->timestamp);
    m_form->setStatus(m_askUser->statusText(item->question->requestId),
                      AskUserCommands::allowsAnswer(m_askUser->status(item->question->requestId)), false, false);
    m_form->show();
    // Enter sends from any question's options (Tab goes from one question to the next, Space picks).
    QList<QAbstractButton *> first;
    for (const AskUserQuestion &q : item->question->request.questions) {
        const QList<QAbstractButton *> options = m_form->optionButtons(q.id);
        for (QAbstractButton *b : options)
            b->installEventFilter(this);
        if (first.isEmpty())
            first = options;
    }
    if (!first.isEmpty())
        first.first()->setFocus();
    else
        m_form->acceptButton()->setFocus();
}

void InboxWidget::openCurrent()
{
    const InboxItem *item = currentItem();
    if (!item)
        return;
    const QString cid = item->conversationId;
    m_model->markLooked(cid);
    Q_EMIT openConversationRequested(cid);
}

void InboxWidget::snoozeCurrent()
{
    const InboxItem *item = currentItem();
    if (!item)
        return;
    const QString key = item->key;
    // The row after it becomes the current one.
    const QList<const InboxItem *> all = m_model->items();
    QString next;
    for (qsizetype i = 0; i < all.size(); ++i) {
        if (all.at(i)->key == key) {
            next = i + 1 < all.size() ? all.at(i + 1)->key : (i > 0 ? all.at(i - 1)->key : QString());
            break;
        }
    }
    m_model->snooze(key, kSnoozeMs);
    setCurrentKey(next);
    m_message->setText(tr("Snoozed for 30 minutes."));
}

void InboxWidget::cycleGrouping()
{
    m_grouping->setCurrentIndex((m_grouping->currentIndex() + 1) % m_grouping->count());
}

void InboxWidget::showCurrent()
{
    const InboxItem *item = currentItem();
    m_rejectRow->setVisible(m_rejectRow->isVisible() && item && item->key == m_rejectKey);
    if (!item || item->key != m_answerKey)
        m_form->hide();
    if (!item) {
        m_detailTitle->clear();
        m_detailMeta->clear();
        m_detail->clear();
        return;
    }
    const QModelIndex i = m_model->indexOf(item->key);
    m_detailTitle->setText(m_delegate->headline(i));
    QStringList meta;
    meta << m_model->data(i, InboxModel::SummaryRole).toString().simplified();
    const QString verdict = m_model->data(i, InboxModel::VerdictRole).toString();
    if (!verdict.isEmpty())
        meta << verdict;
    const QString repo = m_model->data(i, InboxModel::RepositoryRole).toString();
    if (!repo.isEmpty())
        meta << tr("Repository: %1").arg(repo);
    const QStringList peers = m_model->data(i, InboxModel::SandboxPeersRole).toStringList();
    if (!peers.isEmpty())
        meta << tr("Also on its sandbox: %1").arg(peers.join(QStringLiteral(", ")));
    m_detailMeta->setText(meta.join(QLatin1Char('\n')));
    m_detail->setPlainText(m_model->data(i, InboxModel::DetailRole).toString());
}

void InboxWidget::showOutcome(const CommandOutcome &outcome)
{
    if (outcome.failure() == CommandFailure::Busy && !outcome.ok())
        return;
    if (!outcome.message.isEmpty())
        m_message->setText(outcome.message);
    m_view->viewport()->update();
}

} // namespace Switchyard
