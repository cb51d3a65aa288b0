import Foundation

/// The space between items in a compositional layout, as UIKit's `NSCollectionLayoutSpacing`:
/// fixed (exactly this much) or flexible (at least this much, plus a share of the space left).
public final class NSCollectionLayoutSpacing: NSObject, NSCopying, Sendable {
    /// The amount of space.
    public let spacing: CGFloat
    /// Whether the spacing is flexible: it grows to share the space the items leave.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is fixed.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Spacing of at least `flexibleSpacing`, growing as space allows.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(flexibleSpacing, flexible: true)
    }

    /// Spacing of exactly `fixedSpacing`.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(fixedSpacing, flexible: false)
    }

    /// Spacings are immutable: the copy is the receiver.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutSpacing else { return false }
        return spacing == other.spacing && isFlexibleSpacing == other.isFlexibleSpacing
    }

    public override var hash: Int { spacing.hashValue &+ (isFlexibleSpacing ? 1 : 0) }

    public override var description: String {
        "<NSCollectionLayoutSpacing: \(isFlexibleSpacing ? "flexible" : "fixed")=\(spacing)>"
    }
}

/// Additional outsets around an item that the layout keeps free when it places the item, as
/// UIKit's `NSCollectionLayoutEdgeSpacing`. An omitted edge is fixed 0.
public final class NSCollectionLayoutEdgeSpacing: NSObject, NSCopying, Sendable {
    /// The space on the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// The space on the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// The space on the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// The space on the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing with the given edges; nil edges are fixed 0.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// Edge spacings are immutable: the copy is the receiver.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The spacing before the item along `axis` (leading or top).
    func before(_ axis: LayoutAxis) -> NSCollectionLayoutSpacing? { axis == .horizontal ? leading : top }
    /// The spacing after the item along `axis` (trailing or bottom).
    func after(_ axis: LayoutAxis) -> NSCollectionLayoutSpacing? { axis == .horizontal ? trailing : bottom }
}
