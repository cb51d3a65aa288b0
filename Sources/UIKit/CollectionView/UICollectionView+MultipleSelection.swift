import Foundation

/// The collection view's multiple-selection interaction (`MultipleSelectionHost`): its items,
/// its selection and its delegate's `shouldBeginMultipleSelectionInteractionAt`,
/// `didBeginMultipleSelectionInteractionAt` and `collectionViewDidEndMultipleSelectionInteraction`.
extension UICollectionView: MultipleSelectionHost {
    func multipleSelectionItem(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    func multipleSelectionNumberOfItems(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    func isItemSelected(_ path: IndexPath) -> Bool { selection.contains(path) }

    func delegateAllowsMultipleSelection(at path: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, shouldBeginMultipleSelectionInteractionAt: path) ?? allowsMultipleSelectionDuringEditing
    }

    func multipleSelectionDidBegin(at path: IndexPath) {
        collectionDelegate?.collectionView(self, didBeginMultipleSelectionInteractionAt: path)
    }

    func multipleSelectionDidEnd() {
        collectionDelegate?.collectionViewDidEndMultipleSelectionInteraction(self)
    }

    /// Selects or deselects the item at `path` as a user's touch does: asking the delegate first
    /// and telling it after. True when it changed.
    func setSelectionByUser(_ selected: Bool, at path: IndexPath) -> Bool {
        guard selection.contains(path) != selected else { return false }
        let delegate = collectionDelegate
        if selected {
            guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return false }
            setSelected(true, at: path)
            delegate?.collectionView(self, didSelectItemAt: path)
        } else {
            guard delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return false }
            setSelected(false, at: path)
            delegate?.collectionView(self, didDeselectItemAt: path)
        }
        return true
    }
}
