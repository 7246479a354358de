// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

/// The games the program offers, for the start screen.
class GameListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Role { IdRole = Qt::UserRole + 1, NameRole, DescriptionRole, MinPlayersRole, MaxPlayersRole };
    Q_ENUM(Role)

    explicit GameListModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// One game's roles by name, for QML outside a delegate.
    Q_INVOKABLE QVariantMap get(int row) const;
    /// The rules page of a game in a language ("de", "en"), as rich text.
    Q_INVOKABLE QString rulesText(const QString& gameId, const QString& language) const;
};
