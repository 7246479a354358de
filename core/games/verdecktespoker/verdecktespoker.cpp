// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/verdecktespoker/verdecktespoker.h"

#include <QtCore/qglobal.h>

#include <algorithm>

#include "games/verdecktespoker/verdecktesbot.h"
#include "kits/diceset.h"

namespace knobel {

namespace {

constexpr Sayer say{"knobel::VerdecktesPoker"};

} // namespace

HandRules verdecktesHandRules(const RuleOptions& options)
{
    HandRules rules;
    rules.dice = DieKind::Poker;
    rules.straights = options.has("straights") && options.flag("straights");
    rules.acesWild = options.has("aces_wild") && options.flag("aces_wild");
    return rules;
}

const char* VerdecktesPokerDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Five poker dice under the cup, one throw each: announce a hand, true or not; whoever doubts "
        "wrongly doubles the pot.");
}

const std::vector<OptionSpec>& VerdecktesPokerDef::options() const
{
    static const std::vector<OptionSpec> specs = {
        {"straights", OptionType::Switch, "false", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Straights count"),
            QT_TRANSLATE_NOOP(
                "knobel::Options", "Five dice in sequence rank between a full house and three alike.")},
        {"rounds", OptionType::Number, "10", {}, 1, 50, QT_TRANSLATE_NOOP("knobel::Options", "Rounds"),
            QT_TRANSLATE_NOOP(
                "knobel::Options", "How many rounds the game lasts; each player throws once a round.")},
    };
    return specs;
}

std::unique_ptr<State> VerdecktesPokerDef::newState(const GameSetup& setup) const
{
    GameSetup complete = setup;
    if (complete.options.values().empty())
        complete.options = defaultOptions();
    return std::make_unique<VerdecktesPokerState>(complete, verdecktesHandRules(complete.options));
}

Action VerdecktesPokerDef::redact(const Action& action, Seat /*by*/, Seat viewer) const
{
    // A throw under a cup is seen by its owner only; the others see that five dice fell. A lifted
    // cup's faces (real dice) are seen by all.
    if (action.type != Action::Type::Throw || action.group == viewer
        || action.group >= VerdecktesPokerState::kRevealGroupBase)
        return action;
    Action seen = action;
    std::fill(seen.faces.begin(), seen.faces.end(), 0);
    return seen;
}

std::size_t VerdecktesPokerDef::maxActions(const GameSetup& setup) const
{
    const std::size_t n = setup.players.size();
    const std::size_t rounds = std::size_t(setup.options.has("rounds") ? setup.options.number("rounds") : 50);
    return rounds * n * (n + 2) + 16;
}

// ---------------------------------------------------------------------------------------------

VerdecktesPokerState::VerdecktesPokerState(const GameSetup& setup, const HandRules& rules)
    : m_names(setup.players)
    , m_rules(rules)
    , m_strength(handStrengths(rules))
    , m_named(exactHands().size(), false)
    , m_session(int(setup.players.size()),
          SessionRules{SessionRules::End::Rounds,
              setup.options.has("rounds") ? setup.options.number("rounds") : 10,
              SessionRules::Starter::Winner, false},
          firstSeatFromSeed(setup))
    , m_ledger(int(setup.players.size()))
    , m_cup(setup.players.size(), std::array<int, 5>{})
    , m_thrown(setup.players.size(), false)
    , m_shown(setup.players.size(), false)
    , m_announced(setup.players.size(), -1)
    , m_standing(setup.players.size(), -1)
{
    // Every value is announced once: with wild Aces, hands of equal value (A-A-K-K-9 and K-K-K-K-9,
    // both four Kings and a Nine) are one announcement, named by the first of them in the
    // announcement order — the one with the fewest Aces. Without wild Aces every hand is its own.
    int last = -1;
    for (int hand : announcementOrder(rules))
        if (const int strength = m_strength[std::size_t(hand)]; strength != last) {
            m_named[std::size_t(hand)] = true;
            last = strength;
        }
    startRound();
}

