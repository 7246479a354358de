// SPDX-License-Identifier: GPL-3.0-or-later
// The hands kit against an oracle written apart from it, and every example of the seed texts.
// The oracle works on ordered throws of five dice with a comparator read straight from the wording of
// ../shared/rules-notes.md ("Poker-dice hands", "Al Capone", "Joker Poker", seeds 002, 003, 004); it
// shares no code with core/kits/hands.cpp.
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <random>
#include <set>
#include <stdexcept>

#include "kits/hands.h"

using namespace knobel;

namespace oracle {

using Dice = std::array<int, 5>;

/// One ranking as the notes word it, set down independently of HandRules.
struct Spec
{
    /// The faces from the lowest to the highest ("Nine, Ten, Jack, Queen, King, Ace"; aces high on pip
    /// dice: "1 > 6 > 5 > … > 2").
    std::array<int, 6> lowToHigh{1, 2, 3, 4, 5, 6};
    bool straights = false;
    /// Which straight is the higher: "2-3-4-5-6" (10-J-Q-K-A on poker dice) or the booklet's "1-2-3-4-5".
    bool oneToFiveHigher = false;
    /// Joker Poker: "eine gewürfelte As für jeden anderen Wert gelten kann"; the Ace is the top face.
    bool wild = false;
    /// Al Capone's points for the faces from the lowest to the highest; empty: kickers decide.
    std::vector<int> points;
};

int strength(int face, const Spec& spec)
{
    return int(std::find(spec.lowToHigh.begin(), spec.lowToHigh.end(), face) - spec.lowToHigh.begin());
}

/// "Ranking, high to low: five alike, four alike, full house, straight (where straights count), three
/// alike, two pairs, one pair, nothing."
const std::vector<std::string> kClassesHighToLow{
    "five", "four", "full_house", "straight", "three", "two_pairs", "pair", "nothing"};

std::string className(Dice dice, const Spec& spec)
{
    std::map<int, int> count;
    for (int face : dice)
        ++count[face];
    std::vector<int> sizes;
    for (auto [face, n] : count)
        sizes.push_back(n);
    std::sort(sizes.rbegin(), sizes.rend());
    if (sizes == std::vector<int>{5})
        return "five";
    if (sizes == std::vector<int>{4, 1})
        return "four";
    if (sizes == std::vector<int>{3, 2})
        return "full_house";
    if (sizes == std::vector<int>{3, 1, 1})
        return "three";
    if (sizes == std::vector<int>{2, 2, 1})
        return "two_pairs";
    if (sizes == std::vector<int>{2, 1, 1, 1})
        return "pair";
    std::sort(dice.begin(), dice.end());
    if (spec.straights && (dice == Dice{1, 2, 3, 4, 5} || dice == Dice{2, 3, 4, 5, 6}))
        return "straight";
    return "nothing";
}

int classPosition(const std::string& name)
{
    // Higher is better.
    const auto at = std::find(kClassesHighToLow.begin(), kClassesHighToLow.end(), name);
    return int(kClassesHighToLow.end() - at);
}

/// "The higher group first …, then the dead dice, highest first": every die listed, the dice of larger
/// groups before smaller ones, stronger before weaker.
std::vector<int> groupOrder(const Dice& dice, const Spec& spec)
{
    std::vector<int> strengths;
    for (int face : dice)
        strengths.push_back(strength(face, spec));
    std::array<int, 6> count{};
    for (int s : strengths)
        ++count[s];
    const auto multiplicity = [&](int s) { return count[s]; };
    std::sort(strengths.begin(), strengths.end(), [&](int a, int b) {
        return multiplicity(a) != multiplicity(b) ? multiplicity(a) > multiplicity(b) : a > b;
    });
    return strengths;
}

/// −1, 0, 1 for dice exactly as they lie.
int compareAsTheyLie(const Dice& a, const Dice& b, const Spec& spec)
{
    const std::string ca = className(a, spec), cb = className(b, spec);
    if (ca != cb)
        return classPosition(ca) < classPosition(cb) ? -1 : 1;
    if (!spec.points.empty()) {
        // Al Capone: "entscheidet eine der drei folgenden Punktwertungen", then shared.
        int sa = 0, sb = 0;
        for (int face : a)
            sa += spec.points[strength(face, spec)];
        for (int face : b)
            sb += spec.points[strength(face, spec)];
        return sa < sb ? -1 : sa > sb ? 1 : 0;
    }
    if (ca == "straight") {
        const auto higher = [&](Dice d) {
            std::sort(d.begin(), d.end());
            return (d == Dice{1, 2, 3, 4, 5}) == spec.oneToFiveHigher;
        };
        return higher(a) == higher(b) ? 0 : higher(a) ? 1 : -1;
    }
    const std::vector<int> ga = groupOrder(a, spec), gb = groupOrder(b, spec);
    return ga < gb ? -1 : ga > gb ? 1 : 0;
}

/// Joker Poker: the best hand the Aces can make, trying every face for every Ace, one die at a time.
Dice bestForm(const Dice& dice, const Spec& spec)
{
    if (!spec.wild)
        return dice;
    const int ace = spec.lowToHigh[5];
    std::vector<int> acePositions;
    for (int i = 0; i < 5; ++i)
        if (dice[i] == ace)
            acePositions.push_back(i);
    Dice best = dice;
    const int ways = int(std::pow(6, acePositions.size()));
    for (int way = 0; way < ways; ++way) {
        Dice candidate = dice;
        int rest = way;
        for (int position : acePositions) {
            candidate[position] = 1 + rest % 6;
            rest /= 6;
        }
        if (compareAsTheyLie(candidate, best, spec) > 0)
            best = candidate;
    }
    return best;
}

} // namespace oracle

struct Ranking
{
    const char* name;
    HandRules rules;
    oracle::Spec spec;
};

