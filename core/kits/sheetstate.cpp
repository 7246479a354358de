// SPDX-License-Identifier: GPL-3.0-or-later
#include "kits/sheetstate.h"
#include "kits/columnnumeral.h"

#include <algorithm>

#include <QtCore/qglobal.h>

namespace knobel {

namespace {
constexpr Sayer say{"knobel::SheetState"};
} // namespace

SheetState::SheetState(const SheetGame& game, const GameSetup& setup)
    : m_game(&game)
    , m_options(setup.options)
    , m_mode(setup.mode)
    , m_contra(setup.options.flag("contra") && setup.mode == Mode::Play && setup.players.size() == 2)
    , m_doubleHand(setup.options.flag("double_hand") && setup.mode == Mode::Play)
    , m_names(setup.players)
{
    for (std::size_t p = 0; p < setup.players.size(); ++p)
        m_sheets.emplace_back(m_game->columnCount(m_options), int(m_game->rows().size()));
    startTurn();
}

void SheetState::startTurn()
{
    m_dice.reset(m_game->diceCount());
}

Seat SheetState::toAct() const
{
    if (isTerminal())
        return kNoSeat;
    if (m_offerBy >= 0)
        return 1 - m_offerBy; // the other answers the Contra
    return m_mode == Mode::Play ? m_currentPlayer : kNoSeat;
}

bool SheetState::isTerminal() const
{
    if (m_gaveUp >= 0)
        return true;
    return std::all_of(m_sheets.begin(), m_sheets.end(), [](const Sheet& s) { return s.isFull(); });
}

bool SheetState::canThrow() const
{
    return m_mode == Mode::Play && !isTerminal() && m_offerBy < 0 && throwsLeft() > 0 && !m_dice.allHeld();
}

bool SheetState::canWrite() const
{
    // Doppelhand: only the second turn writes.
    return m_mode == Mode::Play && !isTerminal() && m_offerBy < 0 && m_dice.throwsMade > 0
        && (!m_doubleHand || m_candidate);
}

bool SheetState::canKeepCandidate() const
{
    return m_doubleHand && !m_candidate && m_mode == Mode::Play && !isTerminal() && m_offerBy < 0
        && m_dice.throwsMade > 0;
}

int SheetState::preview(int row) const
{
    const int now = m_game->points(row, currentThrow(), m_options);
    return m_candidate ? std::max(now, m_game->points(row, *m_candidate, m_options)) : now;
}

bool SheetState::previewFromCandidate(int row) const
{
    return m_candidate
        && m_game->points(row, *m_candidate, m_options) > m_game->points(row, currentThrow(), m_options);
}

bool SheetState::canOfferContra() const
{
    // Before the turn: in Doppelhand before the first of its two turns.
    return m_contra && !isTerminal() && m_offerBy < 0 && m_dice.throwsMade == 0 && !m_candidate
        && m_lastDoubler != m_currentPlayer;
}

std::vector<Action> SheetState::legalActions() const
{
    std::vector<Action> legal;
    if (m_mode == Mode::ScorePad) {
        for (int p = 0; p < int(m_sheets.size()); ++p)
            for (int c = 0; c < m_game->columnCount(m_options); ++c)
                for (int r = 0; r < int(m_game->rows().size()); ++r) {
                    for (int v : m_game->boxValues(c, r, m_options))
                        legal.push_back(Action::edit(p, c, r, v));
                    if (!m_sheets[std::size_t(p)].isFree(c, r))
                        legal.push_back(Action::edit(p, c, r, std::nullopt));
                }
        return legal;
    }
    if (isTerminal())
        return legal;
    if (m_offerBy >= 0)
        return {Action::doubling(1), Action::doubling(2)};
    if (canThrow())
        legal.push_back(Action::throwDice());
    if (canOfferContra())
        legal.push_back(Action::doubling(0));
    if (canKeepCandidate())
        legal.push_back(Action::stop());
    if (m_dice.thrown() && throwsLeft() > 0)
        for (int d = 0; d < m_dice.count(); ++d) {
            if (!m_dice.held[std::size_t(d)])
                legal.push_back(Action::hold(d));
            else if (!m_dice.isLocked(d))
                legal.push_back(Action::release(d));
        }
    if (canWrite()) {
        const Sheet& sheet = m_sheets[std::size_t(m_currentPlayer)];
        for (int c = 0; c < m_game->columnCount(m_options); ++c)
            for (int r = 0; r < int(m_game->rows().size()); ++r)
                if (m_game->isOpen(sheet, c, r, m_options)) {
                    legal.push_back(Action::write(c, r));
                    if (m_game->canStrike() && preview(c, r) != 0)
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
    case Action::Type::Double:
        return doDouble(action);
    case Action::Type::Stop:
        return doKeepCandidate();
    default:
        return std::string("a sheet game has no such action: throw, set dice aside, or write a box");
    }
}

Problem SheetState::checkDieToMove(int die) const
{
    if (isTerminal())
        return std::string("the game is over");
    if (m_offerBy >= 0)
        return std::string("a Contra waits for its answer: accept or give up");
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
    if (m_offerBy >= 0)
        return std::string("a Contra waits for its answer: accept or give up");
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
    if (column < 0 || column >= m_game->columnCount(m_options))
        return "there is no column " + std::to_string(column + 1);
    if (row < 0 || row >= int(m_game->rows().size()))
        return "there is no row " + std::to_string(row + 1);
    return std::nullopt;
}

Problem SheetState::doWrite(const Action& action)
{
    if (isTerminal())
        return std::string("the game is over");
    if (m_offerBy >= 0)
        return std::string("a Contra waits for its answer: accept or give up");
    if (auto problem = checkBox(m_currentPlayer, action.column, action.row))
        return problem;
    if (m_dice.throwsMade == 0)
        return std::string("throw the dice before writing a box");
    if (!m_sheets[std::size_t(m_currentPlayer)].isFree(action.column, action.row))
        return "the box " + m_game->rows()[std::size_t(action.row)].id + " is already written";
    if (!m_game->isOpen(m_sheets[std::size_t(m_currentPlayer)], action.column, action.row, m_options))
        return "the box " + m_game->rows()[std::size_t(action.row)].id + " in column "
            + std::to_string(action.column + 1)
            + " is not open yet: the first column is filled first, then the second from the top down";
    if (action.strike && !m_game->canStrike())
        return std::string(m_game->name()) + " has no striking out: every throw scores";
    if (m_doubleHand && !m_candidate)
        return std::string("Doppelhand: keep these dice as the first hand and play the second turn first");
    const int points = action.strike ? 0 : preview(action.column, action.row);
    m_sheets[std::size_t(m_currentPlayer)].setBox(action.column, action.row, points);
    m_candidate.reset();
    ++m_turnsTaken;
    m_currentPlayer = (m_currentPlayer + 1) % int(m_sheets.size());
    startTurn();
    return std::nullopt;
}

Problem SheetState::doEdit(const Action& action)
{
    if (auto problem = checkBox(action.player, action.column, action.row))
        return problem;
    if (action.value && !m_game->isAllowedInBox(action.column, action.row, *action.value, m_options)) {
        std::string allowed;
        for (int v : m_game->boxValues(action.column, action.row, m_options))
            allowed += (allowed.empty() ? "" : ", ") + std::to_string(v);
        return m_game->rows()[std::size_t(action.row)].id + " takes " + allowed + ", not "
            + std::to_string(*action.value);
    }
    m_sheets[std::size_t(action.player)].setBox(action.column, action.row, action.value);
    return std::nullopt;
}

Problem SheetState::doKeepCandidate()
{
    if (!m_doubleHand)
        return std::string("a sheet game has no such action: throw, set dice aside, or write a box");
    if (isTerminal())
        return std::string("the game is over");
    if (m_offerBy >= 0)
        return std::string("a Contra waits for its answer: accept or give up");
    if (m_candidate)
        return std::string("the first hand is kept already: write a box from either turn");
    if (m_dice.throwsMade == 0)
        return std::string("throw the dice before keeping them as the first hand");
    // Seed 001, Doppelhand: two turns for each box; the first turn's dice wait beside the tray.
    m_candidate = currentThrow();
    m_dice.reset(m_game->diceCount());
    return std::nullopt;
}

Problem SheetState::doDouble(const Action& action)
{
    if (!m_contra)
        return std::string("Contra is not played: it needs the option contra and two players");
    if (isTerminal())
        return std::string("the game is over");
    if (action.choice == 0) {
        if (m_offerBy >= 0)
            return std::string("a Contra already waits for its answer");
        if (m_dice.throwsMade > 0)
            return std::string("Contra is said before the turn's first throw");
        if (m_lastDoubler == m_currentPlayer)
            return std::string("doublings alternate: the other player doubles next");
        m_offerBy = m_currentPlayer;
        return std::nullopt;
    }
    if (action.choice != 1 && action.choice != 2)
        return std::string("a doubling is offered, accepted or given up");
    if (m_offerBy < 0)
        return std::string("no Contra waits for an answer");
    if (action.choice == 1) {
        m_stake *= 2;
        m_lastDoubler = m_offerBy;
    } else {
        m_gaveUp = 1 - m_offerBy;
    }
    m_offerBy = -1;
    return std::nullopt;
}

bool SheetState::mayTakeBack(const Action& last) const
{
    // A doubling is a seat's action like an entry: it may be taken back until the dice fall.
    if (m_mode == Mode::ScorePad)
        return last.type == Action::Type::Edit;
    return last.type == Action::Type::Write || last.type == Action::Type::Double
        || (m_doubleHand && last.type == Action::Type::Stop);
}

Observation SheetState::observe(Seat viewer) const
{
    Observation view;
    view.viewer = viewer;
    view.toAct = toAct();
    view.sheets = m_sheets;
    // At the end the last round played, not one past it: round() counts the turns taken, and after
    // the last box is written it names a round that never comes (a game given up in a Contra ends
    // inside its round).
    view.round = m_mode == Mode::Play && isTerminal() && m_gaveUp < 0 ? round() - 1 : round();
    view.throwLimit = m_game->throwsPerTurn();
    if (m_mode == Mode::Play) {
        DiceGroupView tray = m_dice.view("tray", m_currentPlayer, m_game->dieKind(), false);
        tray.throwLimit = m_game->throwsPerTurn();
        view.dice.push_back(std::move(tray));
        if (m_candidate) {
            DiceGroupView first;
            first.id = "candidate";
            first.owner = m_currentPlayer;
            first.kind = m_game->dieKind();
            for (int face : m_candidate->faces)
                first.dice.push_back({face, true, true, false});
            first.throwsMade = 1;
            first.served = m_candidate->served;
            view.dice.push_back(std::move(first));
        }
    }
    const Result standing = m_contra ? result() : Result{};
    for (int p = 0; p < int(m_sheets.size()); ++p) {
        SeatView seat;
        seat.seat = p;
        seat.starter = p == 0;
        seat.folded = p == m_gaveUp;
        for (const auto& s : standing.standings)
            if (s.player == p)
                seat.chips = s.balance;
        view.seats.push_back(seat);
    }
    if (m_doubleHand && !isTerminal())
        view.setFact("hand", m_candidate ? 2 : 1);
    if (m_contra) {
        view.setFact("stake", m_stake);
        // Seats, as everywhere in an observation.
        if (m_lastDoubler >= 0)
            view.setFact("doubled_last", m_lastDoubler);
        if (m_offerBy >= 0)
            view.setFact("contra_by", m_offerBy);
        if (m_gaveUp >= 0)
            view.setFact("gave_up", m_gaveUp);
    }
    return view;
}

Result SheetState::result() const
{
    if (m_gaveUp >= 0) {
        // Giving up loses the game at the stake before the Contra, as the game counts a lost one.
        const int loser = m_gaveUp;
        const int winner = 1 - loser;
        const int amount = m_stake * m_game->givingUpCosts(m_options);
        std::vector<int> totals, balances(m_sheets.size(), 0);
        for (const Sheet& sheet : m_sheets)
            totals.push_back(sheet.total());
        Result given;
        if (amount > 0) {
            balances[std::size_t(winner)] = amount;
            balances[std::size_t(loser)] = -amount;
            given.payments.push_back({loser, winner, amount});
        }
        given.standings = rankPlayers(totals, balances, true);
        if (amount == 0) { // no chips to lose: the one who stays still ranks first
            for (auto& s : given.standings)
                s.place = s.player == winner ? 1 : 2;
            std::stable_sort(given.standings.begin(), given.standings.end(),
                [](const Standing& a, const Standing& b) { return a.place < b.place; });
        }
        return given;
    }
    Result settled = m_game->result(m_sheets, m_options);
    if (m_stake != 1) {
        for (auto& s : settled.standings)
            s.balance *= m_stake;
        for (auto& p : settled.payments)
            p.amount *= m_stake;
        for (auto& d : settled.duels) {
            d.firstWins *= m_stake;
            d.secondWins *= m_stake;
        }
    }
    return settled;
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
    if (m_offerBy >= 0) {
        m.args.push_back(Message::number(2 - m_offerBy));
        m.args.push_back(Message::number(m_offerBy + 1));
        m.args.push_back(Message::number(m_stake * 2));
        m.text = QT_TRANSLATE_NOOP(
            "knobel::SheetState", "Player %1: player %2 says Contra: play on at stake %3, or give up.");
        return m;
    }
    m.args.push_back(Message::number(m_currentPlayer + 1));
    if (m_doubleHand) {
        m.text = !m_candidate
            ? (m_dice.throwsMade == 0
                    ? QT_TRANSLATE_NOOP("knobel::SheetState", "Player %1: throw the dice for the first hand.")
                    : QT_TRANSLATE_NOOP("knobel::SheetState",
                        "Player %1: throw again, or keep these dice as the first hand."))
            : (m_dice.throwsMade == 0 ? QT_TRANSLATE_NOOP(
                   "knobel::SheetState", "Player %1: throw the dice for the second hand.")
                                      : QT_TRANSLATE_NOOP("knobel::SheetState",
                                          "Player %1: throw again or write a box with the better hand."));
        return m;
    }
    m.text = m_dice.throwsMade == 0
        ? QT_TRANSLATE_NOOP("knobel::SheetState", "Player %1: throw the dice.")
        : QT_TRANSLATE_NOOP("knobel::SheetState", "Player %1: throw again or write a box.");
    return m;
}

Message SheetState::playerName(Seat seat) const
{
    if (seat >= 0 && std::size_t(seat) < m_names.size() && !m_names[std::size_t(seat)].empty())
        return Message::plain(m_names[std::size_t(seat)]);
    return say(QT_TRANSLATE_NOOP("knobel::SheetState", "Player %1"), {Message::number(seat + 1)});
}

Message SheetState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = playerName(by);
    const DieKind kind = m_game->dieKind();
    const bool columns = m_game->columnCount(m_options) > 1;
    auto box = [&](int row) {
        Message m;
        m.context = m_game->translationContext();
        m.text = m_game->rows()[std::size_t(row)].name;
        return m;
    };
    auto column = [](int c) { return Message::plain(columnNumeral(c)); };
    switch (action.type) {
    case Action::Type::Throw: {
        if (action.faces.empty())
            return m_dice.thrown()
                ? say(QT_TRANSLATE_NOOP("knobel::SheetState", "%1 throws again."), {who})
                : say(QT_TRANSLATE_NOOP("knobel::SheetState", "%1 throws the dice."), {who});
        return m_dice.describeThrow(who, action.faces, kind);
    }
    case Action::Type::Hold:
    case Action::Type::Release: {
        const bool hold = action.type == Action::Type::Hold;
        if (action.die < 0 || action.die >= int(m_dice.faces.size()))
            return hold ? say(QT_TRANSLATE_NOOP("knobel::SheetState", "%1 sets a die aside."), {who})
                        : say(QT_TRANSLATE_NOOP("knobel::SheetState", "%1 takes a die back."), {who});
        const Message die = facesMessage({m_dice.faces[std::size_t(action.die)]}, kind);
        return hold ? say(QT_TRANSLATE_NOOP("knobel::SheetState", "%1 sets %2 aside."), {who, die})
                    : say(QT_TRANSLATE_NOOP("knobel::SheetState", "%1 takes %2 back."), {who, die});
    }
    case Action::Type::Write: {
        if (action.row < 0 || action.row >= int(m_game->rows().size()))
            return say(QT_TRANSLATE_NOOP("knobel::SheetState", "%1 writes a box."), {who});
        if (action.strike)
            return columns
                ? say(QT_TRANSLATE_NOOP("knobel::SheetState", "%1 strikes %2 in column %3."),
                    {who, box(action.row), column(action.column)})
                : say(QT_TRANSLATE_NOOP("knobel::SheetState", "%1 strikes %2."), {who, box(action.row)});
        // Told before the box is written: the points the dice give it now.
        const Message points = Message::number(m_dice.thrown() ? preview(action.column, action.row) : 0);
        return columns ? say(QT_TRANSLATE_NOOP("knobel::SheetState", "%1 writes %2 in %3, column %4."),
                   {who, points, box(action.row), column(action.column)})
                       : say(QT_TRANSLATE_NOOP("knobel::SheetState", "%1 writes %2 in %3."),
                           {who, points, box(action.row)});
    }
    case Action::Type::Edit: {
        if (action.row < 0 || action.row >= int(m_game->rows().size()))
            return say(QT_TRANSLATE_NOOP("knobel::SheetState", "A box is edited."));
        const Message owner = playerName(action.player);
        if (!action.value)
            return say(QT_TRANSLATE_NOOP("knobel::SheetState", "%1: %2 emptied."), {owner, box(action.row)});
        return say(QT_TRANSLATE_NOOP("knobel::SheetState", "%1: %2 in %3."),
            {owner, Message::number(*action.value), box(action.row)});
    }
    case Action::Type::Stop:
        return say(QT_TRANSLATE_NOOP("knobel::SheetState", "%1 keeps %2 as the first hand."),
            {who, facesMessage(m_dice.faces, kind)});
    case Action::Type::Double:
        return action.choice == 0 ? say(QT_TRANSLATE_NOOP("knobel::SheetState", "%1 says Contra."), {who})
            : action.choice == 1
            ? say(QT_TRANSLATE_NOOP("knobel::SheetState", "%1 plays on at the double stake."), {who})
            : say(QT_TRANSLATE_NOOP("knobel::SheetState", "%1 gives up."), {who});
    default:
        return say(QT_TRANSLATE_NOOP("knobel::SheetState", "%1 moves the dice."), {who});
    }
}

} // namespace knobel
