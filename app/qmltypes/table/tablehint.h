// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QVariantList>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "engine/bot.h"

namespace knobel {
class Match;
}

/// The table's hint: the game's best level asked, off the GUI thread and from the view of the seat on
/// turn only, what that seat should do; its choices ranked with what each is worth in the unit the
/// game's bot names (RankMeaning), or else how often the bot would take each action (its policy).
/// Forgotten as soon as the position changes.
class TableHint : public QObject
{
    Q_OBJECT

public:
    /// Where a choice stands among the table's actions (−1: it takes several steps) and its words.
    struct Place
    {
        int row = -1;
        QString label;
    };
    using Locate = std::function<Place(const knobel::RankedChoice& choice, const knobel::Action& step)>;

    explicit TableHint(QObject* parent = nullptr);

    bool isHinting() const { return m_hinting; }
    /// Best first: row, label, value, valueText.
    const QVariantList& hints() const { return m_hints; }
    const QString& meaning() const { return m_meaning; }
    const std::vector<knobel::RankedChoice>& choices() const { return m_choices; }
    bool isPolicy() const { return m_policy; }

    /// Forgets the hint, and an answer still being worked out.
    void clear();
    /// Asks `bot` (or, without one, the game's best level made with `preparation`) about `seat`'s view
    /// of `match`. `done` gets the bot (null when its preparation was cancelled: no hint) before the
    /// hint shows; `locate` places each choice among the actions on the table.
    void request(const knobel::Match& match, knobel::Seat seat, std::shared_ptr<const knobel::Bot> bot,
        const knobel::BotPreparation& preparation, std::shared_ptr<std::atomic<bool>> cancel,
        std::function<void(std::shared_ptr<const knobel::Bot>)> done, Locate locate);

    /// The hint from a bot for a view: its ranked choices that are legal (a keep of Poker Dice counts
    /// when throwing is), or else the legal actions it may take with their chances, best first.
    static std::vector<knobel::RankedChoice> rank(
        const knobel::Bot& bot, const knobel::BotView& view, bool* policy);
    /// The legal action a ranked choice stands for: itself, or for a keep (a throw naming the faces
    /// kept) the throw. Nothing where the choice is not legal.
    static std::optional<knobel::Action> legalStep(
        const knobel::Action& action, const std::vector<knobel::Action>& legal);

signals:
    void changed();
    /// The best choice in one sentence for a screen reader.
    void told(const QString& text);

private:
    void show(std::vector<knobel::RankedChoice> choices, bool policy, const knobel::RankMeaning& meaning,
        const std::vector<knobel::Action>& legal, const Locate& locate);

    bool m_hinting = false;
    quint64 m_generation = 0;
    QVariantList m_hints;
    QString m_meaning;
    std::vector<knobel::RankedChoice> m_choices;
    bool m_policy = false;
};
