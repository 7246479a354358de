// SPDX-License-Identifier: GPL-3.0-or-later
#include "kits/tally.h"

#include <QtCore/qglobal.h>

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::Tally";

constexpr Sayer say{kContext};

} // namespace

TallyState::TallyState(const GameSetup& setup, int dice, int rounds)
    : RaceState(setup, dice)
    , m_dice(dice)
    , m_rounds(rounds)
    , m_totals(setup.players.size(), 0)
    , m_last(setup.players.size(), -1)
{
}

void TallyState::landed(Seat seat, const std::vector<int>& faces)
{
    const int points = score(faces);
    m_last[std::size_t(seat)] = points;
    m_totals[std::size_t(seat)] += points;
    passTurn();
    if (current() != starter())
        return;
    if (m_round < m_rounds) {
        ++m_round;
        return;
    }
    // "Wer … das höchste Gesamtergebnis hat, der gewinnt": equal totals share the win.
    const std::vector<Seat> winners = best(m_totals);
    const int top = m_totals[std::size_t(winners.front())];
    if (winners.size() == 1)
        recordOutcome(say(
            QT_TRANSLATE_N_NOOP("knobel::Tally", "%1 wins with %n point(s)."), {name(winners.front())}, top));
    else
        recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::Tally", "%1 share the win with %n point(s)."),
            {namesJoined(winners, kContext, QT_TRANSLATE_NOOP("knobel::Tally", "%1 and %2"))}, top));
    finish();
}

Observation TallyState::observe(Seat viewer) const
{
    Observation view = baseObservation(viewer);
    view.round = m_round;
    for (Seat s = 0; s < seats(); ++s)
        if (const int last = m_last[std::size_t(s)]; last >= 0)
            view.seats[std::size_t(s)].roundLine
                = say(QT_TRANSLATE_NOOP("knobel::Tally", "%1 in all (last throw %2)"),
                    {Message::number(m_totals[std::size_t(s)]), Message::number(last)});
    view.setFact("rounds", m_rounds);
    view.setFact("totals", m_totals);
    return view;
}

Result TallyState::result() const
{
    Result result;
    result.standings = rankPlayers(m_totals, std::vector<int>(m_totals.size(), 0), false);
    return result;
}

Message TallyState::status(Seat /*viewer*/) const
{
    if (isTerminal())
        return say(QT_TRANSLATE_N_NOOP("knobel::Tally", "The game is over after %n round(s)."), {}, m_rounds);
    return say(m_dice == 3 ? QT_TRANSLATE_NOOP("knobel::Tally", "Round %1 of %2: %3 throws the three dice.")
                           : QT_TRANSLATE_NOOP("knobel::Tally", "Round %1 of %2: %3 throws."),
        {Message::number(m_round), Message::number(m_rounds), name(current())});
}

OptionSpec roundsOption(int fallback)
{
    return {"rounds", OptionType::Number, std::to_string(fallback), {}, 1, 50,
        QT_TRANSLATE_NOOP("knobel::Options", "Rounds"),
        QT_TRANSLATE_NOOP(
            "knobel::Options", "How many rounds the game lasts; each player throws once a round.")};
}

int roundsIn(const GameSetup& setup, int fallback)
{
    return setup.options.has("rounds") ? setup.options.number("rounds") : fallback;
}

Message diceInWords(const std::vector<int>& faces)
{
    if (faces.empty())
        return Message::plain("");
    Message words = Message::number(faces.back());
    if (faces.size() == 1)
        return words;
    words = say(
        QT_TRANSLATE_NOOP("knobel::Tally", "%1 and %2"), {Message::number(faces[faces.size() - 2]), words});
    for (std::size_t i = faces.size() - 2; i-- > 0;)
        words = say(QT_TRANSLATE_NOOP("knobel::Tally", "%1, %2"), {Message::number(faces[i]), words});
    return words;
}

std::string sumText(const std::vector<int>& numbers)
{
    std::string text;
    int sum = 0;
    for (int n : numbers) {
        if (!text.empty())
            text += " + ";
        text += std::to_string(n);
        sum += n;
    }
    if (numbers.size() > 1)
        text += " = " + std::to_string(sum);
    return text;
}

} // namespace knobel
