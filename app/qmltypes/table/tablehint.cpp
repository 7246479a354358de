// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablehint.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

#include "match.h"
#include "messagetext.h"
#include "seatcomputers.h"
#include "tablewords.h"

using knobel::Action;

TableHint::TableHint(QObject* parent)
    : QObject(parent)
{
}

std::optional<Action> TableHint::legalStep(const Action& action, const std::vector<Action>& legal)
{
    if (std::find(legal.begin(), legal.end(), action) != legal.end())
        return action;
    if (action.type == Action::Type::Throw && !action.faces.empty()) {
        Action plain = action;
        plain.faces.clear();
        if (std::find(legal.begin(), legal.end(), plain) != legal.end())
            return plain;
    }
    return std::nullopt;
}

std::vector<knobel::RankedChoice> TableHint::rank(
    const knobel::Bot& bot, const knobel::BotView& view, bool* policy)
{
    std::vector<knobel::RankedChoice> choices;
    for (auto& choice : bot.rank(view))
        if (legalStep(choice.action, view.legal))
            choices.push_back(std::move(choice));
    *policy = choices.empty();
    if (!*policy)
        return choices;
    const std::vector<double> chances = bot.policy(view);
    for (std::size_t i = 0; i < view.legal.size() && i < chances.size(); ++i)
        if (chances[i] > 0) {
            knobel::RankedChoice choice;
            choice.action = view.legal[i];
            choice.value = chances[i];
            choices.push_back(std::move(choice));
        }
    std::stable_sort(
        choices.begin(), choices.end(), [](const auto& a, const auto& b) { return a.value > b.value; });
    return choices;
}

void TableHint::clear()
{
    ++m_generation;
    if (!m_hinting && m_hints.isEmpty() && m_choices.empty())
        return;
    m_hinting = false;
    m_hints.clear();
    m_choices.clear();
    m_meaning.clear();
    emit changed();
}

void TableHint::request(const knobel::Match& match, knobel::Seat seat, std::shared_ptr<const knobel::Bot> bot,
    const knobel::BotPreparation& preparation, std::shared_ptr<std::atomic<bool>> cancel,
    std::function<void(std::shared_ptr<const knobel::Bot>)> done, Locate locate)
{
    clear();
    struct Answer
    {
        std::shared_ptr<const knobel::Bot> bot;
        std::vector<knobel::RankedChoice> choices;
        bool policy = false;
        knobel::RankMeaning meaning;
    };
    const quint64 generation = m_generation;
    m_hinting = true;
    emit changed();
    auto* watcher = new QFutureWatcher<Answer>(this);
    connect(watcher, &QFutureWatcherBase::finished, this,
        [this, watcher, generation, legal = match.legalActions(), done = std::move(done),
            locate = std::move(locate)] {
            watcher->deleteLater();
            Answer answer = watcher->result();
            done(answer.bot);
            if (!answer.bot) { // cancelled: no hint, nothing else changed
                m_hinting = false;
                emit changed();
                return;
            }
            if (generation != m_generation)
                return; // the position moved on
            m_hinting = false;
            show(std::move(answer.choices), answer.policy, answer.meaning, legal, locate);
        });
    // The hint's computer is told exactly what the seat on turn may know: its own view, never more.
    // It works on a copy of the match, as a decision does: the view's whole state (open games) must
    // not change under it when the player acts before the hint is ready.
    const std::string best = match.def().levels().back();
    watcher->setFuture(QtConcurrent::run([match, seat, best, preparation, bot, cancel] {
        const knobel::BotView view = match.botView(seat, 0);
        Answer answer;
        answer.bot = bot ? bot : makeSeatBot(match.def(), best, match.setup().options, preparation);
        if (answer.bot) {
            answer.choices = rank(*answer.bot, view, &answer.policy);
            answer.meaning = answer.bot->rankMeaning(view);
        }
        return answer;
    }));
}

void TableHint::show(std::vector<knobel::RankedChoice> choices, bool policy,
    const knobel::RankMeaning& meaning, const std::vector<Action>& legal, const Locate& locate)
{
    m_choices = std::move(choices);
    m_policy = policy;
    // The game's bot says what its values are (RankMeaning); a policy is how often it acts so.
    const auto unit = policy ? knobel::RankMeaning::Unit::Chance : meaning.unit;
    m_meaning
        = policy ? tr("How likely the best computer would take each action") : translateMessage(meaning.text);
    // Choices of one worth: said, so that equal figures are not taken for a fault (Poker Dice: the
    // other player's best answer to any bet is to fold, and to a check to give up later).
    if (!policy && m_choices.size() > 1
        && std::all_of(m_choices.begin(), m_choices.end(),
            [&](const auto& c) { return std::abs(c.value - m_choices.front().value) < 1e-9; }))
        m_meaning = tr("%1. Here every choice is worth the same: whatever you choose, the other side's "
                       "best answer leaves you this result.")
                        .arg(m_meaning);
    QString spokenBest;
    for (const auto& choice : m_choices) {
        const Action step = legalStep(choice.action, legal).value_or(choice.action);
        const Place place = locate(choice, step);
        const QString valueText = TableWords::hintValueText(choice.value, unit);
        if (m_hints.isEmpty()) {
            // Said as a screen reader should: dice in words, the sentence's own full stop dropped.
            QString words = !choice.text.empty() ? spokenMessage(choice.text) : place.label;
            if (words.endsWith(u'.'))
                words.chop(1);
            spokenBest = tr("Hint: %1 (%2).").arg(words, valueText);
        }
        m_hints << QVariantMap{{QStringLiteral("row"), place.row}, {QStringLiteral("label"), place.label},
            {QStringLiteral("value"), choice.value}, {QStringLiteral("valueText"), valueText}};
    }
    emit changed();
    emit told(spokenBest.isEmpty() ? tr("The hint has no choice to offer.") : spokenBest);
}
