// SPDX-License-Identifier: GPL-3.0-or-later
#include "kits/sheetstate.h"

#include <algorithm>

#include <QtCore/qglobal.h>

namespace knobel {

SheetState::SheetState(const Game& game, const GameSetup& setup)
    : m_game(&game)
    , m_options(setup.options)
    , m_mode(setup.mode)
{
    for (std::size_t p = 0; p < setup.players.size(); ++p)
        m_sheets.emplace_back(m_game->columnCount(), int(m_game->rows().size()));
    startTurn();
}

void SheetState::startTurn()
{
    m_dice.reset(m_game->diceCount());
}

Seat SheetState::toAct() const
{
    if (isTerminal())
        return kTable;
    return m_mode == Mode::Play ? m_currentPlayer : kTable;
}

bool SheetState::isTerminal() const
{
    return std::all_of(m_sheets.begin(), m_sheets.end(), [](const Sheet& s) { return s.isFull(); });
}

bool SheetState::canThrow() const
{
    return m_mode == Mode::Play && !isTerminal() && throwsLeft() > 0 && !m_dice.allHeld();
}

bool SheetState::canWrite() const
{
    return m_mode == Mode::Play && !isTerminal() && m_dice.throwsMade > 0;
}

std::vector<Action> SheetState::legalActions() const
{
    std::vector<Action> legal;
    if (m_mode == Mode::ScorePad) {
        for (int p = 0; p < int(m_sheets.size()); ++p)
            for (int c = 0; c < m_game->columnCount(); ++c)
                for (int r = 0; r < int(m_game->rows().size()); ++r) {
                    for (int v : m_game->allowedValues(r, m_options))
                        legal.push_back(Action::edit(p, c, r, v));
                    if (!m_sheets[std::size_t(p)].isFree(c, r))
                        legal.push_back(Action::edit(p, c, r, std::nullopt));
                }
        return legal;
    }
    if (isTerminal())
        return legal;
    if (canThrow())
        legal.push_back(Action::throwDice());
    if (m_dice.thrown() && throwsLeft() > 0)
        for (int d = 0; d < m_dice.count(); ++d) {
            if (!m_dice.held[std::size_t(d)])
                legal.push_back(Action::hold(d));
            else if (!m_dice.isLocked(d))
                legal.push_back(Action::release(d));
        }
    if (canWrite()) {
        const Sheet& sheet = m_sheets[std::size_t(m_currentPlayer)];
        for (int c = 0; c < m_game->columnCount(); ++c)
            for (int r = 0; r < int(m_game->rows().size()); ++r)
                if (sheet.isFree(c, r)) {
                    legal.push_back(Action::write(c, r));
                    if (m_game->canStrike() && preview(r) != 0)
                        legal.push_back(Action::write(c, r, true));
                }
    }
    return legal;
}

std::optional<ThrowSpec> SheetState::throwSpec(int group) const
{
    if (group != 0 || !canThrow())
        return std::nullopt;
    return m_dice.throwSpec(0);
}

Problem SheetState::apply(const Action& action)
{
    if (m_mode == Mode::ScorePad && action.type != Action::Type::Edit)
        return std::string("a kept score has no dice to throw, hold or write from; edit the boxes instead");
    if (m_mode == Mode::Play && action.type == Action::Type::Edit)
        return std::string("boxes are edited only when keeping score of real dice");
    switch (action.type) {
    case Action::Type::Throw:
        return doThrow(action);
    case Action::Type::Hold:
        if (auto problem = checkDieToMove(action.die))
            return problem;
        return m_dice.hold(action.die);
    case Action::Type::Release:
        if (auto problem = checkDieToMove(action.die))
            return problem;
        return m_dice.release(action.die);
    case Action::Type::Write:
        return doWrite(action);
    case Action::Type::Edit:
        return doEdit(action);
    default:
        return std::string("a sheet game has no such action: throw, set dice aside, or write a box");
    }
}

Problem SheetState::checkDieToMove(int die) const
{
    if (isTerminal())
        return std::string("the game is over");
    if (auto problem = m_dice.checkDie(die))
        return problem;
    if (throwsLeft() == 0)
        return std::string("no throws are left: write a box");
    return std::nullopt;
}

Problem SheetState::doThrow(const Action& action)
{
    if (isTerminal())
        return std::string("the game is over");
    if (throwsLeft() == 0)
        return "no throws are left: " + std::to_string(m_game->throwsPerTurn()) + " throws a turn";
    if (m_dice.allHeld())
        return std::string("every die is set aside: take one back or write a box");
    if (action.group != 0)
        return std::string("a sheet game has one group of dice");
    return m_dice.take(
        action.faces, m_options.flag("served_first_throw_only"), m_options.flag("strict_keep"));
}

Problem SheetState::checkBox(int player, int column, int row) const
{
    if (player < 0 || player >= int(m_sheets.size()))
        return "there is no player " + std::to_string(player + 1);
    if (column < 0 || column >= m_game->columnCount())
        return "there is no column " + std::to_string(column + 1);
    if (row < 0 || row >= int(m_game->rows().size()))
        return "there is no row " + std::to_string(row + 1);
    return std::nullopt;
}

Problem SheetState::doWrite(const Action& action)
{
    if (isTerminal())
        return std::string("the game is over");
    if (auto problem = checkBox(m_currentPlayer, action.column, action.row))
        return problem;
    if (m_dice.throwsMade == 0)
        return std::string("throw the dice before writing a box");
    if (!m_sheets[std::size_t(m_currentPlayer)].isFree(action.column, action.row))
        return "the box " + m_game->rows()[std::size_t(action.row)].id + " is already written";
    if (action.strike && !m_game->canStrike())
        return std::string(m_game->name()) + " has no striking out: every throw scores";
    const int points = action.strike ? 0 : preview(action.row);
    m_sheets[std::size_t(m_currentPlayer)].setBox(action.column, action.row, points);
    ++m_turnsTaken;
    m_currentPlayer = (m_currentPlayer + 1) % int(m_sheets.size());
    startTurn();
    return std::nullopt;
}

Problem SheetState::doEdit(const Action& action)
{
    if (auto problem = checkBox(action.player, action.column, action.row))
        return problem;
    if (action.value && !m_game->isAllowed(action.row, *action.value, m_options)) {
        std::string allowed;
        for (int v : m_game->allowedValues(action.row, m_options))
            allowed += (allowed.empty() ? "" : ", ") + std::to_string(v);
        return m_game->rows()[std::size_t(action.row)].id + " takes " + allowed + ", not "
            + std::to_string(*action.value);
    }
    m_sheets[std::size_t(action.player)].setBox(action.column, action.row, action.value);
    return std::nullopt;
}

bool SheetState::mayTakeBack(const Action& last) const
{
    return m_mode == Mode::ScorePad ? last.type == Action::Type::Edit : last.type == Action::Type::Write;
}

Observation SheetState::observe(Seat viewer) const
{
    Observation view;
    view.viewer = viewer;
    view.toAct = toAct();
    view.sheets = m_sheets;
    view.round = round();
    view.throwLimit = m_game->throwsPerTurn();
    if (m_mode == Mode::Play) {
        DiceGroupView tray = m_dice.view("tray", m_currentPlayer, m_game->dieKind(), false);
        tray.throwLimit = m_game->throwsPerTurn();
        view.dice.push_back(std::move(tray));
    }
    for (int p = 0; p < int(m_sheets.size()); ++p) {
        SeatView seat;
        seat.seat = p;
        seat.starter = p == 0;
        view.seats.push_back(seat);
    }
    return view;
}

Result SheetState::result() const
{
    return m_game->result(m_sheets, m_options);
}

Message SheetState::status(Seat /*viewer*/) const
{
    Message m;
    m.context = "knobel::SheetState";
    if (isTerminal()) {
        m.text = QT_TRANSLATE_NOOP("knobel::SheetState", "The game is over.");
        return m;
    }
    if (m_mode == Mode::ScorePad) {
        m.text = QT_TRANSLATE_NOOP("knobel::SheetState", "Type the points into the boxes.");
        return m;
    }
    m.args.push_back(Message::number(m_currentPlayer + 1));
    m.text = m_dice.throwsMade == 0
        ? QT_TRANSLATE_NOOP("knobel::SheetState", "Player %1: throw the dice.")
        : QT_TRANSLATE_NOOP("knobel::SheetState", "Player %1: throw again or write a box.");
    return m;
}

Message SheetState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    Message m;
    m.context = "knobel::SheetState";
    m.args.push_back(Message::number(by + 1));
    switch (action.type) {
    case Action::Type::Throw: {
        std::string faces;
        for (int f : action.faces)
            faces += (faces.empty() ? "" : " ") + faceSymbol(f, m_game->dieKind());
        m.text = QT_TRANSLATE_NOOP("knobel::SheetState", "Player %1 throws %2.");
        m.args.push_back(Message::plain(faces));
        break;
    }
    case Action::Type::Write:
        m.text = QT_TRANSLATE_NOOP("knobel::SheetState", "Player %1 writes %2 in column %3.");
        m.args.push_back(Message::plain(m_game->rows()[std::size_t(action.row)].id));
        m.args.push_back(Message::number(action.column + 1));
        break;
    default:
        m.text = QT_TRANSLATE_NOOP("knobel::SheetState", "Player %1 moves the dice.");
        break;
    }
    return m;
}

} // namespace knobel
