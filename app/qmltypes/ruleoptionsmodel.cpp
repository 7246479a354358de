// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleoptionsmodel.h"

#include <QCoreApplication>

#include "engine/registry.h"
#include "language.h"

RuleOptionsModel::RuleOptionsModel(QObject* parent)
    : QAbstractListModel(parent)
{
    connect(Language::instance(), &Language::codeChanged, this, &RuleOptionsModel::retranslate);
}

QString RuleOptionsModel::gameId() const
{
    return m_game ? QString::fromUtf8(m_game->id().data(), qsizetype(m_game->id().size())) : QString();
}

void RuleOptionsModel::setGameId(const QString& id)
{
    const knobel::GameDef* game = knobel::findGameDef(id.toStdString());
    if (game == m_game)
        return;
    beginResetModel();
    m_game = game;
    m_options = game ? game->defaultOptions() : knobel::RuleOptions();
    endResetModel();
    emit gameIdChanged();
    emit valuesChanged();
}

QVariantMap RuleOptionsModel::values() const
{
    QVariantMap map;
    for (const auto& [id, value] : m_options.values())
        map.insert(QString::fromStdString(id), QString::fromStdString(value));
    return map;
}

int RuleOptionsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_game ? 0 : int(m_game->options().size());
}

QVariant RuleOptionsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const knobel::OptionSpec& spec = m_game->options()[index.row()];
    switch (role) {
    case OptionIdRole:
        return QString::fromStdString(spec.id);
    case Qt::DisplayRole:
    case LabelRole:
        return QCoreApplication::translate(spec.translationContext, spec.label);
    case DescriptionRole:
        return QCoreApplication::translate(spec.translationContext, spec.description);
    case TypeRole:
        switch (spec.type) {
        case knobel::OptionType::Switch:
            return QStringLiteral("switch");
        case knobel::OptionType::Choice:
            return QStringLiteral("choice");
        case knobel::OptionType::Number:
            return QStringLiteral("number");
        }
        return {};
    case ChoicesRole: {
        QStringList choices;
        for (const auto& choice : spec.choices)
            choices << QString::fromStdString(choice);
        return choices;
    }
    case ValueRole:
        return QString::fromStdString(m_options.value(spec.id));
    case MinimumRole:
        return spec.minimum;
    case MaximumRole:
        return spec.maximum;
    case IsDefaultRole:
        return m_options.value(spec.id) == spec.defaultValue;
    }
    return {};
}

QHash<int, QByteArray> RuleOptionsModel::roleNames() const
{
    return {{OptionIdRole, "optionId"}, {LabelRole, "label"}, {DescriptionRole, "description"},
        {TypeRole, "type"}, {ChoicesRole, "choices"}, {ValueRole, "value"}, {MinimumRole, "minimum"},
        {MaximumRole, "maximum"}, {IsDefaultRole, "isDefault"}};
}

bool RuleOptionsModel::setValue(int row, const QString& value)
{
    if (!m_game || row < 0 || row >= rowCount())
        return false;
    const auto& spec = m_game->options()[row];
    if (m_options.value(spec.id) == value.toStdString())
        return true;
    if (m_options.set(m_game->options(), spec.id, value.toStdString()))
        return false;
    emit dataChanged(index(row), index(row), {ValueRole, IsDefaultRole});
    emit valuesChanged();
    return true;
}

void RuleOptionsModel::resetToDefaults()
{
    if (!m_game)
        return;
    m_options = m_game->defaultOptions();
    if (rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1), {ValueRole, IsDefaultRole});
    emit valuesChanged();
}

void RuleOptionsModel::retranslate()
{
    if (rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole, LabelRole, DescriptionRole});
}

QStringList RuleOptionsModel::changedOptions(const knobel::GameDef& game, const knobel::RuleOptions& options)
{
    QStringList changed;
    for (const auto& spec : game.options()) {
        // A file from before an option existed plays by its default.
        if (!options.has(spec.id))
            continue;
        const std::string& value = options.value(spec.id);
        if (value == spec.defaultValue)
            continue;
        const QString label = QCoreApplication::translate(spec.translationContext, spec.label);
        const QString shown = value == "true" ? tr("on")
            : value == "false"                ? tr("off")
                                              : QString::fromStdString(value);
        changed << tr("%1: %2").arg(label, shown);
    }
    return changed;
}
