// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <vector>

/// Every game the program offers (allGameDefs()), for the start screen: the games played last first.
class GameListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    /// Game ids, the one played last first; these games lead the list in this order, the rest follow
    /// in the registry's order. Unknown ids are ignored.
    Q_PROPERTY(QStringList recent READ recent WRITE setRecent NOTIFY recentChanged)

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
    };
    Q_ENUM(Role)

    explicit GameListModel(QObject* parent = nullptr);

    QStringList recent() const { return m_recent; }
    void setRecent(const QStringList& recent);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// One game's roles by name, for QML outside a delegate.
    Q_INVOKABLE QVariantMap get(int row) const;
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

private:
    /// Registry indexes in the order shown.
    std::vector<int> m_order;
    QStringList m_recent;
};
