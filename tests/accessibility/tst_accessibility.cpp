// SPDX-License-Identifier: GPL-3.0-or-later
// The whole program as assistive technology sees it: every screen of the four sheet games, in
// English and German, walked through QAccessible::queryAccessibleInterface. Every visible control
// has a role, a name (no "&" of a mnemonic), the state of its item (disabled, checked) and an action
// that does what a click does; the sheet is a table with row and column headers. The screens are
// reached through the accessible actions themselves (a game card's Press, Start's Press …).
#include <QAccessible>
#include <QAccessibleActionInterface>
#include <QApplication>
#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include "accessibletable.h"
#include "announcer.h"
#include "engine/registry.h"
#include "gamecontroller.h"
#include "gamename.h"
#include "language.h"
#include "scoresheetmodel.h"
#include "speech.h"
#include "tablecontroller.h"

#include "waitlimit.h"
#include <random>

Q_IMPORT_QML_PLUGIN(KnobelbecherPlugin)
Q_IMPORT_QML_PLUGIN(Knobelbecher_UiPlugin)
Q_IMPORT_QML_PLUGIN(Knobelbecher_DialogsPlugin)

namespace {

// Everything a screen reader says in the tests goes through here.
QList<QAccessible::Event> g_events;
QList<QAccessibleInterface*> g_focused;
QList<QAccessibleInterface*> g_checked; // check boxes that said they changed (a die set aside)
QList<bool> g_checkedNow; // what each said its state was at that moment (Orca asks at once)
QList<QAccessibleInterface*> g_shown; // the sources of ObjectShow: what Orca reads when it gets round to it
void recordEvent(QAccessibleEvent* event)
{
    g_events << event->type();
    if (event->type() == QAccessible::Focus)
        g_focused << event->accessibleInterface();
    if (event->type() == QAccessible::ObjectShow)
        g_shown << event->accessibleInterface();
    if (event->type() == QAccessible::StateChanged
        && static_cast<QAccessibleStateChangeEvent*>(event)->changedStates().checked) {
        g_checked << event->accessibleInterface();
        g_checkedNow << event->accessibleInterface()->state().checked;
    }
}

bool interactive(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::SpinBox:
    case QAccessible::EditableText:
    case QAccessible::Slider:
    case QAccessible::MenuItem:
    case QAccessible::ButtonMenu:
    case QAccessible::Table:
    case QAccessible::Cell:
    case QAccessible::Dialog:
        return true;
    default:
        return false;
    }
}

bool shownNow(QAccessibleInterface* iface)
{
    if (iface->state().invisible)
        return false;
    if (auto* item = qobject_cast<QQuickItem*>(iface->object()))
        return item->isVisible();
    return true;
}

} // namespace

// Stops the test function when a walk found a fault (a QVERIFY inside a helper returns only from it).
#define WALK(screen)                                                                                         \
    walk(screen);                                                                                            \
    if (QTest::currentTestFailed())                                                                          \
        return;

class TestAccessibility : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyScreenOfEveryGame_data();
    void everyScreenOfEveryGame();
    void diceSayWhatTheyAllowAndTheKeyTellsTheState();
    void aRefusedEntryIsSaid();
    void sentencesInAMomentAreEachReadLater();
    void theArrowsAndTabFocusAGameCard();
    void theFocusedCardIsToldAgainWhenTheWindowIsActivated();
    void aNameFieldReadsItsWords();
    void aComboBoxIsChosenFromAndSaysEachChoice();
    void everyScreenOfEveryTableGame_data();
    void everyScreenOfEveryTableGame();
    void theHistoryIsReadLineByLine();

private:
    QQuickWindow* window() const { return qobject_cast<QQuickWindow*>(m_engine->rootObjects().value(0)); }
    GameController* controller() const { return window()->property("controller").value<GameController*>(); }
    TableController* tableController() const
    {
        return window()->property("tableController").value<TableController*>();
    }
    QQuickItem* currentPage() const
    {
        auto* stack = window()->findChild<QQuickItem*>(QStringLiteral("pages"));
        return stack ? stack->property("currentItem").value<QQuickItem*>() : nullptr;
    }
    /// Walks the window's accessible tree; checks every visible control and returns what it found.
    QList<QAccessibleInterface*> walk(const QString& screen);
    void walkInto(
        QAccessibleInterface* iface, const QString& screen, QList<QAccessibleInterface*>* found, int depth);
    QAccessibleInterface* findControl(const QString& name, QAccessible::Role role = QAccessible::PushButton);
    void press(
        QAccessibleInterface* iface, const QString& action = QAccessibleActionInterface::pressAction());
    void closeDialogs();

    std::unique_ptr<QQmlApplicationEngine> m_engine;
    int m_screens = 0;
    int m_checked = 0;
};

void TestAccessibility::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    QCoreApplication::setOrganizationName(QStringLiteral("KnobelbecherTests"));
    QCoreApplication::setApplicationName(QStringLiteral("KnobelbecherAccessibility"));
    QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    // As under a screen reader: the controls make their accessible objects as they are created.
    QAccessible::installUpdateHandler(recordEvent);
    // Qt's AT-SPI bridge switches on when it has reached the accessibility bus (run_with_atspi.sh).
    QTRY_VERIFY_WITH_TIMEOUT(QAccessible::isActive(), waitLimit(60000));
    Language::instance()->setCode(QStringLiteral("en"));
    m_engine = std::make_unique<QQmlApplicationEngine>();
    m_engine->addImportPath(QStringLiteral("qrc:/"));
    m_engine->load(QUrl(QStringLiteral("qrc:/Knobelbecher/Ui/Main.qml")));
    QVERIFY(window());
    QVERIFY(QTest::qWaitForWindowExposed(window()));
}

void TestAccessibility::cleanupTestCase()
{
    qInfo("screens walked: %d, controls checked: %d", m_screens, m_checked);
    m_engine.reset();
    QAccessible::installUpdateHandler(nullptr);
}

