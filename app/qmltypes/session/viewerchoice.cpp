// SPDX-License-Identifier: GPL-3.0-or-later
#include "viewerchoice.h"

#include "match.h"
#include "realdice.h"

using knobel::kNoSeat;

bool ViewerChoice::isHuman(const knobel::Match& match, int seat)
{
    return seat >= 0 && match.setup().kindOf(seat) == "human";
}

ViewerChoice ViewerChoice::after(
    const knobel::Match& match, ViewerChoice now, bool readOnly, bool playsItself, bool hiddenDice)
{
    const auto isHuman = [&match](int seat) { return ViewerChoice::isHuman(match, seat); };
    int humans = 0;
    for (int p = 0; p < match.playerCount(); ++p)
        humans += isHuman(p) ? 1 : 0;
    int target = now.privacySeat != kNoSeat ? now.privacySeat : now.viewer;
    if (readOnly || humans == 0 || playsItself) {
        target = kNoSeat; // a game that plays itself hides nothing: everyone sees the same
    } else if (humans == 1) {
        for (int p = 0; p < match.playerCount(); ++p)
            if (isHuman(p))
                target = p;
    } else if (const auto typed = knobel::realdice::request(match); typed && isHuman(typed->pocket)) {
        target = typed->pocket; // real dice: a person's pocket is typed by them alone at the screen
    } else if (const int on = match.toAct(); on >= 0 && isHuman(on)) {
        target = on;
    } else if (match.isFinished() && target == kNoSeat) {
        // A finished game between several people, opened from a file, is seen as its last player
        // left it at the screen: the same as when it was played to its end here.
        const auto& actors = match.actors();
        for (auto it = actors.rbegin(); it != actors.rend(); ++it)
            if (isHuman(*it)) {
                target = *it;
                break;
            }
    }
    const bool screen = humans > 1 && !readOnly && hiddenDice && !match.isFinished();
    if (target == now.viewer)
        return {now.viewer, kNoSeat};
    if (screen && target >= 0)
        return {kNoSeat, target}; // nobody's dice show until the next player says it is them
    return {target, kNoSeat};
}
