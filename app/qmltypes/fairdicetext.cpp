// SPDX-License-Identifier: GPL-3.0-or-later
#include "fairdicetext.h"

#include "dice.h"
#include "fairdice.h"
#include "match.h"

FairDice::FairDice(QObject* parent)
    : QObject(parent)
{
}

QString FairDice::mixedSeed(const QString& seed, const QStringList& words)
{
    std::vector<std::string> list;
    bool any = false;
    for (const QString& word : words) {
        list.push_back(word.toStdString());
        any = any || !word.trimmed().isEmpty();
    }
    if (!any)
        return seed;
    bool ok = false;
    const qulonglong given = seed.trimmed().toULongLong(&ok, 10);
    // A seed that is no number is left to the setup's check, which says what is wrong with it.
    if (!seed.trimmed().isEmpty() && !ok)
        return seed;
    const std::uint64_t start = seed.trimmed().isEmpty() ? knobel::DiceRoller::randomSeed() : given;
    return QString::number(qulonglong(knobel::fair::mixWords(start, list)));
}

QVariantMap FairDice::of(const knobel::Match* match)
{
    if (!match || match->setup().salt.empty() || match->setup().mode != knobel::Mode::Play)
        return {{QStringLiteral("fingerprint"), QString()}, {QStringLiteral("revealed"), false}};
    const auto& setup = match->setup();
    QVariantMap map{{QStringLiteral("fingerprint"),
                        QString::fromStdString(knobel::fair::fingerprint(setup.salt, match->seed()))},
        {QStringLiteral("revealed"), match->isFinished()}};
    if (match->isFinished()) {
        map.insert(QStringLiteral("salt"), QString::fromStdString(setup.salt));
        map.insert(QStringLiteral("seed"), QString::number(qulonglong(match->seed())));
    }
    return map;
}

QString FairDice::line(const knobel::Match& match)
{
    const QVariantMap map = of(&match);
    const QString fingerprint = map.value(QStringLiteral("fingerprint")).toString();
    if (fingerprint.isEmpty())
        return {};
    if (!match.isFinished())
        return tr("Fingerprint of the dice: %1 (its seed is shown when the game is over).").arg(fingerprint);
    return tr("Fingerprint of the dice: %1 = SHA-256 of salt %2 and seed %3 (check: knobel verify).")
        .arg(fingerprint, map.value(QStringLiteral("salt")).toString(),
            map.value(QStringLiteral("seed")).toString());
}

QStringList FairDice::lines(const knobel::Match& match)
{
    const QVariantMap map = of(&match);
    const QString fingerprint = map.value(QStringLiteral("fingerprint")).toString();
    if (fingerprint.isEmpty())
        return {};
    if (!match.isFinished())
        return {tr("Fingerprint of the dice: %1").arg(fingerprint),
            tr("Its seed is shown when the game is over.")};
    return {tr("Fingerprint of the dice: %1").arg(fingerprint),
        tr("Salt: %1").arg(map.value(QStringLiteral("salt")).toString()),
        tr("Seed: %1 (check: knobel verify)").arg(map.value(QStringLiteral("seed")).toString())};
}
