// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamelistmodel.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTranslator>

#include <algorithm>

#include "engine/gamedef.h"
#include "engine/registry.h"
#include "gamename.h"
#include "language.h"
#include "match.h"
#include "speech.h"

GameListModel::GameListModel(QObject* parent)
    : QAbstractListModel(parent)
    , m_diceOnTable(knobel::allGameDefs().size(), -1)
{
    rebuild();
    connect(Language::instance(), &Language::codeChanged, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0), index(rowCount() - 1),
                {Qt::DisplayRole, NameRole, DescriptionRole, FamilyRole, GroupNameRole});
        ++m_revision;
        emit revisionChanged();
    });
}

void GameListModel::setRecent(const QStringList& recent)
{
    if (recent == m_recent)
        return;
    m_recent = recent;
    rebuild();
    emit recentChanged();
}

void GameListModel::setFilter(const QString& filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    rebuild();
    emit filterChanged();
}

void GameListModel::rebuild()
{
    const auto& games = knobel::allGameDefs();
    std::vector<int> order;
    std::vector<int> rowGroup;
    std::vector<Group> groups;
    const auto addGroup = [&](QString id, const char* name, const std::vector<int>& members) {
        if (members.empty())
            return;
        groups.push_back(Group{std::move(id), name, int(order.size()), int(members.size())});
        for (int g : members) {
            order.push_back(g);
            rowGroup.push_back(int(groups.size()) - 1);
        }
    };
    // A search shows what it found in the booklet's groups; the games played last lead only the whole list.
    if (m_filter.trimmed().isEmpty()) {
        std::vector<int> recent;
        for (const QString& id : m_recent)
            for (int g = 0; g < int(games.size()); ++g)
                if (int(recent.size()) < kRecentShown && games[std::size_t(g)]->id() == id.toStdString()
                    && std::find(recent.begin(), recent.end(), g) == recent.end())
                    recent.push_back(g);
        addGroup(QStringLiteral("recent"), QT_TRANSLATE_NOOP("knobel::ListGroups", "Played last"), recent);
    }
    std::vector<knobel::ListGroup> kinds;
    for (const knobel::GameDef* game : games)
        if (std::find(kinds.begin(), kinds.end(), game->listGroup()) == kinds.end())
            kinds.push_back(game->listGroup());
    std::sort(kinds.begin(), kinds.end());
    for (knobel::ListGroup kind : kinds) {
        std::vector<int> members;
        for (int g = 0; g < int(games.size()); ++g)
            if (games[std::size_t(g)]->listGroup() == kind && nameMatches(*games[std::size_t(g)], m_filter))
                members.push_back(g);
        std::stable_sort(members.begin(), members.end(), [&games](int a, int b) {
            return games[std::size_t(a)]->listPlace() < games[std::size_t(b)]->listPlace();
        });
        addGroup(QString::fromLatin1(
                     knobel::listGroupId(kind).data(), qsizetype(knobel::listGroupId(kind).size())),
            knobel::listGroupName(kind), members);
    }
    beginResetModel();
    m_order = std::move(order);
    m_rowGroup = std::move(rowGroup);
    m_groups = std::move(groups);
    endResetModel();
    ++m_revision;
    emit revisionChanged();
}

namespace {
/// A name as the search compares it: lower case, no accents, no spaces or marks; `umlautsSpelled`
/// writes ä, ö, ü as ae, oe, ue ("Hoelle"), otherwise they lose their dots ("Holle").
QString searchForm(const QString& text, bool umlautsSpelled)
{
    QString lower = text.toLower();
    lower.replace(QChar(0x00DF), QLatin1String("ss"));
    if (umlautsSpelled) {
        lower.replace(QChar(0x00E4), QLatin1String("ae"));
        lower.replace(QChar(0x00F6), QLatin1String("oe"));
        lower.replace(QChar(0x00FC), QLatin1String("ue"));
    }
    QString form;
    for (const QChar c : lower.normalized(QString::NormalizationForm_KD))
        if (c.isLetterOrNumber())
            form += c;
    return form;
}

/// The German catalogue, whatever the language shown: a game is found by either name.
const QTranslator& germanNames()
{
    static QTranslator* const translator = [] {
        auto* t = new QTranslator;
        if (!t->load(QStringLiteral(":/i18n/knobelbecher_de.qm")))
            qWarning("The German catalogue is missing: the search finds games by their English names.");
        return t;
    }();
    return *translator;
}
} // namespace

