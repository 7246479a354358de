// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <vector>

#include "engine/action.h"

/// The actions the seat on turn may take now, as the table's buttons, bars and pickers show them.
class TableActionsModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The table controller provides it")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    /// Grows with every new set of actions: a binding that calls the lookups below reads it, and is
    /// evaluated again when the actions change (and only then).
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)

public:
    enum Role {
        KindRole = Qt::UserRole + 1, ///< throw hold release stop choose stake check bet call raise fold
                                     ///< announce doubt accept double
        LabelRole, ///< a short button text
        DescriptionRole, ///< the sentence the log would say
        AmountRole,
        HandRole, ///< announce: the exact hand, index in exactHands()
        HandRankRole, ///< announce: its place in the announcement order (higher: better)
        HandClassRole, ///< announce: the class's name
        FieldRole,
        GroupRole,
        DieRole,
        ChoiceRole,
    };
    Q_ENUM(Role)

    struct Entry
    {
        knobel::Action action;
        QString kind;
        QString label;
        QString description;
        int handRank = -1;
        QString handClass;
    };

    explicit TableActionsModel(QObject* parent = nullptr);
    void reset(std::vector<Entry> entries);
    const std::vector<Entry>& entries() const { return m_entries; }
    int revision() const { return m_revision; }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// One action's roles by name; an empty map outside the list.
    Q_INVOKABLE QVariantMap get(int row) const;
    /// The first action of a kind, or −1.
    Q_INVOKABLE int indexOf(const QString& kind) const;
    /// The first action of a kind as get() gives it; null where there is none.
    Q_INVOKABLE QVariant first(const QString& kind) const;
    /// The actions of these kinds, as get() gives them, in the order of `kinds` (a button bar).
    Q_INVOKABLE QVariantList ofKinds(const QStringList& kinds) const;
    /// The action of a kind with this amount (a bet, a raise), or −1.
    Q_INVOKABLE int indexOfAmount(const QString& kind, int amount) const;
    /// A stake of this amount on this field, or −1.
    Q_INVOKABLE int indexOfStake(int field, int amount) const;
    /// Holding or releasing this die of this group (−1: of any group), or −1.
    Q_INVOKABLE int indexOfDie(int group, int die) const;
    /// The announcements, weakest first: index (into this list), hand, rank, label, handClass.
    Q_INVOKABLE QVariantList announcements() const;
    /// The kinds of hand (pair, full house, …) among the announcements, the weakest kind first.
    Q_INVOKABLE QStringList handClasses() const;
    /// The announcements of one kind, weakest first: index (into this list), hand, label. Small lists
    /// for the hand picker, so that it never walks all 252 hands in JavaScript.
    Q_INVOKABLE QVariantList handsOfClass(const QString& handClass) const;
    /// The smallest and largest amount of the actions of a kind, and the step between the amounts
    /// offered (1 unless every amount is a multiple apart); {} when there is none.
    Q_INVOKABLE QVariantMap amountRange(const QString& kind) const;

signals:
    void countChanged();
    void revisionChanged();

private:
    std::vector<Entry> m_entries;
    int m_revision = 0;
};
