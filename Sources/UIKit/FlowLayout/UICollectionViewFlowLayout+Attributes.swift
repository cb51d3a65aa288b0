import Foundation

/// Turning solved frames into attribute objects: made only for what a query returns.
extension UICollectionViewFlowLayout {
    /// zIndex of headers and footers (UIKit, modern SDKs).
    static let supplementaryZIndex = 10

    private var attributesClass: UICollectionViewLayoutAttributes.Type {
        (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
    }

    func itemAttributes(_ indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        UICollectionViewLayoutAttributes.make(
            attributesClass, category: .cell, kind: nil, section: indexPath.section, item: indexPath.item, frame: frame)
    }

    /// The visible bounds that pinned headers and footers stick to, when pinning is on.
    func pinningBounds(isHeader: Bool) -> CGRect? {
        guard isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds,
              let collectionView
        else { return nil }
        return collectionView.bounds.inset(by: collectionView.adjustedContentInset)
    }

    func supplementaryAttributes(ofKind kind: String, section: Int) -> UICollectionViewLayoutAttributes? {
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        guard isHeader || kind == UICollectionView.elementKindSectionFooter,
              let frame = solution.supplementaryFrame(section: section, isHeader: isHeader,
                                                      pinnedTo: pinningBounds(isHeader: isHeader))
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes.make(
            attributesClass, category: .supplementaryView, kind: kind, section: section, item: 0, frame: frame)
        attributes.zIndex = Self.supplementaryZIndex
        return attributes
    }

    /// Cells, then headers, then footers whose frames touch `rect` (spec §6).
    func elementAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard !rect.isNull, !rect.isEmpty, !solution.isEmpty else { return [] }
        let cls = attributesClass
        var result: [UICollectionViewLayoutAttributes] = []
        result.reserveCapacity(256)
        var recycler = AttributesRecycler()
        swap(&recycler, &recentAttributes)
        defer { recycler.keep(result); swap(&recycler, &recentAttributes) }
        solution.forEachItem(in: rect) { section, item, frame in
            result.append(recycler.make(cls, category: .cell, kind: nil, section: section, item: item, frame: frame))
        }
        let sections = solution.sections(near: rect)
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            for section in sections {
                guard let attributes = supplementaryAttributes(ofKind: kind, section: section),
                      attributes.frame.sharesPoint(with: rect)
                else { continue }
                result.append(attributes)
            }
        }
        return result
    }

    /// The collection view's fast path: only for the flow layout class itself, whose queries no
    /// subclass override can change.
    func enumerateDisplayElements(
        in rect: CGRect, _ body: (UICollectionView.ElementCategory, String?, Int, Int, CGRect, Int) -> Void
    ) -> Bool {
        guard type(of: self) == UICollectionViewFlowLayout.self else { return false }
        solveIfNeeded()
        guard !rect.isNull, !rect.isEmpty, !solution.isEmpty else { return true }
        solution.forEachItem(in: rect) { section, item, frame in body(.cell, nil, section, item, frame, 0) }
        // No array of kinds here: this runs every frame and must not allocate.
        func supplementary(_ section: Int, isHeader: Bool) {
            guard let frame = solution.supplementaryFrame(section: section, isHeader: isHeader, pinnedTo: pinningBounds(isHeader: isHeader)),
                  frame.sharesPoint(with: rect)
            else { return }
            let kind = isHeader ? UICollectionView.elementKindSectionHeader : UICollectionView.elementKindSectionFooter
            body(.supplementaryView, kind, section, 0, frame, Self.supplementaryZIndex)
        }
        for section in solution.sections(near: rect) {
            supplementary(section, isHeader: true)
            supplementary(section, isHeader: false)
        }
        return true
    }

    // MARK: Bounds changes

    /// Whether the bounds moved or resized across the lines: x or width when scrolling
    /// vertically, y or height when horizontally.
    func crossAxisChanged(from oldBounds: CGRect, to newBounds: CGRect) -> Bool {
        scrollDirection == .vertical
            ? oldBounds.origin.x != newBounds.origin.x || oldBounds.width != newBounds.width
            : oldBounds.origin.y != newBounds.origin.y || oldBounds.height != newBounds.height
    }

    /// The pinned headers and footers of the sections in the old or the new bounds, by kind.
    func pinnedSupplementaryPaths(around oldBounds: CGRect, _ newBounds: CGRect) -> [(String, [IndexPath])] {
        guard sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds else { return [] }
        solveIfNeeded()
        let sections = solution.sections(touching: oldBounds.union(newBounds))
        var result: [(String, [IndexPath])] = []
        for (pinned, isHeader, kind) in [
            (sectionHeadersPinToVisibleBounds, true, UICollectionView.elementKindSectionHeader),
            (sectionFootersPinToVisibleBounds, false, UICollectionView.elementKindSectionFooter),
        ] where pinned {
            let paths = sections.filter { section in
                let spec = solution.sections[section].spec
                return (isHeader ? spec.headerLength : spec.footerLength) > 0
            }.map { IndexPath(item: 0, section: $0) }
            if !paths.isEmpty { result.append((kind, paths)) }
        }
        return result
    }
}
