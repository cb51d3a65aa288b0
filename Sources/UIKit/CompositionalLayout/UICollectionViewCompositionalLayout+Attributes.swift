import Foundation

/// Rect and element queries: frames come from the solution in closed form, rounded to the pixel
/// grid and mirrored in right-to-left collection views as they go out.
extension UICollectionViewCompositionalLayout {
    /// Attributes for every cell, supplementary and decoration view whose frame touches `rect`.
    /// Sections with a `visibleItemsInvalidationHandler` hand their elements to it first.
    /// - Complexity: O(log n + k) for k elements in `rect`.
    func elementAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard !rect.isNull, !rect.isEmpty else { return [] }
        let cls = attributesClass
        var result: [UICollectionViewLayoutAttributes] = []
        result.reserveCapacity(recentAttributes.count + 16)
        forEachElement(in: rect) { category, kind, section, item, frame, zIndex in
            let attributes = recentAttributes.make(cls, category: category, kind: kind, section: section, item: item, frame: frame)
            attributes.zIndex = zIndex
            result.append(attributes)
        }
        callVisibleItemsHandlers(result, in: rect)
        recentAttributes.keep(result)
        return result
    }

    func itemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, solution.sections.indices.contains(indexPath.section),
              let frame = solution.sections[indexPath.section].itemFrame(indexPath.item)
        else { return nil }
        let section = solution.sections[indexPath.section]
        return attributes(.cell, kind: nil, indexPath, frame: frame, zIndex: section.itemZIndex(indexPath.item))
    }

    /// The boundary, item or group supplementary of `elementKind` at `indexPath`: section
    /// supplementaries are numbered per kind in their section, the layout's own in section 0.
    func supplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        let visible = pinningBounds
        if solution.sections.indices.contains(indexPath.section) {
            let section = solution.sections[indexPath.section]
            if let position = section.boundaries.firstIndex(where: { $0.kind == elementKind && $0.index == indexPath.item }) {
                let boundary = section.boundaries[position]
                let frame = solution.pinnedFrame(ofBoundary: position, in: section, visible: visible)
                return attributes(.supplementaryView, kind: elementKind, indexPath, frame: frame, zIndex: boundary.zIndex)
            }
            if let (frame, zIndex) = section.attachedSupplementary(kind: elementKind, index: indexPath.item) {
                return attributes(.supplementaryView, kind: elementKind, indexPath, frame: frame, zIndex: zIndex)
            }
        }
        if indexPath.section == 0,
           let boundary = solution.globalBoundaries.first(where: { $0.kind == elementKind && $0.index == indexPath.item }) {
            let frame = solution.pinned(boundary, in: solution.contentFrame, visible: visible)
            return attributes(.supplementaryView, kind: elementKind, indexPath, frame: frame, zIndex: boundary.zIndex)
        }
        return nil
    }

    /// The section background of `elementKind` at `indexPath` (item: its number among the
    /// section's decorations of that kind).
    func decorationAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, solution.sections.indices.contains(indexPath.section) else { return nil }
        let section = solution.sections[indexPath.section]
        guard let decoration = section.decorations.first(where: { $0.kind == elementKind && $0.index == indexPath.item }) else {
            return nil
        }
        return attributes(.decorationView, kind: elementKind, indexPath, frame: section.placedFrame(of: decoration),
                          zIndex: decoration.zIndex)
    }

    // MARK: Enumerating

    /// The pinning line: the collection view's bounds less its adjusted content insets.
    var pinningBounds: CGRect? {
        guard hasPinnedSupplementaries, let collectionView else { return nil }
        return mirrored(collectionView.bounds.inset(by: collectionView.adjustedContentInset))
    }

    /// Calls `body` with every element whose rounded frame touches `rect`: per section its
    /// backgrounds, headers and footers (pinned where they pin), cells and badges; then the
    /// layout's own boundary supplementaries.
    func forEachElement(
        in rect: CGRect, _ body: (UICollectionView.ElementCategory, String?, Int, Int, CGRect, Int) -> Void
    ) {
        let query = mirrored(rect)
        let visible = pinningBounds
        let axis = solution.axis
        func emit(_ category: UICollectionView.ElementCategory, _ kind: String?, _ section: Int, _ item: Int,
                  _ frame: CGRect, _ zIndex: Int, in shown: CGRect) {
            guard let frame = displayed(frame) else { return }
            if frame.sharesPoint(with: shown) { body(category, kind, section, item, frame, zIndex) }
        }
        for index in solution.sections(along: axis.min(query), axis.max(query)) {
            let section = solution.sections[index]
            for decoration in section.decorations {
                emit(.decorationView, decoration.kind, index, decoration.index, section.placedFrame(of: decoration),
                     decoration.zIndex, in: rect)
            }
            for (position, boundary) in section.boundaries.enumerated() {
                emit(.supplementaryView, boundary.kind, index, boundary.index,
                     solution.pinnedFrame(ofBoundary: position, in: section, visible: visible),
                     boundary.zIndex, in: rect)
            }
            // An orthogonal section's items are where its scroll view has scrolled to.
            let scrolled = orthogonalOffsets[index].map { offset in
                section.orthogonalScrollingBehavior == .none ? rect : rect.offsetBy(dx: offset.x, dy: offset.y)
            } ?? rect
            let widened = mirrored(scrolled).insetBy(dx: -1, dy: -1)
            section.forEachItem(in: widened) { item, frame in
                emit(.cell, nil, index, item, frame, section.itemZIndex(item), in: scrolled)
            }
            section.forEachAttachedSupplementary(in: widened) { kind, item, frame, zIndex in
                emit(.supplementaryView, kind, index, item, frame, zIndex, in: scrolled)
            }
        }
        for boundary in solution.globalBoundaries {
            emit(.supplementaryView, boundary.kind, 0, boundary.index,
                 solution.pinned(boundary, in: solution.contentFrame, visible: visible), boundary.zIndex, in: rect)
        }
    }

    /// A solution frame as the collection view shows it: mirrored, then rounded to the pixel grid;
    /// nil (and UIKit's message, once) when bad input made it not a number.
    func displayed(_ frame: CGRect) -> CGRect? {
        guard frame.isFiniteRect else {
            log.report("UICollectionViewCompositionalLayout: Invalid frame generated: \(frame). The element is not displayed.")
            return nil
        }
        return grid.round(mirrored(frame))
    }

    /// `rect` mirrored across the content's width in a right-to-left collection view.
    func mirrored(_ rect: CGRect) -> CGRect {
        guard mirrorsHorizontally else { return rect }
        return CGRect(x: solution.contentSize.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    var attributesClass: UICollectionViewLayoutAttributes.Type {
        (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
    }

    private func attributes(_ category: UICollectionView.ElementCategory, kind: String?, _ indexPath: IndexPath,
                            frame: CGRect, zIndex: Int) -> UICollectionViewLayoutAttributes? {
        guard let shown = displayed(frame) else { return nil }
        let attributes = UICollectionViewLayoutAttributes.make(attributesClass, category: category, kind: kind,
                                                             section: indexPath.section, item: indexPath.item, frame: shown)
        attributes.zIndex = zIndex
        return attributes
    }

    // MARK: Visible items handlers

    /// Hands each section's elements in `result` to its visible-items handler, as UIKit does
    /// from `layoutAttributesForElements(in:)` (spec §2.13): the content offset is the query
    /// rect's origin (plus an orthogonal section's own scroll), the environment's container the
    /// query rect's size with zero insets; what the handler changes shows in the returned
    /// attributes.
    private func callVisibleItemsHandlers(_ result: [UICollectionViewLayoutAttributes], in rect: CGRect) {
        guard !visibleItemsHandlers.isEmpty, let collectionView else { return }
        let environment = LayoutEnvironmentObject(container: LayoutContainer(size: rect.size),
                                                  traitCollection: collectionView.traitCollection)
        var bySection: [Int: [any NSCollectionLayoutVisibleItem]] = [:]
        for attributes in result where visibleItemsHandlers[attributes.indexPath.section] != nil {
            bySection[attributes.indexPath.section, default: []].append(VisibleLayoutItem(attributes))
        }
        for section in bySection.keys.sorted() {
            let shift = orthogonalOffsets[section] ?? .zero
            let offset = CGPoint(x: rect.minX + shift.x, y: rect.minY + shift.y)
            visibleItemsHandlers[section]?(bySection[section] ?? [], offset, environment)
        }
    }
}
