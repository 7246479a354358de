// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheethint.h"

#include <QFutureWatcher>
#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>

#include <optional>

#include "dicemodel.h"
#include "match.h"
#include "scoresheetmodel.h"
#include "solver/autoplayer.h"
#include "solver/doublehand.h"
#include "solver/topdowncolumn.h"

SheetHint::SheetHint(QObject* parent)
    : QObject(parent)
{
}

void SheetHint::clear()
{
    ++m_generation; // answers still on their way belong to another game
    const bool wasHinting = std::exchange(m_hinting, false);
    const bool hadHints = !m_hints.isEmpty();
    m_hints.clear();
    m_meaning.clear();
    if (wasHinting)
        emit hintingChanged();
    if (hadHints)
        emit changed();
}

void SheetHint::forgetShown()
{
    if (m_hints.isEmpty())
        return;
    m_hints.clear();
    m_meaning.clear();
    emit changed();
}

void SheetHint::begin()
{
    m_hinting = true;
    emit hintingChanged();
}

void SheetHint::finish()
{
    m_hinting = false;
    emit hintingChanged();
}

std::shared_ptr<const knobel::ChipRace> SheetHint::chipRace(
    const knobel::Match& match, const SheetTables& tables, int player)
{
    if (!tables.rows || !tables.solver || match.playerCount() != 2
        || !knobel::ChipRace::appliesTo(match.sheetGame(), match.setup().options))
        return nullptr;
    auto chips = std::make_shared<const knobel::ChipRace>(
        match.sheetGame(), match.setup().options, *tables.rows, tables.solver.get());
    return chips->decides(match.sheet(player)) ? chips : nullptr;
}

namespace {

/// "Keep K K, throw 3 dice" or "Throw all dice again".
QString keepText(const knobel::SheetGame& game, const knobel::SheetSolver::Counts& keep)
{
    QStringList kept;
    int count = 0;
    for (int f = 0; f < 6; ++f)
        for (int n = 0; n < keep[std::size_t(f)]; ++n, ++count)
            kept << DiceModel::faceSymbol(f + 1, game.dieKind() == knobel::DieKind::Poker);
    return kept.isEmpty() ? SheetHint::tr("Throw all dice again")
                          : SheetHint::tr("Keep %1, throw %n die(s)", nullptr, game.diceCount() - count)
                                .arg(kept.join(QStringLiteral(" ")));
}

} // namespace

void SheetHint::rank(const knobel::Match& match, const SheetTables& tables, const ScoreSheetModel& sheet,
    int player, const std::vector<int>& faces, bool served, int throwsLeft, const std::vector<int>& locked)
{
    const std::uint32_t state = knobel::AutoPlayer::stateOf(*tables.solver, match, player);
    const int total = match.sheet(player).total();
    // With two players where the higher total wins, each choice's chance to win as well.
    std::shared_ptr<const knobel::WinChance> win = match.playerCount() == 2 ? tables.win : nullptr;
    const std::uint32_t other = win ? knobel::AutoPlayer::stateOf(*tables.solver, match, 1 - player) : 0;
    const int lead = win ? total - match.sheet(1 - player).total() : 0;
    // With two at Würfel-Poker's columns, in the last boxes, each choice's chips (as Perfect plays).
    std::shared_ptr<const knobel::ChipRace> chips = chipRace(match, tables, player);
    std::vector<knobel::Sheet> sheets;
    for (int p = 0; p < match.playerCount(); ++p)
        sheets.push_back(match.sheet(p));
    struct Ranked
    {
        std::vector<knobel::SheetSolver::Choice> byScore, byWin, byChips;
    };
    // Würfel-Poker's second column, written top-down: the hint for the one box the turn may write.
    const knobel::SheetGame& game = match.sheetGame();
    const knobel::RuleOptions options = match.setup().options;
    const auto forced = knobel::TopDownColumn::nextBox(game, options, match.sheet(player));
    const double later = forced ? knobel::TopDownColumn::expectedAfter(
                             game, options, match.sheet(player), forced->first, forced->second)
                                : 0;
    auto* watcher = new QFutureWatcher<Ranked>(this);
    connect(watcher, &QFutureWatcherBase::finished, this,
        [this, watcher, player, total, generation = m_generation, match, tables, sheet = &sheet] {
            watcher->deleteLater();
            if (generation != m_generation)
                return;
            finish();
            const Ranked ranked = watcher->result();
            show(match, tables, *sheet, ranked.byScore, ranked.byWin, ranked.byChips, player, total);
        });
    watcher->setFuture(
        QtConcurrent::run([solver = tables.solver, win, chips, sheets, state, other, lead, faces, served,
                              throwsLeft, locked, player, forced, later, game = &game, options]() -> Ranked {
            const auto dice = knobel::SheetSolver::countsOf(faces);
            // The hint ranks as Perfect plays: by the chance to win, or the chips, where that decides.
            const auto aside = knobel::SheetSolver::countsOf(locked);
            if (forced) {
                auto ranked = knobel::TopDownColumn(*game, options, forced->first, forced->second)
                                  .choices(dice, served, throwsLeft, aside);
                for (auto& c : ranked)
                    c.expected += later;
                return {ranked, {}, {}};
            }
            return {solver->choices(state, dice, served, throwsLeft, aside),
                win ? win->choices(state, lead, other, dice, served, throwsLeft, aside)
                    : std::vector<knobel::SheetSolver::Choice>{},
                chips ? chips->choices(sheets, player, dice, served, throwsLeft, aside)
                      : std::vector<knobel::SheetSolver::Choice>{}};
        }));
}

