// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QVariantList>

namespace knobel {
class Match;
}

/// Where the sheet games' two side rules stand in a match: Contra (the stake, who may double it, the
/// offer waiting for its answer) and Doppelhand (the first hand set aside while the second turn is
/// played). It only reads the match; GameController shows it and plays the actions.
class SheetSideRules
{
public:
    /// A match of any family, or none; `readOnly`: a game from the history, where nothing is offered.
    SheetSideRules(const knobel::Match* match, bool readOnly)
        : m_match(match)
        , m_readOnly(readOnly)
    {
    }

    bool doubleHand() const;
    bool hasFirstHand() const;
    /// The first hand's faces, die by die (empty without one).
    QVariantList firstHandFaces() const;
    bool firstHandServed() const;
    bool canKeepFirstHand() const;

    bool contraPlayed() const;
    /// The stake the round is played for: 1 without Contra.
    int stake() const;
    bool canOfferContra() const;
    bool contraWaiting() const;
    /// The seat whose Contra waits for its answer, or -1.
    int contraSeat() const;

private:
    bool sheetGame() const;

    const knobel::Match* m_match;
    bool m_readOnly;
};
