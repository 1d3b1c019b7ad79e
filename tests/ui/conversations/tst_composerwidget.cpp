// SPDX-License-Identifier: GPL-3.0-or-later
// The composer under the timeline is one slim line (issue 21: at 1366x768 the timeline keeps its
// rows): the message box is one line at rest, grows when focused and while typing, never past its
// cap; the status text and the approval hint take no room while they have nothing to say.
#include "models/api/apiclient.h"
#include "models/commands/conversationcommands.h"
#include "ui/conversations/composerwidget.h"

#include <QApplication>
#include <QNetworkAccessManager>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

class TestComposerWidget : public QObject
{
    Q_OBJECT

    static int lineSpacing(const ComposerWidget &w)
    {
        return QFontMetrics(w.findChild<QPlainTextEdit *>()->font()).lineSpacing();
    }

    /// A composer that can steer (commands and a conversation; nothing is sent in these tests).
    void steer(ComposerWidget *w)
    {
        w->setCommands(m_commands.get());
        w->setConversation(QStringLiteral("c0ffee"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setFont(QFont(QStringLiteral("DejaVu Sans"), 9));
        m_client = std::make_unique<Api::ApiClient>(&m_nam);
        m_commands = std::make_unique<ConversationCommands>(m_client.get(), nullptr);
    }

    void cleanupTestCase()
    {
        m_commands.reset();
        m_client.reset();
    }

    void oneLineAtRest()
    {
        QWidget window;
        auto *w = new ComposerWidget(&window);
        steer(w);
        auto *other = new QPushButton(QStringLiteral("elsewhere"), &window);
        other->move(0, 300);
        w->resize(900, w->sizeHint().height());
        window.resize(900, 400);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        other->setFocus();
        QTRY_VERIFY(other->hasFocus());
        QCoreApplication::processEvents();
        const int line = lineSpacing(*w);
        // One line of text plus the frame: less than two lines.
        QVERIFY2(w->inputHeight() < 2 * line + 14, qPrintable(QString::number(w->inputHeight())));
        // The whole composer (no banner, no hint, no status): about one button high.
        const int button = w->findChild<QPushButton *>()->sizeHint().height();
        QVERIFY2(w->sizeHint().height() <= std::max(button, w->inputHeight()) + 12,
                 qPrintable(QStringLiteral("%1 vs button %2").arg(w->sizeHint().height()).arg(button)));
        QVERIFY(!w->isApprovalHintShown());
        QVERIFY(w->findChild<QPlainTextEdit *>()->isVisible());
    }

    void growsOnFocusAndWhileTyping()
    {
        ComposerWidget w;
        steer(&w);
        w.resize(900, 200);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const int rest = w.inputHeight();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        auto *input = w.findChild<QPlainTextEdit *>();
        input->setFocus();
        QTRY_VERIFY(input->hasFocus());
        const int line = lineSpacing(w);
        QTRY_VERIFY(w.inputHeight() >= rest + (ComposerWidget::kFocusedLines - 1) * line);
        const int focused = w.inputHeight();

        QStringList lines;
        for (int i = 0; i < 6; ++i)
            lines << QStringLiteral("line %1").arg(i);
        w.setText(lines.join(QLatin1Char('\n')));
        QTRY_VERIFY(w.inputHeight() >= focused + 2 * line);

        // Far more lines than the cap: the box stops at kMaxLines (and scrolls).
        for (int i = 6; i < 40; ++i)
            lines << QStringLiteral("line %1").arg(i);
        w.setText(lines.join(QLatin1Char('\n')));
        QCoreApplication::processEvents();
        const int capped = w.inputHeight();
        QVERIFY(capped <= rest + (ComposerWidget::kMaxLines - 1) * line + 2);
        QVERIFY(capped >= rest + (ComposerWidget::kMaxLines - 2) * line);
    }

private:
    QNetworkAccessManager m_nam;
    std::unique_ptr<Api::ApiClient> m_client;
    std::unique_ptr<ConversationCommands> m_commands;
};

QTEST_MAIN(TestComposerWidget)
#include "tst_composerwidget.moc"
