#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the seeds of the policy fuzzer (tests/fuzz/policy-corpus/): for every game with computer
players a few act messages of a real match (the example random player against the level good),
as policy queries, once for each level: "GAME LEVEL" on the first line, the query on the second.

    tests/fuzz/make-policy-corpus.py build/app/knobel/knobel build/tests/core/random_bot
"""
import json
import os
import subprocess
import sys
import tempfile

knobel, random_bot = sys.argv[1], sys.argv[2]
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "policy-corpus")
os.makedirs(out, exist_ok=True)
games = [line.split("\t")[0] for line in subprocess.run(
    [knobel, "games"], check=True, capture_output=True, text=True).stdout.splitlines()]
levels = ["beginner", "good", "perfect"]
for game in games:
    with tempfile.TemporaryDirectory() as folder:
        transcript = os.path.join(folder, "t.txt")
        run = subprocess.run([knobel, "match", game, "--players", f"good,cmd:{random_bot} 1",
                              "--games", "1", "--seed", "1", "--transcript", transcript,
                              "--log-dir", folder], capture_output=True, text=True)
        if run.returncode != 0:
            continue  # a game without computer players
        acts = []
        with open(transcript, encoding="utf-8") as lines:
            for line in lines:
                if line.startswith("> "):
                    message = json.loads(line[2:])
                    if message.get("type") == "act" and len(message["legal"]) > 1:
                        acts.append({"observation": message["observation"], "legal": message["legal"]})
    # The first decision with a choice, one from the middle and the last.
    chosen = [acts[0], acts[len(acts) // 2], acts[-1]] if acts else []
    for level in levels:
        for number, query in enumerate(chosen):
            with open(os.path.join(out, f"{game}-{level}-{number + 1}"), "w", encoding="utf-8") as seed:
                seed.write(f"{game} {level}\n{json.dumps(query, separators=(',', ':'))}\n")
