// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/einsbissechzehn/einsbissechzehn.h"

#include <algorithm>
#include <array>
#include <tuple>

#include <QtCore/qglobal.h>

#include "kits/tally.h"

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::EinsBisSechzehn";

constexpr Sayer say{kContext};

constexpr const char* kPlus = " + ";
constexpr const char* kMinus = " \u2212 ";
constexpr const char* kTimes = " \u00d7 ";
constexpr const char* kDivided = " \u00f7 ";

/// A formula while it is built: how tightly it binds (an atom, a sum or a product) and what it costs.
struct Node
{
    enum Binding { Sum = 1, Product = 2, Atom = 3 };
    long value = 0;
    std::string text;
    Binding binding = Atom;
    int dice = 0;
    int mulDiv = 0;
    int minus = 0;
    int brackets = 0;

    /// The order in which formulas are preferred: fewer dice, fewer × and ÷, fewer brackets, fewer −,
    /// then the higher die first ("3 + 1" before "1 + 3").
    auto cost() const
    {
        std::vector<int> digits;
        for (char c : text)
            if (c >= '1' && c <= '6')
                digits.push_back('0' - c);
        return std::tuple(dice, mulDiv, brackets, minus, digits);
    }
};

std::string bracketed(const Node& node, bool needed)
{
    return needed ? "(" + node.text + ")" : node.text;
}

Node combined(
    const Node& a, const char* op, const Node& b, Node::Binding binding, bool bracketLeft, bool bracketRight)
{
    Node node;
    node.text = bracketed(a, bracketLeft) + op + bracketed(b, bracketRight);
    node.binding = binding;
    node.dice = a.dice + b.dice;
    node.mulDiv = a.mulDiv + b.mulDiv + (binding == Node::Product ? 1 : 0);
    node.minus = a.minus + b.minus + (op == kMinus ? 1 : 0);
    node.brackets = a.brackets + b.brackets + (bracketLeft ? 1 : 0) + (bracketRight ? 1 : 0);
    return node;
}

void keep(std::map<long, Node>& table, Node node)
{
    auto it = table.find(node.value);
    if (it == table.end())
        table.emplace(node.value, std::move(node));
    else if (node.cost() < it->second.cost())
        it->second = std::move(node);
}

} // namespace

std::string Formula::written() const
{
    return dice <= 1 ? text : text + " = " + std::to_string(value);
}

const char* EinsBisSechzehnDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Three dice in turn: form the numbers 1 to 16 and back to 1 from your throws with plus and minus. "
        "The first to finish wins.");
}

Message EinsBisSechzehnDef::totalText(int total) const
{
    return say(QT_TRANSLATE_N_NOOP("knobel::EinsBisSechzehn", "%n step(s) of 32"), {}, total);
}