void TestAccessibility::walkInto(
    QAccessibleInterface* iface, const QString& screen, QList<QAccessibleInterface*>* found, int depth)
{
    QVERIFY2(depth < 60, qPrintable(screen));
    if (!iface || !iface->isValid() || !shownNow(iface))
        return;
    found->append(iface);
    const QAccessible::Role role = iface->role();
    if (interactive(role)) {
        ++m_checked;
        const QString name = iface->text(QAccessible::Name);
        const QString where = QStringLiteral("%1: role 0x%2 '%3' (%4 %5)")
                                  .arg(screen)
                                  .arg(int(role), 0, 16)
                                  .arg(name)
                                  .arg(iface->object() ? iface->object()->metaObject()->className() : "cell")
                                  .arg(iface->object() ? iface->object()->objectName() + u' '
                                              + iface->object()->property("text").toString() + u' ' +
                                              [&] {
                                                  QStringList k;
                                                  for (QObject* o : iface->object()->children())
                                                      k << QString::fromLatin1(o->metaObject()->className())
                                                              + u'=' + o->property("name").toString();
                                                  return k.join(u'/');
                                              }()
                                                       : QString());
        // The text inside a combo box is read as the combo box.
        const bool partOfCombo = iface->parent() && iface->parent()->role() == QAccessible::ComboBox;
        QVERIFY2(
            !name.trimmed().isEmpty() || partOfCombo, qPrintable(where + QStringLiteral(" has no name")));
        QVERIFY2(!name.contains(QRegularExpression(QStringLiteral("&(?!&)"))) && !name.contains(u'<'),
            qPrintable(where + QStringLiteral(": a mnemonic mark or markup in the name")));
        if (auto* item = qobject_cast<QQuickItem*>(iface->object());
            item && role != QAccessible::Dialog && !partOfCombo) {
            QVERIFY2(iface->state().disabled == !item->isEnabled(),
                qPrintable(where + QStringLiteral(": disabled state")));
            if (item->property("checkable").toBool())
                QVERIFY2(iface->state().checked == item->property("checked").toBool(), qPrintable(where));
        }
        if ((role == QAccessible::PushButton || role == QAccessible::CheckBox
                || role == QAccessible::RadioButton || role == QAccessible::Cell)
            && !iface->state().disabled) {
            QAccessibleActionInterface* actions = iface->actionInterface();
            QVERIFY2(actions, qPrintable(where + QStringLiteral(" has no actions")));
            const QStringList names = actions->actionNames();
            QVERIFY2(names.contains(QAccessibleActionInterface::pressAction())
                    || names.contains(QAccessibleActionInterface::toggleAction()),
                qPrintable(where + QStringLiteral(": no Press: ") + names.join(u',')));
            QVERIFY2(QStringList(names).removeDuplicates() == 0, qPrintable(where + u' ' + names.join(u',')));
        }
        if (role == QAccessible::Table) {
            QAccessibleTableInterface* table = iface->tableInterface();
            QVERIFY2(table, qPrintable(where + QStringLiteral(" is not a table")));
            QVERIFY(table->rowCount() > 0 && table->columnCount() > 0);
            for (int r = 0; r < table->rowCount(); ++r) {
                QVERIFY2(!table->rowDescription(r).isEmpty(), qPrintable(where));
                QAccessibleInterface* cell = table->cellAt(r, 0);
                QVERIFY(cell && cell->tableCellInterface());
                QCOMPARE(cell->tableCellInterface()->rowIndex(), r);
                QCOMPARE(cell->tableCellInterface()->rowHeaderCells().value(0)->text(QAccessible::Name),
                    table->rowDescription(r));
                QVERIFY2(!cell->text(QAccessible::Name).isEmpty(), qPrintable(where));
                QCOMPARE(cell->parent(), iface);
            }
            for (int c = 0; c < table->columnCount(); ++c) {
                QVERIFY2(!table->columnDescription(c).isEmpty(), qPrintable(where));
                QCOMPARE(table->cellAt(0, c)->tableCellInterface()->columnHeaderCells().value(0)->text(
                             QAccessible::Name),
                    table->columnDescription(c));
            }
            m_checked += table->rowCount() * table->columnCount();
            return; // its cells are checked above
        }
    }
    for (int i = 0; i < iface->childCount(); ++i) {
        QAccessibleInterface* child = iface->child(i);
        if (child) {
            QVERIFY2(child->parent() == iface,
                qPrintable(QStringLiteral("%1: the child %2 (role %3) of %4 names another parent: %5")
                               .arg(screen, child->text(QAccessible::Name))
                               .arg(int(child->role()))
                               .arg(iface->text(QAccessible::Name),
                                   child->parent() ? child->parent()->text(QAccessible::Name)
                                                   : QStringLiteral("none"))));
            walkInto(child, screen, found, depth + 1);
            if (QTest::currentTestFailed())
                return;
        }
    }
}

QList<QAccessibleInterface*> TestAccessibility::walk(const QString& screen)
{
    QTest::qWait(20);
    ++m_screens;
    QList<QAccessibleInterface*> found;
    walkInto(QAccessible::queryAccessibleInterface(window()), screen, &found, 0);
    if (QTest::currentTestFailed())
        return {};
    return found;
}

QAccessibleInterface* TestAccessibility::findControl(const QString& name, QAccessible::Role role)
{
    QList<QAccessibleInterface*> found;
    walkInto(QAccessible::queryAccessibleInterface(window()), QStringLiteral("search"), &found, 0);
    for (QAccessibleInterface* iface : found)
        if (iface->role() == role && iface->text(QAccessible::Name) == name)
            return iface;
    return nullptr;
}

void TestAccessibility::press(QAccessibleInterface* iface, const QString& action)
{
    QVERIFY(iface);
    QVERIFY(iface->actionInterface());
    iface->actionInterface()->doAction(action);
    QTest::qWait(30);
}

void TestAccessibility::closeDialogs()
{
    for (QObject* popup : window()->findChildren<QObject*>()) {
        if (popup->inherits("QQuickPopup") && popup->property("visible").toBool())
            QMetaObject::invokeMethod(popup, "close");
    }
    QTest::qWait(50);
}

void TestAccessibility::everyScreenOfEveryGame_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("gameId");
    for (const QString language : {QStringLiteral("en"), QStringLiteral("de")}) {
        const bool de = language == QLatin1String("de");
        const QList<std::pair<QString, QString>> games{{QStringLiteral("ohio"), QStringLiteral("Ohio")},
            {QStringLiteral("sechzerspiel"), QStringLiteral("Sechzerspiel")},
            {QStringLiteral("escalero"), QStringLiteral("Escalero")},
            {QStringLiteral("wuerfelpoker"), QStringLiteral("Würfel-Poker")}};
        for (const auto& [id, name] : games)
            QTest::addRow(
                "%s in %s: every screen reads and works", qPrintable(name), de ? "German" : "English")
                << language << name << id;
    }
}

