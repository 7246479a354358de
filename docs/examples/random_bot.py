#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A random legal player for the Knobelbecher player protocol (docs/protocol.md).

    knobel match liardice --players perfect,"cmd:python3 docs/examples/random_bot.py" --games 10 --seed 1

It reads one JSON object a line and answers hello and act with one line each. Argument: a seed.
"""
import json
import random
import sys

rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)

for line in sys.stdin:
    message = json.loads(line)
    kind = message["type"]
    if kind == "hello":
        if message["protocol"] != 1:
            sys.exit("this bot speaks protocol 1")
        print(f"seat {message['seat']} of {message['seats']} in {message['game']}", file=sys.stderr)
        answer = {"name": "random"}
    elif kind == "act":
        # Copy one legal action exactly as it was sent.
        answer = {"action": rng.choice(message["legal"])}
    else:  # event and end need no answer
        continue
    print(json.dumps(answer), flush=True)
