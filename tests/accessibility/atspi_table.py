#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A whole game of Poker Dice against a computer through AT-SPI alone, as Orca sees the program.

Run it as `run_with_atspi.sh atspi_table.py PROGRAM [LANG]`: the program runs under Xvfb with its own
D-Bus session and AT-SPI bus, Anna against a computer of the level Beginner, ten deals. Every action
of Anna goes through AT-SPI or the keyboard: the first throw of a deal is the Throw button's "Press",
dice are kept with the dice' "Toggle", the second throw is the Space key, "Stop" and the betting
("Check", else "Call") are "Press" again, the computer is hurried with the Hurry button's "Press",
and S and Ctrl+I ask where the game stands. A listener hears what Orca speaks: a notification
becoming showing (object:state-changed:showing on the role "notification").

The test fails when a throw of Anna's or of the computer, a bet or the read-state key is not heard
with the dice in words, when an action does not do what a click does, when a die of another seat
that is hidden shows a face in any name, description or event, or when the result is not said.
"""
import os
import re
import subprocess
import sys
import tempfile
import time

import pyatspi

import atspi_common as common
from atspi_common import action, enabled, key, pump, showing

PROGRAM = sys.argv[1]
LANG = sys.argv[2] if len(sys.argv) > 2 else "en"
T = {
    "en": dict(words=["Nine", "Ten", "Jack", "Queen", "King", "Ace"], throw="Throw", stop="Stop",
               check="Check", call="Call", hurry="Hurry", throws="throws", result="Result:",
               your_dice="your dice: ", hidden="hidden", die="Die", pot="pot: ", play_again="Play again: the same game with new dice",
               computer="Computer", last_round="last round"),
    "de": dict(words=["Neun", "Zehn", "Bube", "Dame", "König", "Ass"], throw="Würfeln", stop="Aufhören",
               check="Schieben", call="Mitgehen", hurry="Schneller", throws="wirft", result="Ergebnis:",
               your_dice="deine Würfel: ", hidden="verdeckt", die="Würfel", pot="Pott: ",
               play_again="Nochmal spielen: dasselbe Spiel mit neuen Würfeln", computer="Computer", last_round="letzte Runde"),
}[LANG]
WORD = "(?:%s)" % "|".join(T["words"])
DIE = re.compile(r"^%s \d: " % T["die"])  # "Die 2: King, kept", "Würfel 2: König"
# "Anna throws King, Nine, Nine, Ace, Jack.", and a throw again in one sentence: "Anna keeps King,
# King and throws 3 dice again: Nine, Ace, Jack." / "Anna throws all the dice again: …" — 1 to 5 dice
# in words.
THROWN = {who: re.compile(r"%s (?:[^.]* )?%s (?:[^.:]*: )?%s(?:, %s){0,4}\." % (who, T["throws"], WORD, WORD))
          for who in ("Anna", "Computer")}
LETTERS = re.compile(r"\b(?:J|Q|K|A|B|D)(?: (?:J|Q|K|A|B|D|9|10)){2,}\b")  # the log's letters, never spoken

DEALS = 6  # the game's length (--option deals=6): every kind of step comes up, in half the time of 10
heard = []  # (time, kind, text)
names_seen = set()  # every name and description of the notification when it showed


def listener(event):
    # Qt 6.4's name-change event carries no text: the name is asked for when the notification shows,
    # as Orca does.
    try:
        role = event.source.getRoleName()
        name = event.source.name
        if role == "notification":
            names_seen.add(name)
            names_seen.add(event.source.description)
    except Exception:  # an object gone by the time it is asked
        return
    if event.type.startswith("object:state-changed:showing") and event.detail1 == 1 and role == "notification":
        heard.append((time.monotonic(), "say", name))


APP = None  # the program's application object, for what a failure reports


def context():
    """What a failed wait reports: the last four sentences heard, what has the keys, the buttons."""
    said = [t for _, _, t in heard[-4:]]
    if APP is None:
        return said
    try:
        focused = [n.getRoleName() + " " + repr(n.name)
                   for n in find_all(APP, lambda n: n.getState().contains(pyatspi.STATE_FOCUSED))]
        return said + ["keys: %s" % focused, "buttons: %s" % sorted(buttons(APP))]
    except Exception as e:  # the window gone: what was heard is still worth saying
        return said + ["(the window: %s)" % e]


def wait_for(predicate, seconds=30.0, what="something"):
    return common.wait_for(predicate, seconds, what, context)


SKIPPED = {"list", "menu bar", "table row"}  # the log, the menus, the round table: nothing to act on


def find_all(root, predicate):
    return common.find_all(root, predicate, SKIPPED)


def buttons(app):
    """The push buttons showing and enabled, by name."""
    found = {}
    for b in find_all(app, lambda n: n.getRoleName() == "push button" and showing(n) and enabled(n)):
        found.setdefault(b.name, b)
    return found


def anna_dice(app):
    """Anna's five dice: the check boxes and buttons named "Die N: …" in her panel."""
    panel = next(iter(find_all(app, lambda n: n.getRoleName() == "panel" and n.name.startswith("Anna,")
                               and showing(n))), None)
    if panel is None:
        return []
    return find_all(panel, lambda n: DIE.match(n.name) and showing(n))


