// SPDX-License-Identifier: GPL-3.0-or-later
// The print preview without a mouse: a blind tester could not reach its Print button.
#include <QApplication>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

#include "printing.h"

class TestPrintPreview : public QObject
{
    Q_OBJECT

private slots:
    void theToolbarIsInTheTabOrderAndPrintHasTheKeys()
    {
        QPrinter printer;
        QPrintPreviewDialog dialog(&printer);
        QAction* print = Printing::makeKeyboardReachable(dialog);
        QVERIFY(print);
        QCOMPARE(print->text(), QStringLiteral("Print"));
        QCOMPARE(print->shortcut(), QKeySequence(QKeySequence::Print));
        dialog.resize(900, 800); // as Printing opens it on a large screen
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        auto* toolBar = dialog.findChild<QToolBar*>();
        QVERIFY(toolBar);
        QWidget* printButton = toolBar->widgetForAction(print);
        QTRY_COMPARE(QApplication::focusWidget(), printButton);
        // Every button of the toolbar is reached with Tab, from Print round the dialog and back.
        const auto buttons = toolBar->findChildren<QToolButton*>();
        QVERIFY(buttons.size() >= 10);
        QSet<QWidget*> reached;
        for (int i = 0; i < 60 && reached.size() < buttons.size() + 1; ++i) {
            reached << QApplication::focusWidget();
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        }
        for (QToolButton* button : buttons)
            if (button->isVisible() && button->isEnabled())
                QVERIFY2(reached.contains(button), qPrintable(button->text()));
        // Ctrl+P prints: the action fires (the system dialog it opens is answered at once).
        bool printed = false;
        QObject::disconnect(print, &QAction::triggered, nullptr, nullptr);
        connect(print, &QAction::triggered, this, [&] { printed = true; });
        QTest::keyClick(&dialog, Qt::Key_P, Qt::ControlModifier);
        QVERIFY(printed);
    }
};

QTEST_MAIN(TestPrintPreview)
#include "tst_printpreview.moc"
