// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamelistmodel.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

#include <algorithm>

#include "accessibility.h"
#include "engine/registry.h"
#include "gamename.h"
#include "language.h"
#include "match.h"

GameListModel::GameListModel(QObject* parent)
    : QAbstractListModel(parent)
{
    for (int g = 0; g < int(knobel::allGameDefs().size()); ++g)
        m_order.push_back(g);
    connect(Language::instance(), &Language::codeChanged, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(
                index(0), index(rowCount() - 1), {Qt::DisplayRole, NameRole, DescriptionRole, FamilyRole});
    });
}

void GameListModel::setRecent(const QStringList& recent)
{
    if (recent == m_recent)
        return;
    m_recent = recent;
    std::vector<int> order;
    const auto& games = knobel::allGameDefs();
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

namespace {
/// How many dice fall at once in a game (for the picture): a seeded game of the fewest players is
/// played with its first legal actions until dice lie on the table.
int diceOnTable(const knobel::GameDef& game)
{
    knobel::GameSetup setup;
    setup.game = std::string(game.id());
    setup.options = game.defaultOptions();
    setup.seed = 1;
    for (int p = 0; p < game.minPlayers(); ++p)
        setup.players.push_back("P" + std::to_string(p + 1));
    knobel::Match match(setup);
    int seen = 0; // a one-die game never shows more; a draw of one die each is looked past
    for (int step = 0; step < 100 && !match.isFinished(); ++step) {
        int most = 0;
        for (const auto& group : match.observe(knobel::kNoSeat).dice)
            if (std::any_of(group.dice.begin(), group.dice.end(),
                    [](const auto& d) { return d.face > 0 || d.hidden; }))
                most = std::max(most, int(group.dice.size()));
        if (most > 1)
            return most;
        seen = std::max(seen, most);
        const auto legal = match.legalActions();
        if (legal.empty() || match.apply(legal.front()))
            break;
    }
    return seen;
}
} // namespace

int GameListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(knobel::allGameDefs().size());
}

QVariant GameListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const knobel::GameDef& game = *knobel::allGameDefs()[std::size_t(m_order[std::size_t(index.row())])];
    const knobel::SheetGame* sheetGame = game.sheetGame();
    switch (role) {
    case IdRole:
        return QString::fromUtf8(game.id().data(), qsizetype(game.id().size()));
    case Qt::DisplayRole:
    case NameRole:
        return displayName(game);
    case DescriptionRole:
        return QCoreApplication::translate("knobel::Games", game.description());
    case MinPlayersRole:
        return game.minPlayers();
    case MaxPlayersRole:
        return game.maxPlayers();
    case DiceCountRole:
        return sheetGame ? sheetGame->diceCount() : diceOnTable(game);
    case PokerDiceRole:
        return game.dieKind() == knobel::DieKind::Poker;
    case SheetColumnsRole:
        return sheetGame ? sheetGame->columnCount() : 0;
    case FamilyRole:
        return QCoreApplication::translate("knobel::Families", knobel::familyName(game.family()));
    case LevelsRole: {
        QStringList levels;
        for (const auto& level : game.levels())
            levels << QString::fromStdString(level);
        return levels;
    }
    case ScorePadRole:
        return game.hasScorePad();
    }
    return {};
}

QHash<int, QByteArray> GameListModel::roleNames() const
{
    return {{IdRole, "gameId"}, {NameRole, "name"}, {DescriptionRole, "description"},
        {MinPlayersRole, "minPlayers"}, {MaxPlayersRole, "maxPlayers"}, {DiceCountRole, "diceCount"},
        {PokerDiceRole, "pokerDice"}, {SheetColumnsRole, "sheetColumns"}, {FamilyRole, "family"},
        {LevelsRole, "levels"}, {ScorePadRole, "scorePad"}};
}

QVariantMap GameListModel::get(int row) const
{
    QVariantMap roles;
    const auto names = roleNames();
    for (auto it = names.begin(); it != names.end(); ++it)
        roles.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
    return roles;
}

QStringList GameListModel::names() const
{
    QStringList names;
    for (const knobel::GameDef* game : knobel::allGameDefs())
        names << displayName(*game);
    return names;
}

QString GameListModel::rulesText(const QString& gameId, const QString& language) const
{
    // One page per game and language, written for this program from the seed texts.
    QFile page(QStringLiteral(":/rules/%1.%2.html").arg(gameId, language));
    if (!page.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(page.readAll());
}

namespace {

QString wordsOf(const QString& html)
{
    return Speech::plainText(html).simplified();
}

/// A table as sentences: "Straight: Points 25, served 30." — a value with its column's heading,
/// empty cells and dashes left out.
QString spokenTable(const QString& html)
{
    static const QRegularExpression rowPattern(
        QStringLiteral("<tr[^>]*>(.*?)</tr>"), QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression cellPattern(
        QStringLiteral("<t([hd])[^>]*>(.*?)</t[hd]>"), QRegularExpression::DotMatchesEverythingOption);
    QStringList headings;
    QStringList sentences;
    for (const QRegularExpressionMatch& row : rowPattern.globalMatch(html)) {
        QStringList cells;
        bool headingRow = true;
        for (const QRegularExpressionMatch& cell : cellPattern.globalMatch(row.captured(1))) {
            cells << wordsOf(cell.captured(2));
            headingRow = headingRow && cell.captured(1) == QLatin1String("h");
        }
        if (headingRow) {
            headings = cells;
            continue;
        }
        QStringList values;
        for (int c = 1; c < cells.size(); ++c)
            if (!cells[c].isEmpty() && cells[c] != QStringLiteral("—")) // a dash: there is none
                values << (headings.value(c).isEmpty() ? cells[c] : headings[c] + u' ' + cells[c]);
        sentences << (values.isEmpty()
                ? cells.value(0)
                : cells.value(0) + QStringLiteral(": ") + values.join(QStringLiteral(", ")));
    }
    return sentences.join(QStringLiteral(". ")) + u'.';
}

} // namespace

QVariantList GameListModel::rulesBlocks(const QString& gameId, const QString& language) const
{
    // The pages are written by us with top-level h2, h3, p, table and ul only.
    static const QRegularExpression blockPattern(QStringLiteral("<(h2|h3|p|table|ul)\\b[^>]*>(.*?)</\\1>"),
        QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression itemPattern(
        QStringLiteral("<li[^>]*>(.*?)</li>"), QRegularExpression::DotMatchesEverythingOption);
    QVariantList blocks;
    const auto add = [&blocks](const QString& html, const QString& spoken, int headingLevel) {
        blocks << QVariantMap{{QStringLiteral("html"), html}, {QStringLiteral("spoken"), spoken},
            {QStringLiteral("headingLevel"), headingLevel}};
    };
    const QString page = rulesText(gameId, language);
    for (const QRegularExpressionMatch& block : blockPattern.globalMatch(page)) {
        const QString tag = block.captured(1);
        if (tag == QLatin1String("ul")) {
            for (const QRegularExpressionMatch& item : itemPattern.globalMatch(block.captured(2)))
                add(QStringLiteral("<ul>%1</ul>").arg(item.captured(0)), wordsOf(item.captured(1)), 0);
        } else if (tag == QLatin1String("table")) {
            add(block.captured(0), spokenTable(block.captured(0)), 0);
        } else {
            add(block.captured(0), wordsOf(block.captured(2)),
                tag == QLatin1String("h2")       ? 2
                    : tag == QLatin1String("h3") ? 3
                                                 : 0);
        }
    }
    return blocks;
}
