// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

/// How long a test waits for an event (a computer's move, a process's answer) before it fails. The
/// waits return as soon as the event comes; the limit only says when to give up. Under the sanitizers
/// every step is many times dearer and a computer's first move may build its table in a fresh cache,
/// so .ci/test-sanitizers sets KNOBEL_WAIT_FACTOR and the limits grow by it.
inline int waitLimit(int milliseconds)
{
    bool ok = false;
    const int factor = qEnvironmentVariableIntValue("KNOBEL_WAIT_FACTOR", &ok);
    return ok && factor > 1 ? milliseconds * factor : milliseconds;
}