void SheetHint::rankDoubleHand(
    const knobel::Match& match, const SheetTables& tables, const ScoreSheetModel& sheet, int player)
{
    using Choices = std::vector<knobel::DoubleHandPlanner::Choice>;
    auto* watcher = new QFutureWatcher<Choices>(this);
    connect(watcher, &QFutureWatcherBase::finished, this,
        [this, watcher, player, generation = m_generation, match, tables, sheet = &sheet] {
            watcher->deleteLater();
            if (generation != m_generation)
                return;
            finish();
            const Choices choices = watcher->result();
            const knobel::SheetGame& game = match.sheetGame();
            std::optional<knobel::ColumnPlanner> columns;
            if (tables.rows)
                columns.emplace(game, match.setup().options, *tables.rows, knobel::ColumnStrategy::Race);
            const int total = match.sheet(player).total();
            const double best = choices.empty() ? 0 : choices.front().expected;
            m_hints.clear();
            for (std::size_t i = 0; i < choices.size() && i < 5; ++i) {
                const auto& c = choices[i];
                QString text;
                switch (c.kind) {
                case knobel::DoubleHandPlanner::Choice::Kind::KeepCandidate:
                    text = tr("Keep these dice as the first hand");
                    break;
                case knobel::DoubleHandPlanner::Choice::Kind::Write:
                    text = columns
                        ? tr("Write %1 in column %2: %n point(s)", nullptr, c.points)
                              .arg(sheet->rowName(c.row))
                              .arg(columns->column(match, player, c.row, c.points) + 1)
                        : tr("Write %1: %n point(s)", nullptr, c.points).arg(sheet->rowName(c.row));
                    break;
                case knobel::DoubleHandPlanner::Choice::Kind::Keep:
                    text = keepText(game, c.keep);
                    break;
                }
                m_hints << QVariantMap{{QStringLiteral("text"), text},
                    {QStringLiteral("expected"), total + c.expected},
                    {QStringLiteral("loss"), best - c.expected}};
            }
            describe(false, false);
            emit changed();
        });
    watcher->setFuture(QtConcurrent::run([match, solver = tables.solver]() -> Choices {
        // The hint ranks as Perfect plays: the pair of turns exactly, the sheet after it by the table.
        return knobel::AutoPlayer(*solver, knobel::Level::Perfect).doubleHandChoices(match.sheetState());
    }));
}