void TestAccessibility::everyScreenOfEveryGame()
{
    QFETCH(QString, language);
    QFETCH(QString, game);
    QFETCH(QString, gameId);
    const bool de = language == QLatin1String("de");
    Language::instance()->setCode(language);
    GameController* c = controller();
    c->endGame();
    QMetaObject::invokeMethod(window(), "backToGameList");
    closeDialogs();
    QTRY_VERIFY(!window()->findChild<QQuickItem*>(QStringLiteral("pages"))->property("busy").toBool());
    QTRY_COMPARE(window()->findChild<QQuickItem*>(QStringLiteral("pages"))->property("depth").toInt(), 1);

    // The game list: the card's Press opens the setup, as a click does.
    WALK(game + QStringLiteral(" list"))
    QAccessibleInterface* card = findControl(game);
    QVERIFY2(card, qPrintable(game));
    press(card);
    QTRY_VERIFY(currentPage() && currentPage()->property("gameId").toString() == gameId);
    WALK(game + QStringLiteral(" setup"))
    QAccessibleInterface* start = findControl(de ? QStringLiteral("Los geht’s") : QStringLiteral("Start"));
    QVERIFY(start);
    press(start);
    QTRY_VERIFY(c->hasGame() && c->gameId() == gameId);
    QTRY_VERIFY(currentPage() && currentPage()->property("controller").isValid());

    // The game page before and after a throw (Press on Throw), a die set aside (Toggle).
    WALK(game + QStringLiteral(" before the throw"))
    QAccessibleInterface* throwButton = findControl(de ? QStringLiteral("Würfeln") : QStringLiteral("Throw"));
    QVERIFY(throwButton);
    press(throwButton);
    QCOMPARE(c->throwsMade(), 1);
    const QList<QAccessibleInterface*> inPlay = walk(game + QStringLiteral(" after a throw"));
    if (c->throwsLeft() > 0) {
        QAccessibleInterface* die = nullptr;
        for (QAccessibleInterface* iface : inPlay)
            if (iface->role() == QAccessible::CheckBox && iface->state().checkable && !iface->state().disabled
                && iface->text(QAccessible::Name)
                       .startsWith(de ? QStringLiteral("Würfel 1") : QStringLiteral("Die 1")))
                die = iface;
        QVERIFY(die);
        QVERIFY(!die->state().checked);
        press(die, QAccessibleActionInterface::toggleAction());
        QVERIFY(c->dice()->data(c->dice()->index(0), DiceModel::HeldRole).toBool());
        QVERIFY(die->state().checked);
        press(die); // Press as well: back
        QVERIFY(!c->dice()->data(c->dice()->index(0), DiceModel::HeldRole).toBool());
    }

    // The sheet: its cell's Press writes like a click, with "Write 0?" where it would score nothing.
    QAccessibleInterface* table = nullptr;
    for (QAccessibleInterface* iface : walk(game + QStringLiteral(" sheet")))
        if (iface->role() == QAccessible::Table)
            table = iface;
    QVERIFY(table);
    // The dice land: a write waits for that, as a click does.
    QTRY_VERIFY(window()->findChild<QQuickItem*>(QStringLiteral("diceTray"))->property("revealed").toBool());
    auto* sheet = c->sheet();
    int row = -1;
    for (int r = 0; r < sheet->gameRowCount() && row < 0; ++r)
        if (sheet->isWritable(r, c->currentPlayer() * sheet->sheetColumns()))
            row = r;
    QVERIFY(row >= 0);
    const int column = c->currentPlayer() * sheet->sheetColumns();
    const bool zero = c->writesZero(0, row);
    const int player = c->currentPlayer();
    g_focused.clear();
    press(table->tableInterface()->cellAt(row, column));
    if (zero) {
        auto* dialog = window()->findChild<QObject*>(QStringLiteral("strikeDialog"));
        QTRY_VERIFY(dialog->property("visible").toBool());
        QTRY_VERIFY(
            !window()->activeFocusItem() || window()->activeFocusItem()->inherits("QQuickAbstractButton"));
        WALK(game + QStringLiteral(" strike dialog"))
        press(findControl(de ? QStringLiteral("Streichen") : QStringLiteral("Strike out")));
    }
    QTRY_VERIFY(sheet->data(sheet->index(row, column), ScoreSheetModel::ValueRole).isValid());
    QVERIFY(player != c->currentPlayer() || c->playerNames().size() == 1);
    // The keyboard is back on the sheet, and assistive technology is told.
    QTRY_VERIFY(window()->activeFocusItem()
        && window()->activeFocusItem()->objectName() == QLatin1String("scoreSheet"));

    // The rules: a title, and the words rather than the markup.
    QTest::keyClick(window(), Qt::Key_F1);
    auto* rules = window()->findChild<QObject*>(QStringLiteral("rulesDialog"));
    QTRY_VERIFY(rules->property("visible").toBool());
    QVERIFY(rules->property("title").toString().contains(game));
    auto* rulesText = window()->findChild<QQuickItem*>(QStringLiteral("rulesText"));
    QTRY_VERIFY(rulesText->hasActiveFocus());
    // The page is read a block at a time: first its heading, the game's name, then with Down the
    // next block, each told to the screen reader as the object with the keys.
    QTRY_VERIFY(window()->activeFocusItem() && window()->activeFocusItem() != rulesText);
    QAccessibleInterface* heading = QAccessible::queryAccessibleInterface(window()->activeFocusItem());
    QCOMPARE(heading->role(), QAccessible::Heading);
    QVERIFY2(heading->text(QAccessible::Name).startsWith(game), qPrintable(heading->text(QAccessible::Name)));
    g_focused.clear();
    QTest::keyClick(window(), Qt::Key_Down);
    QTRY_VERIFY(!g_focused.isEmpty());
    const QString words = g_focused.last()->text(QAccessible::Name);
    QCOMPARE(g_focused.last()->role(), QAccessible::ListItem);
    // Not "read only" after every block, as Orca says for a focused object in that state.
    QVERIFY(!g_focused.last()->state().readOnly);
    QVERIFY(!heading->state().readOnly);
    QVERIFY2(words.size() > 20 && words.size() < 400, qPrintable(words));
    QVERIFY2(!words.contains(u'<') && !words.contains(QLatin1String("SPDX")), qPrintable(words.left(200)));
    WALK(game + QStringLiteral(" rules"))
    closeDialogs();

    // Leaving asks, and the question takes the focus.
    QTest::keyClick(window(), Qt::Key_N, Qt::ControlModifier);
    auto* leave = window()->findChild<QObject*>(QStringLiteral("leaveDialog"));
    QTRY_VERIFY(leave->property("visible").toBool());
    QTRY_VERIFY(window()->activeFocusItem() && window()->activeFocusItem()->inherits("QQuickAbstractButton"));
    WALK(game + QStringLiteral(" leave dialog"))
    closeDialogs();

    // The end: the result is a list of places, and the announcer says it.
    const int said = window()->findChild<Announcer*>(QStringLiteral("announcer"))->count();
    while (!c->isFinished()) {
        if (c->canThrow() && c->throwsMade() == 0)
            c->throwDice();
        bool wrote = false;
        for (int r = 0; r < sheet->gameRowCount() && !wrote; ++r)
            for (int k = 0; k < sheet->sheetColumns() && !wrote; ++k)
                if (sheet->isWritable(r, c->currentPlayer() * sheet->sheetColumns() + k))
                    wrote = c->writeBox(k, r);
        QVERIFY(wrote);
    }
    auto* announcer = window()->findChild<Announcer*>(QStringLiteral("announcer"));
    QTRY_VERIFY(announcer->count() > said);
    QVERIFY2(announcer->text().contains(de ? QStringLiteral(". Platz 1: ") : QStringLiteral(". Place 1: ")),
        qPrintable(announcer->text()));
    int places = 0;
    for (QAccessibleInterface* iface : walk(game + QStringLiteral(" result")))
        if (iface->role() == QAccessible::ListItem
            && iface->text(QAccessible::Name)
                   .startsWith(de ? QStringLiteral("Platz") : QStringLiteral("Place")))
            ++places;
    QCOMPARE(places, c->playerNames().size());
    Language::instance()->setCode(QStringLiteral("en"));
}

