// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheetpainter.h"

class GameController;

/// Heading and outcome of the sheet game a controller holds, for the printed sheet. Apart from
/// SheetPainter, which paints any sheet and knows no controller.
SheetPrintout sheetPrintoutOf(const GameController& game);
