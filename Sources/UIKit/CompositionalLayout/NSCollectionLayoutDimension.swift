import Foundation

/// An individual dimension representing an item's width or height in a compositional layout, as
/// UIKit's `NSCollectionLayoutDimension`.
///
/// A fractional dimension is a fraction of the containing group's (or section's) width or height,
/// floored to the display's pixel grid when the layout resolves it; an absolute dimension is
/// points; an estimated dimension is a starting value that the element's preferred size replaces
/// once it is displayed (self-sizing).
public final class NSCollectionLayoutDimension: NSObject, NSCopying, Sendable {
    /// What the value means (UIKit's internal "semantic" numbers).
    enum Semantic: Int, Sendable {
        case absolute = 0, fractionalWidth, fractionalHeight, estimated, uniformAcrossSiblings
    }

    let semantic: Semantic
    /// The value of the dimension: points, or a fraction for the fractional kinds.
    public let dimension: CGFloat

    init(_ semantic: Semantic, _ dimension: CGFloat) {
        self.semantic = semantic
        self.dimension = dimension
    }

    /// A dimension that is a fraction of the width of the containing group.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }

    /// A dimension that is a fraction of the height of the containing group.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }

    /// A dimension with an absolute point value.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }

    /// A dimension estimated with a point value; the actual size is determined when the content
    /// is rendered.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }

    /// An estimated dimension that siblings in a group share: each takes the largest size any
    /// of them measured.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.uniformAcrossSiblings, estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { semantic == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { semantic == .fractionalHeight }
    /// Whether the dimension is an absolute point value.
    public var isAbsolute: Bool { semantic == .absolute }
    /// Whether the dimension is estimated (`uniformAcrossSiblings` dimensions are too).
    public var isEstimated: Bool { semantic == .estimated || semantic == .uniformAcrossSiblings }
    /// Whether the dimension is shared across siblings.
    public var isUniformAcrossSiblings: Bool { semantic == .uniformAcrossSiblings }

    /// Dimensions are immutable: the copy is the receiver.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutDimension else { return false }
        return semantic == other.semantic && dimension == other.dimension
    }

    public override var hash: Int { semantic.rawValue &* 31 &+ dimension.hashValue }

    public override var description: String {
        let name = ["absolute", "fractionalWidth", "fractionalHeight", "estimated", "uniformAcrossSiblings"][semantic.rawValue]
        return "<NSCollectionLayoutDimension: \(name)=\(dimension)>"
    }
}

/// The width and height of a compositional layout element, as UIKit's `NSCollectionLayoutSize`.
public final class NSCollectionLayoutSize: NSObject, NSCopying, Sendable {
    /// The element's width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The element's height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of the given width and height dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// Sizes are immutable: the copy is the receiver.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutSize else { return false }
        return widthDimension == other.widthDimension && heightDimension == other.heightDimension
    }

    public override var hash: Int { widthDimension.hash &* 31 &+ heightDimension.hash }

    public override var description: String {
        "<NSCollectionLayoutSize: width=\(widthDimension); height=\(heightDimension)>"
    }

    /// Whether either dimension is estimated.
    var isEstimated: Bool { widthDimension.isEstimated || heightDimension.isEstimated }

    /// The dimension along `axis`.
    func dimension(_ axis: LayoutAxis) -> NSCollectionLayoutDimension {
        axis == .horizontal ? widthDimension : heightDimension
    }

    /// Whether either dimension is a fraction of the container along `axis` (UIKit's
    /// `_containerSizeDependentAxes`).
    func dependsOnContainer(along axis: LayoutAxis) -> Bool {
        let semantic: NSCollectionLayoutDimension.Semantic = axis == .horizontal ? .fractionalWidth : .fractionalHeight
        return widthDimension.semantic == semantic || heightDimension.semantic == semantic
    }
}
