// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace knobel {
class GameDef;
}

/// Every game the program offers (allGameDefs()), for the start screen, in groups as the booklet
/// has them (by the number of dice; the sheet games, the poker-dice games and the betting games on
/// their own), each group in the booklet's order; the games played last lead in a group of their own.
/// A search keeps the games whose German or English name (or id) holds the words typed.
class GameListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    /// Game ids, the one played last first: the first few lead the list as the group "Played last"
    /// (they stay in their own group too). Unknown ids are ignored.
    Q_PROPERTY(QStringList recent READ recent WRITE setRecent NOTIFY recentChanged)
    /// What the player typed into the search; empty shows every game.
    Q_PROPERTY(QString filter READ filter WRITE setFilter NOTIFY filterChanged)
    /// The groups shown now (a group with no game found is left out).
    Q_PROPERTY(int groupCount READ groupCount NOTIFY revisionChanged)
    /// Grows whenever the rows, the groups or the language change: bindings that read get() or
    /// group() depend on it.
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)

public:
    enum Role {
        IdRole = Qt::UserRole + 1,
        NameRole,
        DescriptionRole,
        MinPlayersRole,
        MaxPlayersRole,
        DiceCountRole, ///< for the picture: how many dice
        PokerDiceRole, ///< for the picture: card faces rather than pips
        SheetColumnsRole, ///< for the picture: columns per player on the sheet; 0 off the sheet
        FamilyRole, ///< the family's name, translated ("Hidden dice and bluff")
        LevelsRole, ///< the computer levels, weakest first ("beginner", "good", "perfect")
        ScorePadRole, ///< whether a game with real dice can be kept on a score pad
        GroupRole, ///< the group's id ("recent", "one_die", …)
        GroupNameRole, ///< the group's heading, translated
        PositionRole, ///< the card's place in its group, from 1
        GroupSizeRole, ///< how many cards the group shows
    };
    Q_ENUM(Role)

    explicit GameListModel(QObject* parent = nullptr);

    /// At most this many games lead the list as played last.
    static constexpr int kRecentShown = 4;

    QStringList recent() const { return m_recent; }
    void setRecent(const QStringList& recent);
    QString filter() const { return m_filter; }
    void setFilter(const QString& filter);
    int groupCount() const { return int(m_groups.size()); }
    int revision() const { return m_revision; }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// One game's roles by name, for QML outside a delegate.
    Q_INVOKABLE QVariantMap get(int row) const;
    /// A group shown: its id, name (translated), first (its first row) and count.
    Q_INVOKABLE QVariantMap group(int group) const;
    /// The row the keyboard reaches from `row` with an arrow, Home, End, Page Up or Page Down (a Qt
    /// key code) when each group is laid out `perRow` cards a row: Left and Right go through the list
    /// in reading order, Up and Down stay in the column and cross into the group above or below, the
    /// page keys go to the first card of the group before or after. `row` when there is nowhere to go.
    Q_INVOKABLE int step(int row, int key, int perRow) const;
    /// Whether a game's German or English name (or its id) holds every word of `words`, ignoring
    /// case, accents, umlauts written as ae/oe/ue, ß as ss, spaces and hyphens.
    static bool nameMatches(const knobel::GameDef& game, const QString& words);
    /// Every game's name, in the order of the registry (not of the recent games): for About.
    Q_INVOKABLE QStringList names() const;
    /// The rules page of a game in a language ("de", "en"), as rich text.
    Q_INVOKABLE QString rulesText(const QString& gameId, const QString& language) const;
    /// The same page in blocks to be read one at a time: each heading, paragraph, table and list item
    /// with its rich text (html), its words (spoken; a table row by row, each value with its column's
    /// heading) and whether it is a heading (headingLevel 2 or 3, else 0).
    Q_INVOKABLE QVariantList rulesBlocks(const QString& gameId, const QString& language) const;

signals:
    void recentChanged();
    void filterChanged();
    void revisionChanged();

private:
    struct Group
    {
        QString id;
        const char* name; ///< in the context "knobel::ListGroups"
        int first = 0;
        int count = 0;
    };
    /// Lays out the rows and groups again from the registry, the recent games and the filter.
    void rebuild();
    int groupOfRow(int row) const;

    /// Registry indexes in the order shown.
    std::vector<int> m_order;
    /// The group of each row (an index into m_groups).
    std::vector<int> m_rowGroup;
    std::vector<Group> m_groups;
    QStringList m_recent;
    QString m_filter;
    int m_revision = 0;
    /// The number of dice of a table game's picture, found by playing (-1: not yet).
    mutable std::vector<int> m_diceOnTable;
};
