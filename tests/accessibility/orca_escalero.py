#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A whole game of Escalero against the computer, played with the keys alone and heard through the
Orca screen reader itself.

Run it as `run_with_atspi.sh orca_escalero.py PROGRAM [LANG]`. Orca 43 (Debian 12) runs in the test's
own D-Bus session with its speech synthesiser off; what it would say is written to a file by Orca's
own "speech" log (each line "SPEECH OUTPUT: '…'"), and the test reads that file. Anna plays by keys
only: Space throws, the digits set dice aside, the arrow keys move the sheet's cursor, Enter writes
(and confirms "Write 0?"), S says the state. Every decision is taken from what Orca said: the dice
from the throw's sentence, the boxes from the cells Orca read while the cursor moved over them. The
program is asked through AT-SPI only when to go on (whose turn it is, the dice at rest), never what
to choose.

The test fails when Orca does not say, within a few seconds: each throw with the dice in words, each
cell the cursor reaches, the "Write 0?" question, each of Anna's writes and the computer's, the state
on S, the end with the result.
"""
import logging
import os
import re
import runpy
import subprocess
import sys
import tempfile
import time

if len(sys.argv) > 1 and sys.argv[1] == "--orca":
    # The screen reader, with its speech log also written to a file line by line.
    handler = logging.FileHandler(sys.argv[2], encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(message)s"))
    logging.getLogger("speech").addHandler(handler)
    sys.argv = ["orca", "--disable", "speech", "--user-prefs", sys.argv[3]]
    orca = runpy.run_path("/usr/bin/orca", run_name="orca_launcher")["main"]
    # The user's own Orca, on the desktop's bus, is neither refused nor ended (it looks for other
    # processes called orca, and --replace would kill them): this one lives on the test's bus.
    orca.__globals__["otherOrcas"] = lambda: []
    sys.exit(orca())

import pyatspi  # noqa: E402 (the Orca process above needs none of this)

from atspi_common import DOWN, ENTER, SPACE, UP, bare, enabled, find_all, key, pump, showing, wait_for, wait_for_keyboard, wait_for_program  # noqa: E402

PROGRAM = sys.argv[1]
LANG = sys.argv[2] if len(sys.argv) > 2 else "en"
T = {
    "en": dict(words=["Nine", "Ten", "Jack", "Queen", "King", "Ace"], throw=("Throw", "Throw again"),
               points=r"(\d+) points? possible", free="free", write_zero="Write 0?", over="The game is over.",
               dice="Anna's dice: ", rows=["Nines", "Tens", "Jacks", "Queens", "Kings", "Aces", "Straight",
                                           "Full house", "Four of a kind", "Five of a kind", "Five of a kind served"]),
    "de": dict(words=["Neun", "Zehn", "Bube", "Dame", "König", "Ass"], throw=("Würfeln", "Nochmal würfeln"),
               points=r"(\d+) Punkte? möglich", free="frei", write_zero="0 eintragen?", over="Das Spiel ist aus.",
               dice="Würfel von Anna: ", rows=None),
}[LANG]
WORD = "(?:%s)" % "|".join(T["words"])
NOTIFICATION = r"^(?:notification |Benachrichtigung )?"  # Orca names the role first, in its language
DICE = re.compile(NOTIFICATION + r"(%s(?:, %s){4})" % (WORD, WORD))
ANNA_SAYS = re.compile(NOTIFICATION + "Anna ")
FIVE_WORDS = re.compile(r"%s(?:, %s){4}\." % (WORD, WORD))
SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*?)'(?: voice=\w+)? ?$")


class OrcaSpeech:
    """What Orca said, read from its speech log as it grows."""

    def __init__(self, path):
        self.path = path
        self.lines = []
        self.offset = 0

    def read(self):
        with open(self.path, encoding="utf-8", errors="replace") as f:
            f.seek(self.offset)
            text = f.read()
        complete = text[: text.rfind("\n") + 1]
        self.offset += len(complete.encode("utf-8"))
        for line in complete.splitlines():
            m = SPOKEN.search(line)
            if m and m.group(1).strip():
                self.lines.append(bare(m.group(1).strip()))
        return self.lines

    def since(self, start, predicate=lambda t: True):
        return [t for t in self.read()[start:] if predicate(t)]

    def wait(self, start, predicate, what, seconds=30.0):
        return wait_for(lambda: next(iter(self.since(start, predicate)), None), seconds,
                        "Orca saying " + what, lambda: "%s; the program shows: %s" % (self.lines[-4:], shown()))


def shown():
    """What the program shows at a failure, as AT-SPI reads it: its labels and enabled buttons (tells a
    key that never arrived from words Orca did not say)."""
    if app is None:
        return "nothing yet"
    try:
        nodes = find_all(app, lambda n: n.getRoleName() in ("label", "push button", "notification") and showing(n))
        return "; ".join("%s %r%s" % (n.getRoleName(), n.name, "" if enabled(n) else " (disabled)")
                         for n in nodes if n.name)[:1500]
    except Exception as e:  # the program gone: say so, do not hide the first failure
        return "(could not read the program: %s)" % e


def anna_may_throw(app):
    """The Throw button showing and enabled (not "Throw again"): Anna's turn has begun."""
    return find_all(app, lambda n: n.getRoleName() == "push button" and n.name == T["throw"][0] and showing(n)
                    and n.getState().contains(pyatspi.STATE_ENABLED))


