// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetpainter.h"

#include <QAbstractItemModel>
#include <QBuffer>
#include <QCoreApplication>
#include <QDate>
#include <QFont>
#include <QFontMetricsF>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>

#include "engine/registry.h"
#include "gamename.h"
#include "kits/columnnumeral.h"
#include "match.h"
#include "safefile.h"
#include "scoresheetmodel.h"

namespace {

constexpr int kSheetColumnRole = ScoreSheetModel::SheetColumnRole;
constexpr int kHeavyLineRole = ScoreSheetModel::HeavyLineAboveRole;
constexpr int kRunningSumRole = ScoreSheetModel::RunningSumRole;

} // namespace

QPageLayout::Orientation SheetPainter::orientationFor(const QAbstractItemModel& sheet)
{
    // A4 portrait leaves about 120 mm for the boxes; below 11 mm a box is too small to write in.
    return sheet.columnCount() > 10 ? QPageLayout::Landscape : QPageLayout::Portrait;
}

QPageSize::PageSizeId SheetPainter::defaultPageSize()
{
    const auto territory = QLocale::system().territory();
    return territory == QLocale::UnitedStates || territory == QLocale::Canada ? QPageSize::Letter
                                                                              : QPageSize::A4;
}

QFont SheetPainter::printFont(qreal points, bool bold)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(points);
    font.setBold(bold);
    // No ligatures: "Fünfling" stays five letters in the PDF, so that searching for it finds it.
    // (QFont::setFeatures arrives with Qt 6.6; in Latin text PreferNoShaping leaves ligatures out.)
    font.setStyleStrategy(QFont::StyleStrategy(font.styleStrategy() | QFont::PreferNoShaping));
    return font;
}