void VerdecktesPokerState::startRound()
{
    m_order = m_session.order();
    m_turn = 0;
    m_asked = 0;
    m_claim = -1;
    m_standingBefore = -1;
    std::fill(m_cup.begin(), m_cup.end(), std::array<int, 5>{});
    std::fill(m_thrown.begin(), m_thrown.end(), false);
    std::fill(m_shown.begin(), m_shown.end(), false);
    std::fill(m_announced.begin(), m_announced.end(), -1);
    std::fill(m_standing.begin(), m_standing.end(), -1);
    // "Dann setzt jeder Spieler 1 Chip in die Kasse."
    for (Seat s = 0; s < players(); ++s)
        m_ledger.put(s, VerdecktesPokerDef::kAnte);
    m_phase = Phase::Throw;
}

Seat VerdecktesPokerState::toAct() const
{
    switch (m_phase) {
    case Phase::Throw:
    case Phase::Reveal:
        return kChance;
    case Phase::Announce:
        return current();
    case Phase::Ask:
        return (current() + 1 + m_asked) % players();
    case Phase::Over:
        break;
    }
    return kNoSeat;
}

std::vector<Action> VerdecktesPokerState::legalActions() const
{
    std::vector<Action> legal;
    switch (m_phase) {
    case Phase::Throw:
        legal.push_back(Action::throwDice(current()));
        break;
    case Phase::Announce:
        for (int hand : announcementOrder(m_rules))
            if (m_named[std::size_t(hand)])
                legal.push_back(Action::announce(hand));
        break;
    case Phase::Ask:
        legal.push_back(Action::doubting(true));
        legal.push_back(Action::doubting(false));
        break;
    case Phase::Reveal:
        legal.push_back(Action::throwDice(kRevealGroupBase + current()));
        break;
    case Phase::Over:
        break;
    }
    return legal;
}

std::optional<ThrowSpec> VerdecktesPokerState::throwSpec(int group) const
{
    ThrowSpec spec;
    spec.group = group;
    if (m_phase == Phase::Reveal && group == kRevealGroupBase + current()) {
        // The lifted cup: its dice nobody saw are "thrown" now.
        const auto& cup = m_cup[std::size_t(current())];
        spec.current.assign(cup.begin(), cup.end());
        for (const int face : cup)
            spec.thrown.push_back(face == 0);
        return spec;
    }
    if (m_phase != Phase::Throw || group != current())
        return std::nullopt;
    spec.current.assign(5, 0);
    spec.thrown.assign(5, true);
    return spec;
}

bool VerdecktesPokerState::atLeastHand(int dice, int announced) const
{
    return m_strength[std::size_t(dice)] >= m_strength[std::size_t(announced)];
}

int VerdecktesPokerState::bestStanding() const
{
    int best = -1;
    for (int hand : m_standing)
        if (hand >= 0 && (best < 0 || m_strength[std::size_t(hand)] > m_strength[std::size_t(best)]))
            best = hand;
    return best;
}

Problem VerdecktesPokerState::apply(const Action& action)
{
    switch (m_phase) {
    case Phase::Over:
        return std::string("the game is over");
    case Phase::Throw: {
        if (action.type != Action::Type::Throw)
            return std::string("the dice are not thrown yet");
        if (action.group != current())
            return std::string("this cup is not on turn");
        if (action.faces.size() != 5)
            return std::string("a throw needs a face for every die");
        for (int f : action.faces)
            if (f < 0 || f > 6) // 0: a real cup's face nobody typed
                return std::string("a die shows a face from 1 to 6");
        std::copy(action.faces.begin(), action.faces.end(), m_cup[std::size_t(current())].begin());
        m_thrown[std::size_t(current())] = true;
        m_phase = Phase::Announce;
        return std::nullopt;
    }
    case Phase::Reveal: {
        if (action.type != Action::Type::Throw || action.group != kRevealGroupBase + current())
            return std::string("the doubted cup is lifted now");
        if (Problem problem = liftCup(m_cup[std::size_t(current())], action.faces))
            return problem;
        const Seat doubter = m_doubter;
        m_doubter = kNoSeat;
        decideDoubt(doubter); // a lie is lost, as with drawn dice
        return std::nullopt;
    }
    case Phase::Announce: {
        if (action.type != Action::Type::Announce)
            return std::string("announce a hand");
        if (action.hand < 0 || action.hand >= int(exactHands().size()))
            return std::string("there is no such hand");
        if (!m_named[std::size_t(action.hand)])
            return std::string("with wild Aces a hand is announced as it counts, without the Aces that "
                               "stand for other faces");
        m_standingBefore = bestStanding();
        m_claim = action.hand;
        m_announced[std::size_t(current())] = action.hand;
        m_asked = 0;
        m_phase = Phase::Ask;
        return std::nullopt;
    }
    case Phase::Ask: {
        if (action.type != Action::Type::Doubt)
            return std::string("doubt the announcement or let it stand");
        const Seat announcer = current();
        const Seat asked = toAct();
        if (!action.doubt) {
            if (++m_asked < players() - 1)
                return std::nullopt;
            // Nobody doubted: "dann gilt die Meldung. Egal, ob sie stimmt, oder ob geschwindelt wurde."
            m_standing[std::size_t(announcer)] = m_claim;
            nextTurn();
            return std::nullopt;
        }
        // "Hierauf wird der Becher zur Kontrolle hochgehoben."
        m_shown[std::size_t(announcer)] = true;
        const auto& cup = m_cup[std::size_t(announcer)];
        if (std::find(cup.begin(), cup.end(), 0) != cup.end()) {
            // Real dice: the cup's faces were never typed; its owner lifts it and types them.
            m_phase = Phase::Reveal;
            m_doubter = asked;
            return std::nullopt;
        }
        decideDoubt(asked);
        return std::nullopt;
    }
    }
    return std::string("no such move");
}

