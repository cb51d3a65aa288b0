import Foundation

/// When a compositional layout solves again: data changes, a new size or environment, and cells
/// or headers that measured themselves on an estimated axis.
extension UICollectionViewCompositionalLayout {
    /// True when the bounds change size, or when a section pins a supplementary or has a
    /// visible-items handler (then every scroll invalidates, as in UIKit).
    func boundsChangeInvalidates(_ newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size || hasPinnedSupplementaries || !visibleItemsHandlers.isEmpty
    }

    /// True when a self-sizing element prefers another size on an axis it estimates.
    func preferredSizeInvalidates(_ preferredAttributes: UICollectionViewLayoutAttributes,
                                  original originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard let axes = estimatedAxes(of: originalAttributes) else { return false }
        let preferred = preferredAttributes.size
        let original = originalAttributes.size
        let tolerance = 0.5 / max(grid.scale, 1)
        guard preferred.isFiniteSize, preferred.width >= 0, preferred.height >= 0 else { return false }
        return (axes.width && abs(preferred.width - original.width) > tolerance)
            || (axes.height && abs(preferred.height - original.height) > tolerance)
    }

    /// Keeps the preferred size and solves again. An element wholly before the visible bounds
    /// moves the content offset by its growth, so that what is on screen stays put.
    func recordPreferredSize(_ preferredAttributes: UICollectionViewLayoutAttributes,
                             original originalAttributes: UICollectionViewLayoutAttributes,
                             in context: UICollectionViewLayoutInvalidationContext) -> UICollectionViewLayoutInvalidationContext {
        let path = originalAttributes.indexPath
        switch originalAttributes.representedElementCategory {
        case .cell:
            measuredItems[path.section, default: [:]][path.item] = preferredAttributes.size
            itemsMeasuredSinceSolve[path.section, default: []].append(path.item)
        case .supplementaryView:
            measuredSupplementaries[ElementKey(category: .supplementaryView, kind: originalAttributes.representedElementKind,
                                               indexPath: path)] = preferredAttributes.size
        case .decorationView:
            return context
        }
        needsSolve = true
        if let collectionView {
            let axis = solution.axis
            let visibleStart = axis.min(collectionView.bounds) + (axis == .vertical ? collectionView.adjustedContentInset.top
                                                                                     : collectionView.adjustedContentInset.left)
            if axis.max(originalAttributes.frame) <= visibleStart {
                let growth = axis.of(preferredAttributes.size) - axis.of(originalAttributes.size)
                context.contentOffsetAdjustment = axis.point(growth, 0)
            }
        }
        return context
    }

    /// The axes on which the element of `attributes` estimates its size, or nil when none.
    private func estimatedAxes(of attributes: UICollectionViewLayoutAttributes) -> EstimatedAxes? {
        let path = attributes.indexPath
        switch attributes.representedElementCategory {
        case .cell:
            guard let axes = itemEstimates(inSection: path.section), axes.any else { return nil }
            return axes
        case .supplementaryView:
            guard let kind = attributes.representedElementKind,
                  let axes = boundaryEstimates(ofKind: kind, inSection: path.section), axes.any
            else { return nil }
            return axes
        case .decorationView:
            return nil
        }
    }

    /// The axes on which the items of `section` estimate their size; nil for no such section.
    func itemEstimates(inSection section: Int) -> EstimatedAxes? {
        sectionEstimates.indices.contains(section) ? sectionEstimates[section]?.items : nil
    }

    /// The axes on which the boundary supplementary of `kind` in `section` estimates its size;
    /// nil when it does not estimate.
    func boundaryEstimates(ofKind kind: String, inSection section: Int) -> EstimatedAxes? {
        sectionEstimates.indices.contains(section) ? sectionEstimates[section]?.boundaries[kind] : nil
    }
}