const std::vector<OptionSpec>& EinsBisSechzehnDef::options() const
{
    static const std::vector<OptionSpec> specs{
        {"multiply_divide", OptionType::Switch, "false", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Multiply and divide"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "The numbers may also be formed with × and ÷, where every division comes out whole.")},
    };
    return specs;
}

std::map<int, Formula> EinsBisSechzehnDef::formable(const std::vector<int>& faces, bool multiplyDivide)
{
    // Every subset of the dice (a bit each) with every value it forms: a die alone, or two disjoint
    // subsets joined by an operation. Values below one may stand inside a formula ("6 + 1 − 3").
    const int count = int(faces.size());
    std::vector<std::map<long, Node>> tables(std::size_t(1) << count);
    for (int mask = 1; mask < (1 << count); ++mask) {
        auto& table = tables[std::size_t(mask)];
        if ((mask & (mask - 1)) == 0) {
            const int die = faces[std::size_t(__builtin_ctz(unsigned(mask)))];
            keep(table, Node{die, std::to_string(die), Node::Atom, 1, 0, 0, 0});
            continue;
        }
        for (int left = (mask - 1) & mask; left > 0; left = (left - 1) & mask) {
            const int right = mask ^ left;
            for (const auto& [a, na] : tables[std::size_t(left)])
                for (const auto& [b, nb] : tables[std::size_t(right)]) {
                    Node sum = combined(na, kPlus, nb, Node::Sum, false, false);
                    sum.value = a + b;
                    keep(table, std::move(sum));
                    Node difference = combined(na, kMinus, nb, Node::Sum, false, nb.binding == Node::Sum);
                    difference.value = a - b;
                    keep(table, std::move(difference));
                    if (!multiplyDivide)
                        continue;
                    Node product = combined(
                        na, kTimes, nb, Node::Product, na.binding == Node::Sum, nb.binding == Node::Sum);
                    product.value = a * b;
                    keep(table, std::move(product));
                    if (b != 0 && a % b == 0) {
                        Node quotient = combined(na, kDivided, nb, Node::Product, na.binding == Node::Sum,
                            nb.binding != Node::Atom);
                        quotient.value = a / b;
                        keep(table, std::move(quotient));
                    }
                }
        }
    }
    std::map<long, Node> best;
    for (const auto& table : tables)
        for (const auto& [value, node] : table)
            if (value > 0)
                keep(best, node);
    std::map<int, Formula> formulas;
    for (const auto& [value, node] : best)
        formulas.emplace(int(value), Formula{int(value), node.text, node.dice});
    return formulas;
}

std::vector<Formula> EinsBisSechzehnDef::run(int steps, const std::vector<int>& faces, bool multiplyDivide)
{
    // The 216 throws' formulas, worked out once for each rule.
    static const auto all = [] {
        std::array<std::vector<std::map<int, Formula>>, 2> tables;
        for (bool md : {false, true})
            for (int a = 1; a <= 6; ++a)
                for (int b = 1; b <= 6; ++b)
                    for (int c = 1; c <= 6; ++c)
                        tables[md ? 1 : 0].push_back(formable({a, b, c}, md));
        return tables;
    }();
    if (faces.size() != 3 || std::any_of(faces.begin(), faces.end(), [](int f) { return f < 1 || f > 6; }))
        return {};
    const auto& formulas
        = all[multiplyDivide ? 1 : 0][std::size_t((faces[0] - 1) * 36 + (faces[1] - 1) * 6 + (faces[2] - 1))];
    std::vector<Formula> carried;
    for (int s = steps; s < kSteps; ++s) {
        const auto it = formulas.find(needed(s));
        if (it == formulas.end())
            break;
        carried.push_back(it->second);
    }
    return carried;
}

namespace {

/// Per step done, the expected throws to finish and the mean square of them.
std::pair<std::array<double, 33>, std::array<double, 33>> throwsToFinish(bool multiplyDivide)
{
    // Backwards from the end of the track: from each step, where each of the 216 throws takes it.
    std::vector<std::map<int, Formula>> throws;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            for (int c = 1; c <= 6; ++c)
                throws.push_back(EinsBisSechzehnDef::formable({a, b, c}, multiplyDivide));
    std::array<double, 33> mean{}, square{};
    for (int s = EinsBisSechzehnDef::kSteps - 1; s >= 0; --s) {
        double stay = 0, onMean = 0, onSquare = 0;
        for (const auto& formulas : throws) {
            int to = s;
            while (to < EinsBisSechzehnDef::kSteps && formulas.count(EinsBisSechzehnDef::needed(to)))
                ++to;
            if (to == s) {
                stay += 1.0 / 216;
                continue;
            }
            onMean += (1 + mean[std::size_t(to)]) / 216;
            onSquare += (1 + 2 * mean[std::size_t(to)] + square[std::size_t(to)]) / 216;
        }
        // E = stay (1 + E) + Σ (1 + E'); M = stay (1 + 2E + M) + Σ (1 + 2E' + M').
        mean[std::size_t(s)] = (stay + onMean) / (1 - stay);
        square[std::size_t(s)] = (stay * (1 + 2 * mean[std::size_t(s)]) + onSquare) / (1 - stay);
    }
    return {mean, square};
}

} // namespace

double EinsBisSechzehnDef::expectedThrows(bool multiplyDivide)
{
    return throwsToFinish(multiplyDivide).first[0];
}

double EinsBisSechzehnDef::throwsVariance(bool multiplyDivide)
{
    const auto [mean, square] = throwsToFinish(multiplyDivide);
    return square[0] - mean[0] * mean[0];
}

EinsBisSechzehnState::EinsBisSechzehnState(const GameSetup& setup)
    : RaceState(setup, 3)
    , m_multiplyDivide(setup.options.has("multiply_divide") && setup.options.flag("multiply_divide"))
    , m_steps(setup.players.size(), 0)
{
}

void EinsBisSechzehnState::landed(Seat seat, const std::vector<int>& faces)
{
    int& steps = m_steps[std::size_t(seat)];
    m_lastRun = EinsBisSechzehnDef::run(steps, faces, m_multiplyDivide);
    steps += int(m_lastRun.size());
    if (steps < EinsBisSechzehnDef::kSteps) {
        passTurn();
        return;
    }
    // "Gewonnen hat, wer als erster … alle Zahlen von 1 bis 16 und wieder zurück kombinieren konnte."
    m_winner = seat;
    recordOutcome(
        say(QT_TRANSLATE_NOOP("knobel::EinsBisSechzehn", "%1 has formed 1 to 16 and back to 1 and wins."),
            {name(seat)}));
    finish();
}

Observation EinsBisSechzehnState::observe(Seat viewer) const
{
    Observation view = baseObservation(viewer);
    view.round = 1;
    TrackView track;
    for (int number = 1; number <= EinsBisSechzehnDef::kTop; ++number)
        track.marks.push_back(number);
    for (Seat s = 0; s < seats(); ++s) {
        const int steps = m_steps[std::size_t(s)];
        SeatView& seat = view.seats[std::size_t(s)];
        seat.wins = s == m_winner ? 1 : 0;
        const int next = EinsBisSechzehnDef::needed(steps);
        seat.roundLine = next == 0 ? say(QT_TRANSLATE_NOOP("knobel::EinsBisSechzehn", "back at 1: done"))
            : steps < EinsBisSechzehnDef::kTop
            ? say(QT_TRANSLATE_NOOP("knobel::EinsBisSechzehn", "up: needs %1"), {Message::number(next)})
            : say(QT_TRANSLATE_NOOP("knobel::EinsBisSechzehn", "back: needs %1"), {Message::number(next)});
        // Up the track a number is written, on the way back it is struck.
        std::vector<MarkState> marks;
        for (int number = 1; number <= EinsBisSechzehnDef::kTop; ++number)
            marks.push_back(steps >= EinsBisSechzehnDef::kSteps + 1 - number ? MarkState::Struck
                    : steps >= number                                        ? MarkState::Written
                                                                             : MarkState::Open);
        track.seats.push_back(std::move(marks));
        track.next.push_back(next);
    }
    setTrackFacts(view, track);
    // What the last throw formed, one formula a number (the track panel's line under the tracks).
    if (lastThrower() != kNoSeat) {
        std::string note;
        for (const Formula& f : m_lastRun)
            note += (note.empty() ? "" : "   ") + f.written();
        view.setFact("trackNoteSeat", int(lastThrower()));
        view.setFact("trackNote", note);
    }
    return view;
}

Result EinsBisSechzehnState::result() const
{
    Result result;
    result.standings = rankPlayers(m_steps, std::vector<int>(m_steps.size(), 0), false);
    return result;
}

Message EinsBisSechzehnState::status(Seat /*viewer*/) const
{
    if (isTerminal())
        return say(QT_TRANSLATE_NOOP("knobel::EinsBisSechzehn", "%1 has won."), {name(m_winner)});
    return say(QT_TRANSLATE_NOOP("knobel::EinsBisSechzehn", "%1 throws and needs %2."),
        {name(current()), Message::number(EinsBisSechzehnDef::needed(m_steps[std::size_t(current())]))});
}

Message EinsBisSechzehnState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 && by < seats() ? name(by) : Message::plain("");
    if (action.type != Action::Type::Throw || action.faces.size() != 3 || by < 0 || by >= seats())
        return say(QT_TRANSLATE_NOOP("knobel::EinsBisSechzehn", "%1 throws the three dice."), {who});
    // Said as the game stood before the throw: "Anna throws 1, 2 and 3: 1, 3 − 1 = 2, 3, 3 + 1 = 4; Anna
    // needs 5 next."
    const int steps = m_steps[std::size_t(by)];
    const Message faces = diceInWords(action.faces);
    const std::vector<Formula> carried = EinsBisSechzehnDef::run(steps, action.faces, m_multiplyDivide);
    if (carried.empty())
        return say(QT_TRANSLATE_NOOP("knobel::EinsBisSechzehn", "%1 throws %2 but cannot form %3."),
            {who, faces, Message::number(EinsBisSechzehnDef::needed(steps))});
    std::string formulas;
    for (const Formula& f : carried)
        formulas += (formulas.empty() ? "" : ", ") + f.written();
    const int next = EinsBisSechzehnDef::needed(steps + int(carried.size()));
    if (next == 0)
        return say(QT_TRANSLATE_NOOP("knobel::EinsBisSechzehn", "%1 throws %2: %3; %1 is back at 1."),
            {who, faces, Message::plain(formulas)});
    return say(QT_TRANSLATE_NOOP("knobel::EinsBisSechzehn", "%1 throws %2: %3; %1 needs %4 next."),
        {who, faces, Message::plain(formulas), Message::number(next)});
}

} // namespace knobel
