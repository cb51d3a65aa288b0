import Foundation

/// Editing (iOS 14) and list cell accessories: while the collection view edits, list cells
/// show their editing accessories; a tap on an accessory runs its action, and a tap on an
/// outline disclosure expands or collapses its item through the diffable data source.
extension UICollectionView {
    /// Tells the visible cells whether the collection view edits.
    func editingDidChange() {
        for cell in visibleCells { cell.isEditingState = isEditing }
    }

    /// Runs the action of the list cell accessory at `point`, or toggles the outline item whose
    /// disclosure is there; true when a tap there is the accessory's, not a selection.
    func handleAccessoryTap(at point: CGPoint) -> Bool {
        guard let path = indexPathForItem(at: point),
              let cell = cellForItem(at: path) as? UICollectionViewListCell
        else { return false }
        let local = cell.convert(point, from: self)
        if let action = cell.accessoryAction(at: local) {
            action()
            return true
        }
        if cell.hasOutlineDisclosure(at: local), let outline = dataSource as? OutlineToggling {
            outline.toggleOutline(at: path)
            return true
        }
        return false
    }
}
