// SPDX-License-Identifier: GPL-3.0-or-later
#include "seatcomputers.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

#include "match.h"
#include "messagetext.h"
#include "preparation.h"
#include "programseats.h"

std::shared_ptr<const knobel::Bot> makeSeatBot(const knobel::GameDef& game, const std::string& kind,
    const knobel::RuleOptions& options, const knobel::BotPreparation& preparation)
{
    const auto levels = game.levels();
    if (std::find(levels.begin(), levels.end(), kind) != levels.end())
        return game.makeBot(kind, options, preparation);
    return nullptr;
}

SeatComputers::SeatComputers(QObject* parent)
    : QObject(parent)
{
}

void SeatComputers::newGame(bool sameOptions)
{
    if (!sameOptions)
        m_players.clear();
    m_standIns.clear();
    m_notes.clear();
}

std::shared_ptr<const knobel::Bot> SeatComputers::player(const std::string& kind) const
{
    if (auto standIn = m_standIns.find(kind); standIn != m_standIns.end())
        return standIn->second;
    if (auto made = m_players.find(kind); made != m_players.end())
        return made->second;
    return nullptr;
}

std::shared_ptr<const knobel::Bot> SeatComputers::level(const std::string& kind) const
{
    const auto made = m_players.find(kind);
    return made == m_players.end() ? nullptr : made->second;
}

void SeatComputers::keep(const std::string& kind, std::shared_ptr<const knobel::Bot> bot)
{
    if (bot && !m_players.count(kind))
        m_players[kind] = std::move(bot);
}

void SeatComputers::make(const knobel::Match& match, const std::string& kind, Preparation& preparation,
    const QString& tableFolder, std::function<const knobel::Match*()> stillPlaying,
    std::function<void(Made)> done)
{
    const knobel::GameDef* def = &match.def();
    const knobel::RuleOptions options = match.setup().options;
    const bool build = def->needsPreparation(kind, options);
    preparation.begin(build);
    struct Result
    {
        std::shared_ptr<const knobel::Bot> bot;
        knobel::GameDef::StandIn standIn; ///< where the preparation was cancelled
    };
    auto* watcher = new QFutureWatcher<Result>(this);
    connect(watcher, &QFutureWatcherBase::finished, this,
        [this, watcher, kind, build, &preparation, stillPlaying = std::move(stillPlaying),
            done = std::move(done)] {
            watcher->deleteLater();
            if (build)
                preparation.end();
            Result result = watcher->result();
            if (result.bot) {
                m_players[kind] = result.bot;
                done(Made::Player);
            } else if (const knobel::Match* match = stillPlaying(); result.standIn.bot && match) {
                // Cancelled: the game goes on with a computer that needs nothing prepared, for the
                // rest of this game (Play again tries the level again).
                m_standIns[kind] = result.standIn.bot;
                for (int seat = 0; seat < match->playerCount(); ++seat)
                    if (match->setup().kindOf(seat) == kind)
                        m_notes.push_back({match->record().actions.size(), seat, kind, result.standIn.name});
                done(Made::StandIn);
            } else {
                done(Made::Nothing); // the game ended or changed meanwhile
            }
        });
    knobel::BotPreparation made;
    made.tableFolder = std::filesystem::path(tableFolder.toStdString());
    made.progress = preparation.progressSink();
    const auto cancel = preparation.cancelFlag();
    made.cancel = cancel.get();
    watcher->setFuture(QtConcurrent::run([def, kind, options, made, cancel] {
        Result result;
        result.bot = makeSeatBot(*def, kind, options, made);
        if (!result.bot && cancel->load())
            result.standIn = def->standIn(kind, options);
        return result;
    }));
}

QString SeatComputers::noteText(const StandInNote& note, const QStringList& names) const
{
    return tr("The computer's preparation was cancelled: for the rest of this game %1 plays as %2 instead "
              "of %3.")
        .arg(names.value(note.seat), translateMessage(note.standIn), ProgramSeats::levelName(note.level));
}
