import Foundation

/// The most basic component of a compositional layout: an item the layout places as a cell, as
/// UIKit's `NSCollectionLayoutItem`.
///
/// An item has a size (`layoutSize`); `contentInsets` shrink the cell inside that size after
/// layout (ignored on an axis whose dimension is estimated, as in UIKit); `edgeSpacing` keeps
/// space free around the item while its group arranges it.
open class NSCollectionLayoutItem: NSObject, NSCopying {
    /// The item's size.
    public let layoutSize: NSCollectionLayoutSize
    var attachedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// The amount of space between the content of the item and its boundaries. Default zero.
    /// Ignored on any axis with an estimated dimension.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    /// The amount of space added around the boundaries of the item between other items and this
    /// item's container. Default nil (no space).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// The supplementary items attached to this item (badges and the like).
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { attachedSupplementaryItems }

    /// An item of the given size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of the given size with supplementary items attached to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        attachedSupplementaryItems = supplementaryItems
    }

    /// A copy of the item with the same size, insets, edge spacing and supplementary items.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutItem(layoutSize: layoutSize, supplementaryItems: attachedSupplementaryItems)
        copy.copyAttributes(of: self)
        return copy
    }

    /// Copies the settable attributes every item has.
    func copyAttributes(of other: NSCollectionLayoutItem) {
        contentInsets = other.contentInsets
        edgeSpacing = other.edgeSpacing
    }

    /// The same item with `layoutSize` replaced (`subitem:count:` sizes its copies this way).
    func resized(to size: NSCollectionLayoutSize) -> NSCollectionLayoutItem {
        let copy = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: attachedSupplementaryItems)
        copy.copyAttributes(of: self)
        return copy
    }

    public override var description: String {
        "<NSCollectionLayoutItem: layoutSize=\(layoutSize.shortDescription)>"
    }
}

extension NSCollectionLayoutSize {
    /// `fw(0.5) × abs(44)`: the dimensions as the visual description writes them.
    var shortDescription: String { "\(widthDimension.shortDescription) × \(heightDimension.shortDescription)" }
}

extension NSCollectionLayoutDimension {
    var shortDescription: String {
        let names = ["abs", "fw", "fh", "est", "uniform"]
        return "\(names[semantic.rawValue])(\(dimension))"
    }
}
