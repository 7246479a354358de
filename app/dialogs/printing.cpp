// SPDX-License-Identifier: GPL-3.0-or-later
#include "printing.h"

#include <QDate>
#include <QDir>
#include <QFileDialog>
#include <QPainter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QScreen>
#include <QStandardPaths>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

#include "appsettings.h"
#include "engine/registry.h"
#include "gamecontroller.h"
#include "match.h"
#include "scoresheetmodel.h"
#include "sheetpainter.h"
#include "sheetprintoutof.h"

namespace {

/// Gives the Print button the focus the first time its preview is activated.
class PrintTakesTheKeys : public QObject
{
public:
    explicit PrintTakesTheKeys(QWidget* button)
        : QObject(button)
        , m_button(button)
    {
    }
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::WindowActivate) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, m_button, [button = m_button] { button->setFocus(Qt::OtherFocusReason); });
        }
        return false;
    }

private:
    QWidget* m_button;
};

void preview(const QAbstractItemModel& sheet, const SheetPrintout& printout)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(QPageLayout(QPageSize(SheetPainter::defaultPageSize()),
        SheetPainter::orientationFor(sheet), QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
    printer.setDocName(printout.title);
    QPrintPreviewDialog dialog(&printer);
    dialog.setWindowTitle(Printing::tr("Print %1").arg(printout.title));
    QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, [&](QPrinter* target) {
        QPainter painter(target);
        const QRect page = target->pageLayout().paintRectPixels(target->resolution());
        SheetPainter::paint(painter, QRectF(QPointF(0, 0), page.size()), sheet, printout);
    });
    Printing::makeKeyboardReachable(dialog);
    // As large as it reads well, but never larger than the screen leaves free (title bar included).
    const QRect available = dialog.screen() ? dialog.screen()->availableGeometry() : QRect(0, 0, 1024, 768);
    dialog.resize(std::min(900, available.width() - 40), std::min(800, available.height() - 80));
    dialog.exec();
}

QString askPdfName(const QString& title)
{
    AppSettings settings;
    const QString suggested
        = QStringLiteral("%1/%2 %3.pdf")
              .arg(settings.lastFolder(), title, QDate::currentDate().toString(Qt::ISODate));
    const QString file = QFileDialog::getSaveFileName(
        nullptr, Printing::tr("Export PDF"), suggested, Printing::tr("PDF files (*.pdf)"));
    settings.rememberFolderOf(file);
    return file;
}

} // namespace

QAction* Printing::makeKeyboardReachable(QPrintPreviewDialog& dialog)
{
    auto* toolBar = dialog.findChild<QToolBar*>();
    if (!toolBar)
        return nullptr;
    for (auto* button : toolBar->findChildren<QToolButton*>())
        button->setFocusPolicy(Qt::StrongFocus);
    // Qt's toolbar ends with Print (its actions have no object names to find them by).
    QAction* print = nullptr;
    for (QAction* action : toolBar->actions())
        if (!action->isSeparator())
            print = action;
    if (!print)
        return nullptr;
    print->setShortcut(QKeySequence::Print);
    print->setShortcutContext(Qt::WindowShortcut);
    // The preview gives its page the focus when it is shown; Print takes it when the preview first
    // becomes the active window.
    if (QWidget* button = toolBar->widgetForAction(print))
        dialog.installEventFilter(new PrintTakesTheKeys(button));
    return print;
}

Printing::Printing(QObject* parent)
    : QObject(parent)
{
}

void Printing::print(GameSession* session)
{
    if (!session)
        return;
    if (session->page() == QLatin1String("table"))
        printTable(session->table());
    else
        printGame(session->sheet());
}

QString Printing::exportPdf(GameSession* session)
{
    if (!session)
        return {};
    if (session->page() == QLatin1String("table"))
        return exportTable(session->table());
    return exportGame(session->sheet());
}

void Printing::printGame(GameController* game)
{
    if (!game || !game->hasGame())
        return;
    preview(*game->sheet(), sheetPrintoutOf(*game));
}

QString Printing::exportGame(GameController* game)
{
    if (!game || !game->hasGame())
        return {};
    const SheetPrintout printout = sheetPrintoutOf(*game);
    const QString file = askPdfName(printout.title);
    if (file.isEmpty())
        return {};
    QString error;
    if (SheetPainter::writePdf(file, *game->sheet(), printout, SheetPainter::defaultPageSize(), &error))
        emit exported(QDir::toNativeSeparators(file));
    return error;
}

void Printing::printTable(TableController* table)
{
    if (!table || !table->hasGame())
        return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(QPageLayout(QPageSize(SheetPainter::defaultPageSize()), QPageLayout::Portrait,
        QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
    printer.setDocName(table->gameName());
    QPrintPreviewDialog dialog(&printer);
    dialog.setWindowTitle(tr("Print %1").arg(table->gameName()));
    QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, [&](QPrinter* target) {
        QPainter painter(target);
        table->paintPrintout(painter, *target);
    });
    makeKeyboardReachable(dialog);
    const QRect available = dialog.screen() ? dialog.screen()->availableGeometry() : QRect(0, 0, 1024, 768);
    dialog.resize(std::min(900, available.width() - 40), std::min(800, available.height() - 80));
    dialog.exec();
}

QString Printing::exportTable(TableController* table)
{
    if (!table || !table->hasGame())
        return {};
    const QString file = askPdfName(table->gameName());
    if (file.isEmpty())
        return {};
    const QString problem = table->exportPdf(file);
    if (problem.isEmpty()) // the table's page is written with .pdf added where the name lacks it
        emit exported(QDir::toNativeSeparators(
            file.endsWith(QLatin1String(".pdf")) ? file : file + QStringLiteral(".pdf")));
    return problem;
}

bool Printing::hasBlankSheet(const QString& gameId)
{
    return knobel::findSheetGame(gameId.toStdString()) != nullptr;
}

QString Printing::printBlank(const QString& gameId, int players, const QString& names, bool toPdf)
{
    const knobel::SheetGame* game = knobel::findSheetGame(gameId.toStdString());
    if (!game)
        return tr("There is no game called %1.").arg(gameId);
    const QStringList nameList = names.trimmed().isEmpty() ? QStringList() : names.split(u',');
    // No name is dropped silently: the dialog raises the count, and past the game's limit it is said.
    if (nameList.size() > players)
        return tr("There are more names than players.");
    std::string problem;
    const auto blank = BlankSheet::make(*game, players, nameList, &problem);
    if (!blank)
        return QString::fromStdString(problem);
    const ScoreSheetModel& sheet = blank->model();
    const SheetPrintout& printout = blank->printout();
    if (!toPdf) {
        preview(sheet, printout);
        return {};
    }
    const QString file = askPdfName(printout.title);
    if (file.isEmpty())
        return {};
    QString error;
    if (SheetPainter::writePdf(file, sheet, printout, SheetPainter::defaultPageSize(), &error))
        emit exported(QDir::toNativeSeparators(file));
    return error;
}
