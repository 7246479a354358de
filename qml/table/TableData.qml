// SPDX-License-Identifier: GPL-3.0-or-later
pragma Singleton
import QtQuick

// What a part of the table reads while its seat, group of dice or action is on its way out (its
// repeater counts one fewer an instant later): empty values of the shapes TableController gives.
QtObject {
    readonly property var noSeat: ({ seat: -1, name: "", kind: "human", chips: 0, committed: 0, folded: false,
                                     out: false, banker: false, starter: false, wins: 0, penalties: 0,
                                     announcement: "", roundLine: "", toAct: false, viewer: false })
    readonly property var noDie: ({ label: "", spoken: "", face: 0, held: false, locked: false, hidden: false, colour: "",
                                    rolled: false })
    readonly property var noGroup: ({ group: -1, id: "", owner: -1, ownerName: "", poker: false, served: false,
                                      throwsMade: 0, throwLimit: 0, ended: false, dice: [] })
    readonly property var noAction: ({ index: -1, kind: "", label: "", description: "" })
}
