// SPDX-License-Identifier: GPL-3.0-or-later
// Eins bis sechzehn (seed 000) as the booklet writes it: "… bei dem es darauf ankommt, aus den
// gewürfelten Augenzahlen die Zahlen von 1 bis 16 zu kombinieren. Diese Zahlen können direkt gewürfelt
// werden, oder durch Addition und Subtraktion von Augenzahlen gebildet werden. Beispiel: 1-2-3 wurden
// gewürfelt. 1 — direkt aus 1, 2 — 2 minus 1, 3 — direkt aus 3, 4 — 3 plus 1, 5 — 2 minus 1, 6 — direkt
// aus 6, 7 — 2 plus 5, 8 — 3 plus 2 minus 1, 9 — 3 plus 6, 10 — 3 plus 2 plus 1. Gewonnen hat, wer als
// erster (nach mehreren Würfen) alle Zahlen von 1 bis 16 und wieder zurück kombinieren konnte. Bei
// einer Variante dürfen auch Multiplikation und Division einbezogen werden."
//
// The reading (../shared/rules-notes.md): each number is formed from the whole throw anew, each die at
// most once in it — the example forms 1 from the 1 and then 4 from 3 plus the same 1 — and the player
// goes on while the next number can be formed from the same throw. (The scan lost the pictures of the
// later dice: 6, 7 and 9 use faces 1-2-3 does not show, and some figures no longer add up; each line is
// tested below as a throw that shows its dice.)
#include <QTest>

#include <cmath>
#include <numeric>
#include <random>
#include <set>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/einsbissechzehn/einsbissechzehn.h"
#include "match.h"
#include "racetest.h"

using namespace knobel;
using namespace knobel::testing;

namespace {

GameSetup setupFor(int seats, std::uint64_t seed = 1, bool multiplyDivide = false)
{
    GameSetup setup = raceSetup("einsbissechzehn", seats, seed);
    setup.options.set(
        findGameDef("einsbissechzehn")->options(), "multiply_divide", multiplyDivide ? "true" : "false");
    return setup;
}

/// An exact fraction, for the brute force: no operation is refused on the way, whole or not.
struct Fraction
{
    long n = 0, d = 1;
    Fraction(long numerator = 0, long denominator = 1)
        : n(numerator)
        , d(denominator)
    {
        if (d < 0)
            n = -n, d = -d;
        const long g = std::gcd(n < 0 ? -n : n, d);
        if (g > 1)
            n /= g, d /= g;
    }
};

enum Op { Plus, Minus, Times, Divided };

std::optional<Fraction> apply(Fraction a, Op op, Fraction b)
{
    switch (op) {
    case Plus:
        return Fraction(a.n * b.d + b.n * a.d, a.d * b.d);
    case Minus:
        return Fraction(a.n * b.d - b.n * a.d, a.d * b.d);
    case Times:
        return Fraction(a.n * b.n, a.d * b.d);
    case Divided:
        if (b.n == 0)
            return std::nullopt;
        return Fraction(a.n * b.d, a.d * b.n);
    }
    return std::nullopt;
}

/// Brute force: every ordered choice of one, two or three of the dice, every operation between them
/// and both bracketings of three, evaluated exactly; the whole numbers above zero that come out.
std::set<int> bruteForce(const std::vector<int>& faces, bool multiplyDivide)
{
    const std::vector<Op> ops
        = multiplyDivide ? std::vector<Op>{Plus, Minus, Times, Divided} : std::vector<Op>{Plus, Minus};
    std::set<int> values;
    auto take = [&](std::optional<Fraction> f) {
        if (f && f->d == 1 && f->n > 0)
            values.insert(int(f->n));
    };
    for (int i = 0; i < 3; ++i) {
        take(Fraction(faces[std::size_t(i)]));
        for (int j = 0; j < 3; ++j) {
            if (j == i)
                continue;
            const Fraction a(faces[std::size_t(i)]), b(faces[std::size_t(j)]);
            for (Op x : ops) {
                take(apply(a, x, b));
                const int k = 3 - i - j;
                const Fraction c(faces[std::size_t(k)]);
                for (Op y : ops) {
                    if (const auto ab = apply(a, x, b))
                        take(apply(*ab, y, c));
                    if (const auto bc = apply(b, y, c))
                        take(apply(a, x, *bc));
                }
            }
        }
    }
    return values;
}

/// Reads a formula as the screen writes it ("(3 + 1) × 2"): its exact value and the dice it names.
struct Reader
{
    std::string text;
    std::size_t at = 0;
    std::vector<int> dice;
    bool failed = false;

