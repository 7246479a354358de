#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A whole game of Escalero through AT-SPI alone, as Orca sees the program.

Run it as `run_with_atspi.sh atspi_escalero.py PROGRAM [LANG]`: the program runs under Xvfb with
its own D-Bus session and AT-SPI bus. Every throw is an
AT-SPI "Press" on the Throw button or the Space key, dice are set aside with the dice' "Toggle"
action, every box is written with the "Press" action of a cell of the sheet's accessible table (a
strike is confirmed with the Enter key in the dialog that takes the focus). A listener hears the
events Orca speaks: a notification becoming showing (object:state-changed:showing on the role
"notification"), and focus moving to a cell. The test fails when a throw or a write is not heard
with the dice in words, when an action does not do what a click does, or when the result is not said.
"""
import os
import re
import subprocess
import sys
import tempfile
import time

import pyatspi

from atspi_common import action, find_all, key, pump, showing, wait_for, wait_for_keyboard, wait_for_program

PROGRAM = sys.argv[1]
LANG = sys.argv[2] if len(sys.argv) > 2 else "en"
WORDS = {
    "en": ["Nine", "Ten", "Jack", "Queen", "King", "Ace"],
    "de": ["Neun", "Zehn", "Bube", "Dame", "König", "Ass"],
}[LANG]
THROW = {"en": ("Throw", "Throw again"), "de": ("Würfeln", "Nochmal würfeln")}[LANG]
DICE = re.compile(r"^(?:(?:%s)(?:, )?){5}" % "|".join(WORDS))
# "Anna writes Queens 12 with Queen, Queen, Queen, Nine, Ten."
WRITTEN = re.compile(r"(?:%s)(?:, (?:%s)){4}\." % ("|".join(WORDS), "|".join(WORDS)))
OVER = {"en": "The game is over.", "de": "Das Spiel ist aus."}[LANG]

heard = []  # (time, kind, text)


def listener(event):
    try:
        role = event.source.getRoleName()
        name = event.source.name
    except Exception:  # an object gone by the time it is asked
        return
    if event.type.startswith("object:state-changed:showing") and event.detail1 == 1 and role == "notification":
        heard.append((time.monotonic(), "say", name))
    elif event.type.startswith("focus") and role == "table cell":
        heard.append((time.monotonic(), "focus", name))


def landed(app):
    """Waits for the dice to land: then the status names the player again ("Anna, …")."""
    wait_for(lambda: find_all(app, lambda n: n.getRoleName() == "label" and n.name.startswith("Anna, ")
                              and showing(n)), 30, "the dice landing")


def main():
    started = time.monotonic()
    for kind in ("object:state-changed:showing", "focus:"):
        pyatspi.Registry.registerEventListener(listener, kind)
    app = wait_for_program(program)
    wait_for_keyboard(app)
    table = wait_for(lambda: next(iter(find_all(app, lambda n: n.getRoleName() == "table" and showing(n))), None),
                     60, "the score sheet as a table")
    sheet = table.queryTable()
    rows, columns = sheet.nRows, sheet.nColumns
    assert (rows, columns) == (12, 1), (rows, columns)
    assert sheet.getColumnHeader(0).name == "Anna", sheet.getColumnHeader(0).name
    row_names = [sheet.getRowHeader(r).name for r in range(rows)]
    assert all(row_names), row_names
    per_turn = []
    for turn in range(11):
        turn_start = len(heard)
        kept_all = False
        for throw in range(3):
            if kept_all:
                break  # five of a kind set aside: nothing left to throw
            before = len(heard)
            if throw == 1:
                # Space throws again, from the keyboard — once the dice have landed: while they
                # roll, any key only shows them at rest.
                landed(app)
                key(0x20)
            else:
                button = wait_for(lambda: next(iter(find_all(app, lambda n: n.getRoleName() == "push button"
                                                             and n.name in THROW and showing(n)
                                                             and n.getState().contains(pyatspi.STATE_ENABLED))), None),
                                  30, "the throw button, enabled")
                action(button, "Press")
            said = wait_for(lambda: next((t for _, k, t in heard[before:] if k == "say" and DICE.match(t)), None),
                            30, "the dice in words after throw %d of turn %d" % (throw + 1, turn + 1))
            dice = [d for d in find_all(app, lambda n: n.getRoleName() == "check box" and showing(n)
                                        and n.name.split(",")[0].split(" ")[0] in ("Die", "Würfel"))]
            assert len(dice) == 5, [d.name for d in dice]
            if throw < 2:
                # Keep the most frequent face: Toggle sets aside, and the die says it is checked.
                faces = [d.name.split(", ")[1] for d in dice]
                best = max(set(faces), key=faces.count)
                for d in dice:
                    if d.name.split(", ")[1] == best and not d.getState().contains(pyatspi.STATE_CHECKED):
                        action(d, "Toggle")
                        wait_for(lambda: d.getState().contains(pyatspi.STATE_CHECKED), 30, "a die set aside")
                # Dice kept before and this face may be all five: then nothing is left to throw.
                kept_all = all(d.getState().contains(pyatspi.STATE_CHECKED) for d in dice)
        # Write the free box that scores most now, with the cell's Press.
        best_row, best_points = None, -1
        for r in range(rows - 1):
            name = sheet.getAccessibleAt(r, 0).name
            m = re.search(r"(\d+) (?:points?|Punkte?) (?:possible|möglich)", name)
            free = m or re.search(r", (?:free|frei)$", name)
            if free and (int(m.group(1)) if m else 0) > best_points:
                best_row, best_points = r, int(m.group(1)) if m else 0
        assert best_row is not None, "no free box"
        # As with a click, a box is written from dice that have landed.
        landed(app)
        before = len(heard)
        cell = sheet.getAccessibleAt(best_row, 0)
        # Qt 6.4 has no AT-SPI TableCell interface; the table says where its child stands.
        assert sheet.getRowAtIndex(cell.getIndexInParent()) == best_row, cell.getIndexInParent()
        action(cell, "Press")
        if best_points == 0:
            # "Write 0?": the dialog takes the focus; Enter strikes out.
            wait_for(lambda: find_all(app, lambda n: n.getRoleName() == "dialog" and showing(n)), 30, "the strike dialog")
            key(0xff0d)
        last = turn == 10
        row_name = row_names[best_row]
        wait_for(lambda: next((t for _, k, t in heard[before:] if k == "say"
                               and (OVER in t if last else row_name in t and WRITTEN.search(t))), None),
                 30, "the write of turn %d" % (turn + 1))
        if not last:
            written = sheet.getAccessibleAt(best_row, 0).name
            assert not re.search(r"(free|frei)", written), written
        per_turn.append(sum(1 for _, k, _ in heard[turn_start:] if k == "say"))
    result = next(t for _, k, t in heard if k == "say" and OVER in t)
    assert "Anna" in result, result
    total = sum(per_turn)
    print("turns: %d, announcements heard: %d (per turn %s), cell focus events: %d, %.1f s"
          % (len(per_turn), total, "/".join(map(str, per_turn)),
             sum(1 for _, k, _ in heard if k == "focus"), time.monotonic() - started))
    print("first throw said: %s" % next(t for _, k, t in heard if k == "say"))
    print("result said: %s" % result)


if __name__ == "__main__":
    log = tempfile.TemporaryFile()
    program = subprocess.Popen([PROGRAM, "--lang", LANG, "--game", "escalero", "--players", "Anna", "--seed", "17"],
                               stdout=log, stderr=subprocess.STDOUT)
    try:
        main()
    except BaseException:
        log.seek(0)
        sys.stderr.write("--- program output:\n" + log.read().decode(errors="replace"))
        raise
    finally:
        program.kill()
        program.wait()
