// SPDX-License-Identifier: GPL-3.0-or-later
// Printed sheets: blank ones from `knobel print`, filled ones from the game on the screen.
// The PDFs are read back with pdftotext and pdfinfo (poppler-utils).
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include "gamecontroller.h"
#include "language.h"
#include "processrun.h"
#include "sheetpainter.h"

namespace {

QString run(const QString& program, const QStringList& arguments, int* exitCode = nullptr)
{
    const ProcessRun result = runProcess(program, arguments);
    if (exitCode)
        *exitCode = result.exitCode;
    return QString::fromUtf8(result.out);
}

// The sheet is typeset with ligatures ("Fünﬂing"); compatibility normalisation reads them as letters.
QString textOf(const QString& pdf)
{
    // KNOBEL_KEEP_PDFS=DIR keeps a copy of every PDF the test reads, to look at.
    if (const QString keep = qEnvironmentVariable("KNOBEL_KEEP_PDFS"); !keep.isEmpty()) {
        const QString copy = keep + u'/' + QFileInfo(pdf).fileName();
        QFile::remove(copy);
        QFile::copy(pdf, copy);
    }
    return run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")})
        .normalized(QString::NormalizationForm_KC);
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
        QVERIFY2(
            SheetPainter::writePdf(pdf, *game.sheet(), SheetPainter::printoutOf(game), QPageSize::A4, &error),
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
    }
};

QTEST_MAIN(TestPrinting)
#include "tst_printing.moc"