void TestAccessibility::diceSayWhatTheyAllowAndTheKeyTellsTheState()
{
    Language::instance()->setCode(QStringLiteral("en"));
    GameController* c = controller();
    QMetaObject::invokeMethod(window(), "backToGameList");
    QCOMPARE(c->startGame(QStringLiteral("escalero"), {QStringLiteral("Anna"), QStringLiteral("Ben")}, {},
                 QStringLiteral("42"), false),
        QString());
    QVERIFY(QMetaObject::invokeMethod(window(), "showGame"));
    QTRY_VERIFY(currentPage() && currentPage()->property("controller").isValid());
    // The page of the game before leaves with its transition; until then its dice follow the same
    // controller and would say each change a second time.
    QTRY_VERIFY(!window()->findChild<QQuickItem*>(QStringLiteral("pages"))->property("busy").toBool());
    auto* announcer = window()->findChild<Announcer*>(QStringLiteral("announcer"));
    QSignalSpy said(announcer, &Announcer::said);
    const int before = g_events.count(QAccessible::ObjectShow);
    QVERIFY(c->throwDice());
    QCOMPARE(said.count(), 1);
    const QString text = said.first().first().toString();
    // "King, Queen, King, Nine, Ace, served; 2 throws left; best: Kings 10, Aces 6, Queens 4."
    QVERIFY2(QRegularExpression(QStringLiteral("^((Nine|Ten|Jack|Queen|King|Ace)(, )?){5}"))
                 .match(text)
                 .hasMatch(),
        qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("2 throws left")) && text.contains(QLatin1String("best: ")),
        qPrintable(text));
    QVERIFY(g_events.count(QAccessible::ObjectShow) > before); // what Orca speaks for a notification
    QCOMPARE(QAccessible::queryAccessibleInterface(announcer)->role(), QAccessible::Notification);
    QCOMPARE(QAccessible::queryAccessibleInterface(announcer)->text(QAccessible::Name), text);
    // A die set aside says so (Orca reads "checked" for the die that has the focus).
    g_checked.clear();
    g_checkedNow.clear();
    QVERIFY(c->toggleDie(0));
    QTRY_COMPARE(g_checked.size(), 1);
    QCOMPARE(g_checked.first()->role(), QAccessible::CheckBox);
    QVERIFY(g_checked.first()->state().checked);
    QVERIFY2(g_checkedNow.first(), "the event went out while the interface still said 'not checked'");
    QVERIFY2(g_checked.first()->text(QAccessible::Name).startsWith(QLatin1String("Die 1")),
        qPrintable(g_checked.first()->text(QAccessible::Name)));
    QVERIFY(c->toggleDie(0));
    QTRY_COMPARE(g_checked.size(), 2);
    QVERIFY(!g_checked.last()->state().checked);
    QVERIFY(!g_checkedNow.last());
    // S says the state: the dice, the throws left, the total, the round.
    QTest::keyClick(window(), Qt::Key_S);
    QCOMPARE(said.count(), 2);
    // (Names come isolated, U+2068 … U+2069, into every sentence.)
    const QString state = said.last().first().toString().remove(QChar(0x2068)).remove(QChar(0x2069));
    QVERIFY2(state.startsWith(QLatin1String("Anna's dice: "))
            && state.contains(QLatin1String("2 throws left"))
            && state.contains(QLatin1String("total of Anna: 0 points"))
            && state.contains(QLatin1String("round 1 of 11")),
        qPrintable(state));
    // Moving the sheet's cursor moves the accessible focus to the cell, which reads its box.
    auto* sheet = window()->findChild<QQuickItem*>(QStringLiteral("scoreSheet"));
    sheet->forceActiveFocus();
    g_focused.clear();
    QTest::keyClick(window(), Qt::Key_Return); // shows the cursor
    QTest::keyClick(window(), Qt::Key_Down);
    QVERIFY(!g_focused.isEmpty());
    QAccessibleInterface* cell = g_focused.last();
    QCOMPARE(cell->role(), QAccessible::Cell);
    QVERIFY(cell->state().focused);
    QVERIFY2(cell->text(QAccessible::Name)
                 .remove(QChar(0x2068))
                 .remove(QChar(0x2069))
                 .startsWith(QLatin1String("Anna, ")),
        qPrintable(cell->text(QAccessible::Name)));
    QCOMPARE(cell->tableCellInterface()->rowIndex(), sheet->property("cursorRow").toInt());
    // The cursor taken away (as after a write) sends nothing: Orca would read the whole table again.
    const qsizetype events = g_focused.size();
    QVERIFY(QMetaObject::invokeMethod(sheet, "resetCursor"));
    QCOMPARE(g_focused.size(), events);
    // The next move reads its one cell.
    QTest::keyClick(window(), Qt::Key_Down);
    QCOMPARE(g_focused.size(), events + 1);
    QCOMPARE(g_focused.last()->role(), QAccessible::Cell);
}