void SheetPainter::paint(
    QPainter& painter, const QRectF& rect, const QAbstractItemModel& sheet, const SheetPrintout& printout)
{
    painter.save();
    // Work in millimetres, whatever the device's resolution.
    const qreal unit = painter.device()->logicalDpiX() / 25.4;
    painter.translate(rect.topLeft());
    painter.scale(unit, unit);
    const qreal width = rect.width() / unit;
    const qreal height = rect.height() / unit;
    constexpr qreal kPointInMm = 25.4 / 72;
    // The painter is scaled to millimetres, which would scale the fonts as well.
    auto setFont = [&painter, unit](QFont font) {
        font.setPointSizeF(font.pointSizeF() / unit);
        painter.setFont(font);
    };
    auto textWidth = [&painter](const QString& text) {
        return painter.boundingRect(QRectF(0, 0, 1000, 100), Qt::AlignLeft | Qt::AlignTop, text).width();
    };

    const int rows = sheet.rowCount();
    const int columns = sheet.columnCount();
    int sheetColumns = 1;
    for (int c = 1; c < columns; ++c) {
        if (sheet.index(0, c).data(kSheetColumnRole).toInt() == 0)
            break;
        ++sheetColumns;
    }

    // The heading.
    qreal y = 0;
    setFont(printFont(22, true));
    painter.setPen(Qt::black);
    painter.drawText(QRectF(0, y, width, 11), Qt::AlignLeft | Qt::AlignVCenter, printout.title);
    y += 12;
    setFont(printFont(11));
    if (!printout.subtitle.isEmpty()) {
        painter.drawText(QRectF(0, y, width, 6), Qt::AlignLeft | Qt::AlignVCenter, printout.subtitle);
        y += 7;
    }
    y += 4;

    // What stands below the grid: the outcome (marked provisional while the game goes on) and the options.
    const qreal outcomePoints = 10.5;
    const qreal outcomeLine = outcomePoints * kPointInMm * 1.5;
    QStringList outcome;
    if (!printout.results.isEmpty()) {
        outcome << (printout.provisional ? tr("Provisional — the game is not finished; the standing so far:")
                                         : tr("Result"));
        outcome << printout.results;
    }
    const int outcomeLines = int(outcome.size() + printout.options.size());
    const qreal outcomeHeight = outcomeLines > 0 ? 6 + outcomeLines * outcomeLine + 3 : 0;

    // Boxes as large as the page allows, as on a paper block; the type grows with them.
    const qreal headerRows = sheetColumns > 1 ? 1.6 : 1.2;
    const qreal rowHeight
        = std::clamp((height - y - outcomeHeight) / (std::max(1, rows) + headerRows), 6.0, 22.0);
    const qreal textPoints = std::clamp(rowHeight / kPointInMm * 0.42, 8.0, 15.0);
    const QFont textFont = printFont(textPoints);
    const QFont boldFont = printFont(textPoints, true);
    const qreal headerHeight = rowHeight * headerRows;

    setFont(boldFont);
    qreal labelNeeds = 0;
    for (int r = 0; r < rows; ++r)
        labelNeeds
            = std::max(labelNeeds, textWidth(sheet.headerData(r, Qt::Vertical, Qt::DisplayRole).toString()));
    const qreal labelWidth = std::clamp(labelNeeds + 5, 25.0, width * 0.42);
    const qreal boxWidth = std::min(40.0, (width - labelWidth) / std::max(1, columns));
    const qreal gridWidth = labelWidth + boxWidth * columns;
    // A narrow grid stands in the middle of the page.
    const qreal left = (width - gridWidth) / 2;
    const qreal thin = 0.2;
    const qreal heavy = 0.7;
    const qreal nameHeight = sheetColumns > 1 ? headerHeight * 0.62 : headerHeight;

    // Heading: one name per player, over the player's columns; long names wrap.
    setFont(boldFont);
    for (int c = 0; c < columns; c += sheetColumns) {
        const QString name = printout.players.value(c / sheetColumns);
        painter.drawText(
            QRectF(left + labelWidth + c * boxWidth + 1, y, boxWidth * sheetColumns - 2, nameHeight),
            Qt::AlignCenter | Qt::TextWordWrap, name);
    }
    if (sheetColumns > 1) {
        setFont(textFont);
        for (int c = 0; c < columns; ++c)
            painter.drawText(
                QRectF(left + labelWidth + c * boxWidth, y + nameHeight, boxWidth, headerHeight - nameHeight),
                Qt::AlignCenter, QString::fromStdString(knobel::columnNumeral(c % sheetColumns)));
    }
    const qreal gridTop = y;
    y += headerHeight;

    for (int r = 0; r < rows; ++r) {
        const bool sum = r == rows - 1;
        const qreal top = y + r * rowHeight;
        if (sum)
            painter.fillRect(QRectF(left, top, gridWidth, rowHeight), QColor(235, 235, 235));
        setFont(sum ? boldFont : textFont);
        painter.setPen(Qt::black);
        // A long row name ("Five of a kind served / Served") wraps rather than run into the boxes.
        painter.drawText(QRectF(left + 2, top, labelWidth - 3, rowHeight),
            Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
            sheet.headerData(r, Qt::Vertical, Qt::DisplayRole).toString());
        for (int c = 0; c < columns; ++c) {
            const QString text = sheet.index(r, c).data(Qt::DisplayRole).toString();
            if (text.isEmpty() || printout.blank)
                continue;
            const QRectF box(left + labelWidth + c * boxWidth, top, boxWidth, rowHeight);
            // Where the paper writes a running sum (Würfel-Poker's second column), the sum stands in
            // the box and the box's own points small in its corner.
            const QVariant running = sheet.index(r, c).data(kRunningSumRole);
            if (running.isValid()) {
                painter.drawText(box, Qt::AlignCenter, QString::number(running.toInt()));
                setFont(printFont(std::max(6.0, textPoints * 0.55)));
                painter.drawText(
                    box.adjusted(1, 0.5, -1, 0), Qt::AlignLeft | Qt::AlignTop, QStringLiteral("+") + text);
                setFont(sum ? boldFont : textFont);
            } else {
                painter.drawText(box, Qt::AlignCenter, text);
            }
        }
    }
    const qreal gridBottom = y + rows * rowHeight;

    // Lines: thin everywhere, heavy where the paper sheet has them, around the grid and between players.
    auto line = [&painter](qreal x1, qreal y1, qreal x2, qreal y2, qreal w) {
        painter.setPen(QPen(Qt::black, w, Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(QPointF(x1, y1), QPointF(x2, y2));
    };
    for (int r = 0; r <= rows; ++r) {
        const qreal at = y + r * rowHeight;
        const bool heavyLine
            = r == 0 || r == rows || sheet.headerData(r, Qt::Vertical, kHeavyLineRole).toBool();
        line(left, at, left + gridWidth, at, heavyLine ? heavy : thin);
    }
    line(left, gridTop, left + gridWidth, gridTop, heavy);
    line(left, gridTop, left, gridBottom, heavy);
    for (int c = 0; c <= columns; ++c) {
        const qreal at = left + labelWidth + c * boxWidth;
        const bool playerEdge = c % sheetColumns == 0;
        const qreal from = playerEdge || sheetColumns == 1 ? gridTop : gridTop + nameHeight;
        line(at, from, at, gridBottom, playerEdge ? heavy : (sheetColumns > 1 ? heavy * 0.7 : thin));
    }

    // Outcome and rule options.
    y = gridBottom + 6;
    painter.setPen(Qt::black);
    for (const QStringList* block : {static_cast<const QStringList*>(&outcome), &printout.options}) {
        for (int i = 0; i < block->size(); ++i) {
            // The outcome's heading in bold.
            setFont(printFont(outcomePoints, block == &outcome && i == 0));
            painter.drawText(
                QRectF(left, y, width - left, outcomeLine), Qt::AlignLeft | Qt::AlignVCenter, block->at(i));
            y += outcomeLine;
        }
        if (!block->isEmpty())
            y += 3;
    }
    painter.restore();
}

bool SheetPainter::writePdf(const QString& fileName, const QAbstractItemModel& sheet,
    const SheetPrintout& printout, QPageSize::PageSizeId pageSize, QString* error)
{
    // The page is made in memory and then written like every other file: a failed write leaves the
    // old file, or none, never a broken PDF.
    QBuffer pdf;
    pdf.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&pdf);
        writer.setResolution(300);
        writer.setTitle(printout.title);
        writer.setCreator(QStringLiteral("Knobelbecher"));
        writer.setPageLayout(QPageLayout(
            QPageSize(pageSize), orientationFor(sheet), QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
        QPainter painter;
        if (!painter.begin(&writer)) {
            if (error)
                *error = tr("%1 cannot be written: the page could not be drawn.").arg(fileName);
            return false;
        }
        paint(painter,
            writer.pageLayout()
                .paintRectPixels(writer.resolution())
                .translated(-writer.pageLayout().paintRectPixels(writer.resolution()).topLeft()),
            sheet, printout);
        painter.end();
    }
    const QString problem = SafeFile::write(fileName, pdf.data());
    if (error)
        *error = problem;
    return problem.isEmpty();
}

SheetPrintout SheetPainter::blankPrintout(const QString& gameName, const QStringList& names)
{
    SheetPrintout printout;
    printout.title = gameName;
    printout.subtitle = tr("Date: ______________");
    printout.players = names;
    printout.blank = true;
    return printout;
}

BlankSheet::BlankSheet(const knobel::GameSetup& setup)
    : m_match(setup)
{
    m_model.refresh(&m_match);
}

std::unique_ptr<BlankSheet> BlankSheet::make(const knobel::SheetGame& game, int players,
    const QStringList& names, std::string* problem, const std::optional<knobel::RuleOptions>& options)
{
    // The match needs names; the heading shows only those given.
    knobel::GameSetup setup{
        std::string(game.id()), options.value_or(game.defaultOptions()), {}, 0, knobel::Mode::ScorePad, {}};
    QStringList shown;
    for (int p = 0; p < players; ++p) {
        const QString name = p < names.size() ? names[p].trimmed() : QString();
        setup.players.push_back(name.isEmpty() ? std::to_string(p + 1) : name.toStdString());
        shown << name;
    }
    if (auto refused = knobel::Match::checkSetup(setup)) {
        if (problem)
            *problem = *refused;
        return nullptr;
    }
    std::unique_ptr<BlankSheet> sheet(new BlankSheet(setup));
    sheet->m_printout = SheetPainter::blankPrintout(displayName(game), shown);
    return sheet;
}
