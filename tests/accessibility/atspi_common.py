# SPDX-License-Identifier: GPL-3.0-or-later
"""What the AT-SPI tests share: waiting while the bus's events come in, finding objects, acting on them
and typing keys as the keyboard does (xdotool's XTest keys in the X server of run_with_atspi.sh)."""
import subprocess
import time

import pyatspi
from gi.repository import Atspi, GLib

# Names enter every sentence isolated (U+2068 … U+2069: a name written right to left never turns the
# words around it). The tests compare what is read without those invisible marks.
ISOLATES = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069"))


def bare(text):
    return text.translate(ISOLATES) if isinstance(text, str) else text


Atspi.Accessible.name = property(fget=lambda node: bare(Atspi.Accessible.get_name(node)))
Atspi.Accessible.description = property(fget=lambda node: bare(Atspi.Accessible.get_description(node)))

SPACE, ENTER, UP, DOWN, ESCAPE = 0x20, 0xFF0D, 0xFF52, 0xFF54, 0xFF1B
KEY_NAMES = {SPACE: "space", ENTER: "Return", UP: "Up", DOWN: "Down", ESCAPE: "Escape"}


def pump(seconds):
    """Lets the listeners hear what the bus brings for this long."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while context.iteration(False):
            pass
        time.sleep(0.005)


def wait_for(predicate, seconds=30.0, what="something", last_heard=lambda: ""):
    """The predicate's first true answer within `seconds`; else an AssertionError that says what was
    awaited and, from `last_heard`, what came last."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pump(0.02)
        result = predicate()
        if result:
            return result
    raise AssertionError("not within %.0f s: %s (heard last: %s)" % (seconds, what, last_heard()))


def find_all(root, predicate, skipped=()):
    """Every object under root (root too) the predicate accepts; below roles in `skipped` it does
    not look. Objects gone while it walks are passed over."""
    found = []

    def walk(node):
        try:
            if predicate(node):
                found.append(node)
            if node.getRoleName() in skipped:
                return
            for child in node:
                if child is not None:
                    walk(child)
        except Exception:
            pass

    walk(root)
    return found


def showing(node):
    return node.getState().contains(pyatspi.STATE_SHOWING)


def enabled(node):
    return node.getState().contains(pyatspi.STATE_ENABLED)


def action(node, name):
    """Runs the object's action of that name (Press, Toggle …) as a screen reader does."""
    actions = node.queryAction()
    for i in range(actions.nActions):
        if actions.getName(i) == name:
            assert actions.doAction(i), "%s refused %s" % (node.name, name)
            return
    raise AssertionError("%s has no action %s (states %s)"
                         % (node.name, name, [pyatspi.stateToString(x) for x in node.getState().getStates()]))


def key(keysym, control=False):
    """A key typed on the keyboard (with Ctrl held if asked): pressed and released in the X server by
    XTest, as a keyboard's are, so that the program hears it first and passes it on to a screen
    reader. (The AT-SPI registry's generateKeyboardEvent lost a key now and then under load — in 3 of
    9 Orca runs the program got no key event at all, 27 Nov 2026 — and xdotool's XTest never did in 10.)"""
    name = KEY_NAMES.get(keysym) or chr(keysym)
    subprocess.run(["xdotool", "key", ("ctrl+" if control else "") + name], check=True)


def window_active(app):
    """The program's window has the keyboard (its frame is active): a key typed now reaches it. On a
    busy machine the window is on the bus and shows its buttons a while before it has the keyboard,
    and a key typed in between is lost."""
    for i in range(app.childCount):
        child = app.getChildAtIndex(i)
        if child is not None and child.getRoleName() == "frame" and child.getState().contains(pyatspi.STATE_ACTIVE):
            return True
    return False


def wait_for_keyboard(app, seconds=60.0):
    """Waits until the program's window has the keyboard (see window_active)."""
    wait_for(lambda: window_active(app), seconds, "the window having the keyboard")


def wait_for_program(program, name="Knobelbecher", seconds=120.0):
    """The program's application object once it is on the accessibility bus. Waits while the program
    runs (a loaded machine starts it in seconds, not in a fixed time); fails at once when it has
    ended, and after `seconds` only for a program that never comes."""
    def found():
        if program.poll() is not None:
            raise AssertionError("the program ended (exit code %s) before it was on the accessibility bus"
                                 % program.returncode)
        return next((a for a in pyatspi.Registry.getDesktop(0) if a and a.name == name), None)
    return wait_for(found, seconds, "the program on the accessibility bus")
