// SPDX-License-Identifier: GPL-3.0-or-later
// Whose eyes the table shows (ViewerChoice): the person on turn, behind the privacy screen where
// several people share the screen and dice are hidden; nobody's where nobody or the table plays.
#include <QTest>

#include "engine/registry.h"
#include "match.h"
#include "viewerchoice.h"

using knobel::kNoSeat;

namespace {

// Seats in the table: -1 nobody, -2 the seat on turn, -3 the other seat.
constexpr int kOnTurn = -2;
constexpr int kOther = -3;

int resolve(int code, const knobel::Match& match)
{
    if (code == kOnTurn)
        return match.toAct();
    if (code == kOther)
        return 1 - match.toAct();
    return code;
}

knobel::Match liarDice(const std::vector<std::string>& kinds)
{
    const knobel::GameDef& def = *knobel::findGameDef("liardice");
    return knobel::Match(
        knobel::GameSetup{"liardice", def.defaultOptions(), {"Anna", "Ben"}, 7, knobel::Mode::Play, kinds});
}

} // namespace

class TestViewerChoice : public QObject
{
    Q_OBJECT

private slots:
    void afterAChange_data()
    {
        QTest::addColumn<QStringList>("kinds");
        QTest::addColumn<bool>("readOnly");
        QTest::addColumn<bool>("playsItself");
        QTest::addColumn<bool>("hiddenDice");
        QTest::addColumn<int>("nowViewer");
        QTest::addColumn<int>("nowPrivacy");
        QTest::addColumn<int>("viewer");
        QTest::addColumn<int>("privacy");

        const QStringList people{"human", "human"};
        QTest::newRow("two people, hidden dice: the screen covers until the one on turn says it is them")
            << people << false << false << true << int(kNoSeat) << int(kNoSeat) << int(kNoSeat) << kOnTurn;
        QTest::newRow("two people: the one on turn who said it is them sees their cup")
            << people << false << false << true << kOnTurn << int(kNoSeat) << kOnTurn << int(kNoSeat);
        QTest::newRow("two people, the turn passed: the screen covers the last viewer's dice")
            << people << false << false << true << kOther << int(kNoSeat) << int(kNoSeat) << kOnTurn;
        QTest::newRow("two people, covered: it stays covered until they say it")
            << people << false << false << true << int(kNoSeat) << kOnTurn << int(kNoSeat) << kOnTurn;
        QTest::newRow("two people, open dice: no screen, the one on turn")
            << people << false << false << false << kOther << int(kNoSeat) << kOnTurn << int(kNoSeat);
        QTest::newRow("one person against the computer: always their eyes")
            << QStringList{"perfect", "human"} << false << false << true << int(kNoSeat) << int(kNoSeat) << 1
            << int(kNoSeat);
        QTest::newRow("computers only: nobody's eyes")
            << QStringList{"good", "perfect"} << false << false << true << 0 << int(kNoSeat) << int(kNoSeat)
            << int(kNoSeat);
        QTest::newRow("a game from the history: nobody's eyes")
            << people << true << false << true << kOnTurn << int(kNoSeat) << int(kNoSeat) << int(kNoSeat);
        QTest::newRow("a game that plays itself: nobody's eyes")
            << people << false << true << true << kOnTurn << int(kNoSeat) << int(kNoSeat) << int(kNoSeat);
    }

    void afterAChange()
    {
        QFETCH(QStringList, kinds);
        QFETCH(bool, readOnly);
        QFETCH(bool, playsItself);
        QFETCH(bool, hiddenDice);
        QFETCH(int, nowViewer);
        QFETCH(int, nowPrivacy);
        QFETCH(int, viewer);
        QFETCH(int, privacy);
        std::vector<std::string> seatKinds;
        for (const QString& kind : kinds)
            seatKinds.push_back(kind.toStdString());
        const knobel::Match match = liarDice(seatKinds);
        QVERIFY(match.toAct() >= 0);
        const ViewerChoice now{resolve(nowViewer, match), resolve(nowPrivacy, match)};
        const ViewerChoice next = ViewerChoice::after(match, now, readOnly, playsItself, hiddenDice);
        QCOMPARE(next.viewer, resolve(viewer, match));
        QCOMPARE(next.privacySeat, resolve(privacy, match));
    }
};

QTEST_APPLESS_MAIN(TestViewerChoice)
#include "tst_viewerchoice.moc"
