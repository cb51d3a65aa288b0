import Foundation

/// Animates the views on screen from one state of the collection view to the next: a batch
/// update, or an animated change of layout.
///
/// Before the change it notes each view's attributes and the layout's attributes around the
/// bounds; after it, each view animates from where it starts to where it ends:
/// - a view that stays (possibly at a new index path) moves from its old attributes — or the
///   layout's initial attributes, when it gives some — to its new ones;
/// - a view that appears starts from the layout's initial attributes, else from where its item
///   was before (just off screen), else from its final attributes with alpha 0;
/// - a view that goes away ends at the layout's final attributes, else at its old attributes
///   with alpha 0, and then leaves the screen (back to the reuse queues).
@MainActor
final class ElementTransition {
    /// UIKit's duration for update and layout-change animations.
    static let duration: TimeInterval = 0.3

    /// Held strongly, as UIKit's animations hold their views: a collection view let go of
    /// during the animation lives until it ends.
    private let collectionView: UICollectionView
    /// The attributes of the views on screen before the change.
    private var onScreen: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    /// The layout's attributes around the bounds before the change.
    private var aroundScreen: [ElementKey: UICollectionViewLayoutAttributes] = [:]

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    /// Notes the state before the change; for a batch update the layout also keeps the
    /// on-screen attributes, for its default disappearing and appearing attributes.
    func captureBeforeState(forUpdate: Bool) {
        let view = collectionView
        for (path, cell) in view.visibleCellViews {
            if let attributes = cell.appliedAttributes?.copy() as? UICollectionViewLayoutAttributes { onScreen[.cell(path)] = attributes }
        }
        for (key, other) in view.visibleOtherViews {
            if let attributes = other.appliedAttributes?.copy() as? UICollectionViewLayoutAttributes { onScreen[key] = attributes }
        }
        let around = view.bounds.insetBy(dx: -view.bounds.width, dy: -view.bounds.height)
        for attributes in view.layoutElements(in: around) {
            aroundScreen[ElementKey(attributes)] = attributes
        }
        if forUpdate { view.layout.captureAttributesBeforeUpdate(onScreen.values.compactMap(view.mirrored)) }
    }

