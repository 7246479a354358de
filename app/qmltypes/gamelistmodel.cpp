// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamelistmodel.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>

#include "games/registry.h"
#include "language.h"

GameListModel::GameListModel(QObject* parent)
    : QAbstractListModel(parent)
{
    for (int g = 0; g < int(knobel::allGames().size()); ++g)
        m_order.push_back(g);
    connect(Language::instance(), &Language::codeChanged, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0), index(rowCount() - 1), {DescriptionRole});
    });
}

void GameListModel::setRecent(const QStringList& recent)
{
    if (recent == m_recent)
        return;
    m_recent = recent;
    std::vector<int> order;
    const auto& games = knobel::allGames();
    for (const QString& id : recent)
        for (int g = 0; g < int(games.size()); ++g)
            if (games[g]->id() == id.toStdString() && std::find(order.begin(), order.end(), g) == order.end())
                order.push_back(g);
    for (int g = 0; g < int(games.size()); ++g)
        if (std::find(order.begin(), order.end(), g) == order.end())
            order.push_back(g);
    if (order != m_order) {
        beginResetModel();
        m_order = order;
        endResetModel();
    }
    emit recentChanged();
}

int GameListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(knobel::allGames().size());
}

QVariant GameListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const knobel::Game& game = *knobel::allGames()[std::size_t(m_order[std::size_t(index.row())])];
    switch (role) {
    case IdRole:
        return QString::fromUtf8(game.id().data(), qsizetype(game.id().size()));
    case Qt::DisplayRole:
    case NameRole:
        return QString::fromUtf8(game.name().data(), qsizetype(game.name().size()));
    case DescriptionRole:
        return QCoreApplication::translate("knobel::Games", game.description());
    case MinPlayersRole:
        return game.minPlayers();
    case MaxPlayersRole:
        return game.maxPlayers();
    case DiceCountRole:
        return game.diceCount();
    case PokerDiceRole:
        return game.dieKind() == knobel::DieKind::Poker;
    case SheetColumnsRole:
        return game.columnCount();
    }
    return {};
}

QHash<int, QByteArray> GameListModel::roleNames() const
{
    return {{IdRole, "gameId"}, {NameRole, "name"}, {DescriptionRole, "description"},
        {MinPlayersRole, "minPlayers"}, {MaxPlayersRole, "maxPlayers"}, {DiceCountRole, "diceCount"},
        {PokerDiceRole, "pokerDice"}, {SheetColumnsRole, "sheetColumns"}};
}

QVariantMap GameListModel::get(int row) const
{
    QVariantMap roles;
    const auto names = roleNames();
    for (auto it = names.begin(); it != names.end(); ++it)
        roles.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
    return roles;
}

QString GameListModel::rulesText(const QString& gameId, const QString& language) const
{
    // One page per game and language, written for this program from the seed texts.
    QFile page(QStringLiteral(":/rules/%1.%2.html").arg(gameId, language));
    if (!page.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(page.readAll());
}