/// Every ranking the notes describe, each once as HandRules and once as the oracle's reading.
static std::vector<Ranking> rankings()
{
    const std::array<int, 6> acesHigh{2, 3, 4, 5, 6, 1};
    HandRules poker;
    poker.straights = false;
    HandRules pokerStraights;
    HandRules booklet{DieKind::Pips, true, true, true};
    HandRules pips002{DieKind::Pips, true, true, false};
    HandRules pips002NoStraights{DieKind::Pips, false, true, false};
    HandRules pipsPlain{DieKind::Pips, true, false, false};
    HandRules joker = poker;
    joker.acesWild = true;
    HandRules jokerStraights = pokerStraights;
    jokerStraights.acesWild = true;
    HandRules pipJoker = booklet;
    pipJoker.acesWild = true;
    HandRules caponeA = poker, caponeB = poker, caponeC = poker;
    caponeA.tie = HandRules::TieBreak::ScoringA;
    caponeB.tie = HandRules::TieBreak::ScoringB;
    caponeC.tie = HandRules::TieBreak::ScoringC;
    HandRules caponeAStraights = pokerStraights;
    caponeAStraights.tie = HandRules::TieBreak::ScoringA;
    HandRules caponeBWild = caponeB;
    caponeBWild.acesWild = true;
    const std::vector<int> a{9, 10, 11, 12, 13, 14}, b{9, 10, 2, 3, 4, 11}, c{1, 2, 3, 4, 5, 11};
    using S = oracle::Spec;
    return {
        {"poker dice without straights (booklet Offenes Würfelpoker)", poker, S{}},
        {"poker dice with straights (Poker Dice 002, Liar Dice 003)", pokerStraights,
            S{{1, 2, 3, 4, 5, 6}, true}},
        {"pip dice, aces high, 1-2-3-4-5 above 2-3-4-5-6 (booklet Würfelpoker)", booklet,
            S{acesHigh, true, true}},
        {"pip dice, aces high, 2-3-4-5-6 above 1-2-3-4-5 (Poker Dice 002 pip_dice)", pips002,
            S{acesHigh, true, false}},
        {"pip dice, aces high, no straights", pips002NoStraights, S{acesHigh, false}},
        {"pip dice, 1 low, with straights", pipsPlain, S{{1, 2, 3, 4, 5, 6}, true}},
        {"Joker Poker: poker dice, aces wild, no straights", joker,
            S{{1, 2, 3, 4, 5, 6}, false, false, true}},
        {"Joker Poker with straights", jokerStraights, S{{1, 2, 3, 4, 5, 6}, true, false, true}},
        {"pip dice, aces high and wild, booklet straights", pipJoker, S{acesHigh, true, true, true}},
        {"Al Capone, scoring A", caponeA, S{{1, 2, 3, 4, 5, 6}, false, false, false, a}},
        {"Al Capone, scoring B", caponeB, S{{1, 2, 3, 4, 5, 6}, false, false, false, b}},
        {"Al Capone, scoring C", caponeC, S{{1, 2, 3, 4, 5, 6}, false, false, false, c}},
        {"Al Capone, scoring A with straights", caponeAStraights,
            S{{1, 2, 3, 4, 5, 6}, true, false, false, a}},
        {"Al Capone, scoring B with aces wild", caponeBWild, S{{1, 2, 3, 4, 5, 6}, false, false, true, b}},
    };
}

static HandRules rulesNamed(const QString& name)
{
    for (const Ranking& ranking : rankings())
        if (name == QString::fromUtf8(ranking.name))
            return ranking.rules;
    qFatal("no ranking %s", qPrintable(name));
    return {};
}

// Short names for the seed example rows.
static const std::map<QString, QString> kPresets{
    {"poker", "poker dice without straights (booklet Offenes Würfelpoker)"},
    {"straights", "poker dice with straights (Poker Dice 002, Liar Dice 003)"},
    {"booklet", "pip dice, aces high, 1-2-3-4-5 above 2-3-4-5-6 (booklet Würfelpoker)"},
    {"pips002", "pip dice, aces high, 2-3-4-5-6 above 1-2-3-4-5 (Poker Dice 002 pip_dice)"},
    {"joker", "Joker Poker: poker dice, aces wild, no straights"},
    {"caponeA", "Al Capone, scoring A"},
    {"caponeB", "Al Capone, scoring B"},
    {"caponeC", "Al Capone, scoring C"},
};

static std::vector<int> facesOf(const QString& dice, DieKind kind)
{
    std::vector<int> faces;
    for (const QString& token : dice.split(u' ', Qt::SkipEmptyParts)) {
        const auto face = parseFace(token.toStdString(), kind);
        if (!face)
            qFatal("bad die %s", qPrintable(token));
        faces.push_back(*face);
    }
    return faces;
}

/// "r6 b2 w3 y1": colour letter and number.
static std::vector<ColouredDie> colouredOf(const QString& dice)
{
    std::vector<ColouredDie> out;
    for (const QString& token : dice.split(u' ', Qt::SkipEmptyParts))
        out.push_back({token.mid(1).toInt(), int(QString("rbwy").indexOf(token.at(0)))});
    return out;
}

static int sign(std::strong_ordering order)
{
    return order < 0 ? -1 : order > 0 ? 1 : 0;
}

