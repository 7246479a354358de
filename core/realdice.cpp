// SPDX-License-Identifier: GPL-3.0-or-later
#include "realdice.h"

#include <algorithm>
#include <cctype>
#include <string>

#include <QtCore/qglobal.h>

#include "games/holdem/holdem.h"

namespace knobel::realdice {

namespace {

constexpr Sayer say{"knobel::RealDice"};

/// The words of a typed throw: split at spaces and commas.
std::vector<std::string> tokens(std::string_view text)
{
    std::vector<std::string> out;
    std::string word;
    for (const char c : text) {
        if (c == ' ' || c == ',' || c == '\t' || c == ';') {
            if (!word.empty())
                out.push_back(std::move(word));
            word.clear();
        } else {
            word += c;
        }
    }
    if (!word.empty())
        out.push_back(std::move(word));
    return out;
}

std::string lower(std::string text)
{
    std::transform(
        text.begin(), text.end(), text.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

/// A colour of Würfel-Hold'em's dice, in English or German (a letter or the word).
std::optional<holdem::Colour> colourOf(const std::string& word)
{
    const std::string w = lower(word);
    if (w == "r" || w == "red" || w == "rot")
        return holdem::Colour::Red;
    if (w == "b" || w == "s" || w == "black" || w == "schwarz")
        return holdem::Colour::Black;
    if (w == "w" || w == "white" || w == "weiß" || w == "weiss")
        return holdem::Colour::White;
    if (w == "y" || w == "g" || w == "yellow" || w == "gelb")
        return holdem::Colour::Yellow;
    return std::nullopt;
}

Message colourMessage(holdem::Colour colour)
{
    Message m;
    m.context = "knobel::Holdem";
    m.text = holdem::colourName(colour);
    return m;
}

/// A colour's letter as the player types it: r b w y, German r s w g.
Message colourLetter(holdem::Colour colour)
{
    static constexpr const char* letters[]
        = {QT_TRANSLATE_NOOP("knobel::RealDice", "r"), QT_TRANSLATE_NOOP("knobel::RealDice", "b"),
            QT_TRANSLATE_NOOP("knobel::RealDice", "w"), QT_TRANSLATE_NOOP("knobel::RealDice", "y")};
    Message m;
    m.context = "knobel::RealDice";
    m.text = letters[int(colour)];
    return m;
}

/// One typed die: its face (if typed) and, for Würfel-Hold'em, its colour (if typed).
struct Typed
{
    std::optional<int> face;
    std::optional<holdem::Colour> colour;
    std::string token;
};

/// Reads one token; `colours`: Würfel-Hold'em, where a die may carry its colour ("4r", "r4").
Message readToken(const std::string& token, DieKind kind, bool colours, Typed& typed)
{
    typed.token = token;
    std::string number = token;
    if (colours) {
        std::size_t split = 0;
        while (split < token.size() && std::isdigit(static_cast<unsigned char>(token[split])))
            ++split;
        std::string rest = token.substr(split);
        number = token.substr(0, split);
        if (split == 0) { // the colour first: "r4"
            std::size_t digits = token.size();
            while (digits > 0 && std::isdigit(static_cast<unsigned char>(token[digits - 1])))
                --digits;
            rest = token.substr(0, digits);
            number = token.substr(digits);
        }
        if (!rest.empty()) {
            typed.colour = colourOf(rest);
            if (!typed.colour)
                return say(QT_TRANSLATE_NOOP("knobel::RealDice",
                               "%1 is not a colour of the bag's dice (r b w y, German r s w g)."),
                    {Message::plain(rest)});
        }
        if (number.empty())
            return {};
    }
    typed.face = parseFace(number, kind);
    if (typed.face)
        return {};
    if (kind == DieKind::Pips && parseFace(number, DieKind::Poker))
        return say(QT_TRANSLATE_NOOP("knobel::RealDice", "%1 is a poker die's face; these dice show 1 to 6."),
            {Message::plain(number)});
    if (kind == DieKind::Poker)
        return say(QT_TRANSLATE_NOOP("knobel::RealDice",
                       "%1 is not a face of poker dice (9 10 J Q K A, German 9 10 B D K A)."),
            {Message::plain(number)});
    return say(QT_TRANSLATE_NOOP("knobel::RealDice", "%1 is not a face of these dice (1 to 6)."),
        {Message::plain(number)});
}

/// The dice of a Würfel-Hold'em group, with their colours.
const std::vector<holdem::Die>* holdemDice(const Match& match, int group)
{
    const auto* state = match.stateAs<HoldemState>();
    if (!state || group < 0 || group > holdem::kBoard)
        return nullptr;
    return group == holdem::kBoard ? &state->board() : &state->pocket(group);
}

Message readTyped(const Match& match, std::string_view text, bool colours, std::vector<Typed>& typed)
{
    const DieKind kind = match.def().dieKindUnder(match.setup().options);
    for (const std::string& token : tokens(text)) {
        Typed one;
        if (Message problem = readToken(token, kind, colours, one); !problem.empty())
            return problem;
        typed.push_back(one);
    }
    if (typed.empty())
        return say(QT_TRANSLATE_NOOP("knobel::RealDice", "Type the faces of the dice thrown."));
    return {};
}

/// The faces of a plain throw (not a draw), from typed dice.
Message facesOf(
    const Match& match, const ThrowSpec& spec, const std::vector<Typed>& typed, std::vector<int>& faces)
{
    const DieKind kind = match.def().dieKindUnder(match.setup().options);
    const int thrown = int(std::count(spec.thrown.begin(), spec.thrown.end(), true));
    const int all = int(spec.current.size());
    const int count = int(typed.size());
    if (count != thrown && (count != all || thrown == all))
        return say(QT_TRANSLATE_N_NOOP("knobel::RealDice", "%n die(s) to throw now, not %1."),
            {Message::number(count)}, thrown);
    faces = spec.current;
    std::vector<int> positions; // the dice typed, by their place in the group
    for (int d = 0; d < all; ++d)
        if (count == all || spec.thrown[std::size_t(d)])
            positions.push_back(d);
    const auto* dice = holdemDice(match, spec.group);
    for (std::size_t k = 0; k < typed.size(); ++k) {
        const std::size_t d = std::size_t(positions[k]);
        if (!typed[k].face)
            return say(
                QT_TRANSLATE_NOOP("knobel::RealDice", "%1 has no number."), {Message::plain(typed[k].token)});
        if (!spec.thrown[d] && *typed[k].face != spec.current[d])
            return say(QT_TRANSLATE_NOOP("knobel::RealDice", "Die %1 is kept: it stays %2, not %3."),
                {Message::number(int(d) + 1), facesMessage({spec.current[d]}, kind),
                    facesMessage({*typed[k].face}, kind)});
        if (typed[k].colour && dice && d < dice->size() && (*dice)[d].colour != *typed[k].colour)
            return say(QT_TRANSLATE_NOOP("knobel::RealDice", "Die %1 is %2."),
                {Message::number(int(d) + 1), colourMessage((*dice)[d].colour)});
        faces[d] = *typed[k].face;
    }
    return {};
}

/// A Problem of the rules (English) as a message.
Message refused(const Problem& problem)
{
    return say(QT_TRANSLATE_NOOP("knobel::RealDice", "The rules refuse this throw: %1"),
        {Message::plain(problem.value_or(""))});
}

/// Liar Dice shows five Aces at once: a person types them when they fall.
bool fiveAcesShown(const Match& match)
{
    return match.def().id() == "liardice";
}

/// The hidden-dice games whose cups each player keeps at the table with real dice: Liar Dice,
/// Verdecktes Würfelpoker and Joker Poker played hidden (its state is Verdecktes Würfelpoker's).
/// Würfel-Hold'em's pockets come from one bag (peopleOnly): typed by their owners, not kept unknown.
bool ownCups(const GameDef& def, const RuleOptions& options)
{
    return def.hiddenDiceUnder(options)
        && (def.id() == "liardice" || def.id() == "verdecktespoker" || def.id() == "jokerpoker");
}

/// A hidden cup's throw: Enter alone (faces unknown), or five Aces shown at once.
Message readHidden(const Match& match, const Request& r, std::string_view text, std::vector<int>& faces)
{
    faces = r.spec.current;
    for (std::size_t d = 0; d < faces.size(); ++d)
        if (r.spec.thrown[d])
            faces[d] = 0; // nobody typed it: the cup stays closed
    if (tokens(text).empty())
        return {};
    if (!fiveAcesShown(match))
        return say(QT_TRANSLATE_NOOP(
            "knobel::RealDice", "Keep your dice hidden: press Enter with the field empty."));
    std::vector<Typed> typed;
    if (Message problem = readTyped(match, text, false, typed); !problem.empty())
        return problem;
    const bool aces = typed.size() == faces.size()
        && std::all_of(typed.begin(), typed.end(), [](const Typed& t) { return t.face == kFaceCount; });
    if (!aces)
        return say(QT_TRANSLATE_NOOP("knobel::RealDice",
            "Keep your dice hidden: press Enter with the field empty. Only five Aces are shown at once: A A "
            "A A A."));
    std::fill(faces.begin(), faces.end(), kFaceCount);
    return {};
}

/// Würfel-Hold'em's pocket of this group (its draw from the bag or its throw), or kNoSeat.
Seat pocketOf(const Match& match, int group)
{
    const auto* state = match.stateAs<HoldemState>();
    if (!state)
        return kNoSeat;
    const int seat = group >= holdem::kDrawBase ? group - holdem::kDrawBase : group;
    return seat >= 0 && seat < holdem::kBoard && seat < state->seats() ? seat : kNoSeat;
}

} // namespace

bool peopleOnly(const GameDef& def, const RuleOptions& options)
{
    return def.hiddenDiceUnder(options) && def.id() == "holdem";
}

bool possible(const GameDef& def, const RuleOptions& options)
{
    return !def.hiddenDiceUnder(options) || ownCups(def, options) || peopleOnly(def, options);
}

Seat cupOwner(const GameDef& def, const GameSetup& setup, int group)
{
    if (!ownCups(def, setup.options))
        return kNoSeat;
    Action probe = Action::throwDice(group);
    probe.faces = {1};
    Seat owner = kNoSeat;
    bool hidden = false;
    for (Seat viewer = 0; viewer < Seat(setup.players.size()); ++viewer) {
        if (def.redactUnder(setup.options, probe, kChance, viewer).faces == probe.faces)
            owner = owner == kNoSeat ? viewer : kChance; // kChance: seen by more than one seat
        else
            hidden = true;
    }
    return hidden && owner >= 0 ? owner : kNoSeat;
}

std::optional<Request> request(const Match& match)
{
    const auto awaited = match.awaitedThrow();
    const auto spec = match.awaitedSpec();
    if (!awaited || !spec)
        return std::nullopt;
    Request r;
    r.by = match.awaitedBy();
    r.group = awaited->group;
    r.fromBag = spec->fromBag;
    r.dice = spec->fromBag ? int(spec->current.size()) / holdem::kRollsPerDraw
                           : int(std::count(spec->thrown.begin(), spec->thrown.end(), true));
    r.kept = spec->fromBag ? 0 : int(spec->current.size()) - r.dice;
    r.spec = *spec;
    r.hidden = cupOwner(match.def(), match.setup(), r.group) >= 0;
    if (r.hidden && r.by == kChance)
        r.by = cupOwner(match.def(), match.setup(), r.group); // the owner throws the cup
    if (match.realDice())
        r.pocket = pocketOf(match, r.group);
    return r;
}

Message read(const Match& match, std::string_view text, std::vector<int>& faces)
{
    const auto r = request(match);
    if (!r)
        return say(QT_TRANSLATE_NOOP("knobel::RealDice", "No throw waits for its dice now."));
    if (r->hidden)
        return readHidden(match, *r, text, faces);
    std::vector<Typed> typed;
    if (Message problem = readTyped(match, text, holdemDice(match, 0) != nullptr, typed); !problem.empty())
        return problem;
    return facesOf(match, r->spec, typed, faces);
}

Message enter(Match& match, std::string_view text)
{
    const auto r = request(match);
    if (!r)
        return say(QT_TRANSLATE_NOOP("knobel::RealDice", "No throw waits for its dice now."));
    if (!r->fromBag) {
        std::vector<int> faces;
        if (Message problem = read(match, text, faces); !problem.empty())
            return problem;
        if (Problem problem = match.enterFaces(faces))
            return refused(problem);
        return {};
    }
    // A draw from the bag: a colour for each die, and its number when it is thrown at once.
    const auto* state = match.stateAs<HoldemState>();
    std::vector<Typed> typed;
    if (Message problem = readTyped(match, text, true, typed); !problem.empty())
        return problem;
    if (int(typed.size()) != r->dice)
        return say(QT_TRANSLATE_N_NOOP("knobel::RealDice", "%n die(s) to draw from the bag now, not %1."),
            {Message::number(int(typed.size()))}, r->dice);
    std::vector<holdem::Colour> colours;
    auto bag = state->bag();
    for (const Typed& die : typed) {
        if (!die.colour)
            return say(
                QT_TRANSLATE_NOOP("knobel::RealDice", "Say the colour of each die drawn: %1 has none."),
                {Message::plain(die.token)});
        if (bag[std::size_t(*die.colour)]-- <= 0)
            return say(QT_TRANSLATE_NOOP("knobel::RealDice", "The bag holds no more %1 dice."),
                {colourMessage(*die.colour)});
        colours.push_back(*die.colour);
    }
    const long numbered
        = std::count_if(typed.begin(), typed.end(), [](const Typed& t) { return bool(t.face); });
    if (numbered != 0 && numbered != long(typed.size()))
        return say(QT_TRANSLATE_NOOP("knobel::RealDice", "Give every die drawn its number, or none."));
    Match trial = match; // a refusal changes nothing
    if (Problem problem = trial.enterFaces(holdem::rollsDrawing(state->bag(), colours)))
        return refused(problem);
    if (numbered) {
        const auto next = request(trial);
        if (!next || next->fromBag || next->dice != int(typed.size()))
            return refused(std::string("the dice drawn are not thrown next"));
        std::vector<Typed> numbers = typed;
        for (Typed& die : numbers)
            die.colour.reset(); // the colours were drawn just now, in this order
        std::vector<int> faces;
        if (Message problem = facesOf(trial, next->spec, numbers, faces); !problem.empty())
            return problem;
        if (Problem problem = trial.enterFaces(faces))
            return refused(problem);
    }
    match = std::move(trial);
    return {};
}

Message prompt(const Match& match)
{
    const auto r = request(match);
    if (!r)
        return {};
    const Message owner
        = r->pocket >= 0 ? Message::plain(match.setup().players[std::size_t(r->pocket)]) : Message{};
    if (r->fromBag && r->pocket >= 0)
        return say(QT_TRANSLATE_N_NOOP("knobel::RealDice",
                       "%1, draw %n die(s) from the bag for your pocket and throw them behind your hand: "
                       "a number and a colour each (4r 6w). Only you see them until the showdown."),
            {owner}, r->dice);
    if (r->pocket >= 0)
        return say(QT_TRANSLATE_N_NOOP("knobel::RealDice",
                       "%1, throw your %n pocket die(s) behind your hand and type them. Only you see "
                       "them until the showdown."),
            {owner}, r->dice);
    if (r->fromBag)
        return say(QT_TRANSLATE_N_NOOP("knobel::RealDice",
                       "Draw %n die(s) from the bag and throw: a number and a colour each (4r 6w)."),
            {}, r->dice);
    const bool seat = r->by >= 0 && r->by < match.playerCount();
    if (r->hidden && seat && !fiveAcesShown(match))
        return say(QT_TRANSLATE_N_NOOP("knobel::RealDice",
                       "%1, throw %n die(s) under your cup and keep them hidden, then press Enter."),
            {Message::plain(match.setup().players[std::size_t(r->by)])}, r->dice);
    if (r->hidden && seat)
        return say(QT_TRANSLATE_N_NOOP("knobel::RealDice",
                       "%1, throw %n die(s) behind your screen and keep them hidden, then press Enter. Five "
                       "Aces are shown at once: type A A A A A."),
            {Message::plain(match.setup().players[std::size_t(r->by)])}, r->dice);
    if (!seat && r->kept == 0) {
        // A throw nobody chooses: the rules' status says whose it is ("Ben throws for the bank.").
        if (const Message status = match.status(kNoSeat); !status.empty())
            return say(QT_TRANSLATE_N_NOOP("knobel::RealDice", "%1 Type %n die(s)."), {status}, r->dice);
    }
    const Message name = seat ? Message::plain(match.setup().players[std::size_t(r->by)]) : Message{};
    if (r->kept > 0) {
        // The dice that stay, by their faces: a computer's choice is told so, before its throw.
        std::vector<int> kept;
        for (std::size_t d = 0; d < r->spec.current.size(); ++d)
            if (!r->spec.thrown[d])
                kept.push_back(r->spec.current[d]);
        const Message stay = facesMessage(kept, match.def().dieKindUnder(match.setup().options));
        return seat
            ? say(QT_TRANSLATE_N_NOOP("knobel::RealDice", "Throw %n die(s) for %1; kept as they lie: %2."),
                {name, stay}, r->dice)
            : say(QT_TRANSLATE_N_NOOP("knobel::RealDice", "Throw %n die(s); kept as they lie: %1."), {stay},
                r->dice);
    }
    return seat ? say(QT_TRANSLATE_N_NOOP("knobel::RealDice", "Throw %n die(s) for %1."), {name}, r->dice)
                : say(QT_TRANSLATE_N_NOOP("knobel::RealDice", "Throw %n die(s)."), {}, r->dice);
}

Message example(const Match& match)
{
    const auto r = request(match);
    if (!r || r->dice <= 0 || r->hidden)
        return {}; // a person's hidden cup is not typed: Enter alone
    if (r->fromBag) {
        // Numbers and colours as the prompt asks for them; the colours' letters are the player's.
        static constexpr int numbers[] = {4, 6, 2, 5, 3};
        static constexpr holdem::Colour colours[] = {holdem::Colour::Red, holdem::Colour::White,
            holdem::Colour::Black, holdem::Colour::Yellow, holdem::Colour::Red};
        Message out;
        for (int d = std::min(r->dice, 5) - 1; d >= 0; --d) {
            Message one = say(QT_TRANSLATE_NOOP("knobel::RealDice", "%1%2"),
                {Message::number(numbers[d]), colourLetter(colours[d])});
            if (out.empty()) {
                out = std::move(one);
                continue;
            }
            Message pair;
            pair.context = "knobel::Faces";
            pair.text = QT_TRANSLATE_NOOP("knobel::Faces", "%1 %2");
            pair.args = {std::move(one), std::move(out)};
            out = std::move(pair);
        }
        return out;
    }
    // A pair and a single, then the other faces: for poker dice K K Q J 10 9.
    static constexpr int pips[] = {4, 4, 2, 6, 1, 3};
    static constexpr int poker[] = {5, 5, 4, 3, 2, 1};
    const DieKind kind = match.def().dieKindUnder(match.setup().options);
    std::vector<int> faces;
    for (int d = 0; d < std::min(r->dice, 6); ++d)
        faces.push_back(kind == DieKind::Poker ? poker[d] : pips[d]);
    return facesMessage(faces, kind);
}

} // namespace knobel::realdice
