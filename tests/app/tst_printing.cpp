// SPDX-License-Identifier: GPL-3.0-or-later
// Printed sheets: blank ones from `knobel print`, filled ones from the game on the screen, and every
// saved game of every game (its folder's fixtures/), sheet or table, from `knobel print FILE` and the window.
// The PDFs are read back with pdftotext and pdfinfo (poppler-utils).
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "engine/registry.h"
#include "gamecontroller.h"
#include "gamefile.h"
#include "gamefolders.h"
#include "kits/hands.h"
#include "language.h"
#include "messagetext.h"
#include "processrun.h"
#include "sheetpainter.h"
#include "sheetprintoutof.h"
#include "tablecontroller.h"
#include "tableprintout.h"

namespace {

QString run(const QString& program, const QStringList& arguments, int* exitCode = nullptr)
{
    const ProcessRun result = runProcess(program, arguments);
    if (exitCode)
        *exitCode = result.exitCode;
    return QString::fromUtf8(result.out);
}

// The text as a reader's search finds it: no normalisation, so a ligature ("Fünﬂing") would fail.
QString textOf(const QString& pdf)
{
    // KNOBEL_KEEP_PDFS=DIR keeps a copy of every PDF the test reads, to look at.
    if (const QString keep = qEnvironmentVariable("KNOBEL_KEEP_PDFS"); !keep.isEmpty()) {
        const QString copy = keep + u'/' + QFileInfo(pdf).fileName();
        QFile::remove(copy);
        QFile::copy(pdf, copy);
    }
    return run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
}

/// Where a word stands on the page, in points from the top left (pdftotext -bbox), and the page's size.
struct WordBox
{
    QRectF box;
    QSizeF page;
};
QList<WordBox> wordsOf(const QString& pdf, const QString& word)
{
    const QString xhtml
        = run(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
    QSizeF page;
    static const QRegularExpression pageSize(
        QStringLiteral(R"re(<page width="([\d.]+)" height="([\d.]+)")re"));
    if (const auto m = pageSize.match(xhtml); m.hasMatch())
        page = QSizeF(m.captured(1).toDouble(), m.captured(2).toDouble());
    QList<WordBox> boxes;
    static const QRegularExpression wordLine(QStringLiteral(
        R"re(<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>)re"));
    for (auto it = wordLine.globalMatch(xhtml); it.hasNext();) {
        const auto m = it.next();
        if (m.captured(5) == word)
            boxes << WordBox{QRectF(QPointF(m.captured(1).toDouble(), m.captured(2).toDouble()),
                                 QPointF(m.captured(3).toDouble(), m.captured(4).toDouble())),
                page};
    }
    return boxes;
}

/// The file names of every game's fixtures ("escalero-finished.knobel").
QStringList fixtureNames()
{
    QStringList names;
    for (const QString& path : allFixtures())
        names << QFileInfo(path).fileName();
    return names;
}

std::unique_ptr<knobel::Match> readFixture(const QString& name)
{
    QFile file(fixtureFile(name));
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    std::string problem;
    return knobel::gamefile::read(file.readAll(), problem);
}

QString idOf(const knobel::GameDef& game)
{
    return QString::fromUtf8(game.id().data(), qsizetype(game.id().size()));
}

/// Five dice as a hand, in the language of the moment ("A pair of Nines, an Ace, a Queen and a Jack"),
/// as the game's rules name it; empty where the game knows no poker hands.
QString handWords(const knobel::Match& match, const std::vector<int>& faces)
{
    const auto rules = match.def().handRules(match.setup().options);
    if (!rules || faces.size() != 5)
        return {};
    const knobel::HandPhrase phrase = knobel::describeHand(faces, *rules);
    knobel::Message hand;
    hand.context = phrase.context;
    hand.text = phrase.text;
    for (std::size_t i = 0; i < phrase.faces.size(); ++i) {
        const knobel::HandText face = knobel::faceName(phrase.faces[i], rules->dice, phrase.forms[i]);
        knobel::Message arg;
        arg.context = face.context;
        arg.text = face.text;
        hand.args.push_back(arg);
    }
    return translateMessage(hand);
}

QString pageSizeOf(const QString& pdf)
{
    const QString info = run(QStringLiteral("pdfinfo"), {pdf});
    const auto line = info.split(u'\n').filter(QStringLiteral("Page size:"));
    return line.isEmpty() ? QString() : line.first().simplified();
}

} // namespace

class TestPrinting : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("KnobelbecherTests"));
        QVERIFY(m_dir.isValid());
        int status = -1;
        run(QStringLiteral("pdftotext"), {QStringLiteral("-v")}, &status);
        QVERIFY2(status == 0, "pdftotext (poppler-utils) is needed");
    }

    void blankSheets_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QStringList>("expectedText");
        QTest::addColumn<QString>("pageSize");
        QTest::newRow("Würfel-Poker in German, two named players, A4 portrait")
            << QStringList{"wuerfelpoker", "--players", "2", "--names", "Anna,Ben", "--lang", "de", "--paper",
                   "a4"}
            << QStringList{"Würfel-Poker", "Einser", "Straße", "Full House", "Grande serviert", "Summe",
                   "Anna", "Ben", "III", "Datum"}
            << "595 x 842 pts (A4)";
        QTest::newRow("Escalero in English, four players, Letter")
            << QStringList{"escalero", "--players", "4", "--lang", "en", "--paper", "letter"}
            << QStringList{"Escalero", "Nines", "Straight", "Five of a kind served", "Total", "Date"}
            << "612 x 792 pts (letter)";
        QTest::newRow("Escalero in German: the traditional row names")
            << QStringList{"escalero", "--players", "3", "--lang", "de", "--paper", "a4"}
            << QStringList{"Neuner", "Zehner", "Buben", "Damen", "Könige", "Asse", "Quint", "Full Hand",
                   "Poker", "Fünfling serviert"}
            << "595 x 842 pts (A4)";
        QTest::newRow("Würfel-Poker for five: 15 columns turn the page to landscape")
            << QStringList{"wuerfelpoker", "--players", "5", "--lang", "en", "--paper", "a4"}
            << QStringList{"Ones", "Five of a kind"} << "842 x 595 pts (A4)";
        QTest::newRow("Ohio for one")
            << QStringList{"ohio", "--players", "1", "--lang", "en", "--paper", "a4"}
            << QStringList{"Ohio", "Sixes", "Total"} << "595 x 842 pts (A4)";
    }

    void blankSheets()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, expectedText);
        QFETCH(QString, pageSize);
        const QString pdf
            = m_dir.filePath(QStringLiteral("%1.pdf").arg(QTest::currentDataTag()).replace(u' ', u'_'));
        int status = -1;
        run(QStringLiteral(KNOBEL_EXECUTABLE),
            QStringList{"print", "--blank"} + arguments + QStringList{"--pdf", pdf}, &status);
        QCOMPARE(status, 0);
        const QString text = textOf(pdf);
        for (const QString& expected : expectedText)
            QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" not in:\n") + text));
        QCOMPARE(pageSizeOf(pdf), QStringLiteral("Page size: ") + pageSize);
        QVERIFY(!text.contains(QStringLiteral(" 0 "))); // a blank sheet has no sums filled in
    }

    void wrongPrintArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("no --pdf") << QStringList{"print", "--blank", "ohio", "--players", "2"};
        QTest::newRow("too few players")
            << QStringList{"print", "--blank", "wuerfelpoker", "--players", "1", "--pdf", "x.pdf"};
        QTest::newRow("too many names")
            << QStringList{"print", "--blank", "ohio", "--players", "1", "--names", "A,B", "--pdf", "x.pdf"};
        QTest::newRow("unknown paper")
            << QStringList{"print", "--blank", "ohio", "--players", "1", "--paper", "a3", "--pdf", "x.pdf"};
        QTest::newRow("unknown language")
            << QStringList{"print", "--blank", "ohio", "--players", "1", "--lang", "fr", "--pdf", "x.pdf"};
        QTest::newRow("--pdf without print") << QStringList{"rows", "ohio", "--pdf", "x.pdf"};
    }

    void wrongPrintArguments()
    {
        QFETCH(QStringList, arguments);
        const ProcessRun result = runProcess(QStringLiteral(KNOBEL_EXECUTABLE), arguments, {}, m_dir.path());
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.out, QByteArray());
        QVERIFY(result.err.startsWith("knobel: "));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("x.pdf"))));
    }

    void aFilledSheetPrintsNamesEntriesSumsAndTheSettlement_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("expectedText");
        // Anna: 24 + 55 + 12 = 91 and every column against Ben's 3, 0, 0: Head, (1 + 2 + 4) × 3 = 21 chips.
        QTest::newRow("English") << "en"
                                 << QStringList{"Five of a kind", "1. Anna, 91 points", "2. Ben, 3 points",
                                        "Ben pays Anna 21 chips", "Head multiplier: 3", "November",
                                        "Anna against Ben — I: Anna, II: Anna, III: Anna — Head: Anna"};
        QTest::newRow("German") << "de"
                                << QStringList{"Grande", "1. Anna, 91 Punkte", "2. Ben, 3 Punkte",
                                       "Ben zahlt Anna 21 Chips", "Faktor für Head: 3", "November",
                                       "Anna gegen Ben — I: Anna, II: Anna, III: Anna — Head: Anna"};
    }

    void aFilledSheetPrintsNamesEntriesSumsAndTheSettlement()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, expectedText);
        QVERIFY(Language::instance()->apply(language));
        GameController game;
        QCOMPARE(
            game.startGame("wuerfelpoker", {"Anna", "Ben"}, {{"head_multiplier", "3"}}, "", true), QString());
        QCOMPARE(game.editBox(0, 0, 5, "24"), QString());
        QCOMPARE(game.editBox(0, 1, 9, "55"), QString());
        QCOMPARE(game.editBox(0, 2, 3, "12"), QString());
        QCOMPARE(game.editBox(0, 2, 0, "13"),
            QStringLiteral("%1: 0, 1, 2, 3, 4 %2 5")
                .arg(language == "de" ? "Einser" : "Ones", language == "de" ? "oder" : "or"));
        QCOMPARE(game.editBox(1, 0, 0, "3"), QString());
        const QString pdf = m_dir.filePath(QStringLiteral("filled-%1.pdf").arg(language));
        QString error;
        QVERIFY2(SheetPainter::writePdf(pdf, *game.sheet(), sheetPrintoutOf(game), QPageSize::A4, &error),
            qPrintable(error));
        const QString text = textOf(pdf);
        for (const QString& expected :
            expectedText + QStringList{"Würfel-Poker", "Anna", "Ben", "24", "55", "12"})
            QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" not in:\n") + text));
        // Anna's column sums 24, 55 and 12 stand in the sum row with Ben's 3, 0 and 0.
        const auto sumLine
            = text.split(u'\n').filter(language == "de" ? QStringLiteral("Summe") : QStringLiteral("Total"));
        QCOMPARE(sumLine.size(), 1);
        QCOMPARE(sumLine.first().simplified().section(u' ', 1), QStringLiteral("24 55 12 3 0 0"));
        // The game is not over: its standing is printed as provisional, not as a result.
        QVERIFY2(
            text.contains(language == "de" ? QStringLiteral("Vorläufig") : QStringLiteral("Provisional")),
            qPrintable(text));
    }

    void contraPrintsTheStakeAndEveryDoubling_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("expectedText");
        QTest::newRow("English") << "en"
                                 << QStringList{"Contra and Recontra: on", "Stake ×4: Ben doubled last",
                                        "Round 1: Anna says Contra, Ben plays on at stake ×2",
                                        "Round 1: Ben says Contra, Anna plays on at stake ×4"};
        QTest::newRow("German") << "de"
                                << QStringList{"Contra und Recontra: an",
                                       "Einsatz ×4: zuletzt verdoppelt von Ben",
                                       "Runde 1: Anna sagt Contra, Ben spielt weiter zum Einsatz ×2",
                                       "Runde 1: Ben sagt Contra, Anna spielt weiter zum Einsatz ×4"};
    }

    void contraPrintsTheStakeAndEveryDoubling()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, expectedText);
        QVERIFY(Language::instance()->apply(language));
        GameController game;
        QCOMPARE(
            game.startGame("wuerfelpoker", {"Anna", "Ben"}, {{"contra", "true"}}, "5", false), QString());
        QVERIFY(game.offerContra());
        QVERIFY(game.answerContra(true));
        QVERIFY(game.throwDice());
        QVERIFY(game.writeBox(2, 10));
        QVERIFY(game.offerContra());
        QVERIFY(game.answerContra(true));
        const QString pdf = m_dir.filePath(QStringLiteral("contra-%1.pdf").arg(language));
        QString error;
        QVERIFY2(SheetPainter::writePdf(pdf, *game.sheet(), sheetPrintoutOf(game), QPageSize::A4, &error),
            qPrintable(error));
        const QString text = textOf(pdf).simplified();
        for (const QString& expected : expectedText)
            QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" not in:\n") + text));
    }

    void aFinishedGamePrintsItsResultNotAProvisionalStanding()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("finished.pdf"));
        int status = -1;
        run(QStringLiteral(KNOBEL_EXECUTABLE),
            {"print", fixtureFile(QStringLiteral("escalero-finished.knobel")), "--pdf", pdf, "--lang", "de"},
            &status);
        QCOMPARE(status, 0);
        const QString text = textOf(pdf);
        QVERIFY2(text.contains(QStringLiteral("Ergebnis")), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("Vorläufig")));
    }

    void thePrintedTextHasNoLigatures_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QStringList>("words");
        QTest::newRow("Escalero in German: Fünfling, Buben") << QStringList{"escalero", "--players", "2",
            "--lang", "de"} << QStringList{"Fünfling", "Fünfling serviert", "Full Hand"};
        QTest::newRow("Würfel-Poker in English: Five of a kind, Full house") << QStringList{"wuerfelpoker",
            "--players", "2", "--lang", "en"} << QStringList{"Five of a kind", "Full house", "Fives"};
    }
    void thePrintedTextHasNoLigatures()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, words);
        const QString pdf = m_dir.filePath(
            QStringLiteral("ligatures-%1.pdf").arg(QTest::currentDataTag()).replace(u' ', u'_'));
        int status = -1;
        run(QStringLiteral(KNOBEL_EXECUTABLE),
            QStringList{"print", "--blank"} + arguments + QStringList{"--pdf", pdf}, &status);
        QCOMPARE(status, 0);
        const QString text = textOf(pdf);
        for (const QString& word : words)
            QVERIFY2(text.contains(word), qPrintable(word + QStringLiteral(" not found in:\n") + text));
        for (const QChar ligature :
            {QChar(0xFB00), QChar(0xFB01), QChar(0xFB02), QChar(0xFB03), QChar(0xFB04)})
            QVERIFY(!text.contains(ligature));
    }

    // Every fixture of every game prints, in both languages. Data-driven from the registry and the
    // fixtures folder: a game added tomorrow is printed with its fixtures the day it comes.
    void everyFixtureOfEveryGamePrints_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("language");
        const QStringList files = fixtureNames();
        for (const knobel::GameDef* game : knobel::allGameDefs())
            for (const QString& file : files)
                if (const auto match = readFixture(file); match && match->def().id() == game->id())
                    for (const char* language : {"en", "de"})
                        QTest::addRow("%s %s", qPrintable(file), language)
                            << file << QString::fromLatin1(language);
    }
    void everyFixtureOfEveryGamePrints()
    {
        QFETCH(QString, file);
        QFETCH(QString, language);
        QVERIFY(Language::instance()->apply(language));
        const bool de = language == QLatin1String("de");
        const auto match = readFixture(file);
        QVERIFY(match);
        const QString pdf
            = m_dir.filePath(QStringLiteral("fixture-%1-%2.pdf").arg(QFileInfo(file).baseName(), language));
        const ProcessRun printed = runProcess(QStringLiteral(KNOBEL_EXECUTABLE),
            {QStringLiteral("print"), fixtureFile(file), QStringLiteral("--pdf"), pdf,
                QStringLiteral("--lang"), language});
        QVERIFY2(printed.exitCode == 0, printed.err.constData());
        const QString text = textOf(pdf);
        // Read in the order the page was drawn (-raw): a sentence of the rounds' two columns is never
        // mixed with the other column. pdftotext's reading order did mix them where the columns' lines
        // happened to stand level (it depended on the date in the heading); -layout for the table's rows.
        const QString flat
            = run(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf, QStringLiteral("-")})
                  .simplified();
        QStringList expected;
        const auto missing = [&flat](const QStringList& words) {
            QStringList absent;
            for (const QString& w : words)
                if (!flat.contains(w))
                    absent << w;
            return absent.join(QStringLiteral(" | "));
        };
        // The game, its players.
        expected << (QString::fromUtf8(match->def().name().data(), qsizetype(match->def().name().size())));
        for (const auto& player : match->setup().players)
            expected << (QString::fromStdString(player));
        // A finished game's result; an unfinished game's standing, marked provisional.
        if (match->isFinished()) {
            expected << (de ? QStringLiteral("Ergebnis") : QStringLiteral("Result"));
            QVERIFY(!flat.contains(de ? QStringLiteral("Vorläufig") : QStringLiteral("Provisional")));
        } else {
            expected << (de ? QStringLiteral("Vorläufig") : QStringLiteral("Provisional"));
        }
        // Who won, or leads: in the first place of the standing.
        const knobel::Result result = match->result();
        for (const auto& standing : result.standings)
            if (standing.place == 1) {
                const QString name = QRegularExpression::escape(
                    QString::fromStdString(match->setup().players[standing.player]));
                QVERIFY2(QRegularExpression(QStringLiteral("(^|\\n)\\s*1\\.?\\s+%1\\b").arg(name))
                             .match(text)
                             .hasMatch(),
                    qPrintable(name + QStringLiteral(" not in first place:\n") + text));
            }
        // Who pays whom.
        for (const auto& payment : result.payments) {
            const QString payer = QString::fromStdString(match->setup().players[payment.payer]);
            const QString payee = QString::fromStdString(match->setup().players[payment.payee]);
            const QString chips = payment.amount == 1
                ? (de ? QStringLiteral("Chip") : QStringLiteral("chip"))
                : (de ? QStringLiteral("Chips") : QStringLiteral("chips"));
            expected << ((de ? QStringLiteral("%1 zahlt %2 %3 %4") : QStringLiteral("%1 pays %2 %3 %4"))
                             .arg(payer, payee, QString::number(payment.amount), chips));
        }
        QVERIFY2(missing(expected).isEmpty(),
            qPrintable(missing(expected) + QStringLiteral("\nnot in:\n") + flat));
        if (match->isSheetGame())
            return;
        // A table game: every player's chips where the game has them, and the rounds as they went.
        if (match->def().settlesInChips())
            for (const auto& standing : result.standings)
                expected << (standing.balance > 0 ? QStringLiteral("+%1").arg(standing.balance)
                        : standing.balance < 0    ? QStringLiteral("−%1").arg(-standing.balance)
                                                  : QStringLiteral("0"));
        expected << (de ? QStringLiteral("Der Spielverlauf, Runde für Runde")
                        : QStringLiteral("The game, round by round"));
        const auto outcomes = match->state().outcomes();
        if (!outcomes.empty())
            // Names enter sentences isolated (U+2068 … U+2069); the page's text has no such marks.
            expected << (translateMessage(outcomes.back())
                             .remove(QRegularExpression(QStringLiteral("[\\x{2066}-\\x{2069}]")))
                             .simplified());
        QVERIFY2(missing(expected).isEmpty(),
            qPrintable(missing(expected) + QStringLiteral("\nnot in:\n") + flat));
        // Hidden dice are sacred: no die still under a cup is printed, neither as its faces nor as its hand.
        const knobel::Observation table = match->observe(knobel::kNoSeat);
        int hiddenCups = 0, checkedHands = 0;
        for (std::size_t g = 0; g < table.dice.size(); ++g) {
            const auto& group = table.dice[g];
            if (std::none_of(group.dice.begin(), group.dice.end(), [](const auto& d) { return d.hidden; }))
                continue;
            ++hiddenCups;
            const knobel::Observation owner = match->observe(group.owner);
            QCOMPARE(owner.dice[g].owner, group.owner);
            std::vector<int> faces;
            for (const auto& die : owner.dice[g].dice)
                faces.push_back(die.face);
            QVERIFY(std::none_of(faces.begin(), faces.end(), [](int f) { return f == 0; }));
            const QString symbols = translateMessage(knobel::facesMessage(faces, group.kind));
            QVERIFY2(!flat.contains(symbols),
                qPrintable(symbols + QStringLiteral(" is under a cup, yet printed")));
            // Nor as its hand, unless somebody announced that hand aloud (a true call is still a call;
            // with wild Aces a hand of the same value reads the same: A-A-K-K-9 is called K-K-K-K-9).
            // Two pocket dice (Würfel-Hold'em) are no hand of their own: their faces, checked above, are all.
            if (faces.size() != 5) {
                ++checkedHands;
                continue;
            }
            const QString hand = handWords(*match, faces);
            QVERIFY(!hand.isEmpty());
            const auto rules = match->def().handRules(match->setup().options);
            const bool announced = std::any_of(
                match->record().actions.begin(), match->record().actions.end(), [&](const knobel::Action& a) {
                    return a.type == knobel::Action::Type::Announce && a.hand >= 0
                        && (knobel::exactHandIndex(faces) == a.hand
                            || (rules
                                && knobel::compareHands(
                                       faces, knobel::exactHands()[std::size_t(a.hand)], *rules)
                                    == 0));
                });
            if (!announced)
                QVERIFY2(
                    !flat.contains(hand), qPrintable(hand + QStringLiteral(" is under a cup, yet printed")));
            checkedHands += !announced;
        }
        if (match->def().hiddenDiceUnder(match->setup().options) && !match->isFinished())
            QVERIFY2(hiddenCups > 0 && checkedHands > 0,
                "the unfinished game has no cup to keep hidden: the check checked nothing");
        // The window's Export PDF writes the same page.
        TableController window;
        window.adoptReadOnly(readFixture(file));
        const QString exported
            = m_dir.filePath(QStringLiteral("window-%1-%2.pdf").arg(QFileInfo(file).baseName(), language));
        QCOMPARE(window.exportPdf(exported), QString());
        QCOMPARE(textOf(exported), text);
    }
    void everyGameHasAFinishedAndAnUnfinishedGameToPrint()
    {
        const QStringList files = fixtureNames();
        for (const knobel::GameDef* game : knobel::allGameDefs()) {
            bool finished = false, unfinished = false;
            for (const QString& file : files)
                if (const auto match = readFixture(file); match && match->def().id() == game->id())
                    (match->isFinished() ? finished : unfinished) = true;
            QVERIFY2(finished && unfinished, qPrintable(idOf(*game)));
        }
    }

    void theSheetFillsThePageLikeAPaperBlock_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("sumWord");
        QTest::newRow("Escalero for two in German, A4 portrait")
            << QStringList{"escalero", "--players", "2", "--lang", "de", "--paper", "a4"} << "Summe";
        QTest::newRow("Würfel-Poker for five, A4 landscape")
            << QStringList{"wuerfelpoker", "--players", "5", "--lang", "en", "--paper", "a4"} << "Total";
        QTest::newRow("Ohio for one, Letter")
            << QStringList{"ohio", "--players", "1", "--lang", "en", "--paper", "letter"} << "Total";
    }
    void theSheetFillsThePageLikeAPaperBlock()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, sumWord);
        const QString pdf
            = m_dir.filePath(QStringLiteral("fill-%1.pdf").arg(QTest::currentDataTag()).replace(u' ', u'_'));
        int status = -1;
        run(QStringLiteral(KNOBEL_EXECUTABLE),
            QStringList{"print", "--blank"} + arguments + QStringList{"--pdf", pdf}, &status);
        QCOMPARE(status, 0);
        const auto sums = wordsOf(pdf, sumWord);
        QCOMPARE(sums.size(), 1);
        const WordBox sum = sums.first();
        QVERIFY(!sum.page.isEmpty());
        // The sum row, the last of the grid, stands in the lower part of the page, not in its top left.
        QVERIFY2(sum.box.bottom() > sum.page.height() * 0.7,
            qPrintable(QStringLiteral("the sum row ends at %1 of %2 pt")
                           .arg(sum.box.bottom())
                           .arg(sum.page.height())));
        // Labels big enough to read at arm's length: over 10 pt (the old sheet had 9).
        QVERIFY2(sum.box.height() > 10, qPrintable(QStringLiteral("%1 pt").arg(sum.box.height())));
    }
};

QTEST_MAIN(TestPrinting)
#include "tst_printing.moc"