namespace colouredOracle {

/// Seed 004 as the notes word it (the maker's brand for five alike replaced by ours): "Hands, high to
/// low: Five-of-a-kind flush, Straight Flush, Five of a kind, Flush, Four alike, Straight, Full House,
/// Three alike, Two Pairs, … One Pair, then highest numbers."
const std::vector<std::string> kHighToLow{"five_flush", "straight_flush", "five", "flush", "four", "straight",
    "full_house", "three", "two_pairs", "pair", "high_card"};

std::string className(const std::vector<ColouredDie>& five)
{
    oracle::Dice numbers;
    std::set<int> colours;
    for (int i = 0; i < 5; ++i) {
        numbers[i] = five[i].face;
        colours.insert(five[i].colour);
    }
    const bool oneColour = colours.size() == 1;
    const oracle::Spec plain{{1, 2, 3, 4, 5, 6}, true};
    const std::string shape = oracle::className(numbers, plain);
    if (shape == "five")
        return oneColour ? "five_flush" : "five";
    if (shape == "straight")
        return oneColour ? "straight_flush" : "straight";
    if (oneColour)
        return "flush";
    return shape == "nothing" ? "high_card" : shape;
}

int compare(const std::vector<ColouredDie>& a, const std::vector<ColouredDie>& b)
{
    const std::string ca = className(a), cb = className(b);
    if (ca != cb) {
        const auto pa = std::find(kHighToLow.begin(), kHighToLow.end(), ca);
        const auto pb = std::find(kHighToLow.begin(), kHighToLow.end(), cb);
        return pa > pb ? -1 : 1;
    }
    const auto numbers = [&](const std::vector<ColouredDie>& five) {
        oracle::Dice dice;
        for (int i = 0; i < 5; ++i)
            dice[i] = five[i].face;
        if (ca == "flush") {
            // "compared as a flush of cards: its five numbers highest first"
            std::sort(dice.rbegin(), dice.rend());
            return std::vector<int>(dice.begin(), dice.end());
        }
        if (ca == "straight" || ca == "straight_flush") {
            // "2-3-4-5-6 is the higher"
            return std::vector<int>{*std::max_element(dice.begin(), dice.end())};
        }
        return oracle::groupOrder(dice, oracle::Spec{}); // "by group, as in poker", 1 lowest
    };
    const std::vector<int> na = numbers(a), nb = numbers(b);
    if (na != nb)
        return na < nb ? -1 : 1;
    // "then the most dice of one colour … only the largest count matters"
    const auto most = [](const std::vector<ColouredDie>& five) {
        std::array<int, 4> count{};
        for (const ColouredDie& die : five)
            ++count[die.colour];
        return *std::max_element(count.begin(), count.end());
    };
    return most(a) < most(b) ? -1 : most(a) > most(b) ? 1 : 0;
}

/// Draws n dice from the bag of 20 (five of each colour) and throws them.
std::vector<ColouredDie> draw(std::mt19937& rng, int n)
{
    std::vector<int> bag;
    for (int colour = 0; colour < 4; ++colour)
        for (int i = 0; i < 5; ++i)
            bag.push_back(colour);
    std::shuffle(bag.begin(), bag.end(), rng);
    std::uniform_int_distribution<int> face(1, 6);
    std::vector<ColouredDie> dice;
    for (int i = 0; i < n; ++i)
        dice.push_back({face(rng), bag[i]});
    return dice;
}

} // namespace colouredOracle

static QList<int> keyOf(std::vector<int> faces, const HandRules& rules)
{
    const std::vector<int> key = evaluateHand(faces, rules).key;
    return QList<int>(key.begin(), key.end());
}

class TestHands : public QObject
{
    Q_OBJECT

private slots:
    void everyPairAgreesWithTheOracle_data()
    {
        QTest::addColumn<QString>("ranking");
        for (const Ranking& ranking : rankings())
            QTest::newRow(ranking.name) << QString::fromUtf8(ranking.name);
    }

    /// All 7776 ordered throws ranked by the oracle; every pair of the 252 hands must compare alike.
    void everyPairAgreesWithTheOracle()
    {
        QFETCH(QString, ranking);
        const HandRules rules = rulesNamed(ranking);
        oracle::Spec spec;
        for (const Ranking& r : rankings())
            if (ranking == QString::fromUtf8(r.name))
                spec = r.spec;

        std::vector<oracle::Dice> throws;
        for (int code = 0; code < 7776; ++code) {
            oracle::Dice dice;
            for (int i = 0, rest = code; i < 5; ++i, rest /= 6)
                dice[i] = 1 + rest % 6;
            throws.push_back(dice);
        }
        std::vector<oracle::Dice> forms;
        for (const oracle::Dice& dice : throws)
            forms.push_back(oracle::bestForm(dice, spec));
        std::vector<int> order(throws.size());
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(),
            [&](int a, int b) { return oracle::compareAsTheyLie(forms[a], forms[b], spec) < 0; });
        std::vector<int> oracleRank(throws.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            oracleRank[order[i]] = i == 0 ? 0
                                          : oracleRank[order[i - 1]]
                    + (oracle::compareAsTheyLie(forms[order[i - 1]], forms[order[i]], spec) < 0 ? 1 : 0);

        // The kit sees a hand, not the order of its dice; and its class is the oracle's.
        std::vector<int> rankOfHand(exactHands().size(), -1);
        std::vector<HandValue> valueOfHand(exactHands().size());
        for (std::size_t t = 0; t < throws.size(); ++t) {
            const int index = exactHandIndex(throws[t]);
            QVERIFY(index >= 0);
            const HandValue value = evaluateHand(throws[t], rules);
            if (rankOfHand[index] < 0) {
                rankOfHand[index] = oracleRank[t];
                valueOfHand[index] = value;
                QCOMPARE(QString::fromUtf8(handClassId(value.cls).data()),
                    QString::fromStdString(oracle::className(forms[t], spec)));
                QCOMPARE(value.key.at(0), int(value.cls));
            } else {
                QCOMPARE(oracleRank[t], rankOfHand[index]);
                QVERIFY(value == valueOfHand[index]);
            }
        }

        int pairs = 0;
        for (std::size_t a = 0; a < exactHands().size(); ++a)
            for (std::size_t b = 0; b < exactHands().size(); ++b) {
                const int expected = rankOfHand[a] < rankOfHand[b] ? -1
                    : rankOfHand[a] > rankOfHand[b]                ? 1
                                                                   : 0;
                const int got = sign(valueOfHand[a] <=> valueOfHand[b]);
                if (got != expected || compareHands(exactHands()[a], exactHands()[b], rules) != expected
                    || atLeast(exactHands()[a], exactHands()[b], rules) != (expected >= 0)) {
                    const auto text = [](const std::array<int, 5>& h) {
                        return QString("%1-%2-%3-%4-%5").arg(h[0]).arg(h[1]).arg(h[2]).arg(h[3]).arg(h[4]);
                    };
                    QFAIL(qPrintable(QString("%1 against %2: oracle %3, kit %4")
                                         .arg(text(exactHands()[a]), text(exactHands()[b]))
                                         .arg(expected)
                                         .arg(got)));
                }
                ++pairs;
            }
        QCOMPARE(pairs, 252 * 252);
    }

    void seedExamples_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<int>("expected"); // 1: first higher, 0: equal, −1: second higher