void VerdecktesPokerState::decideDoubt(Seat asked)
{
    const Seat announcer = current();
    const auto& cup = m_cup[std::size_t(announcer)];
    const int thrown = exactHandIndex(cup);
    const bool holds = atLeastHand(thrown, m_claim);
    const int pot = m_ledger.pot();
    const Seat payer = holds ? asked : announcer;
    m_ledger.put(payer, pot);
    m_standing[std::size_t(announcer)] = holds ? m_claim : thrown;
    recordOutcome(holds ? say(QT_TRANSLATE_N_NOOP("knobel::VerdecktesPoker",
                                  "%1 has %2: the announcement holds. %3 pays %n chip(s) into the pot."),
                      {name(announcer), handText(thrown), name(asked)}, pot)
                        : say(QT_TRANSLATE_N_NOOP("knobel::VerdecktesPoker",
                                  "%1 has %2, not %3: %1 pays %n chip(s) into the pot, and %2 stands."),
                            {name(announcer), handText(thrown), handText(m_claim)}, pot));
    nextTurn();
}

void VerdecktesPokerState::nextTurn()
{
    m_claim = -1;
    m_asked = 0;
    if (++m_turn < players()) {
        m_phase = Phase::Throw;
        return;
    }
    m_turn = players() - 1;
    finishRound();
}

void VerdecktesPokerState::finishRound()
{
    // "Der Spieler mit der höchsten Meldung gewinnt nach einer Runde den Pott."
    const int best = bestStanding();
    std::vector<Seat> winners;
    for (Seat s : m_order)
        if (m_strength[std::size_t(m_standing[std::size_t(s)])] == m_strength[std::size_t(best)])
            winners.push_back(s);
    const int pot = m_ledger.pot();
    m_ledger.award(winners);
    const Message round = Message::number(m_session.round());
    if (winners.size() == 1)
        recordOutcome(say(QT_TRANSLATE_N_NOOP(
                              "knobel::VerdecktesPoker", "Round %1: %2 takes the pot of %n chip(s) with %3."),
            {round, name(winners.front()), handText(best)}, pot));
    else {
        Message together = name(winners.front());
        for (std::size_t i = 1; i < winners.size(); ++i)
            together = say(
                QT_TRANSLATE_NOOP("knobel::VerdecktesPoker", "%1 and %2"), {together, name(winners[i])});
        recordOutcome(say(QT_TRANSLATE_N_NOOP(
                              "knobel::VerdecktesPoker", "Round %1: %2 share the pot of %n chip(s) with %3."),
            {round, together, handText(best)}, pot));
    }
    m_endedCups = m_cup;
    m_endedThrown = m_thrown;
    m_endedShown = m_shown;
    m_endedStanding = m_standing;
    m_endedAnnounced = m_announced;
    m_lastWinners = winners;
    m_lastPot = pot;
    m_lastHand = best;
    // "Bei der nächsten Runde muß dieser Spieler mit dem Würfeln beginnen." A shared pot: the same
    // player begins again.
    m_session.finishRound(winners.size() == 1 ? winners.front() : kNoSeat, kNoSeat);
    if (m_session.isOver()) {
        m_phase = Phase::Over;
        return;
    }
    startRound();
}

