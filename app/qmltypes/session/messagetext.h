// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "engine/message.h"

/// A sentence of the rules in the current language, its arguments filled in: names isolated, so that
/// a name written right to left never turns the sentence around it.
QString translateMessage(const knobel::Message& message);

/// The same sentence as a screen reader should say it: dice in words ("King, Queen, Nine"), not the
/// letters the screen shows ("K Q 9"), which Orca would spell.
QString spokenMessage(const knobel::Message& message);
