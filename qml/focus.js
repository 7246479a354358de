// SPDX-License-Identifier: GPL-3.0-or-later
.pragma library

// True while a dialog or menu (an item in the window's overlay) has the keys. Whatever ends behind
// it — a page's transition, the dice landing, another dialog's closing — leaves the keys there: on a
// loaded machine such an end can come after the next dialog opened, and took its keys.
function dialogHasKeys(activeFocusItem, overlay) {
    for (let item = activeFocusItem; item; item = item.parent) {
        if (item === overlay)
            return true
    }
    return false
}
