import Foundation

/// Orthogonal sections: each scrolls in a scroll view of its own that the collection view hosts
/// (spec §2.11); its frames are the layout frames at scroll offset 0.
extension UICollectionViewCompositionalLayout {
    /// The scroll views of the orthogonal sections near `rect`.
    func scrollers(in rect: CGRect) -> [OrthogonalScroller] {
        let axis = solution.axis
        return solution.sections(along: axis.min(rect), axis.max(rect)).compactMap { index in
            scroller(for: solution.sections[index], index: index)
        }
    }

    private func scroller(for section: SolvedSection, index: Int) -> OrthogonalScroller? {
        let behavior = section.orthogonalScrollingBehavior
        guard behavior != .none else { return nil }
        let along = section.axis
        let frame = grid.round(mirrored(section.scrollFrame))
        // A right-to-left section's content ends at the scroll view's trailing (right) edge.
        let fromEnd = mirrorsHorizontally && along == .horizontal
        let stride = section.groupExtent + section.interGroupSpacing
        let centering = behavior == .groupPagingCentered
            ? grid.round((along.of(frame.size) - along.of(section.template.size)) / 2) : 0
        // Insets that make the scroll view's content coordinates the layout's.
        let (alongStart, acrossStart) = (along.min(frame), along.other.min(frame))
        let contentLength = grid.round(section.contentExtent)
        let contentStart = fromEnd ? alongStart + along.of(frame.size) - contentLength : alongStart
        let contentInset = along == .horizontal
            ? UIEdgeInsets(top: -acrossStart, left: -contentStart + centering, bottom: acrossStart, right: contentStart + centering)
            : UIEdgeInsets(top: -contentStart + centering, left: -acrossStart, bottom: contentStart + centering, right: acrossStart)
        let resting: OrthogonalScroller.Resting
        switch behavior {
        case .none, .continuous: resting = .anywhere
        case .continuousGroupLeadingBoundary: resting = .boundaries(stride: stride)
        case .paging: resting = .pages(length: along.of(frame.size))
        case .groupPaging, .groupPagingCentered: resting = .pages(length: stride)
        }
        let properties = section.orthogonalScrollingProperties ?? UICollectionLayoutSectionOrthogonalScrollingProperties()
        let pages = behavior == .paging || behavior == .groupPaging || behavior == .groupPagingCentered
        let automaticRate = pages ? UICollectionLayoutSectionOrthogonalScrollingDecelerationRate.fast.rawValue : UICollectionLayoutSectionOrthogonalScrollingDecelerationRate.normal.rawValue
        let bounces: Bool? = switch properties.bounce {
        case .automatic: nil
        case .always: true
        case .never: false
        }
        return OrthogonalScroller(
            section: index, frame: frame,
            contentSize: along.size(contentLength, along.other.of(frame.size)),
            contentInset: contentInset, scrollsHorizontally: along == .horizontal, resting: resting,
            decelerationRate: properties.decelerationRate == .automatic ? automaticRate : properties.decelerationRate.rawValue,
            bounces: bounces, startsAtEnd: fromEnd, zIndex: section.cellZIndexBoost)
    }

    /// Cells and item or group supplementaries of an orthogonal section scroll with it; its
    /// headers, footers and backgrounds stay.
    func scrollsWithSection(_ category: UICollectionView.ElementCategory, kind: String?, section: Int) -> Bool {
        guard solution.sections.indices.contains(section),
              solution.sections[section].orthogonalScrollingBehavior != .none
        else { return false }
        switch category {
        case .cell: return true
        case .decorationView: return false
        case .supplementaryView: return !solution.sections[section].boundaries.contains { $0.kind == kind }
        }
    }
}