bool VerdecktesPokerState::showsEndedRound() const
{
    return !m_endedCups.empty() && m_phase == Phase::Throw && m_turn == 0;
}

Observation VerdecktesPokerState::observe(Seat viewer) const
{
    Observation o;
    o.viewer = viewer;
    o.toAct = toAct();
    o.round = m_session.round() - (m_phase == Phase::Over ? 1 : 0);
    o.throwLimit = 1;
    o.pot = m_ledger.pot();
    // Until the next round's first throw the last round's cups stay as it ended: a cup lifted on a
    // doubt open to all, every other closed to all but its owner ("Hierauf wird der Becher zur
    // Kontrolle hochgehoben" — only a doubted cup is ever lifted). After the last round the cups
    // simply stay as they are.
    const bool ended = showsEndedRound();
    const auto& cups = ended ? m_endedCups : m_cup;
    const auto& thrown = ended ? m_endedThrown : m_thrown;
    const auto& shown = ended ? m_endedShown : m_shown;
    const auto& standings = ended ? m_endedStanding : m_standing;
    const auto& announced = ended ? m_endedAnnounced : m_announced;
    for (Seat s = 0; s < players(); ++s) {
        DiceGroupView cup;
        cup.id = "cup";
        cup.owner = s;
        cup.kind = DieKind::Poker;
        cup.ended = ended;
        cup.throwsMade = thrown[std::size_t(s)] ? 1 : 0;
        cup.throwLimit = 1;
        const bool visible = viewer == s || shown[std::size_t(s)];
        for (int d = 0; d < 5; ++d) {
            DieView die;
            die.face = visible ? cups[std::size_t(s)][std::size_t(d)] : 0;
            // Hidden from this viewer, or a real cup whose faces nobody typed (closed to its owner too).
            die.hidden = thrown[std::size_t(s)] && die.face == 0;
            cup.dice.push_back(die);
        }
        o.dice.push_back(cup);
    }
    const bool over = m_phase == Phase::Over;
    for (Seat s = 0; s < players(); ++s) {
        SeatView v;
        v.seat = s;
        v.chips = m_ledger.balance(s);
        v.committed = m_ledger.inPot(s);
        v.starter = !over && s == m_order.front();
        v.wins = m_session.wins(s);
        const int standing = standings[std::size_t(s)];
        v.announcement = standing >= 0 ? standing : announced[std::size_t(s)];
        if (standing >= 0)
            v.roundLine = shown[std::size_t(s)]
                ? say(QT_TRANSLATE_NOOP("knobel::VerdecktesPoker", "Stands with %1 (cup lifted)"),
                    {handText(standing)})
                : say(QT_TRANSLATE_NOOP("knobel::VerdecktesPoker", "Stands with %1"), {handText(standing)});
        else if (announced[std::size_t(s)] >= 0)
            v.roundLine = say(QT_TRANSLATE_NOOP("knobel::VerdecktesPoker", "Announces %1"),
                {handText(announced[std::size_t(s)])});
        o.seats.push_back(v);
    }
    static constexpr const char* kPhases[] = {"throw", "announce", "ask", "over", "reveal"};
    o.setFact("phase", std::string(kPhases[int(m_phase)]));
    o.setFact("announcer", over ? -1 : current());
    o.setFact("claim", m_claim);
    o.setFact("standing", m_standing);
    o.setFact("standing_before", m_phase == Phase::Ask ? m_standingBefore : bestStanding());
    o.setFact("best_standing", bestStanding());
    o.setFact("to_announce", over ? 0 : players() - 1 - m_turn);
    o.setFact("last_winners", std::vector<int>(m_lastWinners.begin(), m_lastWinners.end()));
    o.setFact("last_pot", m_lastPot);
    o.setFact("last_hand", m_lastHand);
    return o;
}

Result VerdecktesPokerState::result() const
{
    Result r;
    r.standings = rankPlayers(m_ledger.balances(), m_ledger.balances(), true);
    r.payments = m_ledger.payments();
    return r;
}

Message VerdecktesPokerState::name(Seat seat) const
{
    if (seat >= 0 && std::size_t(seat) < m_names.size() && !m_names[std::size_t(seat)].empty())
        return Message::plain(m_names[std::size_t(seat)]);
    return Message::plain(std::to_string(seat + 1));
}