    void blanks()
    {
        while (at < text.size() && text[at] == ' ')
            ++at;
    }
    bool eat(const std::string& token)
    {
        blanks();
        if (text.compare(at, token.size(), token) == 0) {
            at += token.size();
            return true;
        }
        return false;
    }
    Fraction atom()
    {
        if (eat("(")) {
            const Fraction f = sum();
            failed |= !eat(")");
            return f;
        }
        blanks();
        if (at < text.size() && text[at] >= '1' && text[at] <= '6') {
            dice.push_back(text[at] - '0');
            return Fraction(text[at++] - '0');
        }
        failed = true;
        return {};
    }
    Fraction product()
    {
        Fraction f = atom();
        for (;;) {
            if (eat("\u00d7"))
                f = *apply(f, Times, atom());
            else if (eat("\u00f7")) {
                const auto q = apply(f, Divided, atom());
                failed |= !q;
                f = q.value_or(Fraction());
            } else
                return f;
        }
    }
    Fraction sum()
    {
        Fraction f = product();
        for (;;) {
            if (eat("+"))
                f = *apply(f, Plus, product());
            else if (eat("\u2212"))
                f = *apply(f, Minus, product());
            else
                return f;
        }
    }
};

/// "" when the formula's text reads back to its value with dice of the throw, each at most once.
QString checkFormula(const Formula& formula, const std::vector<int>& faces, bool multiplyDivide)
{
    Reader reader{formula.text};
    const Fraction value = reader.sum();
    reader.blanks();
    if (reader.failed || reader.at != reader.text.size())
        return QStringLiteral("cannot read %1").arg(QString::fromStdString(formula.text));
    if (value.d != 1 || value.n != formula.value)
        return QStringLiteral("%1 is not %2").arg(QString::fromStdString(formula.text)).arg(formula.value);
    if (int(reader.dice.size()) != formula.dice)
        return QStringLiteral("%1 does not use %2 dice")
            .arg(QString::fromStdString(formula.text))
            .arg(formula.dice);
    std::vector<int> left = faces;
    for (int die : reader.dice) {
        const auto it = std::find(left.begin(), left.end(), die);
        if (it == left.end())
            return QStringLiteral("%1 uses a die the throw has not")
                .arg(QString::fromStdString(formula.text));
        left.erase(it);
    }
    if (!multiplyDivide
        && (formula.text.find("\u00d7") != std::string::npos
            || formula.text.find("\u00f7") != std::string::npos))
        return QStringLiteral("%1 multiplies or divides").arg(QString::fromStdString(formula.text));
    return {};
}

QString written(const std::vector<Formula>& run)
{
    QStringList parts;
    for (const Formula& f : run)
        parts << QString::fromStdString(f.written());
    return parts.join(QStringLiteral(", "));
}

} // namespace

class tst_EinsBisSechzehn : public QObject
{
    Q_OBJECT

private slots:
    /// "Beispiel: 1-2-3 wurden gewürfelt. 1 — direkt aus 1 … 3 — direkt aus 3, 4 — 3 plus 1 …": from
    /// the start, the throw 1-2-3 forms 1 to 6, one number after the other, the same dice each time.
    void theTextsThrowCarriesFromOneToSix()
    {
        const std::vector<Formula> run = EinsBisSechzehnDef::run(0, {1, 2, 3}, false);
        QCOMPARE(written(run), QStringLiteral("1, 2, 3, 3 + 1 = 4, 3 + 2 = 5, 3 + 2 + 1 = 6"));
        // "2 — 2 minus 1" as the text prints it is 1; 2 is the die alone, or 3 − 1.
        const auto formulas = EinsBisSechzehnDef::formable({1, 2, 3}, false);
        QCOMPARE(formulas.size(), std::size_t(6)); // 1 … 6, nothing more
        QCOMPARE(formulas.at(4).written(), std::string("3 + 1 = 4"));
    }