    /// Moves the views from the before state to the new one.
    /// - Parameters:
    ///   - mapItem: where an item (before) is now; nil when it went away.
    ///   - unmapItem: where an item (now) was before; nil when it is new.
    ///   - mapSection: where a section (before) is now.
    ///   - initial: the layout's attributes for an element appearing at a new key, if any.
    ///   - final: the layout's attributes for an element disappearing from an old key, if any.
    ///   - beforeAnimating: runs once every start and end is known.
    func run(
        mapItem: (IndexPath) -> IndexPath?, unmapItem: (IndexPath) -> IndexPath?, mapSection: (Int) -> Int?,
        initial: (ElementKey) -> UICollectionViewLayoutAttributes?, final: (ElementKey) -> UICollectionViewLayoutAttributes?,
        beforeAnimating: () -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        let view = collectionView
        // Re-key the views that stay; the others go.
        var leaving: [(key: ElementKey, view: UICollectionReusableView, end: UICollectionViewLayoutAttributes)] = []
        let oldCells = view.visibleCellViews, oldOthers = view.visibleOtherViews
        view.visibleCellViews.removeAll(keepingCapacity: true)
        view.visibleOtherViews.removeAll(keepingCapacity: true)
        for (path, cell) in oldCells {
            if let moved = mapItem(path) {
                view.visibleCellViews[moved] = cell
            } else {
                leaving.append((.cell(path), cell, disappearingEnd(.cell(path), final)))
            }
        }
        for (key, other) in oldOthers {
            if let section = mapSection(key.indexPath.section) {
                var moved = key
                moved.indexPath.section = section
                view.visibleOtherViews[moved] = other
            } else {
                leaving.append((key, other, disappearingEnd(key, final)))
            }
        }

        // Where everything ends.
        let bounds = view.bounds
        var ends: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        var order: [ElementKey] = []
        for attributes in view.layoutElements(in: bounds)
        where !attributes.isHidden && attributes.frame.overlaps(bounds) && attributes.indexPath.count == 2 {
            let key = ElementKey(attributes)
            if ends.updateValue(attributes, forKey: key) == nil { order.append(key) }
        }

        // Views that stay but end off screen animate to their new place, then go.
        for (path, cell) in view.visibleCellViews where ends[.cell(path)] == nil {
            view.visibleCellViews[path] = nil
            let end = view.layoutItem(at: path) ?? disappearingEnd(.cell(path), final)
            leaving.append((.cell(path), cell, end))
        }
        for (key, other) in view.visibleOtherViews where ends[key] == nil {
            view.visibleOtherViews[key] = nil
            leaving.append((key, other, disappearingEnd(key, final)))
        }

        // Views that appear are made now and put where they start.
        var moving: [(view: UICollectionReusableView, end: UICollectionViewLayoutAttributes)] = []
        for key in order {
            guard let end = ends[key] else { continue }
            if let existing = existingView(key) {
                if let start = initial(key) { UIView.performWithoutAnimation { view.applyAttributes(start, to: existing, force: false) } }
                moving.append((existing, end))
                continue
            }
            guard let made = makeView(key, end) else { continue }
            let start = initial(key) ?? beforeAttributes(ofNew: key, unmapItem) ?? transparent(end)
            UIView.performWithoutAnimation { view.applyAttributes(start, to: made, force: false) }
            moving.append((made, end))
        }
        beforeAnimating()

        let finish: @MainActor (Bool) -> Void = { finished in
            for leaver in leaving { self.takeOffScreen(leaver.key, leaver.view) }
            completion(finished)
        }
        let applyEnds: @MainActor () -> Void = {
            for mover in moving { view.applyAttributes(mover.end, to: mover.view, force: false) }
            for leaver in leaving { view.applyAttributes(leaver.end, to: leaver.view, force: false) }
        }
        if UIView.areAnimationsEnabled {
            UIView.animate(withDuration: Self.duration, animations: applyEnds, completion: finish)
        } else {
            applyEnds()
            finish(true)
        }
    }

    private func existingView(_ key: ElementKey) -> UICollectionReusableView? {
        key.category == .cell ? collectionView.visibleCellViews[key.indexPath] : collectionView.visibleOtherViews[key]
    }

    private func makeView(_ key: ElementKey, _ attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let view = collectionView
        if key.category == .cell {
            guard let cell = view.makeCell(at: key.indexPath, attributes: attributes) else { return nil }
            view.visibleCellViews[key.indexPath] = cell
            return cell
        }
        guard let other = view.makeOtherView(key, attributes: attributes) else { return nil }
        view.visibleOtherViews[key] = other
        return other
    }

    /// Where a view that goes away ends: the layout's final attributes, else its old ones,
    /// transparent.
    private func disappearingEnd(_ key: ElementKey, _ final: (ElementKey) -> UICollectionViewLayoutAttributes?)
        -> UICollectionViewLayoutAttributes
    {
        if let end = final(key) { return end }
        let old = onScreen[key] ?? UICollectionViewLayoutAttributes()
        return transparent(old)
    }

    /// Where an item now at `key` was before, when it was just off screen.
    private func beforeAttributes(ofNew key: ElementKey, _ unmapItem: (IndexPath) -> IndexPath?)
        -> UICollectionViewLayoutAttributes?
    {
        guard key.category == .cell, let old = unmapItem(key.indexPath), let attributes = aroundScreen[.cell(old)] else {
            return nil
        }
        let moved = attributes.copy() as! UICollectionViewLayoutAttributes
        moved.indexPath = key.indexPath
        return moved
    }

    private func transparent(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.alpha = 0
        return copy
    }

    private func takeOffScreen(_ key: ElementKey, _ view: UICollectionReusableView) {
        if key.category == .cell, let cell = view as? UICollectionViewCell {
            collectionView.endDisplaying(cell, at: key.indexPath)
        } else {
            collectionView.endDisplaying(view, key: key)
        }
    }
}
