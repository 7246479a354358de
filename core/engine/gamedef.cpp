// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/gamedef.h"

#include <algorithm>
#include <charconv>
#include <iterator>

#include <QtCore/qglobal.h>

namespace knobel {

Message GameDef::totalText(int total) const
{
    Message m;
    m.context = "knobel::Results";
    m.text = QT_TRANSLATE_N_NOOP("knobel::Results", "%n point(s)");
    m.n = total;
    return m;
}

GameDef::StandIn GameDef::standIn(std::string_view level, const RuleOptions& options) const
{
    static constexpr const char* names[][2] = {{"beginner", QT_TRANSLATE_NOOP("knobel::Levels", "beginner")},
        {"good", QT_TRANSLATE_NOOP("knobel::Levels", "good")},
        {"perfect", QT_TRANSLATE_NOOP("knobel::Levels", "perfect")}};
    const std::vector<std::string> all = levels();
    const auto asked = std::find(all.begin(), all.end(), level);
    // Downwards from the level below the one asked for, then upwards from the weakest.
    std::vector<std::string> order(std::make_reverse_iterator(asked), all.rend());
    order.insert(order.end(), all.begin(), all.end());
    for (const std::string& candidate : order) {
        if (candidate == level || needsPreparation(candidate, options))
            continue;
        StandIn standIn{makeBot(candidate, options, {}), Message::plain(candidate)};
        for (const auto& [id, name] : names)
            if (candidate == id) {
                standIn.name = Message{};
                standIn.name.context = "knobel::Levels";
                standIn.name.text = name;
            }
        if (standIn.bot)
            return standIn;
    }
    return {};
}

std::string_view familyId(Family family)
{
    switch (family) {
    case Family::Sheet:
        return "sheet";
    case Family::Track:
        return "track";
    case Family::Tally:
        return "tally";
    case Family::KeepCompare:
        return "keep_compare";
    case Family::Bank:
        return "bank";
    case Family::OpenPoker:
        return "open_poker";
    case Family::HiddenHand:
        return "hidden_hand";
    case Family::Holdem:
        return "holdem";
    }
    return "sheet";
}

const char* familyName(Family family)
{
    switch (family) {
    case Family::Sheet:
        return QT_TRANSLATE_NOOP("knobel::Families", "Score sheet");
    case Family::Track:
        return QT_TRANSLATE_NOOP("knobel::Families", "Race");
    case Family::Tally:
        return QT_TRANSLATE_NOOP("knobel::Families", "Points");
    case Family::KeepCompare:
        return QT_TRANSLATE_NOOP("knobel::Families", "Keep and compare");
    case Family::Bank:
        return QT_TRANSLATE_NOOP("knobel::Families", "Bank and board");
    case Family::OpenPoker:
        return QT_TRANSLATE_NOOP("knobel::Families", "Poker in the open");
    case Family::HiddenHand:
        return QT_TRANSLATE_NOOP("knobel::Families", "Hidden dice and bluff");
    case Family::Holdem:
        return QT_TRANSLATE_NOOP("knobel::Families", "Community dice");
    }
    return "";
}

std::string_view listGroupId(ListGroup group)
{
    switch (group) {
    case ListGroup::Sheet:
        return "sheet";
    case ListGroup::OneDie:
        return "one_die";
    case ListGroup::TwoDice:
        return "two_dice";
    case ListGroup::ThreeDice:
        return "three_dice";
    case ListGroup::FiveDice:
        return "five_dice";
    case ListGroup::SixDice:
        return "six_dice";
    case ListGroup::PokerDice:
        return "poker_dice";
    case ListGroup::Betting:
        return "betting";
    }
    return "sheet";
}

const char* listGroupName(ListGroup group)
{
    switch (group) {
    case ListGroup::Sheet:
        return QT_TRANSLATE_NOOP("knobel::ListGroups", "Score-sheet games");
    case ListGroup::OneDie:
        return QT_TRANSLATE_NOOP("knobel::ListGroups", "Games with one die");
    case ListGroup::TwoDice:
        return QT_TRANSLATE_NOOP("knobel::ListGroups", "Games with two dice");
    case ListGroup::ThreeDice:
        return QT_TRANSLATE_NOOP("knobel::ListGroups", "Games with three dice");
    case ListGroup::FiveDice:
        return QT_TRANSLATE_NOOP("knobel::ListGroups", "Games with five dice");
    case ListGroup::SixDice:
        return QT_TRANSLATE_NOOP("knobel::ListGroups", "Games with six dice");
    case ListGroup::PokerDice:
        return QT_TRANSLATE_NOOP("knobel::ListGroups", "Games with poker dice");
    case ListGroup::Betting:
        return QT_TRANSLATE_NOOP("knobel::ListGroups", "Betting and bluff");
    }
    return "";
}

namespace {

int numberIn(std::string_view name)
{
    int value = -1;
    const auto [end, error] = std::from_chars(name.data(), name.data() + name.size(), value);
    return error == std::errc() && end == name.data() + name.size() ? value : -1;
}

} // namespace

int GameDef::choiceIndex(std::string_view name) const
{
    return numberIn(name);
}

int GameDef::fieldIndex(std::string_view name) const
{
    return numberIn(name);
}

} // namespace knobel
