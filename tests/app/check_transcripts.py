#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The protocol's example transcripts are what knobel writes today, and every game with decisions has one.

    check_transcripts.py KNOBEL REPOSITORY            compare (the test)
    check_transcripts.py KNOBEL REPOSITORY --write    write them anew (after a change to the protocol)

Each transcript in docs/examples/transcripts/ names the command that wrote it on its second line
("# Written by: knobel match ... --transcript NAME"). The check runs that command again (the random
player is seeded, the match too) and compares the conversation line by line, so a change of a
message's keys or of a game's actions shows here as the transcript a program author reads. Games
where nobody decides (knobel match refuses them: no program seat can act) need none.
"""
import os
import shlex
import subprocess
import sys
import tempfile

WRITTEN_BY = "# Written by: "


def games(knobel):
    listing = subprocess.run([knobel, "games"], capture_output=True, text=True, check=True).stdout
    return [line.split("\t") for line in listing.splitlines() if line.strip()]


def has_decisions(knobel, game):
    # Asked of knobel itself: a match of two Beginners refuses a game where nobody decides.
    run = subprocess.run([knobel, "match", game, "--players", "beginner,beginner", "--games", "0"],
                         capture_output=True, text=True)
    return "nobody decides" not in run.stderr


def rewrite(knobel, repository, path):
    """Runs the file's own command in a scratch folder; returns (header, conversation) or a problem."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    header = [line for line in lines[:4] if line.startswith("#")]
    command = next((line[len(WRITTEN_BY):] for line in header if line.startswith(WRITTEN_BY)), None)
    if command is None:
        return None, "no line '%s…' in its header" % WRITTEN_BY
    words = shlex.split(command)
    if words[:2] != ["knobel", "match"] or "--transcript" not in words:
        return None, "its command is not a knobel match with --transcript: " + command
    name = words[words.index("--transcript") + 1]
    # The program seat's path is relative to the repository, as a reader runs it there.
    words = [w.replace("docs/examples/", os.path.join(repository, "docs/examples/")) for w in words]
    with tempfile.TemporaryDirectory() as scratch:
        words[words.index("--transcript") + 1] = os.path.join(scratch, name)
        run = subprocess.run([knobel] + words[1:] + ["--log-dir", scratch], capture_output=True, text=True,
                             cwd=repository, timeout=600)
        if run.returncode != 0:
            return None, "its command failed (%d): %s" % (run.returncode, run.stderr.strip())
        with open(os.path.join(scratch, name), encoding="utf-8") as f:
            written = [line for line in f.read().splitlines() if not line.startswith("#")]
    return header, written


def first_difference(kept, written):
    """Where the conversations part: the line, and both texts from a little before the first character."""
    line = next((i for i, (a, b) in enumerate(zip(kept, written)) if a != b), min(len(kept), len(written)))
    a = kept[line] if line < len(kept) else "(end)"
    b = written[line] if line < len(written) else "(end)"
    column = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    start = max(0, column - 60)
    return "first at conversation line %d, character %d:\n  kept: …%s\n  now:  …%s" % (
        line + 1, column + 1, a[start:column + 120], b[start:column + 120])


def main():
    knobel, repository = sys.argv[1], sys.argv[2]
    write = "--write" in sys.argv[3:]
    folder = os.path.join(repository, "docs", "examples", "transcripts")
    files = sorted(f for f in os.listdir(folder) if f.endswith(".txt"))
    failures = []
    covered = set()
    for name in files:
        path = os.path.join(folder, name)
        covered.add(name[:-4].split("-", 1)[1])
        header, written = rewrite(knobel, repository, path)
        if header is None:
            failures.append("%s: %s" % (name, written))
            continue
        with open(path, encoding="utf-8") as f:
            kept = [line for line in f.read().splitlines() if not line.startswith("#")]
        if write:
            with open(path, "w", encoding="utf-8") as f:
                f.write("\n".join(header + written) + "\n")
            print("%s: %d lines written" % (name, len(written)))
        elif kept != written:
            failures.append("%s differs from what knobel writes now, %s" % (name, first_difference(kept, written)))
        else:
            print("%s: %d lines as knobel writes them" % (name, len(written)))
    for game, *_ in games(knobel):
        if game not in covered and has_decisions(knobel, game):
            failures.append("%s: a game with decisions has no transcript in docs/examples/transcripts/" % game)
    if failures:
        print("\n".join(failures), file=sys.stderr)
        print("(after a deliberate change: %s %s %s --write)" % (sys.argv[0], knobel, repository), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
