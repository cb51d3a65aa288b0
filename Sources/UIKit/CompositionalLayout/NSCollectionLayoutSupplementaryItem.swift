import Foundation

/// An object that defines how to attach a supplementary item to an item or group, as UIKit's
/// `NSCollectionLayoutAnchor`: the edges it is attached to, plus an offset in points or in units
/// of the supplementary item's own size.
public final class NSCollectionLayoutAnchor: NSObject, NSCopying, Sendable {
    /// The edges the supplementary is attached to; none means the center.
    public let edges: NSDirectionalRectEdge
    /// The offset from the anchor point.
    public let offset: CGPoint
    /// Whether `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether `offset` is in units of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor at `edges`.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    /// An anchor at `edges`, moved by `absoluteOffset` points.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
    }

    /// An anchor at `edges`, moved by `fractionalOffset` times the supplementary item's size.
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
    }

    /// Anchors are immutable: the copy is the receiver.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Where on a rect the anchor sits, in units of the rect (0, 0.5 or 1 per axis).
    var unitPoint: CGPoint {
        func unit(_ low: Bool, _ high: Bool) -> CGFloat { low && high ? 0.5 : low ? 0 : high ? 1 : 0.5 }
        return CGPoint(x: unit(edges.contains(.leading), edges.contains(.trailing)),
                       y: unit(edges.contains(.top), edges.contains(.bottom)))
    }

    /// The offset in points for a supplementary of `size`.
    func points(for size: CGSize) -> CGPoint {
        isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
    }
}

/// An object used to add an extra visual decoration to an item or group, such as a badge, as
/// UIKit's `NSCollectionLayoutSupplementaryItem`. The collection view asks its data source for the
/// view of `elementKind`.
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The supplementary's zIndex. Default 1 (above cells).
    open var zIndex = 1
    /// The kind of the supplementary view.
    public let elementKind: String
    /// Where the supplementary attaches to its container (item, group or section).
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary sits on the container anchor; nil: the matching edges,
    /// so the supplementary sits inside the container.
    public let itemAnchor: NSCollectionLayoutAnchor?

    /// A supplementary of `layoutSize` attached to its container at `containerAnchor`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary of `layoutSize` whose `itemAnchor` point sits on its container's
    /// `containerAnchor` point.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutSupplementaryItem(layoutSize: layoutSize, elementKind: elementKind,
                                                     containerAnchor: containerAnchor, itemAnchor: itemAnchor)
        copy.copyAttributes(of: self)
        copy.zIndex = zIndex
        return copy
    }
}

/// A supplementary item attached to a section's or the whole layout's edges, such as a header or
/// footer, as UIKit's `NSCollectionLayoutBoundarySupplementaryItem`.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Whether the item extends the content area of its section (or layout) instead of overlapping
    /// it. Default true.
    open var extendsBoundary = true
    /// Whether the item stays visible while any part of its section is, pinned to the visible
    /// bounds. Default false.
    open var pinToVisibleBounds = false
    /// Where the item sits on its section.
    public let alignment: NSRectAlignment
    /// The item's offset from that place, in points.
    public let offset: CGPoint

    /// A boundary supplementary of `layoutSize` at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary supplementary of `layoutSize` at `alignment`, moved by `absoluteOffset`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges, absoluteOffset: absoluteOffset),
                   itemAnchor: nil)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize, elementKind: elementKind,
                                                             alignment: alignment, absoluteOffset: offset)
        copy.copyAttributes(of: self)
        copy.zIndex = zIndex
        copy.extendsBoundary = extendsBoundary
        copy.pinToVisibleBounds = pinToVisibleBounds
        return copy
    }
}

/// An object used to add a background to a section, as UIKit's `NSCollectionLayoutDecorationItem`.
/// Register the view class for `elementKind` with the layout's `register(_:forDecorationViewOfKind:)`.
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The decoration's zIndex. Default 0; the section's other elements are promoted to at least 1.
    open var zIndex = 0
    /// The kind of the decoration view.
    public let elementKind: String

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background behind the whole section (its insets and supplementaries included); its
    /// `contentInsets` inset it.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutDecorationItem(elementKind: elementKind)
        copy.copyAttributes(of: self)
        copy.zIndex = zIndex
        return copy
    }
}

/// Where a boundary supplementary sits on its section, as `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// The edges the alignment names.
    var edges: NSDirectionalRectEdge {
        switch self {
        case .none: []
        case .top: .top
        case .topLeading: [.top, .leading]
        case .leading: .leading
        case .bottomLeading: [.bottom, .leading]
        case .bottom: .bottom
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: .trailing
        case .topTrailing: [.top, .trailing]
        }
    }
}
