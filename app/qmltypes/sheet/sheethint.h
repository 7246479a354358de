// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QVariantList>

#include <memory>
#include <vector>

#include "solver/chiprace.h"
#include "solver/columnplanner.h"
#include "solver/sheetsolver.h"
#include "solver/sheettables.h"
#include "solver/winchance.h"

namespace knobel {
class Match;
}
class ScoreSheetModel;

/// The solver's tables of a sheet game, built once for its options (GameController::withSolver) and
/// shared with the computer players (knobel::sheetTables).
struct SheetTables
{
    std::shared_ptr<const knobel::SheetTableSet> set; ///< what holds them for the players too
    std::shared_ptr<const knobel::SheetSolver> solver;
    std::shared_ptr<const knobel::RowStatistics> rows; ///< where the game has several columns
    std::shared_ptr<const knobel::WinChance> win; ///< where the higher total wins
};

/// The score sheet's hint: the best choices for a player's dice — which dice to keep or which box to
/// write (in which column) — ranked as Perfect plays, off the GUI thread, each with the expected final
/// score, what it costs against the best, and with two players the chance to win or the chips.
class SheetHint : public QObject
{
    Q_OBJECT

public:
    explicit SheetHint(QObject* parent = nullptr);

    bool isHinting() const { return m_hinting; }
    /// The best five, best first: text, expected (final score), loss (against the best); win (the
    /// chance to win, with two players where it decides), chips (where the chips decide); label
    /// (the text) and valueText (the worth in words), as every game's hint lists them.
    const QVariantList& hints() const { return m_hints; }
    /// What the values say: the chance to win, the chips, or the final score to expect.
    const QString& meaning() const { return m_meaning; }

    /// Forgets the hint and any answer under way.
    void clear();
    /// Takes the hint off the screen (the position changed); an answer under way still comes.
    void forgetShown();
    /// A hint is being worked out (the tables may still be built first).
    void begin();
    /// Ranks every keep and write for these dice of `player`'s sheet; locked dice stay aside.
    void rank(const knobel::Match& match, const SheetTables& tables, const ScoreSheetModel& sheet, int player,
        const std::vector<int>& faces, bool served, int throwsLeft, const std::vector<int>& locked);
    /// Doppelhand: the pair of turns ranked exactly, the sheet after it by the table.
    void rankDoubleHand(
        const knobel::Match& match, const SheetTables& tables, const ScoreSheetModel& sheet, int player);

    /// Würfel-Poker's race for the columns' chips with two players, where it decides the player's
    /// choice; null elsewhere.
    static std::shared_ptr<const knobel::ChipRace> chipRace(
        const knobel::Match& match, const SheetTables& tables, int player);

signals:
    void changed();
    void hintingChanged();

private:
    void show(const knobel::Match& match, const SheetTables& tables, const ScoreSheetModel& sheet,
        const std::vector<knobel::SheetSolver::Choice>& byScore,
        const std::vector<knobel::SheetSolver::Choice>& byWin,
        const std::vector<knobel::SheetSolver::Choice>& byChips, int player, int total);
    void finish();
    /// Gives every choice its label and valueText, and the list its meaning.
    void describe(bool forWin, bool forChips);

    bool m_hinting = false;
    quint64 m_generation = 0;
    QVariantList m_hints;
    QString m_meaning;
};
