// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace knobel {
class Match;
}

/// The dice on the table: their faces, which are set aside, and which fell in the last throw.
class DiceModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("DiceModel belongs to a GameController")
    /// The six faces of a poker die as the current language writes them (index 1–6; German B, D, K, A).
    Q_PROPERTY(QStringList pokerSymbols READ pokerSymbols NOTIFY symbolsChanged)

public:
    enum Role {
        FaceRole = Qt::UserRole + 1, ///< 1–6, 0 before the first throw of a turn
        SymbolRole,
        HeldRole,
        LockedRole,
        RolledRole, ///< thrown in the last throw (set-aside dice were not)
        PokerRole,
        AccessibleNameRole,
    };
    Q_ENUM(Role)

    explicit DiceModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// Reads the match anew and signals exactly the dice and roles that changed; nullptr empties the tray.
    void refresh(const knobel::Match* match, bool newThrow);
    /// The language changed: the accessible names read anew.
    void retranslate();

    static QString faceName(int face, bool poker);
    /// The short symbol of a face in the current language: "4", "Q" (English) or "D" (German).
    static QString faceSymbol(int face, bool poker);
    static QStringList pokerSymbols();

signals:
    void symbolsChanged();

private:
    struct Die
    {
        int face = 0;
        bool held = false;
        bool locked = false;
        bool rolled = false;
        bool operator==(const Die&) const = default;
    };
    std::vector<Die> m_dice;
    bool m_poker = false;
};
