import Foundation

/// A container that combines a set of groups into distinct visual groupings, as UIKit's
/// `NSCollectionLayoutSection`: the section repeats its group for its items, one repetition after
/// the other along the layout's axis (or the orthogonal axis when it scrolls orthogonally).
open class NSCollectionLayoutSection: NSObject, NSCopying {
    /// The group the section repeats.
    let group: NSCollectionLayoutGroup

    /// The space between the section's content and its edges. Default zero. On an axis the
    /// section's group estimates, UIKit keeps them too.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between one repetition of the group and the next. Default 0.
    open var interGroupSpacing: CGFloat = 0
    /// The boundary the content insets are measured from. Default `.automatic`: the layout
    /// configuration's reference.
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// The boundary the boundary supplementary items' insets are measured from. Default
    /// `.automatic`: as `contentInsetsReference`.
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// How the section scrolls on the axis orthogonal to the layout's. Default `.none`.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The deceleration and bounce of an orthogonally scrolling section (made when first asked
    /// for: most sections never are).
    public private(set) lazy var orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    /// Supplementary items attached to the section's edges (headers and footers).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether the section's supplementaries follow its content insets on the cross axis. Default true.
    open var supplementariesFollowContentInsets = true
    /// Called before the section's visible items are displayed, to change their alpha, transform,
    /// zIndex, visibility or center.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// Decoration items anchored to the section (a background).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []

    /// The list configuration of a section made by `list(using:layoutEnvironment:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section that repeats `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A copy with the same group and settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutSection(group: group)
        copy.contentInsets = contentInsets
        copy.interGroupSpacing = interGroupSpacing
        copy.contentInsetsReference = contentInsetsReference
        copy.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        copy.orthogonalScrollingProperties = orthogonalScrollingProperties.copy() as! UICollectionLayoutSectionOrthogonalScrollingProperties
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        copy.decorationItems = decorationItems
        copy.listConfiguration = listConfiguration
        return copy
    }
}

/// The closure a section calls with its visible items, the content offset and the environment
/// before they are displayed.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// The boundary a section's content insets are measured from, as UIKit's `UIContentInsetsReference`.
public enum UIContentInsetsReference: Int, Sendable {
    /// The system's default: for a section, the configuration's reference.
    case automatic = 0
    /// No additional insets.
    case none = 1
    /// The collection view's safe area.
    case safeArea = 2
    /// The collection view's layout margins.
    case layoutMargins = 3
    /// The collection view's readable content guide.
    case readableContent = 4
}

/// How a section scrolls along the axis orthogonal to the layout's, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section lays out along the layout's axis and does not scroll on its own.
    case none = 0
    /// The section scrolls continuously, with the normal deceleration.
    case continuous = 1
    /// The section scrolls continuously and comes to rest at a group's leading edge.
    case continuousGroupLeadingBoundary = 2
    /// The section pages by the collection view's bounds.
    case paging = 3
    /// The section pages by its group's size.
    case groupPaging = 4
    /// The section pages by its group's size, with each group centered.
    case groupPagingCentered = 5
}

/// The deceleration and bounce of an orthogonally scrolling section, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingProperties` (iOS 17).
public final class UICollectionLayoutSectionOrthogonalScrollingProperties: NSObject, NSCopying {
    /// The deceleration rate. Default `.automatic`.
    public var decelerationRate: UICollectionLayoutSectionOrthogonalScrollingDecelerationRate = .automatic
    /// The bounce. Default `.automatic`.
    public var bounce: UICollectionLayoutSectionOrthogonalScrollingBounce = .automatic

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionLayoutSectionOrthogonalScrollingProperties()
        copy.decelerationRate = decelerationRate
        copy.bounce = bounce
        return copy
    }
}

/// How fast an orthogonally scrolling section decelerates after a drag, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingDecelerationRate`.
public struct UICollectionLayoutSectionOrthogonalScrollingDecelerationRate: Hashable, Sendable {
    /// The rate, as a scroll view's deceleration rate; 0 for `automatic`.
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The rate that suits the scrolling behavior.
    public static let automatic = UICollectionLayoutSectionOrthogonalScrollingDecelerationRate(rawValue: 0)
    /// The normal rate of a scroll view.
    public static let normal = UICollectionLayoutSectionOrthogonalScrollingDecelerationRate(rawValue: UIScrollView.DecelerationRate.normal.rawValue)
    /// The fast rate of a scroll view.
    public static let fast = UICollectionLayoutSectionOrthogonalScrollingDecelerationRate(rawValue: UIScrollView.DecelerationRate.fast.rawValue)
}

/// Whether an orthogonally scrolling section bounces at its ends, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBounce`.
public enum UICollectionLayoutSectionOrthogonalScrollingBounce: Int, Sendable {
    /// Bounces when the content is larger than the section.
    case automatic = 0
    /// Always bounces.
    case always = 1
    /// Never bounces.
    case never = 2
}
