import Foundation

/// The visible set: which cells, supplementary views and decoration views are on screen, made
/// from the layout's attributes for the visible bounds, reused when they leave.
extension UICollectionView {
    /// Brings the views on screen in line with the layout: views leave (back to the reuse
    /// queues) when their elements no longer overlap the bounds, then views appear for the
    /// elements that do, reusing the ones that just left. - Complexity: O(visible elements).
    func updateVisibleElements() {
        displayGeneration &+= 1
        let generation = displayGeneration
        let visible = bounds
        updateOrthogonalScrollViews(in: visible)
        // The pass works on a local array (a stored property is checked for exclusive access at
        // every use); the array goes back, emptied, to keep its capacity for the next pass.
        var pending: [PendingElement] = []
        swap(&pending, &pendingElements)
        defer {
            pending.removeAll(keepingCapacity: true)
            pendingElements = pending
        }
        let orthogonal = !orthogonalScrollViews.isEmpty
        let handledFast = forEachLayoutElement(in: visible) { category, kind, section, item, frame, zIndex in
            guard frame.overlaps(orthogonal ? visibleLayoutRect(visible, category: category, kind: kind, section: section) : visible)
            else { return }
            pending.append(PendingElement(category: category, kind: kind, section: section, item: item,
                                          frame: frame, zIndex: zIndex, attributes: nil))
        }
        if !handledFast {
            for attributes in layoutElements(in: visible)
            where !attributes.isHidden && attributes.indexPath.count == 2
                && attributes.frame.overlaps(orthogonal ? visibleLayoutRect(
                    visible, category: attributes.representedElementCategory, kind: attributes.representedElementKind,
                    section: attributes.indexPath.section) : visible) {
                let path = attributes.indexPath
                pending.append(PendingElement(
                    category: attributes.representedElementCategory, kind: attributes.representedElementKind,
                    section: path.section, item: path.item, frame: .zero, zIndex: 0, attributes: attributes))
            }
        }
        var kept = 0
        for index in pending.indices {
            guard let view = existingView(for: pending[index]) else { continue }
            view.displayGeneration = generation
            pending[index].view = view
            kept += 1
        }
        let removing = kept < visibleCellViews.count + visibleOtherViews.count
        if removing { removeElements(notDisplayedIn: generation) }
        var adding = false
        for index in pending.indices {
            if let view = pending[index].view {
                refresh(view, pending[index])
            } else {
                display(pending[index], generation: generation)
                adding = true
            }
        }
        orthogonalHostsChanged = false
        applyInteractiveMovement()
        updatePrefetching(visibleSetChanged: removing || adding)
    }

    /// The view on screen for an element, if any.
    private func existingView(for element: PendingElement) -> UICollectionReusableView? {
        if element.category == .cell { return visibleCellViews[section: element.section, item: element.item] }
        let path = IndexPath(item: element.item, section: element.section)
        return visibleOtherViews[ElementKey(category: element.category, kind: element.kind, indexPath: path)]
    }

    /// The attributes of an element: the layout's object, or (fast path) `reused` or a spare
    /// object filled in place.
    private func attributes(for element: PendingElement, reusing reused: UICollectionViewLayoutAttributes?)
        -> UICollectionViewLayoutAttributes
    {
        if let given = element.attributes { return given }
        let attributes = reused ?? spareAttributes.popLast() ?? UICollectionViewLayoutAttributes()
        attributes.remake(category: element.category, kind: element.kind, section: element.section, item: element.item,
                          frame: element.frame)
        attributes.zIndex = element.zIndex
        return attributes
    }

    /// Makes the view of an element that is not on screen.
    private func display(_ element: PendingElement, generation: Int) {
        let path = IndexPath(item: element.item, section: element.section)
        switch element.category {
        case .cell:
            if let cell = makeCell(at: path, attributes: attributes(for: element, reusing: nil)) {
                cell.displayGeneration = generation
                visibleCellViews[path] = cell
            }
        case .supplementaryView, .decorationView:
            let key = ElementKey(category: element.category, kind: element.kind, indexPath: path)
            if let view = makeOtherView(key, attributes: attributes(for: element, reusing: nil)) {
                view.displayGeneration = generation
                visibleOtherViews[key] = view
            }
        }
    }

    /// Applies new attributes to a view already on screen, when they changed.
    private func refresh(_ view: UICollectionReusableView, _ element: PendingElement) {
        if orthogonalHostsChanged {
            rehostIfNeeded(view, category: element.category, kind: element.kind, section: element.section)
        }
        if element.attributes == nil, let current = view.appliedAttributes, current.storage.frame == element.frame,
           current.storage.zIndex == element.zIndex, current.storage.section == element.section,
           current.storage.item == element.item {
            return  // the fast path's element is where the view already is
        }
        // The fast path rewrites the view's own attributes object in place when nothing else
        // holds it: compare a snapshot.
        let before = view.appliedAttributes?.storage
        let attributes = attributes(for: element, reusing: exclusivelyHeldAttributes(of: view))
        if attributes === view.appliedAttributes {
            if before != attributes.storage { applyAttributes(attributes, to: view, force: true) }
        } else {
            applyAttributes(attributes, to: view, force: false)
        }
    }

