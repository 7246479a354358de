// SPDX-License-Identifier: GPL-3.0-or-later
#include "dicemodel.h"

#include "match.h"

DiceModel::DiceModel(QObject* parent)
    : QAbstractListModel(parent)
{
}

int DiceModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_dice.size());
}

QString DiceModel::faceName(int face, bool poker)
{
    if (poker) {
        switch (face) {
        case 1:
            return tr("Nine");
        case 2:
            return tr("Ten");
        case 3:
            return tr("Jack");
        case 4:
            return tr("Queen");
        case 5:
            return tr("King");
        case 6:
            return tr("Ace");
        }
    } else {
        switch (face) {
        case 1:
            return tr("one");
        case 2:
            return tr("two");
        case 3:
            return tr("three");
        case 4:
            return tr("four");
        case 5:
            return tr("five");
        case 6:
            return tr("six");
        }
    }
    return tr("not thrown");
}

QString DiceModel::faceSymbol(int face, bool poker)
{
    if (face < 1 || face > 6)
        return QStringLiteral("?");
    if (!poker)
        return QString::number(face);
    // The letters of the cards: German poker dice read B (Bube), D (Dame), K (König), A (Ass).
    switch (face) {
    case 3:
        return tr("J", "poker die: the Jack's letter");
    case 4:
        return tr("Q", "poker die: the Queen's letter");
    case 5:
        return tr("K", "poker die: the King's letter");
    case 6:
        return tr("A", "poker die: the Ace's letter");
    }
    return face == 1 ? QStringLiteral("9") : QStringLiteral("10");
}

QStringList DiceModel::pokerSymbols()
{
    QStringList symbols{QString()};
    for (int face = 1; face <= 6; ++face)
        symbols << faceSymbol(face, true);
    return symbols;
}

QVariant DiceModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Die& die = m_dice[index.row()];
    switch (role) {
    case FaceRole:
        return die.face;
    case Qt::DisplayRole:
    case SymbolRole:
        return die.face ? faceSymbol(die.face, m_poker) : QString();
    case HeldRole:
        return die.held;
    case LockedRole:
        return die.locked;
    case RolledRole:
        return die.rolled;
    case PokerRole:
        return m_poker;
    case AccessibleNameRole: {
        QString name = tr("Die %1, %2").arg(index.row() + 1).arg(faceName(die.face, m_poker));
        if (die.held)
            name = tr("%1, set aside").arg(name);
        return name;
    }
    }
    return {};
}

QHash<int, QByteArray> DiceModel::roleNames() const
{
    return {{FaceRole, "face"}, {SymbolRole, "symbol"}, {HeldRole, "held"}, {LockedRole, "locked"},
        {RolledRole, "rolled"}, {PokerRole, "poker"}, {AccessibleNameRole, "accessibleName"}};
}

void DiceModel::refresh(const knobel::Match* match, bool newThrow)
{
    std::vector<Die> dice;
    const bool poker = match && match->sheetGame().dieKind() == knobel::DieKind::Poker;
    if (match && match->setup().mode == knobel::Mode::Play) {
        for (int d = 0; d < match->sheetGame().diceCount(); ++d) {
            Die die;
            die.face = match->dice().empty() ? 0 : match->dice()[d];
            die.held = match->held()[d];
            die.locked = match->isLocked(d);
            // Refreshed right after a throw, the dice set aside now are those that stayed still.
            if (match->dice().empty())
                die.rolled = false;
            else if (newThrow)
                die.rolled = !die.held;
            else
                die.rolled = std::size_t(d) < m_dice.size() && m_dice[d].rolled;
            dice.push_back(die);
        }
    }
    if (dice.size() != m_dice.size() || poker != m_poker) {
        beginResetModel();
        m_dice = dice;
        m_poker = poker;
        endResetModel();
        return;
    }
    for (std::size_t d = 0; d < dice.size(); ++d) {
        QList<int> roles;
        if (dice[d].face != m_dice[d].face)
            roles << FaceRole << SymbolRole << Qt::DisplayRole << AccessibleNameRole;
        if (dice[d].held != m_dice[d].held)
            roles << HeldRole << AccessibleNameRole;
        if (dice[d].locked != m_dice[d].locked)
            roles << LockedRole;
        if (dice[d].rolled != m_dice[d].rolled)
            roles << RolledRole;
        m_dice[d] = dice[d];
        if (!roles.isEmpty())
            emit dataChanged(index(int(d)), index(int(d)), roles);
    }
}

void DiceModel::retranslate()
{
    if (!m_dice.empty())
        emit dataChanged(
            index(0), index(int(m_dice.size()) - 1), {AccessibleNameRole, SymbolRole, Qt::DisplayRole});
    emit symbolsChanged();
}
