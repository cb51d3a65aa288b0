import Foundation

/// Selection and highlighting, programmatic and by touch.
extension UICollectionView {
    /// What `indexPathsForSelectedItems` is unless a subclass overrides it.
    var defaultIndexPathsForSelectedItems: [IndexPath]? { selection.ordered }

    /// What `selectItem` does unless a subclass overrides it.
    func defaultSelectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selection.ordered { setSelected(false, at: path) }
            return
        }
        guard allowsSelectionInCurrentMode else { return }
        if !allowsMultipleSelectionInCurrentMode {
            for path in selection.ordered where path != indexPath { setSelected(false, at: path) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// What `deselectItem` does unless a subclass overrides it.
    func defaultDeselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    /// Whether users can select items in the current mode: while editing, when
    /// `allowsSelectionDuringEditing` or `allowsMultipleSelectionDuringEditing`; otherwise, when
    /// `allowsSelection`.
    var allowsSelectionInCurrentMode: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// Whether users can select several items in the current mode.
    var allowsMultipleSelectionInCurrentMode: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Keeps only the first selected item when the current mode allows one.
    func reduceSelectionIfSingle() {
        guard !allowsMultipleSelectionInCurrentMode, selection.ordered.count > 1 else { return }
        for path in selection.ordered.dropFirst() { setSelected(false, at: path) }
    }

    /// Updates the selection and the cell on screen.
    func setSelected(_ selected: Bool, at path: IndexPath) {
        if selected { selection.insert(path) } else { selection.remove(path) }
        visibleCellViews[path]?.isSelected = selected
    }

    // MARK: Touches

    /// A touch went down at `point` (content coordinates): the item under it highlights if the
    /// delegate allows. Call `touchesEnded(at:)` or `touchesCancelled()` next; `handleTap(at:)`
    /// does both.
    @_spi(Host) public func touchesBegan(at point: CGPoint) {
        unhighlight()
        guard allowsSelectionInCurrentMode, let path = indexPathForItem(at: point) else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return }
        highlightedIndexPath = path
        visibleCellViews[path]?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: path)
    }

    /// The touch went up: the highlighted item is selected (or, with multiple selection, a
    /// selected one deselected), asking the delegate first and telling it after.
    @_spi(Host) public func touchesEnded(at point: CGPoint) {
        guard let path = highlightedIndexPath else { return }
        unhighlight()
        guard indexPathForItem(at: point) == path else { return }
        selectByUser(at: path)
    }

    /// The user chose the item (a tap, Return on the focused item): it is selected (or, with
    /// multiple selection, a selected one deselected), asking the delegate first and telling it
    /// after; outside editing, a choice that does not extend a selection then performs the
    /// item's primary action (iOS 16), whether or not the selection changed.
    func selectByUser(at path: IndexPath) {
        defer {
            if !isEditing, !allowsMultipleSelection,
               collectionDelegate?.collectionView(self, canPerformPrimaryActionForItemAt: path) ?? true {
                collectionDelegate?.collectionView(self, performPrimaryActionForItemAt: path)
            }
        }
        let delegate = collectionDelegate
        if allowsMultipleSelectionInCurrentMode, selection.contains(path) {
            _ = setSelectionByUser(false, at: path)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        if !allowsMultipleSelectionInCurrentMode {
            for other in selection.ordered where other != path {
                setSelected(false, at: other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, at: path)
        delegate?.collectionView(self, didSelectItemAt: path)
    }

    /// The touch was cancelled (it became a scroll): the highlight goes away, nothing is selected.
    @_spi(Host) public func touchesCancelled() {
        unhighlight()
    }

    /// A tap at `point` (content coordinates): `touchesBegan` then `touchesEnded`; on a list
    /// cell's accessory, the accessory's action instead.
    @_spi(Host) public func handleTap(at point: CGPoint) {
        if handleSwipeTap(at: point) || handleAccessoryTap(at: point) { return }
        touchesBegan(at: point)
        touchesEnded(at: point)
    }

    private func unhighlight() {
        guard let path = highlightedIndexPath else { return }
        highlightedIndexPath = nil
        visibleCellViews[path]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
    }
}
