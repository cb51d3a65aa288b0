import Foundation

/// Writes a section's description, as far as its frames depend on it, as a flat list of words:
/// the item count, the orthogonal behaviour, insets, spacing, insets references, boundary
/// supplementaries, decorations and the whole group tree with every size, edge spacing and
/// attached supplementary. Sections a provider returns are new objects on every call, so two
/// sections are alike when their words are equal (UIKit's memoized section descriptor); the
/// words are a snapshot, so a section object changed later does not change them.
///
/// What does not move frames is left out (each section keeps its own): the visible-items handler
/// itself, the orthogonal scrolling properties and a list's configuration.
struct SectionDescriptionWriter {
    /// The description of the section written last.
    private(set) var words: [UInt64] = []
    /// The element kinds met, each written as its position here (a layout has few kinds).
    private var kinds: [String] = []

    /// Writes the description of `section` with `itemCount` items into `words`; false when the
    /// section cannot be described (a custom group: its closure gives the frames).
    mutating func write(_ section: NSCollectionLayoutSection, itemCount: Int) -> Bool {
        words.removeAll(keepingCapacity: true)
        append(itemCount)
        append(section.orthogonalScrollingBehavior.rawValue)
        append(section.contentInsets)
        append(section.interGroupSpacing)
        append(section.contentInsetsReference.rawValue)
        append(section.supplementaryContentInsetsReference.rawValue)
        append(section.supplementariesFollowContentInsets)
        let boundaries = section.boundarySupplementaryItems
        append(boundaries.count)
        for boundary in boundaries {
            appendSupplementary(boundary)
            append(boundary.alignment.rawValue)
            append(boundary.extendsBoundary)
            append(boundary.pinToVisibleBounds)
        }
        let decorations = section.decorationItems
        append(decorations.count)
        for decoration in decorations {
            append(kind: decoration.elementKind)
            append(decoration.zIndex)
            append(decoration.contentInsets)
        }
        return appendItem(section.group)
    }

    // MARK: Items

    /// An item or group: size, insets, edge spacing, attached supplementaries, and for a group
    /// its arrangement, count, inter-item spacing and subitems. False for a custom group.
    private mutating func appendItem(_ item: NSCollectionLayoutItem) -> Bool {
        append(item.layoutSize)
        append(item.contentInsets)
        if let edges = item.edgeSpacing {
            append(1)
            append(edges.leading)
            append(edges.top)
            append(edges.trailing)
            append(edges.bottom)
        } else {
            append(0)
        }
        let supplementaries = item.supplementaryItems
        append(supplementaries.count)
        for supplementary in supplementaries { appendSupplementary(supplementary) }
        guard let group = item as? NSCollectionLayoutGroup else {
            append(0)
            return true
        }
        switch group.arrangement {
        case .horizontal: append(1)
        case .vertical: append(2)
        case .custom: return false
        }
        append(group.count)
        append(group.interItemSpacing)
        let subitems = group.subitems
        append(subitems.count)
        for subitem in subitems where !appendItem(subitem) { return false }
        return true
    }

    /// A supplementary's kind, zIndex, size, insets and anchors.
    private mutating func appendSupplementary(_ item: NSCollectionLayoutSupplementaryItem) {
        append(kind: item.elementKind)
        append(item.zIndex)
        append(item.layoutSize)
        append(item.contentInsets)
        append(item.containerAnchor)
        if let anchor = item.itemAnchor {
            append(1)
            append(anchor)
        } else {
            append(0)
        }
    }

    // MARK: Values

    private mutating func append(_ value: Int) { words.append(UInt64(bitPattern: Int64(value))) }
    private mutating func append(_ value: Bool) { words.append(value ? 1 : 0) }
    private mutating func append(_ value: CGFloat) { words.append(Double(value).bitPattern) }

    private mutating func append(_ insets: NSDirectionalEdgeInsets) {
        append(insets.top)
        append(insets.leading)
        append(insets.bottom)
        append(insets.trailing)
    }

    private mutating func append(_ size: NSCollectionLayoutSize) {
        append(size.widthDimension.semantic.rawValue)
        append(size.widthDimension.dimension)
        append(size.heightDimension.semantic.rawValue)
        append(size.heightDimension.dimension)
    }

    /// Nil, fixed or flexible, and the amount.
    private mutating func append(_ spacing: NSCollectionLayoutSpacing?) {
        guard let spacing else {
            append(0)
            return
        }
        append(spacing.isFlexibleSpacing ? 2 : 1)
        append(spacing.spacing)
    }

    private mutating func append(_ anchor: NSCollectionLayoutAnchor) {
        words.append(UInt64(anchor.edges.rawValue))
        append(anchor.offset.x)
        append(anchor.offset.y)
        append(anchor.isAbsoluteOffset)
    }

    private mutating func append(kind: String) {
        if let number = kinds.firstIndex(of: kind) {
            append(number)
        } else {
            append(kinds.count)
            kinds.append(kind)
        }
    }
}
