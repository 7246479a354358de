// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetprintoutof.h"

#include <QDate>
#include <QLocale>

#include "fairdicetext.h"
#include "gamecontroller.h"
#include "kits/columnnumeral.h"
#include "ruleoptionsmodel.h"
#include "sheetpainter.h"

SheetPrintout sheetPrintoutOf(const GameController& game)
{
    SheetPrintout printout;
    printout.title = game.gameName();
    printout.subtitle = QLocale().toString(QDate::currentDate(), QLocale::LongFormat);
    printout.players = game.playerNames();
    printout.provisional = game.hasGame() && !game.isFinished();
    if (const knobel::Match* match = game.match()) {
        printout.options = RuleOptionsModel::changedOptions(match->def(), match->setup().options);
        for (const QVariant& entry : game.standings()) {
            const QVariantMap s = entry.toMap();
            printout.results << SheetPainter::tr("%1. %2, %n point(s)", nullptr, s["total"].toInt())
                                    .arg(s["place"].toInt())
                                    .arg(s["name"].toString());
        }
        printout.results << game.payments();
        // Contra: the stake that multiplied the settlement, and every doubling in order.
        if (game.contraPlayed()) {
            printout.results << game.stakeText();
            printout.results << game.contraHistory();
        }
        // Würfel-Poker: who won which column against whom.
        for (const QVariant& entry : game.duels()) {
            const QVariantMap duel = entry.toMap();
            QStringList columns;
            const QStringList winners = duel["columnWinners"].toStringList();
            for (int c = 0; c < winners.size(); ++c)
                columns << SheetPainter::tr("%1: %2").arg(QString::fromStdString(knobel::columnNumeral(c)),
                    winners[c].isEmpty() ? SheetPainter::tr("equal") : winners[c]);
            QString line = SheetPainter::tr("%1 against %2 — %3")
                               .arg(duel["first"].toString(), duel["second"].toString(),
                                   columns.join(QStringLiteral(", ")));
            if (!duel["head"].toString().isEmpty())
                line += SheetPainter::tr(" — Head: %1").arg(duel["head"].toString());
            printout.results << line;
        }
        printout.results << FairDice::lines(*match);
    }
    return printout;
}
