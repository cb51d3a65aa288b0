import Foundation

/// The hooks of batch updates, animated bounds changes and layout transitions.
///
/// Default animation (UIKit's): an inserted element starts from its final attributes with alpha 0,
/// a deleted element ends at its last on-screen attributes with alpha 0, and a moved item starts
/// from its old on-screen attributes. The appearing/disappearing methods return these prepared
/// attributes, or nil when nothing was prepared for the element.
extension UICollectionViewLayout {
    /// Called by the collection view with the attributes its elements have on screen, right
    /// before it invalidates the layout for a batch update.
    func captureAttributesBeforeUpdate(_ attributes: [UICollectionViewLayoutAttributes]) {
        var byElement: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for element in attributes { byElement[ElementKey(element)] = element }
        updateAnimation = UpdateAnimationRecord(batch: nil, attributesBeforeUpdate: byElement)
    }

    /// Called by the collection view with its validated batch, right before
    /// `prepare(forCollectionViewUpdates:)`: the default animations read the batch from here.
    func beginUpdateAnimation(_ batch: UpdateBatch) {
        updateAnimation = UpdateAnimationRecord(batch: batch, attributesBeforeUpdate: updateAnimation?.attributesBeforeUpdate ?? [:])
    }

    /// Before-update attributes of `key`, copied, with alpha 0 when `fade` is set.
    private func attributesBeforeUpdate(_ key: ElementKey, at newPath: IndexPath, fade: Bool)
        -> UICollectionViewLayoutAttributes?
    {
        guard let old = updateAnimation?.attributesBeforeUpdate[key],
              let copy = old.copy() as? UICollectionViewLayoutAttributes
        else { return nil }
        copy.indexPath = newPath
        if fade { copy.alpha = 0 }
        return copy
    }

    private func faded(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let copy = attributes?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        copy.alpha = 0
        return copy
    }

    /// Default initial attributes of an appearing item: an inserted item fades in at its final
    /// place, a moved item starts where it was.
    func defaultInitialAttributesForItem(at path: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let record = updateAnimation else { return nil }
        if record.isAppearing(path, isItem: true) { return faded(layoutAttributesForItem(at: path)) }
        guard let source = record.moveSource(forNew: path) else { return nil }
        return attributesBeforeUpdate(.cell(source), at: path, fade: false)
    }

    /// Default final attributes of a disappearing item: a deleted item fades out where it was.
    func defaultFinalAttributesForItem(at path: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let record = updateAnimation, record.isDisappearing(path, isItem: true) else { return nil }
        return attributesBeforeUpdate(.cell(path), at: path, fade: true)
    }

    /// Default initial attributes of an appearing supplementary or decoration element.
    func defaultInitialAttributes(category: UICollectionView.ElementCategory, kind: String, at path: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let record = updateAnimation, record.isAppearing(path, isItem: false) else { return nil }
        return faded(category == .supplementaryView
            ? layoutAttributesForSupplementaryView(ofKind: kind, at: path)
            : layoutAttributesForDecorationView(ofKind: kind, at: path))
    }

    /// Default final attributes of a disappearing supplementary or decoration element.
    func defaultFinalAttributes(category: UICollectionView.ElementCategory, kind: String, at path: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let record = updateAnimation, record.isDisappearing(path, isItem: false) else { return nil }
        return attributesBeforeUpdate(ElementKey(category: category, kind: kind, indexPath: path), at: path, fade: true)
    }

    /// Default target of an interactive move: the item under `position`, else where it was.
    func defaultTargetIndexPath(forMovingItem previousIndexPath: IndexPath, at position: CGPoint) -> IndexPath {
        let probe = CGRect(x: position.x, y: position.y, width: 0, height: 0)
        let hit = (layoutAttributesForElements(in: probe.insetBy(dx: -0.5, dy: -0.5)) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(position) }
            .max { $0.zIndex < $1.zIndex }
        return hit?.indexPath ?? previousIndexPath
    }
}
