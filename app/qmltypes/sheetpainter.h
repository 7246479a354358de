// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QFont>
#include <QPageLayout>
#include <QPageSize>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

#include "match.h"
#include "scoresheetmodel.h"

class QAbstractItemModel;
class QPainter;
class QRectF;

/// What a printed sheet shows besides the boxes: its heading and, for a game, its outcome.
struct SheetPrintout
{
    QString title; ///< the game's name
    QString subtitle; ///< date, or "blank sheet"
    QStringList players; ///< empty names leave the heading free to write in
    QStringList options; ///< rule options that differ from the defaults, as sentences
    QStringList results; ///< ranking and settlement, as sentences
    bool blank = false; ///< a sheet to fill in by hand: the sums stay empty too
    bool provisional = false; ///< the game is not finished: the results are the standing so far
};

/// Paints a score sheet like a page of a paper score block, from the same table model the
/// screen shows: the grid, the heavier lines of the paper sheet, sums in bold.
class SheetPainter
{
    Q_DECLARE_TR_FUNCTIONS(SheetPainter)

public:
    /// Landscape when the columns would be too narrow in portrait.
    static QPageLayout::Orientation orientationFor(const QAbstractItemModel& sheet);
    /// Paints one page into rect (in the painter's device coordinates).
    static void paint(QPainter& painter, const QRectF& rect, const QAbstractItemModel& sheet,
        const SheetPrintout& printout);
    /// Writes the page as a vector PDF; the problem goes into error.
    static bool writePdf(const QString& fileName, const QAbstractItemModel& sheet,
        const SheetPrintout& printout, QPageSize::PageSizeId pageSize, QString* error);
    /// A heading for a blank sheet.
    static SheetPrintout blankPrintout(const QString& gameName, const QStringList& names);
    /// A4, or Letter where the system's locale uses it.
    static QPageSize::PageSizeId defaultPageSize();
    /// The type of the printout at a size in points: DejaVu Sans, without ligatures.
    static QFont printFont(qreal points, bool bold = false);
};

/// A blank sheet to play on paper: an empty kept score of a game, shown by the screen's own model.
class BlankSheet
{
public:
    /// Players without a name (names shorter than players, or blank) get a free heading.
    /// nullptr and the problem when the game cannot have that many players.
    /// options: the rules the sheet is drawn for (the game's defaults when not given).
    static std::unique_ptr<BlankSheet> make(const knobel::SheetGame& game, int players,
        const QStringList& names, std::string* problem,
        const std::optional<knobel::RuleOptions>& options = std::nullopt);

    const ScoreSheetModel& model() const { return m_model; }
    const SheetPrintout& printout() const { return m_printout; }

private:
    explicit BlankSheet(const knobel::GameSetup& setup);

    knobel::Match m_match;
    ScoreSheetModel m_model;
    SheetPrintout m_printout;
};