void TestAccessibility::aRefusedEntryIsSaid()
{
    Language::instance()->setCode(QStringLiteral("en"));
    GameController* c = controller();
    c->endGame();
    QMetaObject::invokeMethod(window(), "backToGameList");
    QCOMPARE(c->startGame(QStringLiteral("escalero"), {QStringLiteral("Anna")}, {}, {}, true), QString());
    QVERIFY(QMetaObject::invokeMethod(window(), "showGame"));
    QTRY_VERIFY(currentPage() && currentPage()->property("controller").isValid());
    walk(QStringLiteral("Escalero score pad"));
    auto* announcer = window()->findChild<Announcer*>(QStringLiteral("announcer"));
    QSignalSpy said(announcer, &Announcer::said);
    auto* sheet = window()->findChild<QQuickItem*>(QStringLiteral("scoreSheet"));
    sheet->forceActiveFocus();
    QTest::keyClick(window(), Qt::Key_Down); // the cursor on the first box
    QTest::keyClick(window(), Qt::Key_X); // not a number: refused, and said
    QTRY_COMPARE(said.count(), 1);
    // What the row takes ("Jacks: 0, 3, 6, 9, 12 or 15"), as the message bar shows it.
    const QString message = said.first().first().toString();
    QVERIFY2(QRegularExpression(QStringLiteral("^\\w[\\w ]*: 0, \\d+")).match(message).hasMatch(),
        qPrintable(message));
    QCOMPARE(
        window()->findChild<QQuickItem*>(QStringLiteral("messageBar"))->property("text").toString(), message);
    // An entry that is taken is said too, as the box now reads: "Anna, Nines, 0 points".
    const qsizetype before = said.count();
    QTest::keyClick(window(), Qt::Key_0);
    QTest::keyClick(window(), Qt::Key_Return);
    QTRY_COMPARE(said.count(), before + 1);
    const QString written = said.last().first().toString().remove(QChar(0x2068)).remove(QChar(0x2069));
    QVERIFY2(written.startsWith(QLatin1String("Anna, ")) && written.endsWith(QLatin1String(", 0 points")),
        qPrintable(written));
}

// The arrows move the yellow ring over the game cards; each card reached is the focused object for a
// screen reader (a focus event for the card, not for the list), and so is the card Tab lands on.
void TestAccessibility::theArrowsAndTabFocusAGameCard()
{
    Language::instance()->setCode(QStringLiteral("en"));
    controller()->endGame();
    QMetaObject::invokeMethod(window(), "backToGameList");
    closeDialogs();
    QTRY_COMPARE(window()->findChild<QQuickItem*>(QStringLiteral("pages"))->property("depth").toInt(), 1);
    // The page that was left takes Tab stops until its transition has ended.
    QTRY_VERIFY(!window()->findChild<QQuickItem*>(QStringLiteral("pages"))->property("busy").toBool());
    auto* grid = window()->findChild<QQuickItem*>(QStringLiteral("gameGrid"));
    QVERIFY(grid);
    grid->forceActiveFocus();
    QTRY_VERIFY(grid->hasActiveFocus());
    const auto currentCardName
        = [grid] { return grid->property("currentItem").value<QQuickItem*>()->property("name").toString(); };
    for (const Qt::Key key : {Qt::Key_Right, Qt::Key_Down, Qt::Key_Left}) {
        const int before = grid->property("currentIndex").toInt();
        g_focused.clear();
        QTest::keyClick(window(), key);
        QVERIFY(grid->property("currentIndex").toInt() != before);
        QVERIFY2(!g_focused.isEmpty(), "no focus event for the card the arrow reached");
        QAccessibleInterface* card = g_focused.last();
        QCOMPARE(card->role(), QAccessible::PushButton);
        QCOMPARE(card->text(QAccessible::Name), currentCardName());
        QVERIFY(card->state().focused);
        QVERIFY(!card->text(QAccessible::Description).isEmpty());
    }
    // Tab round the page (the search, the pace, the motion and the cards): the list is reached as its
    // current card.
    QAccessibleInterface* reached = nullptr;
    for (int i = 0; i < 6 && !reached; ++i) {
        g_focused.clear();
        QTest::keyClick(window(), Qt::Key_Tab);
        if (grid->hasActiveFocus() && !g_focused.isEmpty())
            reached = g_focused.last();
    }
    QVERIFY2(reached, "Tab did not come back to the cards");
    QCOMPARE(reached->role(), QAccessible::PushButton);
    QCOMPARE(reached->text(QAccessible::Name), currentCardName());
}

// When the window becomes active (at the start, or back from another window), the object with the
// keyboard is told again: its first focus event went by before Orca had taken the window.
void TestAccessibility::theFocusedCardIsToldAgainWhenTheWindowIsActivated()
{
    auto* grid = window()->findChild<QQuickItem*>(QStringLiteral("gameGrid"));
    QVERIFY(grid && grid->hasActiveFocus());
    auto* announcer = window()->findChild<Announcer*>(QStringLiteral("announcer"));
    QVERIFY(announcer);
    QWindow other;
    other.resize(200, 100);
    other.show();
    other.requestActivate();
    QTRY_VERIFY(other.isActive());
    QTRY_VERIFY(!window()->isActive());
    const int repeats = announcer->focusRepeats();
    g_focused.clear();
    window()->requestActivate();
    QTRY_VERIFY(window()->isActive());
    QTRY_COMPARE(announcer->focusRepeats(), repeats + 1);
    QVERIFY(!g_focused.isEmpty());
    QAccessibleInterface* card = g_focused.last();
    QCOMPARE(card->role(), QAccessible::PushButton);
    QCOMPARE(card->text(QAccessible::Name),
        grid->property("currentItem").value<QQuickItem*>()->property("name").toString());
    QVERIFY(card->state().focused);
}