def check_nothing_hidden_shows(app):
    """No object names a face of a die that is hidden from Anna: a hidden die says so, and nothing else
    of that cup is named with a face. (Poker Dice shows every cup; Liar Dice would hide the other.)"""
    for panel in find_all(app, lambda n: n.getRoleName() == "panel" and showing(n) and "," in n.name
                          and not n.name.startswith("Anna,")):
        for node in find_all(panel, lambda n: DIE.match(n.name)):
            if T["hidden"] in node.name:
                assert not re.search(WORD, node.name + " " + node.description), node.name


def labels_not_focusable(app):
    """Every label showing: not focusable (Qt 6.4's own interface says every text is). Returns how many."""
    labels = find_all(app, lambda n: n.getRoleName() in ("label", "static", "heading") and showing(n))
    focusable = [n.name for n in labels if n.getState().contains(pyatspi.STATE_FOCUSABLE)]
    assert not focusable, "focusable labels: %s" % focusable[:10]
    return len(labels)


def said_since(before, predicate):
    return next((t for _, k, t in heard[before:] if k == "say" and predicate(t)), None)


def main():
    started = time.monotonic()
    pyatspi.Registry.registerEventListener(listener, "object:state-changed:showing")
    global APP
    app = APP = common.wait_for_program(program)
    common.wait_for_keyboard(app)
    wait_for(lambda: T["throw"] in buttons(app), 60, "the Throw button of the first deal")
    labels = labels_not_focusable(app)
    deals = []  # per deal of Anna: announcements heard
    deal_start = len(heard)
    hurried = []
    anna_throws = bets = hurries = state_asked = kept = 0
    throws_this_deal = 0
    asked_this_deal = False
    deadline = time.monotonic() + 540
    while time.monotonic() < deadline:
        pump(0.05)
        if said_since(0, lambda t: t.startswith(T["result"])):
            break
        found = buttons(app)
        if T["hurry"] in found and not hurries:
            # Once: the rest of the computer's turn comes at once, each step a sentence of its own
            # that must still read as itself when the listener asks for it, as Orca does.
            before = len(heard)
            action(found[T["hurry"]], "Press")
            hurries += 1
            # Waited for by events, not by a time: the first sentence, then the end of the computer's turn
            # (its Hurry button gone), however busy the machine is.
            wait_for(lambda: T["hurry"] not in buttons(app), 30, "the computer's turn hurried to its end")
            wait_for(lambda: any(k == "say" for _, k, _ in heard[before:]) or not T["hurry"] in buttons(app),
                     30, "a sentence after Hurry")
            pump(0.05)
            hurried = [t for _, k, t in heard[before:] if k == "say"]
            if not hurried:
                hurries -= 1  # the computer had finished as Hurry was pressed: hurry its next turn
            continue
        check_nothing_hidden_shows(app)
        dice = anna_dice(app)
        names = [d.name for d in dice]
        if not all(DIE.match(n) for n in names):
            continue  # the dice are being made anew (every change of the dice makes new objects)
        faces = [n.split(": ")[1].split(",")[0] for n in names]
        # The last deal's hands stay on the table, marked "last round", until the new deal's first throw.
        last_round = any(find_all(app, lambda n: n.name.endswith(": " + T["last_round"]) and showing(n)))
        if T["throw"] in found and (last_round or not any(f in T["words"] for f in faces)):
            # A new deal: the first throw is the Throw button's Press.
            if anna_throws:
                deals.append(sum(1 for _, k, _ in heard[deal_start:] if k == "say"))
                deal_start = len(heard)
                print("deal %d: %d heard, %.1f s" % (len(deals), deals[-1], time.monotonic() - started), flush=True)
            throws_this_deal = 0
            asked_this_deal = False
            before = len(heard)
            action(found[T["throw"]], "Press")
        elif T["throw"] in found and (throws_this_deal < 2 or T["stop"] not in found):
            # Keep the most frequent face with Toggle; then Space throws the rest, from the keyboard.
            assert len(dice) == 5 and all(f in T["words"] for f in faces), faces
            best = max(set(faces), key=faces.count)
            # Every change of the dice makes their objects anew: a die is found again by its place.
            def checked(i):
                now = anna_dice(app)
                return len(now) == 5 and now[i].getState().contains(pyatspi.STATE_CHECKED)
            for i, f in enumerate(faces):
                if f == best and not checked(i):
                    action(anna_dice(app)[i], "Toggle")
                    wait_for(lambda: checked(i), 30, "die %d kept" % (i + 1))
                    kept += 1
            if all(checked(i) for i in range(5)):
                action(anna_dice(app)[0], "Toggle")  # all five alike: one is thrown again
                wait_for(lambda: not checked(0), 30, "a die taken back")
            before = len(heard)
            key(0x20)
        elif T["stop"] in found:
            if not asked_this_deal:
                # Where the game stands, on demand: S in one deal, Ctrl+I in the next.
                before = len(heard)
                key(ord("i"), control=True) if state_asked % 2 else key(ord("s"))
                state = wait_for(lambda: said_since(before, lambda t: T["your_dice"] in t), 30,
                                 "the state on demand (%s)" % ("Ctrl+I" if state_asked % 2 else "S"))
                assert re.search(T["your_dice"] + WORD, state) and T["pot"] in state, state
                state_asked += 1
                asked_this_deal = True
            before = len(heard)
            action(found[T["stop"]], "Press")
            # Heard: her stop, or where the stop ends the game, the result said at once after it.
            wait_for(lambda: said_since(before, lambda t: t.startswith("Anna ") or t.startswith(T["result"])),
                     30, "Anna stops")
            continue
        else:
            before = None
        if before is not None:
            said = wait_for(lambda: said_since(before, THROWN["Anna"].search), 30,
                            "Anna's throw %d in words" % (throws_this_deal + 1))
            assert not LETTERS.search(said), said
            anna_throws += 1
            throws_this_deal += 1
            continue
        if T["check"] in found or T["call"] in found:
            before = len(heard)
            name = T["check"] if T["check"] in found else T["call"]
            action(found[name], "Press")
            # The bet makes a notification show. Its sentence ("Anna checks.") is read when the listener
            # asks, as Orca does, after the computer's answer may have been said too: still her own.
            wait_for(lambda: said_since(before, lambda t: t.startswith("Anna ")), 30,
                     "Anna's bet said: " + name)
            bets += 1
            continue
        if T["play_again"] in found:
            break
    result = wait_for(lambda: said_since(0, lambda t: t.startswith(T["result"])), 30, "the result")
    deals.append(sum(1 for _, k, _ in heard[deal_start:] if k == "say"))
    assert "Anna" in result and T["computer"] in result, result
    labels += labels_not_focusable(app)  # the result's
    computer_throws = sum(1 for _, k, t in heard if k == "say" and THROWN["Computer"].search(t))
    assert len(deals) == DEALS, deals  # the rule option given on the command line
    assert anna_throws >= DEALS and computer_throws >= DEALS and hurries == 1, (anna_throws, computer_throws, hurries)
    assert state_asked >= DEALS - 2, state_asked
    # Each event reads its own sentence: none heard twice in a row (a sentence lost behind the next).
    said_texts = [t for _, k, t in heard if k == "say"]
    repeated = [t for a, t in zip(said_texts, said_texts[1:]) if a == t]
    assert not repeated, repeated
    assert hurried and len(set(hurried)) == len(hurried), hurried
    # Never the log's letters said (the log's own list still reads them).
    for text in names_seen:
        assert not LETTERS.search(text or ""), text
    total = sum(1 for _, k, _ in heard if k == "say")
    print("deals: %d, announcements heard: %d (per deal %s); Anna's throws: %d, the computer's: %d, "
          "dice kept by Toggle: %d, bets: %d (each read with Anna's sentence), state asked: %d, "
          "hurried: %d (then %d sentence(s) heard at once, each its own), labels checked not focusable: %d, %.1f s"
          % (len(deals), total, "/".join(map(str, deals)), anna_throws, computer_throws, kept, bets, state_asked,
             hurries, len(hurried), labels, time.monotonic() - started))
    print("first throw said: %s" % next(t for _, k, t in heard if k == "say" and THROWN["Anna"].search(t)))
    print("state said: %s" % next(t for _, k, t in heard if k == "say" and T["your_dice"] in t))
    print("result said: %s" % result)


if __name__ == "__main__":
    # The computer plays at a brisk pace (the game list's setting: half a second a step), and is
    # hurried once by its button.
    config = os.path.join(os.environ.get("XDG_CONFIG_HOME", tempfile.mkdtemp()), "Knobelbecher")
    os.makedirs(config, exist_ok=True)
    with open(os.path.join(config, "Knobelbecher.conf"), "a") as settings:
        settings.write("[display]\ncomputerPace=500\n")
    log = tempfile.TemporaryFile()
    program = subprocess.Popen([PROGRAM, "--lang", LANG, "--game", "pokerdice", "--players", "Anna,Computer",
                                "--kinds", "human,beginner", "--seed", "17", "--option", "deals=%d" % DEALS], stdout=log, stderr=subprocess.STDOUT)
    try:
        main()
    except BaseException:
        log.seek(0)
        sys.stderr.write("--- program output:\n" + log.read().decode(errors="replace"))
        raise
    finally:
        program.kill()
        program.wait()
