import Foundation

/// Interactive reordering: an item follows a finger; the others make room; the data source moves
/// the item when the movement ends.
extension UICollectionView {
    /// What `beginInteractiveMovementForItem` does unless a subclass overrides it.
    @discardableResult
    func defaultBeginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let dataSource, isValidItem(indexPath),
              dataSource.collectionView(self, canMoveItemAt: indexPath),
              let center = layoutAttributesForItem(at: indexPath)?.center
        else { return false }
        interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath, position: center)
        layout.invalidateLayout(with: layout.invalidationContext(
            forInteractivelyMovingItems: [indexPath], withTargetPosition: mirrored(center),
            previousIndexPaths: [indexPath], previousPosition: mirrored(center)))
        layoutIfNeeded()
        return true
    }

    /// What `updateInteractiveMovementTargetPosition` does unless a subclass overrides it.
    func defaultUpdateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement else { return }
        let proposed = layout.targetIndexPath(forInteractivelyMovingItem: movement.current, withPosition: mirrored(targetPosition))
        let target = collectionDelegate?.collectionView(
            self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original, atCurrentIndexPath: movement.current,
            toProposedIndexPath: proposed) ?? proposed
        let previous = movement
        if target != movement.current, isValidItem(target, allowingAppend: target.section != movement.current.section) {
            moveDisplayedItem(from: movement.current, to: target)
            movement.current = target
        }
        movement.position = targetPosition
        interactiveMovement = movement
        layout.invalidateLayout(with: layout.invalidationContext(
            forInteractivelyMovingItems: [movement.current], withTargetPosition: mirrored(targetPosition),
            previousIndexPaths: [previous.current], previousPosition: mirrored(previous.position)))
        layoutIfNeeded()
    }

    /// What `endInteractiveMovement` does unless a subclass overrides it.
    func defaultEndInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.original != movement.current {
            dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.current)
        }
        settle(movement, to: movement.current, cancelled: false)
    }

    /// What `cancelInteractiveMovement` does unless a subclass overrides it.
    func defaultCancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.current != movement.original { moveDisplayedItem(from: movement.current, to: movement.original) }
        settle(movement, to: movement.original, cancelled: true)
    }

    private func settle(_ movement: InteractiveMovement, to final: IndexPath, cancelled: Bool) {
        layout.invalidateLayout(with: layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [final], previousIndexPaths: [movement.original], movementCancelled: cancelled))
        UIView.animate(withDuration: ElementTransition.duration) { self.layoutIfNeeded() }
    }

    /// Moves an item on screen without telling the data source: the displayed order differs from
    /// the data source's until the movement ends.
    private func moveDisplayedItem(from: IndexPath, to: IndexPath) {
        var after = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
        let before = after
        if from.section != to.section {
            after[from.section] -= 1
            after[to.section] += 1
        }
        guard let plan = try? UpdatePlanner(before: before, after: after, operations: [.moveItem(from: from, to: to)]).plan() else {
            return
        }
        loadedCounts = after
        apply(plan, completions: [])
    }

    /// Where the data source has the item shown at `path` during a movement.
    func dataIndexPath(forDisplayed path: IndexPath) -> IndexPath {
        if let dropped = dropDataIndexPath(forDisplayed: path) { return dropped }
        guard let movement = interactiveMovement, movement.original != movement.current else { return path }
        if path == movement.current { return movement.original }
        var data = path
        if data.section == movement.current.section && data.item > movement.current.item { data.item -= 1 }
        if data.section == movement.original.section && data.item >= movement.original.item { data.item += 1 }
        return data
    }

    /// Puts the moving item under the finger, in front of the others.
    func applyInteractiveMovement() {
        applyDropAppearance()
        guard let movement = interactiveMovement, let cell = visibleCellViews[movement.current] else { return }
        let attributes = layout.layoutAttributesForInteractivelyMovingItem(
            at: movement.current, withTargetPosition: mirrored(movement.position))
        applyAttributes(mirrored(attributes) ?? attributes, to: cell, force: false)
        bringSubviewToFront(cell)
    }

    private func isValidItem(_ path: IndexPath, allowingAppend: Bool = false) -> Bool {
        path.count == 2 && path.section >= 0 && path.section < numberOfSections && path.item >= 0
            && path.item < numberOfItems(inSection: path.section) + (allowingAppend ? 1 : 0)
    }
}

/// An interactive movement in progress: where the item started, where it is shown, and the
/// finger's position.
struct InteractiveMovement {
    var original: IndexPath
    var current: IndexPath
    var position: CGPoint
}