// A name field reads the name in it (Orca splits the words by the text's attribute runs: a run must
// cover them) and can be edited as typing does.
void TestAccessibility::aNameFieldReadsItsWords()
{
    Language::instance()->setCode(QStringLiteral("en"));
    controller()->endGame();
    QMetaObject::invokeMethod(window(), "backToGameList");
    closeDialogs();
    QTRY_COMPARE(window()->findChild<QQuickItem*>(QStringLiteral("pages"))->property("depth").toInt(), 1);
    // The game page that was left is walked too until its transition has ended (its sheet is empty).
    QTRY_VERIFY(!window()->findChild<QQuickItem*>(QStringLiteral("pages"))->property("busy").toBool());
    press(findControl(QStringLiteral("Ohio")));
    QTRY_VERIFY(currentPage() && currentPage()->property("gameId").toString() == QLatin1String("ohio"));
    QTest::qWait(50);
    QAccessibleInterface* field = findControl(QStringLiteral("Name of player 1"), QAccessible::EditableText);
    QVERIFY(field);
    QVERIFY(field->state().editable);
    QVERIFY(!field->state().readOnly);
    QCOMPARE(field->text(QAccessible::Value), QStringLiteral("Player 1"));
    QAccessibleTextInterface* text = field->textInterface();
    QVERIFY(text);
    QCOMPARE(text->characterCount(), 8);
    QCOMPARE(text->text(0, text->characterCount()), QStringLiteral("Player 1"));
    int start = -1;
    int end = -1;
    text->attributes(3, &start, &end);
    QCOMPARE(start, 0);
    QCOMPARE(end, 8);
    QCOMPARE(text->textAtOffset(0, QAccessible::LineBoundary, &start, &end), QStringLiteral("Player 1"));
    // Edited through assistive technology as by the keys: the field and the page's player change.
    QAccessibleEditableTextInterface* editable = field->editableTextInterface();
    QVERIFY(editable);
    editable->replaceText(0, text->characterCount(), QStringLiteral("Anna"));
    QCOMPARE(field->text(QAccessible::Value), QStringLiteral("Anna"));
    auto* item = qobject_cast<QQuickItem*>(field->object());
    QVERIFY(item);
    QCOMPARE(item->property("text").toString(), QStringLiteral("Anna"));
}

// A combo box is one to choose from, not to type in, and each choice the arrows make while it has
// the keyboard is a focus event for that choice, which a screen reader reads.
void TestAccessibility::aComboBoxIsChosenFromAndSaysEachChoice()
{
    // On the setup page the test above opened.
    QTRY_VERIFY(currentPage() && currentPage()->property("gameId").toString() == QLatin1String("ohio"));
    QAccessibleInterface* combo = findControl(QStringLiteral("Kind of player 1"), QAccessible::ComboBox);
    QVERIFY(combo);
    QVERIFY(!combo->state().editable);
    for (int i = 0; i < combo->childCount(); ++i) {
        QAccessibleInterface* child = combo->child(i);
        QVERIFY(child);
        QVERIFY2(!child->state().editable, qPrintable(child->text(QAccessible::Name)));
        QCOMPARE(child->parent(), combo);
    }
    QCOMPARE(combo->text(QAccessible::Value), QStringLiteral("Human"));
    QCOMPARE(combo->childCount(), 5); // human, three computers, a program
    QCOMPARE(combo->child(2)->text(QAccessible::Name), QStringLiteral("Computer: good"));
    auto* box = qobject_cast<QQuickItem*>(combo->object());
    QVERIFY(box);
    box->forceActiveFocus();
    QTRY_VERIFY(box->hasActiveFocus());
    for (const auto& [key, expected] : {std::pair{Qt::Key_Down, QStringLiteral("Computer: beginner")},
             std::pair{Qt::Key_Down, QStringLiteral("Computer: good")},
             std::pair{Qt::Key_Up, QStringLiteral("Computer: beginner")}}) {
        g_focused.clear();
        QTest::keyClick(window(), key);
        QCOMPARE(box->property("currentText").toString(), expected);
        QVERIFY2(!g_focused.isEmpty(), "the new choice was not made the focused object");
        QAccessibleInterface* choice = g_focused.last();
        QCOMPARE(choice->role(), QAccessible::ListItem);
        QCOMPARE(choice->text(QAccessible::Name), expected);
        QVERIFY(choice->state().focused && choice->state().selected);
        QCOMPARE(choice->parent(), combo);
        QCOMPARE(combo->text(QAccessible::Value), expected);
    }
    // Back to a human, as it was.
    QTest::keyClick(window(), Qt::Key_Up);
    QCOMPARE(box->property("currentText").toString(), QStringLiteral("Human"));
}

// A screen reader asks for a notification's name a moment after the event, over D-Bus: a stop that
// ends the game says three sentences at once, and each must still read as itself when it is asked.
void TestAccessibility::sentencesInAMomentAreEachReadLater()
{
    auto* announcer = window()->findChild<Announcer*>(QStringLiteral("announcer"));
    QVERIFY(announcer);
    QAccessibleInterface* voice = QAccessible::queryAccessibleInterface(announcer);
    QVERIFY(voice);
    g_shown.clear();
    const QStringList burst{QStringLiteral("Anna writes Queens 12."), QStringLiteral("The game is over."),
        QStringLiteral("Result: place 1 Anna, 40 points.")};
    for (const QString& sentence : burst)
        Speech::instance()->say(sentence);
    QCOMPARE(g_shown.size(), burst.size());
    QSet<QAccessibleInterface*> lines;
    for (qsizetype i = 0; i < burst.size(); ++i) {
        QAccessibleInterface* line = g_shown.at(i);
        QVERIFY(line && line->isValid());
        QCOMPARE(line->role(), QAccessible::Notification);
        QCOMPARE(line->text(QAccessible::Name), burst.at(i)); // asked after all three were said
        QVERIFY(!line->state().invisible); // Orca drops events whose source has no state
        QCOMPARE(line->parent(), voice);
        QCOMPARE(voice->child(voice->indexOfChild(line)), line);
        lines << line;
    }
    QCOMPARE(lines.size(), burst.size());
    QCOMPARE(voice->text(QAccessible::Name), burst.last());

    // The ring comes round: a line is used again only after Announcer::ringSize sentences.
    QAccessibleInterface* first = g_shown.first();
    const int more = Announcer::ringSize - int(burst.size()) + 1;
    for (int i = 0; i < more; ++i) {
        const QString sentence = QStringLiteral("Sentence %1.").arg(i);
        Speech::instance()->say(sentence);
        QCOMPARE(first->text(QAccessible::Name), i + 1 < more ? burst.first() : sentence);
    }
    QCOMPARE(voice->childCount(), Announcer::ringSize);
    QCOMPARE(g_shown.size(), burst.size() + more);
    QVERIFY(g_shown.contains(first) && g_shown.count(first) == 2);
}

void TestAccessibility::everyScreenOfEveryTableGame_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("gameId");
    for (const QString language : {QStringLiteral("en"), QStringLiteral("de")}) {
        const bool de = language == QLatin1String("de");
        // Every registered game played at the table: a new game is walked the day it is added.
        for (const knobel::GameDef* def : knobel::allGameDefs()) {
            if (def->sheetGame())
                continue;
            const QString id = QString::fromUtf8(def->id().data(), qsizetype(def->id().size()));
            const QString name = QString::fromUtf8(def->name().data(), qsizetype(def->name().size()));
            QTest::addRow("%s in %s: every screen of the table reads, works and is heard", qPrintable(name),
                de ? "German" : "English")
                << language << name << id;
        }
    }
}