def landed(app):
    """The dice at rest: the status names Anna again ("Anna, …")."""
    wait_for(lambda: find_all(app, lambda n: n.getRoleName() == "label" and n.name.startswith("Anna, ")
                              and showing(n)), 30, "the dice landing")


app = None


def main(speech):
    global app
    started = time.monotonic()
    app = wait_for_program(program)
    speech.wait(0, lambda t: "Knobelbecher" in t, "the window's title", 60)
    throws = cells = writes = computer_writes = zeros = 0
    per_turn = []
    for turn in range(11):
        wait_for(lambda: anna_may_throw(app), 60, "Anna's turn %d" % (turn + 1))
        wait_for_keyboard(app)
        start = len(speech.read())
        kept = set()
        for throw in range(3):
            before = len(speech.read())
            if throw:
                landed(app)
            key(SPACE)
            said = speech.wait(before, DICE.match, "the dice of throw %d in turn %d" % (throw + 1, turn + 1))
            throws += 1
            faces = DICE.match(said).group(1).split(", ")
            if throw == 0 and turn == 0:
                # S: where the game stands, as Orca says it.
                landed(app)
                before = len(speech.read())
                key(ord("s"))
                state = speech.wait(before, lambda t: T["dice"] in t, "the state on S")
                assert re.search(T["dice"] + WORD, state), state
            if throw == 2:
                break
            # Keep the most frequent face (the digits set dice aside); all five alike: write now.
            best = max(set(faces), key=faces.count)
            want = {i for i, f in enumerate(faces) if f == best} | kept
            if len(want) == 5:
                break
            landed(app)
            for i in sorted(want - kept):
                key(ord(str(i + 1)))
            kept = want
        # The sheet's cursor over every free box of Anna's, as Orca reads them; then back up to the best.
        landed(app)
        boxes = []
        free = 11 - turn
        for step in range(free):
            before = len(speech.read())
            key(DOWN)
            cell = speech.wait(before, lambda t: ("Anna, " in t and (", %s" % T["free"]) in t),
                               "the box under the cursor (%d of %d, turn %d)" % (step + 1, free, turn + 1))
            cells += 1
            m = re.search(T["points"], cell)
            boxes.append((int(m.group(1)) if m else 0, cell))
        assert len(set(b for _, b in boxes)) == free, boxes  # each free box read once, each its own
        best = max(range(free), key=lambda i: (boxes[i][0], -i))
        for _ in range(free - 1 - best):
            before = len(speech.read())
            key(UP)
            speech.wait(before, lambda t: "Anna, " in t and T["free"] in t, "the box going back up")
            cells += 1
        before = len(speech.read())
        key(ENTER)
        if boxes[best][0] == 0:
            speech.wait(before, lambda t: T["write_zero"] in t, "the question Write 0?")
            zeros += 1
            key(ENTER)
        last = turn == 10
        speech.wait(before, lambda t: (T["over"] in t) if last else ANNA_SAYS.match(t) and FIVE_WORDS.search(t),
                    "Anna's write in turn %d" % (turn + 1))
        writes += 1
        if not last:
            # The computer's turn: its throws and its write, said as they happen.
            speech.wait(before, lambda t: "Computer" in t and FIVE_WORDS.search(t), "the computer's write", 60)
            computer_writes += 1
        per_turn.append(len(speech.read()) - start)
    result = speech.wait(0, lambda t: T["over"] in t, "the result")
    assert "Anna" in result and "Computer" in result and re.search(r"\. (?:Place|Platz) 1: ", result), result
    print("Orca said %d utterances in %d turns of Anna's (per turn %s): %d throws with the dice in words, "
          "%d cells under the cursor, %d writes of Anna's (%d after 'Write 0?'), %d of the computer's; %.1f s"
          % (len(speech.lines), len(per_turn), "/".join(map(str, per_turn)), throws, cells, writes, zeros,
             computer_writes, time.monotonic() - started))
    for what, predicate in (("first throw", DICE.match), ("first cell", lambda t: "Anna, " in t and T["free"] in t),
                            ("state on S", lambda t: T["dice"] in t), ("result", lambda t: T["over"] in t)):
        print("Orca said (%s): %s" % (what, next(t for t in speech.lines if predicate(t))))


