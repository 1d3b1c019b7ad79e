// SPDX-License-Identifier: GPL-3.0-or-later
// The conversation header's links: the parent and each sub-conversation (a planner's children),
// each with its own status, and the conversation's page in the server's web UI. Titles are the
// server's text: shown as plain button text (an '&' is doubled so it never becomes a mnemonic).
#include "models/conversations/statuspresentation.h"
#include "models/conversations/weblink.h"
#include "models/read/storereader.h"
#include "ui/safetext.h"
#include "ui/shell/metadatawidget.h"

#include <QDesktopServices>
#include <QGroupBox>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QVBoxLayout>

namespace Switchyard {

namespace {
QString buttonText(const QString &untrusted)
{
    QString t = untrusted.simplified();
    if (t.size() > 80)
        t = t.left(79) + QChar(0x2026);
    return t.replace(u'&', QStringLiteral("&&"));
}
} // namespace

void MetadataWidget::setServerUrl(const QUrl &url)
{
    m_serverUrl = url;
    m_linked.clear();
    m_links->setProperty("signature", QString());
    refresh();
}

QList<QString> MetadataWidget::linkedConversations() const
{
    return m_linked;
}

// What a link says: the title and the status of the conversation it leads to.
QString MetadataWidget::linkText(const QString &id) const
{
    const ConversationRecord *rec = m_store ? m_store->findConversation(id) : nullptr;
    if (!rec)
        return tr("%1 (not loaded)").arg(id.left(8));
    const QString title = rec->conversation.title.isEmpty() ? id.left(8) : rec->conversation.title;
    const OpenEnum<ExecutionStatus> exec = rec->displayExecution;
    const OpenEnum<SandboxStatus> sandbox =
        rec->displaySandboxStatus.isAbsent() ? rec->conversation.sandboxStatus : rec->displaySandboxStatus;
    return tr("%1 — %2 · %3")
        .arg(title, StatusPresentation::execution(exec, rec->startingGrace).label,
             StatusPresentation::sandbox(sandbox).badge);
}

void MetadataWidget::showLinks(const ConversationRecord &record)
{
    const Conversation &c = record.conversation;
    const QUrl web = WebLink::conversationUrl(m_serverUrl, c.id);
    QStringList signature{c.id, web.toString()};
    QList<std::pair<QString, QString>> links; // id, text
    if (!c.parentConversationId.isEmpty())
        links.append({c.parentConversationId, linkText(c.parentConversationId)});
    for (const QString &child : c.subConversationIds) {
        if (child != c.id && child != c.parentConversationId)
            links.append({child, linkText(child)});
    }
    for (const auto &[id, text] : std::as_const(links))
        signature << id << text;
    const QString sig = signature.join(u'\n');
    if (m_links->property("signature").toString() == sig)
        return; // nothing moved: keep the buttons (a poll refreshes this often)
    m_links->setProperty("signature", sig);
    rebuildLinks(c, links, web);
}

// The "Related" box anew: the parent, the sub-conversations, the web page.
void MetadataWidget::rebuildLinks(const Conversation &c, const QList<std::pair<QString, QString>> &links,
                                  const QUrl &web)
{
    delete m_links->layout();
    const QList<QWidget *> old = m_links->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly);
    for (QWidget *w : old)
        delete w;
    m_linked.clear();
    auto *outer = new QVBoxLayout(m_links);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *box = new QGroupBox(tr("Related"), m_links);
    auto *layout = new QVBoxLayout(box);
    outer->addWidget(box);
    if (!c.parentConversationId.isEmpty()) {
        auto *l = SafeText::plainLabel(new QLabel(tr("Parent"), box));
        layout->addWidget(l);
        addLink(box, links.first().first, QStringLiteral("↑ ") + links.first().second,
                tr("Open the parent conversation"));
    }
    const qsizetype firstChild = c.parentConversationId.isEmpty() ? 0 : 1;
    if (links.size() > firstChild) {
        auto *l = SafeText::plainLabel(
            new QLabel(tr("%n sub-conversation(s)", nullptr, int(links.size() - firstChild)), box));
        layout->addWidget(l);
        for (qsizetype i = firstChild; i < links.size(); ++i)
            addLink(box, links.at(i).first, QStringLiteral("↳ ") + links.at(i).second, tr("Open the sub-conversation"));
    }
    if (WebLink::isOpenable(web)) {
        auto *open = new QPushButton(tr("Open in browser"), box);
        open->setObjectName(QStringLiteral("openInBrowser"));
        open->setToolTip(web.toString());
        open->setAccessibleDescription(tr("Opens this conversation in the server's web interface"));
        connect(open, &QPushButton::clicked, this, [web] {
            if (SafeText::isOpenableUrl(web))
                QDesktopServices::openUrl(web);
        });
        layout->addWidget(open, 0, Qt::AlignLeft);
    }
    m_links->setVisible(layout->count() > 0);
}

// A flat button in `box` that opens conversation `id`; `role` says where it leads.
void MetadataWidget::addLink(QGroupBox *box, const QString &id, const QString &text, const QString &role)
{
    auto *b = new QPushButton(buttonText(text), box);
    b->setFlat(true);
    b->setCursor(Qt::PointingHandCursor);
    b->setStyleSheet(QStringLiteral("text-align: left; padding: 2px 4px;"));
    b->setToolTip(SafeText::toolTip(role + QStringLiteral(": ") + id));
    b->setAccessibleName(role);
    b->setAccessibleDescription(text);
    b->setProperty("conversationId", id);
    connect(b, &QPushButton::clicked, this, [this, id] {
        Q_EMIT conversationLinkActivated(id);
    });
    box->layout()->addWidget(b);
    m_linked.append(id);
}

} // namespace Switchyard