void TestAccessibility::everyScreenOfEveryTableGame()
{
    QFETCH(QString, language);
    QFETCH(QString, game);
    QFETCH(QString, gameId);
    const bool de = language == QLatin1String("de");
    Language::instance()->setCode(language);
    // The name as the game list shows it in the language: "Liar Dice" is "Lügenpoker".
    game = displayNameOf(gameId);
    if (de && gameId == QLatin1String("liardice"))
        QCOMPARE(game, QStringLiteral("Lügenpoker"));
    if (de && gameId == QLatin1String("pokerdice"))
        QCOMPARE(game, QStringLiteral("Würfelpoker mit Einsatz"));
    TableController* t = tableController();
    QVERIFY(t);
    controller()->endGame();
    t->endGame();
    QMetaObject::invokeMethod(window(), "backToGameList");
    closeDialogs();
    QTRY_VERIFY(!window()->findChild<QQuickItem*>(QStringLiteral("pages"))->property("busy").toBool());
    QTRY_COMPARE(window()->findChild<QQuickItem*>(QStringLiteral("pages"))->property("depth").toInt(), 1);

    // The game list and the setup: Press on the card and on Start, as clicks.
    WALK(game + QStringLiteral(" list"))
    QAccessibleInterface* card = findControl(game);
    QVERIFY2(card, qPrintable(game));
    press(card);
    QTRY_VERIFY(currentPage() && currentPage()->property("gameId").toString() == gameId);
    WALK(game + QStringLiteral(" setup"))
    QAccessibleInterface* start = findControl(de ? QStringLiteral("Los geht’s") : QStringLiteral("Start"));
    QVERIFY(start);
    press(start);
    QTRY_VERIFY(t->hasGame() && t->gameId() == gameId);
    // The one game page, showing the table's board.
    QTRY_VERIFY(currentPage() && currentPage()->objectName() == QLatin1String("gamePage")
        && currentPage()->findChild<QQuickItem*>(QStringLiteral("tablePanel")));
    t->setComputerPace(0);
    auto* announcer = window()->findChild<Announcer*>(QStringLiteral("announcer"));
    QVERIFY(announcer);
    QSignalSpy heard(announcer, &Announcer::said);
    const auto heardText = [&heard] {
        QStringList lines;
        for (const QList<QVariant>& said : heard)
            lines << said.value(0).toString();
        return lines.join(u'\n');
    };

    // The screens of a few turns: the privacy screen and the buttons of the table, each pressed
    // through QAccessible; what each press adds to the log is said.
    int pressed = 0;
    int covered = 0;
    if (t->playsItself()) {
        // Nobody decides: the table throws by itself, each throw heard; every seat's track reads as
        // one line; Hurry, pressed through QAccessible, plays the game out.
        QTRY_VERIFY_WITH_TIMEOUT(
            t->match()->record().actions.size() >= 3 || t->isFinished(), waitLimit(20000));
        // Throws that fell before the spy listened are not heard: the next one is, soon; then the
        // table waits while its screen is walked.
        t->setComputerPace(250);
        // Each throw is said as it falls (throws in one moment are read one after the other).
        const auto aThrowWasHeard = [&] {
            const QString heardNow = heardText();
            // A game over within its first throws (Elf hoch ends on an 11) may be heard by its
            // result only, which names every player.
            if (t->isFinished() && heardNow.contains(t->playerNames().value(1)))
                return true;
            for (int row = 0; row < t->log()->rowCount(); ++row)
                if (heardNow.contains(t->log()->index(row, 0).data(Qt::AccessibleTextRole).toString()))
                    return true;
            return false;
        };
        QTRY_VERIFY2_WITH_TIMEOUT(aThrowWasHeard(), qPrintable(heardText()), 20000);
        t->setComputerPace(5000);
        int tracks = 0;
        QAccessibleInterface* hurry = nullptr;
        for (QAccessibleInterface* iface : walk(game + QStringLiteral(" plays itself"))) {
            const QString name = iface->text(QAccessible::Name);
            bool inTrack = false;
            for (auto* up = qobject_cast<QQuickItem*>(iface->object()); up && !inTrack; up = up->parentItem())
                inTrack = up->objectName() == QLatin1String("trackPanel");
            if (inTrack && iface->role() == QAccessible::StaticText
                && name.startsWith(t->playerNames().value(tracks) + u':'))
                ++tracks;
            if (iface->role() == QAccessible::PushButton
                && name == (de ? QStringLiteral("Schneller") : QStringLiteral("Hurry")))
                hurry = iface;
        }
        if (QTest::currentTestFailed())
            return;
        // A game with a track (its facts say so) reads each seat's track as one line.
        if (t->facts().contains(QStringLiteral("trackMarks")))
            QCOMPARE(tracks, t->playerNames().size());
        else
            QCOMPARE(tracks, 0);
        if (!t->isFinished()) {
            QVERIFY(hurry);
            press(hurry);
            QTRY_VERIFY(t->isFinished());
            ++pressed;
        }
        t->setComputerPace(0); // the next game starts at the pace the test sets
    }
    for (int step = 0; step < 60 && pressed < 4 && !t->isFinished(); ++step) {
        if (t->isComputerTurn()) {
            t->skipComputer();
            QTest::qWait(20);
            continue;
        }
        const QString screen = QStringLiteral("%1 step %2").arg(game).arg(step);
        const QList<QAccessibleInterface*> found = walk(screen);
        if (QTest::currentTestFailed())
            return;
        if (t->privacy()) {
            QTRY_VERIFY2(heardText().contains(t->privacyName()), qPrintable(heardText()));
            QAccessibleInterface* confirm = nullptr;
            for (QAccessibleInterface* iface : found)
                if (iface->object() && iface->object()->objectName() == QLatin1String("confirmViewerButton"))
                    confirm = iface;
            QVERIFY2(confirm, qPrintable(screen));
            QVERIFY(confirm->text(QAccessible::Name).contains(t->privacyName()));
            press(confirm);
            QTRY_VERIFY(!t->privacy());
            ++covered;
            continue;
        }
        if (!t->isMyTurn()) {
            QTest::qWait(20);
            continue;
        }
        // A button of the table that moves the game on: the action bar's, the betting bar's, the hand
        // picker's, a field of the stake board.
        QAccessibleInterface* button = nullptr;
        for (QAccessibleInterface* iface : found) {
            const QString name = iface->object() ? iface->object()->objectName() : QString();
            if ((iface->role() == QAccessible::PushButton) && !iface->state().disabled
                && (name.startsWith(QLatin1String("action_")) || name == QLatin1String("checkButton")
                    || name == QLatin1String("callButton") || name == QLatin1String("announceButton")
                    || name.startsWith(QLatin1String("field_")))) {
                button = iface;
                break;
            }
        }
        QVERIFY2(button, qPrintable(screen + u' ' + t->status()));
        heard.clear();
        const quint64 moves = t->match()->record().actions.size();
        const QString pressedName = button->text(QAccessible::Name);
        press(button); // the button may be gone afterwards
        QTRY_VERIFY2(t->match()->record().actions.size() > moves, qPrintable(pressedName));
        // Every new line of the log is heard (a computer may have spoken after it).
        QTRY_VERIFY2(heardText().contains(t->lastSpokenEvent()),
            qPrintable(heardText() + QStringLiteral(" / ") + t->lastSpokenEvent()));
        ++pressed;
    }
    // A game that plays itself may end before Hurry can be pressed (Elf hoch on an early 11).
    QVERIFY2(pressed > 0 || (t->playsItself() && t->isFinished()), qPrintable(t->status()));

    // The log's lines are list items and read as the table told them: the dice in words, never the
    // letters the screen shows ("Anna throws K Q 9 9 A."). Each line in view is one of the lines in words.
    if (t->privacy())
        t->confirmViewer();
    QStringList spoken;
    for (int row = 0; row < t->log()->rowCount(); ++row)
        spoken << t->log()->index(row, 0).data(Qt::AccessibleTextRole).toString();
    const QRegularExpression letters(
        QStringLiteral("(?:^|\\s)(?:[JQKABD]|9|10)(?: (?:[JQKABD]|9|10)){2,}\\b"));
    int logLines = 0;
    for (QAccessibleInterface* iface : walk(game + QStringLiteral(" log"))) {
        bool inLog = false;
        for (auto* up = qobject_cast<QQuickItem*>(iface->object()); up && !inLog; up = up->parentItem())
            inLog = up->inherits("QQuickListView") && up->parentItem()
                && up->parentItem()->objectName() == QLatin1String("eventLog");
        if (!inLog || iface->role() == QAccessible::ScrollBar || iface->object()->inherits("QQuickListView"))
            continue;
        const QString name = iface->text(QAccessible::Name);
        QVERIFY2(iface->role() == QAccessible::ListItem, qPrintable(name)); // a list item, not a label
        QVERIFY2(!name.contains(letters), qPrintable(name));
        QVERIFY2(spoken.contains(name), qPrintable(name + QStringLiteral(" / ") + spoken.join(u'|')));
        ++logLines;
    }
    if (QTest::currentTestFailed())
        return;
    QVERIFY(logLines > 0);

    // The end: the result is said and its screen reads.
    std::mt19937 random(5);
    for (int step = 0; step < 20000 && !t->isFinished(); ++step) {
        if (t->privacy())
            t->confirmViewer();
        else if (t->isComputerTurn())
            t->skipComputer();
        if (t->isMyTurn() && t->actions()->rowCount() > 0)
            t->act(int(random() % t->actions()->rowCount()));
        else
            QTest::qWait(1);
    }
    QVERIFY(t->isFinished());
    QTRY_VERIFY2(announcer->text().startsWith(de ? QStringLiteral("Ergebnis") : QStringLiteral("Result")),
        qPrintable(announcer->text()));
    QVERIFY(
        announcer->text().contains(t->standings().value(0).toMap().value(QStringLiteral("name")).toString()));
    bool playAgain = false;
    for (QAccessibleInterface* iface : walk(game + QStringLiteral(" result")))
        if (iface->role() == QAccessible::PushButton
            && iface->text(QAccessible::Name)
                == (de ? QStringLiteral("Nochmal spielen: dasselbe Spiel mit neuen Würfeln")
                       : QStringLiteral("Play again: the same game with new dice")))
            playAgain = true;
    if (QTest::currentTestFailed())
        return;
    QVERIFY(playAgain);
    qInfo(
        "%s: %d buttons pressed through QAccessible, %d privacy screens", qPrintable(game), pressed, covered);
    t->endGame();
    Language::instance()->setCode(QStringLiteral("en"));
}

