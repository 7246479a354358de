// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include "options.h"

namespace knobel {
class GameDef;
}

/// The rule options of one game, for the setup screen: each with its label, explanation and value.
class RuleOptionsModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString gameId READ gameId WRITE setGameId NOTIFY gameIdChanged)
    Q_PROPERTY(QVariantMap values READ values NOTIFY valuesChanged)

public:
    /// The rule options whose value differs from the game's default, each as "Label: value" in the
    /// current language (both printouts, the sheet's and the table's, say them so).
    static QStringList changedOptions(const knobel::GameDef& game, const knobel::RuleOptions& options);

    enum Role {
        OptionIdRole = Qt::UserRole + 1,
        LabelRole,
        DescriptionRole,
        TypeRole,
        ChoicesRole,
        ValueRole,
        MinimumRole,
        MaximumRole,
        IsDefaultRole
    };
    Q_ENUM(Role)

    explicit RuleOptionsModel(QObject* parent = nullptr);

    QString gameId() const;
    void setGameId(const QString& id);
    QVariantMap values() const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// Sets an option from the setup screen; a value the option does not take changes nothing.
    Q_INVOKABLE bool setValue(int row, const QString& value);
    Q_INVOKABLE void resetToDefaults();
    void retranslate();

signals:
    void gameIdChanged();
    void valuesChanged();

private:
    const knobel::GameDef* m_game = nullptr;
    knobel::RuleOptions m_options;
};
