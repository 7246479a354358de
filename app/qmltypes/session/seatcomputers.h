// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QStringList>

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/bot.h"
#include "engine/gamedef.h"
#include "engine/message.h"

namespace knobel {
class Match;
}
class Preparation;

/// The one place where a seat's computer player is made: a level of the game ("beginner", "good",
/// "perfect"). Further kinds (an external program) are added here. nullptr when there is no such kind.
std::shared_ptr<const knobel::Bot> makeSeatBot(const knobel::GameDef& game, const std::string& kind,
    const knobel::RuleOptions& options, const knobel::BotPreparation& preparation = {});

/// The computer players of a game's seats: each level made once for the game's options, off the GUI
/// thread (some read or build a table first, shown by the window's Preparation), and, where that
/// preparation was cancelled, what plays the level instead for the rest of the game — with a note for
/// the log saying so.
class SeatComputers : public QObject
{
    Q_OBJECT

public:
    /// A level that plays as another from a point of the game on.
    struct StandInNote
    {
        std::size_t at = 0; ///< the number of actions taken when it came in: the log says it after them
        int seat = 0;
        std::string level;
        knobel::Message standIn;
    };
    enum class Made { Player, StandIn, Nothing };

    explicit SeatComputers(QObject* parent = nullptr);

    /// A new game: another game or other options forget the players made; every game tries the
    /// levels again (no stand-ins, no notes).
    void newGame(bool sameOptions);
    /// The player of a kind, its stand-in first; null until made.
    std::shared_ptr<const knobel::Bot> player(const std::string& kind) const;
    /// The level itself, never its stand-in (the hint asks the best level); null until made.
    std::shared_ptr<const knobel::Bot> level(const std::string& kind) const;
    /// Keeps a player made elsewhere (the hint's best level) unless one is there.
    void keep(const std::string& kind, std::shared_ptr<const knobel::Bot> bot);
    /// Makes the player of `kind` for `match`'s game and options off the GUI thread. `done` hears
    /// Player when it is there, StandIn when its preparation was cancelled and a stand-in now plays
    /// its seats in the game `stillPlaying` gives (the notes say so), Nothing when neither (that game
    /// is over: `stillPlaying` gives null).
    void make(const knobel::Match& match, const std::string& kind, Preparation& preparation,
        const QString& tableFolder, std::function<const knobel::Match*()> stillPlaying,
        std::function<void(Made)> done);

    const std::vector<StandInNote>& notes() const { return m_notes; }
    QString noteText(const StandInNote& note, const QStringList& names) const;

private:
    std::map<std::string, std::shared_ptr<const knobel::Bot>> m_players; ///< by kind, for the options
    /// By kind, for this game only: what plays a level whose preparation was cancelled.
    std::map<std::string, std::shared_ptr<const knobel::Bot>> m_standIns;
    std::vector<StandInNote> m_notes;
};