        // Seed 000, Offenes Würfelpoker (poker dice; "im allgemeinen … ohne … Sequenzen").
        QTest::newRow("000 Offenes: \"2 Könige vor 2 Zehnern\", two Kings beat two Tens")
            << "poker"
            << "K K A Q 9"
            << "10 10 A K Q" << 1;
        QTest::newRow("000 Offenes: equal pairs go to the dead dice, \"dann der dritthöchste\"")
            << "poker"
            << "10 10 A K J"
            << "10 10 A K 9" << 1;
        QTest::newRow("000 Offenes: equal two pairs, \"entscheidet der tote Würfel\"") << "poker"
                                                                                       << "J J 9 9 A"
                                                                                       << "J J 9 9 K" << 1;
        QTest::newRow("000 Offenes: equal threes, \"entscheiden wieder die toten Würfel\"")
            << "poker"
            << "Q Q Q A 10"
            << "Q Q Q K J" << 1;
        QTest::newRow("000 Offenes: full houses with equal threes, \"entscheidet der Wert des Paares\"")
            << "poker"
            << "A A A Q Q"
            << "A A A J J" << 1;
        QTest::newRow("000 Offenes: a full house's three counts before its pair") << "poker"
                                                                                  << "K K K 9 9"
                                                                                  << "Q Q Q A A" << 1;
        QTest::newRow("000 Offenes: equal fours, \"entscheidet der tote Würfel\"") << "poker"
                                                                                   << "J J J J A"
                                                                                   << "J J J J 10" << 1;
        QTest::newRow("000 Offenes: \"die höchste Kombination überhaupt besteht aus 5 Assen\"")
            << "poker"
            << "A A A A A"
            << "K K K K K" << 1;
        QTest::newRow("000 Offenes: four alike beat a full house") << "poker"
                                                                   << "9 9 9 9 10"
                                                                   << "A A A K K" << 1;
        QTest::newRow("000 Offenes: without Sequenzen, 10-J-Q-K-A is nothing, below a pair")
            << "poker"
            << "10 J Q K A"
            << "9 9 10 J Q" << -1;
        QTest::newRow("000 Offenes: \"absolut gleiche Kombinationen\" tie, in any order") << "poker"
                                                                                          << "K Q K 9 9"
                                                                                          << "9 K 9 Q K" << 0;
        // "Vereinbart man …, daß auch die Sequenzen gelten, dann liegen sie … über dem Drilling und unter
        // dem Full House … höhere Quint (Zehn-Bube-Dame-König-As) … niedrigere Quint (Neun-…-König)."
        QTest::newRow("000 Offenes: the higher Quint 10-J-Q-K-A beats the lower 9-10-J-Q-K")
            << "straights"
            << "10 J Q K A"
            << "9 10 J Q K" << 1;
        QTest::newRow("000 Offenes: a Quint lies above three alike (\"über dem Drilling\")")
            << "straights"
            << "9 10 J Q K"
            << "A A A K Q" << 1;
        QTest::newRow("000 Offenes: a Quint lies below a full house (\"unter dem Full House\")")
            << "straights"
            << "10 J Q K A"
            << "9 9 9 10 10" << -1;

        // Seed 000, Würfelpoker on pip dice: "1-2-3-4-5 ist höher als 2-3-4-5-6"; notes: aces high.
        QTest::newRow("000 Würfelpoker: \"1-2-3-4-5 ist höher als 2-3-4-5-6\"") << "booklet"
                                                                                << "1 2 3 4 5"
                                                                                << "2 3 4 5 6" << 1;
        QTest::newRow("000 Würfelpoker: a Sequenz lies above three alike") << "booklet"
                                                                           << "2 3 4 5 6"
                                                                           << "1 1 1 6 5" << 1;
        QTest::newRow("000 Würfelpoker: a Sequenz lies below a full house") << "booklet"
                                                                            << "1 2 3 4 5"
                                                                            << "2 2 2 3 3" << -1;
        QTest::newRow("000 Würfelpoker: the 1 counts highest, two 1s beat two 6s") << "booklet"
                                                                                   << "1 1 2 3 4"
                                                                                   << "6 6 5 4 3" << 1;
        QTest::newRow("000 Würfelpoker: \"entscheidet der höchste der 3 toten Würfel\", the 1 highest")
            << "booklet"
            << "5 5 1 2 3"
            << "5 5 6 4 3" << 1;
        QTest::newRow("000 Würfelpoker: five 1s are the best five alike") << "booklet"
                                                                          << "1 1 1 1 1"
                                                                          << "6 6 6 6 6" << 1;

        // Seeds 002 and 003 (poker dice, straights count).
        QTest::newRow(
            "002: \"Drei Zehner, ein Ass und eine Dame\" beat \"Drei Zehner, ein Ass und eine Neun\"")
            << "straights"
            << "10 10 10 A Q"
            << "10 10 10 A 9" << 1;
        QTest::newRow("002: two pairs, \"hier wird nach dem höchsten Paar gewertet\"") << "straights"
                                                                                       << "A A 9 9 10"
                                                                                       << "K K Q Q J" << 1;
        QTest::newRow("002: \"Runt, keine Kombination, z. B. A–D–B–10–9\" is below one pair")
            << "straights"
            << "A Q J 10 9"
            << "9 9 10 J Q" << -1;
        QTest::newRow("002: High straight A-K-D-B-10 beats Low straight K-D-B-10-9") << "straights"
                                                                                     << "A K Q J 10"
                                                                                     << "K Q J 10 9" << 1;
        QTest::newRow("002: \"drei Asse und zwei Damen\", a full house, beat the High straight")
            << "straights"
            << "A A A Q Q"
            << "A K Q J 10" << 1;
        QTest::newRow("003: \"fünf Zehner\" beat \"vier Buben\"") << "straights"
                                                                  << "10 10 10 10 10"
                                                                  << "J J J J A" << 1;
        QTest::newRow("003: a Low straight beats \"drei Asse\"") << "straights"
                                                                 << "K Q J 10 9"
                                                                 << "A A A K Q" << 1;
        QTest::newRow("002 pip dice: \"die Eins (Ace) als höchsten Wert, also 1–6–5–4–3–2\"")
            << "pips002"
            << "1 1 2 3 4"
            << "6 6 5 4 3" << 1;
        QTest::newRow("002 pip dice: \"High straight ist 6–5–4–3–2 und Low straight ist 5–4–3–2–1\"")
            << "pips002"
            << "6 5 4 3 2"
            << "5 4 3 2 1" << 1;