Message VerdecktesPokerState::handText(int hand) const
{
    const HandPhrase phrase = describeHand(exactHands()[std::size_t(hand)], m_rules);
    Message m;
    m.context = phrase.context;
    m.text = phrase.text;
    for (std::size_t i = 0; i < phrase.faces.size(); ++i) {
        const HandText face = faceName(phrase.faces[i], DieKind::Poker, phrase.forms[i]);
        Message arg;
        arg.context = face.context;
        arg.text = face.text;
        m.args.push_back(arg);
    }
    return m;
}

Message VerdecktesPokerState::status(Seat /*viewer*/) const
{
    switch (m_phase) {
    case Phase::Throw:
        return say(QT_TRANSLATE_NOOP("knobel::VerdecktesPoker", "%1 throws five dice under the cup."),
            {name(current())});
    case Phase::Announce:
        if (const int best = bestStanding(); best >= 0)
            return say(QT_TRANSLATE_NOOP("knobel::VerdecktesPoker",
                           "%1 announces a hand, true or not; the best standing is %2."),
                {name(current()), handText(best)});
        return say(QT_TRANSLATE_NOOP("knobel::VerdecktesPoker", "%1 announces a hand, true or not."),
            {name(current())});
    case Phase::Ask:
        return say(
            QT_TRANSLATE_NOOP("knobel::VerdecktesPoker", "%1 announced %2; %3 doubts it or believes it."),
            {name(current()), handText(m_claim), name(toAct())});
    case Phase::Reveal:
        return say(QT_TRANSLATE_NOOP("knobel::VerdecktesPoker", "%1 doubts: %2, lift your cup."),
            {name(m_doubter), name(current())});
    case Phase::Over:
        break;
    }
    return say(QT_TRANSLATE_N_NOOP("knobel::VerdecktesPoker", "The game is over after %n round(s)."), {},
        m_session.rules().target);
}

Message VerdecktesPokerState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    switch (action.type) {
    case Action::Type::Throw:
        if (action.group >= kRevealGroupBase && exactHandIndex(action.faces) >= 0)
            return say(QT_TRANSLATE_NOOP("knobel::VerdecktesPoker", "%1 lifts the cup: %2."),
                {name(action.group - kRevealGroupBase), handText(exactHandIndex(action.faces))});
        // The same line for every seat, the owner too: the log is told anew to whoever sits down at
        // the screen, and only lines that stay the same let the news after it be heard (the table
        // says the viewer's own dice itself, as a look under the cup).
        return say(QT_TRANSLATE_NOOP("knobel::VerdecktesPoker", "%1 throws five dice under the cup."),
            {name(action.group)});
    case Action::Type::Announce:
        if (action.hand >= 0 && action.hand < int(exactHands().size()))
            return say(QT_TRANSLATE_NOOP("knobel::VerdecktesPoker", "%1 announces %2."),
                {name(by), handText(action.hand)});
        break;
    case Action::Type::Doubt:
        if (action.doubt)
            // Said from the action alone: the log may tell it again later, when another player is on turn.
            return say(
                QT_TRANSLATE_NOOP("knobel::VerdecktesPoker", "%1 doubts it: the cup is lifted."), {name(by)});
        return say(QT_TRANSLATE_NOOP("knobel::VerdecktesPoker", "%1 believes it."), {name(by)});
    default:
        break;
    }
    return Message::plain("");
}

} // namespace knobel

namespace knobel {

std::shared_ptr<const Bot> makeVerdecktesBot(std::string_view level, const HandRules& rules)
{
    // The round is solved in well under a second (VerdecktesSolver), once per process and rules.
    auto solver = VerdecktesSolver::shared(rules);
    VerdecktesStrategy strategy;
    if (!verdecktesLevelStrategy(*solver, level, strategy))
        return nullptr;
    return std::make_shared<VerdecktesBot>(std::move(solver), std::move(strategy));
}

std::shared_ptr<const Bot> VerdecktesPokerDef::makeBot(
    std::string_view level, const RuleOptions& options, const BotPreparation& /*preparation*/) const
{
    return makeVerdecktesBot(level, verdecktesHandRules(options));
}

} // namespace knobel
