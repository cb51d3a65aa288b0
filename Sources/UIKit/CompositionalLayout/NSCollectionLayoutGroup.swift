import Foundation

/// A container for a set of items that lays them out horizontally, vertically or at frames a
/// closure gives, as UIKit's `NSCollectionLayoutGroup`. A group is an item, so groups nest.
///
/// A horizontal or vertical group repeats its subitems, in order and cyclically, for as long as
/// they fit along its axis (or exactly `count` times for the `count:` forms).
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    /// How many items the group holds exactly, or 0 when it holds as many as fit.
    let count: Int
    /// The items the group arranges.
    public let subitems: [NSCollectionLayoutItem]

    /// The space between items along the group's axis. Default nil (fixed 0).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    /// The supplementary items anchored to the group's geometry.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { attachedSupplementaryItems }
        set { attachedSupplementaryItems = newValue }
    }

    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group of `count` copies of `subitem`, equally sized along the horizontal axis: each copy's
    /// width becomes `.fractionalWidth(1 / count)`. Use `interItemSpacing` to insert space between
    /// them. Deprecated in iOS 16 for `horizontal(layoutSize:repeatingSubitem:count:)`.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        equallySized(.horizontal, layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A group of `count` copies of `subitem`, equally sized along the vertical axis: each copy's
    /// height becomes `.fractionalHeight(1 / count)`. Deprecated in iOS 16 for
    /// `vertical(layoutSize:repeatingSubitem:count:)`.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        equallySized(.vertical, layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A horizontal group that repeats `subitem` exactly `count` times, at the subitem's own size.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: validCount(count))
    }

    /// A vertical group that repeats `subitem` exactly `count` times, at the subitem's own size.
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: validCount(count))
    }

    /// A group that repeats `subitems` along the horizontal axis until the space is used up; flexible
    /// spacing shares what is left.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: 0)
    }

    /// A group that repeats `subitems` along the vertical axis until the space is used up.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: 0)
    }

    /// A group whose items are at the frames `itemProvider` returns, relative to the group's
    /// origin. The provider is called during layout with the group's size as its container.
    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: 0)
    }

    private static func equallySized(_ axis: LayoutAxis, layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                                     count: Int) -> NSCollectionLayoutGroup {
        let count = validCount(count)
        let share = 1 / CGFloat(count)
        let size = axis == .horizontal
            ? NSCollectionLayoutSize(widthDimension: .fractionalWidth(share), heightDimension: subitem.layoutSize.heightDimension)
            : NSCollectionLayoutSize(widthDimension: subitem.layoutSize.widthDimension, heightDimension: .fractionalHeight(share))
        return NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: axis == .horizontal ? .horizontal : .vertical,
                                     subitems: [subitem.resized(to: size)], count: count)
    }

    /// UIKit asserts on a count below 1; here the message is logged and the group holds one item.
    private static func validCount(_ count: Int) -> Int {
        guard count < 1 else { return count }
        Diagnostics.report("NSCollectionLayoutGroup: count must be greater than 0 (was \(count)); using 1.")
        return 1
    }

    /// The axis the group arranges its items along (custom groups report vertical, as UIKit's).
    var axis: LayoutAxis {
        if case .horizontal = arrangement { return .horizontal }
        return .vertical
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: arrangement, subitems: subitems, count: count)
        copy.copyAttributes(of: self)
        copy.interItemSpacing = interItemSpacing
        copy.supplementaryItems = supplementaryItems
        return copy
    }

    override func resized(to size: NSCollectionLayoutSize) -> NSCollectionLayoutItem {
        let copy = NSCollectionLayoutGroup(layoutSize: size, arrangement: arrangement, subitems: subitems, count: count)
        copy.copyAttributes(of: self)
        copy.interItemSpacing = interItemSpacing
        copy.supplementaryItems = supplementaryItems
        return copy
    }

    /// A text rendering of the group's structure, for debugging: its arrangement and size, then
    /// each subitem indented below it. (UIKit draws ASCII art; the structure is the same.)
    open func visualDescription() -> String {
        var lines: [String] = []
        describe(into: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func describe(into lines: inout [String], depth: Int) {
        let name: String
        switch arrangement {
        case .horizontal: name = "horizontal group"
        case .vertical: name = "vertical group"
        case .custom: name = "custom group"
        }
        let times = count > 0 ? " count \(count)" : ""
        let spacing = interItemSpacing.map { " spacing \($0.isFlexibleSpacing ? "≥" : "")\($0.spacing)" } ?? ""
        lines.append(String(repeating: "  ", count: depth) + "\(name) \(layoutSize.shortDescription)\(times)\(spacing)")
        for subitem in subitems {
            if let group = subitem as? NSCollectionLayoutGroup {
                group.describe(into: &lines, depth: depth + 1)
            } else {
                lines.append(String(repeating: "  ", count: depth + 1) + "item \(subitem.layoutSize.shortDescription)")
            }
        }
    }

    public override var description: String {
        "<NSCollectionLayoutGroup: \(visualDescription())>"
    }
}

/// The closure that gives a custom group's item frames for the group's environment.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// An item's frame and zIndex in a custom group, as UIKit's `NSCollectionLayoutGroupCustomItem`.
public final class NSCollectionLayoutGroupCustomItem: NSObject, NSCopying, Sendable {
    /// The item's frame, relative to the group's origin.
    public let frame: CGRect
    /// The item's zIndex. Default 0.
    public let zIndex: Int

    /// A custom item at `frame`.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// A custom item at `frame` with `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }

    /// Custom items are immutable: the copy is the receiver.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
