// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

// The plain actions of the seat on turn, a button each: throw, stop, a game's own choice, doubt,
// doubling. The first is the main one (Space).
Flow {
    id: bar
    required property TableController table
    /// The kinds this bar shows, in the order of importance.
    property var kinds: ["throw", "doubt", "believe", "stop", "choose", "offer", "accept", "give_up"]
    // Looked up again whenever the actions change (their revision), and only then.
    readonly property var shown: table.actions.revision >= 0 ? table.actions.ofKinds(kinds) : []
    readonly property int mainIndex: shown.length > 0 ? shown[0].index : -1
    /// Space presses another control now (one that has the keys): the main button loses its mark.
    property bool spaceTaken: false
    spacing: 8
    visible: shown.length > 0

    Repeater {
        model: bar.shown.length // a count: the buttons stay while their actions change
        Button {
            focusPolicy: Qt.TabFocus
            required property int index
            readonly property var modelData: bar.shown[index] || TableData.noAction
            objectName: "action_" + modelData.kind
            // The controller's label: the same word as the log line the action leaves.
            text: modelData.label + (index === 0 && !bar.spaceTaken ? "  ␣" : "")
            highlighted: index === 0 && !bar.spaceTaken
            ToolTip.visible: hovered && modelData.description.length > 0
            ToolTip.text: modelData.description
            Accessible.name: modelData.label
            Accessible.description: modelData.description
            Accessible.onPressAction: bar.table.act(modelData.index)
            Keys.onReturnPressed: bar.table.act(modelData.index)
            Keys.onEnterPressed: bar.table.act(modelData.index)
            onClicked: bar.table.act(modelData.index)
        }
    }
}
