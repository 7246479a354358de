// SPDX-License-Identifier: GPL-3.0-or-later
#include "tableactionsmodel.h"

#include <algorithm>
#include <numeric>

TableActionsModel::TableActionsModel(QObject* parent)
    : QAbstractListModel(parent)
{
}

void TableActionsModel::reset(std::vector<Entry> entries)
{
    const bool countChanges = entries.size() != m_entries.size();
    beginResetModel();
    m_entries = std::move(entries);
    ++m_revision;
    endResetModel();
    if (countChanges)
        emit countChanged();
    emit revisionChanged();
}

int TableActionsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant TableActionsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry& e = m_entries[std::size_t(index.row())];
    switch (role) {
    case KindRole:
        return e.kind;
    case Qt::DisplayRole:
    case LabelRole:
        return e.label;
    case DescriptionRole:
        return e.description;
    case AmountRole:
        return e.action.amount;
    case HandRole:
        return e.action.hand;
    case HandRankRole:
        return e.handRank;
    case HandClassRole:
        return e.handClass;
    case FieldRole:
        return e.action.field;
    case GroupRole:
        return e.action.group;
    case DieRole:
        return e.action.die;
    case ChoiceRole:
        return e.action.choice;
    }
    return {};
}

QHash<int, QByteArray> TableActionsModel::roleNames() const
{
    return {{KindRole, "kind"}, {LabelRole, "label"}, {DescriptionRole, "description"},
        {AmountRole, "amount"}, {HandRole, "hand"}, {HandRankRole, "handRank"}, {HandClassRole, "handClass"},
        {FieldRole, "field"}, {GroupRole, "group"}, {DieRole, "die"}, {ChoiceRole, "choice"}};
}

QVariantMap TableActionsModel::get(int row) const
{
    QVariantMap roles;
    if (row < 0 || row >= rowCount())
        return roles;
    const auto names = roleNames();
    for (auto it = names.begin(); it != names.end(); ++it)
        roles.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
    roles.insert(QStringLiteral("index"), row);
    return roles;
}

int TableActionsModel::indexOf(const QString& kind) const
{
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].kind == kind)
            return int(i);
    return -1;
}

QVariant TableActionsModel::first(const QString& kind) const
{
    const int row = indexOf(kind);
    return row < 0 ? QVariant::fromValue(nullptr) : QVariant(get(row));
}

QVariantList TableActionsModel::ofKinds(const QStringList& kinds) const
{
    QVariantList list;
    for (const QString& kind : kinds)
        for (std::size_t i = 0; i < m_entries.size(); ++i)
            if (m_entries[i].kind == kind)
                list << get(int(i));
    return list;
}

int TableActionsModel::indexOfAmount(const QString& kind, int amount) const
{
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].kind == kind && m_entries[i].action.amount == amount)
            return int(i);
    return -1;
}

int TableActionsModel::indexOfStake(int field, int amount) const
{
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].kind == QLatin1String("stake") && m_entries[i].action.field == field
            && m_entries[i].action.amount == amount)
            return int(i);
    return -1;
}

int TableActionsModel::indexOfDie(int group, int die) const
{
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if ((m_entries[i].kind == QLatin1String("hold") || m_entries[i].kind == QLatin1String("release"))
            && (group < 0 || m_entries[i].action.group == group) && m_entries[i].action.die == die)
            return int(i);
    return -1;
}

QVariantList TableActionsModel::announcements() const
{
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].kind == QLatin1String("announce"))
            rows.push_back(i);
    std::stable_sort(rows.begin(), rows.end(),
        [this](std::size_t a, std::size_t b) { return m_entries[a].handRank < m_entries[b].handRank; });
    QVariantList list;
    for (std::size_t i : rows)
        list << QVariantMap{{QStringLiteral("index"), int(i)},
            {QStringLiteral("hand"), m_entries[i].action.hand},
            {QStringLiteral("rank"), m_entries[i].handRank}, {QStringLiteral("label"), m_entries[i].label},
            {QStringLiteral("handClass"), m_entries[i].handClass}};
    return list;
}

QStringList TableActionsModel::handClasses() const
{
    QStringList classes;
    for (const QVariant& hand : announcements()) {
        const QString handClass = hand.toMap().value(QStringLiteral("handClass")).toString();
        if (!classes.contains(handClass))
            classes << handClass;
    }
    return classes;
}

QVariantList TableActionsModel::handsOfClass(const QString& handClass) const
{
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].kind == QLatin1String("announce") && m_entries[i].handClass == handClass)
            rows.push_back(i);
    std::stable_sort(rows.begin(), rows.end(),
        [this](std::size_t a, std::size_t b) { return m_entries[a].handRank < m_entries[b].handRank; });
    QVariantList list;
    for (std::size_t i : rows)
        list << QVariantMap{{QStringLiteral("index"), int(i)},
            {QStringLiteral("hand"), m_entries[i].action.hand},
            {QStringLiteral("label"), m_entries[i].label}};
    return list;
}

QVariantMap TableActionsModel::amountRange(const QString& kind) const
{
    int low = 0;
    int high = 0;
    bool any = false;
    for (const Entry& e : m_entries)
        if (e.kind == kind) {
            low = any ? std::min(low, e.action.amount) : e.action.amount;
            high = any ? std::max(high, e.action.amount) : e.action.amount;
            any = true;
        }
    if (!any)
        return {};
    // The step between the amounts offered (a stake that must divide among the others: 2, 4, 6 …).
    int step = 0;
    for (const Entry& e : m_entries)
        if (e.kind == kind)
            step = std::gcd(step, e.action.amount - low);
    return {{QStringLiteral("minimum"), low}, {QStringLiteral("maximum"), high},
        {QStringLiteral("step"), std::max(1, step)}};
}
