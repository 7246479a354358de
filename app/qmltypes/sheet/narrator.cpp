// SPDX-License-Identifier: GPL-3.0-or-later
#include "narrator.h"

#include "dicemodel.h"
#include "gamecontroller.h"
#include "messagetext.h"
#include "scoresheetmodel.h"

#include <algorithm>

GameNarrator::GameNarrator(QObject* parent)
    : QObject(parent)
{
}

void GameNarrator::setController(GameController* controller)
{
    if (m_controller == controller)
        return;
    for (const auto& c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_controller = controller;
    if (controller) {
        m_connections << connect(
            controller, &GameController::diceThrown, this, [this] { emit announce(throwText()); });
        // A computer's entry is said once, when it is written.
        m_connections << connect(controller, &GameController::lastEntryChanged, this, [this] {
            const QVariantMap entry = m_controller->lastEntry();
            if (entry.value(QStringLiteral("done")).toBool() && !m_controller->isFinished())
                emit announce(tr("%1. %2").arg(
                    entry.value(QStringLiteral("spoken")).toString(), m_controller->status()));
        });
    }
    emit controllerChanged();
}

QString GameNarrator::diceText(bool marked) const
{
    if (!m_controller)
        return {};
    DiceModel* dice = m_controller->dice();
    QStringList words;
    for (int i = 0; i < dice->rowCount(); ++i) {
        const QModelIndex index = dice->index(i);
        const int face = dice->data(index, DiceModel::FaceRole).toInt();
        if (face == 0)
            continue;
        QString word = DiceModel::faceName(face, m_controller->hasPokerDice());
        if (marked && dice->data(index, DiceModel::HeldRole).toBool())
            word = tr("%1 (set aside)").arg(word);
        words << word;
    }
    return words.join(tr(", ", "between the dice in words"));
}

QString GameNarrator::throwText() const
{
    if (!m_controller || m_controller->throwsMade() == 0)
        return {};
    QStringList parts;
    QString dice = diceText();
    if (m_controller->isComputerTurn())
        dice = tr("%1 threw %2").arg(m_controller->currentPlayerName(), dice);
    if (m_controller->served() && m_controller->scoresServed())
        dice = tr("%1, served").arg(dice);
    parts << dice;
    // Doppelhand: which turn, and the first hand the boxes also count.
    if (m_controller->doubleHand())
        parts << (m_controller->hasFirstHand() ? m_controller->firstHandText() : tr("first turn of the box"));
    if (m_controller->throwsPerTurn() > 1)
        parts << tr("%n throw(s) left", nullptr, m_controller->throwsLeft());
    // What the dice allow: the free boxes of the player on turn that score most.
    ScoreSheetModel* sheet = m_controller->sheet();
    const int columns = sheet->sheetColumns();
    const int first = std::max(0, m_controller->currentPlayer()) * columns;
    struct Choice
    {
        int points;
        QString name;
    };
    std::vector<Choice> choices;
    for (int row = 0; row < sheet->gameRowCount(); ++row) {
        for (int column = first; column < first + columns; ++column) {
            const QVariant preview = sheet->data(sheet->index(row, column), ScoreSheetModel::PreviewRole);
            if (!preview.isValid() || preview.toInt() <= 0)
                continue;
            QString name = tr("%1 %2").arg(sheet->boxName(column - first, row)).arg(preview.toInt());
            if (columns > 1)
                name = tr("%1 in column %2").arg(name).arg(column - first + 1);
            choices.push_back({preview.toInt(), name});
        }
    }
    std::stable_sort(
        choices.begin(), choices.end(), [](const Choice& a, const Choice& b) { return a.points > b.points; });
    if (choices.empty()) {
        parts << tr("nothing scores");
    } else {
        QStringList best;
        for (std::size_t i = 0; i < std::min<std::size_t>(3, choices.size()); ++i)
            best << choices[i].name;
        parts << tr("best: %1").arg(best.join(tr(", ", "between the dice in words")));
    }
    return parts.join(QStringLiteral("; ")) + QLatin1Char('.');
}

QString GameNarrator::writeText(int sheetColumn, int gameRow) const
{
    if (!m_controller || !m_controller->hasGame())
        return {};
    ScoreSheetModel* sheet = m_controller->sheet();
    const int columns = sheet->sheetColumns();
    const int column = std::max(0, m_controller->currentPlayer()) * columns + sheetColumn;
    const int points = sheet->data(sheet->index(gameRow, column), ScoreSheetModel::PreviewRole).toInt();
    QString box = tr("%1 %2").arg(sheet->boxName(sheetColumn, gameRow)).arg(points);
    if (columns > 1)
        box = tr("%1 in column %2").arg(box).arg(sheetColumn + 1);
    return tr("%1 writes %2 with %3.").arg(m_controller->currentPlayerName(), box, diceText());
}

QString GameNarrator::stateText() const
{
    if (!m_controller || !m_controller->hasGame())
        return {};
    if (m_controller->isFinished())
        return resultText();
    QStringList parts;
    const QString name = m_controller->currentPlayerName();
    if (!m_controller->isScorePad()) {
        if (m_controller->throwsMade() == 0)
            parts << tr("%1 has not thrown yet").arg(name);
        else
            parts << tr("%1's dice: %2").arg(name, diceText(true));
        if (m_controller->throwsPerTurn() > 1)
            parts << tr("%n throw(s) left", nullptr, m_controller->throwsLeft());
        if (m_controller->hasFirstHand())
            parts << m_controller->firstHandText();
    }
    const QVariantList standings = m_controller->standings();
    QString leader;
    int leaderTotal = 0;
    for (const QVariant& v : standings) {
        const QVariantMap s = v.toMap();
        if (s.value(QStringLiteral("player")).toInt() == m_controller->currentPlayer()
            && !m_controller->isScorePad())
            parts << tr("total of %1: %n point(s)", nullptr, s.value(QStringLiteral("total")).toInt())
                         .arg(name);
        if (s.value(QStringLiteral("place")).toInt() == 1 && leader.isEmpty()) {
            leader = s.value(QStringLiteral("name")).toString();
            leaderTotal = s.value(QStringLiteral("total")).toInt();
        }
    }
    if (standings.size() > 1 && !leader.isEmpty())
        parts << tr("leading: %1 with %n point(s)", nullptr, leaderTotal).arg(leader);
    parts << tr("round %1 of %2").arg(m_controller->round()).arg(m_controller->roundCount());
    return parts.join(QStringLiteral("; ")) + QLatin1Char('.');
}

QString GameNarrator::resultText() const
{
    return m_controller ? resultOf(*m_controller) : QString();
}

QString GameNarrator::resultOf(const GameController& controller)
{
    if (!controller.hasGame())
        return {};
    QStringList places;
    for (const QVariant& v : controller.standings()) {
        const QVariantMap s = v.toMap();
        places << tr("place %1: %2, %n point(s)", nullptr, s.value(QStringLiteral("total")).toInt())
                      .arg(s.value(QStringLiteral("place")).toInt())
                      .arg(s.value(QStringLiteral("name")).toString());
    }
    QString list = places.join(QStringLiteral("; "));
    if (!list.isEmpty())
        list[0] = list[0].toUpper(); // it begins a sentence: "The game is over. Place 1: …"
    QString text = tr("The game is over. %1.").arg(list);
    if (controller.settlesInChips()) {
        const QStringList payments = controller.payments();
        text += QLatin1Char(' ')
            + (payments.isEmpty() ? tr("Nobody pays anything.")
                                  : payments.join(QStringLiteral("; ")) + QLatin1Char('.'));
    }
    return text;
}

// The score sheet's part of what the one page reads of every game (SessionController).

QString GameController::resultText() const
{
    return isFinished() ? GameNarrator::resultOf(*this) : QString();
}

QVariantList GameController::standings() const
{
    // A sheet's points stand beside the chips they settle to.
    QVariantList list = SessionController::standings();
    if (!m_match || !settlesInChips())
        return list;
    for (QVariant& v : list) {
        QVariantMap s = v.toMap();
        s.insert(QStringLiteral("figure"),
            translateMessage(m_match->def().totalText(s.value(QStringLiteral("total")).toInt())));
        v = s;
    }
    return list;
}
