// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetsiderules.h"

#include "match.h"

bool SheetSideRules::sheetGame() const
{
    return m_match && m_match->isSheetGame();
}

bool SheetSideRules::doubleHand() const
{
    return sheetGame() && m_match->sheetState().doubleHand();
}

bool SheetSideRules::hasFirstHand() const
{
    return doubleHand() && m_match->sheetState().candidate().has_value();
}

QVariantList SheetSideRules::firstHandFaces() const
{
    QVariantList faces;
    if (hasFirstHand())
        for (int face : m_match->sheetState().candidate()->faces)
            faces << face;
    return faces;
}

bool SheetSideRules::firstHandServed() const
{
    return hasFirstHand() && m_match->sheetState().candidate()->served;
}

bool SheetSideRules::canKeepFirstHand() const
{
    return doubleHand() && !m_readOnly && m_match->sheetState().canKeepCandidate();
}

bool SheetSideRules::contraPlayed() const
{
    return sheetGame() && m_match->sheetState().contraPlayed();
}

int SheetSideRules::stake() const
{
    return contraPlayed() ? m_match->sheetState().stake() : 1;
}

bool SheetSideRules::canOfferContra() const
{
    return contraPlayed() && !m_readOnly && m_match->sheetState().canOfferContra();
}

bool SheetSideRules::contraWaiting() const
{
    return contraSeat() >= 0;
}

int SheetSideRules::contraSeat() const
{
    return contraPlayed() ? m_match->sheetState().offerBy() : -1;
}