    /// The text's other lines, each from a throw that shows its dice.
    void theTextsLinesFormTheirNumbers_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("number");
        QTest::addColumn<QString>("formula");
        QTest::newRow("6 — direkt aus 6") << QList<int>{6, 1, 1} << 6 << "6";
        QTest::newRow("7 — 2 plus 5") << QList<int>{2, 5, 5} << 7 << "5 + 2 = 7";
        QTest::newRow("8 — 3 plus 2 minus 1 (the scan's figures; 6 + 3 − 1 = 8)")
            << QList<int>{6, 3, 1} << 8 << "6 + 3 \u2212 1 = 8";
        QTest::newRow("4 — 3 plus 1 (the text's 3 plus 2 minus 1 is 4 too)")
            << QList<int>{3, 2, 1} << 4 << "3 + 1 = 4";
        QTest::newRow("9 — 3 plus 6") << QList<int>{3, 6, 6} << 9 << "6 + 3 = 9";
        QTest::newRow("10 — 3 plus 2 plus 1 (with a 5: 5 + 3 + 2)")
            << QList<int>{5, 3, 2} << 10 << "5 + 3 + 2 = 10";
        QTest::newRow("16: 6 + 6 + 4") << QList<int>{4, 6, 6} << 16 << "6 + 6 + 4 = 16";
        QTest::newRow("a difference: 6 − 5 = 1") << QList<int>{5, 6, 6} << 1 << "6 \u2212 5 = 1";
    }
    void theTextsLinesFormTheirNumbers()
    {
        QFETCH(QList<int>, faces);
        QFETCH(int, number);
        QFETCH(QString, formula);
        const auto formulas
            = EinsBisSechzehnDef::formable(std::vector<int>(faces.begin(), faces.end()), false);
        QVERIFY(formulas.count(number));
        QCOMPARE(QString::fromStdString(formulas.at(number).written()), formula);
    }

    /// "Bei einer Variante dürfen auch Multiplikation und Division einbezogen werden": only with the
    /// option, and only divisions that come out whole.
    void multiplyAndDivideWithTheOption()
    {
        const auto plain = EinsBisSechzehnDef::formable({2, 3, 4}, false);
        const auto more = EinsBisSechzehnDef::formable({2, 3, 4}, true);
        QVERIFY(!plain.count(12) && !plain.count(14) && !plain.count(24));
        QCOMPARE(more.at(12).written(), std::string("4 \u00d7 3 = 12"));
        QCOMPARE(more.at(14).written(), std::string("4 \u00d7 3 + 2 = 14"));
        QCOMPARE(more.at(20).written(), std::string("4 \u00d7 (3 + 2) = 20"));
        QCOMPARE(more.at(24).written(), std::string("4 \u00d7 3 \u00d7 2 = 24"));
        const auto ones = EinsBisSechzehnDef::formable({5, 5, 5}, true);
        QCOMPARE(ones.at(1).written(), std::string("5 \u00f7 5 = 1"));
        QVERIFY(!EinsBisSechzehnDef::formable({5, 5, 5}, false).count(1));
        // 3 ÷ 2 is not whole: with 3 and 2 alone, no 1.5 and nothing made from it.
        const auto halves = EinsBisSechzehnDef::formable({2, 3, 6}, true);
        QCOMPARE(halves.at(9).written(), std::string("6 + 3 = 9"));
    }

    /// The search against a brute force, over every throw of three dice and every place on the track,
    /// with and without × and ÷: the numbers formed are the same, every formula reads back to its number
    /// from the throw's dice, each at most once, and the run of numbers a throw carries is the longest.
    void theSearchMeetsTheBruteForceOverEveryThrow()
    {
        int checked = 0;
        for (bool multiplyDivide : {false, true})
            for (int a = 1; a <= 6; ++a)
                for (int b = 1; b <= 6; ++b)
                    for (int c = 1; c <= 6; ++c) {
                        const std::vector<int> faces{a, b, c};
                        const std::set<int> brute = bruteForce(faces, multiplyDivide);
                        const auto formulas = EinsBisSechzehnDef::formable(faces, multiplyDivide);
                        std::set<int> found;
                        for (const auto& [value, formula] : formulas) {
                            found.insert(value);
                            QCOMPARE(checkFormula(formula, faces, multiplyDivide), QString());
                        }
                        QCOMPARE(found, brute);
                        for (int steps = 0; steps <= EinsBisSechzehnDef::kSteps; ++steps) {
                            int furthest = 0;
                            while (steps + furthest < EinsBisSechzehnDef::kSteps
                                && brute.count(EinsBisSechzehnDef::needed(steps + furthest)))
                                ++furthest;
                            const std::vector<Formula> run
                                = EinsBisSechzehnDef::run(steps, faces, multiplyDivide);
                            QCOMPARE(int(run.size()), furthest);
                            for (std::size_t k = 0; k < run.size(); ++k)
                                QCOMPARE(run[k].value, EinsBisSechzehnDef::needed(steps + int(k)));
                            ++checked;
                        }
                    }
        QCOMPARE(checked, 2 * 216 * 33);
    }

    void theTrackGoesUpToSixteenAndBack()
    {
        QCOMPARE(EinsBisSechzehnDef::needed(0), 1);
        QCOMPARE(EinsBisSechzehnDef::needed(15), 16);
        QCOMPARE(EinsBisSechzehnDef::needed(16), 16);
        QCOMPARE(EinsBisSechzehnDef::needed(31), 1);
        QCOMPARE(EinsBisSechzehnDef::needed(32), 0);
        // 16 reached with 6-6-4 is formed again at once from the same throw, then 15 = 6 + 6 + 4 − … no:
        // 15 needs 6 + 6 + 3; so the throw carries 16 and 16.
        QCOMPARE(written(EinsBisSechzehnDef::run(15, {6, 6, 4}, false)),
            QStringLiteral("6 + 6 + 4 = 16, 6 + 6 + 4 = 16"));
    }

    /// At the table: one throw a turn, the numbers it forms, the track, the formulas as facts.
    void aThrowMovesTheTrackAndIsToldWithItsFormulas()
    {
        EinsBisSechzehnState state(setupFor(2, 4));
        const Seat first = state.current(), second = (first + 1) % 2;
        const QString a(QChar('A' + first)), b(QChar('A' + second));
        QCOMPARE(QString::fromStdString(state.describe(thrown(1, 2, 3), first, kNoSeat).english()),
            QStringLiteral(
                "%1 throws 1, 2 and 3: 1, 2, 3, 3 + 1 = 4, 3 + 2 = 5, 3 + 2 + 1 = 6; %1 needs 7 next.")
                .arg(a));
        QVERIFY(!state.apply(thrown(1, 2, 3)));
        QCOMPARE(state.steps()[std::size_t(first)], 6);
        QCOMPARE(state.current(), second);
        QCOMPARE(QString::fromStdString(state.describe(thrown(2, 2, 4), second, kNoSeat).english()),
            QStringLiteral("%1 throws 2, 2 and 4 but cannot form 1.").arg(b));
        QVERIFY(!state.apply(thrown(2, 2, 4)));
        QCOMPARE(state.steps()[std::size_t(second)], 0);
        QVERIFY(state.lastRun().empty());
        // 7 = 6 + 1, but no 8 from 6, 1 and 4: the throw carries one step.
        QVERIFY(!state.apply(thrown(6, 1, 4)));
        QCOMPARE(state.steps()[std::size_t(first)], 7);
        const Observation view = state.observe(kNoSeat);
        QCOMPARE(view.fact<std::string>("trackNote"), std::optional<std::string>("6 + 1 = 7"));
        QCOMPARE(view.fact<int>("trackNoteSeat"), std::optional<int>(first));
        QCOMPARE(view.fact<std::vector<int>>("trackMarks")->size(), std::size_t(16));
        const std::vector<int> marks = *view.fact<std::vector<int>>("trackStates");
        QCOMPARE(marks.size(), std::size_t(32));
        for (int m = 0; m < 16; ++m)
            QCOMPARE(marks[std::size_t(first * 16 + m)], m < 7 ? 1 : 0);
        QCOMPARE(*view.fact<std::vector<int>>("trackNext"),
            (first == 0 ? std::vector<int>{8, 1} : std::vector<int>{1, 8}));
        QCOMPARE(view.seats[std::size_t(first)].roundLine.english(), std::string("up: needs 8"));
    }

    /// "Gewonnen hat, wer als erster … alle Zahlen von 1 bis 16 und wieder zurück kombinieren konnte."
    void theFirstBackAtOneWins()
    {
        EinsBisSechzehnState state(setupFor(2, 5));
        const Seat first = state.current();
        // Up: 1-2-3 to 6, 6-1-1 to 8, … 6-6-4 takes the 16 twice; back down the same way.
        const std::vector<std::vector<int>> mine{{1, 2, 3}, {6, 1, 1}, {6, 4, 1}, {6, 6, 1}, {6, 6, 2},
            {6, 6, 3}, {6, 6, 4}, {6, 6, 3}, {6, 6, 2}, {6, 6, 1}, {6, 4, 1}, {6, 1, 1}, {1, 2, 3}};
        for (const auto& f : mine) {
            QVERIFY(!state.isTerminal());
            QCOMPARE(state.current(), first);
            QVERIFY(!state.apply(thrown(f[0], f[1], f[2])));
            if (!state.isTerminal())
                QVERIFY(!state.apply(thrown(2, 2, 4))); // the other forms nothing
        }
        QVERIFY(state.isTerminal());
        QCOMPARE(state.steps()[std::size_t(first)], 32);
        QCOMPARE(state.result().standings.front().player, first);
        QCOMPARE(QString::fromStdString(state.outcomes().back().english()),
            QStringLiteral("%1 has formed 1 to 16 and back to 1 and wins.").arg(QChar('A' + first)));
        QVERIFY(state.legalActions().empty());
    }

    void nonsenseIsRefusedAndChangesNothing_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<QList<int>>("faces");
        QTest::newRow("a stop") << int(Action::Type::Stop) << QList<int>{};
        QTest::newRow("two dice") << int(Action::Type::Throw) << QList<int>{1, 2};
        QTest::newRow("a zero") << int(Action::Type::Throw) << QList<int>{0, 1, 2};
    }
    void nonsenseIsRefusedAndChangesNothing()
    {
        QFETCH(int, type);
        QFETCH(QList<int>, faces);
        EinsBisSechzehnState state(setupFor(2, 1));
        QVERIFY(!state.apply(thrown(1, 2, 3)));
        QCOMPARE(refusedAndUnchanged(state, type, faces), QString());
    }

    /// One player's throws to finish the track, worked out by dynamic programming over the 32 steps and
    /// the 216 throws, met within three standard errors by 20,000 tracks thrown with the game's own
    /// rule (run()), with and without × and ÷.
    void throwsToFinishMeetTheWorkedOutValue_data()
    {
        QTest::addColumn<bool>("multiplyDivide");
        QTest::newRow("plus and minus") << false;
        QTest::newRow("multiply_divide") << true;
    }
    void throwsToFinishMeetTheWorkedOutValue()
    {
        QFETCH(bool, multiplyDivide);
        const double mean = EinsBisSechzehnDef::expectedThrows(multiplyDivide);
        const double variance = EinsBisSechzehnDef::throwsVariance(multiplyDivide);
        std::mt19937_64 random(16);
        std::uniform_int_distribution<int> die(1, 6);
        const int tracks = 20000;
        double sum = 0;
        for (int t = 0; t < tracks; ++t) {
            int steps = 0, throws = 0;
            while (steps < EinsBisSechzehnDef::kSteps) {
                steps += int(
                    EinsBisSechzehnDef::run(steps, {die(random), die(random), die(random)}, multiplyDivide)
                        .size());
                ++throws;
            }
            sum += throws;
        }
        const double measured = sum / tracks, se = std::sqrt(variance / tracks);
        qInfo("einsbissechzehn%s: %.3f throws to finish (worked out %.4f, sd %.3f, ± %.3f over %d tracks)",
            multiplyDivide ? " (multiply_divide)" : "", measured, mean, std::sqrt(variance), se, tracks);
        QVERIFY(std::abs(measured - mean) < 3 * se);
    }

    void wholeSeededGamesReplay_data()
    {
        QTest::addColumn<bool>("multiplyDivide");
        QTest::newRow("plus and minus") << false;
        QTest::newRow("multiply_divide") << true;
    }
    void wholeSeededGamesReplay()
    {
        QFETCH(bool, multiplyDivide);
        const Match match = playedOut(setupFor(3, 77, multiplyDivide));
        QCOMPARE(replaysExactly(match, setupFor(3, 77, multiplyDivide)), QString());
    }
};

QTEST_APPLESS_MAIN(tst_EinsBisSechzehn)
#include "tst_einsbissechzehn.moc"