QTEST_MAIN(TestAccessibility)

// The history of finished games (the tests above finished some): each line of figures is a list item
// that takes the keys, each button says which game it shows, and the page says what it holds.
void TestAccessibility::theHistoryIsReadLineByLine()
{
    Language::instance()->setCode(QStringLiteral("en"));
    controller()->endGame();
    QMetaObject::invokeMethod(window(), "backToGameList");
    closeDialogs();
    auto* pages = window()->findChild<QQuickItem*>(QStringLiteral("pages"));
    QTRY_COMPARE(pages->property("depth").toInt(), 1);
    QTRY_VERIFY(!pages->property("busy").toBool());
    auto* announcer = window()->findChild<Announcer*>(QStringLiteral("announcer"));
    const int said = announcer->count();
    QTest::keyClick(window(), Qt::Key_H, Qt::ControlModifier);
    QTRY_VERIFY(currentPage() && currentPage()->property("pastGames").isValid());
    QTRY_VERIFY(!pages->property("busy").toBool());
    QTRY_VERIFY(announcer->count() > said);
    QVERIFY2(announcer->text().startsWith(QLatin1String("History of ")), qPrintable(announcer->text()));
    QVERIFY(currentPage()->property("pastGames").toList().size() > 0);
    int lines = 0;
    int shows = 0;
    bool playerLine = false;
    for (QAccessibleInterface* iface : walk(QStringLiteral("History"))) {
        const QString name = iface->text(QAccessible::Name);
        if (iface->role() == QAccessible::ListItem) {
            ++lines;
            QVERIFY2(iface->state().focusable, qPrintable(name));
            playerLine = playerLine
                || QRegularExpression(QStringLiteral(", \\d+ games?, \\d+ wins?, average "))
                       .match(name)
                       .hasMatch();
        }
        if (iface->role() == QAccessible::PushButton && name.startsWith(QLatin1String("Show the game of ")))
            ++shows;
    }
    QVERIFY(playerLine);
    QCOMPARE(shows, currentPage()->property("pastGames").toList().size());
    QVERIFY2(lines >= 2 + shows, qPrintable(QString::number(lines))); // players, spread, high scores, games
    QMetaObject::invokeMethod(window(), "backToGameList");
    QTRY_COMPARE(pages->property("depth").toInt(), 1);
}

#include "tst_accessibility.moc"