if __name__ == "__main__":
    scratch = tempfile.mkdtemp()
    speech_log = os.path.join(scratch, "orca-speech.log")
    open(speech_log, "w").close()
    prefs = os.path.join(scratch, "orca")
    os.makedirs(prefs)
    config = os.path.join(os.environ.get("XDG_CONFIG_HOME", scratch), "Knobelbecher")
    os.makedirs(config, exist_ok=True)
    with open(os.path.join(config, "Knobelbecher.conf"), "a") as settings:
        settings.write("[display]\ncomputerPace=100\nreducedMotion=true\n")  # dice that fade in, not tumble
    orca_out = tempfile.TemporaryFile()
    # Orca in the player's language: its own words ("table", "notification") in German too.
    orca_env = dict(os.environ, LANGUAGE=LANG)
    orca = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--orca", speech_log, prefs],
                            stdout=orca_out, stderr=subprocess.STDOUT, env=orca_env)
    speech = OrcaSpeech(speech_log)
    program = None
    log = tempfile.TemporaryFile()
    try:
        # Orca is ready when it is on the accessibility bus (with its speech off it says no greeting).
        wait_for(lambda: any(a and a.name == "orca" for a in pyatspi.Registry.getDesktop(0)), 30, "Orca starting")
        pump(1.0)
        program = subprocess.Popen([PROGRAM, "--lang", LANG, "--game", "escalero", "--players", "Anna,Computer",
                                    "--kinds", "human,beginner", "--seed", "17"], stdout=log, stderr=subprocess.STDOUT)
        main(speech)
    except BaseException:
        for name, f in (("program", log), ("Orca", orca_out)):
            f.seek(0)
            sys.stderr.write("--- %s output:\n%s\n" % (name, f.read().decode(errors="replace")[-3000:]))
        sys.stderr.write("--- Orca said last:\n%s\n" % "\n".join(speech.lines[-15:]))
        raise
    finally:
        for p in (program, orca):
            if p:
                p.kill()
                p.wait()
