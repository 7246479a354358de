// SPDX-License-Identifier: GPL-3.0-or-later
#include "printing.h"

#include <QDate>
#include <QFileDialog>
#include <QPainter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QStandardPaths>

#include "gamecontroller.h"
#include "games/registry.h"
#include "match.h"
#include "scoresheetmodel.h"
#include "sheetpainter.h"

namespace {

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
    dialog.resize(900, 800);
    dialog.exec();
}

QString askPdfName(const QString& title)
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suggested
        = QStringLiteral("%1/%2 %3.pdf").arg(folder, title, QDate::currentDate().toString(Qt::ISODate));
    return QFileDialog::getSaveFileName(
        nullptr, Printing::tr("Export PDF"), suggested, Printing::tr("PDF files (*.pdf)"));
}

} // namespace

Printing::Printing(QObject* parent)
    : QObject(parent)
{
}

void Printing::printGame(GameController* game)
{
    if (!game || !game->isActive())
        return;
    preview(*game->sheet(), SheetPainter::printoutOf(*game));
}

QString Printing::exportGame(GameController* game)
{
    if (!game || !game->isActive())
        return {};
    const SheetPrintout printout = SheetPainter::printoutOf(*game);
    const QString file = askPdfName(printout.title);
    if (file.isEmpty())
        return {};
    QString error;
    SheetPainter::writePdf(file, *game->sheet(), printout, SheetPainter::defaultPageSize(), &error);
    return error;
}

QString Printing::printBlank(const QString& gameId, int players, const QString& names, bool toPdf)
{
    const knobel::Game* game = knobel::findGame(gameId.toStdString());
    if (!game)
        return tr("There is no game called %1.").arg(gameId);
    QStringList given = names.trimmed().isEmpty() ? QStringList() : names.split(u',');
    knobel::GameSetup setup{gameId.toStdString(), game->defaultOptions(), {}, 0, knobel::Mode::ScorePad, {}};
    for (int p = 0; p < players; ++p)
        setup.players.push_back(p < given.size() && !given[p].trimmed().isEmpty()
                ? given[p].trimmed().toStdString()
                : std::to_string(p + 1));
    if (auto problem = knobel::Match::checkSetup(setup))
        return QString::fromStdString(*problem);
    const knobel::Match match(setup);
    ScoreSheetModel sheet;
    sheet.refresh(&match);
    QStringList shownNames;
    for (int p = 0; p < players; ++p)
        shownNames << (p < given.size() ? given[p].trimmed() : QString());
    const auto name = game->name();
    const SheetPrintout printout
        = SheetPainter::blankPrintout(QString::fromUtf8(name.data(), qsizetype(name.size())), shownNames);
    if (!toPdf) {
        preview(sheet, printout);
        return {};
    }
    const QString file = askPdfName(printout.title);
    if (file.isEmpty())
        return {};
    QString error;
    SheetPainter::writePdf(file, sheet, printout, SheetPainter::defaultPageSize(), &error);
    return error;
}
