// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

// The score sheet: row names on the left, a column per player's sheet column, sums at the bottom.
// In play, a click (or the arrow keys and Enter) writes a box; on the score pad it opens the box for typing.
FocusScope {
    id: sheet
    objectName: "scoreSheet"
    required property GameController controller
    property int cursorRow: -1
    property int cursorColumn: -1
    property int editingRow: -1
    property int editingColumn: -1
    readonly property int sheetColumns: controller.sheet.sheetColumns
    readonly property int gameRows: controller.sheet.gameRowCount
    // The sheet is one stop in the Tab order; the arrow keys move within it.
    activeFocusOnTab: true
    /// The dice have landed: only then do the free boxes preview what they would write.
    property bool revealed: true
    /// The room the sheet may take: the boxes shrink to fit it, down to what a number needs.
    property real availableWidth: 100000
    property real availableHeight: 100000
    // From the controller, not from the TableView, whose column count changes in the middle of a layout.
    readonly property int tableColumns: Math.max(1, sheetColumns * controller.playerNames.length)
    // A box is wide enough for the player's name spread over the player's columns, at least 64 px.
    readonly property real naturalCellWidth: Math.max(64, Math.ceil((nameWidth + 16) / Math.max(1, sheetColumns)))
    // Boxes shrink to fit the room, down to what a number needs; where even that does not fit, the
    // sheet scrolls sideways and its boxes keep the width a name needs on one line.
    readonly property real cellWidth: squeezed
        ? Math.max(34, Math.min(naturalCellWidth, Math.ceil((nameWidth + 16) / Math.max(1, sheetColumns))))
        : Math.max(34, Math.min(naturalCellWidth, Math.floor((availableWidth - rowHeaderWidth - 14) / tableColumns)))
    // Even the narrowest boxes do not fit side by side: a scroll bar below takes a strip of the height.
    readonly property bool squeezed: minimumWidth > availableWidth
    readonly property real cellHeight: Math.max(22, Math.min(30 * AppSettings.fontScale,
        Math.floor((availableHeight - headerHeight - 14 - (squeezed ? 14 : 0)) / Math.max(1, gameRows + 1))))
    /// The width the sheet takes when nothing squeezes it, and the least it needs without scrolling.
    readonly property real naturalWidth: rowHeaderWidth + tableColumns * naturalCellWidth + 14
    readonly property real minimumWidth: rowHeaderWidth + tableColumns * 34 + 14
    // Row names read whole: the row header is as wide as the longest of them.
    property real rowHeaderWidth: 150
    // Names up to the longest that fits a line; longer ones wrap onto a second line.
    property real nameWidth: 0
    readonly property bool twoLineNames: nameWidth + 12 > cellWidth * sheetColumns
    readonly property real headerHeight: (twoLineNames ? 2 : 1) * nameMetrics.height + 10 + (sheetColumns > 1 ? 16 : 0)
    implicitWidth: rowHeaderWidth + table.contentWidth + 14 + (scrollsDown ? verticalBar.width : 0)
    implicitHeight: columnHeader.height + table.contentHeight + 14 + (scrollsSideways ? horizontalBar.height : 0)
    readonly property bool scrollsSideways: table.contentWidth > table.width + 1
    readonly property bool scrollsDown: table.contentHeight > table.height + 1

    // Measured in the window's font, which follows the zoom (a FontMetrics has a font of its own).
    readonly property real fontPoints: ApplicationWindow.window && ApplicationWindow.window.font.pointSize > 0
                                       ? ApplicationWindow.window.font.pointSize : 10 * AppSettings.fontScale
    onFontPointsChanged: Qt.callLater(measure)
    FontMetrics {
        id: nameMetrics
        font.bold: true
        font.pointSize: sheet.fontPoints
    }
    FontMetrics {
        id: rowMetrics
        font.pointSize: sheet.fontPoints
    }
    function measure() {
        let widest = 0
        for (const name of controller.playerNames)
            widest = Math.max(widest, nameMetrics.advanceWidth(name))
        nameWidth = Math.min(widest, 140 * AppSettings.fontScale) // a longer name wraps rather than widen every box
        let rowWidest = 0
        for (let r = 0; r <= gameRows; ++r)
            rowWidest = Math.max(rowWidest, rowMetrics.advanceWidth(controller.sheet.headerData(r, Qt.Vertical)))
        rowHeaderWidth = Math.max(90, Math.min(190 * AppSettings.fontScale, Math.ceil(rowWidest + 22)))
    }
    Component.onCompleted: measure()
    // The views read the new sizes once their current layout is done.
    function relayout() {
        table.forceLayout()
        rowHeader.forceLayout()
        columnHeader.forceLayout()
    }
    onCellWidthChanged: Qt.callLater(relayout)
    onCellHeightChanged: Qt.callLater(relayout)
    onHeaderHeightChanged: Qt.callLater(relayout)
    onRowHeaderWidthChanged: Qt.callLater(relayout)
    Connections {
        target: sheet.controller
        function onGameChanged() { sheet.measure() }
    }
    Connections {
        target: sheet.controller.sheet
        function onHeaderDataChanged() { sheet.measure() }
        function onShapeChanged() { sheet.measure() }
        function onModelReset() { sheet.measure() }
    }
    signal writeRequested(int sheetColumn, int gameRow)
    signal editRefused(string message)
    /// A typed entry was written; `spoken` is the box as a screen reader now reads it ("Anna, Queens, 12").
    signal editAccepted(string spoken)

    function isCurrentPlayersColumn(column) {
        return Math.floor(column / sheetColumns) === controller.currentPlayer
    }
    // A score pad takes typed entries; one shown from the history takes none.
    readonly property bool typing: controller.scorePad && !controller.readOnly
    function activate(row, column) {
        if (row < 0 || row >= gameRows || column < 0)
            return
        cursorRow = row
        cursorColumn = column
        if (typing) {
            editingRow = row
            editingColumn = column
        } else if (isCurrentPlayersColumn(column)) {
            writeRequested(column % sheetColumns, row)
        }
    }
    function commitEdit(text) {
        const player = Math.floor(editingColumn / sheetColumns)
        const problem = controller.editBox(player, editingColumn % sheetColumns, editingRow, text)
        if (problem.length > 0) {
            editRefused(problem)
            return false
        }
        const spoken = accessibleTable.cellName(editingRow, editingColumn)
        editingRow = -1
        editingColumn = -1
        editAccepted(spoken)
        sheet.forceActiveFocus()
        return true
    }
    // Score pad: what was typed on the marked box opens it for editing with those characters.
    property string typedAhead: ""
    function editWithTyped(text) {
        typedAhead = text // before the editor opens: it takes the text when it is made
        editingRow = cursorRow
        editingColumn = cursorColumn
    }
    // The box the cursor marks, shown only while the sheet has the keyboard; Enter acts on nothing else.
    readonly property bool cursorShown: {
        // What can be written changes with every throw and every turn.
        const changes = [controller.throwsMade, controller.currentPlayer, controller.round]
        return activeFocus && cursorRow >= 0
               && (controller.scorePad || controller.sheet.isWritable(cursorRow, cursorColumn))
    }
    function cancelEdit() {
        editingRow = -1
        editingColumn = -1
        sheet.forceActiveFocus()
    }
    function resetCursor() {
        cursorRow = -1
        cursorColumn = -1
    }
    // The cursor goes only where a box can be written: in play the current player's free boxes.
    function moveCursor(dRow, dColumn) {
        const model = controller.sheet
        const first = controller.scorePad ? 0 : Math.max(0, controller.currentPlayer) * sheetColumns
        const last = controller.scorePad ? table.columns - 1 : first + sheetColumns - 1
        if (cursorRow < 0 || !model.isWritable(cursorRow, cursorColumn) && !controller.scorePad) {
            for (let c = first; c <= last; ++c)
                for (let r = 0; r < gameRows; ++r)
                    if (model.isWritable(r, c)) {
                        cursorRow = r
                        cursorColumn = c
                        table.positionViewAtCell(Qt.point(c, r), TableView.Contain)
                        return
                    }
            return
        }
        let row = cursorRow
        let column = cursorColumn
        do {
            row += dRow
            column += dColumn
        } while (row >= 0 && row < gameRows && column >= first && column <= last && !model.isWritable(row, column))
        if (row < 0 || row >= gameRows || column < first || column > last)
            return
        cursorRow = row
        cursorColumn = column
        table.positionViewAtCell(Qt.point(column, row), TableView.Contain)
    }

    Keys.onPressed: (event) => {
        if (editingRow >= 0)
            return
        switch (event.key) {
        case Qt.Key_Up: moveCursor(-1, 0); break
        case Qt.Key_Down: moveCursor(1, 0); break
        case Qt.Key_Left: moveCursor(0, -1); break
        case Qt.Key_Right: moveCursor(0, 1); break
        case Qt.Key_Return:
        case Qt.Key_Enter:
            // Enter writes only the box the cursor visibly marks; without one it shows the cursor.
            if (!cursorShown)
                moveCursor(0, 0)
            else
                activate(cursorRow, cursorColumn)
            break
        case Qt.Key_Delete:
        case Qt.Key_Backspace:
            if (!typing || cursorRow < 0)
                return
            editingRow = cursorRow
            editingColumn = cursorColumn
            commitEdit("")
            break
        default:
            // Score pad: typing on the marked box edits it; what no row takes says what the row takes.
            if (!typing || cursorRow < 0 || event.text.length !== 1
                    || (event.modifiers & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier)))
                return
            if (/[0-9-]/.test(event.text)) {
                editWithTyped(event.text)
            } else if (event.key !== Qt.Key_H && event.text.trim().length === 1) {
                const columns = sheetColumns
                const problem = controller.editBox(Math.floor(cursorColumn / columns), cursorColumn % columns,
                                                   cursorRow, event.text)
                if (problem.length === 0)
                    return
                editRefused(problem)
            } else {
                return
            }
        }
        event.accepted = true
    }

    Rectangle {
        anchors.fill: parent
        color: palette.base
        border.color: sheet.activeFocus ? palette.highlight : palette.mid
    }

    // The sheet for assistive technology: a table with the rows' names and the players as headers,
    // a cell per box that reads its content or what it would score, and whose Press writes it as a
    // click does. The cursor's box is the focused object while the sheet has the keyboard.
    AccessibleTable {
        id: accessibleTable
        objectName: "accessibleSheet"
        anchors.fill: parent
        model: sheet.controller.sheet
        cursorRow: sheet.cursorRow
        cursorColumn: sheet.cursorColumn
        focused: sheet.activeFocus && sheet.editingRow < 0
        Accessible.role: Accessible.Table
        Accessible.name: sheet.controller.scorePad ? qsTr("Score pad of %1").arg(sheet.controller.gameName)
                                                   : qsTr("Score sheet of %1").arg(sheet.controller.gameName)
        Accessible.description: sheet.controller.readOnly
            ? qsTr("A game from the history: the arrow keys move between the boxes.")
            : sheet.controller.scorePad
            ? qsTr("Arrow keys move between the boxes; type a number to enter it.")
            : qsTr("Arrow keys move between the free boxes of the player on turn; Enter writes the box.")
        onActivated: (row, column) => {
            sheet.forceActiveFocus()
            sheet.activate(row, column)
        }
    }

    // Each sheet on the screen has its own model between the game's model and its views: the
    // headers of Qt 6.4 leave a connection behind on their model when they are destroyed.
    ScoreSheetProxy {
        id: sheetModel
        sourceModel: sheet.controller.sheet
    }

    // Column headings: the player's name, and the column number on a three-column sheet.
    HorizontalHeaderView {
        id: columnHeader
        syncView: table
        anchors.left: table.left
        anchors.top: parent.top
        clip: true
        // Qt 6.4's header proxy passes only the display text, so the section number tells the player and column.
        delegate: Rectangle {
            required property int index
            readonly property int player: Math.floor(index / sheet.sheetColumns)
            readonly property int sheetColumn: index % sheet.sheetColumns
            readonly property bool current: !sheet.controller.scorePad && !sheet.controller.finished
                                            && player === sheet.controller.currentPlayer
            implicitWidth: sheet.cellWidth
            implicitHeight: sheet.headerHeight
            color: current ? Qt.rgba(palette.highlight.r, palette.highlight.g, palette.highlight.b, 0.35) : palette.button
            z: sheet.sheetColumns - sheetColumn // the name may run on over the player's other columns
            Rectangle {
                width: parent.sheetColumn === 0 ? 3 : 1
                height: parent.height
                color: palette.windowText
                opacity: parent.sheetColumn === 0 ? 0.8 : 0.3
            }
            Label {
                objectName: "playerName"
                Accessible.ignored: true // the table's column header
                x: 6
                y: 4
                width: sheet.cellWidth * sheet.sheetColumns - 10
                visible: parent.sheetColumn === 0
                text: sheet.controller.playerNames[parent.player] || ""
                textFormat: Text.PlainText
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
                font.bold: true
                horizontalAlignment: sheet.sheetColumns > 1 ? Text.AlignLeft : Text.AlignHCenter
            }
            Label {
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                anchors.bottomMargin: 3
                visible: sheet.sheetColumns > 1
                text: ["I", "II", "III", "IV"][parent.sheetColumn] || ""
                Accessible.ignored: true
                opacity: 0.7
            }
        }
    }

    // Row names, with the heavier lines of the paper sheet.
    VerticalHeaderView {
        id: rowHeader
        syncView: table
        anchors.top: table.top
        anchors.left: parent.left
        clip: true
        delegate: Rectangle {
            required property var model
            required property int index
            readonly property bool sumRow: index === sheet.gameRows
            implicitWidth: sheet.rowHeaderWidth
            implicitHeight: sheet.cellHeight
            color: sumRow ? palette.alternateBase : palette.button
            Rectangle {
                width: parent.width
                height: model.heavyLineAbove ? 3 : 1
                color: palette.windowText
                opacity: model.heavyLineAbove ? 0.8 : 0.25
            }
            Label {
                anchors.verticalCenter: parent.verticalCenter
                Accessible.ignored: true // the table's row header
                x: 8
                width: parent.width - 12
                text: model.display
                elide: Text.ElideRight
                font.bold: sumRow
            }
        }
    }

    TableView {
        id: table
        anchors.left: rowHeader.right
        anchors.top: columnHeader.bottom
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        model: sheetModel
        columnWidthProvider: function() { return sheet.cellWidth }
        rowHeightProvider: function() { return sheet.cellHeight }
        anchors.bottomMargin: sheet.scrollsSideways ? horizontalBar.height : 0
        anchors.rightMargin: sheet.scrollsDown ? verticalBar.width : 0
        ScrollBar.horizontal: horizontalBar
        ScrollBar.vertical: verticalBar

        delegate: Rectangle {
            id: cell
            required property int row
            required property int column
            required property string display
            required property var preview
            required property bool firstHand
            required property bool free
            required property bool writable
            required property bool currentPlayer
            required property bool sum
            required property bool heavyLineAbove
            required property int sheetColumn
            required property int gameRow
            required property string accessibleName
            required property var runningSum // Würfel-Poker's second column: the sum the paper writes
            readonly property bool cursor: sheet.cursorRow === row && sheet.cursorColumn === column
            readonly property bool editing: sheet.editingRow === row && sheet.editingColumn === column
            readonly property bool hovered: hover.hovered && writable
            // The box a computer player writes, or wrote last: it lights up.
            readonly property var lastEntry: sheet.controller ? sheet.controller.lastEntry : ({})
            readonly property bool computerEntry: lastEntry.row === gameRow && lastEntry.column === column && !sum
            readonly property var shownPreview: sheet.revealed ? preview : undefined

            implicitWidth: sheet.cellWidth
            implicitHeight: sheet.cellHeight
            color: sum ? palette.alternateBase
                       : computerEntry ? "#ffe082"
                       : hovered ? Qt.rgba(palette.highlight.r, palette.highlight.g, palette.highlight.b, 0.45)
                       : currentPlayer ? Qt.rgba(palette.highlight.r, palette.highlight.g, palette.highlight.b, 0.16)
                       : palette.base
            Accessible.ignored: true // the AccessibleTable above is the table

            Rectangle { // the line above, heavier where the paper sheet has one
                width: parent.width
                height: cell.heavyLineAbove ? 3 : 1
                color: palette.windowText
                opacity: cell.heavyLineAbove ? 0.8 : 0.25
            }
            Rectangle { // the line on the left, heavier between players
                width: cell.sheetColumn === 0 ? 3 : 1
                height: parent.height
                color: palette.windowText
                opacity: cell.sheetColumn === 0 ? 0.8 : 0.25
            }
            Label {
                anchors.centerIn: parent
                // A running sum stands a little to the right, clear of the box's own points in the corner.
                anchors.horizontalCenterOffset: cell.runningSum !== undefined ? sheet.cellWidth * 0.14 : 0
                anchors.verticalCenterOffset: cell.runningSum !== undefined ? sheet.cellHeight * 0.1 : 0
                Accessible.ignored: true
                visible: !cell.editing
                text: cell.runningSum !== undefined ? String(cell.runningSum)
                      : cell.display.length > 0 ? cell.display
                      : cell.shownPreview !== undefined ? String(cell.shownPreview)
                      : cell.computerEntry ? String(cell.lastEntry.points) : ""
                font.bold: cell.sum || cell.computerEntry
                font.italic: cell.display.length === 0
                // Previews are lighter and italic; a 0 keeps full strength so its red stays readable
                // (WCAG AA: 5.6:1 on white), and the "0" itself says it — not the colour alone.
                opacity: cell.display.length > 0 || cell.computerEntry || cell.shownPreview === 0 ? 1 : 0.55
                color: cell.display.length === 0 && cell.shownPreview === 0 ? "#c62828" : cell.computerEntry ? "#3e2723" : palette.text
            }
            Label { // Doppelhand: the preview comes from the first hand (said in the cell's name)
                objectName: "firstHandMark"
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: 2
                Accessible.ignored: true
                visible: cell.firstHand && cell.shownPreview !== undefined && cell.display.length === 0
                text: "1"
                font.pixelSize: Math.max(8, sheet.cellHeight * 0.32)
                font.bold: true
                color: "#6a1b9a"
            }
            Label { // under a running sum, the box's own points, small in the corner
                objectName: "ownPoints"
                anchors.left: parent.left
                anchors.top: parent.top
                anchors.leftMargin: 5
                anchors.topMargin: 3
                Accessible.ignored: true
                visible: cell.runningSum !== undefined && !cell.editing
                text: "+" + cell.display
                font.pixelSize: Math.max(9, sheet.cellHeight * 0.3)
                opacity: 0.75
                color: palette.text
            }
            Rectangle { // the frame of the box a computer player chose
                anchors.fill: parent
                anchors.margins: 1
                visible: cell.computerEntry
                color: "transparent"
                border.color: "#ef6c00"
                border.width: 2
            }
            Rectangle { // the keyboard cursor
                anchors.fill: parent
                anchors.margins: 2
                visible: cell.cursor && sheet.cursorShown
                color: "transparent"
                border.color: "#1e88e5"
                border.width: 2
                radius: 3
            }
            Loader {
                anchors.fill: parent
                active: cell.editing
                sourceComponent: TextField {
                    text: cell.display
                    horizontalAlignment: Text.AlignHCenter
                    inputMethodHints: Qt.ImhDigitsOnly
                    Accessible.name: cell.accessibleName
                    Component.onCompleted: {
                        forceActiveFocus()
                        if (sheet.typedAhead.length > 0) {
                            text = sheet.typedAhead
                            cursorPosition = text.length
                            sheet.typedAhead = ""
                        } else {
                            selectAll()
                        }
                    }
                    Keys.onReturnPressed: if (!sheet.commitEdit(text)) selectAll()
                    Keys.onEnterPressed: if (!sheet.commitEdit(text)) selectAll()
                    Keys.onEscapePressed: sheet.cancelEdit()
                    Keys.onTabPressed: if (sheet.commitEdit(text)) sheet.moveCursor(1, 0)
                }
            }
            HoverHandler {
                id: hover
            }
            TapHandler {
                enabled: !cell.sum && !cell.editing
                onTapped: {
                    sheet.forceActiveFocus()
                    sheet.activate(cell.row, cell.column)
                }
            }
        }
    }

    // Where the sheet does not fit, its scroll bars stay in sight, beside the boxes rather than over them.
    ScrollBar {
        id: horizontalBar
        objectName: "horizontalBar"
        orientation: Qt.Horizontal
        anchors.left: table.left
        anchors.right: table.right
        anchors.top: table.bottom
        visible: sheet.scrollsSideways
        policy: sheet.scrollsSideways ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
    }
    ScrollBar {
        id: verticalBar
        objectName: "verticalBar"
        orientation: Qt.Vertical
        anchors.top: table.top
        anchors.bottom: table.bottom
        anchors.left: table.right
        visible: sheet.scrollsDown
        policy: sheet.scrollsDown ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
    }
}