    // MARK: Making views

    func makeCell(at path: IndexPath, attributes: UICollectionViewLayoutAttributes) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let cell: UICollectionViewCell
        if let prepared = preparedCells.removeValue(forKey: path) {
            cell = prepared
        } else {
            frameForNextDequeue = attributes.frame
            cell = cellForDisplayedItem(at: path, from: dataSource)
            frameForNextDequeue = nil
        }
        present(cell, at: path, attributes: attributes)
        return cell
    }

    /// Puts a cell the data source returned on screen for the item at `path`.
    func present(_ cell: UICollectionViewCell, at path: IndexPath, attributes: UICollectionViewLayoutAttributes) {
        guard cell.reuseIdentifier != nil else {
            raiseException(.internalInconsistencyException, "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        }
        cell.isSelected = selection.contains(path)
        cell.isHighlighted = highlightedIndexPath == path
        updateFocusAppearance(of: cell, at: path)
        applyAttributes(attributes, to: cell, force: true)
        askPreferredAttributes(of: cell, attributes)
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        insertDisplayed(cell, zIndex: attributes.zIndex)
    }

    func makeOtherView(_ key: ElementKey, attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let kind = key.kind ?? ""
        let view: UICollectionReusableView
        if key.category == .decorationView {
            guard let source = layout.decorationViewSources[kind] else { return nil }
            let poolKey = ReusePool.Key(category: .decorationView, kind: kind, identifier: kind)
            if !reusePool.isRegistered(poolKey) { reusePool.register(source, for: poolKey) }
            guard let made = reusePool.dequeue(poolKey, frame: { attributes.frame }) else { return nil }
            view = made
        } else {
            guard let dataSource else { return nil }
            frameForNextDequeue = attributes.frame
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath)
            frameForNextDequeue = nil
            guard view.reuseIdentifier != nil else {
                raiseException(.internalInconsistencyException, "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), \(key.indexPath)) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:")
            }
        }
        applyAttributes(attributes, to: view, force: true)
        askPreferredAttributes(of: view, attributes)
        if key.category == .supplementaryView {
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
        }
        insertDisplayed(view, zIndex: attributes.zIndex)
        return view
    }

    /// Self-sizing: offers the view the attributes, and invalidates the layout when the layout
    /// wants the size the view prefers. Both sets of attributes go to the layout in its own
    /// coordinates.
    func askPreferredAttributes(of view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        guard layout.asksPreferredAttributes else { return }
        view.selfSizingFixedAxes = layout.selfSizingFixedAxes(for: attributes)
        guard let preferred = mirrored(view.preferredLayoutAttributesFitting(view.proposal(copying: attributes))),
              let original = mirrored(attributes)
        else { return }
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else {
            return
        }
        layout.invalidateLayout(with: layout.invalidationContext(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }

    // MARK: Applying attributes

    /// Sets a view's geometry, alpha, visibility and z position from `attributes`, then calls
    /// its `apply(_:)` when the attributes changed (or `force`). A 3D transform is set as the
    /// layer's transform. A view whose layer's anchor point was moved (by its `apply(_:)`, say)
    /// has its center and bounds set, as UIKit does, and only when the attributes changed.
    func applyAttributes(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView, force: Bool) {
        let previous = view.appliedAttributes
        view.appliedAttributes = attributes
        let changed = force || previous.map({ !$0.isEqual(attributes) }) ?? true
        let transform = attributes.transform
        if view.anchorPoint != CGPoint(x: 0.5, y: 0.5) {
            if changed { applyGeometry(attributes, toAnchored: view) }
        } else if transform.isIdentity && attributes.nonAffineTransform == nil {
            if !view.transform.isIdentity || view.nonAffineTransform3D != nil { view.transform = .identity }
            view.frame = attributes.frame
        } else {
            view.transform = .identity
            view.frame = CGRect(x: attributes.center.x - attributes.size.width / 2, y: attributes.center.y - attributes.size.height / 2,
                                width: attributes.size.width, height: attributes.size.height)
            if let transform3D = attributes.nonAffineTransform {
                view.layer.transform = transform3D.value
            } else {
                view.transform = transform
            }
        }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        let z = CGFloat(attributes.zIndex)
        if view.layer.zPosition != z {
            view.layer.zPosition = z
            if view.superview === self { reorderDisplayed(view) }
        }
        if changed { view.apply(attributes) }
    }

    /// Places a view whose anchor point is not the middle: center, bounds size, transform.
    private func applyGeometry(_ attributes: UICollectionViewLayoutAttributes, toAnchored view: UICollectionReusableView) {
        view.transform = .identity
        view.bounds.size = attributes.size
        view.center = attributes.center
        if let transform3D = attributes.nonAffineTransform {
            view.layer.transform = transform3D.value
        } else {
            view.transform = attributes.transform
        }
    }

    // MARK: Z order

    /// Adds a displayed view in front of every displayed view with a lower or equal zIndex.
    func insertDisplayed(_ view: UICollectionReusableView, zIndex: Int) {
        let z = CGFloat(zIndex)
        let host: UIView = view.appliedAttributes.flatMap { attributes in
            orthogonalHost(category: attributes.representedElementCategory, kind: attributes.representedElementKind,
                           section: attributes.indexPath.section)
        } ?? self
        // Views keep zIndex order; at the same zIndex, cells stay below supplementary and
        // decoration views (a badge shows over the cell it belongs to whichever came first).
        let isCell = view.appliedAttributes?.representedElementCategory == .cell
        var index = host.subviews.count
        while index > 0, case let other = host.subviews[index - 1], other.stacksAsDisplayedElement,
              other.layer.zPosition > z
                || (isCell && other.layer.zPosition == z && (other as? UICollectionReusableView)?.appliedAttributes?.representedElementCategory != .cell
                    && !(other is OrthogonalScrollView)) {
            index -= 1
        }
        host.insertSubview(view, at: index)
    }

    private func reorderDisplayed(_ view: UICollectionReusableView) {
        view.removeFromSuperview()
        insertDisplayed(view, zIndex: Int(saturating: view.layer.zPosition))
    }

    // MARK: Removing views

    /// Takes off screen every view not found by the display pass `generation`.
    private func removeElements(notDisplayedIn generation: Int) {
        leavingCells.removeAll(keepingCapacity: true)
        visibleCellViews.forEachEntry { section, item, cell in
            if cell.displayGeneration != generation { leavingCells.append((section, item)) }
        }
        for (section, item) in leavingCells {
            guard let cell = visibleCellViews[section: section, item: item] else { continue }
            visibleCellViews[section: section, item: item] = nil
            endDisplaying(cell, at: IndexPath(item: item, section: section))
        }
        for (key, view) in visibleOtherViews where view.displayGeneration != generation {
            visibleOtherViews[key] = nil
            endDisplaying(view, key: key)
        }
    }

    /// Removes a cell from the screen, tells the delegate, and queues it for reuse.
    func endDisplaying(_ cell: UICollectionViewCell, at path: IndexPath) {
        if cell.isFocusedState { cell.showFocus(false) }
        cell.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        recycleAttributes(of: cell)
        reusePool.enqueue(cell, as: ReusePool.Key(category: .cell, kind: nil, identifier: cell.reuseIdentifier ?? ""))
    }

    /// Removes a supplementary or decoration view from the screen and queues it for reuse.
    func endDisplaying(_ view: UICollectionReusableView, key: ElementKey) {
        view.removeFromSuperview()
        let kind = key.kind ?? ""
        if key.category == .supplementaryView {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
            reusePool.enqueue(view, as: ReusePool.Key(category: .supplementaryView, kind: kind, identifier: view.reuseIdentifier ?? ""))
        } else {
            reusePool.enqueue(view, as: ReusePool.Key(category: .decorationView, kind: kind, identifier: kind))
        }
    }

    /// Keeps the attributes object of a view leaving the screen, for the next view to reuse.
    private func recycleAttributes(of view: UICollectionReusableView) {
        if let attributes = exclusivelyHeldAttributes(of: view), spareAttributes.count < 256 {
            spareAttributes.append(attributes)
        }
        view.appliedAttributes = nil
    }

    /// The view's plain attributes object when nothing but the view holds it, so that it may be
    /// filled again (a cell may have kept the object `apply(_:)` gave it, a layout its own).
    private func exclusivelyHeldAttributes(of view: UICollectionReusableView) -> UICollectionViewLayoutAttributes? {
        guard var attributes = view.appliedAttributes, type(of: attributes) == UICollectionViewLayoutAttributes.self else {
            return nil
        }
        view.appliedAttributes = nil
        defer { view.appliedAttributes = attributes }
        return isKnownUniquelyReferenced(&attributes) ? attributes : nil
    }

    /// Takes every view off the screen (a reload or a layout change starts over).
    func removeAllDisplayedElements() {
        for (path, cell) in visibleCellViews { endDisplaying(cell, at: path) }
        visibleCellViews.removeAll(keepingCapacity: true)
        for (key, view) in visibleOtherViews { endDisplaying(view, key: key) }
        visibleOtherViews.removeAll(keepingCapacity: true)
    }
}

/// An element the layout puts on screen, found by a display pass: from the layout's attributes
/// object, or (fast path) from its frame and zIndex alone.
struct PendingElement {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var section: Int
    var item: Int
    var frame: CGRect
    var zIndex: Int
    var attributes: UICollectionViewLayoutAttributes?
    /// The view on screen for the element, found by the pass.
    var view: UICollectionReusableView? = nil
}

extension CGRect {
    /// Whether the rectangles overlap with a positive area, as CoreGraphics' `intersects`
    /// answers (touching edges do not count).
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