void SheetHint::show(const knobel::Match& match, const SheetTables& tables, const ScoreSheetModel& sheet,
    const std::vector<knobel::SheetSolver::Choice>& byScore,
    const std::vector<knobel::SheetSolver::Choice>& byWin,
    const std::vector<knobel::SheetSolver::Choice>& byChips, int player, int total)
{
    // Shown in the order of the chance to win, or of the chips, where there is one; the expected
    // score of each choice comes from the ranking by score.
    const std::uint32_t state = knobel::AutoPlayer::stateOf(*tables.solver, match, player);
    const bool forWin = !byWin.empty() && tables.win && tables.win->decides(state);
    const bool forChips = !forWin && !byChips.empty();
    const auto& choices = forWin ? byWin : forChips ? byChips : byScore;
    auto find = [](const std::vector<knobel::SheetSolver::Choice>& in, const knobel::SheetSolver::Choice& c) {
        for (const auto& s : in)
            if (s.kind == c.kind && s.row == c.row && s.keep == c.keep)
                return s.expected;
        return c.expected;
    };
    m_hints.clear();
    const knobel::SheetGame& game = match.sheetGame();
    // On several columns the perfect player's column for each box, against the sheets as they stand.
    std::optional<knobel::ColumnPlanner> columns;
    if (tables.rows)
        columns.emplace(game, match.setup().options, *tables.rows, knobel::ColumnStrategy::Race);
    // Playing for the chips, the column that leaves the most of them (as Perfect writes).
    const std::shared_ptr<const knobel::ChipRace> chips
        = forChips ? chipRace(match, tables, player) : nullptr;
    std::vector<knobel::Sheet> sheets;
    for (int p = 0; chips && p < match.playerCount(); ++p)
        sheets.push_back(match.sheet(p));
    const auto forced = knobel::TopDownColumn::nextBox(game, match.setup().options, match.sheet(player));
    const double best = byScore.empty() ? 0 : byScore.front().expected;
    for (std::size_t i = 0; i < choices.size() && i < 5; ++i) {
        const auto& c = choices[i];
        QString text;
        if (c.kind == knobel::SheetSolver::Choice::Kind::Write) {
            if (columns)
                text = tr("Write %1 in column %2: %n point(s)", nullptr, c.points)
                           .arg(sheet.rowName(c.row))
                           .arg((chips ? chips->bestColumn(sheets, player, c.row, c.points).column
                                       : columns->column(match, player, c.row, c.points))
                               + 1);
            else if (forced)
                text = tr("Write %1 in column %2: %n point(s)", nullptr, c.points)
                           .arg(sheet.boxName(forced->first, c.row))
                           .arg(forced->first + 1);
            else
                text = tr("Write %1: %n point(s)", nullptr, c.points).arg(sheet.rowName(c.row));
        } else {
            text = keepText(game, c.keep);
        }
        const double expected = forWin || forChips ? find(byScore, c) : c.expected;
        QVariantMap hint{{QStringLiteral("text"), text}, {QStringLiteral("expected"), total + expected},
            {QStringLiteral("loss"), best - expected}};
        if (!byWin.empty())
            hint.insert(QStringLiteral("win"), forWin ? c.expected : find(byWin, c));
        if (forChips)
            hint.insert(QStringLiteral("chips"), c.expected);
        m_hints << hint;
    }
    describe(forWin, forChips);
    emit changed();
}

void SheetHint::describe(bool forWin, bool forChips)
{
    // Each choice's worth in the game's unit: the chance to win or the chips where they decide, with
    // the final score to expect; elsewhere the best choice's score and what each other one gives away.
    const QLocale locale;
    for (qsizetype i = 0; i < m_hints.size(); ++i) {
        QVariantMap hint = m_hints.at(i).toMap();
        const QString expected = locale.toString(hint.value(QStringLiteral("expected")).toDouble(), 'f', 1);
        QString value;
        if (hint.contains(QStringLiteral("win")))
            value = tr("%1 % to win, expected %2")
                        .arg(locale.toString(hint.value(QStringLiteral("win")).toDouble() * 100, 'f', 1),
                            expected);
        else if (hint.contains(QStringLiteral("chips")))
            value
                = tr("%1 chips, expected %2")
                      .arg(locale.toString(hint.value(QStringLiteral("chips")).toDouble(), 'f', 2), expected);
        else if (i == 0)
            value = tr("expected %1").arg(expected);
        else
            value = tr("−%1", "points given away against the best choice")
                        .arg(locale.toString(hint.value(QStringLiteral("loss")).toDouble(), 'f', 2));
        hint.insert(QStringLiteral("label"), hint.value(QStringLiteral("text")));
        hint.insert(QStringLiteral("valueText"), value);
        m_hints[i] = hint;
    }
    m_meaning = forWin ? tr("Your chance to win the game after each choice, and the final score to expect")
        : forChips     ? tr("The chips to expect after each choice, and the final score")
                   : tr("The final score to expect after the best choice; below it, the points each other "
                        "choice gives away");
}
