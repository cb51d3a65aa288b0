import Foundation

/// A group solved once: the frames of its leaf items and attached supplementaries relative to
/// the group's origin, which the section repeats (spec §2.4, §2.6).
struct GroupTemplate: Sendable {
    /// A leaf item: the cell's frame (its slot inset by the item's content insets) and zIndex.
    struct Leaf: Sendable {
        var frame: CGRect
        var zIndex: Int
    }

    /// A supplementary attached to an item or a group (a badge).
    struct Supplementary: Sendable {
        var kind: String
        var frame: CGRect
        var zIndex: Int
        /// The first leaf of the supplementary's host: the supplementary exists when that leaf does.
        var hostLeaf: Int
        /// Whether an item carries it (its index is the item's, spec §2.8) rather than a group
        /// (numbered per kind across the section's groups).
        var isItemAttached: Bool
        /// Its number among the template's supplementaries of its kind, and how many there are.
        var ordinal = 0
        var kindCount = 1
    }

    /// The group's layout size: the space it takes in its container.
    var size: CGSize
    var leaves: [Leaf] = []
    var supplementaries: [Supplementary] = []

    /// Moves every frame by `delta`.
    mutating func offset(by delta: CGPoint) {
        for index in leaves.indices { leaves[index].frame = leaves[index].frame.offsetBy(dx: delta.x, dy: delta.y) }
        for index in supplementaries.indices {
            supplementaries[index].frame = supplementaries[index].frame.offsetBy(dx: delta.x, dy: delta.y)
        }
    }

    /// Appends `other`'s frames, moved by `delta`, with its leaves numbered after these.
    mutating func append(_ other: GroupTemplate, at delta: CGPoint) {
        let base = leaves.count
        for leaf in other.leaves {
            leaves.append(Leaf(frame: leaf.frame.offsetBy(dx: delta.x, dy: delta.y), zIndex: leaf.zIndex))
        }
        for supplementary in other.supplementaries {
            var shifted = supplementary
            shifted.frame = supplementary.frame.offsetBy(dx: delta.x, dy: delta.y)
            shifted.hostLeaf += base
            supplementaries.append(shifted)
        }
    }

    /// Numbers the supplementaries of each kind (`ordinal`, `kindCount`), so that repetitions can
    /// number them across a section without counting again.
    mutating func numberSupplementaries() {
        var counts: [String: Int] = [:]
        for index in supplementaries.indices {
            supplementaries[index].ordinal = counts[supplementaries[index].kind, default: 0]
            counts[supplementaries[index].kind] = supplementaries[index].ordinal + 1
        }
        for index in supplementaries.indices { supplementaries[index].kindCount = counts[supplementaries[index].kind] ?? 1 }
    }

    /// The extent of every frame along `axis` (min, max), relative to the group's origin.
    func extent(along axis: LayoutAxis) -> (min: CGFloat, max: CGFloat) {
        var low: CGFloat = 0
        var high = axis.of(size)
        for leaf in leaves {
            low = Swift.min(low, axis.min(leaf.frame))
            high = Swift.max(high, axis.max(leaf.frame))
        }
        for supplementary in supplementaries {
            low = Swift.min(low, axis.min(supplementary.frame))
            high = Swift.max(high, axis.max(supplementary.frame))
        }
        return (low, high)
    }
}

/// Where a supplementary of `size` goes on `rect` (UIKit's
/// `_itemFrameForContainerRect:itemSize:itemLayoutAnchor:`, spec §2.8): the item anchor's point
/// of the supplementary sits on the container anchor's point of the rect, then both offsets apply.
func anchoredFrame(size: CGSize, in rect: CGRect, containerAnchor: NSCollectionLayoutAnchor,
                   itemAnchor: NSCollectionLayoutAnchor?) -> CGRect {
    let a = containerAnchor.unitPoint
    let b = (itemAnchor ?? containerAnchor).unitPoint
    let containerOffset = containerAnchor.points(for: size)
    let itemOffset = itemAnchor?.points(for: size) ?? .zero
    let x = rect.minX + rect.width * a.x - size.width / 2 + (0.5 - b.x) * size.width + containerOffset.x + itemOffset.x
    let y = rect.minY + rect.height * a.y - size.height / 2 + (0.5 - b.y) * size.height + containerOffset.y + itemOffset.y
    return CGRect(origin: CGPoint(x: x, y: y), size: size)
}

extension CGRect {
    /// The rect inset by directional insets, left to right.
    func inset(directional insets: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom)
    }
}