        // Seed 000, Joker Poker: "die Kombination As-As-König-König-Neun als Vierling gewertet".
        QTest::newRow("000 Joker: As-As-König-König-Neun counts as four Kings and a Nine")
            << "joker"
            << "A A K K 9"
            << "K K K K 9" << 0;
        QTest::newRow("000 Joker: As-As-König-König-Neun beats four Queens and a Ten") << "joker"
                                                                                       << "A A K K 9"
                                                                                       << "Q Q Q Q 10" << 1;
        QTest::newRow("000 Joker: four Queens and an Ace are five Queens") << "joker"
                                                                           << "Q Q Q Q A"
                                                                           << "Q Q Q Q Q" << 0;
        QTest::newRow("000 Joker: five Aces stay five Aces, above A-A-A-A-K (five Kings)")
            << "joker"
            << "A A A A A"
            << "A A A A K" << 1;
        QTest::newRow("000 Joker: A-A-A-A-K is as good as five Kings") << "joker"
                                                                       << "A A A A K"
                                                                       << "K K K K K" << 0;
        QTest::newRow("000 Joker: one Ace makes 9-9-10-10 the better full house, Tens over Nines")
            << "joker"
            << "9 9 10 10 A"
            << "10 10 10 9 9" << 0;

        // Seed 000, Al Capone: "Haben 2 oder mehrere Spieler dieselbe Kombination, entscheidet eine der drei
        // folgenden Punktwertungen" — A: 9 10 11 12 13 14, B: 9 10 2 3 4 11, C: 1 2 3 4 5 11.
        QTest::newRow("000 Al Capone A: a higher class wins whatever the sum") << "caponeA"
                                                                               << "9 9 9 10 J"
                                                                               << "A A K Q J" << 1;
        QTest::newRow("000 Al Capone A: K-K-Q-Q-9 (59) beats A-A-9-9-10 (56)") << "caponeA"
                                                                               << "K K Q Q 9"
                                                                               << "A A 9 9 10" << 1;
        QTest::newRow("000 Al Capone B: A-A-9-9-10 (50) beats K-K-Q-Q-9 (23)") << "caponeB"
                                                                               << "K K Q Q 9"
                                                                               << "A A 9 9 10" << -1;
        QTest::newRow("000 Al Capone C: A-A-9-9-10 (26) beats K-K-Q-Q-9 (19)") << "caponeC"
                                                                               << "K K Q Q 9"
                                                                               << "A A 9 9 10" << -1;
        QTest::newRow("000 Al Capone A: J-J-10-Q-K (57) beats 9-9-J-Q-K (54)") << "caponeA"
                                                                               << "9 9 J Q K"
                                                                               << "J J 10 Q K" << -1;
        QTest::newRow("000 Al Capone B: 9-9-J-Q-K (27) beats J-J-10-Q-K (21)") << "caponeB"
                                                                               << "9 9 J Q K"
                                                                               << "J J 10 Q K" << 1;
        QTest::newRow("000 Al Capone C: J-J-10-Q-K (17) beats 9-9-J-Q-K (14)") << "caponeC"
                                                                               << "9 9 J Q K"
                                                                               << "J J 10 Q K" << -1;
        QTest::newRow("000 Al Capone A: equal sums share, 10-10-A-Q-J and 9-9-A-K-Q are both 57")
            << "caponeA"
            << "10 10 A Q J"
            << "9 9 A K Q" << 0;
    }

    void seedExamples()
    {
        QFETCH(QString, preset);
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(int, expected);
        const HandRules rules = rulesNamed(kPresets.at(preset));
        const std::vector<int> a = facesOf(first, rules.dice), b = facesOf(second, rules.dice);
        QCOMPARE(compareHands(a, b, rules), expected);
        QCOMPARE(compareHands(b, a, rules), -expected);
        QCOMPARE(atLeast(a, b, rules), expected >= 0);
        QCOMPARE(atLeast(b, a, rules), expected <= 0);
    }

    void classes_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("dice");
        QTest::addColumn<QString>("cls");
        QTest::newRow("002: \"Runt, keine Kombination, z. B. A–D–B–10–9\"") << "straights"
                                                                            << "A Q J 10 9"
                                                                            << "nothing";
        QTest::newRow("002: \"fünf Zehner\" are five alike") << "straights"
                                                             << "10 10 10 10 10"
                                                             << "five";
        QTest::newRow("002: \"vier Buben\" are four alike") << "straights"
                                                            << "J J J J 9"
                                                            << "four";
        QTest::newRow("002: \"drei Asse und zwei Damen\" are a full house") << "straights"
                                                                            << "A Q A Q A"
                                                                            << "full_house";
        QTest::newRow("002: \"zwei Buben und zwei Neuner\" are two pairs") << "straights"
                                                                           << "J 9 J 9 A"
                                                                           << "two_pairs";
        QTest::newRow("002: \"zwei Zehner\" are one pair") << "straights"
                                                           << "10 10 A Q 9"
                                                           << "pair";
        QTest::newRow("002: \"A–K–D–B–10\" is a straight") << "straights"
                                                           << "A K Q J 10"
                                                           << "straight";
        QTest::newRow("000 Offenes: without Sequenzen, \"Zehn-Bube-Dame-König-As\" is nothing")
            << "poker"
            << "10 J Q K A"
            << "nothing";
        QTest::newRow("000 Würfelpoker: 1-2-3-4-5 is a Sequenz") << "booklet"
                                                                 << "3 1 5 2 4"
                                                                 << "straight";
        QTest::newRow("000 Würfelpoker: 1-3-4-5-6 is nothing") << "booklet"
                                                               << "1 3 4 5 6"
                                                               << "nothing";
        QTest::newRow("000 Joker: \"As-As-König-König-Neun als Vierling\"") << "joker"
                                                                            << "A A K K 9"
                                                                            << "four";
        QTest::newRow("000 Joker: five Aces are five alike") << "joker"
                                                             << "A A A A A"
                                                             << "five";
        QTest::newRow("000 Joker: A-9-10-J-Q stays without straights a pair") << "joker"
                                                                              << "A 9 10 J Q"
                                                                              << "pair";
    }

    void classes()
    {
        QFETCH(QString, preset);
        QFETCH(QString, dice);
        QFETCH(QString, cls);
        const HandRules rules = rulesNamed(kPresets.at(preset));
        QCOMPARE(
            QString::fromUtf8(handClassId(evaluateHand(facesOf(dice, rules.dice), rules).cls).data()), cls);
    }

    void keysAreTheDocumentedArrays()
    {
        // The command line prints these keys; their layout is part of the interface.
        HandRules straights;
        QCOMPARE(keyOf({5, 5, 5, 1, 1}, straights), (QList<int>{5, 5, 1}));
        QCOMPARE(keyOf({2, 3, 4, 5, 6}, straights), (QList<int>{4, 2}));
        QCOMPARE(keyOf({1, 2, 3, 4, 5}, straights), (QList<int>{4, 1}));
        QCOMPARE(keyOf({3, 1, 3, 1, 6}, straights), (QList<int>{2, 3, 1, 6}));
        QCOMPARE(keyOf({6, 4, 3, 2, 1}, straights), (QList<int>{0, 6, 4, 3, 2, 1}));
        HandRules capone = straights;
        capone.tie = HandRules::TieBreak::ScoringA;
        QCOMPARE(keyOf({5, 5, 4, 4, 1}, capone), (QList<int>{2, 59}));
        // Aces high on pip dice: the 1 has rank 6, the 2 rank 1.
        HandRules booklet{DieKind::Pips, true, true, true};
        QCOMPARE(keyOf({1, 1, 2, 3, 4}, booklet), (QList<int>{1, 6, 3, 2, 1}));
    }

    void badHandsAreRefused_data()
    {
        QTest::addColumn<QVector<int>>("faces");
        QTest::newRow("four dice are no hand") << QVector<int>{1, 2, 3, 4};
        QTest::newRow("six dice are no hand") << QVector<int>{1, 2, 3, 4, 5, 6};
        QTest::newRow("a die shows no 0") << QVector<int>{0, 2, 3, 4, 5};
        QTest::newRow("a die shows no 7") << QVector<int>{7, 2, 3, 4, 5};
    }

    void badHandsAreRefused()
    {
        QFETCH(QVector<int>, faces);
        const std::vector<int> dice(faces.begin(), faces.end());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, evaluateHand(dice, HandRules{}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, describeHand(dice, HandRules{}));
        QCOMPARE(exactHandIndex(dice), -1);
    }

    void exactHandsAreThe252SortedMultisets()
    {
        const auto& hands = exactHands();
        QCOMPARE(hands.size(), std::size_t(252));
        for (std::size_t i = 0; i < hands.size(); ++i) {
            QVERIFY(std::is_sorted(hands[i].begin(), hands[i].end()));
            QVERIFY(hands[i].front() >= 1 && hands[i].back() <= 6);
            if (i > 0)
                QVERIFY(hands[i - 1] < hands[i]); // canonical: lexicographic, hence distinct
            QCOMPARE(exactHandIndex(hands[i]), int(i));
        }
        QVERIFY((hands.front() == std::array<int, 5>{1, 1, 1, 1, 1}));
        QVERIFY((hands.back() == std::array<int, 5>{6, 6, 6, 6, 6}));
        // Every ordered throw finds its multiset.
        std::vector<int> seen(252);
        for (int code = 0; code < 7776; ++code) {
            std::array<int, 5> dice;
            for (int i = 0, rest = code; i < 5; ++i, rest /= 6)
                dice[i] = 1 + rest % 6;
            const int index = exactHandIndex(dice);
            QVERIFY(index >= 0 && index < 252);
            std::array<int, 5> sorted = dice;
            std::sort(sorted.begin(), sorted.end());
            QVERIFY(hands[index] == sorted);
            ++seen[index];
        }
        QVERIFY(std::find(seen.begin(), seen.end(), 0) == seen.end());
    }

    void announcementOrderIsSortedByValue_data() { everyPairAgreesWithTheOracle_data(); }

    void announcementOrderIsSortedByValue()
    {
        QFETCH(QString, ranking);
        const HandRules rules = rulesNamed(ranking);
        const std::vector<int> order = announcementOrder(rules);
        const std::vector<int> strengths = handStrengths(rules);
        QCOMPARE(order.size(), std::size_t(252));
        std::vector<int> sorted = order;
        std::sort(sorted.begin(), sorted.end());
        for (int i = 0; i < 252; ++i)
            QCOMPARE(sorted[i], i); // a permutation
        for (std::size_t r = 1; r < order.size(); ++r) {
            const int c = compareHands(exactHands()[order[r - 1]], exactHands()[order[r]], rules);
            QVERIFY(c <= 0);
            if (c == 0)
                QVERIFY(order[r - 1] < order[r]); // ties in canonical order
            QCOMPARE(strengths[order[r]], strengths[order[r - 1]] + (c < 0 ? 1 : 0));
        }
        QCOMPARE(strengths[order.front()], 0);
        QVERIFY(announcementOrder(rules) == order); // stable
    }

    void handsOfEqualValue()
    {
        // Without aces wild and with kickers every multiset is its own value; wild Aces and Al Capone's
        // sums make several multisets equal.
        const auto distinct = [](const HandRules& rules) {
            const std::vector<int> s = handStrengths(rules);
            return *std::max_element(s.begin(), s.end()) + 1;
        };
        QCOMPARE(distinct(rulesNamed(kPresets.at("poker"))), 252);
        QCOMPARE(distinct(rulesNamed(kPresets.at("straights"))), 252);
        QCOMPARE(distinct(rulesNamed(kPresets.at("booklet"))), 252);
        QVERIFY(distinct(rulesNamed(kPresets.at("joker"))) < 252);
        QVERIFY(distinct(rulesNamed(kPresets.at("caponeA"))) < 252);
    }

    void phrases_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("dice");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("002: \"Drei Zehner, ein Ass und eine Dame\"") << "straights"
                                                                     << "Q 10 A 10 10"
                                                                     << "Three Tens, an Ace and a Queen";
        QTest::newRow("002: \"drei Asse und zwei Damen\"") << "straights"
                                                           << "A Q A Q A"
                                                           << "Full house, Aces over Queens";
        QTest::newRow("002: \"zwei Buben und zwei Neuner\"") << "straights"
                                                             << "J 9 J 9 A"
                                                             << "Two pairs, Jacks and Nines, and an Ace";
        QTest::newRow("002: \"Runt, z. B. A–D–B–10–9\"") << "straights"
                                                         << "A Q J 10 9"
                                                         << "Nothing: Ace, Queen, Jack, Ten and Nine";
        QTest::newRow("002: \"fünf Zehner\"") << "straights"
                                              << "10 10 10 10 10"
                                              << "Five Tens";
        QTest::newRow("002: \"vier Buben\"") << "straights"
                                             << "J J 9 J J"
                                             << "Four Jacks and a Nine";
        QTest::newRow("002: \"zwei Zehner\"") << "straights"
                                              << "10 A 10 Q 9"
                                              << "A pair of Tens, an Ace, a Queen and a Nine";
        QTest::newRow("002: the High straight") << "straights"
                                                << "A K Q J 10"
                                                << "Straight, Ten to Ace";
        QTest::newRow("000 Joker: A-A-K-K-9 reads as the four Kings it counts as") << "joker"
                                                                                   << "A A K K 9"
                                                                                   << "Four Kings and a Nine";
        QTest::newRow("000 Joker: five Aces stay five Aces") << "joker"
                                                             << "A A A A A"
                                                             << "Five Aces";
        QTest::newRow("000 Würfelpoker: pip faces, the 1 named first as the highest")
            << "booklet"
            << "4 1 1 6 2"
            << "A pair of Ones, a Six, a Four and a Two";
        QTest::newRow("000 Würfelpoker: the Sequenz 1-2-3-4-5") << "booklet"
                                                                << "5 4 3 2 1"
                                                                << "Straight, One to Five";
    }

    void phrases()
    {
        QFETCH(QString, preset);
        QFETCH(QString, dice);
        QFETCH(QString, phrase);
        const HandRules rules = rulesNamed(kPresets.at(preset));
        const HandPhrase described = describeHand(facesOf(dice, rules.dice), rules);
        QCOMPARE(QString::fromStdString(formatHandPhrase(described, rules.dice)), phrase);
        QCOMPARE(QString(described.context), QString("knobel::Hands"));
        QCOMPARE(described.faces.size(), described.forms.size());
    }

    void phrasesAreTranslatedPieceByPiece()
    {
        // The pattern and every face name go through the translator, each in its own context.
        const std::map<std::string, std::string> german{{"Three %1, %2 and %3", "Drei %1, %2 und %3"},
            {"Tens", "Zehner"}, {"an Ace", "ein As"}, {"a Queen", "eine Dame"}};
        QStringList contexts;
        const Translate translate = [&](const char* context, const char* text) {
            contexts << context;
            const auto it = german.find(text);
            return it == german.end() ? std::string("?") : it->second;
        };
        const HandRules rules;
        const std::string text
            = formatHandPhrase(describeHand(std::vector<int>{2, 2, 2, 6, 4}, rules), rules.dice, translate);
        QCOMPARE(QString::fromStdString(text), QString("Drei Zehner, ein As und eine Dame"));
        QCOMPARE(contexts, QStringList(4, "knobel::Hands"));
    }

    void classIdsAndNames()
    {
        const QStringList ids{
            "nothing", "pair", "two_pairs", "three", "straight", "full_house", "four", "five"};
        for (int c = 0; c < ids.size(); ++c) {
            QCOMPARE(QString::fromUtf8(handClassId(HandClass(c)).data()), ids[c]);
            QVERIFY(std::string_view(handClassName(HandClass(c)).text).size() > 0);
        }
        const QStringList coloured{"high_card", "pair", "two_pairs", "three", "full_house", "straight",
            "four", "flush", "five", "straight_flush", "five_flush"};
        for (int c = 0; c < coloured.size(); ++c) {
            QCOMPARE(QString::fromUtf8(colouredClassId(ColouredClass(c)).data()), coloured[c]);
            QVERIFY(std::string_view(colouredClassName(ColouredClass(c)).text).size() > 0);
        }
    }

    void colouredExamples_data()
    {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<int>("expected");
        // Seed 004 and the notes (dice hold'em): r red, b black, w white, y yellow.
        QTest::newRow("004 notes: red 6-6-2-2-2 beats red 5-5-5-3-3 as flushes") << "r6 r6 r2 r2 r2"
                                                                                 << "r5 r5 r5 r3 r3" << 1;
        QTest::newRow("004: two pairs \"4er über 2er\" beat \"4er über 1er\", 1 the lowest")
            << "r4 b4 w2 y2 r5"
            << "r4 b4 w1 y1 r5" << 1;
        QTest::newRow("004: full house \"4ern über 3ern schlägt … 2ern über 6ern\"") << "r4 b4 w4 r3 b3"
                                                                                     << "r2 b2 w2 r6 b6" << 1;
        QTest::newRow("004: \"Die Straße von Spieler A schlägt das Full House von Spieler C\" (1s over 4s)")
            << "r1 b2 w3 y4 r5"
            << "r1 b1 w1 r4 b4" << 1;
        QTest::newRow("004: a Five-of-a-kind flush beats a Straight Flush") << "w3 w3 w3 w3 w3"
                                                                            << "r2 r3 r4 r5 r6" << 1;
        QTest::newRow("004: a Straight Flush beats a Five of a kind") << "b1 b2 b3 b4 b5"
                                                                      << "r6 b6 w6 y6 r6" << 1;
        QTest::newRow("004: a Five of a kind beats a Flush") << "r2 b2 w2 y2 r2"
                                                             << "r6 r6 r6 r5 r5" << 1;
        QTest::newRow("004: a Flush beats four alike") << "y1 y2 y3 y4 y6"
                                                       << "r6 b6 w6 y6 r5" << 1;
        QTest::newRow("004: four alike beat a straight") << "r1 b1 w1 y1 r2"
                                                         << "r2 b3 w4 y5 r6" << 1;
        QTest::newRow("004: a full house beats three alike") << "r1 b1 w1 y2 r2"
                                                             << "r6 b6 w6 y5 r4" << 1;
        QTest::newRow("004: three alike beat two pairs") << "r1 b1 w1 y2 r3"
                                                         << "r6 b6 w5 y5 r4" << 1;
        QTest::newRow("004 notes: two pairs beat one pair") << "r1 b1 w2 y2 r3"
                                                            << "r6 b6 w5 y4 r3" << 1;
        QTest::newRow("004 notes: one pair beats the highest numbers") << "r1 b1 w2 y3 r4"
                                                                       << "r6 b5 w4 y3 r1" << 1;
        QTest::newRow("004 notes: 2-3-4-5-6 is the higher straight") << "r2 b3 w4 y5 r6"
                                                                     << "r1 b2 w3 y4 r5" << 1;
        QTest::newRow("004 notes: 1-2-3-4-6 in colours is no straight") << "r1 b2 w3 y4 r6"
                                                                        << "r1 b1 w3 y4 r6" << -1;
        QTest::newRow("004: equal numbers, \"gewinnt der Spieler mit den meisten Würfeln derselben Farbe\"")
            << "r4 r4 r2 b2 w6"
            << "r4 b4 w2 y2 r6" << 1;
        QTest::newRow("004 notes: only the largest colour count matters (3+1+1 ties 3+2)")
            << "r4 r4 r2 b2 w6"
            << "r4 r4 r2 b2 b6" << 0;
        QTest::newRow("004: still equal, \"teilen die beiden Spieler den Pott\"") << "r4 r4 b2 b2 w6"
                                                                                  << "w4 w4 y2 y2 b6" << 0;
        QTest::newRow("004 notes: flushes with equal numbers are equal") << "r6 r5 r4 r3 r1"
                                                                         << "y1 y3 y4 y5 y6" << 0;
    }

    void colouredExamples()
    {
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(int, expected);
        const std::vector<ColouredDie> a = colouredOf(first), b = colouredOf(second);
        QCOMPARE(sign(evaluateColoured(a) <=> evaluateColoured(b)), expected);
        QCOMPARE(sign(evaluateColoured(b) <=> evaluateColoured(a)), -expected);
        QCOMPARE(colouredOracle::compare(a, b), expected);
    }

    void colouredAgreesWithTheOracle()
    {
        std::mt19937 rng(2026);
        std::set<std::string> classesSeen;
        for (int i = 0; i < 200000; ++i) {
            // Sometimes all one colour, so that every class shows up often enough.
            std::vector<ColouredDie> a = colouredOracle::draw(rng, 5), b = colouredOracle::draw(rng, 5);
            if (i % 3 == 0)
                for (ColouredDie& die : a)
                    die.colour = a[0].colour;
            if (i % 5 == 0) // five alike
                for (ColouredDie& die : b)
                    die.face = b[0].face;
            if (i % 7 == 0) // a straight, 1-2-3-4-5 or 2-3-4-5-6
                for (int d = 0; d < 5; ++d)
                    b[d].face = 1 + i % 2 + d;
            const int expected = colouredOracle::compare(a, b);
            const HandValue va = evaluateColoured(a), vb = evaluateColoured(b);
            if (sign(va <=> vb) != expected)
                QFAIL(qPrintable(QString("draw %1: oracle %2").arg(i).arg(expected)));
            QCOMPARE(QString::fromUtf8(colouredClassId(colouredClass(va)).data()),
                QString::fromStdString(colouredOracle::className(a)));
            classesSeen.insert(colouredOracle::className(a));
            classesSeen.insert(colouredOracle::className(b));
        }
        QCOMPARE(classesSeen.size(), std::size_t(11));
    }

    void bestFiveIsTheBestOfAllFiveSubsets()
    {
        std::mt19937 rng(4);
        for (int draw = 0; draw < 20000; ++draw) {
            const int n = 5 + draw % 3;
            const std::vector<ColouredDie> dice = colouredOracle::draw(rng, n);
            // Brute force: every selection mask of five.
            std::vector<bool> mask(n, false);
            std::fill(mask.begin(), mask.begin() + 5, true);
            std::vector<ColouredDie> best;
            do {
                std::vector<ColouredDie> five;
                for (int i = 0; i < n; ++i)
                    if (mask[i])
                        five.push_back(dice[i]);
                if (best.empty() || colouredOracle::compare(five, best) > 0)
                    best = five;
            } while (std::prev_permutation(mask.begin(), mask.end()));
            const HandValue value = bestFive(dice);
            QVERIFY(value == evaluateColoured(best));
            const std::array<int, 5> choice = bestFiveChoice(dice);
            QVERIFY(std::is_sorted(choice.begin(), choice.end()));
            std::vector<ColouredDie> chosen;
            for (int i : choice)
                chosen.push_back(dice.at(i));
            QVERIFY(evaluateColoured(chosen) == value);
        }
    }

    void bestFiveMayBeTheCommunityAlone()
    {
        // 004: "Wenn die fünf Gemeinschaftswürfel Ihr bestmögliches Blatt ergeben, dürfen Sie nur diese
        // Würfel auswählen": two pocket dice, then five yellow threes on the table.
        const std::vector<ColouredDie> seven = colouredOf("r1 b2 y3 y3 y3 y3 y3");
        QCOMPARE(colouredClass(bestFive(seven)), ColouredClass::FiveFlush);
        QVERIFY((bestFiveChoice(seven) == std::array<int, 5>{2, 3, 4, 5, 6}));
        // The example's turn: player C's full house, 1s over 4s, from pocket and table together.
        QCOMPARE(colouredClass(bestFive(colouredOf("r1 b4 w1 y1 r4 b2"))), ColouredClass::FullHouse);
    }

    void badColouredDiceAreRefused()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, evaluateColoured(colouredOf("r1 b2 w3 y4")));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, evaluateColoured(colouredOf("r1 b2 w3 y4 r7")));
        std::vector<ColouredDie> green = colouredOf("r1 b2 w3 y4 r5");
        green[4].colour = 4;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, evaluateColoured(green));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, bestFive(colouredOf("r1 b2 w3 y4")));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, bestFive(colouredOf("r1 b2 w3 y4 r5 r6 r6 r6")));
    }
};

QTEST_APPLESS_MAIN(TestHands)
#include "tst_hands.moc"