bool GameListModel::nameMatches(const knobel::GameDef& game, const QString& words)
{
    const std::string english(game.name());
    const QString german = germanNames().translate("knobel::GameNames", english.c_str());
    QStringList forms;
    for (const QString& name :
        {QString::fromStdString(english), german, QString::fromStdString(std::string(game.id()))})
        if (!name.isEmpty())
            forms << searchForm(name, true) << searchForm(name, false);
    for (const QString& word : words.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString spelled = searchForm(word, true);
        const QString plain = searchForm(word, false);
        if (spelled.isEmpty())
            continue;
        if (std::none_of(forms.begin(), forms.end(),
                [&](const QString& form) { return form.contains(spelled) || form.contains(plain); }))
            return false;
    }
    return true;
}

int GameListModel::groupOfRow(int row) const
{
    return row >= 0 && row < int(m_rowGroup.size()) ? m_rowGroup[std::size_t(row)] : -1;
}

QVariantMap GameListModel::group(int group) const
{
    if (group < 0 || group >= int(m_groups.size()))
        return {};
    const Group& g = m_groups[std::size_t(group)];
    return {{QStringLiteral("id"), g.id},
        {QStringLiteral("name"), QCoreApplication::translate("knobel::ListGroups", g.name)},
        {QStringLiteral("first"), g.first}, {QStringLiteral("count"), g.count}};
}

int GameListModel::step(int row, int key, int perRow) const
{
    const int rows = rowCount();
    if (rows == 0)
        return -1;
    if (row < 0 || row >= rows)
        return 0;
    perRow = std::max(1, perRow);
    const int g = groupOfRow(row);
    const Group& here = m_groups[std::size_t(g)];
    const int column = (row - here.first) % perRow;
    switch (key) {
    case Qt::Key_Left:
        return std::max(0, row - 1);
    case Qt::Key_Right:
        return std::min(rows - 1, row + 1);
    case Qt::Key_Home:
        return 0;
    case Qt::Key_End:
        return rows - 1;
    case Qt::Key_PageUp:
        return row > here.first || g == 0 ? here.first : m_groups[std::size_t(g - 1)].first;
    case Qt::Key_PageDown:
        return g + 1 < int(m_groups.size()) ? m_groups[std::size_t(g + 1)].first : rows - 1;
    case Qt::Key_Up: {
        if (row - perRow >= here.first)
            return row - perRow;
        if (g == 0)
            return row;
        // Into the last line of the group above, in the same column or the nearest one left of it.
        const Group& above = m_groups[std::size_t(g - 1)];
        const int lastLine = (above.count - 1) / perRow * perRow;
        return above.first + std::min(lastLine + column, above.count - 1);
    }
    case Qt::Key_Down: {
        if (row + perRow < here.first + here.count)
            return row + perRow;
        // A short last line: Down from above its end still reaches it, at its last card.
        const int lineStart = here.first + (row - here.first) / perRow * perRow;
        if (lineStart + perRow < here.first + here.count)
            return here.first + here.count - 1;
        if (g + 1 >= int(m_groups.size()))
            return row;
        const Group& below = m_groups[std::size_t(g + 1)];
        return below.first + std::min(column, below.count - 1);
    }
    }
    return row;
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
    return parent.isValid() ? 0 : int(m_order.size());
}

QVariant GameListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int gameIndex = m_order[std::size_t(index.row())];
    const knobel::GameDef& game = *knobel::allGameDefs()[std::size_t(gameIndex)];
    const Group& group = m_groups[std::size_t(m_rowGroup[std::size_t(index.row())])];
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
        if (sheetGame)
            return sheetGame->diceCount();
        if (m_diceOnTable[std::size_t(gameIndex)] < 0)
            m_diceOnTable[std::size_t(gameIndex)] = diceOnTable(game);
        return m_diceOnTable[std::size_t(gameIndex)];
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
    case GroupRole:
        return group.id;
    case GroupNameRole:
        return QCoreApplication::translate("knobel::ListGroups", group.name);
    case PositionRole:
        return index.row() - group.first + 1;
    case GroupSizeRole:
        return group.count;
    }
    return {};
}

QHash<int, QByteArray> GameListModel::roleNames() const
{
    return {{IdRole, "gameId"}, {NameRole, "name"}, {DescriptionRole, "description"},
        {MinPlayersRole, "minPlayers"}, {MaxPlayersRole, "maxPlayers"}, {DiceCountRole, "diceCount"},
        {PokerDiceRole, "pokerDice"}, {SheetColumnsRole, "sheetColumns"}, {FamilyRole, "family"},
        {LevelsRole, "levels"}, {ScorePadRole, "scorePad"}, {GroupRole, "group"},
        {GroupNameRole, "groupName"}, {PositionRole, "position"}, {GroupSizeRole, "groupSize"}};
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
    // Every game ends with the section on dice players can check (resources/rules/).
    QFile shared(QStringLiteral(":/rules/shared/fairdice.%1.html").arg(language));
    const QString fair = shared.open(QIODevice::ReadOnly) ? QString::fromUtf8(shared.readAll()) : QString();
    return QString::fromUtf8(page.readAll()) + fair;
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
